import XCTest
@testable import LintRules

/// The whole `darklint` command, in-process: arguments in, output and exit code out.
final class CommandTests: TemporaryFolderTestCase {

    private func run(_ arguments: [String], stdin: String = "") -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let command = DarklintCommand(readStandardInput: { Array(stdin.utf8) }, writeOutput: { out += $0 }, writeError: { err += $0 })
        let code = command.run(arguments)
        return (code, out, err)
    }

    func testXcodeFormatAndExitCodeOne() throws {
        let path = try write("A.swift", "import UIKit\nview.backgroundColor = UIColor.white\n")
        let result = run(["lint", path])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out, "\(path):2:24: warning: `UIColor.white` does not adapt: a light surface glares in Dark Mode; use `.systemBackground`, or an asset-catalog color with a Dark appearance [non_adaptive_color]\n")
        XCTAssertEqual(result.err, "darklint: 1 warning in 1 file\n")
    }

    /// 2fas-ios keeps secrets with git-crypt: checked out without the key (CI), 23 Swift files are
    /// ciphertext. They are counted in the summary, never errors that fail the run.
    func testFilesLockedByGitCryptAreSkippedAndSaidInTheSummary() throws {
        try write("Clean.swift", "let x = 1\n")
        let locked = path("Keys.swift")
        try Data([0] + Array("GITCRYPT".utf8) + [0, 0x99, 0xB3, 0x6E, 0xB0, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: locked))
        let result = runInFolder(["lint", "."])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(result.err, "darklint: no findings in 1 file (1 file encrypted with git-crypt skipped; unlock the repository to lint it)\n")
    }

    /// anytype (blind set fresh9): a set in a namespace folder is used through its own namespace only;
    /// `Color.Text.tone` is no use of `Brand/tone` (namespaces are read from the folders on disk).
    func testAColorSetInANamespaceFolderIsNotUsedThroughAnotherNamespace() throws {
        try write("Assets.xcassets/Brand/Contents.json", "{\"properties\": {\"provides-namespace\": true}}")
        try write("Assets.xcassets/Brand/tone.colorset/Contents.json", "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0.1\", \"green\": \"0.1\", \"blue\": \"0.1\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}")
        try write("A.swift", "title.textColor = UIColor.Text.tone\n")
        XCTAssertFalse(runInFolder(["lint", ".", "--adoption", "migrating"]).out.contains("colorset_missing_dark"))
        try write("A.swift", "title.textColor = UIColor.Brand.tone\n")
        XCTAssertTrue(runInFolder(["lint", ".", "--adoption", "migrating"]).out.contains("used as text once"))
    }

    /// An Xcode project with nothing in it, at `path` (`App.xcodeproj`): marks a folder as holding an app.
    private func writeEmptyProject(_ path: String) throws {
        try write(path + "/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; }\n")
    }

    /// The folder's lint reports nothing, its summary line says `summary`, and `--pedantic` reports the parked files.
    private func assertParked(summary: String, file: StaticString = #filePath, line: UInt = #line) {
        let quiet = runInFolder(["lint", "."])
        XCTAssertEqual(quiet.code, 0, quiet.out, file: file, line: line)
        XCTAssertTrue(quiet.err.contains(summary), quiet.err, file: file, line: line)
        XCTAssertEqual(runInFolder(["lint", ".", "--pedantic"]).code, 1, file: file, line: line)
    }

    /// podcast-ios (blind set fresh19) parked its first app, with its own project, in `old/` beside the
    /// redesign the root project builds: left to `--pedantic`, and said in the summary.
    func testAnAppParkedInAnOldFolderBesideTheOneBuiltIsLeftToPedantic() throws {
        try writeEmptyProject("App.xcodeproj")
        try write("App/View.swift", "let a = 1\n")
        try writeEmptyProject("old/Podcast.xcodeproj")
        try write("old/Podcast/Player.swift", "view.backgroundColor = UIColor.white\n")
        assertParked(summary: "(1 file of an earlier app or a demo parked beside the one built (`old/`) not reported; --pedantic lints it)")
        // Without a project of its own, `old/` is just a folder of the app.
        try FileManager.default.removeItem(atPath: path("old/Podcast.xcodeproj"))
        XCTAssertEqual(runInFolder(["lint", "."]).code, 1)
    }

    /// Flycut (blind set fresh28) vendors InAppSettingsKit and MGSwipeTableCell with their demo apps,
    /// each with its own project under the library's: nobody ships them.
    func testAVendoredLibrarysDemoAppsAreLeftToPedantic() throws {
        try writeEmptyProject("Flycut.xcodeproj")
        try writeEmptyProject("MGSwipeTableCell/MGSwipeTableCell.xcodeproj")
        try writeEmptyProject("MGSwipeTableCell/demo/MailAppDemoSwift/MailAppDemoSwift.xcodeproj")
        try write("MGSwipeTableCell/demo/MailAppDemoSwift/MailAppDemoSwift/Mail.swift", "view.backgroundColor = UIColor.white\n")
        try writeEmptyProject("Kit/InAppSettingsKit.xcodeproj")
        try writeEmptyProject("Kit/InAppSettingsKitSampleApp/SampleApp.xcodeproj")
        try write("Kit/InAppSettingsKitSampleApp/Cell.swift", "view.backgroundColor = UIColor.white\n")
        assertParked(summary: "(`Kit/InAppSettingsKitSampleApp/`, `MGSwipeTableCell/demo/`)")
        XCTAssertTrue(ParkedApps.isParkedName("MGSwipeDemo") && ParkedApps.isParkedName("Sample Code") && !ParkedApps.isParkedName("Sampler"))
    }

    /// Beam (blind set fresh35) vendors AWKGallery, whose own project beside its `Example` folder
    /// builds the demo; a `Legacy` folder beside a project is the app's own code.
    func testADemoBuiltByItsVendoredLibrarysProjectIsLeftToPedantic() throws {
        try writeEmptyProject("Beam.xcodeproj")
        try writeEmptyProject("AWKGallery/AWKGallery.xcodeproj")
        try write("AWKGallery/Example/Gallery.swift", "view.backgroundColor = UIColor.white\n")
        assertParked(summary: "(`AWKGallery/Example/`)")
        try FileManager.default.moveItem(atPath: path("AWKGallery/Example"), toPath: path("AWKGallery/Legacy"))
        XCTAssertEqual(runInFolder(["lint", "."]).code, 1)
        // The repository's own example beside its project: the app itself, with nothing above it.
        try FileManager.default.moveItem(atPath: path("AWKGallery/Legacy"), toPath: path("Example"))
        try FileManager.default.createDirectory(atPath: path(".git"), withIntermediateDirectories: true)
        XCTAssertEqual(runInFolder(["lint", "."]).code, 1)
    }

    func testCleanRunExitsZeroAndPrintsNothingOnStdout() throws {
        let path = try write("Clean.swift", "view.backgroundColor = .systemBackground\n")
        let result = run([path])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(result.err, "darklint: no findings in 1 file\n")
    }

    /// A project that reads the appearance in ten files has adopted Dark Mode: the summary says why its
    /// fixed colors in Swift are not listed; `--adoption migrating` (or a `.darklint` below) lists them.
    func testAdoptionIsDetectedSaidInTheSummaryAndOverridable() throws {
        let card = try write("App/Card.swift", "view.backgroundColor = UIColor.white\n")
        for n in 0..<10 { try write("App/Screen\(n).swift", "view.backgroundColor = .systemBackground\n") }
        let folder = (card as NSString).deletingLastPathComponent
        let adopted = run(["lint", folder])
        XCTAssertEqual(adopted.code, 0)
        XCTAssertEqual(adopted.err, "darklint: no findings in 11 files (Dark Mode adopted here, so fixed colors in Swift are listed only with --pedantic)\n")
        XCTAssertEqual(run(["lint", folder, "--adoption", "migrating"]).code, 1)
        XCTAssertEqual(run(["lint", folder, "--pedantic"]).code, 1)
        let bad = run(["lint", folder, "--adoption", "sometimes"])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("--adoption takes auto, adopted or migrating, not 'sometimes'"), bad.err)
        try write("App/.darklint", "--adoption migrating\n")
        XCTAssertEqual(run(["lint", folder]).code, 1)
    }

    /// blink and deltachat (blind set fresh6/fresh8): in a project that has adopted Dark Mode, its fixed
    /// surfaces in Swift are left to `--pedantic`, so the legacy `darkText` drawn on one by the same
    /// function (a pressed key, a toggle's on state) is a pair, not a finding. While migrating, both
    /// are listed, and their fixes go together.
    func testLegacyDarkInkOnItsOwnFixedLightSurfaceIsAPairInAnAdoptedProject() throws {
        let key = try write("Key.swift", """
        final class KeyView: UIView {
            let glyph = UIImageView()
            func showPressed() {
                backgroundColor = .white
                glyph.tintColor = UIColor.darkText
            }
        }
        final class ToggleButton: UIButton {
            func updateState(_ on: Bool) {
                backgroundColor = on ? .white : .darkGray
                tintColor = on ? .darkText : .lightText
            }
        }
        final class Plain: NSObject {
            func style(_ field: UITextField) { field.textColor = .darkText }
        }

        """)
        let adopted = run([key, "--adoption", "adopted"]).out
        XCTAssertFalse(adopted.contains("Key.swift:5:"), adopted)
        XCTAssertFalse(adopted.contains("Key.swift:11:"), adopted)
        XCTAssertTrue(adopted.contains("Key.swift:15:"), adopted)   // no surface: still always dark
        let migrating = run([key, "--adoption", "migrating"]).out
        XCTAssertTrue(migrating.contains("Key.swift:4:") && migrating.contains("Key.swift:5:"), migrating)
    }

    /// Code nothing calls is never seen: an extension method no one mentions gives no finding of
    /// any rule (GitHawk's `setLeftBarItemSpinning`); its called sibling still does.
    func testFindingsInCodeNothingCallsAreDropped() throws {
        let spinner = try write("Spinner.swift", """
        extension UIViewController {
            func setRightBarItemSpinning() {
                let activity = UIActivityIndicatorView(activityIndicatorStyle: .gray)
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: activity)
            }
            func setLeftBarItemSpinning() {
                let activity = UIActivityIndicatorView(activityIndicatorStyle: .gray)
                navigationItem.leftBarButtonItem = UIBarButtonItem(customView: activity)
            }
        }
        final class Upload: UIViewController {
            func send() { setRightBarItemSpinning() }
        }

        """)
        // A folder is a whole project: what it never mentions is dead.
        let out = run([(spinner as NSString).deletingLastPathComponent]).out
        XCTAssertTrue(out.contains("Spinner.swift:3:"), out)
        XCTAssertFalse(out.contains("Spinner.swift:7:"), out)
    }

    /// A property observer runs only when its property changes: one nothing sets never runs (Loop's
    /// `enabled`); a property set from another type (`cell.active = false`) still counts, and so do
    /// `&x`, `$x`, `x.toggle()` and `x[i] =`.
    func testAnObserverOfAPropertyNothingChangesNeverRuns() throws {
        let cell = try write("Cell.swift", """
        final class PredictionCell: UITableViewCell {
            var enabled: Bool = true {
                didSet { titleLabel.textColor = enabled ? UIColor.darkText : UIColor.lightGray }
            }
            var active: Bool = true {
                didSet { titleLabel.textColor = active ? UIColor.darkText : UIColor.lightGray }
            }
            var flags: [Bool] = [] {
                didSet { titleLabel.textColor = UIColor.darkText }
            }
            var on = false {
                didSet { titleLabel.textColor = UIColor.darkText }
            }
            let titleLabel = UILabel()
        }
        final class Owner: UIViewController {
            let cell = PredictionCell()
            func toggle() { cell.active = false; cell.flags[0] = true; cell.on.toggle() }
        }

        """)
        let out = run([(cell as NSString).deletingLastPathComponent, "--adoption", "migrating"]).out
        XCTAssertFalse(out.contains("Cell.swift:3:"), out)
        XCTAssertTrue(out.contains("Cell.swift:6:") && out.contains("Cell.swift:9:") && out.contains("Cell.swift:12:"), out)
    }

    /// An app whose Interface Builder views are fixed dark (a synth's #282828 panels) looks the same in
    /// both appearances: its dark ink sits on its own dark surfaces, not on Dark Mode's. A light surface
    /// is still reported, and `--adoption migrating` lists the dark ink.
    func testDarkInkInAnAppDrawnDarkInBothAppearancesIsNotReported() throws {
        let panels = (0..<12).map { k in
            "<view id=\"p\(k)\"><rect key=\"frame\" x=\"0\" y=\"\(k * 50)\" width=\"320\" height=\"44\"/><color key=\"backgroundColor\" white=\"0.16\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view>"
        }.joined(separator: "\n")
        _ = try write("Main.storyboard", """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <viewController id="c" customClass="PanelController" sceneMemberID="viewController"><view key="view" id="root">
        <rect key="frame" x="0" y="0" width="320" height="640"/><subviews>
        \(panels)
        </subviews><color key="backgroundColor" white="0.1" alpha="1" colorSpace="calibratedWhite"/></view></viewController>
        </objects></scene></scenes></document>
        """)
        let swift = try write("Panel.swift", """
        final class PanelController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.layer.borderColor = UIColor(white: 0.07, alpha: 1).cgColor
                view.layer.borderWidth = 1
                card.backgroundColor = UIColor(white: 0.97, alpha: 1)
            }
            let card = UIView()
        }

        """)
        let folder = (swift as NSString).deletingLastPathComponent
        let detected = run([folder, "--fail-on", "never"])
        XCTAssertFalse(detected.out.contains("Panel.swift:4:"), detected.out)
        XCTAssertTrue(detected.out.contains("Panel.swift:6:"), detected.out)   // a light card still glares
        XCTAssertTrue(detected.err.contains("drawn dark in both appearances") || detected.out.contains("drawn dark in both appearances"))
        XCTAssertTrue(run([folder, "--fail-on", "never", "--adoption", "migrating"]).out.contains("Panel.swift:4:"))
    }

    /// An app whose code paints its views light (Ello: 84 `.white` backgrounds, no adaptive one) keeps
    /// its dark ink on them: the surfaces are reported, saying the ink must change with them; the ink
    /// only with `--adoption migrating`. One adaptive background per five light ones undoes it.
    func testDarkInkInAnAppThatPaintsItsViewsLightIsLeftToTheSurfaces() throws {
        let cells = (0..<20).map { k in
            "final class Cell\(k): UITableViewCell {\n    func style() { backgroundColor = .white }\n}\n"
        }.joined()
        _ = try write("Cells.swift", cells)
        let swift = try write("Header.swift", "final class Header: UIView {\n    func style() { title.textColor = .black }\n    let title = UILabel()\n}\n")
        let folder = (swift as NSString).deletingLastPathComponent
        let light = run([folder, "--fail-on", "never"])
        XCTAssertFalse(light.out.contains("Header.swift:2:"), light.out)
        XCTAssertTrue(light.out.contains("Cells.swift:2:") && light.out.contains("this app paints its views light"), light.out)
        XCTAssertTrue((light.err + light.out).contains("its code paints its views light"))
        XCTAssertTrue(run([folder, "--fail-on", "never", "--adoption", "migrating"]).out.contains("Header.swift:2:"))
        // A standard cell's own label given no surface in that function sits on UIKit's adaptive cell
        // (trust-wallet's settings rows, found missing by session 28's recall review); one whose cell
        // the function paints stays with the surfaces.
        _ = try write("Rows.swift", """
        func row(_ cell: UITableViewCell) { cell.textLabel?.textColor = .black }
        func painted(_ cell: UITableViewCell) { cell.backgroundColor = .white; cell.textLabel?.textColor = .black }

        """)
        let rows = run([folder, "--fail-on", "never"]).out
        XCTAssertTrue(rows.contains("Rows.swift:1:"), rows)
        XCTAssertFalse(rows.split(separator: "\n").contains { $0.contains("Rows.swift:2:") && $0.contains("dark text is unreadable") }, rows)
        _ = try write("Adaptive.swift", (0..<5).map { "func a\($0)(_ v: UIView) { v.backgroundColor = .systemBackground }\n" }.joined())
        XCTAssertTrue(run([folder, "--fail-on", "never"]).out.contains("Header.swift:2:"))
    }

    /// A plist named for its target (`Verifier-Info.plist`) kept Light covers the folder of that name
    /// beside its own target folder (CovidCertificate: both apps' plists in `CovidCertificate/Supporting
    /// Files`, their code in `Verifier/` and `Wallet/`); an unrelated folder stays linted.
    func testAPlistNamedForItsTargetCoversTheFolderOfThatName() throws {
        _ = try write("CovidCertificate/Supporting Files/Verifier-Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
        """)
        _ = try write("Verifier/Check.swift", "func style(_ v: UIView) { v.backgroundColor = .white }\n")
        let other = try write("Shared/Card.swift", "func card(_ v: UIView) { v.backgroundColor = .white }\n")
        let folder = ((other as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let result = run([folder, "--fail-on", "never"])
        XCTAssertFalse(result.out.contains("Check.swift"), result.out)
        XCTAssertTrue(result.out.contains("Card.swift"), result.out)
        XCTAssertTrue(run([folder, "--fail-on", "never", "--adoption", "migrating"]).out.contains("Check.swift"))
        XCTAssertEqual(InfoPlistLinter.targetFolders(ofPlist: "App/Info.plist", absolute: "/nowhere/App/Info.plist"), ["App"])
    }

    /// A target whose Info.plist has a name of its own (`tvOS.plist`) and forces Dark covers the files
    /// only it builds, not those it shares with a target that follows the system (PopcornTime, fresh33).
    func testAnOwnNamedInfoPlistForcesTheFilesOnlyItsTargetBuilds() throws {
        _ = try write("App/Support/tvOS.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>
        """)
        let tv = try write("App/TV.swift", "func tv(_ v: UIView) { v.backgroundColor = .white }\n")
        _ = try write("App/Shared.swift", "func shared(_ v: UIView) { v.backgroundColor = .white }\n")
        _ = try write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T1, T2); };
            G = { isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1, F2); path = App; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = TV.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = F2; };
            B3 = { isa = PBXBuildFile; fileRef = F2; };
            S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
            S2 = { isa = PBXSourcesBuildPhase; files = (B3); };
            T1 = { isa = PBXNativeTarget; name = TV; buildPhases = (S1); buildConfigurationList = L1; };
            T2 = { isa = PBXNativeTarget; name = Phone; buildPhases = (S2); buildConfigurationList = L2; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
            C1 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/App/Support/tvOS.plist"; }; };
            C2 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "App/Support/iOS.plist"; }; };
        }; rootObject = P; }
        """)
        let folder = (((tv as NSString).deletingLastPathComponent) as NSString).deletingLastPathComponent
        let out = run([folder, "--fail-on", "never"]).out
        XCTAssertFalse(out.contains("TV.swift:"), out)
        XCTAssertTrue(out.contains("Shared.swift:1:"), out)
    }

    func testFailOnThresholds() throws {
        let path = try write("Opt.swift", "window?.overrideUserInterfaceStyle = .light\n")   // a note
        XCTAssertEqual(run([path]).code, 0)
        XCTAssertEqual(run([path, "--fail-on", "note"]).code, 1)
        let warn = try write("W.swift", "x.backgroundColor = UIColor.white\n")
        XCTAssertEqual(run([warn, "--fail-on=error"]).code, 0)
        XCTAssertEqual(run([warn, "--fail-on", "never"]).code, 0)
        XCTAssertEqual(run([warn, "--fail-on", "warning"]).code, 1)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(run(["--rules", "no_such_rule"]).code, 2)
        XCTAssertEqual(run(["--rules", "no_such_rule"]).err, "darklint: error: unknown rule 'no_such_rule' (see 'darklint rules')\n")
        XCTAssertEqual(run(["--bogus"]).err, "darklint: error: unknown option '--bogus' (see 'darklint --help')\n")
        XCTAssertEqual(run(["--format", "yaml"]).code, 2)
        XCTAssertEqual(run(["--fail-on", "maybe"]).code, 2)
        XCTAssertEqual(run(["--jobs", "0"]).code, 2)
        XCTAssertEqual(run(["--format"]).code, 2)
    }

    func testMissingPathIsReportedAndTheRunGoesOn() throws {
        let path = try write("A.swift", "x.backgroundColor = UIColor.white\n")
        let missing = directory.appendingPathComponent("Nope.swift").path
        let result = run([missing, path])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("darklint: error: no such file or directory: \(missing)\n"))
        XCTAssertTrue(result.out.contains("[non_adaptive_color]"))
    }

    func testNonUTF8FileIsOneErrorLineAndTheRunGoesOn() throws {
        let bad = directory.appendingPathComponent("Bad.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: bad)
        let good = try write("Good.swift", "x.backgroundColor = UIColor.white\n")
        let result = run([directory.path])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.out.split(separator: "\n").map(String.init), [
            "\(bad.path):1:1: error: the file is not valid UTF-8 (byte offset 4) [io_error]",
            "\(good):1:21: warning: `UIColor.white` does not adapt: a light surface glares in Dark Mode; use `.systemBackground`, or an asset-catalog color with a Dark appearance [non_adaptive_color]",
        ])
    }

    func testAnUnreadableFolderIsOneErrorLineAndTheRunGoesOn() throws {
        let good = try write("Good.swift", "x.backgroundColor = UIColor.white\n")
        let locked = directory.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        _ = try write("Locked/Hidden.swift", "let a = 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        if FileManager.default.isReadableFile(atPath: locked.path) { throw XCTSkip("running as a user that reads any folder (root)") }
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("\(locked.path):1:1: error: cannot list the folder: permission denied [io_error]"), result.out)
        XCTAssertTrue(result.out.contains(good))
    }

    func testDirectoriesAreWalkedSortedSkippingBuildFolders() throws {
        _ = try write("b/B.swift", "x.backgroundColor = UIColor.white\n")
        _ = try write("a/A.swift", "x.backgroundColor = UIColor.white\n")
        _ = try write(".build/Gen.swift", "x.backgroundColor = UIColor.white\n")
        _ = try write("Pods/P.swift", "x.backgroundColor = UIColor.white\n")
        _ = try write("Localizations/fr.xcloc/Source Contents/App/Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><objects><view id=\"v\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view></objects></document>\n")
        _ = try write("Vendor/Crashlytics.framework/Info.plist", "bplist00")
        _ = try write("Cores/cmake/CMakeFiles/3.25.1/CompilerIdC/CompilerIdC.xctest/Info.plist", "bplist00")
        _ = try write("Web/Sources/Resources/Uploader.bundle/Contents/Info.plist", "bplist00")
        _ = try write("notes.txt", "UIColor.white")
        let result = run([directory.path, "--quiet"])
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       [directory.appendingPathComponent("a/A.swift").path, directory.appendingPathComponent("b/B.swift").path])
        XCTAssertEqual(result.err, "")
    }

    func testTheExampleAppOfAVendoredLibraryIsSkippedUnlessTheLibraryIsLinted() throws {
        _ = try write("Local Pods/Swipe/Package.swift", "// swift-tools-version:5.9\n")
        _ = try write("Local Pods/Swipe/Sources/Swipe.swift", "x.backgroundColor = UIColor.white\n")
        _ = try write("Local Pods/Swipe/Example/Mail.swift", "x.backgroundColor = UIColor.white\n")
        _ = try write("App/Example/Screen.swift", "x.backgroundColor = UIColor.white\n")
        func linted(_ path: String) -> [String] {
            run([path, "--quiet"]).out.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
        }
        // The app's own `Example` folder is no library's: it is linted.
        XCTAssertEqual(linted(directory.path), ["App/Example/Screen.swift", "Local Pods/Swipe/Sources/Swipe.swift"].map { directory.appendingPathComponent($0).path })
        let library = directory.appendingPathComponent("Local Pods/Swipe").path
        XCTAssertEqual(linted(library), [library + "/Example/Mail.swift", library + "/Sources/Swipe.swift"])
    }

    func testAStoryboardNoXcodeProjectListsIsNotReported() throws {
        let white = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><objects><view id=\"v\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view></objects></document>\n"
        _ = try write("App.xcodeproj/project.pbxproj", "/* Begin PBXFileReference section */\n\t\tA1 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = \"<group>\"; };\n")
        _ = try write("App/Base.lproj/Main.storyboard", white)
        _ = try write("App/Base.lproj/OldMain.storyboard", white)
        // A package's resources are not in the project: no answer for them.
        _ = try write("Packages/Kit/Package.swift", "// swift-tools-version:5.9\n")
        _ = try write("Packages/Kit/Sources/Kit/Card.xib", white)
        let result = run([directory.path])
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       ["App/Base.lproj/Main.storyboard", "Packages/Kit/Sources/Kit/Card.xib"].map { directory.appendingPathComponent($0).path })
        XCTAssertTrue(result.err.contains("1 storyboard or XIB that no Xcode target builds was not reported; --pedantic lints it"), result.err)
        XCTAssertTrue(run([directory.path, "--pedantic"]).out.contains("OldMain.storyboard"))
        // A project that lists folders (Xcode 16 synchronized groups) says nothing about files.
        _ = try write("App.xcodeproj/project.pbxproj", "A2 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };\n")
        XCTAssertTrue(run([directory.path]).out.contains("OldMain.storyboard"))
    }

    func testAStoryboardTheProjectRefersToButNoTargetBuildsIsNotReported() throws {
        let white = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><objects><view id=\"v\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view></objects></document>\n"
        // Two storyboards named Main: the app's, in its Resources phase, and one in a `Learn` group
        // that no target builds.
        _ = try write("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tB1 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Main.storyboard */; };
        \t\tF1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tF2 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1 /* App */, G2 /* Learn */, ); sourceTree = "<group>"; };
        \t\tG1 /* App */ = {isa = PBXGroup; children = (V1, ); path = App; sourceTree = "<group>"; };
        \t\tG2 /* Learn */ = {isa = PBXGroup; children = (V2, ); path = Learn; sourceTree = "<group>"; };
        \t\tV1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F1 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tV2 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F2 /* Base */, ); name = Main.storyboard; sourceTree = "<group>"; };
        \t\tP0 /* Project object */ = {isa = PBXProject; mainGroup = G0; };
        \t};
        \trootObject = P0 /* Project object */;
        }
        """)
        _ = try write("App/Base.lproj/Main.storyboard", white)
        _ = try write("Learn/Base.lproj/Main.storyboard", white)
        let result = run([directory.path])
        XCTAssertEqual(result.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       [directory.appendingPathComponent("App/Base.lproj/Main.storyboard").path])
        XCTAssertTrue(result.err.contains("1 storyboard or XIB that no Xcode target builds was not reported"), result.err)
        // Clipy (blind set fresh13): a copy left beside the `Base.lproj` file the project builds by path
        // shares only the variant group's name.
        _ = try write("App/Main.storyboard", white)
        let withCopy = run([directory.path])
        XCTAssertEqual(withCopy.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       [directory.appendingPathComponent("App/Base.lproj/Main.storyboard").path])
        XCTAssertTrue(withCopy.err.contains("2 storyboards and XIBs that no Xcode target builds were not reported"), withCopy.err)
        // FSNotes (blind set fresh18): localized copies the project no longer refers to, beside the
        // `Base.lproj` storyboard it builds, are left over too.
        _ = try write("App/fr.lproj/Main.storyboard", white)
        _ = try write("App/ru.lproj/Main.storyboard", white)
        let withDropped = run([directory.path])
        XCTAssertEqual(withDropped.out.split(separator: "\n").map { String($0.split(separator: ":")[0]) },
                       [directory.appendingPathComponent("App/Base.lproj/Main.storyboard").path])
        XCTAssertTrue(withDropped.err.contains("4 storyboards and XIBs that no Xcode target builds were not reported"), withDropped.err)
    }

    /// Clipy (blind set fresh13): a preferences window painted near-white in code shows panes loaded
    /// by nib name, whose labels are fixed dark grey. On that surface they read in both appearances:
    /// the finding is the window's background, in the code that paints it. Likewise a storyboard
    /// scene whose controller paints its `view` white.
    func testDarkInkOnAViewCodePaintsLightIsAPair() throws {
        let pane = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
        <customObject id="-2" userLabel="File's Owner" customClass="PaneController"><connections><outlet property="view" destination="root" id="o1"/></connections></customObject>
        <customView id="root"><rect key="frame" x="0" y="0" width="400" height="300"/><subviews>
        <textField id="t1"><rect key="frame" x="20" y="20" width="200" height="17"/><textFieldCell key="cell" title="Screenshot" id="c1">
        <color key="textColor" red="0.27" green="0.27" blue="0.27" alpha="1" colorSpace="calibratedRGB"/></textFieldCell></textField>
        <textField id="t2"><rect key="frame" x="20" y="60" width="60" height="22"/><textFieldCell key="cell" editable="YES" drawsBackground="YES" id="c2">
        <color key="textColor" red="0.27" green="0.27" blue="0.27" alpha="1" colorSpace="calibratedRGB"/>
        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/></textFieldCell></textField>
        </subviews></customView></objects></document>

        """
        try write("App/Pane.xib", pane)
        try write("App/Prefs.swift", "final class PrefsWindowController: NSWindowController {\n    let panes = [NSViewController(nibName: \"Other\", bundle: nil)]\n    override func windowDidLoad() { window?.backgroundColor = NSColor(white: 0.99, alpha: 1) }\n}\n")
        XCTAssertTrue(runInFolder(["lint", ".", "--adoption", "migrating"]).out.contains("Pane.xib:5:"))
        try write("App/Prefs.swift", "final class PrefsWindowController: NSWindowController {\n    let panes = [NSViewController(nibName: \"Pane\", bundle: nil)]\n    override func windowDidLoad() { window?.backgroundColor = NSColor(white: 0.99, alpha: 1) }\n}\n")
        let painted = runInFolder(["lint", ".", "--adoption", "migrating"]).out
        XCTAssertFalse(painted.contains("Pane.xib:5:"), painted)
        // An editable field draws its own adaptive field: its dark text is on that, and vanishes.
        XCTAssertTrue(painted.contains("Pane.xib:7:"), painted)
        XCTAssertTrue(painted.contains("Prefs.swift:3:"), painted)   // the window's background stands
        // The File's Owner paints its own root view.
        try write("App/Prefs.swift", "final class PaneController: NSViewController {\n    override func viewDidLoad() { view.layer?.backgroundColor = nil; view.backgroundColor = .white }\n}\n")
        XCTAssertFalse(runInFolder(["lint", ".", "--adoption", "migrating"]).out.contains("Pane.xib:5:"))
    }

    /// DuckDuckGo (held-out set): a controller lays a web view over its whole root view in code, so
    /// the root view's white background from the storyboard is never seen.
    func testARootViewACodeMadeWebViewCoversIsNotReported() throws {
        try write("App/Web.storyboard", """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="WebContainerViewController" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </view></viewController></objects></scene></scenes></document>

        """)
        try write("App/Web.swift", "final class WebContainerViewController: UIViewController {\n    override func viewDidLoad() {\n        let webView = WKWebView(frame: view.bounds)\n    }\n}\n")
        XCTAssertTrue(runInFolder(["lint", ".", "--adoption", "migrating"]).out.contains("Web.storyboard:4:"))
        try write("App/Web.swift", "final class WebContainerViewController: UIViewController {\n    override func viewDidLoad() {\n        let webView = WKWebView(frame: view.bounds)\n        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]\n        view.addSubview(webView)\n    }\n}\n")
        XCTAssertFalse(runInFolder(["lint", ".", "--adoption", "migrating"]).out.contains("Web.storyboard"))
    }

    func testGeneratedFilesAreSkippedUnlessAsked() throws {
        let path = try write("Colors.generated.swift", "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n")
        let skipped = run([path])
        XCTAssertEqual(skipped.code, 0)
        XCTAssertEqual(skipped.err, "darklint: no findings in 0 files (1 generated file skipped; --include-generated lints them)\n")
        XCTAssertEqual(run([path, "--include-generated"]).code, 1)
        // A string that mentions generation below the header does not make a file generated.
        let normal = try write("Normal.swift", "let note = \"DO NOT EDIT\"\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n")
        XCTAssertEqual(run([normal]).code, 1)
        // The marker may follow a licence header and the imports (generated palettes often do).
        let late = try write("Palette.swift", "// Copyright 2024 Example\n\nimport UIKit\n\n// Generated by SwiftGen, do not edit\nview.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n")
        XCTAssertEqual(run([late]).code, 0)
    }

    func testRuleSelection() throws {
        let path = try write("Two.swift", "x.backgroundColor = UIColor.white\ny.backgroundColor = UIColor(white: 0.9, alpha: 1)\n")
        XCTAssertEqual(run([path, "--rules", "hardcoded_color", "--quiet"]).out.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(run([path, "--disable", "hardcoded_color,non_adaptive_color"]).code, 0)
    }

    func testJSONFormatParsesBackWithStableKeys() throws {
        let path = try write("Q\"uote.swift", "x.backgroundColor = UIColor.white\nlet s = UIActivityIndicatorView(style: .gray)\n")
        let result = run([path, "--format", "json"])
        let objects = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [[String: Any]]
        XCTAssertEqual(objects.count, 2)
        XCTAssertEqual(objects[0]["file"] as? String, path)
        XCTAssertEqual(objects[0]["line"] as? Int, 1)
        XCTAssertEqual(objects[0]["column"] as? Int, 21)
        XCTAssertEqual(objects[0]["rule"] as? String, "non_adaptive_color")
        XCTAssertEqual(objects[0]["severity"] as? String, "warning")
        XCTAssertEqual(objects[0]["suggestion"] as? String, ".systemBackground")
        XCTAssertEqual(objects[1]["suggestion"] as? String, ".medium")
        XCTAssertTrue(result.out.contains("{\"file\": "), "keys keep their documented order")
        XCTAssertEqual(run([try write("E.swift", "let a = 1\n"), "--format", "json"]).out, "[]\n")
    }

    func testStandardInputWithStdinPath() {
        let result = run(["--stdin-path", "Sources/App/View.swift"], stdin: "x.backgroundColor = UIColor.white\n")
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.hasPrefix("Sources/App/View.swift:1:21: warning:"))
    }

    func testSummaryIsColoredOnlyOnATerminalAndNeverWithNoColor() throws {
        let path = try write("A.swift", "x.backgroundColor = UIColor.white\n")
        var err = ""
        let terminal = DarklintCommand(readStandardInput: { [] }, writeOutput: { _ in }, writeError: { err += $0 }, errorIsTerminal: true, environment: [:])
        _ = terminal.run([path])
        XCTAssertEqual(err, "darklint: \u{1B}[1;33m1 warning\u{1B}[0m in 1 file\n")
        err = ""
        _ = terminal.run([path, "--no-color"])
        XCTAssertEqual(err, "darklint: 1 warning in 1 file\n")
        XCTAssertEqual(run([path]).err, "darklint: 1 warning in 1 file\n")
    }

    func testStampIsWrittenForBuildSystems() throws {
        let path = try write("A.swift", "x.backgroundColor = UIColor.white\n")
        let stamp = directory.appendingPathComponent("out/darklint-stamp.swift").path
        try FileManager.default.createDirectory(atPath: (stamp as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertEqual(run([path, "--stamp", stamp, "--quiet"]).code, 1)
        XCTAssertEqual(try String(contentsOfFile: stamp, encoding: .utf8), "// darklint: 1 findings\n")
    }

    func testAllowAssetsFromTheCommandLine() throws {
        let set = "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"1.000\", \"green\": \"1.000\", \"blue\": \"1.000\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}"
        _ = try write("Assets.xcassets/CardBackground.colorset/Contents.json", set)
        XCTAssertTrue(run([directory.path, "--quiet"]).out.contains("[colorset_missing_dark]"))
        XCTAssertEqual(run([directory.path, "--quiet", "--allow-assets", "CardBackground"]).out, "")
    }

    func testRulesListingVersionAndHelp() {
        let rules = run(["rules"])
        XCTAssertEqual(rules.code, 0)
        XCTAssertEqual(rules.out.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }, RuleRegistry.ids)
        XCTAssertEqual(run(["--version"]).out, "darklint \(Version.current)\n")
        XCTAssertTrue(run(["--help"]).out.contains("USAGE: darklint"))
    }

    func testOutputIsDeterministicAcrossJobCounts() throws {
        for k in 0..<30 {
            _ = try write("F\(k).swift", "class V\(k): UIView { init() { layer.borderColor = UIColor.separator.cgColor; backgroundColor = .white } }\n")
        }
        let one = run([directory.path, "--jobs", "1"]).out
        let many = run([directory.path, "--jobs", "8"]).out
        XCTAssertEqual(one, many)
        XCTAssertEqual(one.split(separator: "\n").count, 60)
    }
}
