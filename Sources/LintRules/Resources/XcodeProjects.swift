/// Which storyboards and XIBs an Xcode project builds. A file no project lists is left over (the
/// storyboard an app replaced with code, a XIB copied aside): nothing the app ships shows its colors.
///
/// A project lists a file by name (`/* Main.storyboard */`, `path = Base.lproj/Main.storyboard;`),
/// so the question is answered by the file's name among the names the project files of the folders
/// above it list, up to the repository root. No answer (the file counts as built) when there is no project above it
/// (XcodeGen, Tuist, a bare folder), when a project there lists folders instead of files (Xcode 16's
/// synchronized groups), or when a `Package.swift` is nearer than the project (a package resource).
/// A name is a weak key: a file that shares its name with a listed one counts as built. So the
/// projects' groups are also followed to each file's path (`XcodeProjectFile`): a file a project
/// refers to by its exact path is built only when a target builds it (a feature's storyboard left in
/// the navigator, in no target, shares its name with the app's `Main.storyboard`).
///
/// Projects in other folders of the run count too (a framework's project beside the app's).
///
/// One per run, shared by the workers of pass 1: each folder is listed once.
final class XcodeProjects: @unchecked Sendable {
    private struct Folder {
        /// The Interface Builder file names each project there lists.
        var listed: [Set<String>] = []
        /// The Interface Builder files those projects refer to by path (normalized, absolute), and
        /// whether a target builds each.
        var interfaceFiles: [String: Bool] = [:]
        /// `folder/name` for each built `folder/<language>.lproj/name`: asked once per Interface
        /// Builder file, so looked up rather than found by a walk over every listed file.
        var builtLocalizations: Set<String> = []
        /// A project lists folders (synchronized groups), or could not be read: no answer below it.
        var isUnknown = false
        var hasPackage = false
        var isRepositoryRoot = false
    }

    /// Larger project files are not read (no answer for the files below them).
    static let maximumSize = 64 << 20
    private var folders: [PathKey: Folder] = [:]
    /// Folders a thread is reading now: another that needs one waits for it rather than parsing the
    /// same project again (both workers meet an app's project at once; 36–42 parses for 27 folders).
    private var reading: Set<PathKey> = []
    private let lock = NSCondition()
    /// The folders of the run's files: a project beside other sources (`Shared/Shared.xcodeproj`)
    /// may build a file that the project above it does not list.
    private let runFolders: [String]
    private var runWideNames: Set<String>?
    private var runWideFiles: [String: Bool]?

    init(runFolders: [String] = []) {
        self.runFolders = runFolders
    }

    /// The folders that hold the run's Xcode projects (`App/App.xcodeproj/project.pbxproj` gives
    /// `App`): the only folders whose listing can add to `listedInRun`. Listing every folder of the
    /// run instead cost a directory read per folder, thousands in a large app.
    static func projectFolders(of files: [FileWalker.File]) -> [String] {
        let suffix = ".xcodeproj/project.pbxproj"
        var folders: Set<String> = []
        for file in files where file.absolute.hasSuffix(suffix) {
            let bundle = file.folder
            guard let slash = bundle.lastIndex(of: "/") else { continue }
            folders.insert(slash == bundle.startIndex ? "/" : String(bundle[..<slash]))
        }
        return folders.sorted()
    }

    /// Whether the Interface Builder file at `absolutePath` is in no project above it.
    func isListedByNone(_ absolutePath: String) -> Bool {
        guard let slash = absolutePath.lastIndex(of: "/") else { return false }
        let name = String(absolutePath[absolutePath.index(after: slash)...])
        let key = XcodeProjectFile.normalized(absolutePath)
        var directory = String(absolutePath[..<slash])
        var sawProject = false, listedByName = false
        var built: Bool?   // what the projects that refer to this very path say
        // `Snippets/Base.lproj/Editor.xib` is the file a project builds, by path: a copy of it left
        // at `Snippets/Editor.xib` only shares the variant group's name.
        let keyFolder = key[..<(key.lastIndex(of: "/") ?? key.startIndex)]
        var localizedBuilt = false
        var siblingReferenced = false
        while !directory.isEmpty {
            let folder = self.folder(directory)
            if folder.isUnknown { return false }
            if folder.hasPackage, !sawProject { return false }
            if let b = folder.interfaceFiles[key] { built = (built ?? false) || b }
            if built == nil, !folder.interfaceFiles.isEmpty, !keyFolder.hasSuffix(".lproj") {
                localizedBuilt = localizedBuilt || folder.builtLocalizations.contains(keyFolder + "/" + name)
            }
            // `fr.lproj/Main.storyboard` that no project refers to, beside the `Main.storyboard` (or
            // `Base.lproj/Main.storyboard`) one does: a localization the project dropped (FSNotes).
            if built == nil, keyFolder.hasSuffix(".lproj"), let up = keyFolder.lastIndex(of: "/") {
                let parent = keyFolder[..<up]
                if folder.interfaceFiles[parent + "/" + name] != nil || folder.interfaceFiles[parent + "/Base.lproj/" + name] != nil {
                    siblingReferenced = !keyFolder.hasSuffix("/Base.lproj")
                }
            }
            if folder.listed.contains(where: { $0.contains(name) }) { listedByName = true }
            sawProject = sawProject || !folder.listed.isEmpty
            if folder.isRepositoryRoot { break }
            guard let up = directory.lastIndex(of: "/") else { break }
            directory = String(directory[..<up])
        }
        guard sawProject else { return false }
        let run = listedInRun()
        if let b = run.files[key] { built = (built ?? false) || b }
        if let built { return !built }
        if localizedBuilt || siblingReferenced { return true }
        return !listedByName && !run.names.contains(name)
    }

    /// `folder/name` when `path` is `folder/<language>.lproj/name`.
    static func unlocalized(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        return (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
    }

    /// Every name a project in one of the run's folders lists; read once, on the first question
    /// the projects above a file could not answer.
    private func listedInRun() -> (names: Set<String>, files: [String: Bool]) {
        lock.lock()
        if let names = runWideNames, let files = runWideFiles { lock.unlock(); return (names, files) }
        lock.unlock()
        var names: Set<String> = []
        var files: [String: Bool] = [:]
        for path in runFolders {
            let folder = self.folder(path)
            names.formUnion(folder.listed.joined())
            files.merge(folder.interfaceFiles) { $0 || $1 }
        }
        lock.lock()
        (runWideNames, runWideFiles) = (names, files)
        lock.unlock()
        return (names, files)
    }

    /// The storyboard and XIB names a project file mentions: each `….storyboard` or `….xib` path
    /// component (`Base.lproj/Main.storyboard` gives `Main.storyboard`), quoted or not.
    static func listedNames(in project: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x2F, 0x22, 0x3D, 0x3B, 0x2C, 0x28, 0x7B]   // space, tab, newline, / " = ; , ( {
        for suffix in [".storyboard", ".xib"].map({ Array($0.utf8) }) {
            var from = 0
            while let at = ByteSearch.firstIndex(of: suffix, in: project, from: from) {
                let end = at + suffix.count
                from = end
                // A whole name: `Main.storyboard;`, not `Main.storyboardc` or `.xibs`.
                guard end >= project.count || delimiters.contains(project[end]) || project[end] == 0x2A else { continue }
                var start = at
                while start > 0, !delimiters.contains(project[start - 1]), at - start < 256 { start -= 1 }
                if start < at { names.insert(String(decoding: project[start..<end], as: UTF8.self)) }
            }
        }
        return names
    }

    private func folder(_ path: String) -> Folder {
        let key = PathKey(path)
        lock.lock()
        while true {
            if let known = folders[key] { lock.unlock(); return known }
            if !reading.contains(key) { break }
            lock.wait()
        }
        reading.insert(key)
        lock.unlock()
        var folder = Folder()
        for entry in DirectoryListing.entries(of: path) ?? [] {
            if entry.name == ".git" { folder.isRepositoryRoot = true }
            if entry.name == "Package.swift" { folder.hasPackage = true }
            guard entry.name.hasSuffix(".xcodeproj") else { continue }
            guard let bytes = try? SourceReader.readRegularFile(path + "/" + entry.name + "/project.pbxproj", limit: Self.maximumSize).get(),
                  ByteSearch.firstIndex(of: Array("PBXFileSystemSynchronizedRootGroup".utf8), in: bytes) == nil else {
                folder.isUnknown = true
                continue
            }
            folder.listed.append(Self.listedNames(in: bytes))
            if let project = XcodeProjectFile(bytes) {
                for (relative, built) in project.interfaceFiles {
                    let file = XcodeProjectFile.normalized(path + "/" + relative)
                    folder.interfaceFiles[file] = (folder.interfaceFiles[file] ?? false) || built
                    if built, let plain = Self.unlocalized(file) { folder.builtLocalizations.insert(plain) }
                }
            }
        }
        lock.lock()
        folders[key] = folder
        reading.remove(key)
        lock.broadcast()
        lock.unlock()
        return folder
    }
}

import Foundation
