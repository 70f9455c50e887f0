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
    func report(_ result: LintRun.Result, _ settings: Settings, _ writes: FileWrites) -> Int32 {
        let report = MigrationReport(result: result)
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
        let export = PaletteExport(PaletteCensus(result.diagnostics))
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
            writeError("darklint: wrote \(export.colors.count) color set\(export.colors.count == 1 ? "" : "s") to \(catalog)\n")
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
        let data: Data
        switch SourceReader.readRegularFile(path, limit: SourceReader.maximumSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let failure): return usage("cannot read the baseline file \(path): \(failure.reason)")
        }
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
