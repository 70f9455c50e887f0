/// A Dark Mode rule. Each lives in its own file with its description and examples.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Appends this rule's findings for one file.
    func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding])
}

extension Rule {
    public var description: RuleDescription { Self.description }

    /// A finding of this rule at `range`, at the rule's default severity.
    func finding(_ range: ByteRange, _ message: String, suggestion: String? = nil, fix: Fix? = nil,
                 details: FindingDetails? = nil) -> Finding {
        Finding(ruleID: Self.description.id, severity: Self.description.defaultSeverity, range: range,
                message: message, suggestion: suggestion, fix: fix, details: details)
    }
}

/// A rule's metadata, which is also its documentation and its test suite.
public struct RuleDescription: Sendable {
    /// snake_case id that configuration, suppression comments and output name.
    public let id: String
    public let name: String
    /// One line: what it finds.
    public let summary: String
    /// Why it matters for Dark Mode, and what to write instead.
    public let rationale: String
    public let defaultSeverity: Severity
    /// Code that must produce exactly the findings marked with `↓` (and the messages, when given).
    public let triggering: [Example]
    /// Code that must produce nothing.
    public let nonTriggering: [Example]
    /// Off unless named with `--enable` or `--rules`.
    public let isOptIn: Bool

    public init(id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity,
                triggering: [Example], nonTriggering: [Example], isOptIn: Bool = false) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.isOptIn = isOptIn
    }
}

/// A code example. `↓` marks where each finding starts; `messages` (in order) are checked when given;
/// `fixed` is the source after applying every fix, when the example's fixes are to be checked.
public struct Example: Sendable {
    public let code: String
    public let messages: [String]
    public let fixed: String?
    /// Extra files in the same run (a superclass or an extension declared elsewhere).
    public let otherFiles: [String]
    /// The run's deployment target (`iOS 12.0`), when the example depends on it.
    public let deploymentTarget: String?
    /// The example's file name: `Example.swift`, or a resource (`Main.storyboard`,
    /// `Assets.xcassets/Brand.colorset/Contents.json`, `Info.plist`).
    public let fileName: String
    /// Other non-Swift files in the run, by path (a color set the code refers to).
    public let resources: [String: String]
    public let file: StaticString
    public let line: UInt

    public init(_ code: String, messages: [String] = [], fixed: String? = nil, otherFiles: [String] = [],
                deploymentTarget: String? = nil, fileName: String = "Example.swift", resources: [String: String] = [:],
                file: StaticString = #filePath, line: UInt = #line) {
        self.fileName = fileName
        self.resources = resources
        self.code = code
        self.messages = messages
        self.fixed = fixed
        self.otherFiles = otherFiles
        self.deploymentTarget = deploymentTarget
        self.file = file
        self.line = line
    }

    public init(_ code: String, message: String, fixed: String? = nil, otherFiles: [String] = [],
                deploymentTarget: String? = nil, fileName: String = "Example.swift", resources: [String: String] = [:],
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(code, messages: [message], fixed: fixed, otherFiles: otherFiles, deploymentTarget: deploymentTarget,
                  fileName: fileName, resources: resources, file: file, line: line)
    }

    /// The lint options the example runs with.
    public var options: LintOptions {
        var options = LintOptions()
        if let deploymentTarget { try? options.deploymentTargets.apply(deploymentTarget) }
        return options
    }
}
