import XCTest
@testable import LintRules

/// Rough edges of the command line found by trying it as a new user (issue 14), one test each.
final class CommandLineBugTests: TemporaryFolderTestCase {
    private let white = "view.backgroundColor = UIColor.white\n"

    func testATypoOfACommandIsNotTakenAsAPath() throws {
        try write("Examples/A.swift", white)
        let typo = runInFolder(["lnt", "Examples"])
        XCTAssertEqual(typo.code, 2)
        XCTAssertEqual(typo.err, "darklint: error: unknown command 'lnt'; did you mean 'lint'?\n")
        XCTAssertEqual(typo.out, "")
        XCTAssertEqual(runInFolder(["confgi"]).err, "darklint: error: unknown command 'confgi'; did you mean 'config'?\n")
        // `darklint PATH` stays a shorthand for existing paths, even one spelt like a command.
        XCTAssertEqual(runInFolder(["Examples"]).code, 1)
        try write("lnt/B.swift", white)
        XCTAssertEqual(runInFolder(["lnt"]).code, 1)
        // A missing path that is nobody's typo is still a missing path.
        XCTAssertEqual(runInFolder(["Sources"]).err, "darklint: error: no such file or directory: Sources\n")
    }

    func testUnknownOptionsGetTheNearestOneAndDashHIsHelp() {
        XCTAssertEqual(runInFolder(["--formt", "json"]).err, "darklint: error: unknown option '--formt'; did you mean '--format'? (see 'darklint --help')\n")
        XCTAssertEqual(runInFolder(["--fail_on", "note"]).err, "darklint: error: unknown option '--fail_on'; did you mean '--fail-on'? (see 'darklint --help')\n")
        let help = runInFolder(["-h"])
        XCTAssertEqual(help.code, 0)
        XCTAssertEqual(help.out, runInFolder(["--help"]).out)
    }

    func testConfigOfAMissingPathIsAUsageError() {
        let result = runInFolder(["config", "/nonexistent"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "darklint: error: no such file or directory: /nonexistent\n")
    }

    func testAMissingConfigFileIsOneLineNamingIt() throws {
        try write("A.swift", white)
        let result = runInFolder(["--config", "nope.darklint", "A.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err.split(separator: "\n").count, 1, result.err)
        XCTAssertTrue(result.err.hasPrefix("darklint: error: nope.darklint: cannot read the configuration file"), result.err)
        XCTAssertFalse(result.err.contains(":0:"))
    }

    func testFormatIsHonouredOrRejectedByRulesAndPalette() throws {
        let json = runInFolder(["rules", "--format", "json"])
        XCTAssertEqual(json.code, 0)
        let rules = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [[String: Any]]
        XCTAssertEqual(rules.map { $0["id"] as! String }, RuleRegistry.ids)
        XCTAssertEqual(rules.first { $0["id"] as? String == "non_adaptive_color" }?["fixable"] as? Bool, true)
        XCTAssertEqual(runInFolder(["rules", "--format", "sarif"]).code, 2)
        XCTAssertEqual(runInFolder(["rules", "--format", "sarif"]).err, "darklint: error: 'darklint rules' prints a table, json or markdown, not 'sarif'\n")
        try write("A.swift", "let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)\n")
        let palette = runInFolder(["palette", "A.swift", "--format", "sarif"])
        XCTAssertEqual(palette.code, 2)
        XCTAssertEqual(palette.out, "")
        XCTAssertEqual(runInFolder(["palette", "A.swift", "--format", "json"]).code, 0)
    }

    func testRulesIDShowsOneRuleAndTheTableHasDefaultAndFixableColumns() {
        let one = runInFolder(["rules", "non_adaptive_color"])
        XCTAssertEqual(one.code, 0)
        XCTAssertTrue(one.out.hasPrefix("non_adaptive_color: Non-adaptive named color\n"), one.out)
        XCTAssertTrue(one.out.contains("fixable: yes"))
        XCTAssertTrue(one.out.contains("Triggers"))
        XCTAssertTrue(one.out.contains("Does not trigger"))
        XCTAssertTrue(runInFolder(["rules", "cgcolor_outside_update"]).out.contains("fixable: no"))
        XCTAssertEqual(runInFolder(["rules", "hardcoded_colr"]).err, "darklint: error: unknown rule 'hardcoded_colr'; did you mean 'hardcoded_color'?\n")
        let table = runInFolder(["rules"]).out.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(Array(table[0].prefix(5)), ["rule", "level", "default", "fixable", "summary"])
        let row = table.first { $0[0] == "non_adaptive_color" }!
        XCTAssertEqual(Array(row[1...3]), ["warning", "on", "yes"])
        for optIn in RuleRegistry.all.filter({ $0.description.isOptIn }) {
            XCTAssertEqual(table.first { $0[0] == optIn.description.id }?[2], "opt-in")
        }
    }

    func testAMissingPathIsTheErrorAloneWhenNothingWasLinted() {
        let result = runInFolder(["Nope.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "darklint: error: no such file or directory: Nope.swift\n")
        XCTAssertEqual(result.out, "")
    }

    func testWriteBaselineWritesConfirmsAndExitsZero() throws {
        try write("A.swift", "import UIKit\nclass V: UIView { func f() { backgroundColor = UIColor.white } }\n")
        let result = runInFolder(["A.swift", "--write-baseline", "baseline.json"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "darklint: wrote 1 finding to baseline.json\n")
        XCTAssertNotNil(read(path("baseline.json")))
        XCTAssertEqual(runInFolder(["A.swift", "--baseline", "baseline.json"]).code, 0)
    }

    func testStandardInputHonoursExclude() {
        let excluded = runInFolder(["--stdin-path", "Generated/A.swift", "--exclude", "Generated/**"], stdin: Array(white.utf8))
        XCTAssertEqual(excluded.code, 0)
        XCTAssertEqual(excluded.out, "")
        XCTAssertEqual(excluded.err, "")
        let linted = runInFolder(["--stdin-path", "Sources/A.swift", "--exclude", "Generated/**"], stdin: Array(white.utf8))
        XCTAssertEqual(linted.code, 1)
        XCTAssertTrue(linted.out.contains("[non_adaptive_color]"))
    }

    func testADisableWithNoRuleIsReported() {
        for comment in ["// darklint:disable:this", "// darklint:disable:next", "/* darklint:disable */"] {
            let source = SourceFile(path: "A.swift", text: "let a = 1 \(comment)\nlet b = 2\n")
            let found = LintRun().run(sources: [source], plans: [FilePlan()]).diagnostics
            XCTAssertEqual(found.map(\.ruleID), ["superfluous_disable"], comment)
            XCTAssertTrue(found.first?.message.contains("names no rule") ?? false, found.first?.message ?? comment)
        }
    }

    func testAMissingAssetInAFolderWithoutNamespaceSuggestsTheSetsName() throws {
        let set = "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"1\", \"green\": \"1\", \"blue\": \"1\", \"alpha\": \"1\"}}, \"idiom\": \"universal\"}, {\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], \"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0\", \"green\": \"0\", \"blue\": \"0\", \"alpha\": \"1\"}}, \"idiom\": \"universal\"}]}"
        try write("Assets.xcassets/Colors/TextColor.colorset/Contents.json", set)
        try write("A.swift", "let c = UIColor(named: \"Colors/TextColor\")\n")
        let out = runInFolder([".", "--quiet"]).out
        XCTAssertTrue(out.contains("did you mean `TextColor`?"), out)
    }
}
