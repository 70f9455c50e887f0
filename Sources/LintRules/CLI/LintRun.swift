/// A whole lint run over files on disk: read and summarise every file (pass 1), build the run-wide
/// index, then lint every file against it (pass 2). Both passes run on all cores; the output order
/// is deterministic whatever the scheduling.
public struct LintRun {
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var filesLinted: Int
        public var generatedSkipped: Int
        public var lines: Int
        public var bytes: Int
    }

    public let linter: Linter
    public let includeGenerated: Bool
    public let jobs: Int

    public init(linter: Linter, includeGenerated: Bool = false, jobs: Int = 0) {
        self.linter = linter
        self.includeGenerated = includeGenerated
        self.jobs = jobs
    }

    private enum Loaded: Sendable {
        case source(SourceFile, FileSummary)
        case generated
        case failed(Diagnostic)
    }

    public func run(paths: [String]) -> Result {
        PhaseTimer.mark("walk")
        let includeGenerated = self.includeGenerated
        let loaded = ParallelMap.map(paths, jobs: jobs) { path -> Loaded in
            switch SourceReader.read(path, includeGenerated: includeGenerated) {
            case .source(let source):
                // Tokens are not kept between the passes: a million-line run would hold hundreds of
                // megabytes of them. Lexing again is cheaper than that memory.
                return .source(source, FileSummary.of(AnalyzedFile.analyze(source)))
            case .generated:
                return .generated
            case .failed(let reason):
                return .failed(Self.ioError(path: path, reason))
            }
        }
        PhaseTimer.mark("read+summarise")
        return lint(loaded)
    }

    /// Lints sources already in memory (standard input, tests) as one run.
    public func run(sources: [SourceFile]) -> Result {
        let loaded = ParallelMap.map(sources, jobs: jobs) { source -> Loaded in
            .source(source, FileSummary.of(AnalyzedFile.analyze(source)))
        }
        return lint(loaded)
    }

    private func lint(_ loaded: [Loaded]) -> Result {
        var sources: [SourceFile] = []
        var summaries: [FileSummary] = []
        var diagnostics: [Diagnostic] = []
        var generated = 0
        for item in loaded {
            switch item {
            case .source(let s, let summary):
                sources.append(s)
                summaries.append(summary)
            case .generated: generated += 1
            case .failed(let d): diagnostics.append(d)
            }
        }
        let context = LintContext(index: ProjectIndex(summaries, options: linter.options), options: linter.options)
        PhaseTimer.mark("index")
        let linter = self.linter
        let perFile = ParallelMap.map(sources, jobs: jobs) { source -> ([Diagnostic], Int) in
            let file = AnalyzedFile.analyze(source)
            let found = Linter.diagnostics(linter.findings(in: file, context: context), in: source)
            return (found, source.lineCount)
        }
        var lines = 0
        for (found, n) in perFile {
            diagnostics += found
            lines += n
        }
        PhaseTimer.mark("lint")
        diagnostics.sort(by: Diagnostic.ordered)
        PhaseTimer.mark("sort")
        return Result(diagnostics: diagnostics, filesLinted: sources.count, generatedSkipped: generated,
                      lines: lines, bytes: sources.reduce(0) { $0 + $1.bytes.count })
    }

    static func ioError(path: String, _ reason: String) -> Diagnostic {
        Diagnostic(path: path, line: 1, column: 1, ruleID: "io_error", severity: .error, message: reason)
    }
}

extension SourceFile {
    /// Number of lines (a final line without a line break counts).
    public var lineCount: Int {
        guard !bytes.isEmpty else { return 0 }
        var n = 0
        bytes.withUnsafeBufferPointer { buf in
            for b in buf where b == 0x0A { n += 1 }
        }
        return bytes.last == 0x0A ? n : n + 1
    }
}

/// `DARKLINT_TIMING=1` prints how long each phase took to standard error (for the benchmark).
enum PhaseTimer {
    nonisolated(unsafe) static var last = DispatchTime.now().uptimeNanoseconds
    static let enabled = ProcessInfo.processInfo.environment["DARKLINT_TIMING"] != nil

    static func start() { last = DispatchTime.now().uptimeNanoseconds }

    static func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = now >= last ? now - last : 0
        FileHandle.standardError.write(Data("darklint timing: \(phase) \(elapsed / 1_000_000) ms\n".utf8))
        last = now
    }
}

import Foundation
