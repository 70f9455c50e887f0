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
    /// Standard error is a terminal: the summary may be colored, and progress shown (see `ColorMode`).
    public var errorIsTerminal: Bool
    /// Standard output is a terminal: finding lines may be colored.
    public var outputIsTerminal: Bool
    public var environment: [String: String]
    /// How long a run goes before its progress line appears (tests shorten it).
    public var progressDelay = 1.0

    public init(readStandardInput: @escaping () -> [UInt8], writeOutput: @escaping (String) -> Void,
                writeError: @escaping (String) -> Void,
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                errorIsTerminal: Bool = false, outputIsTerminal: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.currentDirectory = currentDirectory
        self.errorIsTerminal = errorIsTerminal
        self.outputIsTerminal = outputIsTerminal
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
            return rules(options, resolver)
        case .lsp:
            if !options.paths.isEmpty || !options.entries.isEmpty { return usage("'darklint lsp' takes no paths or options") }
            return LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, log: writeError).run()
        case .config:
            let path = options.paths.first ?? "."
            if options.paths.count > 1 { return usage("'darklint config' takes one path") }
            // A report for a path that is not there would describe nothing real ("not set (detected)").
            guard FileManager.default.fileExists(atPath: resolver.absolute(path)) else {
                return usage("no such file or directory: \(path)")
            }
            let report = ConfigReport.render(for: path, resolver: resolver)
            if let code = configErrors(resolver) { return code }
            writeOutput(report)
            return ExitCode.clean
        case .palette where options.format.map({ $0 != JSONReporter.id }) ?? false:
            return usage("'darklint palette' writes json (or an asset catalog with --xcassets), not '\(options.format!)'")
        case .lint, .baseline, .report, .palette:
            return lint(options, resolver)
        }
    }

    /// A path as the user would write it: relative to the current folder when below it.
    func display(_ path: String) -> String {
        path.hasPathPrefix(currentDirectory + "/") ? path.droppingPathPrefix(currentDirectory + "/") : path
    }

    func usage(_ message: String) -> Int32 {
        writeError("darklint: error: \(message)\n")
        return ExitCode.usage
    }

    /// Bad configuration files: every error, then exit 2 before anything is linted.
    func configErrors(_ resolver: ConfigResolver) -> Int32? {
        guard !resolver.errors.isEmpty else { return nil }
        for error in resolver.errors { writeError("darklint: error: \(error.description)\n") }
        return ExitCode.usage
    }

    private func lint(_ options: CommandLineOptions, _ resolver: ConfigResolver) -> Int32 {
        var missing: [String] = []
        var unreadable: [(path: String, reason: String)] = []
        var files: [FileWalker.File] = []
        if let stdinPath = options.stdinPath {
            files = [FileWalker.File(display: stdinPath, absolute: resolver.absolute(stdinPath))]
        } else {
            let expansion = FileWalker.expand(options.paths.isEmpty ? ["."] : options.paths, resolver: resolver)
            files = expansion.files
            missing = expansion.missing
            unreadable = expansion.unreadable
        }
        let runSettings = resolver.settings(forFolder: currentDirectory)
        // The distinct settings of the files' folders, by the resolver's number (not one copy per folder).
        var fileSettingsByNumber: [Int: Settings] = [:]
        var planByFolder: [PathKey: FilePlan] = [:]
        var plans: [FilePlan] = []
        plans.reserveCapacity(files.count)
        for file in files {
            let folder = file.folder
            let (settings, number) = resolver.numberedSettings(forFolder: folder)
            fileSettingsByNumber[number] = settings
            // A plan depends on the folder only, unless globs or a test file's own name single it out.
            let perFile = !settings.allowFiles.isEmpty || TestCode.isTestFileName(file.absolute)
            if !perFile, let plan = planByFolder[PathKey(folder)] {
                plans.append(plan)
            } else {
                let plan = FilePlan.make(settings, absolutePath: file.absolute)
                if !perFile { planByFolder[PathKey(folder)] = plan }
                plans.append(plan)
            }
        }
        // Image sets are read only where `imageset_missing_dark` runs (opt-in): an app holds hundreds.
        let imageRule = ImagesetMissingDarkRule.description.id
        if files.contains(where: { $0.display.hasSuffix(".imageset/Contents.json") }) {
            let kept = zip(files, plans).filter { file, plan in
                !file.display.hasSuffix(".imageset/Contents.json") || plan.rules.contains { $0.description.id == imageRule }
            }
            files = kept.map(\.0)
            plans = kept.map(\.1)
        }
        let fileSettings = Array(fileSettingsByNumber.values)
        if let code = configErrors(resolver) { return code }
        for path in missing { writeError("darklint: error: no such file or directory: \(path)\n") }
        // Nothing to lint because a path was wrong: the error says it all ("no findings in 0 files" would not).
        if !missing.isEmpty, files.isEmpty, unreadable.isEmpty { return ExitCode.usage }
        // Editors pipe every buffer in; one the configuration excludes is not linted, as on disk.
        if let stdinPath = options.stdinPath, FileWalker.isExcluded(resolver.absolute(stdinPath), isFolder: false, resolver) {
            return ExitCode.clean
        }

        var lintOptions = runSettings.lintOptions
        for s in fileSettings { lintOptions.merge(folder: s.lintOptions, run: runSettings.lintOptions) }
        lintOptions.deploymentTargets = runSettings.deploymentTargetGiven
            ? runSettings.deploymentTargets : detectTargets(options.paths)
        lintOptions.packageDependencies = detectPackages(options.paths)
        lintOptions.wholeProject = options.stdinPath == nil && options.paths.allSatisfy { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: OptionSpec.absolute(path, base: currentDirectory), isDirectory: &isFolder) && isFolder.boolValue
        }
        // The report's census and the palette list every fixed colour, also those that read in
        // both appearances (as notes): a migration plans the whole palette, not only the breakage.
        if options.command == .report || options.command == .palette { lintOptions.pedantic = true }
        // Progress only where a person watches: a terminal that understands `\r` and erasing.
        let progressLine = errorIsTerminal && !runSettings.quiet && environment["TERM"] != "dumb"
            ? ProgressLine(delay: progressDelay, write: writeError) : nil
        let run = LintRun(options: lintOptions, includeGenerated: runSettings.includeGenerated, jobs: runSettings.jobs,
                          progress: progressLine?.progress)
        progressLine?.start()

        // `--fix` (also from a configuration file) and `--diff` only concern `darklint lint`.
        let fixing = options.command == .lint && (runSettings.fix || options.diff)
        var result: LintRun.Result
        if let stdinPath = options.stdinPath {
            let input = readStandardInput()
            switch SourceReader.source(path: stdinPath, bytes: input) {
            case .source(let source):
                result = run.run(sources: [source], plans: plans)
                if fixing {
                    return fixStandardInput(source, result: result, plan: plans[0], run: run, settings: runSettings,
                                            preview: options.diff)
                }
            case .failed(let reason):
                result = LintRun.Result(diagnostics: [LintRun.ioError(path: stdinPath, reason)], filesLinted: 0,
                                        generatedSkipped: 0, lines: 0, bytes: 0)
                // Standard output would be taken for the fixed source: nothing goes there.
                if fixing {
                    writeError("darklint: error: cannot fix \(stdinPath): \(reason)\n")
                    return ExitCode.findings
                }
            case .generated:
                result = LintRun.Result(diagnostics: [], filesLinted: 0, generatedSkipped: 1, lines: 0, bytes: 0)
            case .encrypted:
                result = LintRun.Result(diagnostics: [], filesLinted: 0, generatedSkipped: 0, lines: 0, bytes: 0)
                result.encryptedSkipped = 1
            }
        } else {
            result = run.run(files: files, plans: plans, allowedAssets: runSettings.allowedAssets)
        }
        progressLine?.stop()
        var fixes: FixSummary?
        // Nothing is written after a usage error (a path that does not exist): `--diff` still shows.
        if fixing, options.stdinPath == nil, missing.isEmpty || options.diff {
            let summary = fixFiles(result, files: files, plans: plans, unsafe: runSettings.unsafeFixes, preview: options.diff,
                                   jobs: runSettings.jobs)
            if options.diff {
                // As ruff: the diff is the output; exit 1 when there is something to apply.
                if !runSettings.quiet { writeError(Self.wouldFixLine(summary.applied, files: summary.filesChanged)) }
                if !missing.isEmpty { return ExitCode.usage }
                return summary.applied > 0 || summary.failed ? ExitCode.findings : ExitCode.clean
            }
            // What remains is what the files now hold: the whole run again, index included, rather
            // than the first run's findings minus the fixed ones (a fix can change a neighbour's
            // finding, and a file that could not be written keeps all of its own).
            if summary.filesChanged > 0 { result = run.run(files: files, plans: plans, allowedAssets: runSettings.allowedAssets) }
            fixes = summary
        }
        for (path, reason) in unreadable { result.diagnostics.append(LintRun.ioError(path: path, reason)) }
        result.diagnostics.sort(by: Diagnostic.ordered)

        // Nothing is written after a usage error, and no file being linted is ever written over.
        var inputs = files.map(\.absolute) + options.paths.map { OptionSpec.absolute($0, base: currentDirectory) }
        if let stdinPath = options.stdinPath { inputs.append(resolver.absolute(stdinPath)) }
        let writes = FileWrites(inputs: inputs, usageError: missing.isEmpty ? nil
            : "a path given does not exist (nothing is written after a usage error)")
        let recorded = result.diagnostics.count
        if let code = applyBaseline(options, runSettings, &result, writes) { return code }
        // Writing a baseline records the findings; it is not a lint that failed because of them.
        if let path = runSettings.writeBaseline, options.command == .lint {
            let n = recorded
            if !runSettings.quiet { writeError("darklint: wrote \(n) finding\(n == 1 ? "" : "s") to \(display(path))\n") }
            return missing.isEmpty ? ExitCode.clean : ExitCode.usage
        }
        switch options.command {
        case .baseline: return ExitCode.clean
        case .report: return report(result, options, runSettings, writes)
        case .palette: return palette(result, options, runSettings, writes)
        default: break
        }
        guard var reporter = Reporters.named(runSettings.format) else {
            return usage("format '\(runSettings.format)' is for 'darklint report'")
        }
        let context = ReportContext(files: result.lintedPaths, rules: runSettings.rules,
                                    rootDirectory: runSettings.base ?? currentDirectory,
                                    currentDirectory: currentDirectory, failOn: runSettings.failOn)
        // Only findings printed to a terminal are coloured; a file written with --output never is.
        if runSettings.format == XcodeReporter.id, runSettings.output == nil,
           runSettings.color.enabled(isTerminal: outputIsTerminal, environment: environment) {
            reporter = XcodeReporter(color: true)
        }
        let rendered = reporter.render(result.diagnostics, context: context)
        if let output = runSettings.output {
            if let code = write(rendered, to: output, writes) { return code }
        } else if !(runSettings.format == XcodeReporter.id && result.diagnostics.isEmpty) {
            writeOutput(rendered)
        }
        let color = runSettings.color.enabled(isTerminal: errorIsTerminal, environment: environment)
        // The summary format is itself a summary; the others get the one-line summary on stderr.
        if !runSettings.quiet, runSettings.format != SummaryReporter.id {
            writeError(Summary.line(result, color: color, fixed: fixes?.applied,
                                    unsafeLeft: fixes != nil && !runSettings.unsafeFixes ? result.unsafeFixable : 0))
        }
        if let stamp = options.stamp, let code = write("// darklint: \(result.diagnostics.count) findings\n",
                                                        to: OptionSpec.absolute(stamp, base: currentDirectory), writes) {
            return code
        }
        if !missing.isEmpty { return ExitCode.usage }
        if fixes?.failed == true { return ExitCode.findings }
        if let threshold = runSettings.failOn, result.diagnostics.contains(where: { $0.severity >= threshold }) {
            return ExitCode.findings
        }
        return ExitCode.clean
    }

    /// The deployment targets of the package or project being linted: the current folder's and the
    /// given folders' `Package.swift` / `.xcodeproj`, lowest version winning.
    /// Remote packages named by the project files of the current folder and of the folders linted.
    private func detectPackages(_ paths: [String]) -> [String] {
        var names = Set(DeploymentTargets.packageDependencies(in: currentDirectory))
        for path in paths {
            let absolute = OptionSpec.absolute(path, base: currentDirectory)
            guard absolute != currentDirectory else { continue }
            names.formUnion(DeploymentTargets.packageDependencies(in: absolute))
        }
        return names.sorted()
    }

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
