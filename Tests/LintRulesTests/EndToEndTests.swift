import XCTest

/// The built `darklint` binary, run as a process the way CI and editors run it.
final class EndToEndTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `swift test` builds every product; the binary sits next to the test bundle.
    static var binary: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("darklint"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("darklint"),
            packageRoot.appendingPathComponent(".build/debug/darklint"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }

    private func run(_ arguments: [String], stdin: String? = nil) throws -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = Self.packageRoot
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// The README's quick start: `darklint lint Examples` prints exactly the checked-in findings.
    func testExamplesMatchTheExpectedOutput() throws {
        let expected = try String(contentsOf: Self.packageRoot.appendingPathComponent("Examples/expected-output.txt"), encoding: .utf8)
        let result = try run(["lint", "Examples"])
        XCTAssertEqual(result.out, expected, "regenerate with: swift run darklint lint Examples > Examples/expected-output.txt")
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.hasPrefix("darklint: 29 warnings, 9 notes in 32 files"), result.err)
    }

    func testEveryRuleFiresInTheBeforeExamplesAndNoneInTheAfterOnes() throws {
        let before = try run(["Examples/Before", "--quiet"]).out
        let listing = try run(["rules"]).out.split(separator: "\n").dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        for id in listing.filter({ $0.count > 1 && $0[1] != "opt-in" }).map({ $0[0] }) {
            XCTAssertTrue(before.contains("[\(id)]"), "no example finding for \(id)")
        }
        let after = try run(["Examples/After"])
        XCTAssertEqual(after.code, 0)
        XCTAssertEqual(after.out, "")
    }

    func testExitCodesOfTheProcess() throws {
        XCTAssertEqual(try run(["--version"]).code, 0)
        XCTAssertEqual(try run(["--rules", "nope"]).code, 2)
        XCTAssertEqual(try run(["does/not/exist"]).code, 2)
        XCTAssertEqual(try run(["Examples/After"]).code, 0)
        XCTAssertEqual(try run(["Examples/Before", "--fail-on", "never"]).code, 0)
        let stdin = try run(["--stdin-path", "Buffer.swift"], stdin: "let s = UIActivityIndicatorView(style: .gray)\n")
        XCTAssertEqual(stdin.code, 1)
        XCTAssertTrue(stdin.out.hasPrefix("Buffer.swift:1:40: warning: `.gray` is deprecated"))
    }
}
