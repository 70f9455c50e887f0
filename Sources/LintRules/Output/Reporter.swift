/// Renders diagnostics in one output format. Reporters are pure: diagnostics in, text out.
public protocol Reporter: Sendable {
    static var id: String { get }
    func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}

extension Reporter {
    /// Renders with a context that knows only the diagnostics (tests, simple uses).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, context: ReportContext(files: Array(Set(diagnostics.map(\.path))).sorted()))
    }
}

/// What a report may need besides the findings: the files linted, the rules that ran, where the
/// repository root is (SARIF and Code Climate want paths relative to it).
public struct ReportContext: Sendable {
    public var files: [String]
    public var rules: [any Rule]
    /// Absolute path of the repository root that report paths are relative to ("": as given).
    public var rootDirectory: String
    /// Absolute path of the folder the diagnostics' relative paths are relative to.
    public var currentDirectory: String
    public var toolVersion: String

    public init(files: [String], rules: [any Rule] = RuleRegistry.all, rootDirectory: String = "",
                currentDirectory: String = "", toolVersion: String = Version.current) {
        self.files = files
        self.rules = rules
        self.rootDirectory = rootDirectory
        self.currentDirectory = currentDirectory
        self.toolVersion = toolVersion
    }

    /// A diagnostic's path relative to the repository root.
    public func relativePath(_ path: String) -> String {
        var p = path
        if !p.hasPrefix("/"), !currentDirectory.isEmpty { p = currentDirectory + "/" + p }
        p = (p as NSString).standardizingPath
        if !rootDirectory.isEmpty, p.hasPathPrefix(rootDirectory + "/") { return p.droppingPathPrefix(rootDirectory + "/") }
        if p.hasPrefix("./") { p.removeFirst(2) }
        return rootDirectory.isEmpty && currentDirectory.isEmpty ? path : p
    }

    /// The repository root above `folder`: the nearest folder with a `.git`, else `folder` itself.
    public static func repositoryRoot(from folder: String) -> String {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return folder }
            current = parent
        }
    }
}

public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, CheckstyleReporter.self,
        JUnitReporter.self, CodeClimateReporter.self, SummaryReporter.self,
    ]

    public static func named(_ id: String) -> (any Reporter)? {
        switch id {
        case XcodeReporter.id: return XcodeReporter()
        case JSONReporter.id: return JSONReporter()
        case SARIFReporter.id: return SARIFReporter()
        case GitHubReporter.id: return GitHubReporter()
        case CheckstyleReporter.id: return CheckstyleReporter()
        case JUnitReporter.id: return JUnitReporter()
        case CodeClimateReporter.id: return CodeClimateReporter()
        case SummaryReporter.id: return SummaryReporter()
        default: return nil
        }
    }
}

import Foundation
