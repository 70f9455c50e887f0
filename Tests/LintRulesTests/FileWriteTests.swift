import XCTest
@testable import LintRules

/// Issue 10, data loss: every file darklint writes goes through `AtomicFileWriter` (files) or
/// `AssetCatalogWriter` (palette catalogs). Every input is generated here, in a fresh temporary folder.
final class FileWriteTests: TemporaryFolderTestCase {

    private func run(_ arguments: [String], stdin: [UInt8] = []) -> (code: Int32, out: String, err: String) {
        runInFolder(arguments, stdin: stdin)
    }

    // MARK: Data loss: --output, --stamp, baselines

    private let finding = "x.backgroundColor = UIColor.white\n"

    func testOutputThatIsAFolderOrResolvesToOneIsRefusedAndLeftAlone() throws {
        let source = try write("App/A.swift", finding)
        try write("Reports/keep.txt", "precious")
        for target in [path("Reports"), path("App/.."), "..", path("Reports") + "/"] {
            let result = run(["lint", source, "--output", target])
            XCTAssertEqual(result.code, 2, target)
            XCTAssertTrue(result.err.hasPrefix("darklint: cannot write ") && result.err.hasSuffix("\n") && result.err.filter { $0 == "\n" }.count == 1,
                          result.err)
        }
        XCTAssertEqual(run(["lint", source, "--output", path("Reports")]).err,
                       "darklint: cannot write \(path("Reports")): it is a directory\n")
        XCTAssertEqual(run(["lint", source, "--output", path("Nowhere/out.txt")]).err,
                       "darklint: cannot write \(path("Nowhere/out.txt")): its folder does not exist\n")
        XCTAssertEqual(read(path("Reports/keep.txt")), "precious")
        XCTAssertEqual(read(source), finding)
    }

    func testOutputThatIsALintedFileIsRefusedHoweverItIsSpelled() throws {
        let source = try write("App/A.swift", finding)
        try FileManager.default.createSymbolicLink(atPath: path("link.swift"), withDestinationPath: source)
        XCTAssertEqual(link(source, path("hard.swift")), 0)
        for target in [source, path("App/../App/A.swift"), path("link.swift"), path("hard.swift")] {
            for command in ["lint", "report", "palette"] {
                let result = run([command, path("App"), "--output", target])
                XCTAssertEqual(result.code, 2, "\(command) \(target)")
                XCTAssertEqual(result.err, "darklint: cannot write \(target): it is one of the files being linted\n")
            }
        }
        XCTAssertEqual(run(["--stdin-path", source, "--output", source], stdin: Array(finding.utf8)).code, 2)
        XCTAssertEqual(read(source), finding)
    }

    func testDevicesAndFIFOsAreRefusedNotReplaced() throws {
        let source = try write("A.swift", finding)
        XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
        for target in ["/dev/null", path("fifo")] {
            let result = run([source, "--output", target])
            XCTAssertEqual(result.code, 2)
            XCTAssertEqual(result.err, "darklint: cannot write \(target): it is not a regular file (a device, FIFO or socket)\n")
        }
        var s = stat()
        XCTAssertEqual(lstat(path("fifo"), &s), 0)
        XCTAssertEqual(s.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(run([source, "--stamp", "/dev/null"]).code, 2)
    }

    func testWritingThroughASymlinkKeepsTheLinkAndTheMode() throws {
        let source = try write("A.swift", finding)
        let shared = try write("shared/baseline.json", "{\"version\": 1, \"findings\": []}\n")
        XCTAssertEqual(chmod(shared, 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: path("baseline.json"), withDestinationPath: "shared/baseline.json")
        XCTAssertEqual(run([source, "--write-baseline", path("baseline.json"), "--quiet"]).code, 0)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path("baseline.json"))
        XCTAssertEqual(destination, "shared/baseline.json", "the link is still a link")
        XCTAssertTrue(read(shared)?.contains("non_adaptive_color") == true, "the link's target got the baseline")
        var s = stat()
        XCTAssertEqual(stat(shared, &s), 0)
        XCTAssertEqual(s.st_mode & 0o777, 0o640)

        // A private output file stays private; a link to a file not yet there creates it.
        let output = try write("out.txt", "old")
        XCTAssertEqual(chmod(output, 0o600), 0)
        XCTAssertEqual(run([source, "--output", output, "--quiet"]).code, 1)
        XCTAssertEqual(stat(output, &s), 0)
        XCTAssertEqual(s.st_mode & 0o777, 0o600)
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: path("made.txt"))
        XCTAssertEqual(run([source, "--output", path("dangling"), "--quiet"]).code, 1)
        XCTAssertTrue(read(path("made.txt"))?.contains("non_adaptive_color") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("darklint-tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testNothingIsWrittenAfterAUsageError() throws {
        let source = try write("A.swift", finding)
        let output = try write("out.txt", "previous")
        let baseline = try write("baseline.json", "{\"version\": 1, \"findings\": []}\n")
        let missing = path("Typo")
        let reason = "a path given does not exist (nothing is written after a usage error)"
        let lint = run([source, missing, "--output", output])
        XCTAssertEqual(lint.code, 2)
        XCTAssertTrue(lint.err.hasSuffix("darklint: cannot write \(output): \(reason)\n"), lint.err)
        XCTAssertEqual(run(["report", source, missing, "--output", output]).code, 2)
        XCTAssertEqual(run(["palette", source, missing, "--output", output]).code, 2)
        XCTAssertEqual(read(output), "previous")
        XCTAssertEqual(run([source, missing, "--write-baseline", baseline]).code, 2)
        XCTAssertEqual(read(baseline), "{\"version\": 1, \"findings\": []}\n")
        XCTAssertEqual(run([source, missing, "--stamp", path("stamp")]).code, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("stamp")))
        XCTAssertEqual(run(["palette", source, missing, "--xcassets", path("P.xcassets")]).code, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("P.xcassets")))
    }

    func testAPartialRunNeverShrinksABaseline() throws {
        let source = try write("A.swift", finding + "let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        let baseline = path("baseline.json")
        XCTAssertEqual(run([directory.path, "--write-baseline", baseline, "--quiet"]).code, 0)
        let recorded = try XCTUnwrap(read(baseline))
        XCTAssertTrue(recorded.contains("A.swift"))

        // A typo'd path: usage error, the baseline is kept whole.
        let typo = run(["baseline", "--prune", "--baseline", baseline, path("Sourcs")])
        XCTAssertEqual(typo.code, 2)
        XCTAssertFalse(typo.err.contains("dropped"), typo.err)
        XCTAssertEqual(read(baseline), recorded)
        XCTAssertEqual(run([path("Sourcs"), "--write-baseline", baseline]).code, 2)
        XCTAssertEqual(read(baseline), recorded)

        // A file that cannot be read (here: not UTF-8) has no findings: its entries must not go.
        try Data([0x6C, 0x65, 0x74, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: source))
        let prune = run(["baseline", "--prune", "--baseline", baseline, directory.path])
        XCTAssertEqual(prune.code, 2)
        XCTAssertEqual(prune.err, "darklint: cannot write \(baseline): 1 input could not be read (\(source): the file is not valid UTF-8 (byte offset 3)); a baseline is never written from a partial run\n")
        XCTAssertEqual(run([directory.path, "--write-baseline", baseline, "--quiet"]).code, 2)
        XCTAssertEqual(read(baseline), recorded)
    }

    func testConcurrentWritersAlwaysLeaveOneWholeFile() throws {
        let target = path("out.txt")
        try write("out.txt", "old")
        let texts = (0..<16).map { k in String(repeating: "\(k % 10)", count: 100_000) }
        DispatchQueue.concurrentPerform(iterations: texts.count) { k in
            for _ in 0..<5 { try? AtomicFileWriter.write(Array(texts[k].utf8), to: target) }
        }
        XCTAssertTrue(texts.contains(try XCTUnwrap(read(target))), "one writer's whole text")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.txt"])
    }

    func testReadOnlyFolderIsOneLineAndTheOldFileStays() throws {
        let source = try write("A.swift", finding)
        let output = try write("locked/out.txt", "old")
        XCTAssertEqual(chmod(path("locked"), 0o555), 0)
        defer { chmod(path("locked"), 0o755) }
        if access(path("locked"), W_OK) == 0 { throw XCTSkip("running as a user that writes any folder (root)") }
        let result = run([source, "--output", output])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "darklint: cannot write \(output): Permission denied\n")
        XCTAssertEqual(read(output), "old")
    }

    func testPaletteJSONGoesToOutput() throws {
        let source = try write("A.swift", "let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
        let result = run(["palette", source, "--output", path("palette.json")])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "")
        XCTAssertTrue(read(path("palette.json"))?.contains("\"light\": \"#FF0000\"") == true)
    }

    // MARK: Data loss: palette --xcassets --force

    private func paletteSource() throws -> String {
        try write("Src/A.swift", "let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n")
    }

    func testForceReplacesOnlyAnAssetCatalog() throws {
        let source = try paletteSource()
        // Not a catalog by name, not a catalog by content, not a folder: refused, untouched.
        try write("Sources/main.swift", "print(1)\n")
        try write("Mixed.xcassets/Contents.json", "{}")
        try write("Mixed.xcassets/notes.swift", "let keep = 1\n")
        try write("Deep.xcassets/Group/Contents.json", "{}")
        try write("Deep.xcassets/Group/script.sh", "echo\n")
        try write("File.xcassets", "a file")
        let refusals = [
            "Sources": "is not named *.xcassets",
            "Mixed.xcassets": "holds \(path("Mixed.xcassets/notes.swift")), which is not asset-catalog content",
            "Deep.xcassets": "holds \(path("Deep.xcassets/Group/script.sh")), which is not asset-catalog content",
            "File.xcassets": "is not a folder",
        ]
        for (name, reason) in refusals {
            let result = run(["palette", source, "--xcassets", path(name), "--force"])
            XCTAssertEqual(result.code, 2, name)
            XCTAssertEqual(result.err, "darklint: cannot write \(path(name)): it \(reason), and --force replaces only an asset catalog; nothing was changed\n")
        }
        XCTAssertEqual(read(path("Sources/main.swift")), "print(1)\n")
        XCTAssertEqual(read(path("Mixed.xcassets/notes.swift")), "let keep = 1\n")
        XCTAssertEqual(read(path("Deep.xcassets/Group/script.sh")), "echo\n")
        XCTAssertEqual(read(path("File.xcassets")), "a file")

        // A real catalog (sets, a group, Finder's .DS_Store) is replaced whole.
        try write("Palette.xcassets/Contents.json", "{}")
        try write("Palette.xcassets/Old.colorset/Contents.json", "{}")
        try write("Palette.xcassets/Icons/Logo.imageset/logo.png", "png")
        try write("Palette.xcassets/.DS_Store", "")
        let replaced = run(["palette", source, "--xcassets", path("Palette.xcassets"), "--force", "--quiet"])
        XCTAssertEqual(replaced.code, 0, replaced.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("Palette.xcassets")).sorted(),
                       ["Contents.json", "Red.colorset"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("darklint") }, [])
    }

    func testPaletteCleansLeftoversOfKilledRunsAndRestoresTheirBackup() throws {
        let source = try paletteSource()
        let catalog = path("Palette.xcassets")
        try write("Palette.xcassets/Contents.json", "{}")
        // Leftovers of a run that is gone (pid 2^31-1 does not exist) are removed; those of a live
        // process (pid 1) are not ours to touch; other names are never touched.
        let dead = Int32.max
        try write(".Palette.xcassets.darklint-new-\(dead)-abc/Contents.json", "{}")
        try write("Palette.xcassets.darklint-tmp-\(dead)/Contents.json", "{}")
        try write(".Palette.xcassets.darklint-new-1-abc/Contents.json", "{}")
        try write(".Other.xcassets.darklint-new-\(dead)-abc/Contents.json", "{}")
        let result = run(["palette", source, "--xcassets", catalog, "--force", "--quiet"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
                       [".Other.xcassets.darklint-new-\(dead)-abc", ".Palette.xcassets.darklint-new-1-abc", "Palette.xcassets", "Src"])

        // A run killed between moving the old catalog aside and moving the new one in left only
        // the backup: the next run puts it back first (and so needs --force to replace it).
        try FileManager.default.moveItem(atPath: catalog, toPath: path(".Palette.xcassets.darklint-old-\(dead)-xyz"))
        let again = run(["palette", source, "--xcassets", catalog, "--quiet"])
        XCTAssertEqual(again.code, 2)
        XCTAssertEqual(again.err, "darklint: cannot write \(catalog): it already exists; --force replaces it\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog + "/Red.colorset/Contents.json"))
    }
}
