import Foundation

/// The `darklint` command: parses arguments, runs, prints, and returns the exit code.
/// The executable is a thin wrapper around this, so tests can run the whole command in-process.
public struct DarklintCommand {
    public enum ExitCode {
        public static let clean: Int32 = 0
        public static let findings: Int32 = 1
        public static let usage: Int32 = 2
    }

    public var readStandardInput: () -> [UInt8]
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void
    public var currentDirectory: String
    /// Standard error is a terminal: the summary may be colored (unless `--no-color` or `NO_COLOR`).
    public var errorIsTerminal: Bool
    public var environment: [String: String]

    public init(readStandardInput: @escaping () -> [UInt8], writeOutput: @escaping (String) -> Void,
                writeError: @escaping (String) -> Void,
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                errorIsTerminal: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.currentDirectory = currentDirectory
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    public func run(_ arguments: [String]) -> Int32 {
        PhaseTimer.start()
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments, currentDirectory: currentDirectory)
        } catch let error as CommandLineOptions.UsageError {
            return usage(error.message)
        } catch {
            return usage("\(error)")
        }
        let resolver = ConfigResolver(currentDirectory: currentDirectory, commandLine: options.entries,
                                      configPath: options.configPath, noConfig: options.noConfig)
        switch options.command {
        case .help:
            writeOutput(CommandLineOptions.helpText)
            return ExitCode.clean
        case .version:
            writeOutput("darklint \(Version.current)\n")
            return ExitCode.clean
        case .rules:
            let settings = resolver.settings(forFolder: currentDirectory)
            writeOutput(options.markdown ? RuleDocumentation.markdown() : RuleListing.render(RuleRegistry.all, settings))
            return configErrors(resolver) ?? ExitCode.clean
        case .config:
            let report = ConfigReport.render(for: options.paths.first ?? ".", resolver: resolver)
            if let code = configErrors(resolver) { return code }
            writeOutput(report)
            return ExitCode.clean
        case .lint, .baseline, .report, .palette:
            return lint(options, resolver)
        }
    }

    private func usage(_ message: String) -> Int32 {
        writeError("darklint: error: \(message)\n")
        return ExitCode.usage
    }

    /// Bad configuration files: every error, then exit 2 before anything is linted.
    private func configErrors(_ resolver: ConfigResolver) -> Int32? {
        guard !resolver.errors.isEmpty else { return nil }
        for error in resolver.errors { writeError("darklint: error: \(error.description)\n") }
        return ExitCode.usage
    }

    private func lint(_ options: CommandLineOptions, _ resolver: ConfigResolver) -> Int32 {
        var missing: [String] = []
        var files: [FileWalker.File] = []
        if let stdinPath = options.stdinPath {
            files = [FileWalker.File(display: stdinPath, absolute: resolver.absolute(stdinPath))]
        } else {
            let expansion = FileWalker.expand(options.paths.isEmpty ? ["."] : options.paths, resolver: resolver)
            files = expansion.files
            missing = expansion.missing
        }
        let runSettings = resolver.settings(forFolder: currentDirectory)
        var settingsByFolder: [String: Settings] = [:]
        var planByFolder: [String: FilePlan] = [:]
        var plans: [FilePlan] = []
        plans.reserveCapacity(files.count)
        for file in files {
            let folder = file.folder
            let settings = settingsByFolder[folder] ?? resolver.settings(forFolder: folder)
            settingsByFolder[folder] = settings
            if settings.allowFiles.isEmpty, let plan = planByFolder[folder] {
                plans.append(plan)
            } else {
                let plan = FilePlan.make(settings, absolutePath: file.absolute)
                if settings.allowFiles.isEmpty { planByFolder[folder] = plan }
                plans.append(plan)
            }
        }
        let fileSettings = Array(settingsByFolder.values)
        if let code = configErrors(resolver) { return code }
        for path in missing { writeError("darklint: error: no such file or directory: \(path)\n") }

        var lintOptions = runSettings.lintOptions
        for s in fileSettings {
            lintOptions.updateHooks.formUnion(s.lintOptions.updateHooks)
            lintOptions.colorTypes.formUnion(s.lintOptions.colorTypes)
            lintOptions.hexInitializerLabels.formUnion(s.lintOptions.hexInitializerLabels)
        }
        lintOptions.deploymentTargets = runSettings.deploymentTargetGiven
            ? runSettings.deploymentTargets : detectTargets(options.paths)
        let run = LintRun(options: lintOptions, includeGenerated: runSettings.includeGenerated, jobs: runSettings.jobs)

        var result: LintRun.Result
        if let stdinPath = options.stdinPath {
            switch SourceReader.source(path: stdinPath, bytes: readStandardInput()) {
            case .source(let source): result = run.run(sources: [source], plans: plans)
            case .failed(let reason):
                result = LintRun.Result(diagnostics: [LintRun.ioError(path: stdinPath, reason)], filesLinted: 0,
                                        generatedSkipped: 0, lines: 0, bytes: 0)
            case .generated:
                result = LintRun.Result(diagnostics: [], filesLinted: 0, generatedSkipped: 1, lines: 0, bytes: 0)
            }
        } else {
            result = run.run(files: files, plans: plans, allowedAssets: runSettings.allowedAssets)
        }

        if let code = applyBaseline(options, runSettings, &result) { return code }
        switch options.command {
        case .baseline: return ExitCode.clean
        case .report: return report(result, runSettings)
        case .palette: return palette(result, options, runSettings)
        default: break
        }
        guard let reporter = Reporters.named(runSettings.format) else {
            return usage("format '\(runSettings.format)' is for 'darklint report'")
        }
        let context = ReportContext(files: result.lintedPaths, rules: runSettings.rules,
                                    rootDirectory: ReportContext.repositoryRoot(from: currentDirectory),
                                    currentDirectory: currentDirectory)
        let rendered = reporter.render(result.diagnostics, context: context)
        if let output = runSettings.output {
            if let code = write(rendered, to: output) { return code }
        } else if !(runSettings.format == XcodeReporter.id && result.diagnostics.isEmpty) {
            writeOutput(rendered)
        }
        let color = errorIsTerminal && !runSettings.noColor && environment["NO_COLOR"] == nil
        // The summary format is itself a summary; the others get the one-line summary on stderr.
        if !runSettings.quiet, runSettings.format != SummaryReporter.id { writeError(Summary.line(result, color: color)) }
        if let stamp = options.stamp {
            _ = FileManager.default.createFile(atPath: OptionSpec.absolute(stamp, base: currentDirectory),
                                               contents: Data("// darklint: \(result.diagnostics.count) findings\n".utf8))
        }
        if !missing.isEmpty { return ExitCode.usage }
        if let threshold = runSettings.failOn, result.diagnostics.contains(where: { $0.severity >= threshold }) {
            return ExitCode.findings
        }
        return ExitCode.clean
    }

    /// Writes `text` whole to a temporary file and moves it into place: a reader never sees half a report.
    private func write(_ text: String, to output: String) -> Int32? {
        let fm = FileManager.default
        let temporary = output + ".darklint-tmp"
        guard fm.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            return usage("cannot write the output file \(output)")
        }
        if fm.fileExists(atPath: output) { try? fm.removeItem(atPath: output) }
        guard (try? fm.moveItem(atPath: temporary, toPath: output)) != nil else {
            try? fm.removeItem(atPath: temporary)
            return usage("cannot write the output file \(output)")
        }
        return nil
    }

    /// `darklint report`: the migration report, HTML (default) or Markdown.
    private func report(_ result: LintRun.Result, _ settings: Settings) -> Int32 {
        let report = MigrationReport(result: result)
        let text: String
        switch settings.format {
        case "markdown": text = MarkdownReport.render(report)
        case "html", XcodeReporter.id: text = HTMLReport.render(report)
        default: return usage("'darklint report' writes html or markdown, not '\(settings.format)'")
        }
        if let output = settings.output {
            if let code = write(text, to: output) { return code }
            if !settings.quiet {
                writeError("darklint: report of \(result.diagnostics.count) finding\(result.diagnostics.count == 1 ? "" : "s") in \(result.filesLinted) files written to \(output)\n")
            }
        } else {
            writeOutput(text)
        }
        return ExitCode.clean
    }

    /// `darklint palette`: the distinct hard-coded colors as JSON, or as an asset catalog.
    private func palette(_ result: LintRun.Result, _ options: CommandLineOptions, _ settings: Settings) -> Int32 {
        let export = PaletteExport(PaletteCensus(result.diagnostics))
        guard let catalog = options.xcassets else {
            writeOutput(export.json())
            return ExitCode.clean
        }
        do {
            try export.write(to: OptionSpec.absolute(catalog, base: currentDirectory), force: options.force)
        } catch let error as PaletteExport.WriteError {
            return usage(error.message)
        } catch {
            return usage("\(error)")
        }
        if !settings.quiet {
            writeError("darklint: wrote \(export.colors.count) color set\(export.colors.count == 1 ? "" : "s") to \(catalog)\n")
        }
        return ExitCode.clean
    }

    /// `--write-baseline`, `--baseline` and `darklint baseline --prune`.
    private func applyBaseline(_ options: CommandLineOptions, _ settings: Settings, _ result: inout LintRun.Result) -> Int32? {
        let fm = FileManager.default
        if let path = settings.writeBaseline {
            let folder = (path as NSString).deletingLastPathComponent
            let baseline = Baseline(diagnostics: result.diagnostics, folder: folder, currentDirectory: currentDirectory)
            guard fm.createFile(atPath: path, contents: Data(baseline.json().utf8)) else {
                return usage("cannot write the baseline file \(path)")
            }
        }
        guard let path = settings.baseline else {
            return options.command == .baseline ? usage("'darklint baseline' needs --baseline FILE") : nil
        }
        guard let data = fm.contents(atPath: path) else { return usage("cannot read the baseline file \(path)") }
        let baseline: Baseline
        do {
            baseline = try Baseline.parse(data)
        } catch let error as Baseline.FormatError {
            return usage("\(path): \(error.message)")
        } catch {
            return usage("\(path): \(error)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let (kept, hidden, matched) = baseline.filter(result.diagnostics, folder: folder, currentDirectory: currentDirectory)
        if options.command == .baseline {
            guard options.prune else { return usage("'darklint baseline' needs --prune") }
            guard fm.createFile(atPath: path, contents: Data(matched.json().utf8)) else {
                return usage("cannot write the baseline file \(path)")
            }
            let before = baseline.counts.values.reduce(0, +), after = matched.counts.values.reduce(0, +)
            writeError("darklint: baseline \(path): kept \(after) finding\(after == 1 ? "" : "s"), dropped \(before - after) that no longer occur\n")
            return nil
        }
        result.diagnostics = kept
        result.baselined = hidden
        return nil
    }

    /// The deployment targets of the package or project being linted: the current folder's and the
    /// given folders' `Package.swift` / `.xcodeproj`, lowest version winning.
    private func detectTargets(_ paths: [String]) -> DeploymentTargets {
        var targets = DeploymentTargets.detect(in: currentDirectory)
        for path in paths {
            var isDirectory: ObjCBool = false
            let absolute = OptionSpec.absolute(path, base: currentDirectory)
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue,
                  absolute != currentDirectory else { continue }
            let found = DeploymentTargets.detect(in: absolute)
            if let v = found.iOS, targets.iOS.map({ v < $0 }) ?? true { targets.iOS = v }
            if let v = found.macOS, targets.macOS.map({ v < $0 }) ?? true { targets.macOS = v }
        }
        return targets
    }
}

/// The one-line summary printed to standard error.
enum Summary {
    static let colors: [Severity: String] = [.error: "\u{1B}[1;31m", .warning: "\u{1B}[1;33m", .note: "\u{1B}[1;36m"]

    static func line(_ result: LintRun.Result, color: Bool = false) -> String {
        var counts: [Severity: Int] = [:]
        for d in result.diagnostics { counts[d.severity, default: 0] += 1 }
        var parts: [String] = []
        for severity in [Severity.error, .warning, .note] {
            guard let n = counts[severity] else { continue }
            let text = "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
            parts.append(color ? colors[severity]! + text + "\u{1B}[0m" : text)
        }
        let found = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        var text = "darklint: \(found) in \(result.filesLinted) file\(result.filesLinted == 1 ? "" : "s")"
        var notes: [String] = []
        if result.baselined > 0 { notes.append("\(result.baselined) hidden by the baseline") }
        if result.generatedSkipped > 0 {
            notes.append("\(result.generatedSkipped) generated file\(result.generatedSkipped == 1 ? "" : "s") skipped; --include-generated lints them")
        }
        if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
        return text + "\n"
    }
}

/// `darklint rules`: id, severity as configured here (`off`, or `opt-in` when not enabled), summary.
enum RuleListing {
    static func render(_ rules: [any Rule], _ settings: Settings = Settings()) -> String {
        let width = (rules.map { $0.description.id.count }.max() ?? 0) + 2
        return rules.map { rule in
            let d = rule.description
            let state = settings.isEnabled(d.id) ? (settings.severities[d.id] ?? d.defaultSeverity).rawValue
                : (d.isOptIn && !settings.disabled.contains(d.id) ? "opt-in" : "off")
            return d.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + state.padding(toLength: 9, withPad: " ", startingAt: 0) + d.summary
        }.joined(separator: "\n") + "\n"
    }
}

/// `darklint config PATH`: the configuration files that apply, every option with where it was
/// set, and the resulting rules and severities.
enum ConfigReport {
    static func render(for path: String, resolver: ConfigResolver) -> String {
        let absolute = resolver.absolute(path)
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
        let folder = isFolder ? absolute : (absolute as NSString).deletingLastPathComponent
        let settings = resolver.settings(forFolder: folder)
        let files = resolver.configFiles(forFolder: folder).map(resolver.display)
        var out = "configuration for \(path)\n"
        out += "files: " + (files.isEmpty ? "none (defaults)" : files.joined(separator: ", ")) + "\n"
        if !settings.provenance.isEmpty {
            out += "options:\n"
            for p in settings.provenance {
                out += "  \(p.option)\(p.value.isEmpty ? "" : " " + p.value)    (\(p.origin))\n"
            }
        }
        out += "rules:\n"
        for rule in RuleRegistry.all {
            let id = rule.description.id
            let state = settings.isEnabled(id) ? (settings.severities[id] ?? rule.description.defaultSeverity).rawValue : "off"
            out += "  \(id.padding(toLength: 28, withPad: " ", startingAt: 0))\(state)\n"
        }
        out += "fail-on: \(settings.failOn?.rawValue ?? "never")\n"
        if !settings.excludes.isEmpty { out += "exclude: " + settings.excludes.map(\.pattern).joined(separator: ", ") + "\n" }
        if !settings.includes.isEmpty { out += "include: " + settings.includes.map(\.pattern).joined(separator: ", ") + "\n" }
        if !settings.allowFiles.isEmpty { out += "allow-files: " + settings.allowFiles.map(\.pattern).joined(separator: ", ") + "\n" }
        let targets = settings.deploymentTargetGiven ? settings.deploymentTargets : DeploymentTargets.detect(in: resolver.currentDirectory)
        let shown = [targets.iOS.map { "iOS \($0)" }, targets.macOS.map { "macOS \($0)" }].compactMap { $0 }
        out += "deployment target: " + (shown.isEmpty ? "not set" : shown.joined(separator: ", "))
            + (settings.deploymentTargetGiven ? "\n" : " (detected)\n")
        return out
    }
}
