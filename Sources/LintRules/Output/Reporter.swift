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

/// What a report may need besides the findings: the files linted, the rules that ran, the folder
/// report paths are relative to (SARIF and Code Climate want relative paths), and from which level
/// a finding fails the run (JUnit's failures).
public struct ReportContext: Sendable {
    public var files: [String]
    public var rules: [any Rule]
    /// Absolute path of the folder report paths are relative to: the current folder, or `--base`
    /// ("": as given).
    public var rootDirectory: String
    /// Absolute path of the folder the diagnostics' relative paths are relative to.
    public var currentDirectory: String
    public var toolVersion: String
    /// `--fail-on`: findings below it (or all, when nil: `never`) do not fail the run.
    public var failOn: Severity?

    public init(files: [String], rules: [any Rule] = RuleRegistry.all, rootDirectory: String = "",
                currentDirectory: String = "", toolVersion: String = Version.current, failOn: Severity? = .note) {
        self.failOn = failOn
        self.files = files
        self.rules = rules
        self.rootDirectory = rootDirectory
        self.currentDirectory = currentDirectory
        self.toolVersion = toolVersion
    }

    /// Whether a finding fails the run under `--fail-on`.
    public func fails(_ d: Diagnostic) -> Bool { failOn.map { d.severity >= $0 } ?? false }

    /// A diagnostic's path relative to the base folder; absolute when outside it.
    public func relativePath(_ path: String) -> String {
        var p = path
        if !p.hasPrefix("/"), !currentDirectory.isEmpty { p = currentDirectory + "/" + p }
        p = (p as NSString).standardizingPath
        if !rootDirectory.isEmpty, p.hasPathPrefix(rootDirectory + "/") { return p.droppingPathPrefix(rootDirectory + "/") }
        if p.hasPrefix("./") { p.removeFirst(2) }
        return rootDirectory.isEmpty && currentDirectory.isEmpty ? path : p
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
