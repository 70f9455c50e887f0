import XCTest
@testable import LintRules

/// Issue 10: never lose a user's file, never crash, never hang. Every input is generated here, in a
/// fresh temporary folder.
final class SafetyTests: TemporaryFolderTestCase {

    private func run(_ arguments: [String], stdin: [UInt8] = []) -> (code: Int32, out: String, err: String) {
        runInFolder(arguments, stdin: stdin)
    }


    // MARK: Hangs

    /// The update-context solver counted a function it refused (one-shot name, static) as progress
    /// and looped forever.
    func testSolverTerminatesOnFunctionsItCannotMarkAsUpdateContexts() throws {
        let oneShot = try write("OneShot.swift", """
            func viewDidLoad() {}
            class V: UIView { override func layoutSubviews() { viewDidLoad() } }
            """)
        let staticFree = try write("Static.swift", """
            class W: UIView { override func layoutSubviews() { helper() } }
            static func helper() {}
            """)
        for file in [oneShot, staticFree] {
            let result = runWithDeadline([file, "--quiet"])
            XCTAssertEqual(result?.code, 0, file)
        }
    }

    // MARK: Crashes

    private let finding = "x.backgroundColor = UIColor.white\n"

    func testBaselineCountsNearIntMaxDoNotTrap() throws {
        let source = try write("A.swift", finding)
        let entry = "{\"file\": \"A.swift\", \"rule\": \"non_adaptive_color\", \"line\": \"x.backgroundColor = UIColor.white\", \"count\": COUNT}"
        func baseline(_ counts: [String]) throws -> String {
            try write("baseline.json", "{\"version\": 1, \"findings\": [" + counts.map { entry.replacingOccurrences(of: "COUNT", with: $0) }
                .joined(separator: ", ") + "]}")
        }
        for counts in [["9223372036854775807", "9223372036854775807"], ["-1"], ["1.5"], ["1e300"], ["\"x\""]] {
            let file = try baseline(counts)
            for arguments in [[source, "--baseline", file], ["baseline", "--prune", "--baseline", file, source]] {
                let result = run(arguments)
                XCTAssertEqual(result.code, 2, "\(counts)")
                XCTAssertTrue(result.err.contains("count must be a whole number"), result.err)
            }
        }
        // The largest allowed counts, twice over: they saturate, and prune reports sensibly.
        let big = String(Baseline.maximumCount)
        let file = try baseline([big, big])
        XCTAssertEqual(run([source, "--baseline", file]).code, 0)
        let prune = run(["baseline", "--prune", "--baseline", file, source])
        XCTAssertEqual(prune.code, 0)
        XCTAssertEqual(prune.err, "darklint: baseline \(file): kept 1 finding, dropped \(Baseline.maximumCount - 1) that no longer occur\n")
        XCTAssertEqual(Baseline(counts: [Baseline.Key(file: "a", rule: "r", line: "1"): .max,
                                         Baseline.Key(file: "b", rule: "r", line: "1"): .max]).total, .max)
    }

    func testNonFiniteColorComponentsAreNotColors() throws {
        let colors = [
            #"red="nan" green="0.5" blue="0.5" alpha="1""#, #"red="0.5" green="0.5" blue="0.5" alpha="inf""#,
            #"red="-inf" green="0" blue="0" alpha="1""#, #"white="nan" alpha="1""#,
            #"cyan="nan" magenta="0" yellow="0" black="0.5" alpha="1""#, #"cyan="0" magenta="0" yellow="0" black="inf" alpha="1""#,
        ]
        let body = colors.enumerated().map { k, c in
            "<view id=\"v\(k)\"><color key=\"backgroundColor\" \(c) colorSpace=\"custom\" customColorSpace=\"sRGB\"/></view>"
        }.joined(separator: "\n")
        try write("Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
            \(body)
            </objects>
            </document>
            """)
        let set = #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "nan", "green": "inf", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"#
        try write("Assets.xcassets/Odd.colorset/Contents.json", set)
        for command in ["lint", "report", "palette"] {
            let result = run([command, directory.path, "--quiet"])
            XCTAssertLessThan(result.code, 2, "\(command): \(result.err)")
        }
        XCTAssertNil(InterfaceBuilderLinter.components(XMLScanner.Tag(name: "color", attributes: [("red", "nan"), ("green", "0"), ("blue", "0")],
                                                                      isEnd: false, isSelfClosing: true, offset: 0, end: 0)))
        XCTAssertEqual(RGBA(.nan, .infinity, -.infinity, .nan).hexString, "#00FF0000")
        XCTAssertEqual(RGBA(hue: .nan, saturation: 1, brightness: 1).red, 1)
    }

    func testHugeJobCountsAreUsageErrors() throws {
        for k in 0..<3 { try write("F\(k).swift", finding) }
        for value in ["9223372036854775807", "1025", "99999999999999999999999"] {
            let result = run([directory.path, "--jobs", value])
            XCTAssertEqual(result.code, 2, value)
            XCTAssertEqual(result.err, "darklint: error: --jobs takes a whole number from 1 to 1024, not '\(value)'\n")
        }
        XCTAssertEqual(run([directory.path, "--jobs", "1024", "--quiet"]).code, 1)
        try write(".darklint", "--jobs 9223372036854775807\n")
        let fromConfig = run([directory.path])
        XCTAssertEqual(fromConfig.code, 2)
        XCTAssertTrue(fromConfig.err.contains("--jobs takes a whole number from 1 to 1024"), fromConfig.err)
        // The library clamps too, for callers that bypass option parsing.
        XCTAssertEqual(ParallelMap.map(Array(0..<10), jobs: .max) { $0 * 2 }, Array(0..<10).map { $0 * 2 })
    }

    /// A value computed beside busy workers, by one of them, must not wait for the pool to free a
    /// thread: pass 1's workers built the empty first-pass index that way, and Linux's Dispatch adds
    /// a thread only after about a second of starvation, so every run took a second longer.
    func testAValueComputedByABusyWorkerDoesNotWaitForThePool() {
        let started = Date()
        let finished = DispatchSemaphore(value: 0)
        // As in `ParallelMap.forEachInOrder`: the workers run from the pool, so they fill it.
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount * 4) { i in
                XCTAssertEqual(ConcurrentValue { i * 2 }.value, i * 2)
            }
            finished.signal()
        }
        finished.wait()
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.8, "starved: the value waited for a pool thread")
    }

    func testStandardInputIsCapped() {
        let result = run(["--stdin-path", "Big.swift"], stdin: [UInt8](repeating: 0x20, count: SourceReader.maximumStandardInput + 1))
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "Big.swift:1:1: error: standard input is larger than 64 MiB [io_error]\n")
    }
}
