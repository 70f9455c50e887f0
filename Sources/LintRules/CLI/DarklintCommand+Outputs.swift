import Foundation

/// What `darklint` does with a run's result besides printing findings: files written whole, the
/// migration report, the palette, and baselines.
extension DarklintCommand {
    /// What every file write of a run needs to know: the files it read (never overwritten) and
    /// whether it had a usage error (then nothing is written: a run that was not what the user
    /// asked for must not replace their files).
    struct FileWrites {
        var inputs: [String]
        var usageError: String?
    }

    /// Writes `text` to `path` atomically (see `AtomicFileWriter`); nil, or exit code 2 after one
    /// line saying why the file was not written.
    func write(_ text: String, to path: String, _ writes: FileWrites) -> Int32? {
        if let reason = writes.usageError { return cannotWrite(path, reason) }
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path, inputs: writes.inputs)
        } catch {
            return cannotWrite(path, error.reason)
        }
        return nil
    }

    func cannotWrite(_ path: String, _ reason: String) -> Int32 {
        writeError("darklint: cannot write \(path): \(reason)\n")
        return ExitCode.usage
    }

    /// `darklint report`: the migration report, HTML (default) or Markdown.
    func report(_ result: LintRun.Result, _ options: CommandLineOptions, _ settings: Settings, _ writes: FileWrites) -> Int32 {
        let header = ReportHeader.make(paths: options.paths, currentDirectory: currentDirectory, environment: environment)
        // Paths are shown, and `{path}` filled, relative to the repository, else the folder scanned.
        let links = SourceLinks(template: settings.linkTemplate, root: settings.base ?? header.repositoryRoot ?? header.folder,
                                currentDirectory: currentDirectory, commit: header.commit)
        var comparison: BaselineComparison?
        if let path = settings.baseline {
            switch readBaseline(path) {
            case .failure(let code): return code.value
            case .success(let baseline):
                comparison = BaselineComparison(baseline: baseline, path: display(path), diagnostics: result.diagnostics,
                                                folder: (path as NSString).deletingLastPathComponent, currentDirectory: currentDirectory)
            }
        }
        let report = MigrationReport(result: result, header: header, links: links, baseline: comparison,
                                     catalog: CatalogColor.load(result.lintedPaths, currentDirectory: currentDirectory))
        let text: String
        switch settings.format {
        case "markdown": text = MarkdownReport.render(report)
        case "html", XcodeReporter.id: text = HTMLReport.render(report)
        default: return usage("'darklint report' writes html or markdown, not '\(settings.format)'")
        }
        if let output = settings.output {
            if let code = write(text, to: output, writes) { return code }
            if !settings.quiet {
                writeError("darklint: report of \(result.diagnostics.count) finding\(result.diagnostics.count == 1 ? "" : "s") in \(result.filesLinted) files written to \(output)\n")
            }
        } else {
            writeOutput(text)
        }
        return ExitCode.clean
    }

    /// `darklint palette`: the distinct hard-coded colors as JSON, or as an asset catalog.
    func palette(_ result: LintRun.Result, _ options: CommandLineOptions, _ settings: Settings, _ writes: FileWrites) -> Int32 {
        let export = PaletteExport(PaletteCensus(result.diagnostics),
                                   catalog: CatalogColor.load(result.lintedPaths, currentDirectory: currentDirectory))
        guard let catalog = options.xcassets else {
            if let output = settings.output {
                if let code = write(export.json(), to: output, writes) { return code }
            } else {
                writeOutput(export.json())
            }
            return ExitCode.clean
        }
        if let reason = writes.usageError { return cannotWrite(catalog, reason) }
        do {
            try export.write(to: OptionSpec.absolute(catalog, base: currentDirectory), force: options.force)
        } catch let error as PaletteExport.WriteError {
            return cannotWrite(catalog, error.reason)
        } catch {
            return cannotWrite(catalog, "\(error)")
        }
        if !settings.quiet {
            let n = export.exported.count, kept = export.colors.count - n
            let existing = kept == 0 ? "" : " (\(kept) more \(kept == 1 ? "is" : "are") already in the project's catalogs, under their own names)"
            writeError("darklint: wrote \(n) color set\(n == 1 ? "" : "s") to \(catalog)\(existing)\n")
        }
        return ExitCode.clean
    }

    /// `--write-baseline`, `--baseline` and `darklint baseline --prune`.
    func applyBaseline(_ options: CommandLineOptions, _ settings: Settings, _ result: inout LintRun.Result,
                       _ writes: FileWrites) -> Int32? {
        if let path = settings.writeBaseline {
            if let reason = partialRun(result) { return cannotWrite(path, reason) }
            let folder = (path as NSString).deletingLastPathComponent
            let baseline = Baseline(diagnostics: result.diagnostics, folder: folder, currentDirectory: currentDirectory)
            if let code = write(baseline.json(), to: path, writes) { return code }
        }
        guard let path = settings.baseline else {
            return options.command == .baseline ? usage("'darklint baseline' needs --baseline FILE") : nil
        }
        // The report compares with the baseline instead of hiding what it records (see `report`).
        if options.command == .report { return nil }
        let baseline: Baseline
        switch readBaseline(path) {
        case .failure(let code): return code.value
        case .success(let read): baseline = read
        }
        let folder = (path as NSString).deletingLastPathComponent
        let (kept, hidden, matched) = baseline.filter(result.diagnostics, folder: folder, currentDirectory: currentDirectory)
        if options.command == .baseline {
            guard options.prune else { return usage("'darklint baseline' needs --prune") }
            if let reason = partialRun(result) { return cannotWrite(path, reason) }
            if let code = write(matched.json(), to: path, writes) { return code }
            let before = baseline.total, after = matched.total
            writeError("darklint: baseline \(path): kept \(after) finding\(after == 1 ? "" : "s"), dropped \(before - after) that no longer occur\n")
            return nil
        }
        result.diagnostics = kept
        result.baselined = hidden
        return nil
    }

    struct ExitCodeError: Error { let value: Int32 }

    /// The baseline file at `path`, or the exit code after a usage error saying why it cannot be used.
    func readBaseline(_ path: String) -> Result<Baseline, ExitCodeError> {
        let data: Data
        switch SourceReader.readRegularFile(path, limit: SourceReader.maximumSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure): return .failure(ExitCodeError(value: usage("cannot read the baseline file \(path): \(failure.reason)")))
        }
        do {
            return .success(try Baseline.parse(data))
        } catch let error as Baseline.FormatError {
            return .failure(ExitCodeError(value: usage("\(path): \(error.message)")))
        } catch {
            return .failure(ExitCodeError(value: usage("\(path): \(error)")))
        }
    }

    /// Why the run's findings are not all there is: a file or folder that could not be read
    /// (an `io_error` error) has no findings, so a baseline written from the run would drop its
    /// entries. (A binary Info.plist's `io_error` is a note: such a file never has findings.)
    func partialRun(_ result: LintRun.Result) -> String? {
        let unread = result.diagnostics.filter { $0.ruleID == "io_error" && $0.severity == .error }
        guard let first = unread.first else { return nil }
        let count = unread.count == 1 ? "1 input" : "\(unread.count) inputs"
        return "\(count) could not be read (\(first.path): \(first.message)); a baseline is never written from a partial run"
    }
}
