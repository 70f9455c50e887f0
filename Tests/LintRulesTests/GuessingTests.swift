import XCTest
@testable import LintRules

/// Pass 1 lints each Swift file against guesses (`GuessingIndex`); a file whose guesses the index
/// contradicts is linted again. A question every file asks, guessed wrong for the run, doubles the
/// lint: session 25's blur check asked whether each file's target is kept Light before looking for
/// a blur, and an app with one Light target linted 1,731 of 2,278 files twice (+15% CPU).
final class GuessingTests: TemporaryFolderTestCase {

    private func guessReport(_ folder: String) throws -> String {
        let process = Process()
        process.executableURL = EndToEndTests.binary
        process.arguments = ["lint", folder, "--quiet", "--fail-on", "never"]
        process.environment = ProcessInfo.processInfo.environment.merging(["DARKLINT_GUESSES": "1"]) { $1 }
        let err = Pipe()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testFilesWithNothingToReportAreNotLintedAgainInAnAppWithALightTarget() throws {
        _ = try write("Widget/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
        """)
        for k in 0..<30 { _ = try write("Widget/File\(k).swift", "struct Model\(k) { let name = \"\(k)\" }\n") }
        _ = try write("Widget/Blur.swift", "let blur = UIBlurEffect(style: .light)\n")
        let report = try guessReport(directory.appendingPathComponent("Widget").path)
        let relinted = report.split(separator: "\n").first { $0.contains("linted again:") }
            .flatMap { $0.split(separator: ":")[2].split(separator: " ").first }.flatMap { Int($0) }
        XCTAssertNotNil(relinted, report)
        XCTAssertLessThanOrEqual(relinted ?? .max, 1, report)
    }
}
