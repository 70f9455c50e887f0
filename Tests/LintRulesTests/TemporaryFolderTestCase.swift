import XCTest
@testable import LintRules

/// A test case that works in a fresh temporary folder: files are written into it, and the command
/// runs in it, in-process. Removed afterwards, permissions restored first and paths longer than
/// PATH_MAX included.
class TemporaryFolderTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("darklint-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        // `rm` removes paths longer than PATH_MAX, which FileManager cannot.
        let rm = Process()
        rm.executableURL = URL(fileURLWithPath: "/bin/rm")
        rm.arguments = ["-rf", directory.path]
        try rm.run()
        rm.waitUntilExit()
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// The command, in-process, from the folder.
    func runInFolder(_ arguments: [String], stdin: [UInt8] = []) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let command = DarklintCommand(readStandardInput: { stdin }, writeOutput: { out += $0 }, writeError: { err += $0 },
                                      currentDirectory: directory.path)
        let code = command.run(arguments)
        return (code, out, err)
    }

    /// Runs the command on another thread and fails (instead of hanging the suite) past `seconds`.
    func runWithDeadline(_ arguments: [String], seconds: Double = 20) -> (code: Int32, out: String, err: String)? {
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
}
