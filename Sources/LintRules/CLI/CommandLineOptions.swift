/// The parsed command line.
public struct CommandLineOptions: Sendable {
    public enum Command: Sendable { case lint, rules, help, version }

    public var command: Command = .lint
    /// `darklint rules --markdown`: the rule reference as Markdown.
    public var markdown = false
    public var paths: [String] = []
    public var format = XcodeReporter.id
    public var failOn: Severity? = .warning
    public var onlyRules: [String]?
    public var disabledRules: [String] = []
    public var jobs = 0
    public var includeGenerated = false
    public var quiet = false
    public var stdinPath: String?
    public var lintOptions = LintOptions()

    public struct UsageError: Error, Equatable {
        public let message: String
    }

    /// Every option: its name, whether it takes a value, and its help text.
    static let specs: [(name: String, value: String?, help: String)] = [
        ("--format", "NAME", "Output format: xcode (default) or json."),
        ("--fail-on", "LEVEL", "Exit 1 when a finding at or above LEVEL exists: error, warning (default), note, never."),
        ("--rules", "IDS", "Run only these rules (comma-separated ids)."),
        ("--disable", "IDS", "Do not run these rules (comma-separated ids)."),
        ("--jobs", "N", "Files linted in parallel (default: all cores)."),
        ("--include-generated", nil, "Also lint files whose header says they are generated."),
        ("--update-hooks", "NAMES", "Extra method names that count as appearance-update methods (e.g. applyTheme)."),
        ("--color-types", "NAMES", "Extra color type names (a team's own color wrapper types)."),
        ("--hex-initializers", "LABELS", "Extra argument labels of hex-color helpers (e.g. hexCode)."),
        ("--stdin-path", "PATH", "Lint standard input, reported as PATH (for editors)."),
        ("--quiet", nil, "Print findings only, no summary."),
        ("--markdown", nil, "With 'rules': print the rule reference (descriptions and examples) as Markdown."),
        ("--help", nil, "Show this help."),
        ("--version", nil, "Show the version."),
    ]

    public static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var args = arguments[...]
        if let first = args.first {
            switch first {
            case "lint": args = args.dropFirst()
            case "rules": options.command = .rules; args = args.dropFirst()
            case "help": options.command = .help; args = args.dropFirst()
            case "version": options.command = .version; args = args.dropFirst()
            default: break
            }
        }
        while let arg = args.popFirst() {
            if arg == "--" {
                options.paths += args
                break
            }
            guard arg.hasPrefix("-") else {
                options.paths.append(arg)
                continue
            }
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw UsageError(message: "unknown option '\(name)' (see 'darklint --help')")
            }
            var value = ""
            if spec.value != nil {
                guard let v = inlineValue ?? args.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value (\(spec.value!))")
                }
                value = v
            } else if inlineValue != nil {
                throw UsageError(message: "option '\(name)' takes no value")
            }
            try options.apply(name, value)
        }
        return options
    }

    private mutating func apply(_ name: String, _ value: String) throws {
        switch name {
        case "--format":
            guard Reporters.named(value) != nil else {
                throw UsageError(message: "unknown format '\(value)' (formats: \(Reporters.all.map { $0.id }.joined(separator: ", ")))")
            }
            format = value
        case "--fail-on":
            if value == "never" {
                failOn = nil
            } else if let level = Severity(rawValue: value) {
                failOn = level
            } else {
                throw UsageError(message: "--fail-on takes error, warning, note or never, not '\(value)'")
            }
        case "--rules": onlyRules = try Self.ruleIDs(value)
        case "--disable": disabledRules += try Self.ruleIDs(value)
        case "--jobs":
            guard let n = Int(value), n >= 1 else { throw UsageError(message: "--jobs takes a whole number >= 1, not '\(value)'") }
            jobs = n
        case "--include-generated": includeGenerated = true
        case "--update-hooks": lintOptions.updateHooks.formUnion(Self.list(value))
        case "--color-types": lintOptions.colorTypes.formUnion(Self.list(value))
        case "--hex-initializers": lintOptions.hexInitializerLabels.formUnion(Self.list(value))
        case "--stdin-path": stdinPath = value
        case "--quiet": quiet = true
        case "--markdown": markdown = true
        case "--help": command = .help
        case "--version": command = .version
        default: throw UsageError(message: "unknown option '\(name)'")
        }
    }

    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func ruleIDs(_ value: String) throws -> [String] {
        let ids = list(value)
        for id in ids where RuleRegistry.rule(id: id) == nil {
            throw UsageError(message: "unknown rule '\(id)' (see 'darklint rules')")
        }
        return ids
    }

    /// The rules this run uses.
    public var selectedRules: [any Rule] {
        RuleRegistry.all.filter { rule in
            let id = rule.description.id
            return (onlyRules?.contains(id) ?? true) && !disabledRules.contains(id)
        }
    }

    public static var helpText: String {
        var text = """
        darklint \(Version.current) — finds code that breaks iOS and macOS apps in Dark Mode.

        USAGE: darklint [lint] [PATH ...] [options]
               darklint rules
               darklint --version

        With no PATH, lints the current directory. Directories are searched for *.swift files
        (.build, .git, DerivedData, Pods, Carthage and node_modules are skipped).

        OPTIONS:

        """
        for spec in specs {
            let left = spec.name + (spec.value.map { " " + $0 } ?? "")
            text += "  " + left.padding(toLength: 26, withPad: " ", startingAt: 0) + spec.help + "\n"
        }
        text += """

        EXIT CODES: 0 no finding at or above --fail-on; 1 findings at or above it (or a file that
        could not be read); 2 usage error, unknown rule or missing path.

        """
        return text
    }
}

public enum Version {
    public static let current = "0.1.0"
}

import Foundation
