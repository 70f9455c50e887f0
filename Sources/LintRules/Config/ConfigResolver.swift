import Foundation

/// Finds the `.darklint` files that apply to each folder and folds them, with the command line
/// last, into that folder's `Settings`. The nearest file refines its parents' (as SwiftLint's nested
/// configs); `--config FILE` replaces discovery with one file, `--no-config` turns it off.
/// Results are cached per folder; parse errors are collected, and the command refuses to lint (exit 2)
/// when there are any, so nothing is half-applied.
public final class ConfigResolver: @unchecked Sendable {
    public let currentDirectory: String
    let commandLine: [OptionEntry]
    let explicit: [OptionEntry]?
    let explicitPath: String?
    let discover: Bool
    // Keyed by the path's bytes: folders whose names differ only in normalisation are two folders.
    private var parsed: [PathKey: [OptionEntry]] = [:]
    /// Each folder's settings as a place in `distinctSettings`: a `Settings` is hundreds of bytes, and
    /// a dictionary holding one per folder of a large run was megabytes of copies of a few values.
    private var settingsCache: [PathKey: Int32] = [:]
    private var distinctSettings: [Settings] = []
    private var filesCache: [PathKey: [String]] = [:]
    /// Settings by the configuration files they fold: most folders have their parent's files, and
    /// folding the same options again for each of them was most of a walk's cost.
    private var settingsByFiles: [[PathKey]: Int32] = [:]
    public private(set) var errors: [ConfigFile.ParseError] = []
    private var reported: Set<PathKey> = []
    private let lock = NSLock()

    public init(currentDirectory: String, commandLine: [OptionEntry], configPath: String?, noConfig: Bool) {
        self.currentDirectory = currentDirectory
        self.commandLine = commandLine
        self.discover = !noConfig && configPath == nil
        if let configPath {
            let path = OptionSpec.absolute(configPath, base: currentDirectory)
            explicitPath = path
            switch SourceReader.readText(path) {
            case .success(let text):
                do {
                    explicit = try ConfigFile.parse(text, path: configPath, folder: (path as NSString).deletingLastPathComponent)
                } catch let error as ConfigFile.ParseError {
                    explicit = []
                    errors.append(error)
                } catch {
                    explicit = []
                }
            case .failure(let failure):
                explicit = []
                errors.append(ConfigFile.ParseError(path: configPath, line: 0, message: "cannot read the configuration file: \(failure.reason)"))
            }
        } else {
            explicit = nil
            explicitPath = nil
        }
    }

    /// The config files that apply to `folder` (absolute), outermost first.
    public func configFiles(forFolder folder: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return configFilesLocked(folder)
    }

    private func configFilesLocked(_ folder: String) -> [String] {
        if let explicitPath { return [explicitPath] }
        guard discover else { return [] }
        if let cached = filesCache[PathKey(folder)] { return cached }
        var files: [String] = []
        let parent = folder.parentFolder
        if parent != folder, !parent.isEmpty { files = configFilesLocked(parent) }
        let candidate = folder == "/" ? "/" + ConfigFile.name : folder + "/" + ConfigFile.name
        if FileManager.default.fileExists(atPath: candidate) { files.append(candidate) }
        filesCache[PathKey(folder)] = files
        return files
    }

    /// The settings for files in `folder` (absolute).
    public func settings(forFolder folder: String) -> Settings {
        lock.lock()
        defer { lock.unlock() }
        return distinctSettings[placeLocked(folder)]
    }

    /// The settings for files in `folder` and which of the run's distinct settings they are (folders
    /// with the same configuration files share a number).
    public func numberedSettings(forFolder folder: String) -> (settings: Settings, number: Int) {
        lock.lock()
        defer { lock.unlock() }
        let place = placeLocked(folder)
        return (distinctSettings[place], place)
    }

    private func placeLocked(_ folder: String) -> Int {
        if let cached = settingsCache[PathKey(folder)] { return Int(cached) }
        var entries: [OptionEntry] = []
        let files = explicit == nil ? configFilesLocked(folder) : []
        let filesKey = files.map(PathKey.init)
        if let shared = settingsByFiles[filesKey] {
            settingsCache[PathKey(folder)] = shared
            return Int(shared)
        }
        if let explicit {
            entries = explicit
        } else {
            for file in files { entries += entriesLocked(file) }
        }
        var settings = Settings()
        for entry in entries + commandLine {
            // Entries were validated when parsed; a failure here cannot happen.
            try? OptionSpec.named(entry.name)?.apply(&settings, entry)
            settings.provenance.append((entry.name, entry.value, entry.origin))
        }
        let place = Int32(distinctSettings.count)
        distinctSettings.append(settings)
        settingsCache[PathKey(folder)] = place
        settingsByFiles[filesKey] = place
        return Int(place)
    }

    private func entriesLocked(_ file: String) -> [OptionEntry] {
        if let cached = parsed[PathKey(file)] { return cached }
        var entries: [OptionEntry] = []
        do {
            let text = try SourceReader.readText(file).get()
            entries = try ConfigFile.parse(text, path: display(file), folder: (file as NSString).deletingLastPathComponent)
        } catch let error as ConfigFile.ParseError {
            if reported.insert(PathKey(file)).inserted { errors.append(error) }
        } catch {
            if reported.insert(PathKey(file)).inserted {
                let reason = (error as? SourceReader.ReadFailure).map { ": \($0.reason)" } ?? ""
                errors.append(ConfigFile.ParseError(path: display(file), line: 0, message: "cannot read the configuration file\(reason)"))
            }
        }
        parsed[PathKey(file)] = entries
        return entries
    }

    /// A config path as the user would write it: relative to the current folder when below it.
    func display(_ path: String) -> String {
        if path.hasPathPrefix(currentDirectory + "/") { return path.droppingPathPrefix(currentDirectory + "/") }
        return path
    }

    /// Absolute, standardized form of a path given on the command line.
    public func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return (joined as NSString).standardizingPath
    }
}
