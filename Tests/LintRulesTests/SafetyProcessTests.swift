import XCTest
@testable import LintRules

/// Issue 10, as the built binary meets it: closed and full standard output, endless standard
/// input, and kills in the middle of a write (through the `DARKLINT_TEST_KILL_AT` hook, and a real
/// SIGXFSZ from a file-size limit).
final class SafetyProcessTests: TemporaryFolderTestCase {

    private struct Outcome {
        var code: Int32
        var killed: Bool
        var out: String
        var err: String
    }

    /// Runs `executable` (the darklint binary unless given); `stdout`/`stdin` replace the pipes.
    private func run(_ arguments: [String], environment: [String: String] = [:], executable: URL = EndToEndTests.binary,
                     stdout: FileHandle? = nil, stdin: FileHandle? = nil, closeStdout: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = stdin ?? FileHandle(forReadingAtPath: "/dev/null")
        if closeStdout { try out.fileHandleForReading.close() }   // a reader that is gone: EPIPE
        try process.run()
        let outData = closeStdout || stdout != nil ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(code: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
                       out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self))
    }

    private func findings(_ n: Int) throws -> String {
        try write("A.swift", String(repeating: "x.backgroundColor = UIColor.white\n", count: n))
    }

    // MARK: Standard streams

    func testFullStandardOutputIsExitTwoWithOneLine() throws {
        let source = try findings(3)
        let result = try run([source], stdout: FileHandle(forWritingAtPath: "/dev/full"))
        XCTAssertEqual(result.code, 2)
        XCTAssertFalse(result.killed)
        XCTAssertEqual(result.err, "darklint: cannot write standard output: No space left on device\n")
    }

    func testClosedPipeIsExitTwoQuietly() throws {
        let source = try findings(3)
        let result = try run([source], closeStdout: true)
        XCTAssertEqual(result.code, 2)
        XCTAssertFalse(result.killed, "SIGPIPE is ignored; the write error is checked")
        XCTAssertEqual(result.err, "")
    }

    func testEndlessStandardInputIsCappedWithAClearError() throws {
        let result = try run(["--stdin-path", "Buffer.swift"], stdin: FileHandle(forReadingAtPath: "/dev/zero"))
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "Buffer.swift:1:1: error: standard input is larger than 64 MiB [io_error]\n")
    }

    // MARK: Kills mid-write

    func testAKilledWriteLeavesTheOldOutputAndTheNextRunCleansUp() throws {
        let source = try findings(3)
        let output = try write("out.txt", "old report")
        for checkpoint in ["written", "before-rename"] {
            let killed = try run([source, "--output", output], environment: ["DARKLINT_TEST_KILL_AT": checkpoint])
            XCTAssertTrue(killed.killed, checkpoint)
            XCTAssertEqual(read(output), "old report", "killed at \(checkpoint)")
        }
        let leftovers = { try FileManager.default.contentsOfDirectory(atPath: self.directory.path).filter { $0.contains(".darklint-tmp-") } }
        XCTAssertEqual(try leftovers().count, 1, "kill -9 leaves a temporary file (each run removes the ones before)")
        XCTAssertEqual(try run([source, "--output", output, "--quiet"]).code, 1)
        XCTAssertTrue(read(output)?.contains("[non_adaptive_color]") == true)
        XCTAssertEqual(try leftovers(), [], "the next write of the same file removes them")
        // Killed after the rename: the new file is there, whole.
        try write("out.txt", "old report")
        XCTAssertTrue(try run([source, "--output", output], environment: ["DARKLINT_TEST_KILL_AT": "renamed"]).killed)
        XCTAssertTrue(read(output)?.hasSuffix("[non_adaptive_color]\n") == true)
        XCTAssertEqual(try leftovers(), [])
    }

    /// A real kill in the middle of writing: the file-size limit's SIGXFSZ stops the process
    /// when the temporary file passes 1 KiB.
    func testAFileSizeLimitKillMidWriteLeavesTheOldOutput() throws {
        let source = try findings(200)
        let output = try write("out.json", "old report")
        let shell = URL(fileURLWithPath: "/bin/sh")
        let result = try run(["-c", "ulimit -f 2 && exec \"$0\" \"$@\"", EndToEndTests.binary.path, source, "--format", "json",
                              "--output", output], executable: shell)
        XCTAssertTrue(result.killed)
        XCTAssertEqual(result.code, SIGXFSZ)
        XCTAssertEqual(read(output), "old report")
    }

    /// A write that fails (here: the file-size limit with SIGXFSZ ignored, so `write` returns
    /// EFBIG, as a full disk returns ENOSPC; this works as root, unlike a read-only folder): one
    /// line, exit code 2, the old file and no temporary file left.
    func testAFailedWriteIsOneLineAndLeavesTheOldOutput() throws {
        let source = try findings(200)
        let output = try write("out.json", "old report")
        let shell = URL(fileURLWithPath: "/bin/sh")
        let result = try run(["-c", "trap '' XFSZ && ulimit -f 2 && exec \"$0\" \"$@\"", EndToEndTests.binary.path, source,
                              "--format", "json", "--output", output], executable: shell)
        XCTAssertEqual(result.code, 2)
        XCTAssertFalse(result.killed)
        XCTAssertEqual(result.err, "darklint: cannot write \(output): File too large\n")
        XCTAssertEqual(read(output), "old report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["A.swift", "out.json"])
    }

    func testAKilledCatalogReplacementNeverLosesTheCatalog() throws {
        let source = try write("Src/A.swift", "let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        let catalog = path("Palette.xcassets")
        try write("Palette.xcassets/Contents.json", "{}")
        try write("Palette.xcassets/Old.colorset/Contents.json", "{}")
        let arguments = ["palette", source, "--xcassets", catalog, "--force", "--quiet"]
        let noSwap = ["DARKLINT_TEST_NO_EXCHANGE": "1"]
        func catalogHolds(_ set: String) -> Bool { FileManager.default.fileExists(atPath: "\(catalog)/\(set)/Contents.json") }

        // Killed with the new catalog built: the old one is in place.
        XCTAssertTrue(try run(arguments, environment: ["DARKLINT_TEST_KILL_AT": "catalog-built"]).killed)
        XCTAssertTrue(catalogHolds("Old.colorset"))
        // Killed right after the swap: the new one is in place (the old one, hidden, goes next run).
        XCTAssertTrue(try run(arguments, environment: ["DARKLINT_TEST_KILL_AT": "catalog-swapped"]).killed)
        XCTAssertTrue(catalogHolds("Red.colorset"))
        XCTAssertFalse(catalogHolds("Old.colorset"))
        try FileManager.default.removeItem(atPath: catalog)
        try write("Palette.xcassets/Contents.json", "{}")
        try write("Palette.xcassets/Old.colorset/Contents.json", "{}")
        // Killed between the two renames (file systems without an atomic swap): only the backup is
        // left, and the next run puts it back before going on.
        XCTAssertTrue(try run(arguments, environment: noSwap.merging(["DARKLINT_TEST_KILL_AT": "catalog-moved-aside"]) { $1 }).killed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog))
        XCTAssertEqual(try run(arguments, environment: noSwap).code, 0)
        XCTAssertTrue(catalogHolds("Red.colorset"))
        XCTAssertFalse(catalogHolds("Old.colorset"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["Palette.xcassets", "Src"])
    }
}
