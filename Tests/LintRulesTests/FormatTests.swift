import XCTest
@testable import LintRules

/// What CI consumers of the machine formats rely on: paths that resolve (never an absolute path
/// claimed relative to `%SRCROOT%`), fingerprints that survive edits, and JUnit counts that mean
/// what JUnit readers think they mean.
final class FormatTests: TemporaryFolderTestCase {
    private let finding = "import UIKit\nclass V: UIView { func f() { backgroundColor = UIColor.white } }\n"

    private func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    private func sarifRun(_ arguments: [String], in folder: String) throws -> [String: Any] {
        var out = ""
        let command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0 }, writeError: { _ in }, currentDirectory: folder)
        _ = command.run(arguments + ["--format", "sarif", "--quiet"])
        return ((try json(out) as! [String: Any])["runs"] as! [[String: Any]])[0]
    }

    private func artifacts(_ run: [String: Any]) -> [[String: Any]] {
        (run["results"] as! [[String: Any]]).map {
            (($0["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["artifactLocation"] as! [String: Any]
        }
    }

    func testSARIFPathsAreRelativeToTheCurrentFolderAndAbsoluteOnlyWithoutABase() throws {
        try write("Repo/.git/HEAD", "ref: refs/heads/main\n")
        try write("Repo/App/In.swift", finding)
        try write("Outside.swift", finding)
        let run = try sarifRun([".", "../../Outside.swift"], in: path("Repo/App"))
        let base = (run["originalUriBaseIds"] as! [String: Any])["%SRCROOT%"] as! [String: Any]
        XCTAssertEqual(base["uri"] as? String, "file://" + path("Repo/App") + "/")
        let found = artifacts(run)
        XCTAssertEqual(found.count, 2)
        let inside = found.first { $0["uriBaseId"] != nil }!, outside = found.first { $0["uriBaseId"] == nil }!
        XCTAssertEqual(inside["uri"] as? String, "In.swift")
        XCTAssertEqual(outside["uri"] as? String, "file://" + path("Outside.swift"))
        // --base: relative to another folder (the repository root, from a subfolder).
        let based = try sarifRun([".", "--base", "../.."], in: path("Repo/App"))
        XCTAssertEqual(artifacts(based).first?["uri"] as? String, "Repo/App/In.swift")
        var err = ""
        let missing = DarklintCommand(readStandardInput: { [] }, writeOutput: { _ in }, writeError: { err += $0 }, currentDirectory: directory.path)
        XCTAssertEqual(missing.run([".", "--base", "Nope", "--format", "sarif"]), 2)
        XCTAssertEqual(err, "darklint: error: --base takes an existing folder, not 'Nope'\n")
    }

    func testCodeClimatePathsAreRelativeToTheCurrentFolderOrBase() throws {
        try write("App/In.swift", finding)
        try write("Outside.swift", finding)
        var out = ""
        let command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0 }, writeError: { _ in }, currentDirectory: path("App"))
        _ = command.run([".", "../Outside.swift", "--format", "codeclimate"])
        let paths = (try json(out) as! [[String: Any]]).map { ($0["location"] as! [String: Any])["path"] as! String }
        XCTAssertEqual(Set(paths), ["In.swift", path("Outside.swift")])
        out = ""
        _ = command.run([".", "../Outside.swift", "--format", "codeclimate", "--base", ".."])
        XCTAssertEqual(Set((try json(out) as! [[String: Any]]).map { ($0["location"] as! [String: Any])["path"] as! String }),
                       ["App/In.swift", "Outside.swift"])
    }

    func testSARIFFingerprintsSurviveLineShiftsAndTellCopiesApart() throws {
        func fingerprints(_ source: String) throws -> [String] {
            try write("A.swift", source)
            let run = try sarifRun(["A.swift"], in: directory.path)
            return (run["results"] as! [[String: Any]]).map { ($0["partialFingerprints"] as! [String: String])["darklintFingerprint/v1"]! }
        }
        let before = try fingerprints(finding)
        let shifted = try fingerprints("// a comment added above\n\n" + finding)
        XCTAssertEqual(before, shifted)
        let copied = try fingerprints(finding + "class W: UIView { func f() { backgroundColor = UIColor.white } }\n")
        XCTAssertEqual(copied.count, 2)
        XCTAssertNotEqual(copied[0], copied[1])
    }

    func testSARIFListsIoErrorAmongTheRulesAndResultsPointAtIt() throws {
        try FileManager.default.createDirectory(atPath: path("d"), withIntermediateDirectories: true)
        try Data([0x6C, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path("d/Bad.swift")))
        let run = try sarifRun(["d"], in: directory.path)
        let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let index = try XCTUnwrap(rules.firstIndex { $0["id"] as? String == "io_error" })
        let result = (run["results"] as! [[String: Any]])[0]
        XCTAssertEqual(result["ruleId"] as? String, "io_error")
        XCTAssertEqual(result["ruleIndex"] as? Int, index)
        // No link to a repository that is not published (see SARIFReporter.repositoryURL).
        XCTAssertNil(SARIFReporter.repositoryURL)
        XCTAssertFalse(rules.contains { $0["helpUri"] != nil })
    }

    func testJUnitCountsFailedTestCasesNamesFilesAndHonoursFailOn() throws {
        try write("A.swift", finding + "class W: UIView { func f() { backgroundColor = UIColor.white } }\n")
        try write("B.swift", "import UIKit\nlet v = UIView()\nfunc f() { v.window?.overrideUserInterfaceStyle = .light }\n")   // a note
        try write("C.swift", "let a = 1\n")
        func junit(_ extra: [String]) throws -> XMLDocument {
            // B keeps the whole app Light: A's colours are reported as in a migration.
            let out = runInFolder(["A.swift", "B.swift", "C.swift", "--format", "junit", "--adoption", "migrating"] + extra).out
            return try XMLDocument(data: Data(out.utf8))
        }
        func failures(_ doc: XMLDocument) throws -> [String] {
            let suite = try XCTUnwrap(try doc.nodes(forXPath: "//testsuite").first as? XMLElement)
            return [suite.attribute(forName: "failures")?.stringValue ?? "", suite.attribute(forName: "tests")?.stringValue ?? ""]
        }
        let byDefault = try junit([])
        XCTAssertEqual(try failures(byDefault), ["1", "3"], "one failed test case (A, with two findings); B's note does not fail")
        XCTAssertEqual(try byDefault.nodes(forXPath: "//testcase/failure").count, 2)
        XCTAssertEqual(try byDefault.nodes(forXPath: "//testcase[@name='B.swift']/system-out").count, 1)
        XCTAssertEqual(try byDefault.nodes(forXPath: "//testcase[@file='C.swift']").count, 1)
        XCTAssertEqual(try failures(try junit(["--fail-on", "note"])), ["2", "3"])
        XCTAssertEqual(try failures(try junit(["--fail-on", "never"])), ["0", "3"])
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
