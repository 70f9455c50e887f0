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

    public init(readStandardInput: @escaping () -> [UInt8], writeOutput: @escaping (String) -> Void,
                writeError: @escaping (String) -> Void) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    public func run(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch let error as CommandLineOptions.UsageError {
            writeError("darklint: error: \(error.message)\n")
            return ExitCode.usage
        } catch {
            writeError("darklint: error: \(error)\n")
            return ExitCode.usage
        }
        switch options.command {
        case .help:
            writeOutput(CommandLineOptions.helpText)
            return ExitCode.clean
        case .version:
            writeOutput("darklint \(Version.current)\n")
            return ExitCode.clean
        case .rules:
            writeOutput(options.markdown ? RuleDocumentation.markdown(options.selectedRules) : RuleListing.render(options.selectedRules))
            return ExitCode.clean
        case .lint:
            return lint(options)
        }
    }

    private func lint(_ options: CommandLineOptions) -> Int32 {
        PhaseTimer.start()
        let linter = Linter(rules: options.selectedRules, options: options.lintOptions)
        let run = LintRun(linter: linter, includeGenerated: options.includeGenerated, jobs: options.jobs)
        var missing: [String] = []
        let result: LintRun.Result
        if let stdinPath = options.stdinPath {
            switch SourceReader.source(path: stdinPath, bytes: readStandardInput()) {
            case .source(let source): result = run.run(sources: [source])
            case .failed(let reason):
                result = LintRun.Result(diagnostics: [LintRun.ioError(path: stdinPath, reason)], filesLinted: 0,
                                        generatedSkipped: 0, lines: 0, bytes: 0)
            case .generated:
                result = LintRun.Result(diagnostics: [], filesLinted: 0, generatedSkipped: 1, lines: 0, bytes: 0)
            }
        } else {
            var files: [String] = []
            for entry in FileWalker.expand(options.paths.isEmpty ? ["."] : options.paths) {
                switch entry {
                case .file(let path): files.append(path)
                case .missing(let path): missing.append(path)
                }
            }
            for path in missing { writeError("darklint: error: no such file or directory: \(path)\n") }
            result = run.run(paths: files)
        }
        let reporter = Reporters.named(options.format)!
        let rendered = reporter.render(result.diagnostics)
        if !rendered.isEmpty, !(options.format == XcodeReporter.id && result.diagnostics.isEmpty) { writeOutput(rendered) }
        if !options.quiet { writeError(Summary.line(result)) }
        if !missing.isEmpty { return ExitCode.usage }
        if let threshold = options.failOn, result.diagnostics.contains(where: { $0.severity >= threshold }) {
            return ExitCode.findings
        }
        return ExitCode.clean
    }
}

/// The one-line summary printed to standard error.
enum Summary {
    static func line(_ result: LintRun.Result) -> String {
        var counts: [Severity: Int] = [:]
        for d in result.diagnostics { counts[d.severity, default: 0] += 1 }
        var parts: [String] = []
        for severity in [Severity.error, .warning, .note] {
            if let n = counts[severity] { parts.append("\(n) \(severity.rawValue)\(n == 1 ? "" : "s")") }
        }
        let found = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        var text = "darklint: \(found) in \(result.filesLinted) file\(result.filesLinted == 1 ? "" : "s")"
        if result.generatedSkipped > 0 {
            text += " (\(result.generatedSkipped) generated file\(result.generatedSkipped == 1 ? "" : "s") skipped; --include-generated lints them)"
        }
        return text + "\n"
    }
}

/// `darklint rules`: id, default severity, summary.
enum RuleListing {
    static func render(_ rules: [any Rule]) -> String {
        let width = (rules.map { $0.description.id.count }.max() ?? 0) + 2
        return rules.map { rule in
            let d = rule.description
            return d.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + d.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + d.summary
        }.joined(separator: "\n") + "\n"
    }
}

import Foundation
