import XCTest
@testable import LintRules

/// `.darklint` discovery and merging, every option, bad configurations, baselines, deployment targets.
final class ConfigurationTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root = (FileManager.default.temporaryDirectory.appendingPathComponent("darklint-config-\(UUID().uuidString)").path as NSString).standardizingPath
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: root) }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func run(_ arguments: [String], stdin: String = "") -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let command = DarklintCommand(readStandardInput: { Array(stdin.utf8) }, writeOutput: { out += $0 },
                                      writeError: { err += $0 }, currentDirectory: root)
        let code = command.run(arguments)
        return (code, out, err)
    }

    private func rules(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            let file = line.split(separator: ":")[0]
            let rule = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
            return "\(file) \(rule)"
        }
    }

    private let white = "view.backgroundColor = UIColor.white\n"
    private let rgb = "view.backgroundColor = UIColor(white: 0.9, alpha: 1)\n"

    func testNestedConfigsRefineTheirParentsAndTheCommandLineWins() throws {
        try write(".darklint", "# root config\n--disable hardcoded_color\n--severity non_adaptive_color=error\n")
        try write("A.swift", white + rgb)
        try write("Sub/.darklint", "--enable hardcoded_color   # the subfolder wants it back\n")
        try write("Sub/B.swift", white + rgb)
        let result = run(["--quiet"])
        XCTAssertEqual(rules(result.out), ["A.swift non_adaptive_color", "Sub/B.swift non_adaptive_color", "Sub/B.swift hardcoded_color"])
        XCTAssertTrue(result.out.contains("A.swift:1:24: error:"), result.out)
        XCTAssertEqual(result.code, 1)
        // The command line wins over both files.
        let cli = run(["--quiet", "--severity", "non_adaptive_color=note", "--disable", "hardcoded_color"])
        XCTAssertEqual(rules(cli.out), ["A.swift non_adaptive_color", "Sub/B.swift non_adaptive_color"])
        XCTAssertTrue(cli.out.contains("A.swift:1:24: note:"))
        XCTAssertEqual(cli.code, 0)
    }

    func testSeverityOffAndRulesOnly() throws {
        try write(".darklint", "--severity non_adaptive_color=off\n")
        try write("A.swift", white + rgb)
        XCTAssertEqual(rules(run(["--quiet"]).out), ["A.swift hardcoded_color"])
        XCTAssertEqual(rules(run(["--quiet", "--no-config", "--rules", "non_adaptive_color"]).out), ["A.swift non_adaptive_color"])
    }

    func testExcludedFoldersAreNotDescendedIntoAndIncludesFilter() throws {
        try write(".darklint", "--exclude Vendor, **/*.generated.swift\n")
        try write("Vendor/Lib.swift", white)
        try write("App/Colors.generated.swift", white)
        try write("App/View.swift", white)
        try write("Tests/ViewTests.swift", white)
        // Test targets are skipped unless asked for.
        XCTAssertEqual(rules(run(["--quiet"]).out), ["App/View.swift non_adaptive_color"])
        XCTAssertEqual(rules(run(["--quiet", "--include-tests"]).out), ["App/View.swift non_adaptive_color", "Tests/ViewTests.swift non_adaptive_color"])
        XCTAssertEqual(rules(run(["--quiet", "--include", "App/**"]).out), ["App/View.swift non_adaptive_color"])
        // Explicitly named excluded files stay excluded (pre-commit passes file names).
        XCTAssertEqual(run(["Vendor/Lib.swift", "--quiet"]).out, "")
    }

    func testAllowFilesAreThePalettesSourceOfTruth() throws {
        try write(".darklint", "--allow-files Theme/Palette.swift\n")
        try write("Theme/Palette.swift", white + rgb + "let s = UIActivityIndicatorView(style: .gray)\n")
        XCTAssertEqual(rules(run(["--quiet"]).out), ["Theme/Palette.swift deprecated_indicator_style"])
    }

    func testUpdateHooksFromConfigMakeATeamsThemeHandlerAnUpdateContext() throws {
        let view = "class Card: UIView {\n    func handleThemeDidChange() { layer.borderColor = Theme.border.cgColor }\n}\n"
        try write("Card.swift", view)
        try write("Theme.swift", "enum Theme {\n    static let border = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }\n}\n")
        XCTAssertEqual(rules(run(["--quiet"]).out), ["Card.swift cgcolor_outside_update"])
        try write(".darklint", "--update-hooks handleThemeDidChange\n")
        XCTAssertEqual(run(["--quiet"]).out, "")
    }

    func testColorTypesAndHexInitializers() throws {
        try write("A.swift", "view.backgroundColor = Palette(red: 1, green: 1, blue: 1)\nview.backgroundColor = UIColor(code: 0xFFFFFF)\n")
        XCTAssertEqual(run(["--quiet"]).out, "")
        try write(".darklint", "--color-types Palette\n--hex-initializers code\n")
        XCTAssertEqual(rules(run(["--quiet"]).out), ["A.swift hardcoded_color", "A.swift hardcoded_color"])
    }

    func testBadConfigurationsNameFileAndLineAndExitTwoWithoutLinting() throws {
        try write("A.swift", white)
        for (text, message) in [
            ("--disable hardcoded_color\n--bogus\n", ".darklint:2: unknown option '--bogus' (see 'darklint --help')"),
            ("--disable hardcoded_colour\n", ".darklint:1: unknown rule 'hardcoded_colour' (see 'darklint rules')"),
            ("\n--severity hardcoded_color=fatal\n", ".darklint:2: --severity level must be error, warning, note or off, not 'fatal'"),
            ("disable hardcoded_color\n", ".darklint:1: expected an option like '--disable RULE', got 'disable hardcoded_color'"),
            ("--quiet yes\n", ".darklint:1: option '--quiet' takes no value"),
            ("--exclude\n", ".darklint:1: option '--exclude' needs a value (GLOBS)"),
            ("--stdin-path x.swift\n", ".darklint:1: '--stdin-path' is a command-line option, not for a config file"),
        ] {
            try write(".darklint", text)
            let result = run([])
            XCTAssertEqual(result.code, 2, text)
            XCTAssertEqual(result.out, "", "nothing is linted with a bad configuration")
            XCTAssertEqual(result.err, "darklint: error: \(message)\n")
        }
    }

    func testExplicitConfigReplacesDiscovery() throws {
        try write(".darklint", "--disable non_adaptive_color\n")
        try write("ci.darklint", "--disable hardcoded_color\n")
        try write("A.swift", white + rgb)
        XCTAssertEqual(rules(run(["--quiet", "--config", "ci.darklint"]).out), ["A.swift non_adaptive_color"])
        XCTAssertEqual(run(["--config", "missing.darklint"]).err, "darklint: error: missing.darklint: cannot read the configuration file: no such file (missing, or a broken symbolic link)\n")
    }

    func testConfigCommandShowsContributingFilesAndOrigins() throws {
        try write(".darklint", "--disable appearance_opt_out\n")
        try write("Sub/.darklint", "\n--severity hardcoded_color=error\n--deployment-target iOS 12.0\n")
        try write("Sub/A.swift", white)
        let result = run(["config", "Sub/A.swift"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.contains("files: .darklint, Sub/.darklint\n"), result.out)
        XCTAssertTrue(result.out.contains("  --severity hardcoded_color=error    (Sub/.darklint:2)\n"), result.out)
        XCTAssertTrue(result.out.contains("  appearance_opt_out          off\n"), result.out)
        XCTAssertTrue(result.out.contains("  hardcoded_color             error\n"), result.out)
        XCTAssertTrue(result.out.contains("deployment target: iOS 12.0\n"), result.out)
    }

    func testStdinPathGetsTheConfigurationOfItsPath() throws {
        try write("Sub/.darklint", "--disable non_adaptive_color\n")
        XCTAssertEqual(run(["--stdin-path", "Sub/View.swift", "--quiet"], stdin: white).out, "")
        XCTAssertTrue(run(["--stdin-path", "Other/View.swift", "--quiet"], stdin: white).out.hasPrefix("Other/View.swift:1:24: warning:"))
    }

    // MARK: Baselines

    func testBaselineHidesKnownFindingsAcrossLineShiftsButNotCopies() throws {
        let path = try write("A.swift", "import UIKit\n" + white)
        XCTAssertEqual(run(["--write-baseline", "baseline.json", "--quiet"]).code, 0)   // recording findings is not failing on them
        let json = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        XCTAssertEqual(json, """
        {
          "version": 1,
          "findings": [
            {"file": "A.swift", "rule": "non_adaptive_color", "line": "view.backgroundColor = UIColor.white", "count": 1}
          ]
        }

        """)
        let hidden = run(["--baseline", "baseline.json"])
        XCTAssertEqual(hidden.code, 0)
        XCTAssertEqual(hidden.err, "darklint: no findings in 1 file (1 hidden by the baseline)\n")
        // Lines inserted above, and the line re-indented: still the same finding.
        try write("A.swift", "import UIKit\n\n// a new comment\nfunc f() {\n    " + white + "}\n")
        XCTAssertEqual(run(["--baseline", "baseline.json"]).code, 0)
        // The line copied: the copy is new.
        try write("A.swift", "import UIKit\n" + white + white)
        let copied = run(["--baseline", "baseline.json", "--quiet"])
        XCTAssertEqual(copied.code, 1)
        XCTAssertEqual(copied.out.split(separator: "\n").count, 1)
        _ = path
    }

    func testBaselinePruneDropsEntriesThatNoLongerOccur() throws {
        try write("A.swift", white + rgb)
        _ = run(["--write-baseline", "baseline.json", "--quiet"])
        try write("A.swift", rgb)
        let result = run(["baseline", "--prune", "--baseline", "baseline.json"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.err, "darklint: baseline \(root!)/baseline.json: kept 1 finding, dropped 1 that no longer occur\n")
        let json = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        XCTAssertTrue(json.contains("hardcoded_color") && !json.contains("non_adaptive_color"))
    }

    func testBadBaselineIsAUsageError() throws {
        try write("A.swift", white)
        try write("baseline.json", "[1, 2]")
        let result = run(["--baseline", "baseline.json"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("not a darklint baseline"))
        XCTAssertEqual(run(["--baseline", "nope.json"]).code, 2)
    }

    // MARK: Deployment targets

    func testDeploymentTargetDetection() {
        var fromPackage = DeploymentTargets()
        fromPackage.merge(fromPackageManifest: "platforms: [.iOS(.v12), .macOS(.v10_14), .watchOS(.v6)]")
        XCTAssertEqual(fromPackage.iOS, OSVersion(12))
        XCTAssertEqual(fromPackage.macOS, OSVersion(10, 14))
        var fromStrings = DeploymentTargets()
        fromStrings.merge(fromPackageManifest: "platforms: [.iOS(\"15.4\")]")
        XCTAssertEqual(fromStrings.iOS?.description, "15.4")
        var fromProject = DeploymentTargets()
        fromProject.merge(fromProject: """
            IPHONEOS_DEPLOYMENT_TARGET = 14.0;
            IPHONEOS_DEPLOYMENT_TARGET = 12.1;
            MACOSX_DEPLOYMENT_TARGET = "10.15";
        """)
        XCTAssertEqual(fromProject.iOS?.description, "12.1")
        XCTAssertEqual(fromProject.macOS?.description, "10.15")
        var given = DeploymentTargets()
        XCTAssertNoThrow(try given.apply("iOS 17.0"))
        XCTAssertNoThrow(try given.apply("macos=10.14"))
        XCTAssertEqual(given, DeploymentTargets(iOS: OSVersion(17), macOS: OSVersion(10, 14)))
        XCTAssertThrowsError(try given.apply("android 12"))
    }

    func testDeploymentTargetIsReadFromPackageSwiftAndXcodeproj() throws {
        try write("Package.swift", "let package = Package(name: \"App\", platforms: [.iOS(.v12)])\n")
        XCTAssertTrue(run(["config"]).out.contains("deployment target: iOS 12.0 (detected)"))
        try FileManager.default.removeItem(atPath: root + "/Package.swift")
        try write("App.xcodeproj/project.pbxproj", "MACOSX_DEPLOYMENT_TARGET = 10.13;\n")
        XCTAssertTrue(run(["config"]).out.contains("deployment target: macOS 10.13 (detected)"))
    }

    func testGlobs() {
        let base = "/p"
        XCTAssertTrue(Glob("Vendor", base: base).matches("/p/Vendor"))
        XCTAssertTrue(Glob("Vendor", base: base).matches("/p/a/Vendor/b.swift"))
        XCTAssertTrue(Glob("*.generated.swift", base: base).matches("/p/x/Colors.generated.swift"))
        XCTAssertFalse(Glob("*.generated.swift", base: base).matches("/p/x/Colors.swift"))
        XCTAssertTrue(Glob("Sources/**/Theme?.swift", base: base).matches("/p/Sources/a/b/Theme1.swift"))
        XCTAssertTrue(Glob("Sources/**/Theme?.swift", base: base).matches("/p/Sources/Theme2.swift"))
        XCTAssertFalse(Glob("Sources/*.swift", base: base).matches("/p/Sources/a/b.swift"))
        XCTAssertTrue(Glob("Sources/App", base: base).matches("/p/Sources/App/View.swift"))
        XCTAssertFalse(Glob("Sources/App", base: base).matches("/q/Sources/App/View.swift"))
        XCTAssertFalse(Glob("App", base: base).matches("/p/Application/View.swift"))
    }
}
