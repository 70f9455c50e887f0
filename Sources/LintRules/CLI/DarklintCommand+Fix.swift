/// `darklint lint --fix` / `--unsafe-fixes` / `--diff`: which files get fixed, what is written or
/// printed, and the lines that say what happened. The fixing itself is `FixRun`.
extension DarklintCommand {
    /// What fixing the files of a run did.
    struct FixSummary {
        var applied = 0
        var filesChanged = 0
        /// A file that could not be fixed or written (exit code at least 1).
        var failed = false
    }

    /// Fixes the Swift files of `result` that have a fix to apply: written back (each only if it
    /// is unchanged on disk since it was read), or with `preview` printed as a unified diff.
    func fixFiles(_ result: LintRun.Result, files: [FileWalker.File], plans: [FilePlan], unsafe: Bool,
                  preview: Bool, jobs: Int) -> FixSummary {
        var summary = FixSummary()
        guard let context = result.context else { return summary }
        // Only files with something to apply are read again; resources carry no fixes.
        let wanted = Set(result.diagnostics.filter { d in d.fix.map { FixRun.isApplicable($0, unsafe: unsafe) } ?? false }
            .map(\.path))
        let items = zip(files, plans).filter { wanted.contains($0.0.display) && SourceKind.of(path: $0.0.display) == .swift }
            .sorted { PathKey($0.0.display) < PathKey($1.0.display) }
        let outcomes = ParallelMap.map(items.map { ($0.0, $0.1) }, jobs: jobs) { item -> (original: [UInt8], outcome: FixRun.Outcome)? in
            let (file, plan) = item
            guard case .source(let source) = SourceReader.read(file.absolute, displayPath: file.display, includeGenerated: true) else {
                return nil
            }
            return (source.bytes, FixRun.fix(source, plan: plan, context: context, unsafe: unsafe))
        }
        for ((file, _), done) in zip(items, outcomes) {
            guard let (original, outcome) = done else {
                writeError("darklint: error: cannot fix \(file.display): the file could not be read again\n")
                summary.failed = true
                continue
            }
            if let problem = outcome.problem { writeError("darklint: warning: \(file.display): \(problem)\n") }
            guard outcome.bytes != original else { continue }
            if preview {
                writeOutput(UnifiedDiff.render(path: diffPath(file.display), old: original, new: outcome.bytes))
            } else if let reason = FixRun.commit(outcome.bytes, computedOn: original, to: file.absolute) {
                writeError("darklint: error: cannot fix \(file.display): \(reason)\n")
                summary.failed = true
                continue
            }
            summary.applied += outcome.applied
            summary.filesChanged += 1
        }
        return summary
    }

    /// Standard input with `--fix`: the fixed source goes to standard output (as `ruff --fix -` and
    /// `swiftformat` do for editors), or with `--diff` its diff; the findings left go to standard
    /// error, so the source on standard output is all there is there.
    func fixStandardInput(_ source: SourceFile, result: LintRun.Result, plan: FilePlan, run: LintRun,
                          settings: Settings, preview: Bool) -> Int32 {
        guard let context = result.context else {
            // Not linted (a generated file, unreadable input): passed through unchanged.
            if !preview { writeOutput(String(decoding: source.bytes, as: UTF8.self)) }
            return result.diagnostics.isEmpty ? ExitCode.clean : ExitCode.findings
        }
        let outcome = FixRun.fix(source, plan: plan, context: context, unsafe: settings.unsafeFixes)
        if let problem = outcome.problem { writeError("darklint: warning: \(source.path): \(problem)\n") }
        if preview {
            writeOutput(UnifiedDiff.render(path: diffPath(source.path), old: source.bytes, new: outcome.bytes))
            if !settings.quiet { writeError(Self.wouldFixLine(outcome.applied, files: outcome.bytes == source.bytes ? 0 : 1)) }
            return outcome.applied > 0 ? ExitCode.findings : ExitCode.clean
        }
        writeOutput(String(decoding: outcome.bytes, as: UTF8.self))
        let after = run.run(sources: [SourceFile(path: source.path, bytes: outcome.bytes)], plans: [plan])
        if let reporter = Reporters.named(settings.format), !after.diagnostics.isEmpty || settings.format != XcodeReporter.id {
            let context = ReportContext(files: after.lintedPaths, rules: settings.rules,
                                        rootDirectory: settings.base ?? currentDirectory,
                                        currentDirectory: currentDirectory, failOn: settings.failOn)
            writeError(reporter.render(after.diagnostics, context: context))
        }
        if !settings.quiet, settings.format != SummaryReporter.id {
            writeError(Summary.line(after, fixed: outcome.applied, unsafeLeft: settings.unsafeFixes ? 0 : after.unsafeFixable))
        }
        if let threshold = settings.failOn, after.diagnostics.contains(where: { $0.severity >= threshold }) {
            return ExitCode.findings
        }
        return ExitCode.clean
    }

    /// `darklint: would fix 3 findings in 2 files` (the `--diff` summary).
    static func wouldFixLine(_ applied: Int, files: Int) -> String {
        "darklint: would fix \(applied) finding\(applied == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n"
    }

    /// The path a diff names: relative to the current folder (what `patch -p1` and `git apply` run
    /// in), without a leading `./`.
    func diffPath(_ display: String) -> String {
        var path = display
        if path.hasPrefix("/"), path.hasPrefix(currentDirectory + "/") { path = String(path.dropFirst(currentDirectory.count + 1)) }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }
}
