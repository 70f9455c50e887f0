import Foundation

/// One grammar for the command line and `.darklint` files: every option is valid in both (except
/// the few that only make sense for one run, marked `commandLineOnly`).
struct OptionSpec: Sendable {
    let name: String
    let value: String?
    let help: String
    var commandLineOnly = false
    let apply: @Sendable (inout Settings, OptionEntry) throws -> Void

    static func usage(_ message: String) -> CommandLineOptions.UsageError { CommandLineOptions.UsageError(message: message) }

    static func list(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init).filter { !$0.isEmpty }
    }

    static func ruleIDs(_ value: String) throws -> [String] {
        let ids = list(value)
        guard !ids.isEmpty else { throw usage("expected rule ids, got '\(value)'") }
        for id in ids where RuleRegistry.rule(id: id) == nil {
            throw usage("unknown rule '\(id)' (see 'darklint rules')")
        }
        return ids
    }

    static func globs(_ entry: OptionEntry) -> [Glob] {
        list(entry.value).map { Glob($0, base: entry.base) }
    }

    /// Every option darklint understands, in `--help` order.
    static let all: [OptionSpec] = [
        OptionSpec(name: "--format", value: "NAME", help: "Output format: xcode (default), json, sarif, github, checkstyle, junit, codeclimate, summary; html or markdown for 'report'.") { s, e in
            guard Reporters.named(e.value) != nil || ["html", "markdown"].contains(e.value) else {
                throw usage("unknown format '\(e.value)' (formats: \(Reporters.all.map { $0.id }.joined(separator: ", ")), and html, markdown for 'report')")
            }
            s.format = e.value
        },
        OptionSpec(name: "--output", value: "FILE", help: "Write the findings to FILE instead of standard output.") { s, e in
            s.output = absolute(e.value, base: e.base)
        },
        OptionSpec(name: "--base", value: "DIR", help: "SARIF and Code Climate paths are relative to DIR, e.g. the repository root when linting from a subfolder (default: the current folder).") { s, e in
            let folder = (absolute(e.value, base: e.base) as NSString).standardizingPath
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw usage("--base takes an existing folder, not '\(e.value)'")
            }
            s.base = folder
        },
        OptionSpec(name: "--fail-on", value: "LEVEL", help: "Exit 1 when a finding at or above LEVEL exists: error, warning (default), note, never.") { s, e in
            if e.value == "never" { s.failOn = nil; return }
            guard let level = Severity(rawValue: e.value) else { throw usage("--fail-on takes error, warning, note or never, not '\(e.value)'") }
            s.failOn = level
        },
        OptionSpec(name: "--rules", value: "IDS", help: "Run only these rules (comma-separated ids).") { s, e in
            s.onlyRules = Set(try ruleIDs(e.value))
        },
        OptionSpec(name: "--disable", value: "IDS", help: "Do not run these rules.") { s, e in
            s.disabled.formUnion(try ruleIDs(e.value))
        },
        OptionSpec(name: "--enable", value: "IDS", help: "Run these rules again (after a parent config's --disable, or --severity ...=off).") { s, e in
            let ids = try ruleIDs(e.value)
            s.disabled.subtract(ids)
            s.off.subtract(ids)
            s.enabled.formUnion(ids)
            if s.onlyRules != nil { s.onlyRules!.formUnion(ids) }
        },
        OptionSpec(name: "--severity", value: "RULE=LEVEL", help: "Set a rule's severity: error, warning, note or off (repeatable).") { s, e in
            for item in list(e.value) {
                let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw usage("--severity takes RULE=LEVEL, not '\(item)'") }
                _ = try ruleIDs(parts[0])
                if parts[1] == "off" {
                    s.off.insert(parts[0])
                } else if let level = Severity(rawValue: parts[1]) {
                    s.severities[parts[0]] = level
                    s.off.remove(parts[0])
                } else {
                    throw usage("--severity level must be error, warning, note or off, not '\(parts[1])'")
                }
            }
        },
        OptionSpec(name: "--exclude", value: "GLOBS", help: "Skip files and folders matching these globs (**, *, ?), relative to the config's folder.") { s, e in
            s.excludes += globs(e)
        },
        OptionSpec(name: "--include", value: "GLOBS", help: "Lint only files matching these globs.") { s, e in
            s.includes += globs(e)
        },
        OptionSpec(name: "--allow-files", value: "GLOBS", help: "Files that define the palette (e.g. Theme.swift): hard-coded colors are expected there.") { s, e in
            s.allowFiles += globs(e)
        },
        OptionSpec(name: "--allow-assets", value: "NAMES", help: "Color sets meant to look the same in both appearances (no Dark variant needed).") { s, e in
            s.allowedAssets.formUnion(list(e.value))
        },
        OptionSpec(name: "--jobs", value: "N", help: "Files linted in parallel, 1 to 1024 (default: all cores).") { s, e in
            // More threads than this is a typo, not a machine; it also kept chunk sizes from overflowing.
            guard let n = Int(e.value), (1...ParallelMap.maximumJobs).contains(n) else {
                throw usage("--jobs takes a whole number from 1 to \(ParallelMap.maximumJobs), not '\(e.value)'")
            }
            s.jobs = n
        },
        OptionSpec(name: "--include-generated", value: nil, help: "Also lint files whose header says they are generated.") { s, _ in
            s.includeGenerated = true
        },
        OptionSpec(name: "--no-ignore", value: nil, help: "Also lint what .gitignore files and .git/info/exclude ignore (skipped in folders by default; files named on the command line are always linted).") { s, _ in
            s.noIgnore = true
        },
        OptionSpec(name: "--include-tests", value: nil, help: "Also lint test targets and preview-only files (skipped by default).") { s, _ in
            s.includeTests = true
        },
        OptionSpec(name: "--pedantic", value: nil, help: "Also report, as notes, fixed colors that read in both appearances (mid-tones, brand hues, unknown roles).") { s, _ in
            s.lintOptions.pedantic = true
        },
        OptionSpec(name: "--adoption", value: "STAGE", help: "auto, adopted or migrating: in a project that has adopted Dark Mode, fixed colors written in Swift are left to --pedantic (default: auto, detected).") { s, e in
            guard let stage = DarkModeAdoption.Stage(rawValue: e.value) else {
                throw usage("--adoption takes auto, adopted or migrating, not '\(e.value)'")
            }
            s.lintOptions.adoption = stage
        },
        OptionSpec(name: "--deployment-target", value: "TARGET", help: "Oldest OS supported, e.g. 'iOS 12.0' or 'macOS 10.14' (default: read from Package.swift or the .xcodeproj).") { s, e in
            try s.deploymentTargets.apply(e.value)
            s.deploymentTargetGiven = true
        },
        OptionSpec(name: "--update-hooks", value: "NAMES", help: "Extra method names that count as appearance-update methods (e.g. applyTheme).") { s, e in
            s.lintOptions.updateHooks.formUnion(list(e.value))
        },
        OptionSpec(name: "--color-types", value: "NAMES", help: "Extra color type names (your own color wrapper types).") { s, e in
            s.lintOptions.colorTypes.formUnion(list(e.value))
        },
        OptionSpec(name: "--hex-initializers", value: "LABELS", help: "Extra argument labels of hex-color helpers (e.g. hexCode).") { s, e in
            s.lintOptions.hexInitializerLabels.formUnion(list(e.value))
        },
        OptionSpec(name: "--baseline", value: "FILE", help: "Hide findings recorded in this baseline file (only new findings fail); 'report' shows what is new and what was fixed since.") { s, e in
            s.baseline = absolute(e.value, base: e.base)
        },
        OptionSpec(name: "--link-template", value: "URL", help: "With 'report': link source lines to URL, with {path} (from the repository's top), {line}, {commit}, {abspath}; e.g. https://github.com/OWNER/REPO/blob/{commit}/{path}#L{line} (default: file:// links).") { s, e in
            if let problem = SourceLinks.problem(e.value) { throw usage(problem) }
            s.linkTemplate = e.value
        },
        OptionSpec(name: "--write-baseline", value: "FILE", help: "Record the current findings in a baseline file.") { s, e in
            s.writeBaseline = absolute(e.value, base: e.base)
        },
        OptionSpec(name: "--fix", value: nil, help: "Apply the safe fixes to the files, then report what remains.") { s, _ in s.fix = true },
        OptionSpec(name: "--unsafe-fixes", value: nil, help: "With --fix or --diff: apply the unsafe fixes too (they change what Dark Mode shows; review them).") { s, _ in
            s.unsafeFixes = true
        },
        OptionSpec(name: "--no-fix", value: nil, help: "Do not apply fixes (undoes a configuration file's --fix).") { s, _ in s.fix = false },
        OptionSpec(name: "--no-unsafe-fixes", value: nil, help: "Apply only safe fixes (undoes a configuration file's --unsafe-fixes).") { s, _ in
            s.unsafeFixes = false
        },
        OptionSpec(name: "--diff", value: nil, help: "Print the fixes as a unified diff (for patch -p1 or git apply) and write no file.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--quiet", value: nil, help: "Print findings only, no summary.") { s, _ in s.quiet = true },
        OptionSpec(name: "--color", value: "WHEN", help: "Color findings and the summary: auto (default: on a terminal, unless NO_COLOR or TERM=dumb; FORCE_COLOR forces), always, never.") { s, e in
            guard let mode = ColorMode(rawValue: e.value) else { throw usage("--color takes auto, always or never, not '\(e.value)'") }
            s.color = mode
        },
        OptionSpec(name: "--no-color", value: nil, help: "Same as --color never.") { s, _ in s.color = .never },
        OptionSpec(name: "--config", value: "FILE", help: "Use this configuration file instead of discovering .darklint files.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--no-config", value: nil, help: "Ignore .darklint files.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--stdin-path", value: "PATH", help: "Lint standard input (at most 64 MiB), reported as PATH (for editors).", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--stamp", value: "FILE", help: "Write FILE after linting (build systems use it to skip unchanged runs).", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--xcassets", value: "PATH", help: "With 'palette': write the palette as an asset catalog.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--force", value: nil, help: "With 'palette': replace an existing asset catalog.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--prune", value: nil, help: "With 'baseline': drop baseline entries that no longer match.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--markdown", value: nil, help: "With 'rules': print the rule reference as Markdown.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--help", value: nil, help: "Show this help.", commandLineOnly: true) { _, _ in },
        OptionSpec(name: "--version", value: nil, help: "Show the version.", commandLineOnly: true) { _, _ in },
    ]

    static func named(_ name: String) -> OptionSpec? { all.first { $0.name == name } }

    /// The message for an option nobody defined, with the nearest real one when it looks like a typo.
    static func unknown(_ name: String) -> String {
        if let near = Suggestion.closest(to: name, in: all.map(\.name)) {
            return "unknown option '\(name)'; did you mean '\(near)'? (see 'darklint --help')"
        }
        return "unknown option '\(name)' (see 'darklint --help')"
    }

    static func absolute(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : (base.isEmpty ? path : base + "/" + path)
    }
}
