import XCTest
@testable import LintRules

/// Issue 10, hostile trees and files: FIFOs, huge files, paths past PATH_MAX, names that differ only
/// in Unicode normalisation, CR-only configuration files, missing versus unreadable paths, and the
/// crashes the fuzzer found. Every input is generated here.
final class InputSafetyTests: TemporaryFolderTestCase {

    /// Writes `text` at `name` (bytes of the name kept exactly: no normalisation on the way).
    @discardableResult
    override func write(_ name: String, _ text: String) throws -> String {
        let path = directory.path + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        _ = Array(text.utf8).withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return path
    }

    /// On another thread, so a run that blocks (a FIFO) fails the test instead of hanging the suite.
    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        runWithDeadline(arguments + ["--no-color"], seconds: 30) ?? (-1, "", "")
    }

    private let finding = "x.backgroundColor = UIColor.white\n"

    // MARK: Files that are not plain files

    func testAFIFOInTheTreeIsAnErrorLineNotAHang() throws {
        let good = try write("Good.swift", finding)
        XCTAssertEqual(mkfifo(directory.path + "/Pipe.swift", 0o644), 0)
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("\(directory.path)/Pipe.swift:1:1: error: not a regular file (a FIFO, socket or device); not read [io_error]"), result.out)
        XCTAssertTrue(result.out.contains(good), result.out)
    }

    func testAFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let big = try write("Big.swift", "")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(SourceReader.maximumSize + 1))   // sparse: nothing is written
        try handle.close()
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "\(big):1:1: error: the file is larger than 32 MiB (\(SourceReader.maximumSize + 1) bytes); not read [io_error]\n")
        // The same limit holds for a configuration file and a baseline.
        try FileManager.default.moveItem(atPath: big, toPath: directory.path + "/.darklint")
        let config = run([directory.path, "--quiet"])
        XCTAssertEqual(config.code, 2)
        XCTAssertTrue(config.err.contains("cannot read the configuration file: the file is larger than 32 MiB"), config.err)
    }

    func testAPathLongerThanPathMaxIsReportedNotSkipped() throws {
        // Folders of 200-byte names, made relative to each other (no call takes the whole path).
        var fd = open(directory.path, O_RDONLY | O_DIRECTORY)
        var folder = directory.path
        let limit = Int(PATH_MAX)
        while folder.utf8.count < limit - 150 {
            // The last folder's name is cut so the folder's path ends 150 bytes short of PATH_MAX.
            let name = String(repeating: "d", count: max(1, min(200, limit - 150 - folder.utf8.count - 1)))
            XCTAssertEqual(mkdirat(fd, name, 0o755), 0)
            let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
            folder += "/" + name
        }
        let file = String(repeating: "f", count: 200) + ".swift"   // its full path passes PATH_MAX
        let created = openat(fd, file, O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(created, 0)
        close(created)
        close(fd)
        try write("Good.swift", finding)
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("/\(file):1:1: error: cannot read the path: the path is longer than the system allows [io_error]"), result.out)
        XCTAssertTrue(result.out.contains("Good.swift"), result.out)
    }

    // MARK: Missing and unreadable

    func testMissingAndUnreadablePathsAreToldApart() throws {
        try write("Good.swift", finding)
        let missing = run(["Nowhere.swift", "--quiet"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.err, "darklint: error: no such file or directory: Nowhere.swift\n")
        // A symbolic link that loops exists but cannot be read: an io_error, not "no such file".
        XCTAssertEqual(symlink("Loop.swift", directory.path + "/Loop.swift"), 0)
        let loop = run(["Loop.swift", "Good.swift", "--quiet"])
        XCTAssertEqual(loop.code, 1)
        XCTAssertTrue(loop.out.contains("Loop.swift:1:1: error: cannot read the path: too many levels of symbolic links [io_error]"), loop.out)
        XCTAssertEqual(loop.err, "")
        // The same link met while walking a folder is reported the same way; a broken link is not a file.
        XCTAssertEqual(symlink("Gone.swift", directory.path + "/Broken.swift"), 0)
        let walked = run([directory.path, "--quiet"])
        XCTAssertTrue(walked.out.contains("/Loop.swift:1:1: error: cannot read the path: too many levels of symbolic links [io_error]"), walked.out)
        XCTAssertFalse(walked.out.contains("Broken.swift"), walked.out)
        // A file darklint may not read says so (only checkable when not running as root).
        let secret = try write("Secret.swift", finding)
        chmod(secret, 0o000)
        defer { chmod(secret, 0o644) }
        if !FileManager.default.isReadableFile(atPath: secret) {
            XCTAssertTrue(run([secret, "--quiet"]).out.contains("cannot read the file: permission denied [io_error]"))
        }
        XCTAssertEqual(SourceReader.describe(errno: ENOENT), "no such file (missing, or a broken symbolic link)")
        XCTAssertEqual(SourceReader.describe(errno: EACCES), "permission denied")
    }

    // MARK: Unicode normalisation

    func testNamesThatDifferOnlyInNormalisationAreTwoFiles() throws {
        let composed = "caf\u{E9}.swift", decomposed = "cafe\u{301}.swift"
        XCTAssertFalse(Array(composed.utf8) == Array(decomposed.utf8))
        try write(composed, finding)
        try write(decomposed, "let a = 1\n" + finding)
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 1)
        let paths = result.out.split(separator: "\n").map { PathKey(String($0.prefix { $0 != ":" })) }
        XCTAssertEqual(paths.sorted(), [PathKey(directory.path + "/" + composed), PathKey(directory.path + "/" + decomposed)].sorted(),
                       result.out)
    }

    func testAFoldersConfigurationDoesNotLeakIntoItsNormalisationTwin() throws {
        let composed = "R\u{E9}", decomposed = "Re\u{301}"
        try write(composed + "/.darklint", "--disable non_adaptive_color\n")
        try write(composed + "/A.swift", finding)
        let twin = try write(decomposed + "/A.swift", finding)
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.utf8.starts(with: (twin + ":1:").utf8), result.out)
        XCTAssertEqual(result.out.split(separator: "\n").count, 1, result.out)
    }

    // MARK: Configuration files

    func testConfigurationWithCarriageReturnLineEndingsIsRead() throws {
        try write(".darklint", "# old Mac line endings\r--disable non_adaptive_color\r--severity hardcoded_color=error\r")
        try write("A.swift", finding)
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(result.out, "")
        let entries = try ConfigFile.parse("--disable non_adaptive_color\r\r--jobs 2\r", path: ".darklint", folder: "/")
        XCTAssertEqual(entries.map(\.name), ["--disable", "--jobs"])
        XCTAssertEqual(entries.map(\.origin), [".darklint:1", ".darklint:3"])
    }

    // MARK: Crashes found by the fuzzer

    func testInputsTheFuzzerFoundDoNotTrap() {
        for text in ["x.backgroundColor = .", "view.layer.borderColor = .", ".", "window?.overrideUserInterfaceStyle =",
                     "l    overrideUserInterfaceStyle = ", "let a = 1 // darklint:: all\n", "/* darklint::: x */",
                     // A SpriteKit colour whose value is missing at the end of the file (seed 424242, input 19312).
                     "   / private let frameNode: SKShapeNode\n        frameNode.strokeColor = isHighlighted ?",
                     // A background with no value at the end of a file, in a type (seed 26646822, input 1623).
                     "final class PlayerViewController: UIViewController {\n    override func viewDidLoad(viewDidLoad(viewDidLoad(viewDidLoad(viewDidLoad(view )\n        overrideUserInterfaceStyle = .ideUserInterfaceStyle = .dark\n        controls.backgroundColor =",
                     // A function whose body never closes, with parameters (seed 24024, input 315).
                     "class Chip: UIView {\n    var tint: UIColor = .separator {\n        didSetyer.borderColor = tint { setNeedsLayout() }UIView {\n    var tint: UIColor = .separator {\n        didSetyer.borderColor = tint { setNeedsLayout() }\n    }\n    override init(frame: CGRect) {\n      ",
                     // A brace opened in an `#if` branch and left open at `#else`.
                     "#if os(iOS)\nlet blur = switch style {\n    case .dark: return Color(\"Brand\")\n    default: return Color.white\n#else\nlet a = 0\n#endif\n"] {
            let source = SourceFile(path: "A.swift", text: text)
            _ = LintRun(jobs: 1).run(sources: [source], plans: [FilePlan()])
        }
    }

    /// Fuzz seed 1795444833, input 195: a line of 27 broken ternaries `c ? .extraLight x ? .extraLight …`.
    /// Each `.extraLight` was read as the appearance condition of the next, so only one was reported
    /// per round and `--fix` did not settle in 10 rounds. A ternary's condition starts after the
    /// previous expression, so all are reported and fixed in one round.
    func testFixesOfAChainOfBrokenTernariesSettle() throws {
        let chain = (0..<27).map { _ in ".extraLight pact ?" }.joined(separator: " ")
        let source = SourceFile(path: "A.swift", text: "let style: UIBlurEffect.Style = isCompact ? \(chain) .extraLight : .regular\n")
        let result = LintRun(jobs: 1).run(sources: [source], plans: [FilePlan()])
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "deprecated_material" }.count, 28)
        let outcome = FixRun.fix(source, plan: FilePlan(), context: try XCTUnwrap(result.context), unsafe: true)
        XCTAssertNil(outcome.problem)
        XCTAssertEqual(outcome.applied, 28)
    }

    /// Fuzz seed 854486974, input 7268 (CI): a line of `= UIColor(white: 1, alpha: 1)` continuations,
    /// each read as the target of the next once the one before is fixed. `--fix` goes on while each
    /// round gives a new text.
    func testFixesThatRevealOneFindingPerRoundSettle() throws {
        let chain = String(repeating: "  = UIColor(white: 1, alpha: 1)\n", count: 24)
        let source = SourceFile(path: "A.swift", text: "final class V: UIViewController {\n    override func viewDidLoad() {\n        view.backgroundColor = UIColor(white: 1, alpha: 1)\n" + chain + "    }\n}\n")
        let result = LintRun(jobs: 1).run(sources: [source], plans: [FilePlan()])
        let outcome = FixRun.fix(source, plan: FilePlan(), context: try XCTUnwrap(result.context), unsafe: true)
        XCTAssertNil(outcome.problem)
        XCTAssertGreaterThan(outcome.applied, 10)
    }

    // MARK: Long lines

    func testFindingsKeepAnExcerptOfALongLineWithExactColumns() throws {
        let prefix = "let s = \"" + String(repeating: "é", count: 3000) + "\"; "
        let line = prefix + "x.backgroundColor = UIColor.white"
        let source = SourceFile(path: "A.swift", text: line + "\n")
        let result = LintRun(jobs: 1).run(sources: [source], plans: [FilePlan()])
        let d = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(d.column, prefix.utf8.count + "x.backgroundColor = ".utf8.count + 1)
        XCTAssertLessThanOrEqual(d.sourceLine?.utf8.count ?? .max, SourceFile.excerptLimit)
        XCTAssertTrue(d.sourceLine?.contains("x.backgroundColor = UIColor.white") == true, d.sourceLine ?? "")
        // SARIF counts UTF-16 units over the whole line: each é is one unit for two bytes.
        XCTAssertEqual(d.utf16Column, SARIFReporter.utf16Column(line, d.column))
        XCTAssertEqual(d.utf16EndColumn, SARIFReporter.utf16Column(line, try XCTUnwrap(d.endColumn)))
        // A short line is kept whole, and shared by the findings on it.
        let short = SourceFile(path: "B.swift", text: "  x.backgroundColor = UIColor.white; y.backgroundColor = UIColor.white\n")
        let two = LintRun(jobs: 1).run(sources: [short], plans: [FilePlan()]).diagnostics
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(two.map(\.sourceLine), Array(repeating: "  x.backgroundColor = UIColor.white; y.backgroundColor = UIColor.white", count: 2))
    }

    func testExcerptsCutAtCharacterBoundaries() {
        let text = String(repeating: "😀", count: 500)   // 4 bytes each
        let source = SourceFile(path: "A.swift", text: text)
        for column in [1, 2, 3, 999, 1001, 1998, 2001] {
            let excerpt = source.excerpt(line: 1, column: column)
            XCTAssertLessThanOrEqual(excerpt.utf8.count, SourceFile.excerptLimit)
            XCTAssertTrue(excerpt.unicodeScalars.allSatisfy { $0 == "😀" }, "column \(column): \(excerpt)")
        }
    }
}
