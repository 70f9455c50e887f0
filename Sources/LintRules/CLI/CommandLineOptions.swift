/// The parsed command line: a command, paths, and option entries in the same grammar as
/// `.darklint` files (see `OptionSpec`), plus the few options that only concern this run.
public struct CommandLineOptions: Sendable {
    public enum Command: Sendable { case lint, rules, config, baseline, report, palette, lsp, help, version }

    public var command: Command = .lint
    public var paths: [String] = []
    /// Options that settings are folded from (after the config files' entries).
    public var entries: [OptionEntry] = []
    public var configPath: String?
    public var noConfig = false
    public var stdinPath: String?
    /// `darklint rules --markdown`: the rule reference as Markdown.
    public var markdown = false
    /// `darklint baseline --prune`.
    public var prune = false
    /// `darklint palette --xcassets PATH [--force]`.
    public var xcassets: String?
    /// `--stamp FILE`: written after a lint, for build systems' incremental checks.
    public var stamp: String?
    public var force = false
    /// `--diff`: fixes shown as a unified diff, no file written.
    public var diff = false
    /// `--format` as given on the command line (a `.darklint`'s format is for lint runs, not `rules`).
    public var format: String?

    public struct UsageError: Error, Equatable {
        public let message: String
    }

    public static func parse(_ arguments: [String], currentDirectory: String = "") throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var args = arguments[...]
        if let first = args.first {
            switch first {
            case "lint": args = args.dropFirst()
            case "rules": options.command = .rules; args = args.dropFirst()
            case "config": options.command = .config; args = args.dropFirst()
            case "baseline": options.command = .baseline; args = args.dropFirst()
            case "report": options.command = .report; args = args.dropFirst()
            case "palette": options.command = .palette; args = args.dropFirst()
            case "lsp": options.command = .lsp; args = args.dropFirst()
            case "help": options.command = .help; args = args.dropFirst()
            case "version": options.command = .version; args = args.dropFirst()
            default:
                // `darklint PATH` is shorthand for `darklint lint PATH`, so a word that is not a command
                // is a path; but one that does not exist and is a near miss of a command is a typo.
                if !first.hasPrefix("-"), !pathExists(first, currentDirectory: currentDirectory),
                   let command = Suggestion.closest(to: first, in: commandNames) {
                    throw UsageError(message: "unknown command '\(first)'; did you mean '\(command)'?")
                }
            }
        }
        var scratch = Settings()
        while let arg = args.popFirst() {
            if arg == "--" {
                options.paths += args
                break
            }
            guard arg.hasPrefix("-"), arg != "-" else {
                options.paths.append(arg)
                continue
            }
            var name = arg == "-h" ? "--help" : arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = OptionSpec.named(name) else { throw UsageError(message: OptionSpec.unknown(name)) }
            var value = ""
            if let placeholder = spec.value {
                guard let v = inlineValue ?? args.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value (\(placeholder))")
                }
                value = v
            } else if inlineValue != nil {
                throw UsageError(message: "option '\(name)' takes no value")
            }
            switch name {
            case "--config": options.configPath = value
            case "--no-config": options.noConfig = true
            case "--stdin-path": options.stdinPath = value
            case "--markdown": options.markdown = true
            case "--prune": options.prune = true
            case "--xcassets": options.xcassets = value
            case "--stamp": options.stamp = value
            case "--force": options.force = true
            case "--diff": options.diff = true
            case "--help": options.command = .help
            case "--version": options.command = .version
            default:
                if name == "--format" { options.format = value }
                let entry = OptionEntry(name: name, value: value, origin: "command line", base: currentDirectory)
                try spec.apply(&scratch, entry)   // validate now: a bad value is a usage error
                options.entries.append(entry)
            }
        }
        return options
    }

    static let commandNames = ["lint", "rules", "config", "baseline", "report", "palette", "lsp", "help", "version"]

    private static func pathExists(_ path: String, currentDirectory: String) -> Bool {
        let base = currentDirectory.isEmpty ? FileManager.default.currentDirectoryPath : currentDirectory
        return FileManager.default.fileExists(atPath: OptionSpec.absolute(path, base: base))
    }

    public static var helpText: String {
        var text = """
        darklint \(Version.current) — finds code that breaks iOS and macOS apps in Dark Mode.

        USAGE: darklint [lint] [PATH ...] [options]
               darklint lint --fix [--unsafe-fixes] [PATH ...]   apply fixes (--diff: show them)
               darklint rules [ID ...] [--format json] [--markdown]
               darklint config [PATH]          show the configuration that applies to PATH
               darklint baseline --prune --baseline FILE [PATH ...]
               darklint report [PATH ...] [--format html|markdown] [--output FILE] [--baseline FILE]
                               [--link-template URL]
               darklint palette [PATH ...] [--xcassets OUT.xcassets [--force]]
               darklint lsp                    a language server on standard input/output
               darklint --version | --help | -h

        With no PATH, lints the current directory. Directories are searched for Swift files,
        storyboards, XIBs, color sets and Info.plist files (.build, .git, DerivedData, Pods, Carthage,
        node_modules, *.xcloc, the example apps of vendored libraries and what .gitignore files ignore are
        skipped; --no-ignore lints the ignored ones; paths given are always linted). Options can also
        be written one per line in a .darklint file; the nearest one above each file applies, and
        the command line wins.

        OPTIONS:

        """
        for spec in OptionSpec.all {
            let left = spec.name + (spec.value.map { " " + $0 } ?? "")
            text += "  " + left.padding(toLength: 28, withPad: " ", startingAt: 0) + spec.help + "\n"
        }
        text += """

        EXIT CODES: 0 no finding at or above --fail-on (after --fix: none left; with --diff: nothing
        to fix); 1 findings at or above it, a file that could not be read or fixed, or (--diff) fixes
        to apply; 2 usage error, bad configuration file, unknown rule or missing path, or a file
        (--output, baseline, --stamp, catalog) or standard output that could not be written.

        """
        return text
    }
}

public enum Version {
    public static let current = "0.1.0"
}

import Foundation
