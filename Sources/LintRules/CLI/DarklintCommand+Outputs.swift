import Foundation

/// What `darklint` does with a run's result besides printing findings: files written whole, the
/// migration report, the palette, and baselines.
extension DarklintCommand {
    /// Writes `text` whole to a temporary file and moves it into place: a reader never sees half a report.
    func write(_ text: String, to output: String) -> Int32? {
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
    func report(_ result: LintRun.Result, _ settings: Settings) -> Int32 {
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
    func palette(_ result: LintRun.Result, _ options: CommandLineOptions, _ settings: Settings) -> Int32 {
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
    func applyBaseline(_ options: CommandLineOptions, _ settings: Settings, _ result: inout LintRun.Result) -> Int32? {
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
}
