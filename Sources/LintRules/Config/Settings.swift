/// Everything a `.darklint` file or the command line can set, folded from option entries in order
/// (configuration files from the outermost folder in, then the command line, which wins).
public struct Settings: Sendable {
    public var onlyRules: Set<String>?
    public var disabled: Set<String> = []
    public var severities: [String: Severity] = [:]
    /// Rules set to `off` with `--severity RULE=off`.
    public var off: Set<String> = []
    public var excludes: [Glob] = []
    public var includes: [Glob] = []
    /// Files that are the palette's single source of truth: color definitions are expected there.
    public var allowFiles: [Glob] = []
    public var failOn: Severity? = .warning
    public var format = XcodeReporter.id
    /// `--base DIR`: the folder SARIF and Code Climate paths are relative to (nil: the current folder).
    public var base: String?
    /// `--output FILE`: where findings go instead of standard output.
    public var output: String?
    public var jobs = 0
    public var includeGenerated = false
    public var includeTests = false
    /// `--fix`: apply the safe fixes; `--unsafe-fixes`: with `--fix` or `--diff`, the unsafe ones too.
    public var fix = false
    public var unsafeFixes = false
    /// `--no-ignore`: walk into what `.gitignore` files ignore.
    public var noIgnore = false
    public var quiet = false
    /// `--color` (`--no-color` is `never`).
    public var color = ColorMode.auto
    public var baseline: String?
    /// `--link-template`: where the report's links to source lines go (see `SourceLinks`).
    public var linkTemplate: String?
    public var writeBaseline: String?
    public var deploymentTargets = DeploymentTargets()
    public var deploymentTargetGiven = false
    public var lintOptions = LintOptions()
    /// For each option name, where it was last set (`.darklint:3`, `command line`), for `darklint config`.
    public var provenance: [(option: String, value: String, origin: String)] = []

    public init() {}

    /// Opt-in rules turned on with `--enable`.
    public var enabled: Set<String> = []
    /// Color sets meant not to change with the appearance (`--allow-assets`).
    public var allowedAssets: Set<String> = []

    /// Whether a rule runs for files with these settings (opt-in rules only when named).
    public func isEnabled(_ id: String) -> Bool {
        if let only = onlyRules { return only.contains(id) && !disabled.contains(id) && !off.contains(id) }
        if RuleRegistry.optInIDs.contains(id), !enabled.contains(id) { return false }
        return !disabled.contains(id) && !off.contains(id)
    }

    /// The rules that run, in registry order.
    public var rules: [any Rule] {
        zip(RuleRegistry.all, RuleRegistry.ids).filter { isEnabled($0.1) }.map(\.0)
    }

    /// Whether `path` (absolute) is excluded, or not included when includes are given.
    public func excludes(_ path: String, isFolder: Bool) -> Bool {
        if excludes.contains(where: { $0.matches(path) }) { return true }
        if !isFolder, !includes.isEmpty, !includes.contains(where: { $0.matches(path) }) { return true }
        return false
    }
}

/// One option as written: its name and value, and where (for errors and `darklint config`).
public struct OptionEntry: Sendable {
    public var name: String
    public var value: String
    /// `path:line` of a config file, or `command line`.
    public var origin: String
    /// The folder relative globs are resolved against.
    public var base: String
}
