import XCTest
@testable import LintRules

/// Issue 10: never lose a user's file, never crash, never hang. Every input is generated here, in a
/// fresh temporary folder.
final class SafetyTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("darklint-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private func run(_ arguments: [String], stdin: [UInt8] = []) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let command = DarklintCommand(readStandardInput: { stdin }, writeOutput: { out += $0 }, writeError: { err += $0 },
                                      currentDirectory: directory.path)
        let code = command.run(arguments)
        return (code, out, err)
    }

    /// Runs the command on another thread and fails (instead of hanging the suite) past `seconds`.
    private func runWithDeadline(_ arguments: [String], seconds: Double = 20) -> (code: Int32, out: String, err: String)? {
        final class Box: @unchecked Sendable { var value: (code: Int32, out: String, err: String)? }
        let box = Box(), done = DispatchSemaphore(value: 0)
        let folder = directory.path
        Thread.detachNewThread {
            var out = "", err = ""
            let command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0 }, writeError: { err += $0 },
                                          currentDirectory: folder)
            let code = command.run(arguments)
            box.value = (code, out, err)
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else {
            XCTFail("darklint \(arguments) did not finish in \(seconds) s")
            return nil
        }
        return box.value
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
}
