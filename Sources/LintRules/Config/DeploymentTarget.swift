import Foundation

/// The oldest OS versions the app supports, which decide whether Dark Mode APIs can be used directly
/// (iOS 13 / macOS 10.14) and whether `traitCollectionDidChange(_:)` is deprecated (iOS 17).
public struct DeploymentTargets: Sendable, Equatable {
    public var iOS: OSVersion?
    public var macOS: OSVersion?

    public init(iOS: OSVersion? = nil, macOS: OSVersion? = nil) {
        self.iOS = iOS
        self.macOS = macOS
    }

    /// `iOS 12.0`, `iOS12`, `ios:12.0`, `macOS 10.14`, `macos=10.15`.
    public mutating func apply(_ value: String) throws {
        let lower = value.lowercased()
        let digits = lower.drop { !$0.isNumber }
        let platform = lower.prefix { !$0.isNumber }.trimmingCharacters(in: CharacterSet(charactersIn: " :=@"))
        guard let version = OSVersion(String(digits)) else {
            throw CommandLineOptions.UsageError(message: "--deployment-target takes a platform and a version, like 'iOS 12.0' or 'macOS 10.14', not '\(value)'")
        }
        switch platform {
        case "ios", "ipados", "maccatalyst", "tvos": iOS = version
        case "macos", "osx": macOS = version
        default:
            throw CommandLineOptions.UsageError(message: "--deployment-target platform must be iOS or macOS, not '\(value)'")
        }
    }

    /// Reads `platforms:` from a `Package.swift` and `IPHONEOS_DEPLOYMENT_TARGET` /
    /// `MACOSX_DEPLOYMENT_TARGET` from `*.xcodeproj/project.pbxproj` files in `folder` (the lowest
    /// target wins: that is the OS the app must still work on).
    /// Remote Swift package dependencies named in `folder`'s `Package.swift` and `.xcodeproj`s:
    /// `.package(url: "https://github.com/o/Name.git", ...)`, `repositoryURL = "https://.../Name";`.
    public static func packageDependencies(in folder: String) -> [String] {
        var texts: [String] = []
        if let text = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8) { texts.append(text) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".xcodeproj") {
            if let text = try? String(contentsOfFile: "\(folder)/\(name)/project.pbxproj", encoding: .utf8) { texts.append(text) }
        }
        var names: Set<String> = []
        for text in texts {
            for marker in ["package(url:", "repositoryURL ="] {
                var rest = text[...]
                while let r = rest.range(of: marker) {
                    let after = rest[r.upperBound...].drop { $0 == " " || $0 == "\"" }
                    let url = after.prefix { $0 != "\"" && $0 != "\n" && $0 != ";" && $0 != "," }
                    if var last = url.split(separator: "/").last.map(String.init) {
                        if last.hasSuffix(".git") { last.removeLast(4) }
                        if !last.isEmpty { names.insert(last) }
                    }
                    rest = rest[r.upperBound...]
                }
            }
        }
        return names.sorted()
    }

    public static func detect(in folder: String) -> DeploymentTargets {
        var targets = DeploymentTargets()
        let fm = FileManager.default
        if let text = try? SourceReader.readText(folder + "/Package.swift").get() {
            targets.merge(fromPackageManifest: text)
        }
        for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".xcodeproj") {
            if let text = try? SourceReader.readText("\(folder)/\(name)/project.pbxproj").get() {
                targets.merge(fromProject: text)
            }
        }
        return targets
    }

    /// `.iOS(.v12)`, `.iOS("12.0")`, `.macOS(.v10_14)`.
    mutating func merge(fromPackageManifest text: String) {
        for (platform, keyPath) in [(".iOS(", \DeploymentTargets.iOS), (".macOS(", \DeploymentTargets.macOS)] {
            var rest = text[...]
            while let r = rest.range(of: platform) {
                let after = rest[r.upperBound...]
                let argument = after.prefix { $0 != ")" }
                let cleaned = argument.replacingOccurrences(of: ".v", with: "").replacingOccurrences(of: "\"", with: "")
                    .replacingOccurrences(of: "_", with: ".")
                if let version = OSVersion(cleaned.trimmingCharacters(in: .whitespaces)) { lower(keyPath, to: version) }
                rest = after
            }
        }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 12.0;`
    mutating func merge(fromProject text: String) {
        for (setting, keyPath) in [("IPHONEOS_DEPLOYMENT_TARGET", \DeploymentTargets.iOS), ("MACOSX_DEPLOYMENT_TARGET", \DeploymentTargets.macOS)] {
            var rest = text[...]
            while let r = rest.range(of: setting + " = ") {
                let value = rest[r.upperBound...].prefix { $0 != ";" && $0 != "\n" }
                if let version = OSVersion(value.replacingOccurrences(of: "\"", with: "")) { lower(keyPath, to: version) }
                rest = rest[r.upperBound...]
            }
        }
    }

    private mutating func lower(_ keyPath: WritableKeyPath<DeploymentTargets, OSVersion?>, to version: OSVersion) {
        if let current = self[keyPath: keyPath], current <= version { return }
        self[keyPath: keyPath] = version
    }
}

/// A dotted version: `12.0`, `10.14`, `17`.
public struct OSVersion: Sendable, Comparable, CustomStringConvertible {
    public let parts: [Int]

    public init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.parts = parts.map { $0! }
    }

    public init(_ major: Int, _ minor: Int = 0) { parts = [major, minor] }

    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        for k in 0..<max(a.parts.count, b.parts.count) {
            let x = k < a.parts.count ? a.parts[k] : 0
            let y = k < b.parts.count ? b.parts[k] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: OSVersion, b: OSVersion) -> Bool { !(a < b) && !(b < a) }

    public var description: String { parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".") }
}
