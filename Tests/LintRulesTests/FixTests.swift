import XCTest
@testable import LintRules

/// `darklint lint --fix`, `--unsafe-fixes` and `--diff`: what is written, what is printed, and
/// the cases where nothing may be written.
final class FixTests: TemporaryFolderTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A safe fix (`.gray` -> `.medium`) and an unsafe one (`.white` -> `.systemBackground`).
    let mixed = """
    import UIKit
    final class Loader: UIView {
        let spinner = UIActivityIndicatorView(style: .gray)
        func configure() {
            backgroundColor = UIColor.white
        }
    }

    """

    func testFixAppliesSafeFixesAndReportsWhatRemains() throws {
        let path = try write("Loader.swift", mixed)
        let result = runInFolder(["lint", "--fix", "Loader.swift"])
        XCTAssertEqual(read(path), mixed.replacingOccurrences(of: ".gray", with: ".medium"))
        XCTAssertEqual(result.code, 1, "the unsafe fix was not applied: its finding remains")
        XCTAssertEqual(result.out, "Loader.swift:5:27: warning: `UIColor.white` does not adapt: a light surface glares in Dark Mode; use `.systemBackground`, or an asset-catalog color with a Dark appearance [non_adaptive_color]\n")
        XCTAssertEqual(result.err, "darklint: 1 warning in 1 file (fixed 1 finding; 1 more with --unsafe-fixes)\n")
    }

    func testUnsafeFixesFixEverythingAndExitZero() throws {
        let path = try write("Loader.swift", mixed)
        let result = runInFolder(["lint", "--fix", "--unsafe-fixes", "."])
        XCTAssertEqual(read(path), mixed.replacingOccurrences(of: ".gray", with: ".medium")
            .replacingOccurrences(of: "UIColor.white", with: "UIColor.systemBackground"))
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "darklint: no findings in 1 file (fixed 2 findings)\n")
        // Idempotent: a second run finds nothing to fix and changes nothing.
        let again = runInFolder(["lint", "--fix", "--unsafe-fixes", "."])
        XCTAssertEqual(again.err, "darklint: no findings in 1 file (fixed 0 findings)\n")
        XCTAssertEqual(read(path), mixed.replacingOccurrences(of: ".gray", with: ".medium")
            .replacingOccurrences(of: "UIColor.white", with: "UIColor.systemBackground"))
    }

    func testUnsafeFixesAloneFixNothing() throws {
        let path = try write("Loader.swift", mixed)
        let result = runInFolder(["lint", "--unsafe-fixes", "Loader.swift"])
        XCTAssertEqual(read(path), mixed)
        XCTAssertEqual(result.err, "darklint: 2 warnings in 1 file\n")
    }

    func testFixFromAConfigurationFileAndNoFixOnTheCommandLine() throws {
        let path = try write("Loader.swift", mixed)
        try write(".darklint", "--fix\n--unsafe-fixes\n")
        XCTAssertEqual(runInFolder(["lint", "--no-fix", "."]).code, 1)
        XCTAssertEqual(read(path), mixed)
        XCTAssertEqual(runInFolder(["lint", "."]).code, 0)
        XCTAssertFalse(read(path)!.contains(".gray"))
        try write(".darklint", "--diff\n")
        XCTAssertEqual(runInFolder(["lint", "."]).code, 2, "--diff is a command-line option")
    }

    func testDiffWritesNothingAndPatchAppliesIt() throws {
        let text = mixed.replacingOccurrences(of: "\n", with: "\r\n") + "let x = 1\n\n\n\n\nlet v = UIView()\nv.backgroundColor = .white"
        let path = try write("Sources/Loader.swift", text)
        let result = runInFolder(["lint", "--diff", "--unsafe-fixes", "Sources"])
        XCTAssertEqual(read(path), text, "--diff writes nothing")
        XCTAssertEqual(result.code, 1, "there are fixes to apply")
        XCTAssertEqual(result.err, "darklint: would fix 3 findings in 1 file\n")
        XCTAssertTrue(result.out.hasPrefix("--- a/Sources/Loader.swift\n+++ b/Sources/Loader.swift\n@@ -1,8 +1,8 @@\n"), result.out)
        XCTAssertTrue(result.out.hasSuffix("+v.backgroundColor = .systemBackground\n\\ No newline at end of file\n"), result.out)
        // `patch -p1` turns the file into what `--fix` writes.
        try write("change.diff", result.out)
        XCTAssertEqual(shell("/usr/bin/patch", ["-p1", "--quiet", "-i", "change.diff"]), 0)
        let patched = read(path)
        // And `git apply` (outside a repository it patches the files of the current folder).
        try write("Sources/Loader.swift", text)
        XCTAssertEqual(shell("/usr/bin/git", ["apply", "change.diff"]), 0)
        XCTAssertEqual(read(path), patched)
        try write("Sources/Loader.swift", text)
        XCTAssertEqual(runInFolder(["lint", "--fix", "--unsafe-fixes", "Sources"]).code, 0)
        XCTAssertEqual(patched, read(path))
        XCTAssertEqual(runInFolder(["lint", "--diff", "--unsafe-fixes", "Sources"]).out, "", "nothing left to diff")
        XCTAssertEqual(runInFolder(["lint", "--diff", "Sources"]).code, 0)
    }

    func testNothingIsWrittenAfterAUsageError() throws {
        let path = try write("A.swift", mixed)
        let result = runInFolder(["lint", "--fix", "A.swift", "Missing.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(read(path), mixed)
        XCTAssertTrue(result.err.contains("no such file or directory: Missing.swift"), result.err)
    }

    func testReadOnlyFileIsAnErrorLineAndTheRunGoesOn() throws {
        let locked = try write("A.swift", mixed)
        let open = try write("B.swift", mixed)
        XCTAssertEqual(chmod(locked, 0o444), 0)
        let result = runInFolder(["lint", "--fix", "A.swift", "B.swift"])
        XCTAssertEqual(read(locked), mixed)
        XCTAssertNotEqual(read(open), mixed)
        XCTAssertTrue(result.err.contains("darklint: error: cannot fix A.swift: the file is read-only; not written\n"), result.err)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.err.hasSuffix("(fixed 1 finding; 2 more with --unsafe-fixes)\n"), result.err)
    }

    func testFileChangedSinceItWasReadIsNotWritten() throws {
        let path = try write("A.swift", mixed)
        let fixed = Array(mixed.replacingOccurrences(of: ".gray", with: ".medium").utf8)
        try write("A.swift", mixed + "// saved by an editor meanwhile\n")
        XCTAssertEqual(FixRun.commit(fixed, computedOn: Array(mixed.utf8), to: path),
                       "the file changed while it was being fixed; not written")
        XCTAssertEqual(read(path), mixed + "// saved by an editor meanwhile\n")
        XCTAssertNil(FixRun.commit(fixed, computedOn: Array((mixed + "// saved by an editor meanwhile\n").utf8), to: path))
    }

    func testWriteKeepsTheFileMode() throws {
        let path = try write("A.swift", mixed)
        XCTAssertEqual(chmod(path, 0o640), 0)
        _ = runInFolder(["lint", "--fix", "A.swift"])
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
    }

    func testStandardInputPrintsTheFixedSource() throws {
        let result = runInFolder(["lint", "--fix", "--stdin-path", "Loader.swift"], stdin: Array(mixed.utf8))
        XCTAssertEqual(result.out, mixed.replacingOccurrences(of: ".gray", with: ".medium"))
        XCTAssertTrue(result.err.contains("Loader.swift:5:27: warning:"), result.err)
        XCTAssertTrue(result.err.hasSuffix("darklint: 1 warning in 1 file (fixed 1 finding; 1 more with --unsafe-fixes)\n"), result.err)
        XCTAssertEqual(result.code, 1)
        let diff = runInFolder(["lint", "--diff", "--stdin-path", "Loader.swift"], stdin: Array(mixed.utf8))
        XCTAssertTrue(diff.out.hasPrefix("--- a/Loader.swift\n+++ b/Loader.swift\n"), diff.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Loader.swift")))
    }

    func testStandardInputThatIsNotSourcePrintsNothing() {
        let result = runInFolder(["lint", "--fix", "--stdin-path", "Loader.swift"], stdin: [0x66, 0xFF, 0x0A])
        XCTAssertEqual(result.out, "", "an editor must not take an error for its buffer")
        XCTAssertEqual(result.err, "darklint: error: cannot fix Loader.swift: the input is not valid UTF-8 (byte offset 1)\n")
        XCTAssertEqual(result.code, 1)
    }

    func testNoIOS13FixBelowTheDeploymentTarget() throws {
        let path = try write("Loader.swift", mixed)
        let result = runInFolder(["lint", "--fix", "--unsafe-fixes", "--deployment-target", "iOS 12.0", "Loader.swift"])
        XCTAssertEqual(read(path), mixed)
        XCTAssertTrue(result.err.hasSuffix("(fixed 0 findings)\n"), result.err)
    }

    func testSuppressedFindingsAreNotFixed() throws {
        let text = "let s = UIActivityIndicatorView(style: .gray) // darklint:disable:this deprecated_indicator_style\n"
        let path = try write("A.swift", text)
        _ = runInFolder(["lint", "--fix", "A.swift"])
        XCTAssertEqual(read(path), text)
    }

    // MARK: Examples/Before, fixed

    func testExamplesFixedMatchCheckedInFiles() throws {
        // The copies are linted as Examples/ is: a project migrating (`Examples/.darklint`).
        try FileManager.default.copyItem(atPath: "\(Self.root)/Examples/.darklint", toPath: path(".darklint"))
        for (mode, flags) in [("safe", ["--fix"]), ("unsafe", ["--fix", "--unsafe-fixes"])] {
            let copy = path("Before-\(mode)")
            try FileManager.default.copyItem(atPath: "\(Self.root)/Examples/Before", toPath: copy)
            _ = runInFolder(["lint"] + flags + ["Before-\(mode)"])
            let golden = "\(Self.root)/Tests/LintRulesTests/Golden/fix-\(mode)"
            let originals = try FileManager.default.subpathsOfDirectory(atPath: "\(Self.root)/Examples/Before")
            for file in originals where file.hasSuffix(".swift") {
                let fixed = read("\(copy)/\(file)")
                let expected = read("\(golden)/\(file).fixed") ?? read("\(Self.root)/Examples/Before/\(file)")
                XCTAssertEqual(fixed, expected, "\(mode): \(file) (regenerate with Scripts/update-docs)")
            }
        }
    }

    // MARK: Properties

    /// Every rule example, fixed with all fixes in rounds: the result keeps the token structure
    /// around the edits, and fixing it again changes nothing.
    func testFixOutputReLexesAndIsIdempotentOnEveryExample() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggering + rule.description.nonTriggering where example.fileName.hasSuffix(".swift") {
                let code = ExampleVerifier.parse(example.code).code
                for variant in [code, "/* é😀 */\n" + code, code.replacingOccurrences(of: "\n", with: "\r\n")] {
                    let (bytes, context) = fixAll(variant, example)
                    let again = FixRun.fix(SourceFile(path: example.fileName, bytes: bytes), plan: FilePlan(rules: RuleRegistry.all),
                                           context: context, unsafe: true)
                    XCTAssertEqual(again.applied, 0, "not idempotent:\n\(variant)", file: example.file, line: example.line)
                    XCTAssertNil(again.problem, file: example.file, line: example.line)
                }
            }
        }
    }

    /// `DARKLINT_APPS=/work/apps swift test --filter FixTests`: `--fix --unsafe-fixes` on every app
    /// in the folder, in memory (nothing is written): each fixed file keeps its token kinds and
    /// comments (the fixes swap one name for another), and fixing it again changes nothing.
    func testFixOnRealAppsKeepsEveryFileLexing() throws {
        guard let apps = ProcessInfo.processInfo.environment["DARKLINT_APPS"] else { throw XCTSkip("set DARKLINT_APPS") }
        var fixedFiles = 0
        for app in try FileManager.default.contentsOfDirectory(atPath: apps).sorted() {
            let folder = apps + "/" + app
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let resolver = ConfigResolver(currentDirectory: folder, commandLine: [], configPath: nil, noConfig: true)
            let files = FileWalker.expand(["."], resolver: resolver).files
            let plans = files.map { _ in FilePlan() }
            let result = LintRun().run(files: files, plans: plans)
            let wanted = Set(result.diagnostics.filter { $0.fix != nil }.map(\.path))
            for file in files where wanted.contains(file.display) {
                guard case .source(let source) = SourceReader.read(file.absolute, displayPath: file.display, includeGenerated: false) else { continue }
                let outcome = FixRun.fix(source, plan: FilePlan(), context: result.context!, unsafe: true)
                XCTAssertNil(outcome.problem, "\(app)/\(file.display)")
                let before = Lexer.lex(source.bytes), after = Lexer.lex(outcome.bytes)
                XCTAssertEqual(before.tokens.map(\.kind), after.tokens.map(\.kind), "\(app)/\(file.display)")
                XCTAssertEqual(before.comments.count, after.comments.count, "\(app)/\(file.display)")
                let again = FixRun.fix(SourceFile(path: source.path, bytes: outcome.bytes), plan: FilePlan(),
                                       context: result.context!, unsafe: true)
                XCTAssertEqual(again.applied, 0, "\(app)/\(file.display)")
                if outcome.applied > 0 { fixedFiles += 1 }
            }
        }
        print("fixed in memory: \(fixedFiles) files")
    }

    private func fixAll(_ code: String, _ example: Example) -> ([UInt8], LintContext) {
        let source = SourceFile(path: example.fileName, text: code)
        let plan = FilePlan(rules: RuleRegistry.all)
        let run = LintRun(options: example.options).run(sources: [source], plans: [plan])
        let outcome = FixRun.fix(source, plan: plan, context: run.context!, unsafe: true)
        XCTAssertNil(outcome.problem, file: example.file, line: example.line)
        if outcome.applied > 0 {
            let edits = FixRun.nonOverlapping(run.diagnostics.compactMap(\.fix)).flatMap(\.edits)
            XCTAssertTrue(FixVerifier.preservesStructure(source.bytes, edits: edits, result: FixRun.apply(edits, to: source.bytes)),
                          file: example.file, line: example.line)
        }
        return (outcome.bytes, run.context!)
    }

    func testVerifierRejectsEditsThatChangeTheCodeAroundThem() {
        let code = Array("label.textColor = .black // done\nlet x = y\n".utf8)
        let black = ByteRange(start: 19, end: 24)
        func check(_ replacement: String) -> Bool {
            let edits = [TextEdit(range: black, replacement: replacement)]
            return FixVerifier.preservesStructure(code, edits: edits, result: FixRun.apply(edits, to: code))
        }
        XCTAssertTrue(check("label"))
        XCTAssertTrue(check("label /* fine */"))
        XCTAssertFalse(check("label /* opens"), "a comment that swallows the code after it")
        XCTAssertFalse(check("label \""), "a string that swallows the code after it")
        XCTAssertFalse(check("label\n//"), "ends the line comment's line early")
        let glue = Array("a + b".utf8)
        let space = [TextEdit(range: ByteRange(start: 1, end: 2), replacement: "")]   // `a+ b`: same tokens
        XCTAssertTrue(FixVerifier.preservesStructure(glue, edits: space, result: FixRun.apply(space, to: glue)))
        let ident = Array("a b".utf8)
        let join = [TextEdit(range: ByteRange(start: 1, end: 2), replacement: "")]      // `ab`: one name
        XCTAssertFalse(FixVerifier.preservesStructure(ident, edits: join, result: FixRun.apply(join, to: ident)))
    }

    /// Found by the fuzzer: `UIColor(...)1` fixed to `UIColor.systemBackground1` would be one name.
    func testNoFixThatWouldGlueOntoTheNextToken() {
        for (code, fixable) in [("view.backgroundColor = UIColor(white: 1, alpha: 1)1\n", false),
                                ("view.backgroundColor = UIColor(white: 1, alpha: 1)x\n", false),
                                ("view.backgroundColor = UIColor(white: 1, alpha: 1) // ok\n", true)] {
            let source = SourceFile(path: "A.swift", text: code)
            let found = LintRun().run(sources: [source], plans: [FilePlan()]).diagnostics.filter { $0.ruleID == "hardcoded_color" }
            XCTAssertEqual(found.count, 1, code)
            XCTAssertEqual(found.first?.fix != nil, fixable, code)
        }
    }

    func testOverlappingFixesWaitForALaterRound() {
        let a = Fix(title: "a", edits: [TextEdit(range: ByteRange(start: 0, end: 4), replacement: "x")], applicability: .safe)
        let b = Fix(title: "b", edits: [TextEdit(range: ByteRange(start: 2, end: 6), replacement: "y")], applicability: .safe)
        let c = Fix(title: "c", edits: [TextEdit(range: ByteRange(start: 6, end: 7), replacement: "z")], applicability: .safe)
        let d = Fix(title: "d", edits: [TextEdit(range: ByteRange(start: 7, end: 7), replacement: "w")], applicability: .safe)
        XCTAssertEqual(FixRun.nonOverlapping([b, c, a, d]).map(\.title), ["a", "c"])
    }

    func testUnifiedDiffFormat() {
        let old = Array((1...20).map { "line \($0)\n" }.joined().utf8)
        let new = Array((1...20).map { $0 == 2 ? "two\n" : $0 == 19 ? "nineteen\n" : "line \($0)\n" }.joined().utf8)
        XCTAssertEqual(UnifiedDiff.render(path: "f.txt", old: old, new: new), """
        --- a/f.txt
        +++ b/f.txt
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
        @@ -16,5 +16,5 @@
         line 16
         line 17
         line 18
        -line 19
        +nineteen
         line 20

        """)
        XCTAssertEqual(UnifiedDiff.render(path: "f.txt", old: old, new: old), "")
        XCTAssertEqual(UnifiedDiff.render(path: "e", old: [], new: Array("a\n".utf8)), "--- a/e\n+++ b/e\n@@ -0,0 +1 @@\n+a\n")
    }

    /// Random line edits: `patch` turns the old text into the new one with the diff.
    func testUnifiedDiffAppliesWithPatch() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var lines = (0..<Int.random(in: 0...40, using: &generator)).map { "l\($0 % 7)\n" }
            let old = lines.joined() + (round % 3 == 0 ? "tail" : "")
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let at = Int.random(in: 0...lines.count, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0: lines.insert("new\(at)\n", at: at)
                case 1: if at < lines.count { lines.remove(at: at) }
                default: if at < lines.count { lines[at] = "changed\n" }
                }
            }
            let new = lines.joined() + (round % 3 == 1 ? "end" : "")
            try write("f.txt", old)
            let diff = UnifiedDiff.render(path: "f.txt", old: Array(old.utf8), new: Array(new.utf8))
            if old == new { XCTAssertEqual(diff, ""); continue }
            try write("d.diff", diff)
            XCTAssertEqual(shell("/usr/bin/patch", ["-p1", "--quiet", "-i", "d.diff"]), 0, diff)
            XCTAssertEqual(read(path("f.txt")), new, diff)
        }
    }

    private func shell(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
