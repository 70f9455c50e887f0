import XCTest
@testable import LintRules

/// Colour and the progress line: only where a person reads a terminal, never in pipes or CI logs.
final class TerminalOutputTests: TemporaryFolderTestCase {
    private func run(_ arguments: [String], terminal: Bool, environment: [String: String] = [:],
                     progressDelay: Double = 1) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        var command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0 }, writeError: { err += $0 },
                                      currentDirectory: directory.path, errorIsTerminal: terminal,
                                      outputIsTerminal: terminal, environment: environment)
        command.progressDelay = progressDelay
        let code = command.run(arguments)
        return (code, out, err)
    }

    func testColorModeTable() {
        let cases: [(ColorMode, Bool, [String: String], Bool)] = [
            (.auto, true, [:], true),
            (.auto, false, [:], false),                               // a pipe, a file, a CI log
            (.auto, true, ["NO_COLOR": "1"], false),
            (.auto, true, ["NO_COLOR": ""], true),                    // empty counts as unset
            (.auto, true, ["TERM": "dumb"], false),
            (.auto, true, ["TERM": "xterm-256color"], true),
            (.auto, false, ["FORCE_COLOR": "1"], true),
            (.auto, false, ["FORCE_COLOR": "0"], false),
            (.auto, true, ["FORCE_COLOR": "1", "NO_COLOR": "1"], true),
            (.auto, false, ["FORCE_COLOR": "1", "TERM": "dumb"], true),
            (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
            (.never, true, ["FORCE_COLOR": "1"], false),
        ]
        for (mode, terminal, environment, expected) in cases {
            XCTAssertEqual(mode.enabled(isTerminal: terminal, environment: environment), expected, "\(mode) \(terminal) \(environment)")
        }
    }

    func testFindingLinesAreColoredLikeTheCompilersOnATerminal() throws {
        try write("A.swift", "view.backgroundColor = UIColor.white\n")
        let colored = run(["A.swift"], terminal: true)
        XCTAssertEqual(colored.out, "\u{1B}[1mA.swift:1:24:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m `UIColor.white` does not adapt: a light surface glares in Dark Mode; use `.systemBackground`, or an asset-catalog color with a Dark appearance \u{1B}[2m[non_adaptive_color]\u{1B}[0m\n")
        XCTAssertEqual(colored.err, "darklint: \u{1B}[1;33m1 warning\u{1B}[0m in 1 file\n")
        let plain = run(["A.swift"], terminal: false)
        XCTAssertFalse(plain.out.contains("\u{1B}") || plain.err.contains("\u{1B}"))
        for arguments in [["--no-color"], ["--color", "never"], ["--color=never"]] {
            let off = run(["A.swift"] + arguments, terminal: true)
            XCTAssertEqual(off.out, plain.out, "\(arguments)")
            XCTAssertEqual(off.err, plain.err, "\(arguments)")
        }
        XCTAssertEqual(run(["A.swift"], terminal: true, environment: ["TERM": "dumb"]).out, plain.out)
        XCTAssertEqual(run(["A.swift", "--color", "always"], terminal: false).out, colored.out)
        XCTAssertEqual(run(["A.swift"], terminal: false, environment: ["FORCE_COLOR": "1"]).out, colored.out)
        // Machine formats and files written with --output are never coloured.
        XCTAssertFalse(run(["A.swift", "--format", "json", "--color", "always"], terminal: true).out.contains("\u{1B}"))
        _ = run(["A.swift", "--output", "out.txt", "--color", "always"], terminal: true)
        XCTAssertEqual(read(path("out.txt")), plain.out)
        XCTAssertEqual(run(["A.swift", "--color", "sometimes"], terminal: true).code, 2)
    }

    func testProgressIsNeverShownOffATerminal() throws {
        for k in 0..<40 { try write("F\(k).swift", "view.tintColor = UIColor.black\n") }
        let piped = run(["."], terminal: false, progressDelay: 0)
        XCTAssertFalse(piped.err.contains("\r"))
        XCTAssertEqual(piped.err, "darklint: 40 warnings in 40 files\n")
        // On a terminal the line, if a tick came during the run, is erased before the summary.
        let shown = run(["."], terminal: true, environment: ["NO_COLOR": "1"], progressDelay: 0)
        XCTAssertTrue(shown.err.hasSuffix("darklint: 40 warnings in 40 files\n"))
        if shown.err.contains("\r") { XCTAssertTrue(shown.err.hasPrefix("\r\u{1B}[K")) }
        XCTAssertFalse(run([".", "--quiet"], terminal: true, progressDelay: 0).err.contains("\r"))
        XCTAssertFalse(run(["."], terminal: true, environment: ["TERM": "dumb"], progressDelay: 0).err.contains("\r"))
    }

    func testTheProgressLineAppearsAfterTheDelayRedrawsInPlaceAndIsErased() {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
            func add(_ s: String) { lock.lock(); text += s; lock.unlock() }
        }
        let sink = Sink()
        let line = ProgressLine(delay: 0, interval: 0.01, write: sink.add)
        line.start()
        line.progress.begin("linting", total: 3)
        line.progress.advance()
        // Wait for the drawing thread however loaded the machine is (a fixed sleep flaked under load).
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !sink.lock.withLock({ sink.text.contains("1/3") }) { Thread.sleep(forTimeInterval: 0.01) }
        line.stop()
        XCTAssertEqual(sink.text, "\r\u{1B}[Kdarklint: linting 1/3 files\r\u{1B}[K")

        let quick = Sink()
        let late = ProgressLine(delay: 60, interval: 0.01, write: quick.add)
        late.start()
        late.progress.begin("linting", total: 3)
        Thread.sleep(forTimeInterval: 0.05)
        late.stop()
        XCTAssertEqual(quick.text, "", "a run shorter than the delay shows nothing")
    }
}
