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
    /// Byte searches: a large app's project file is megabytes.
    public static func packageDependencies(in folder: String) -> [String] {
        var files: [[UInt8]] = []
        if let data = FileManager.default.contents(atPath: folder + "/Package.swift") { files.append([UInt8](data)) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".xcodeproj") {
            if let data = FileManager.default.contents(atPath: "\(folder)/\(name)/project.pbxproj") { files.append([UInt8](data)) }
        }
        var names: Set<String> = []
        for bytes in files {
            for marker in ["package(url:", "repositoryURL ="].map({ Array($0.utf8) }) {
                var from = 0
                while let at = ByteSearch.firstIndex(of: marker, in: bytes, from: from) {
                    var i = at + marker.count
                    while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x22 { i += 1 }   // spaces, quote
                    var end = i
                    while end < bytes.count, ![0x22, 0x0A, 0x3B, 0x2C].contains(bytes[end]) { end += 1 }
                    let url = String(decoding: bytes[i..<end], as: UTF8.self)
                    if var last = url.split(separator: "/").last.map(String.init) {
                        if last.hasSuffix(".git") { last.removeLast(4) }
                        if !last.isEmpty { names.insert(last) }
                    }
                    from = end
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
        // Byte searches: a large app's project file is megabytes, and Foundation's `range(of:)`
        // showed up in profiles of whole runs.
        let bytes = Array(text.utf8)
        for (setting, keyPath) in [("IPHONEOS_DEPLOYMENT_TARGET = ", \DeploymentTargets.iOS), ("MACOSX_DEPLOYMENT_TARGET = ", \DeploymentTargets.macOS)] {
            let marker = Array(setting.utf8)
            var from = 0
            while let at = ByteSearch.firstIndex(of: marker, in: bytes, from: from) {
                var end = at + marker.count
                while end < bytes.count, bytes[end] != 0x3B, bytes[end] != 0x0A { end += 1 }
                let value = String(decoding: bytes[(at + marker.count)..<end], as: UTF8.self).replacingOccurrences(of: "\"", with: "")
                if let version = OSVersion(value) { lower(keyPath, to: version) }
                from = end
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
