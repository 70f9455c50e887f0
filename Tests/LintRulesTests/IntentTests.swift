import XCTest
@testable import LintRules

/// The intent model behind the color rules: risk by role and value (tables of values at the
/// thresholds), whole-word names, definitions judged by their uses across files, and the contexts
/// where a fixed color is deliberate (theme observers, Interface Builder placeholders, forced targets,
/// test code).
final class IntentTests: XCTestCase {
    private func lint(_ files: [String: String], pedantic: Bool = false, wholeProject: Bool = false,
                      adoption: DarkModeAdoption.Stage = .auto) -> [Diagnostic] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        var options = LintOptions()
        options.pedantic = pedantic
        options.wholeProject = wholeProject
        options.adoption = adoption
        return LintRun(options: options).run(sources: sources, plans: sources.map { _ in FilePlan() }).diagnostics
    }

    private func summary(_ d: [Diagnostic]) -> [String] { d.map { "\($0.path):\($0.line) \($0.ruleID)" } }

    /// A XIB whose File's Owner is `owner`, with outlets (property: element id) to the root view's
    /// `subviews` (one per line, so findings keep their lines: the first subview is on line 6).
    private func ownedXIB(_ owner: String, outlets: KeyValuePairs<String, String>, subviews: String) -> String {
        let connections = outlets.map { "<outlet property=\"\($0.key)\" destination=\"\($0.value)\"/>" }.joined()
        return """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                <connections>\(connections)</connections>
            </placeholder>
            <view id="root"><subviews>
        \(subviews)
            </subviews></view>
        </objects></document>
        """
    }

    // MARK: Risk by role and value

    func testRiskThresholdsByRole() {
        typealias Row = (color: RGBA, role: ColorRole, risk: AppearanceRisk)
        let table: [Row] = [
            // Surfaces glare from L* 80 (neutral) or 92 (any hue).
            (RGBA(white: 1), .background, .glaresInDark),
            (RGBA(white: 0.95), .background, .glaresInDark),                   // L* 96
            (RGBA(hex: 0xC8C8C8), .background, .glaresInDark),                 // L* 80.6
            (RGBA(hex: 0xC0C0C0), .background, .none),                         // L* 77.7: a mid-light grey
            (RGBA(hex: 0xFFCC00), .background, .none),                         // saturated yellow, L* 84
            (RGBA(hex: 0xFFF9C4), .background, .glaresInDark),                 // a pastel, L* 97
            (RGBA(white: 1, alpha: 0.12), .background, .none),                 // translucent white over black
            (RGBA(white: 0), .background, .none),                              // a dark surface stays dark
            // Text vanishes below L* 40 when it is dark ink.
            (RGBA(white: 0), .text, .vanishesInDark),
            (RGBA(hex: 0x555555), .text, .vanishesInDark),                     // L* 36
            (RGBA(hex: 0x666666), .text, .none),                               // L* 43: readable
            (RGBA(white: 0.5), .text, .none),
            (RGBA(white: 1), .text, .none),                                    // light content
            (RGBA(white: 0, alpha: 0.6), .text, .vanishesInDark),
            (RGBA(white: 1, alpha: 0.1), .text, .none),                        // faint white is light content
            // Tints below L* 35.
            (RGBA(white: 0), .tint, .vanishesInDark),
            (RGBA(hex: 0x0000FF), .tint, .vanishesInDark),                     // pure blue, L* 32
            (RGBA(hex: 0x007AFF), .tint, .none),                               // system blue, L* 52
            // Lines only when nearly invisible (Apple's dark separator is about L* 24).
            (RGBA(white: 0), .separator, .vanishesInDark),
            (RGBA(white: 0, alpha: 0.1), .separator, .vanishesInDark),
            (RGBA(hex: 0x333333), .separator, .none),                          // L* 21
            (RGBA(hex: 0xAAAAAA), .separator, .none),
            // Fills: both.
            (RGBA(hex: 0xF5F5F5), .fill, .glaresInDark),
            (RGBA(white: 0.05), .fill, .vanishesInDark),
            (RGBA(hex: 0x333333), .fill, .none),
            // Shadows never; unknown roles are decided by uses.
            (RGBA(white: 0), .shadow, .none),
            (RGBA(white: 1), .unknown, .unknownRole),
        ]
        for row in table {
            XCTAssertEqual(AppearanceRisk.of(row.color, role: row.role), row.risk, "\(row.color.hexString) as \(row.role)")
        }
    }

    func testLabLightnessAndCompositing() {
        XCTAssertEqual(RGBA(white: 1).lab.l, 100, accuracy: 0.01)
        XCTAssertEqual(RGBA(white: 0).lab.l, 0, accuracy: 0.01)
        XCTAssertEqual(RGBA(white: 0.5).lab.l, 53.39, accuracy: 0.05)
        XCTAssertEqual(RGBA(hex: 0x808080).lab.chroma, 0, accuracy: 0.01)
        XCTAssertGreaterThan(RGBA(hex: 0xFF0000).lab.chroma, 100)
        let over = RGBA(white: 1, alpha: 0.5).over(RGBA(white: 0))
        XCTAssertEqual(over.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(over.alpha, 1)
        // Round trip through Lab.
        let c = RGBA(hex: 0x336699)
        let back = RGBA(lab: (c.lab.l, c.lab.a, c.lab.b))
        XCTAssertEqual(back.red, c.red, accuracy: 0.001)
        XCTAssertEqual(back.blue, c.blue, accuracy: 0.001)
    }

    func testNamesAreMatchedByWholeWords() {
        func has(_ name: String, _ word: String) -> Bool {
            var n = name
            return n.withUTF8 { AppearanceGuards.containsCaseInsensitive($0, Array(word.utf8)) }
        }
        XCTAssertTrue(has("isDark", "dark"))
        XCTAssertTrue(has("darkMode", "dark"))
        XCTAssertTrue(has("DARK_THEME", "dark"))
        XCTAssertTrue(has("prefersLightText", "light"))
        XCTAssertTrue(has("nightTheme", "night"))
        XCTAssertFalse(has("highlightColor", "light"))
        XCTAssertFalse(has("darkened", "dark"))
        XCTAssertFalse(has("daylight", "day"))
        XCTAssertFalse(has("alphaMaskLayer", "ask"))
        XCTAssertTrue(has("alphaMaskLayer", "mask"))
    }

    // MARK: Definitions and uses

    func testAPaletteEntryIsReportedOnceAtItsDefinitionWithItsUses() {
        let found = lint([
            "Palette.swift": """
            import UIKit
            extension UIColor {
                static let ink = UIColor(white: 0.1, alpha: 1)
                static let brand = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
                static let unused = UIColor(white: 0.1, alpha: 1)
                static func paper() -> UIColor { UIColor(white: 0.98, alpha: 1) }
            }
            """,
            "A.swift": "titleLabel.textColor = .ink\ncard.backgroundColor = UIColor.paper()\nbadge.backgroundColor = .brand\n",
            "B.swift": "subtitleLabel.textColor = UIColor.ink.withAlphaComponent(0.9)\n",
        ])
        XCTAssertEqual(summary(found), ["Palette.swift:3 hardcoded_color", "Palette.swift:6 hardcoded_color"])
        guard found.count == 2 else { return }
        XCTAssertTrue(found[0].message.contains("used as text in 2 places (first: A.swift:1)"), found[0].message)
        XCTAssertTrue(found[0].message.contains("give `ink` a Dark variant"), found[0].message)
        XCTAssertEqual(found[0].details?.risk, "vanishes_in_dark")
        // Its uses travel with it as related locations (JSON `related`, SARIF `relatedLocations`).
        XCTAssertEqual(found[0].details?.related, [RelatedLocation(path: "A.swift", line: 1, message: "used as text here (first of 2 places)")])
        let json = JSONReporter().render([found[0]], context: ReportContext(files: ["A.swift", "Palette.swift"]))
        XCTAssertTrue(json.contains(#""related": [{"file": "A.swift", "line": 1, "message": "used as text here (first of 2 places)"}]"#), json)
        let sarif = SARIFReporter().render([found[0]], context: ReportContext(files: ["A.swift", "Palette.swift"]))
        XCTAssertTrue(sarif.contains(#""relatedLocations": [{"id": 1, "physicalLocation": {"artifactLocation": {"uri": "A.swift", "uriBaseId": "%SRCROOT%"}, "region": {"startLine": 1}}"#), sarif)
        XCTAssertTrue(found[1].message.contains("`paper` is"), found[1].message)
        // `--pedantic` lists the rest as notes: the brand blue, the unused entry.
        let notes = lint(["Palette.swift": "let brand = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)\n"], pedantic: true)
        XCTAssertEqual(notes.map(\.severity), [.note])
    }

    func testAColorSetPickedPerAppearanceNeedsNoDarkVariant() {
        // zashi-ios (fresh38): `Bone` is the light side of the design system's pairs; giving it a Dark
        // variant would change them. Its direct fill is a `--pedantic` note; an unpaired set stays.
        func set(_ white: String) -> String {
            "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"\(white)\", \"green\": \"\(white)\", \"blue\": \"\(white)\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}"
        }
        func files(_ pair: String) -> [String: String] {
            [
                "Assets.xcassets/Bone.colorset/Contents.json": set("1.000"),
                "Assets.xcassets/Paper.colorset/Contents.json": set("0.980"),
                "Design.swift": "func screenBackground(_ colorScheme: ColorScheme) -> Color {\n    \(pair)\n}\n",
                "Scan.swift": "let a = RoundedRectangle(cornerRadius: 8).fill(Color.bone)\nlet b = RoundedRectangle(cornerRadius: 8).fill(Color.paper)\n",
            ]
        }
        for pair in ["Design.col(Color.bone, Color.midnight, colorScheme)", "colorScheme == .dark ? Color.midnight : Color.bone",
                     "Color(light: .bone, dark: .midnight)"] {
            XCTAssertEqual(summary(lint(files(pair))), ["Assets.xcassets/Paper.colorset/Contents.json:1 colorset_missing_dark"], pair)
            let notes = lint(files(pair), pedantic: true).filter { $0.message.contains("`Bone`") }
            XCTAssertEqual(notes.map(\.severity), [.note], pair)
        }
        XCTAssertEqual(summary(lint(files("Color.bone"))), ["Assets.xcassets/Bone.colorset/Contents.json:1 colorset_missing_dark",
                                                            "Assets.xcassets/Paper.colorset/Contents.json:1 colorset_missing_dark"])
    }

    func testAColorSetIsJudgedByItsUsesInSwiftAndInterfaceBuilder() {
        func set(_ white: String) -> String {
            "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"\(white)\", \"green\": \"\(white)\", \"blue\": \"\(white)\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}"
        }
        let found = lint([
            "Assets.xcassets/Sheet.colorset/Contents.json": set("0.980"),
            "Assets.xcassets/Glyph.colorset/Contents.json": set("0.980"),
            "Main.xib": "<document><objects><view id=\"v\"><color key=\"backgroundColor\" name=\"Sheet\"/></view></objects></document>",
            "A.swift": "badge.textColor = UIColor(named: \"Glyph\")\n",
        ])
        XCTAssertEqual(summary(found), ["Assets.xcassets/Sheet.colorset/Contents.json:1 colorset_missing_dark"])
        guard found.count == 1 else { return }
        XCTAssertTrue(found[0].message.contains("used as a background once (first: Main.xib:1)"), found[0].message)
    }

    /// anytype (blind set fresh9): `Shadow/primary` was "used as text in 371 places" through
    /// `Color.Text.primary`, and `Text/white` "as a background" through `UIColor(white: 0, alpha:)`.
    func testAColorSetInANamespaceIsUsedOnlyThroughItsOwnNamespace() {
        func set(_ white: String) -> String {
            "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"\(white)\", \"green\": \"\(white)\", \"blue\": \"\(white)\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}"
        }
        let namespace = "{\"properties\": {\"provides-namespace\": true}}"
        func lintUse(_ code: String) -> [String] {
            summary(lint([
                "Assets.xcassets/Brand/Contents.json": namespace,
                "Assets.xcassets/Brand/tone.colorset/Contents.json": set("0.100"),
                "Assets.xcassets/Text/Contents.json": namespace,
                "Assets.xcassets/Text/paper.colorset/Contents.json": set("0.990"),
                "A.swift": code,
            ], adoption: .migrating).filter { $0.ruleID == "colorset_missing_dark" })
        }
        XCTAssertEqual(lintUse("title.textColor = UIColor.Brand.tone\n"), ["Assets.xcassets/Brand/tone.colorset/Contents.json:1 colorset_missing_dark"])
        XCTAssertEqual(lintUse("card.backgroundColor = .Text.paper\n"), ["Assets.xcassets/Text/paper.colorset/Contents.json:1 colorset_missing_dark"])
        XCTAssertEqual(lintUse("card.backgroundColor = UIColor(paper: 0, alpha: 0.3)\n"), [])
    }

    /// Lunar (blind set fresh9): a settings pane forced to Aqua draws dark captions that read while
    /// it is; they go with the forcing's finding, not one finding each.
    func testFixedColorsInAViewForcedLightAreListedWithTheForcing() {
        let xib = """
        <document><objects><view appearanceType="aqua" id="root"><rect key="frame" x="0" y="0" width="300" height="300"/><subviews>
        <label id="caption"><rect key="frame" x="10" y="10" width="100" height="20"/><color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
        </subviews></view></objects></document>
        """
        let found = lint(["Pane.xib": xib])
        XCTAssertEqual(summary(found), ["Pane.xib:1 appearance_opt_out"])
        XCTAssertTrue(found.first?.message.contains("change the fixed colour drawn on it with it (label caption)") == true, found.first?.message ?? "")
    }

    /// KeePassium (blind set fresh9): text laid out for printing is printed on white paper.
    func testPrintedTextIsNoDarkModeProblem() {
        XCTAssertEqual(lint(["Print.swift": "final class ReportPrintFormatter {\n    func body() -> [NSAttributedString.Key: Any] { [.foregroundColor: UIColor.darkText] }\n}\n"]).count, 0)
        XCTAssertEqual(lint(["Screen.swift": "final class ReportFormatter {\n    func body() -> [NSAttributedString.Key: Any] { [.foregroundColor: UIColor.darkText] }\n}\n"]).count, 1)
    }

    func testAThemePaletteAnObserverAndAMaskFreezeNothing() {
        let found = lint([
            "ThemeColor.swift": """
            // ************ WARNING AUTO GENERATED, DO NOT EDIT ************
            struct ThemeColor {
                private static let borderLight = UIColor(hex: "#E0E0E0")
                private static let borderDark = UIColor(hex: "#303030")
                static func border(for theme: ThemeType? = nil) -> UIColor {
                    switch theme ?? Theme.shared.active {
                    case .light: return borderLight
                    case .dark: return borderDark
                    }
                }
            }
            """,
            "Field.swift": """
            class Field: UIView {
                var color = UIColor.systemBlue { didSet { layer.borderColor = color.cgColor } }
                func start() { layer.borderColor = ThemeColor.border().cgColor }
                func mask() { let shape = CAShapeLayer(); shape.fillColor = UIColor.label.cgColor; layer.mask = shape }
                func frozen() { layer.shadowPath = nil; layer.borderColor = UIColor.separator.cgColor }
            }
            """,
        ])
        // Only the semantic separator read once is frozen: the theme's colour is one value per theme, the
        // observer follows its property, the mask's colour is never seen.
        XCTAssertEqual(summary(found), ["Field.swift:5 cgcolor_outside_update"])
    }

    func testFrozenColorsOnlyWhenTheColorCanChange() {
        let set = "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0.500\", \"green\": \"0.200\", \"blue\": \"0.900\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}"
        let found = lint([
            "Assets.xcassets/GradientStart.colorset/Contents.json": set,
            "Palette.swift": "extension UIColor {\n    static let gradientStart = UIColor(named: \"GradientStart\")!\n    static let hairline = UIColor(white: 0.1, alpha: 1)\n}\n",
            "View.swift": """
            class V: UIView {
                init() {
                    layer.borderColor = UIColor.gradientStart.cgColor
                    layer.shadowColor = shadowTint.cgColor
                    layer.backgroundColor = UIColor.hairline.cgColor
                    layer.borderColor = UIColor.separator.cgColor
                }
            }
            """,
        ])
        XCTAssertEqual(summary(found.filter { $0.ruleID == "cgcolor_outside_update" }), ["View.swift:6 cgcolor_outside_update"])
    }

    // MARK: Context

    func testThemeChangeObserversAreUpdateContexts() {
        let found = lint(["Header.swift": """
        class Header: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                NotificationCenter.default.addObserver(self, selector: #selector(applyTheme), name: .themeDidChange, object: nil)
                NotificationCenter.default.addObserver(forName: .AppearanceChanged, object: nil, queue: .main) { [weak self] _ in
                    self?.layer.shadowColor = UIColor.label.cgColor
                    self?.layer.borderColor = UIColor.separator.cgColor
                }
            }
            @objc func applyTheme() { layer.borderColor = UIColor.separator.cgColor }
            func other() { layer.backgroundColor = UIColor.systemBackground.cgColor }
        }
        """])
        XCTAssertEqual(summary(found), ["Header.swift:11 cgcolor_outside_update"])
    }

    func testAPublishedThemeSubscriptionIsAnUpdateContext() {
        let found = lint(["Button.swift": """
        class PlayButton: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                Theme.sharedTheme.$activeTheme.receive(on: RunLoop.main).sink { [unowned self] _ in self.updateTheme() }.store(in: &bag)
            }
            private func updateTheme() { layer.borderColor = UIColor.label.cgColor }
        }
        class TitleButton: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                viewModel.$title.sink { [unowned self] _ in self.relabel() }.store(in: &bag)
            }
            private func relabel() { layer.borderColor = UIColor.separator.cgColor }
        }
        """])
        XCTAssertEqual(summary(found), ["Button.swift:13 cgcolor_outside_update"])
    }

    func testAParameterlessPaletteFunctionIsAFixedDefinition() {
        let found = lint(["Palette.swift": """
        class Palette {
            class func gold() -> UIColor { UIColor(hex: "#fed745") }
        }
        class Pie: UIView {
            func setUp() {
                layer.borderColor = Palette.gold().cgColor
                layer.borderColor = UIColor.separator.cgColor
            }
        }
        """])
        XCTAssertEqual(summary(found), ["Palette.swift:7 cgcolor_outside_update"])
    }

    // MARK: Adoption

    /// A project whose code reads the appearance in enough files (2 % of its Swift files, at least 3
    /// and at most 10; Dark colour sets count too) has adopted Dark Mode: its fixed colours in Swift are left to `--pedantic`; a migrating
    /// project, or `--adoption migrating`, reports them.
    func testFixedSwiftColorsAreLeftToPedanticInAProjectThatAdoptedDarkMode() {
        var files = ["Card.swift": "class Card: UIView {\n    func f() { backgroundColor = .white; label.textColor = UIColor(white: 0.1, alpha: 1) }\n}\n"]
        let migrating = lint(files)
        XCTAssertEqual(summary(migrating).sorted(), ["Card.swift:2 hardcoded_color", "Card.swift:2 non_adaptive_color"])
        for n in 0..<10 { files["Screen\(n).swift"] = "class Screen\(n): UIView { func f() { backgroundColor = .systemBackground } }\n" }
        XCTAssertEqual(summary(lint(files)), [])
        XCTAssertEqual(summary(lint(files, adoption: .migrating)).sorted(), summary(migrating).sorted())
        XCTAssertEqual(lint(files, pedantic: true).filter { $0.path == "Card.swift" }.count, 2)
        let sources = files.map { SourceFile(path: $0.key, text: $0.value) }
        let index = ProjectIndex(sources.map { FileSummary.of(AnalyzedFile.analyze($0)) })
        XCTAssertEqual(index.darkModeAdoption, DarkModeAdoption(filesReadingAppearance: 10, darkColorSets: 0, swiftFiles: 11))
        XCTAssertEqual(index.darkModeAdoption.threshold, 3)
        XCTAssertEqual(DarkModeAdoption(filesReadingAppearance: 4, darkColorSets: 0, swiftFiles: 178).threshold, 4, "2 % of a small app")
        XCTAssertFalse(DarkModeAdoption(filesReadingAppearance: 1, darkColorSets: 1, swiftFiles: 150).isAdopted, "a snapshot before its migration")
        XCTAssertEqual(DarkModeAdoption(filesReadingAppearance: 9, darkColorSets: 0, swiftFiles: 5000).threshold, 10)
        XCTAssertTrue(index.darkModeAdoption.isAdopted)
        // The same answer from the member-name scan a run with color sets makes anyway.
        for source in sources {
            let file = AnalyzedFile.analyze(source)
            XCTAssertEqual(FileSummary.of(file, collectAssetUses: true).readsAppearance, FileSummary.of(file).readsAppearance, source.path)
        }
    }

    func testAColorSetNothingUsesIsLeftToPedanticOnceDarkModeIsAdopted() {
        let paper = """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.980", "green" : "0.980", "red" : "0.980" } }, "idiom" : "universal" } ] }
        """
        let files = ["Assets.xcassets/PaperBackground.colorset/Contents.json": paper, "A.swift": "let a = 1\n"]
        func missingDark(_ d: [Diagnostic]) -> [Diagnostic] { d.filter { $0.ruleID == "colorset_missing_dark" } }
        // Migrating: the name makes it a background, the best guess there is.
        XCTAssertEqual(summary(missingDark(lint(files, adoption: .migrating))), ["Assets.xcassets/PaperBackground.colorset/Contents.json:1 colorset_missing_dark"])
        XCTAssertEqual(summary(missingDark(lint(files, adoption: .adopted))), [])
        XCTAssertEqual(missingDark(lint(files, pedantic: true, adoption: .adopted)).map(\.severity), [.note])
        // Used as a background, it is judged by that use in either stage.
        let used = files.merging(["B.swift": "view.backgroundColor = UIColor(named: \"PaperBackground\")\n"]) { a, _ in a }
        XCTAssertEqual(summary(lint(used, adoption: .adopted)), ["Assets.xcassets/PaperBackground.colorset/Contents.json:1 colorset_missing_dark"])
    }

    func testAnAppKeptDarkAtLaunchIsOneForcedTarget() {
        let panel = "class Panel: NSView {\n    override func awakeFromNib() { layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor }\n}\n"
        func found(_ launch: String) -> [String] {
            summary(lint(["Panel.swift": panel, "AppDelegate.swift": "class AppDelegate: NSObject {\n    func applicationDidFinishLaunching() {\n        \(launch)\n    }\n}\n"]))
        }
        XCTAssertEqual(found("NSApplication.shared.appearance = NSAppearance(named: .darkAqua)"), [])
        XCTAssertEqual(found("NSApp.appearance = NSAppearance(named: .vibrantDark)"), [])
        // Kept Light, the opt-out is the finding (its colours are a migration's); chosen by a
        // setting, the app still meets both appearances.
        XCTAssertEqual(found("NSApp.appearance = NSAppearance(named: .aqua)"), ["AppDelegate.swift:3 appearance_opt_out"])
        XCTAssertEqual(found("NSApp.appearance = Settings.dark ? NSAppearance(named: .darkAqua) : nil"), ["Panel.swift:2 cgcolor_outside_update"])
    }

    func testInterfaceBuilderColorsThatCodeReplacesArePlaceholders() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController">
                <connections><outlet property="nameLabel" destination="n1"/></connections>
            </placeholder>
            <view id="root">
                <subviews>
                    <label text="Name" id="n1"><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
                    <label text="Bio" id="b1"><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
                    <view id="c1" customClass="CardView"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
                    <view id="r1" customClass="RoundedView"><userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor"><color key="value" white="0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes></view>
                </subviews>
            </view>
        </objects></document>
        """
        let found = lint([
            "Profile.xib": xib,
            "ProfileViewController.swift": "class ProfileViewController: UIViewController {\n    func apply() { nameLabel.textColor = Theme.text }\n}\n",
            "CardView.swift": "class CardView: UIView {\n    override func awakeFromNib() { super.awakeFromNib(); backgroundColor = .secondarySystemBackground }\n}\n",
            // A runtime attribute's colour is a placeholder too when the custom class sets that key path.
            "RoundedView.swift": "class RoundedView: UIView {\n    var borderColor: UIColor? { didSet { layer.borderColor = borderColor?.cgColor } }\n    func apply() { borderColor = .separator }\n}\n",
            "Other.swift": "class Elsewhere { func f() { nameLabel.textColor = .red } }\n",
        ])
        XCTAssertEqual(summary(found), ["Profile.xib:8 hardcoded_color"], "only the Bio label, which no code recolors")
    }

    func testCodeNothingCanReachIsQuietWhenTheWholeProjectIsLinted() {
        let files = [
            "Palette.swift": "enum Palette {\n    static let paper = UIColor(white: 0.97, alpha: 1)\n    static let card = UIColor(white: 0.98, alpha: 1)\n}\n",
            "Gradient.swift": "extension UIView {\n    func applyGradient(colors: [UIColor]) { layer.backgroundColor = UIColor.systemBackground.cgColor }\n    @objc func flash() { backgroundColor = .white }\n}\n",
            "Vendor.swift": "struct VectorImage: UIViewRepresentable {\n    var tint: UIColor = .white\n}\n",
            "Feed.swift": "class Feed: UIViewController {\n    func f() { view.backgroundColor = Palette.card; let button = Button(); button.backgroundColor = .white }\n}\nstruct Button {}\n",
        ]
        // Only `card` (used), `flash` (@objc: callable by name) and the live button are reported.
        XCTAssertEqual(summary(lint(files, wholeProject: true)), ["Feed.swift:2 non_adaptive_color", "Gradient.swift:3 non_adaptive_color", "Palette.swift:3 hardcoded_color"])
        // Linting some files only, nothing can be known dead.
        XCTAssertEqual(summary(lint(files)), ["Feed.swift:2 non_adaptive_color", "Gradient.swift:2 cgcolor_outside_update", "Gradient.swift:3 non_adaptive_color", "Palette.swift:3 hardcoded_color"])
    }

    func testOutletsRecoloredThroughAHelperArePlaceholders() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OptionsViewController">
                <connections><outlet property="tableView" destination="t1"/><outlet property="footer" destination="f1"/></connections>
            </placeholder>
            <view id="root"><subviews>
                <tableView id="t1"><color key="backgroundColor" white="0.95" alpha="1" colorSpace="calibratedWhite"/></tableView>
                <view id="f1"><color key="backgroundColor" white="0.95" alpha="1" colorSpace="calibratedWhite"/></view>
            </subviews></view>
        </objects></document>
        """
        let found = lint([
            "Options.xib": xib,
            "Options.swift": "class OptionsViewController: UIViewController {\n    func refreshStyle() { tableView.applyGroupedStyle(); footer.layoutIfNeeded() }\n}\n",
            "Style.swift": "extension UITableView {\n    func applyGroupedStyle() { backgroundColor = .systemGroupedBackground }\n}\n",
        ])
        XCTAssertEqual(summary(found), ["Options.xib:7 hardcoded_color"], "only the footer, which no helper recolors")
    }

    func testOutletsRecolouredThroughAStylePropertysSetterArePlaceholders() {
        // documents-app-ios (fresh38): `footnoteLabel?.textStyle = .subheadlineLight`, where an
        // extension's `textStyle` setter sets `textColor`. A label given no style keeps its finding.
        let grey = #"<color key="textColor" white="0.33" alpha="1" colorSpace="calibratedWhite"/>"#
        let xib = ownedXIB("PortalViewController", outlets: ["footnoteLabel": "l1", "hintLabel": "l2"], subviews: """
                <label text="After the registration…" id="l1">\(grey)</label>
                <label text="Hint" id="l2">\(grey)</label>
        """)
        let found = lint([
            "Portal.xib": xib,
            "Portal.swift": "class PortalViewController: UIViewController {\n    func setup() { footnoteLabel?.textStyle = .subheadlineLight; hintLabel.textAlignment = .center }\n}\n",
            "Style.swift": """
            extension UILabel {
                var textStyle: TextStyle {
                    get { .undefined }
                    set(newValue) { font = newValue.font; textColor = newValue.color }
                }
            }
            """,
        ])
        XCTAssertEqual(summary(found), ["Portal.xib:7 hardcoded_color"], "only the hint, which no style recolours")
    }

    func testOutletsInALocalArrayRecoloredInALoopArePlaceholders() {
        let white = "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let xib = ownedXIB("MapViewController", outlets: ["undoButton": "u", "helpButton": "h", "infoButton": "i"], subviews: """
                <view id="u">\(white)</view>
                <view id="h">\(white)</view>
                <view id="i">\(white)</view>
        """)
        let swift = """
        class MapViewController: UIViewController {
            @IBOutlet var undoButton: UIButton!
            @IBOutlet var helpButton: UIButton!
            @IBOutlet var infoButton: UIButton!
            func style() {
                let buttons: [UIView] = [undoButton, self.helpButton]
                for view in buttons { makeButtonNormal(view) }
                let others = [infoButton]
                for b in others { b.backgroundColor = .systemBackground }
            }
            func makeButtonNormal(_ button: UIView) { button.backgroundColor = .systemBackground }
        }
        """
        XCTAssertEqual(summary(lint(["Map.xib": xib, "Map.swift": swift])), [])
        XCTAssertEqual(summary(lint(["Map.xib": xib, "Map.swift": swift.replacingOccurrences(of: "self.helpButton", with: "nil")])),
                       ["Map.xib:7 hardcoded_color"])
    }

    func testAnOutletCollectionRecoloredElementByElementIsAPlaceholder() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <tableViewCell id="cell" customClass="QuestionCell"><tableViewCellContentView key="contentView" id="cv"><subviews>
                <button id="b1"><state key="normal" title="Yes"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state></button>
                <button id="b2"><state key="normal" title="No"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state></button>
                <button id="b3"><state key="normal" title="Skip"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state></button>
            </subviews></tableViewCellContentView>
            <connections><outletCollection property="buttons" destination="b1" id="o1"/><outletCollection property="buttons" destination="b2" id="o2"/>
            <outletCollection property="links" destination="b3" id="o3"/></connections></tableViewCell>
        </objects></document>
        """
        let found = lint(["Question.xib": xib, "QuestionCell.swift": """
            class QuestionCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    buttons.forEach { (button: UIButton) in button.setTitleColor(.link, for: .normal) }
                    for link in links { link.isEnabled = true }
                }
            }
            """])
        XCTAssertEqual(summary(found), ["Question.xib:5 hardcoded_color"], "only the button no loop recolors")
    }

    /// `[levelLabel, self.streakLabel].forEach { $0?.textColor = … }` and `for label in [a, b] { … }`
    /// recolour each outlet the literal names (stepik-ios's `colorize()`, blind set fresh41).
    func testOutletsListedInAnIteratedArrayLiteralAreRecolored() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="StatsController"><connections>
                <outlet property="levelLabel" destination="l1" id="o1"/><outlet property="streakLabel" destination="l2" id="o2"/>
                <outlet property="dateLabel" destination="l3" id="o3"/></connections></placeholder>
            <view id="root"><subviews>
                <label id="l1" text="Level"><color key="textColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/></label>
                <label id="l2" text="Streak"><color key="textColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/></label>
                <label id="l3" text="Date"><color key="textColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/></label>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        </objects></document>
        """
        let swift = """
        class StatsController: UIViewController {
            @IBOutlet weak var levelLabel: UILabel!
            @IBOutlet weak var streakLabel: UILabel!
            @IBOutlet weak var dateLabel: UILabel!
            private func colorize() {
                [self.levelLabel, self.streakLabel].forEach { $0?.textColor = .secondaryLabel }
                for label in [dateLabel] { label?.textColor = .label }
            }
        }
        """
        XCTAssertEqual(summary(lint(["Stats.xib": xib, "Stats.swift": swift])), [])
        XCTAssertEqual(summary(lint(["Stats.xib": xib, "Stats.swift": swift.replacingOccurrences(of: "self.streakLabel]", with: "self.streakLabel].dropFirst()")])),
                       ["Stats.xib:6 hardcoded_color", "Stats.xib:7 hardcoded_color"], "not a literal the loop iterates")
    }

    /// A theme helper that hands each element of an outlet collection to another helper, which
    /// recolours it, makes the collection's Interface Builder colours placeholders (AdGuard's
    /// `setupSeparators` → `setupSeparator`).
    func testAnOutletCollectionRecolouredThroughAChainOfHelpersIsAPlaceholder() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
            <viewController id="c" customClass="BlockingModeController" sceneMemberID="viewController"><view key="view" id="root">
                <rect key="frame" x="0" y="0" width="414" height="480"/><subviews>
                    <view id="line1"><rect key="frame" x="0" y="40" width="414" height="1"/><color key="backgroundColor" white="0.85" alpha="1" colorSpace="calibratedWhite"/></view>
                    <view id="line2"><rect key="frame" x="0" y="80" width="414" height="1"/><color key="backgroundColor" white="0.85" alpha="1" colorSpace="calibratedWhite"/></view>
                </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                <connections><outletCollection property="separators" destination="line1" id="o1"/><outletCollection property="separators" destination="line2" id="o2"/></connections>
            </viewController>
        </objects></scene></scenes></document>
        """
        let controller = """
        class BlockingModeController: UIViewController {
            @IBOutlet var separators: [UIView]!
            func updateTheme() { theme.setupSeparators(separators) }
        }
        """
        let theme = """
        final class ThemeService {
            func setupSeparators(_ separators: [UIView]) {
                for separator in separators { setupSeparator(separator) }
            }
            func setupSeparator(_ separator: UIView) { separator.backgroundColor = separatorColor }
        }
        """
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard, "Controller.swift": controller, "Theme.swift": theme])), [])
        // Without the chain's last link, the separators stand.
        let broken = theme.replacingOccurrences(of: "separator.backgroundColor = separatorColor", with: "separator.isHidden = false")
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard, "Controller.swift": controller, "Theme.swift": broken])).count, 2)
    }

    /// A button with no title in any state shows no title colour (a transparent tap target over
    /// labels, an icon button), unless code gives it a title through an outlet or in its action.
    func testTheTitleColorOfAButtonThatNeverHasATitleIsNoFinding() {
        func scene(_ swift: String) -> [Diagnostic] {
            let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
                <viewController id="c" customClass="MainController" sceneMemberID="viewController"><view key="view" id="root">
                    <rect key="frame" x="0" y="0" width="320" height="480"/><subviews>
                        <button id="tap"><rect key="frame" x="0" y="0" width="138" height="96"/>
                            <state key="normal"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state></button>
                    </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                    <connections><outlet property="requestsButton" destination="tap" id="o1"/></connections>
                </viewController>
            </objects></scene></scenes></document>
            """
            return lint(["Main.storyboard": storyboard, "Main.swift": swift])
        }
        XCTAssertEqual(summary(scene("class MainController: UIViewController {\n    @IBOutlet var requestsButton: UIButton!\n}\n")), [])
        let titled = "class MainController: UIViewController {\n    @IBOutlet var requestsButton: UIButton!\n    func show() { requestsButton.setTitle(\"12\", for: .normal) }\n}\n"
        XCTAssertEqual(summary(scene(titled)), ["Main.storyboard:5 hardcoded_color"])
    }

    /// A sheet's grab handle (24 × 2, light grey) is a mark that reads on light and dark sheets; a
    /// 1-point divider of the same colour is a separator that glares (AdGuard's bottom sheets).
    func testALightGrabHandleIsAMarkButALightHairlineIsASeparator() {
        let grey = "red=\"0.85\" green=\"0.85\" blue=\"0.85\" alpha=\"1\" colorSpace=\"calibratedRGB\""
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="sheet"><rect key="frame" x="0" y="0" width="414" height="400"/><subviews>
                <view id="handle"><rect key="frame" x="195" y="8" width="24" height="2"/><color key="backgroundColor" \(grey)/></view>
                <view id="divider"><rect key="frame" x="100" y="40" width="1" height="41"/><color key="backgroundColor" \(grey)/></view>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["Sheet.xib": xib])), ["Sheet.xib:4 hardcoded_color"])   // the divider
    }

    /// A label's own background is drawn with its text, hidden until code shows it or faded alike:
    /// black on its own white reads in both appearances (OctoPod's camera overlay labels).
    func testInkOnItsOwnBackgroundIsAPairWhenTheLabelIsHiddenOrFaded() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                <label hidden="YES" alpha="0.6" text="250.0 C" id="temp"><rect key="frame" x="300" y="40" width="50" height="15"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        </objects></document>
        """
        XCTAssertFalse(summary(lint(["Overlay.xib": xib])).contains("Overlay.xib:5 hardcoded_color"))
    }

    /// A themed base class hands its implicit `tableView` to a helper that recolours it: the root
    /// table's Interface Builder background is a placeholder in every subclass's scene (OctoPod).
    func testTheRootTableABaseClassHandsToAThemeHelperIsAPlaceholder() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
            <tableViewController id="c" customClass="SettingsViewController" sceneMemberID="viewController">
                <tableView key="view" id="t"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
            </tableViewController>
        </objects></scene></scenes></document>
        """
        let found = lint([
            "Main.storyboard": storyboard,
            "Settings.swift": "class SettingsViewController: ThemedTableViewController {}\n",
            "Themed.swift": """
            class ThemedTableViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    ThemeUtils.applyTheme(table: tableView, staticCells: true)
                }
            }
            class ThemeUtils {
                class func applyTheme(table: UITableView, staticCells: Bool) { table.backgroundColor = Theme.current.background }
            }
            """,
        ])
        XCTAssertEqual(summary(found), [])
    }

    /// A scene with no storyboard ID, not the initial one and with no segue to it cannot be shown:
    /// code instantiates scenes only by ID (Monal's settings table behind a navigation controller
    /// nothing presents).
    func testAStoryboardSceneNothingCanShowIsNotReported() {
        func storyboard(initial: String = "", identifier: String = "", segue: Bool = false) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"\(initial)><scenes>
            <scene sceneID="a"><objects>
                <viewController id="home" storyboardIdentifier="Home" sceneMemberID="viewController">
                    <view key="view" id="hv"><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
                    \(segue ? "<connections><segue destination=\"nav\" kind=\"presentation\" id=\"s1\"/></connections>" : "")
                </viewController>
            </objects></scene>
            <scene sceneID="b"><objects>
                <navigationController id="nav"\(identifier) sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></navigationBar>
                    <connections><segue destination="table" kind="relationship" relationship="rootViewController" id="s2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="c"><objects>
                <tableViewController id="table" sceneMemberID="viewController">
                    <tableView key="view" id="tv"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
                </tableViewController>
            </objects></scene></scenes></document>
            """
        }
        // The navigation controller is unreachable, and so is its root table, reached only through it.
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard()])), [])
        for reachable in [storyboard(initial: " initialViewController=\"nav\""), storyboard(identifier: " storyboardIdentifier=\"Settings\""), storyboard(segue: true)] {
            XCTAssertEqual(summary(lint(["Settings.storyboard": reachable])), ["Settings.storyboard:10 hardcoded_color", "Settings.storyboard:16 hardcoded_color"])
        }
    }

    /// A navigation controller's bar has no outlet in the storyboard: its root controller reaches it as
    /// `navigationController?.navigationBar`, directly, through a theme helper (AdGuard) or through a
    /// `UIViewController` extension (DuckDuckGo). Its bar tint there is a placeholder; one nothing
    /// replaces is still reported.
    func testANavigationBarItsRootControllerRecoloursIsAPlaceholder() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
        <scene sceneID="n"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="0" width="375" height="44"/>
                    <color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></navigationBar>
                <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="sg"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="r"><objects>
            <viewController id="root" customClass="MainMenuController" sceneMemberID="viewController">
                <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
            </viewController>
        </objects></scene></scenes></document>
        """
        let helper = """
        class MainMenuController: UIViewController {
            let theme = ThemeService()
            override func viewDidLoad() { super.viewDidLoad(); theme.setupNavigationBar(navigationController?.navigationBar) }
        }
        class ThemeService {
            func setupNavigationBar(_ bar: UINavigationBar?) { setupNavigationBar(bar, background: background) }
            func setupNavigationBar(_ barOrNil: UINavigationBar?, background: UIColor) {
                guard let navBar = barOrNil else { return }
                navBar.barTintColor = background
            }
        }
        """
        let optionalChain = """
        class MainMenuController: UIViewController {
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); Theme.apply(to: navigationController?.navigationBar) }
        }
        enum Theme { static func apply(to bar: UINavigationBar?) { bar?.barTintColor = .systemBackground } }
        """
        let direct = """
        class MainMenuController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); navigationController?.navigationBar.barTintColor = Theme.background }
        }
        """
        let fromExtension = """
        class MainMenuController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); decorateNavigationBar() }
        }
        extension UIViewController {
            func decorateNavigationBar() { navigationController?.navigationBar.barTintColor = ThemeManager.current.barTint }
        }
        """
        for code in [helper, optionalChain, direct, fromExtension] {
            XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Menu.swift": code])), [], code.split(separator: "\n")[1].description)
        }
        let untouched = "class MainMenuController: UIViewController {}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Menu.swift": untouched])), ["Main.storyboard:5 hardcoded_color"])
    }

    /// A system ink on a fixed surface vanishes in the appearance the surface was not made for
    /// (eduvpn's "Copied" toast: `systemGray6` on black, hidden until code shows it). On a light
    /// surface that is a finding itself, the ink goes with it; on an adaptive one, nothing to say.
    func testSystemInkOnAFixedSurfaceThatDoesNotAdaptIsReported() {
        func toast(_ surface: String, _ ink: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
                <view id="root"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>
                    <view hidden="YES" alpha="0.0" id="toast" userLabel="Announcement View"><rect key="frame" x="113" y="219" width="94" height="41"/><subviews>
                        <label text="Copied" id="text"><rect key="frame" x="20" y="10" width="54" height="21"/>
                            <color key="textColor" systemColor="\(ink)"/></label>
                    </subviews>\(surface)</view>
                </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
            </objects></document>
            """
        }
        let black = "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let found = lint(["Toast.xib": toast(black, "systemGray6Color")])
        XCTAssertEqual(summary(found), ["Toast.xib:5 hardcoded_color"])
        XCTAssertTrue(found[0].message.contains("in Dark Mode it becomes #1C1C1E"), found[0].message)
        // `labelColor` on black: black text in Light Mode.
        XCTAssertTrue(lint(["Toast.xib": toast(black, "labelColor")])[0].message.contains("in Light Mode it becomes #000000"))
        XCTAssertEqual(summary(lint(["Toast.xib": toast("<color key=\"backgroundColor\" systemColor=\"systemGray6Color\"/>", "labelColor")])), [])
        // A white toast glares itself: that finding carries the fix for its text too.
        let white = "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        XCTAssertFalse(summary(lint(["Toast.xib": toast(white, "labelColor")])).contains("Toast.xib:5 hardcoded_color"))
    }

    func testDarkInkOnAFixedLightSurfaceIsAPairButTheSurfaceStillCounts() {
        let dark = "red=\"0.3\" green=\"0.34\" blue=\"0.36\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\""
        let pill = "white=\"0.95\" alpha=\"1\" colorSpace=\"calibratedWhite\""
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ShareViewController">
                <connections><outlet property="view" destination="bar"/><outlet property="badge" destination="themed"/></connections>
            </placeholder>
            <view id="bar" customClass="ThemeableView"><rect key="frame" x="0" y="0" width="375" height="52"/><subviews>
                <label text="0 SELECTED" id="count"><rect key="frame" x="16" y="19" width="73" height="14"/><color key="textColor" \(dark)/></label>
                <view id="pill"><rect key="frame" x="249" y="15" width="110" height="22"/><color key="backgroundColor" \(pill)/></view>
                <button id="all"><rect key="frame" x="249" y="6" width="110" height="40"/><fontDescription key="fontDescription" type="system" pointSize="12"/>
                    <state key="normal" title="SELECT ALL"><color key="titleColor" \(dark)/></state></button>
                <view id="themed"><rect key="frame" x="130" y="15" width="110" height="22"/><color key="backgroundColor" \(pill)/></view>
                <button id="more"><rect key="frame" x="130" y="6" width="110" height="40"/><fontDescription key="fontDescription" type="system" pointSize="12"/>
                    <state key="normal" title="MORE"><color key="titleColor" \(dark)/></state></button>
                <view id="stripe"><rect key="frame" x="0" y="24" width="120" height="4"/><color key="backgroundColor" \(pill)/></view>
                <button id="over"><rect key="frame" x="0" y="6" width="120" height="40"/><fontDescription key="fontDescription" type="system" pointSize="12"/>
                    <state key="normal" title="OVER"><color key="titleColor" \(dark)/></state></button>
                <label text="Tag" id="tag"><rect key="frame" x="0" y="0" width="40" height="14"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </objects></document>
        """
        let found = lint([
            "Share.xib": xib,
            "Themeable.swift": "class ThemeableView: UIView {\n    func themeDidChange() { backgroundColor = Theme.background }\n}\n",
            "Share.swift": "class ShareViewController: UIViewController {\n    func themeDidChange() { badge.backgroundColor = Theme.chip }\n}\n",
        ])
        // Reported: the count label on the themed bar, the fixed light pill, the title on the pill code
        // recolours (`badge`, itself a placeholder), the stripe, the title over the stripe (4 points
        // cannot be behind its line), and the white tag's own background. Silent: the title on the
        // fixed pill, the black text of the tag.
        XCTAssertEqual(summary(found), ["Share.xib:6 hardcoded_color", "Share.xib:7 hardcoded_color", "Share.xib:12 hardcoded_color",
                                        "Share.xib:13 hardcoded_color", "Share.xib:15 hardcoded_color", "Share.xib:16 hardcoded_color"])
        // A light screen is a finding itself, and its fix would break the text on it: the text is
        // listed with the screen's finding. A yellow banner is fine in both appearances, and so is
        // black text on it.
        let screen = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="screen"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                <label text="Legal" id="legal"><rect key="frame" x="16" y="160" width="343" height="21"/><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
                <view id="banner"><rect key="frame" x="0" y="300" width="375" height="44"/><subviews>
                    <label text="Sale" id="sale"><rect key="frame" x="16" y="12" width="200" height="20"/><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
                </subviews><color key="backgroundColor" red="1" green="0.8" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </objects></document>
        """
        let onScreen = lint(["Screen.xib": screen])
        XCTAssertEqual(summary(onScreen), ["Screen.xib:7 hardcoded_color"])
        XCTAssertTrue(onScreen[0].message.hasSuffix("; change the fixed colour drawn on it with it (label \"Legal\"), or it will not read on the new one"), onScreen[0].message)
        XCTAssertEqual(onScreen[0].details?.related.map { "\($0.line) \($0.message)" }, ["3 label \"Legal\" `textColor` #000000, drawn on this surface"])
        // A 4-point white underline on a fixed blue tab bar is white content on a coloured control; a
        // white panel on it is a light surface (yona-app-ios, blind set fresh42).
        let tabs = { (height: Int) in """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="bar"><rect key="frame" x="0" y="0" width="414" height="48"/><subviews>
                <view id="underline"><rect key="frame" x="0" y="44" width="207" height="\(height)"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            </subviews><color key="backgroundColor" red="0.22" green="0.51" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
        </objects></document>
        """ }
        XCTAssertEqual(summary(lint(["Tabs.xib": tabs(4)])), [])
        XCTAssertEqual(summary(lint(["Tabs.xib": tabs(40).replacingOccurrences(of: "y=\"44\"", with: "y=\"4\"")])), ["Tabs.xib:3 hardcoded_color"])
        // A dimmed label (alpha 0.4) is drawn where it is: listed too (yona-app-ios, blind set fresh42).
        let dimmed = lint(["Screen.xib": screen.replacingOccurrences(of: "<label text=\"Legal\"", with: "<label alpha=\"0.4\" text=\"Legal\"")])
        XCTAssertEqual(summary(dimmed), ["Screen.xib:7 hardcoded_color"])
    }

    func testFixedColorsOnAFixedScreenAreListedWithIt() {
        // A screen built of fixed colours: a white root, a light panel and a card on it, black text
        // on the card. One finding, at the root, lists the rest. The same screen whose root code
        // recolours (`view.backgroundColor = …` in its controller) reports the panel and the card,
        // which no longer sit on a fixed surface.
        let white = "white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\""
        let light = "white=\"0.96\" alpha=\"1\" colorSpace=\"calibratedWhite\""
        let black = "white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\""
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
            <viewController id="vc" customClass="BidViewController"><view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                <view id="bid"><rect key="frame" x="16" y="500" width="343" height="50"/><color key="backgroundColor" \(light)/></view>
                <view id="card"><rect key="frame" x="16" y="100" width="343" height="300"/><subviews>
                    <label text="Current bid" id="bidLabel"><rect key="frame" x="16" y="16" width="200" height="21"/><color key="textColor" \(black)/></label>
                </subviews><color key="backgroundColor" \(light)/></view>
            </subviews><color key="backgroundColor" \(white)/></view></viewController>
        </objects></scene></scenes></document>
        """
        let found = lint(["Bid.storyboard": storyboard])
        XCTAssertEqual(summary(found), ["Bid.storyboard:7 hardcoded_color"])
        XCTAssertEqual(found[0].details?.related.map(\.line), [3, 5, 6])
        XCTAssertTrue(found[0].message.contains("change the 3 fixed colours drawn on it with it (view bid, …)"), found[0].message)
        let recoloured = lint(["Bid.storyboard": storyboard,
                               "Bid.swift": "class BidViewController: UIViewController {\n    override func viewDidLoad() { view.backgroundColor = Palette.screen }\n}\n"])
        // The card still carries its label.
        XCTAssertEqual(summary(recoloured), ["Bid.storyboard:3 hardcoded_color", "Bid.storyboard:6 hardcoded_color"])
    }

    /// A prototype cell's background shows through its content view: black text on a light cell is
    /// listed with the cell (lockwise's empty-list placeholder, blind set fresh31).
    func testTextInACellsContentViewIsListedWithTheCellsFixedBackground() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
            <tableViewController id="vc" customClass="ListViewController"><tableView key="view" id="table"><rect key="frame" x="0" y="0" width="414" height="896"/><prototypes>
                <tableViewCell reuseIdentifier="empty" id="cell" customClass="EmptyCell"><rect key="frame" x="0" y="0" width="414" height="300"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content"><rect key="frame" x="0" y="0" width="414" height="300"/><subviews>
                        <label text="No logins found." id="empty"><rect key="frame" x="151" y="156" width="112" height="18"/><color key="textColor" white="0.05" alpha="1" colorSpace="calibratedWhite"/></label>
                    </subviews></tableViewCellContentView>
                    <color key="backgroundColor" white="0.93" alpha="1" colorSpace="calibratedWhite"/>
                </tableViewCell>
            </prototypes></tableView></tableViewController>
        </objects></scene></scenes></document>
        """
        let found = lint(["List.storyboard": storyboard])
        XCTAssertEqual(summary(found), ["List.storyboard:7 hardcoded_color"])
        XCTAssertTrue(found.first?.message.contains("change the fixed colour drawn on it with it (label \"No logins found.\"") == true,
                      found.first?.message ?? "")
    }

    /// Dark text on a screen whose controller repaints it from a fixed light palette entry reads in
    /// both appearances: the surface is the Swift palette's finding, not the text's (Yep, fresh32).
    /// Repainted from an adaptive name, the text is what breaks.
    func testInkOnASurfaceCodeRepaintsFromAFixedLightPaletteEntryIsAPair() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
            <viewController id="vc" customClass="VerifyViewController"><view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                <label text="Didn't get it?" id="prompt"><rect key="frame" x="232" y="268" width="81" height="17"/><color key="textColor" white="0.33" alpha="1" colorSpace="calibratedWhite"/></label>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view></viewController>
        </objects></scene></scenes></document>
        """
        func controller(_ palette: String) -> String {
            """
            extension UIColor {
                class func screenBackground() -> UIColor { return \(palette) }
            }
            class VerifyViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = UIColor.screenBackground() }
            }
            """
        }
        XCTAssertEqual(summary(lint(["Verify.storyboard": storyboard, "Verify.swift": controller("UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)")]))
            .filter { $0.hasPrefix("Verify.storyboard") }, [])
        XCTAssertEqual(summary(lint(["Verify.storyboard": storyboard, "Verify.swift": controller("UIColor(named: \"Screen\")!")]))
            .filter { $0.hasPrefix("Verify.storyboard") }, ["Verify.storyboard:3 hardcoded_color"])
    }

    /// Grey text on the label's own white fill is shown on that fill wherever the label goes: the
    /// white box is the finding, not its text (Yep's time labels, fresh32).
    func testGreyTextOnItsOwnWhiteFillIsNoFindingOfItsOwn() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="cell"><rect key="frame" x="0" y="0" width="320" height="60"/><subviews>
                <label text="4:30 PM" id="time"><rect key="frame" x="262" y="22" width="48" height="15"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/><color key="textColor" white="0.0" alpha="0.4" colorSpace="calibratedWhite"/></label>
            </subviews></view>
        </objects></document>
        """
        let found = lint(["Cell.xib": xib])
        XCTAssertEqual(summary(found), ["Cell.xib:3 hardcoded_color"])
        XCTAssertTrue(found.first?.message.contains("`backgroundColor`") == true, found.first?.message ?? "")
    }

    /// A scroll view with no background of its own shows the screen under it: black text in it is
    /// listed with the white root (Emergence's show screen, blind set fresh33).
    func testTextInAClearScrollViewIsListedWithTheScreenUnderIt() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
            <viewController id="vc" customClass="ShowViewController"><view key="view" id="root"><rect key="frame" x="0" y="0" width="1920" height="1080"/><subviews>
                <scrollView id="scroll"><rect key="frame" x="0" y="0" width="1920" height="1080"/><subviews>
                    <stackView axis="vertical" id="stack"><rect key="frame" x="90" y="100" width="1260" height="400"/><subviews>
                        <label text="Show Title" id="title"><rect key="frame" x="0" y="0" width="526" height="49"/><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
                    </subviews></stackView>
                </subviews></scrollView>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view></viewController>
        </objects></scene></scenes></document>
        """
        let found = lint(["Show.storyboard": storyboard])
        XCTAssertEqual(summary(found), ["Show.storyboard:8 hardcoded_color"])
        XCTAssertTrue(found.first?.message.contains("change the fixed colour drawn on it with it (label \"Show Title\"") == true,
                      found.first?.message ?? "")
    }

    func testOpaqueSubviewsStackedEdgeToEdgeCoverTheirSuperview() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                <collectionView id="chips" customClass="ChipBar"><rect key="frame" x="0" y="-18" width="375" height="62"/></collectionView>
                <view id="divider"><rect key="frame" x="0" y="44" width="375" height="1"/><color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/></view>
                <tableView id="table"><rect key="frame" x="0" y="45" width="375" height="622"/></tableView>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            <view id="gap"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                <tableView id="top"><rect key="frame" x="0" y="0" width="375" height="300"/></tableView>
                <tableView id="bottom"><rect key="frame" x="0" y="310" width="375" height="357"/></tableView>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </objects></document>
        """
        // The chip bar, the divider and the table leave nothing of `root`; a 10-point gap shows `gap`.
        XCTAssertEqual(summary(lint(["Playlist.xib": xib])), ["Playlist.xib:4 hardcoded_color", "Playlist.xib:10 hardcoded_color"])
    }

    func testARootViewAroundASafeAreaTableIsHiddenOnlyByOpaqueBars() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>
                <tableView id="table"><rect key="frame" x="0" y="44" width="414" height="818"/></tableView>
            </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </objects></document>
        """
        // Without opaque bars the strips above and below the safe area show the white root view.
        XCTAssertEqual(summary(lint(["Settings.xib": xib])), ["Settings.xib:4 hardcoded_color"])
        let navigation = """
        final class AppNavigationController: UINavigationController {
            func style() {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                navigationBar.standardAppearance = appearance
                navigationBar.scrollEdgeAppearance = appearance
            }
        }
        """
        let tabs = "func style(_ tabs: UITabBarController) { tabs.tabBar.isTranslucent = false }"
        // The navigation bar alone leaves the home indicator strip; both bars hide both strips.
        XCTAssertEqual(summary(lint(["Settings.xib": xib, "Nav.swift": navigation])), ["Settings.xib:4 hardcoded_color"])
        XCTAssertEqual(summary(lint(["Settings.xib": xib, "Nav.swift": navigation, "Tabs.swift": tabs])), [])
        // An opaque standard appearance alone is transparent at the scroll edge (iOS 15): the strip shows.
        let standardOnly = navigation.replacingOccurrences(of: "navigationBar.scrollEdgeAppearance = appearance", with: "")
        XCTAssertEqual(summary(lint(["Settings.xib": xib, "Nav.swift": standardOnly, "Tabs.swift": tabs])), ["Settings.xib:4 hardcoded_color"])
    }

    func testATableFooterOfHeightZeroShowsNoBackground() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><objects>
            <tableView id="t"><rect key="frame" x="0" y="0" width="414" height="600"/>
                <view key="tableFooterView" id="empty" userLabel="Footer to hide separators"><rect key="frame" x="0" y="0" width="414" height="0.0"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
                <view key="tableHeaderView" id="header"><rect key="frame" x="0" y="0" width="414" height="44"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            </tableView>
        </objects></document>
        """
        // The empty footer is never seen; a header 44 points high is.
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard])), ["Main.storyboard:4 hardcoded_color"])
    }

    func testAViewLaidExactlyBehindAnOpaqueSiblingIsCovered() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="cell"><rect key="frame" x="0" y="0" width="320" height="72"/><subviews>
                <view id="shadow"><rect key="frame" x="12" y="12" width="48" height="48"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
                <imageView id="art"><rect key="frame" x="12" y="12" width="48" height="48"/><color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/></imageView>
                <view id="badge"><rect key="frame" x="70" y="12" width="48" height="48"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
                <view id="glass"><rect key="frame" x="70" y="12" width="48" height="48"/><color key="backgroundColor" white="0" alpha="0.2" colorSpace="calibratedWhite"/></view>
            </subviews></view>
        </objects></document>
        """
        // The shadow view hides behind the opaque artwork; the badge shows through the translucent glass.
        XCTAssertEqual(summary(lint(["Cell.xib": xib])), ["Cell.xib:5 hardcoded_color"])
        // A plain view with no subviews has nothing to tint; a stack view's tint reaches its buttons.
        let tints = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="bar"><subviews>
                <view id="line"><color key="tintColor" white="0" alpha="1" colorSpace="calibratedWhite"/></view>
                <stackView id="buttons"><subviews><button id="b"/></subviews><color key="tintColor" white="0" alpha="1" colorSpace="calibratedWhite"/></stackView>
            </subviews></view>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["Bar.xib": tints])), ["Bar.xib:4 hardcoded_color"])
    }

    func testAContainerFilledByItsEmbeddedControllersOpaqueViewIsCovered() {
        // xikolo-ios (blind set fresh39): a white container under a player whose view is systemBackground.
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="main"><scenes>
            <scene sceneID="s1"><objects><viewController id="main"><view key="view" id="root"><subviews>
                <containerView id="player"><rect key="frame" x="0" y="44" width="414" height="233"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <connections><segue destination="embedded" kind="embed" id="e1"/></connections>
                </containerView>
                <containerView id="panel"><rect key="frame" x="0" y="300" width="414" height="233"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <connections><segue destination="clear" kind="embed" id="e2"/></connections>
                </containerView>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="embedded"><view key="view" id="v2">
                <color key="backgroundColor" systemColor="systemBackgroundColor"/></view></viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="clear"><view key="view" id="v3">
                <color key="backgroundColor" white="0" alpha="0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view></viewController></objects></scene>
        </scenes></document>
        """
        // The panel's embedded view is clear: its white shows.
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard])), ["Main.storyboard:8 hardcoded_color"])
    }

    func testATopLevelViewNothingLoadsIsNeverShown() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController">
                <connections><outlet property="view" destination="root"/><outlet property="header" destination="h1"/></connections>
            </placeholder>
            <view id="root"><color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/></view>
            <view id="old"><subviews>
                <button id="b1"><color key="titleColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/></button>
            </subviews></view>
            <view id="h1"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </objects></document>
        """
        // The leftover `old` view has no outlet: the nib drops it. The header is loaded through `header`.
        XCTAssertEqual(summary(lint(["Settings.xib": xib])), ["Settings.xib:9 hardcoded_color"])
        // AppKit's File's Owner is the custom object with id -2.
        let appKit = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="VideosViewController">
                <connections><outlet property="view" destination="root"/></connections>
            </customObject>
            <customView id="root"><rect key="frame" x="0" y="0" width="800" height="600"/></customView>
            <customView id="mockup"><subviews>
                <box id="bx"><color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/></box>
            </subviews></customView>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["Videos.xib": appKit])), [])
    }

    func testAThemeThatWalksEverySubviewThroughUIKitExtensionsMakesPlaceholders() {
        let themer = """
        extension UIView {
            @objc func applyTheme() {
                applyThemeBackgroundColor()
                subviews.forEach { $0.applyTheme() }
            }
            func applyThemeBackgroundColor() { backgroundColor = ThemeManager.theme.backgroundColor }
        }
        extension UILabel {
            override func applyTheme() {
                super.applyTheme()
                textColor = ThemeManager.theme.titleText
            }
        }
        """
        func scene(_ controller: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
                <viewController id="vc" customClass="\(controller)"><view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>
                    <label text="Title" id="title"><rect key="frame" x="16" y="100" width="300" height="21"/><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
                </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view></viewController>
            </objects></scene></scenes></document>
            """
        }
        let legal = "class LegalViewController: UIViewController {}\nextension LegalViewController {\n    override func applyTheme() { }\n}\n"
        let found = lint([
            "App/Theme/ThemeableViews.swift": themer,
            "App/Legal.swift": legal,
            "App/Chat.storyboard": scene("ChatViewController"),
            "App/Legal.storyboard": scene("LegalViewController"),
            // A share extension beside the app does not compile the app's theme.
            "ShareExtension/Main.storyboard": scene("ShareViewController"),
        ])
        XCTAssertEqual(summary(found), ["App/Legal.storyboard:3 hardcoded_color", "ShareExtension/Main.storyboard:3 hardcoded_color"])
        // Without the walk over the subviews, the extensions are helpers that apply where called.
        let helper = themer.replacingOccurrences(of: "subviews.forEach { $0.applyTheme() }", with: "")
        XCTAssertEqual(summary(lint(["App/Theme/ThemeableViews.swift": helper, "App/Chat.storyboard": scene("ChatViewController")])),
                       ["App/Chat.storyboard:3 hardcoded_color"])
    }

    func testAnAppearanceProxyOfTheAppsOwnPropertyReachesTheColorItSets() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><objects>
            <label text="Server" id="l"><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
        </objects></document>
        """
        let forwarder = "extension UILabel {\n    @objc dynamic var themeColor: UIColor {\n        get { self.textColor }\n        set { self.textColor = newValue }\n    }\n}\n"
        let proxy = "func setUpTheme() {\n    UILabel.appearance().themeColor = .ph_textColor\n}\n"
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard, "Extensions.swift": forwarder, "AppDelegate.swift": proxy])), [])
        // A property that sets nothing is no way to the label's colour.
        let inert = forwarder.replacingOccurrences(of: "set { self.textColor = newValue }", with: "set { }")
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard, "Extensions.swift": inert, "AppDelegate.swift": proxy])),
                       ["Settings.storyboard:2 hardcoded_color"])
    }

    func testSectionIndexColorsShowOnlyWhereADataSourceGivesTheIndex() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><objects>
            <tableView id="t"><color key="sectionIndexBackgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
        </objects></document>
        """
        let settings = "final class Settings: UITableViewController {\n    func f() { tableView.reloadData() }\n}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Settings.swift": settings], wholeProject: true)), [])
        let contacts = "final class Contacts: UITableViewController {\n    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { [\"A\"] }\n}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Settings.swift": settings, "Contacts.swift": contacts], wholeProject: true)),
                       ["Main.storyboard:2 hardcoded_color"])
    }

    func testAXIBWhoseOwnerNoCodeMakesIsQuietInAWholeProjectRun() {
        func xib(_ owner: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                    <connections><outlet property="view" destination="root"/></connections>
                </placeholder>
                <view id="root"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            </objects></document>
            """
        }
        let files = [
            "Old.xib": xib("OldViewController"), "New.xib": xib("NewViewController"),
            "Screens.swift": "class OldViewController: UIViewController {}\nclass NewViewController: UIViewController {}\n",
            "App.swift": "func show() { present(NewViewController(nibName: \"New\", bundle: nil)) }\n",
        ]
        XCTAssertEqual(summary(lint(files, wholeProject: true)), ["New.xib:5 hardcoded_color"])
        XCTAssertEqual(summary(lint(files)), ["New.xib:5 hardcoded_color", "Old.xib:5 hardcoded_color"], "a partial run cannot know")
    }

    /// element-ios (blind set fresh21) vendors MatrixKit: dozens of `MXK*.xib` named for classes the
    /// app never uses, or only subclasses with nibs of their own. A nib is loaded by its class's name.
    func testAXIBNamedForAClassNoOtherFileMakesIsQuietInAWholeProjectRun() {
        func xib(_ type: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
                <view id="root" customClass="\(type)">
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </view>
            </objects></document>
            """
        }
        var files: [String: String] = [
            "Kit/Kit.h": "#import \"KitView.h\"\n#import \"BaseView.h\"\n",
            "App/App.m": """
            @implementation App
            - (void)show { [self.list addSubview:[UsedView loadFromNib]]; [self.list addSubview:[ThemedView loadFromNib]]; }
            - (void)configure:(BaseView *)view { [[NSBundle mainBundle] loadNibNamed:@"ByNameView" owner:nil options:nil]; }
            - (void)plain { [self.list addSubview:[PlainView loadFromNib]]; }
            @end
            """,
            "Kit/ThemedView.h": "@interface ThemedView : BaseView\n@end\n",
            "Kit/PlainView.h": "@interface PlainView : LoneBaseView\n@end\n",
        ]
        // A controller no one makes, and the view only it loads: both dead.
        files["Kit/ListController.m"] = "@implementation ListController\n- (void)viewDidLoad { [self.view addSubview:[ListRowView loadFromNib]]; }\n@end\n"
        files["Kit/ListController.h"] = "@interface ListController : UIViewController\n@end\n"
        // Made by the system: a document (TableTool's `Document`, from the Info.plist's document
        // types), a class an Info.plist names.
        files["Kit/Document.h"] = "@interface Document : NSDocument\n@end\n"
        files["App/Info.plist"] = "<plist><dict><key>NSPrincipalClass</key><string>$(PRODUCT_MODULE_NAME).PrincipalView</string></dict></plist>"
        for type in ["KitView", "UsedView", "BaseView", "ThemedView", "LoneBaseView", "ByNameView", "ListRowView", "Document", "PrincipalView"] {
            files["Kit/\(type).xib"] = xib(type)
            files["Kit/\(type).m"] = "@implementation \(type)\n+ (instancetype)loadFromNib { return [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([\(type) class]) owner:nil options:nil].firstObject; }\n@end\n"
            if files["Kit/\(type).h"] == nil { files["Kit/\(type).h"] = "@interface \(type) : UIView\n@end\n" }
        }
        // Not `KitView` (no other file makes it), `ListRowView` (only a controller no one makes loads it)
        // nor `BaseView` (named only as a type and a superclass; its one subclass loads its own nib).
        // `LoneBaseView`'s subclass has no nib: it may load this one.
        XCTAssertEqual(summary(lint(files, wholeProject: true)), [
            "Kit/ByNameView.xib:3 hardcoded_color", "Kit/Document.xib:3 hardcoded_color", "Kit/LoneBaseView.xib:3 hardcoded_color",
            "Kit/PrincipalView.xib:3 hardcoded_color", "Kit/ThemedView.xib:3 hardcoded_color", "Kit/UsedView.xib:3 hardcoded_color",
        ])
        XCTAssertEqual(summary(lint(files)).count, 9, "a partial run cannot know")
    }

    /// element-ios's `MXKSearchViewController.xib` is loaded for subclasses whose theme handlers
    /// recolour the outlets they inherit (blind set fresh21).
    func testAnOutletASubclassOfTheOwnerRecoloursIsAPlaceholder() {
        let xib = ownedXIB("BaseListController", outlets: ["listView": "t"], subviews: """
            <tableView id="t"><rect key="frame" x="0" y="0" width="320" height="200"/><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
        """)
        let base = "class BaseListController: UIViewController { @IBOutlet var listView: UITableView! }\n"
        let files = ["BaseListController.xib": xib, "Base.swift": base + "func show() { present(BaseListController(), animated: true) }\n"]
        XCTAssertEqual(summary(lint(files)), ["BaseListController.xib:6 hardcoded_color"])
        var themed = files
        themed["Files.swift"] = "class FilesController: BaseListController {\n    func apply(_ theme: Theme) { listView.backgroundColor = theme.background }\n}\n"
        XCTAssertEqual(summary(lint(themed)), [])
    }

    /// Trio (blind set fresh18) defines `static let fresh = Color("fresh")` for a set no catalog has,
    /// and nothing reads `fresh`: the set is never looked up.
    func testAMissingColorSetOnlyADeadDefinitionNamesIsNoFinding() {
        let files = [
            "Assets.xcassets/Brand.colorset/Contents.json": ColorsetFixtures.adaptive,
            "Colors.swift": "extension Color {\n    static let fresh = Color(\"fresh\")\n    static let used = Color(\"used\")\n}\n",
            "View.swift": "let tint = Color.used\nlet brand = Color(\"Brand\")\n",
        ]
        XCTAssertEqual(summary(lint(files, wholeProject: true)), ["Colors.swift:3 missing_color_asset"])
        XCTAssertEqual(summary(lint(files)), ["Colors.swift:2 missing_color_asset", "Colors.swift:3 missing_color_asset"], "a partial run cannot know")
    }

    /// element-ios (blind set fresh21): its labels keep Interface Builder's black tint, which a label
    /// never draws, and its owners give buttons attributed titles, whose colours replace the title colour.
    func testALabelsTintAndATitleAnAttributedTitleReplacesAreNoFindings() {
        let black = "<color key=\"%@\" white=\"0.0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let xib = ownedXIB("FormController", outlets: ["reportButton": "b"], subviews: """
            <label text="Name" id="l"><rect key="frame" x="0" y="0" width="100" height="20"/>\(black.replacingOccurrences(of: "%@", with: "tintColor"))</label>
            <button id="b"><rect key="frame" x="0" y="30" width="100" height="20"/><state key="normal" title="Report">\(black.replacingOccurrences(of: "%@", with: "titleColor"))</state></button>
        """)
        let owner = "class FormController: UIViewController { @IBOutlet var reportButton: UIButton! }\n"
        XCTAssertEqual(summary(lint(["Form.xib": xib, "Form.swift": owner])), ["Form.xib:7 hardcoded_color"])
        let swift = owner + "extension FormController {\n    func style() { reportButton.setAttributedTitle(NSAttributedString(string: \"Report\"), for: .normal) }\n}\n"
        XCTAssertEqual(summary(lint(["Form.xib": xib, "Form.swift": swift])), [])
        let objectiveC = "@implementation FormController\n- (void)style { [self.reportButton setAttributedTitle:title forState:UIControlStateNormal]; }\n@end\n"
        XCTAssertEqual(summary(lint(["Form.xib": xib, "Form.swift": owner, "Form.m": objectiveC])), [])
    }

    /// Clendar (blind set fresh21) keeps its watch app in `ClendarWatchApp`: always dark, its colour
    /// sets included.
    func testAWatchFolderNamedInCamelCaseIsAlwaysDark() {
        XCTAssertTrue(PlatformContext.isWatchPath("ClendarWatchApp/Views/Row.swift"))
        XCTAssertFalse(PlatformContext.isWatchPath("Stopwatches/Row.swift"))
        let sameDark = """
        {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.2", "green": "0.2", "blue": "0.2", "alpha": "1.000"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0.2", "green": "0.2", "blue": "0.2", "alpha": "1.000"}}, "idiom": "universal"}]}
        """
        let files = ["App/Assets.xcassets/Ink.colorset/Contents.json": sameDark, "App/Title.swift": "Text(title).foregroundColor(Color(\"Ink\"))\n"]
        XCTAssertEqual(summary(lint(files)).count, 1)
        let watch = ["ClendarWatchApp/Assets.xcassets/Ink.colorset/Contents.json": sameDark, "ClendarWatchApp/Title.swift": "Text(title).foregroundColor(Color(\"Ink\"))\n"]
        XCTAssertEqual(summary(lint(watch)), [])
    }

    /// element-ios's call screen keeps a hidden white view that no outlet, tag or class of its own can
    /// ever show (blind set fresh21); one its owner holds an outlet to may be shown.
    func testAViewHiddenInTheDocumentThatNothingCanShowIsNeverSeen() {
        let white = "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let files = [
            "Call.xib": ownedXIB("CallViewController", outlets: ["banner": "b"], subviews: """
                <view hidden="YES" id="a"><rect key="frame" x="0" y="0" width="100" height="40"/>\(white)</view>
                <view hidden="YES" id="b"><rect key="frame" x="0" y="40" width="100" height="40"/>\(white)</view>
                <view hidden="YES" tag="7" id="c"><rect key="frame" x="0" y="80" width="100" height="40"/>\(white)</view>
            """),
            "Call.swift": "class CallViewController: UIViewController { @IBOutlet var banner: UIView! }\n",
        ]
        XCTAssertEqual(summary(lint(files)), ["Call.xib:7 hardcoded_color", "Call.xib:8 hardcoded_color"])
    }

    func testAnAppKitBackgroundThatIsNotDrawnIsNoFinding() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
            <customView id="root"><subviews>
                <textField id="t1"><textFieldCell key="cell" title="No Notes" id="c1"><color key="backgroundColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/></textFieldCell></textField>
                <textField id="t2"><textFieldCell key="cell" title="Name" drawsBackground="YES" id="c2"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></textFieldCell></textField>
                <scrollView id="s1"><clipView key="contentView" drawsBackground="NO" id="v1"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></clipView></scrollView>
                <scrollView id="s2"><rect key="frame" x="0" y="0" width="100" height="100"/><clipView key="contentView" id="v2"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
                    <tableView id="tv"><rect key="frame" x="0" y="0" width="100" height="100"/></tableView>
                </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></clipView></scrollView>
            </subviews></customView>
        </objects></document>
        """
        // A drawn clip view shows its background when scrolling bounces past its table.
        XCTAssertEqual(summary(lint(["Main.xib": xib])), ["Main.xib:4 hardcoded_color", "Main.xib:8 hardcoded_color"])
        // Alternating row colours cover a table's background, empty rows included.
        let striped = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
            <customView id="root"><subviews>
                <tableView alternatingRowBackgroundColors="YES" id="t1"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
                <tableView id="t2"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
            </subviews></customView>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["Indexes.xib": striped])), ["Indexes.xib:4 hardcoded_color"])
    }

    func testDarkInkOnAFixedDarkSurfaceLooksTheSameInBothAppearances() {
        // Primal's launch screen: a black label on a fixed black root reads (or not) the same way in
        // both appearances; the same label on an adaptive root vanishes in Dark Mode.
        func screen(_ background: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><viewController id="vc">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
                    <label text="Primal" id="l1"><rect key="frame" x="0" y="260" width="390" height="43"/>
                        <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                </subviews>\(background)</view>
            </viewController></objects></scene></scenes></document>
            """
        }
        let black = #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let adaptive = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#
        XCTAssertEqual(summary(lint(["Launch.storyboard": screen(black)])), [])
        XCTAssertEqual(summary(lint(["Launch.storyboard": screen(adaptive)])), ["Launch.storyboard:4 hardcoded_color"])
    }

    func testAnAquaViewThatPaintsItsOwnLightSurfaceIsDeliberate() {
        // GitUp's help banner: a custom view forced Aqua with a fixed yellow fill keeps its system
        // coloured text dark on it. Without the fill the forcing is an opt-out.
        func banner(_ fill: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
                <customView id="root"><subviews>
                    <customView appearanceType="aqua" id="banner" customClass="GIColorView">
                        <userDefinedRuntimeAttributes>\(fill)</userDefinedRuntimeAttributes>
                    </customView>
                </subviews></customView>
            </objects></document>
            """
        }
        let yellow = #"<userDefinedRuntimeAttribute type="color" keyPath="backgroundColor"><color key="value" red="1" green="0.88" blue="0.0" alpha="1" colorSpace="calibratedRGB"/></userDefinedRuntimeAttribute>"#
        XCTAssertEqual(summary(lint(["Document.xib": banner(yellow)])), [])
        XCTAssertEqual(summary(lint(["Document.xib": banner(yellow)], pedantic: true)), ["Document.xib:3 appearance_opt_out"])
        XCTAssertEqual(summary(lint(["Document.xib": banner("")])), ["Document.xib:3 appearance_opt_out"])
    }

    func testASceneWhoseControllerMakesItsOwnViewIsNeverLoaded() {
        // moonlight's SWRevealViewController overrides loadView without calling super: the white root
        // of its storyboard scenes is never loaded. Calling super loads it.
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
            <viewController id="vc" customClass="RevealViewController"><view key="view" id="root">
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            </view></viewController>
        </objects></scene></scenes></document>
        """
        let objc = "@implementation SWRevealViewController\n- (void)loadView\n{\n    self.view = [[SWRevealView alloc] init];\n}\n@end\n"
        let swift = "class RevealViewController: SWRevealViewController {}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "SWRevealViewController.m": objc, "Reveal.swift": swift])), [])
        let swiftOwn = "class RevealViewController: UIViewController {\n    override func loadView() { view = UIView() }\n}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Reveal.swift": swiftOwn])), [])
        let callsSuper = "class RevealViewController: UIViewController {\n    override func loadView() { super.loadView(); view.tag = 1 }\n}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Reveal.swift": callsSuper])), ["Main.storyboard:3 hardcoded_color"])
        // wsdot's SimpleMapViewController loads the scene, then sets a map as its view: replaced all the same.
        let replacesLoaded = "class RevealViewController: UIViewController {\n    override func loadView() {\n        super.loadView()\n        let mapView = GMSMapView()\n        view = mapView\n    }\n}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Reveal.swift": replacesLoaded])), [])
        let setsSubview = "class RevealViewController: UIViewController {\n    override func loadView() {\n        super.loadView()\n        mapView.view = UIView()\n    }\n}\n"
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Reveal.swift": setsSubview])), ["Main.storyboard:3 hardcoded_color"])
    }

    func testALifecycleNameWithoutOverrideIsNoUpdateMethod() {
        // Sileo's view declares `traitCollectionDidChange(_:)` with a non-optional parameter and no
        // `override`: another method, which UIKit never calls. A CGColor set there is frozen.
        func view(_ keyword: String, _ parameter: String) -> String {
            """
            final class GradientView: UIView {
                \(keyword)func traitCollectionDidChange(_ previous: \(parameter)) {
                    layer.borderColor = UIColor.separator.cgColor
                }
            }
            """
        }
        XCTAssertEqual(summary(lint(["Gradient.swift": view("", "UITraitCollection")])), ["Gradient.swift:3 cgcolor_outside_update"])
        XCTAssertEqual(summary(lint(["Gradient.swift": view("override ", "UITraitCollection?")])), ["Gradient.swift:2 trait_change_unguarded"])
    }

    func testATintThatColoursNothingIsNoFinding() {
        // OsmAnd: a segmented control's tint (ignored since iOS 13) and a plain button's tint when the
        // button has no image and gives its title a colour of its own. A button with an image keeps it.
        let purple = #"red="0.34" green="0.08" blue="0.8" alpha="1" colorSpace="calibratedRGB""#
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="root"><subviews>
                <segmentedControl id="s1"><segments><segment title="A"/><segment title="B"/></segments><color key="tintColor" \(purple)/></segmentedControl>
                <button id="b1"><color key="tintColor" \(purple)/><state key="normal" title="Done"><color key="titleColor" systemColor="labelColor"/></state></button>
                <button id="b2"><color key="tintColor" \(purple)/><state key="normal" title="Next" image="arrow.right"/></button>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["Card.xib": xib])), ["Card.xib:5 hardcoded_color"])
    }

    func testAContainersTintThatNoSubviewDrawsIsNoFinding() {
        // documents-app-ios (fresh38): a settings cell's content view tinted black holds a plain label
        // and a switch (whose off outline ignores the tint since iOS 13). A text field draws its caret
        // in the tint, so a container holding one keeps the finding.
        let black = #"white="0.0" alpha="1" colorSpace="calibratedWhite""#
        func storyboard(_ second: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><tableViewController id="vc">
                <tableView key="view" id="t1"><cells><tableViewCell id="c1">
                    <tableViewCellContentView key="contentView" id="cv"><subviews>
                        <label text="Unlock with Touch ID" id="l1"><nil key="textColor"/></label>
                        \(second)
                    </subviews><color key="tintColor" \(black)/></tableViewCellContentView>
                </tableViewCell></cells></tableView>
            </tableViewController></objects></scene></scenes></document>
            """
        }
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard(#"<switch on="YES" id="s1"/>"#)])), [])
        XCTAssertEqual(summary(lint(["Settings.storyboard": storyboard(#"<textField id="f1"/>"#)])), ["Settings.storyboard:6 hardcoded_color"])
    }

    func testDarkTextColorPaintedAsASurfaceIsABlackBackdrop() {
        // Pisth APT and Slide's action extension paint views black with `darkTextColor`: dark in both
        // appearances, and `labelColor` would be wrong advice for a background. As text it vanishes.
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><viewController id="vc">
            <view key="view" id="root"><subviews>
                <label text="Title" id="l1"><color key="textColor" cocoaTouchSystemColor="darkTextColor"/></label>
            </subviews><color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/></view>
        </viewController></objects></scene></scenes></document>
        """
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard])), ["Main.storyboard:3 non_adaptive_color"])
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard], pedantic: true)),
                       ["Main.storyboard:3 non_adaptive_color", "Main.storyboard:4 non_adaptive_color"])
    }

    func testAButtonsOwnLightFillIsAControlNotAScreen() {
        // Pisth's banner: white pills with red titles on a red bar. The fill is a `--pedantic` note;
        // a white view of the same size is a surface and stays a warning.
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="70"/><subviews>
                <button id="b1"><rect key="frame" x="240" y="0" width="71" height="30"/>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <state key="normal" title="Resume"><color key="titleColor" red="1" green="0.26" blue="0.28" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
                </button>
                <view id="v1"><rect key="frame" x="0" y="40" width="71" height="30"/><color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["Disconnected.xib": xib])), ["Disconnected.xib:7 hardcoded_color"])
        XCTAssertEqual(summary(lint(["Disconnected.xib": xib], pedantic: true)), ["Disconnected.xib:4 hardcoded_color", "Disconnected.xib:7 hardcoded_color"])
    }

    func testPrototypeCellsThatEachShowAFixedThemeAreSwatches() {
        // Pisth's terminal-theme picker: each prototype cell previews one theme's own colours.
        func cell(_ id: String, _ background: String, _ text: String) -> String {
            """
            <collectionViewCell id="\(id)"><view key="contentView" id="\(id)c"><subviews>
                <label text="Theme" id="\(id)l"><color key="textColor" \(text) colorSpace="custom" customColorSpace="sRGB"/></label>
            </subviews></view><color key="backgroundColor" \(background) colorSpace="custom" customColorSpace="sRGB"/></collectionViewCell>
            """
        }
        func picker(_ cells: [String]) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><collectionViewController id="vc">
                <collectionView key="view" id="cv"><cells>
            \(cells.joined(separator: "\n"))
                </cells></collectionView>
            </collectionViewController></objects></scene></scenes></document>
            """
        }
        let white = #"red="1" green="1" blue="1" alpha="1""#, black = #"red="0" green="0" blue="0" alpha="1""#
        let beige = #"red="0.96" green="0.92" blue="0.84" alpha="1""#, purple = #"red="0.58" green="0.13" blue="0.57" alpha="1""#
        let swatches = picker([cell("a", white, purple), cell("b", black, purple), cell("c", beige, black)])
        XCTAssertEqual(summary(lint(["Settings.storyboard": swatches])), [])
        XCTAssertFalse(summary(lint(["Settings.storyboard": swatches], pedantic: true)).isEmpty)
        // Three white cells are a list's surface, not swatches.
        let plain = picker([cell("a", white, black), cell("b", white, black), cell("c", white, black)])
        XCTAssertFalse(summary(lint(["Settings.storyboard": plain])).isEmpty)
    }

    func testAnAppKitCellColorIsAPlaceholderWhenCodeSetsItOnTheControl() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="NoteListViewController">
                <connections><outlet property="statusField" destination="t1" id="o1"/></connections>
            </customObject>
            <customView id="root"><subviews>
                <textField id="t1"><textFieldCell key="cell" title="No Notes" id="c1"><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></textFieldCell></textField>
                <textField id="t2"><textFieldCell key="cell" title="Name" id="c2"><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></textFieldCell></textField>
            </subviews></customView>
        </objects></document>
        """
        let found = lint(["Main.xib": xib, "NoteList.swift": """
            class NoteListViewController: NSViewController {
                func refreshStyle() { statusField.textColor = .secondaryLabelColor }
            }
            """])
        XCTAssertEqual(summary(found), ["Main.xib:7 hardcoded_color"])
    }

    func testACocoaBindingOfAColourInObjectiveCMakesAPlaceholder() {
        // Quicksilver binds its result table's colours to the user's appearance settings.
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
            <customObject id="-2" userLabel="File's Owner" customClass="QSResultController">
                <connections><outlet property="resultTable" destination="t1" id="o1"/><outlet property="statusTable" destination="t2" id="o2"/></connections>
            </customObject>
            <customView id="root"><subviews>
                <tableView id="t1"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
                <tableView id="t2"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
            </subviews></customView>
        </objects></document>
        """
        let found = lint(["ResultWindow.xib": xib, "QSResultController.m": """
            @implementation QSResultController
            - (void)windowDidLoad {
                [resultTable bind:@"backgroundColor" toObject:defaults withKeyPath:@"values.QSAppearance3B" options:nil];
                [statusTable bind:@"hidden" toObject:defaults withKeyPath:@"values.QSHideStatus" options:nil];
            }
            @end
            """])
        XCTAssertEqual(summary(found), ["ResultWindow.xib:7 hardcoded_color"])
    }

    func testAStoryboardSceneRootViewRecoloredByItsControllerOrASuperclassIsAPlaceholder() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
        <scene><objects><viewController id="a" customClass="FeedbackViewController">
            <view key="view" id="v1"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </viewController></objects></scene>
        <scene><objects><viewController id="b" customClass="ThanksViewController">
            <view key="view" id="v2"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </viewController></objects></scene>
        <scene><objects><viewController id="c" customClass="PlainViewController">
            <view key="view" id="v3"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </viewController></objects></scene>
        </scenes></document>
        """
        let found = lint([
            "Feedback.storyboard": storyboard,
            "Feedback.swift": """
            class FeedbackViewController: UIViewController {
                func decorate(with theme: Theme) { view.backgroundColor = theme.backgroundColor }
            }
            class ThanksViewController: FeedbackViewController {}
            class PlainViewController: UIViewController {}
            """,
        ])
        XCTAssertEqual(summary(found), ["Feedback.storyboard:9 hardcoded_color"], "only the plain scene, which no code recolors")
    }

    /// Lunar (blind set fresh9): a custom field's `textFieldColorLight`, set in the storyboard as a
    /// runtime attribute, is replaced through the outlet by the scene's controller.
    func testARuntimeColorNamedForAStateIsAPlaceholderWhenTheOwnerReplacesIt() {
        func storyboard(_ keyPath: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
            <scene><objects><viewController id="a" customClass="DisplayViewController">
                <view key="view" id="v"><subviews>
                <textField id="f" customClass="ScrollableTextField"><userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="\(keyPath)"><color key="value" white="0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes></textField>
                </subviews></view>
                <connections><outlet property="radiusField" destination="f" id="o"/></connections>
            </viewController></objects></scene>
            </scenes></document>
            """
        }
        let code = "class DisplayViewController: NSViewController {\n    @IBOutlet var radiusField: ScrollableTextField?\n    func update() { radiusField?.textFieldColorLight = theme.caption }\n}\n"
        XCTAssertEqual(lint(["Main.storyboard": storyboard("textFieldColorLight"), "D.swift": code]).filter { $0.ruleID == "hardcoded_color" }.count, 0)
        XCTAssertEqual(lint(["Main.storyboard": storyboard("textFieldColorHover"), "D.swift": code]).filter { $0.ruleID == "hardcoded_color" }.count, 1)
    }

    /// Lunar (blind set fresh9): a custom button paints its own `color` fill behind its `textColor`;
    /// black on its own white reads in both appearances, black on its own dark grey does not.
    func testACustomControlsInkOnItsOwnFixedFillIsAPair() {
        func xib(fill: String) -> String {
            func attribute(_ keyPath: String, _ white: String) -> String {
                "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"\(keyPath)\"><color key=\"value\" white=\"\(white)\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></userDefinedRuntimeAttribute>"
            }
            return """
            <document><objects><view id="root"><subviews>
            <button id="b" customClass="PillButton"><userDefinedRuntimeAttributes>
            \(attribute("color", fill))
            \(attribute("textColor", "0"))
            \(attribute("labelOff", "0"))
            \(attribute("bgOff", "1"))
            </userDefinedRuntimeAttributes></button>
            </subviews></view></objects></document>
            """
        }
        // The white `bgOff` fill itself glares (line 6); `labelOff` reads on it.
        XCTAssertEqual(summary(lint(["Pill.xib": xib(fill: "1")]).filter { $0.ruleID == "hardcoded_color" }), ["Pill.xib:6 hardcoded_color"])
        XCTAssertEqual(summary(lint(["Pill.xib": xib(fill: "0.2")]).filter { $0.ruleID == "hardcoded_color" }),
                       ["Pill.xib:4 hardcoded_color", "Pill.xib:6 hardcoded_color"])
    }

    /// threema (blind set fresh10): white views at alpha 0.1 behind onboarding fields are a faint veil;
    /// a view at alpha 0 is one code fades in, judged as drawn whole.
    func testAViewsOpacityDimsTheColorItDraws() {
        func xib(_ alpha: String) -> String {
            "<document><objects><view id=\"root\"><subviews><view alpha=\"\(alpha)\" id=\"veil\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"200\" height=\"40\"/>"
                + "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view></subviews></view></objects></document>"
        }
        XCTAssertEqual(lint(["A.xib": xib("0.10000000000000001")]).filter { $0.ruleID == "hardcoded_color" }.count, 0)
        XCTAssertEqual(lint(["A.xib": xib("0.0")]).filter { $0.ruleID == "hardcoded_color" }.count, 1)
        XCTAssertEqual(lint(["A.xib": xib("0.90000000000000002")]).filter { $0.ruleID == "hardcoded_color" }.count, 1)
    }

    /// threema (blind set fresh10): a `SetupButton` whose storyboard sets `layer.borderColor` as a
    /// runtime attribute sets it again in its own code, where it is resolved each time.
    func testALayerColorAttributeTheCustomClassSetsInCodeIsAPlaceholder() {
        let xib = "<document><objects><view id=\"root\"><subviews><button id=\"b\" customClass=\"SetupButton\"><userDefinedRuntimeAttributes>"
            + "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"layer.borderColor\"><color key=\"value\" systemColor=\"labelColor\"/></userDefinedRuntimeAttribute>"
            + "</userDefinedRuntimeAttributes></button></subviews></view></objects></document>"
        let code = "final class SetupButton: UIButton {\n    func setup() { layer.borderColor = tintColor.cgColor }\n}\n"
        XCTAssertEqual(lint(["A.xib": xib, "B.swift": code]).filter { $0.ruleID == "cgcolor_outside_update" }.count, 0)
        XCTAssertEqual(lint(["A.xib": xib, "B.swift": "final class SetupButton: UIButton {}\n"]).filter { $0.ruleID == "cgcolor_outside_update" }.count, 1)
    }

    /// seafile (blind set fresh11): a standard-style cell names its detail label, which the scene's
    /// controller recolours as `nameCell.detailTextLabel.textColor`.
    func testAStandardCellsLabelsAreRecoloredThroughTheCell() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
        <scene><objects><tableViewController id="s" customClass="SettingsViewController">
            <tableView key="view" id="t"><sections><tableViewSection><cells>
            <tableViewCell detailTextLabel="d" style="IBUITableViewCellStyleValue1" id="c"><tableViewCellContentView key="contentView" id="cv"><subviews>
            <label id="d"><color key="textColor" white="0.1" alpha="1" colorSpace="calibratedWhite"/></label>
            </subviews></tableViewCellContentView></tableViewCell>
            </cells></tableViewSection></sections></tableView>
            <connections><outlet property="nameCell" destination="c" id="o"/></connections>
        </tableViewController></objects></scene>
        </scenes></document>
        """
        func found(_ code: String) -> Int {
            lint(["Settings.storyboard": storyboard, "S.swift": code]).filter { $0.ruleID == "hardcoded_color" }.count
        }
        XCTAssertEqual(found("class SettingsViewController: UITableViewController {\n    func viewDidLoad() { nameCell.detailTextLabel?.textColor = .systemOrange }\n}\n"), 0)
        XCTAssertEqual(found("class SettingsViewController: UITableViewController {}\n"), 1)
    }

    /// Beam (blind set fresh35): the cell's own class (or its superclass) recolours its standard
    /// label, `textLabel?.textColor = .label` in a method `awakeFromNib` and trait changes call.
    func testAStandardCellsLabelsAreRecoloredByTheCellsOwnClass() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
        <scene><objects><tableViewController id="s" customClass="SettingsViewController">
            <tableView key="view" id="t"><sections><tableViewSection><cells>
            <tableViewCell textLabel="l" style="IBUITableViewCellStyleDefault" id="c" customClass="SettingsCell"><tableViewCellContentView key="contentView" id="cv"><subviews>
            <label id="l"><color key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/></label>
            </subviews></tableViewCellContentView></tableViewCell>
            </cells></tableViewSection></sections></tableView>
        </tableViewController></objects></scene>
        </scenes></document>
        """
        func found(_ code: String) -> Int {
            lint(["Settings.storyboard": storyboard, "S.swift": code]).filter { $0.ruleID == "hardcoded_color" }.count
        }
        let base = "class ThemedCell: UITableViewCell {\n    func appearanceDidChange() { if textLabel?.textColor != .label { self.textLabel?.textColor = .label } }\n}\n"
        XCTAssertEqual(found(base + "class SettingsCell: ThemedCell {}\n"), 0)
        XCTAssertEqual(found("class ThemedCell: UITableViewCell {}\nclass SettingsCell: ThemedCell {}\n"), 1)
    }

    /// zap-iOS (blind set fresh35): a custom view loads its XIB with itself as owner and colours the
    /// root it gets back, `let content = loadNibNamed(…, owner: self)?.first as? UIView`.
    func testTheRootOfANibItsOwnerLoadsAndRecolorsIsAPlaceholder() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BalanceView"/>
            <view id="root"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        </objects></document>
        """
        func found(_ body: String) -> Int {
            let code = "final class BalanceView: UIView {\n    private func setup() {\n\(body)\n    }\n}\nlet v = BalanceView()\n"
            return lint(["BalanceView.xib": xib, "BalanceView.swift": code]).filter { $0.ruleID == "hardcoded_color" }.count
        }
        let load = "        let views = Bundle.main.loadNibNamed(\"BalanceView\", owner: self, options: nil)\n        guard let content = views?.first as? UIView else { return }\n        addSubview(content)\n"
        XCTAssertEqual(found(load + "        content.backgroundColor = UIColor(named: \"Background\")"), 0)
        XCTAssertEqual(found(load), 1)
        XCTAssertEqual(found("        let content = UIView()\n        content.backgroundColor = .black"), 1, "a view the function makes, not the nib's")
    }

    /// Beam (blind set fresh35): a scene whose controller class, of the app's own module, the project
    /// declares nowhere was left behind when the class was deleted; so was a prototype cell's.
    func testAScenesOrCellsDeletedClassLeavesItsColorsUnseen() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="s"><scenes>
        <scene><objects><tableViewController id="s" storyboardIdentifier="language" customClass="LanguageViewController" customModule="Beam" customModuleProvider="target" sceneMemberID="viewController">
            <tableView key="view" id="t"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableView>
        </tableViewController></objects></scene>
        </scenes></document>
        """
        func found(_ code: String) -> Int {
            lint(["Settings.storyboard": storyboard, "A.swift": code], wholeProject: true).filter { $0.ruleID == "hardcoded_color" }.count
        }
        XCTAssertEqual(found("final class LanguageViewController: UITableViewController {}\n"), 1)
        XCTAssertEqual(found("final class SettingsViewController: UITableViewController {}\n"), 0)
        XCTAssertEqual(lint(["Settings.storyboard": storyboard, "A.swift": "let a = 1\n"]).filter { $0.ruleID == "hardcoded_color" }.count, 1,
                       "a partial run cannot know")
    }

    /// SnowHaze, OnionBrowser, SwiftWeather: a launch screen's white root under a full-bleed image
    /// view that fills its frame with its image is never seen; under a centred image it is.
    func testAFullBleedImageCoversTheViewBehindIt() {
        func storyboard(_ mode: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="s"><scenes>
            <scene><objects><viewController id="s" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/><subviews>
                <imageView contentMode="\(mode)" image="Background" id="img"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></imageView>
                </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            </viewController></objects></scene>
            </scenes></document>
            """
        }
        func found(_ mode: String) -> Int { lint(["LaunchScreen.storyboard": storyboard(mode)]).filter { $0.ruleID == "hardcoded_color" }.count }
        XCTAssertEqual(found("scaleAspectFill"), 0)
        XCTAssertEqual(found("center"), 1)
    }

    func testThemeEnginesRecolorThroughImplicitOutletsHelpersAndAppearanceProxies() {
        let white = "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let black = "<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
        <scene><objects><tableViewController id="a" customClass="FilterViewController">
            <tableView key="view" id="t">\(white)<prototypes><tableViewCell id="c" customClass="FilterCell">
                <tableViewCellContentView key="contentView" id="cv">\(white)<subviews><label id="l">\(black)</label></subviews></tableViewCellContentView>
            </tableViewCell></prototypes></tableView>
        </tableViewController></objects></scene>
        <scene><objects><viewController id="b" customClass="SetupViewController">
            <view key="view" id="v"><subviews>
                <button id="school"><state key="normal" title="School"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state>\(white)</button>
                <button id="plus"><state key="normal" image="plus"><color key="titleColor" white="0" alpha="1" colorSpace="calibratedWhite"/></state></button>
                <button id="other">\(white)</button>
            </subviews></view>
            <connections><outlet property="schoolButton" destination="school"/><outlet property="otherButton" destination="other"/></connections>
        </viewController></objects></scene>
        </scenes></document>
        """
        let swift = """
        class FilterViewController: UITableViewController {
            func applyTheme(theme: Theme) { tableView.backgroundColor = theme.contentBackgroundColor }
        }
        class FilterCell: UITableViewCell {
            func applyTheme(theme: Theme) { contentView.backgroundColor = theme.windowBackgroundColor }
        }
        class SetupViewController: UIViewController {
            @IBOutlet weak var schoolButton: UIButton!
            @IBOutlet weak var otherButton: UIButton!
            override func viewDidLoad() { super.viewDidLoad(); style(views: [schoolButton]) }
            private func style(views: [UIButton]) {
                views.forEach { $0.backgroundColor = .systemPurple; $0.setTitleColor(.white, for: .normal) }
            }
        }
        func applyTheme(_ theme: Theme) {
            UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = theme.primaryTextColor
        }
        """
        // Only the button no code recolours is left, a `--pedantic` note (a button's own fill is a
        // control); the image-only button shows no title.
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Theme.swift": swift])), [])
        XCTAssertTrue(summary(lint(["Main.storyboard": storyboard, "Theme.swift": swift], pedantic: true)).contains("Main.storyboard:11 hardcoded_color"))
    }

    /// WooCommerce (blind set fresh22) keeps the proxy in a local, asked of `Self` in an extension.
    func testAnAppearanceProxyKeptInALocalRecoloursTheBarsOfItsClass() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
            <tabBarController id="t"><tabBar key="tabBar" id="b">
                <color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            </tabBar></tabBarController>
            <viewController id="v"><view key="view" id="r"><subviews><toolbar id="o">
                <color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            </toolbar></subviews></view></viewController>
        </objects></scene></scenes></document>
        """
        let swift = """
        extension UITabBar {
            class func applyAppearance() {
                let appearance = Self.appearance()
                appearance.barTintColor = .appTabBar
            }
        }
        """
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard])), ["Main.storyboard:3 hardcoded_color", "Main.storyboard:6 hardcoded_color"])
        XCTAssertEqual(summary(lint(["Main.storyboard": storyboard, "Bars.swift": swift])), ["Main.storyboard:6 hardcoded_color"])
    }

    func testAViewLoadedFromItsOwnNibAndAnOutletOfAnOutletArePlaceholders() {
        let white = "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let stats = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ItemStatsView"/>
            <view id="root">\(white)</view>
        </objects></document>
        """
        let modal = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="m" customClass="ShopModalView"><subviews><view id="bg">\(white)</view></subviews>
            <connections><outlet property="backgroundPanel" destination="bg"/></connections></view>
        </objects></document>
        """
        let swift = """
        final class ItemStatsView: UIView {
            private func setUp() {
                if let view = viewFromNib() { view.backgroundColor = ThemeService.shared.theme.contentBackgroundColor }
            }
        }
        final class BuyItemViewController: UIViewController {
            @IBOutlet weak var shopModal: ShopModalView!
            func applyTheme(_ theme: Theme) { shopModal.backgroundPanel.backgroundColor = theme.contentBackgroundColor }
        }
        """
        XCTAssertEqual(summary(lint(["ItemStatsView.xib": stats, "ShopModalView.xib": modal, "Views.swift": swift])), [])
        XCTAssertEqual(summary(lint(["ItemStatsView.xib": stats, "ShopModalView.xib": modal])),
                       ["ItemStatsView.xib:3 hardcoded_color", "ShopModalView.xib:2 hardcoded_color"])
    }

    func testTheLightThemeOfAThemeProtocolIsAPalette() {
        let files = [
            "Theme.swift": "@objc protocol Theme { var backgroundColor: UIColor { get } }\n",
            "DarkTheme.swift": "class DarkTheme: NSObject, Theme {\n    var backgroundColor: UIColor = UIColor(rgb: 0x15191E)\n}\n",
            "DefaultTheme.swift": "class DefaultTheme: NSObject, Theme {\n    var backgroundColor: UIColor = UIColor(white: 1, alpha: 1)\n}\n",
            "Card.swift": "final class Card: UIView {\n    func update(theme: Theme) { backgroundColor = theme.backgroundColor }\n}\n",
            "Plain.swift": "final class Plain: NSObject {\n    var backgroundColor: UIColor = UIColor(white: 1, alpha: 1)\n    func apply(to v: UIView) { v.backgroundColor = backgroundColor }\n}\n",
        ]
        // `DefaultTheme` is the light one of the themes `DarkTheme` names; `Plain` is no theme.
        XCTAssertEqual(summary(lint(files, adoption: .migrating)), ["Plain.swift:2 hardcoded_color"])
    }

    func testInterfaceBuilderColorsReplacedInObjectiveCArePlaceholders() {
        let black = "<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let xib = ownedXIB("DeviceViewController", outlets: ["titleLabel": "t", "statusLabel": "s", "noteLabel": "n"], subviews: """
                <label id="t">\(black)</label>
                <label id="s">\(black)</label>
                <label id="n">\(black)</label>
                <tableViewCell id="c" customClass="DeviceCell"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableViewCell>
        """)
        let header = "@interface DeviceCell : ThemedCell\n@property (weak, nonatomic) IBOutlet UILabel *name;\n@end\n"
        let implementation = """
        #import "DeviceViewController.h"
        @implementation DeviceViewController
        - (void)userInterfaceThemeDidChange
        {
            self.titleLabel.textColor = ThemeService.shared.theme.textPrimaryColor;
            [_statusLabel setTextColor:ThemeService.shared.theme.warningColor];
            NSString *note = @"self.noteLabel.textColor = nil;";
        }
        @end
        @implementation ThemedCell
        - (void)customizeTableViewCellRendering { self.backgroundColor = ThemeService.shared.theme.backgroundColor; }
        @end
        """
        // The title and status labels are recoloured in Objective-C, and the cell by its superclass;
        // the note label only in a string.
        XCTAssertEqual(summary(lint(["Device.xib": xib, "DeviceCell.h": header, "DeviceViewController.m": implementation])),
                       ["Device.xib:8 hardcoded_color"])
        // A cell whose superclass comes from a library (`MXKBubbleCell`, a pod): the app's category on
        // the library's base class recolours the outlet, wherever in the library's chain that class is.
        let bubble = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <tableViewCell id="c" customClass="IncomingBubbleCell"><subviews>
                <view id="o" hidden="YES"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
                <view id="p"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            </subviews><connections><outlet property="overlayContainer" destination="o"/><outlet property="paddingView" destination="p"/></connections></tableViewCell>
        </objects></document>
        """
        let files = [
            "Bubble.xib": bubble,
            "IncomingBubbleCell.h": "@interface IncomingBubbleCell : MXKIncomingBubbleCell\n@end\n",
            "MXKBubbleCell+App.h": "@interface MXKBubbleCell (App)\n@end\n",
            "MXKBubbleCell+App.m": "@implementation MXKBubbleCell (App)\n- (void)select { self.overlayContainer.backgroundColor = ThemeService.shared.theme.backgroundColor; }\n@end\n",
        ]
        XCTAssertEqual(summary(lint(files)), ["Bubble.xib:4 hardcoded_color"])
        // An outlet collection recoloured in a fast enumeration loop (iSH's keyboard bar buttons).
        let bar = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TerminalViewController">
                <connections><outlet property="view" destination="v"/><outletCollection property="barControls" destination="b" collectionClass="NSMutableArray"/></connections>
            </placeholder>
            <view id="v"><subviews>
                <button id="b"><color key="tintColor" white="0" alpha="1" colorSpace="calibratedWhite"/></button>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        </objects></document>
        """
        let loop = """
        @implementation TerminalViewController
        - (void)updateStyle {
            UIColor *tintColor = self.isLight ? UIColor.blackColor : UIColor.whiteColor;
            for (UIControl *control in self.barControls) {
                control.tintColor = tintColor;
            }
        }
        @end
        """
        XCTAssertEqual(summary(lint(["Bar.xib": bar, "TerminalViewController.h": "@interface TerminalViewController : UIViewController\n@end\n"])),
                       ["Bar.xib:6 hardcoded_color"])
        XCTAssertEqual(summary(lint(["Bar.xib": bar, "TerminalViewController.m": loop])), [])
        // Or over the array literal a method of the file returns (Kodi's host form fields).
        let fields = """
        @implementation TerminalViewController
        - (NSArray*)allControls {
            NSArray *controls = @[
                barControls,
                otherField,
            ];
            return controls;
        }
        - (void)viewDidLoad {
            for (UIControl *control in [self allControls]) {
                control.tintColor = [UIColor get1stLabelColor];
            }
        }
        @end
        """
        XCTAssertEqual(summary(lint(["Bar.xib": bar, "TerminalViewController.m": fields])), [])
    }

    func testABackgroundAnOpaqueSubviewCoversIsNeverSeen() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <tableView id="t"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></tableView>
        </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        <view id="second"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>
            <tableView id="t2"><rect key="frame" x="0.0" y="44" width="375" height="623"/></tableView>
            <view id="clear"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><color key="backgroundColor" white="0" alpha="0" colorSpace="calibratedWhite"/></view>
        </subviews><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
        <activityIndicatorView id="s" style="white" customClass="ThemeSpinner"/>
        <activityIndicatorView id="s2" style="white"/>
        </objects></document>
        """
        let found = lint([
            "Screen.xib": xib,
            "Spinner.swift": "class ThemeSpinner: UIActivityIndicatorView {\n    override func awakeFromNib() { super.awakeFromNib(); color = Theme.current.spinner }\n}\n",
        ])
        // The second root view shows above its table and through the clear overlay; the plain spinner keeps its style's colour.
        XCTAssertEqual(summary(found), ["Screen.xib:8 hardcoded_color", "Screen.xib:10 deprecated_indicator_style"])
    }

    func testCellsThatCodeRecolorsWhenDequeuedArePlaceholders() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
        <tableViewController id="t" customClass="FoldersViewController"><tableView id="tv"><prototypes>
            <tableViewCell id="c1" customClass="FolderCell"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableViewCell>
            <tableViewCell id="c2"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableViewCell>
            <tableViewCell id="c3" customClass="EmptyCell"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tableViewCell>
        </prototypes></tableView></tableViewController>
        </objects></scene></scenes></document>
        """
        let found = lint([
            "Folders.storyboard": storyboard,
            "Factory.swift": """
            enum CellFactory {
                static func folder(_ tableView: UITableView) -> UITableViewCell {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "Folder") as? FolderCell else { fatalError() }
                    cell.backgroundColor = Theme.current.cellBackground
                    return cell
                }
            }
            """,
            "Folders.swift": """
            class FoldersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    if indexPath.row > 0 { cell.backgroundColor = .secondarySystemBackground }
                }
            }
            """,
        ])
        // Every cell of the scene goes through `willDisplay`; FolderCell is also recoloured by the factory.
        XCTAssertEqual(summary(found), [])
        let alone = lint(["Folders.storyboard": storyboard, "Factory.swift": "enum CellFactory {}\n",
                          "Folders.swift": "class FoldersViewController: UITableViewController {}\n"])
        XCTAssertEqual(summary(alone).count, 3)
    }

    func testACellOutletRecoloredWhereTheCellIsDequeuedIsAPlaceholder() {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects>
        <tableViewController id="t" customClass="MenuViewController"><tableView id="tv"><prototypes>
            <tableViewCell id="c1" customClass="MenuEntryCell"><tableViewCellContentView id="cv1"><subviews>
                <view id="line1"><color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/></view>
            </subviews></tableViewCellContentView><connections><outlet property="separator" destination="line1" id="o1"/></connections></tableViewCell>
            <tableViewCell id="c2" customClass="MenuSeparatorCell"><tableViewCellContentView id="cv2"><subviews>
                <view id="line2"><color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/></view>
            </subviews></tableViewCellContentView><connections><outlet property="separator" destination="line2" id="o2"/></connections></tableViewCell>
        </prototypes></tableView></tableViewController>
        </objects></scene></scenes></document>
        """
        // Each `case` declares its own `cell`: only the separator cell's outlet is recoloured.
        let found = lint([
            "Menu.storyboard": storyboard,
            "Menu.swift": """
            class MenuViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    switch rows[indexPath.row] {
                    case .entry:
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath) as! MenuEntryCell
                        return cell
                    case .separator:
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "Separator",
                                                                       for: indexPath) as? MenuSeparatorCell else { fatalError() }
                        cell.separator.backgroundColor = theme.separatorColor
                        return cell
                    }
                }
            }
            """,
        ])
        XCTAssertEqual(summary(found), ["Menu.storyboard:4 hardcoded_color"])
    }

    func testAnInterfaceBuilderViewForcedDarkIsListedOnlyWithPedanticAsInSwift() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>
            <customView id="a" appearanceType="vibrantDark"/>
            <customView id="b" appearanceType="aqua"/>
        </objects></document>
        """
        XCTAssertEqual(summary(lint(["About.xib": xib])), ["About.xib:3 appearance_opt_out"])
        XCTAssertEqual(summary(lint(["About.xib": xib], pedantic: true)), ["About.xib:2 appearance_opt_out", "About.xib:3 appearance_opt_out"])
    }

    func testADarkBlurIsANoteOnlyWithPedantic() {
        let files = ["HUD.swift": "let dimming = UIBlurEffect(style: .dark)\nlet chip = UIBlurEffect(style: .light)\n"]
        XCTAssertEqual(summary(lint(files)), ["HUD.swift:2 deprecated_material"])
        let pedantic = lint(files, pedantic: true)
        XCTAssertEqual(summary(pedantic), ["HUD.swift:1 deprecated_material", "HUD.swift:2 deprecated_material"])
        XCTAssertEqual(pedantic.map(\.severity), [.note, .warning])
    }

    func testTargetsThatForceDarkAndScreensKeptLightAreQuiet() {
        let plist = "<plist><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>"
        let white = "view.backgroundColor = UIColor.white\n"
        let files = [
            "TV/Resources/Info.plist": plist,
            "TV/Player.swift": white,
            "Phone/Feed.swift": white,
            "Phone/Receipt.swift": "class Receipt: UIViewController {\n    func f() {\n        overrideUserInterfaceStyle = .light // printed on paper\n        view.backgroundColor = .white\n    }\n}\n",
            "Phone/Legacy.swift": "class Legacy: UIViewController {\n    func f() {\n        overrideUserInterfaceStyle = .light\n        view.backgroundColor = .white\n    }\n}\n",
            // A branch on the OS version is no setting: the player is Light wherever the API exists (stepik-ios, fresh41).
            "Phone/Player.swift": "class Player: UIViewController {\n    func f() {\n        if #available(iOS 13.0, *) { self.overrideUserInterfaceStyle = .light }\n        view.backgroundColor = .white\n    }\n}\n",
            // A later version is a feature's branch (GoMap's glass buttons): a setting, not the screen's design.
            "Phone/Glass.swift": "class Glass: UIViewController {\n    func f() {\n        if #available(iOS 26.0, *) { self.overrideUserInterfaceStyle = .light }\n        view.backgroundColor = .white\n    }\n}\n",
            // The whole window kept Light is an opt-out: it is the finding, and the colours it keeps
            // from being seen in Dark Mode are listed when the migration is linted.
            "Phone/Scene.swift": "class SceneDelegate: UIResponder {\n    func f() {\n        window?.overrideUserInterfaceStyle = .light\n        window?.backgroundColor = .white\n    }\n}\n",
        ]
        XCTAssertEqual(summary(lint(files)), ["Phone/Scene.swift:3 appearance_opt_out"])
        XCTAssertEqual(summary(lint(files, adoption: .migrating)), [
            "Phone/Feed.swift:1 non_adaptive_color", "Phone/Glass.swift:4 non_adaptive_color", "Phone/Scene.swift:3 appearance_opt_out",
            "Phone/Scene.swift:4 non_adaptive_color",
        ])
    }

    func testATargetWhoseInfoPlistOptsOutToLightIsLintedOnlyAsAMigration() {
        let files = [
            "Phone/Supporting Files/Info.plist": "<plist><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>",
            "Phone/Feed.swift": "view.backgroundColor = UIColor.white\n",
            "Phone/Main.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><objects><view id=\"v\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view></objects></document>",
            // A color set of the Light-only target (soundscape's, blind set fresh11): never in Dark Mode.
            "Phone/Assets.xcassets/Paper.colorset/Contents.json": "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0.99\", \"green\": \"0.99\", \"blue\": \"0.99\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"}]}",
            "Phone/Card.swift": "card.backgroundColor = UIColor(named: \"Paper\")\n",
            "Widget/Widget.swift": "view.backgroundColor = UIColor.white\n",
            "Mac/Info.plist": "<plist><dict><key>NSRequiresAquaSystemAppearance</key><true/></dict></plist>",
            "Mac/Window.swift": "view.layer?.backgroundColor = NSColor.white.cgColor\n",
        ]
        XCTAssertEqual(summary(lint(files)), [
            "Mac/Info.plist:1 appearance_opt_out", "Phone/Supporting Files/Info.plist:1 appearance_opt_out", "Widget/Widget.swift:1 non_adaptive_color",
        ])
        XCTAssertEqual(summary(lint(files, adoption: .migrating)).count, 7)
    }

    /// covpass-ios (blind set fresh41): both apps keep Light in their `Info.plist`, and the colours they
    /// share live in a local package outside both targets' folders. No app of the run shows Dark Mode, so
    /// the package's colours are quiet too; one app plist that forces nothing (or a project that
    /// generates an app's plist) makes them findings again.
    func testColorsOutsideTheTargetsAreQuietWhenEveryAppOfTheRunOptsOut() {
        let app = { (style: String) in
            "<plist><dict><key>LSRequiresIPhoneOS</key><true/>\(style)<key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>"
        }
        let light = "<key>UIUserInterfaceStyle</key><string>Light</string>"
        var files = [
            "Source/PassApp/Supporting Files/Info.plist": app(light),
            "Source/CheckApp/Supporting Files/Info.plist": app(light),
            "Source/PassUI/Sources/Card.swift": "card.backgroundColor = UIColor.white\n",
            // A framework's plist has no app keys: it neither counts nor blocks.
            "Source/PassCommon/Info.plist": "<plist><dict><key>CFBundlePackageType</key><string>FMWK</string></dict></plist>",
        ]
        XCTAssertEqual(summary(lint(files)), ["Source/CheckApp/Supporting Files/Info.plist:1 appearance_opt_out",
                                              "Source/PassApp/Supporting Files/Info.plist:1 appearance_opt_out"])
        XCTAssertEqual(summary(lint(files, adoption: .migrating)).count, 3)
        files["Source/Widget/Info.plist"] = "<plist><dict><key>NSExtension</key><dict/></dict></plist>"
        XCTAssertEqual(summary(lint(files)).last, "Source/PassUI/Sources/Card.swift:1 non_adaptive_color", "an extension follows the system")
        files["Source/Widget/Info.plist"] = nil
        files["Other/Other.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ objects = { A = { buildSettings = { INFOPLIST_KEY_UILaunchScreen_Generation = YES; }; }; }; }\n"
        XCTAssertEqual(summary(lint(files)).last, "Source/PassUI/Sources/Card.swift:1 non_adaptive_color", "an app with a generated plist")
    }

    /// edx (blind set fresh42) keeps its only window Light in its Objective-C app delegate: like the same
    /// line in Swift, an opt-out of the whole app. Chosen by a branch, it is a setting.
    func testAWindowKeptLightInObjectiveCIsAnAppWideOptOut() {
        let delegate = { (body: String) in
            "@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n    self.window = [[UIWindow alloc] init];\n    \(body)\n    return YES;\n}\n@end\n"
        }
        var files = [
            "App/AppDelegate.m": delegate("self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;"),
            "App/Main.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><objects><view id=\"v\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></view></objects></document>",
            "App/Feed.swift": "view.backgroundColor = UIColor.white\n",
        ]
        XCTAssertEqual(summary(lint(files)), [])
        XCTAssertEqual(summary(lint(files, adoption: .migrating)).count, 2)
        files["App/AppDelegate.m"] = delegate("[self.window setOverrideUserInterfaceStyle:UIUserInterfaceStyleLight];")
        XCTAssertEqual(summary(lint(files)), [])
        files["App/AppDelegate.m"] = delegate("if (self.prefersLight) { self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight; }")
        XCTAssertEqual(summary(lint(files)).count, 2, "a setting")
    }

    /// Xcode 13+ writes the Info.plist from build settings: linphone (blind set fresh21) keeps its app
    /// Light with `INFOPLIST_KEY_UIUserInterfaceStyle = Light;` in every configuration of the target.
    func testATargetWhoseBuildSettingsOptOutToLightIsLintedOnlyAsAMigration() {
        func configuration(_ id: String, _ settings: String) -> String {
            "\(id) = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; \(settings)}; name = \(id);};"
        }
        let project = """
        // !$*UTF8*$!
        {
            objects = {
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = Phone;};
                L1 = {isa = XCConfigurationList; buildConfigurations = (D1, R1,);};
                \(configuration("D1", "INFOPLIST_FILE = Phone/Info.plist; INFOPLIST_KEY_UIUserInterfaceStyle = Light;"))
                \(configuration("R1", "INFOPLIST_FILE = \"$(SRCROOT)/Phone/Info.plist\"; INFOPLIST_KEY_UIUserInterfaceStyle = Light;"))
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = Widget;};
                L2 = {isa = XCConfigurationList; buildConfigurations = (D2, R2,);};
                \(configuration("D2", "INFOPLIST_FILE = Widget/Info.plist; INFOPLIST_KEY_UIUserInterfaceStyle = Light;"))
                \(configuration("R2", "INFOPLIST_FILE = Widget/Info.plist;"))
            };
            rootObject = P;
        }
        """
        let files = [
            "App.xcodeproj/project.pbxproj": project,
            "Phone/Feed.swift": "view.backgroundColor = UIColor.white\n",
            // Light in Debug only: a developer's setting, not what ships.
            "Widget/Widget.swift": "view.backgroundColor = UIColor.white\n",
        ]
        XCTAssertEqual(summary(lint(files)), ["App.xcodeproj/project.pbxproj:6 appearance_opt_out", "Widget/Widget.swift:1 non_adaptive_color"])
        XCTAssertEqual(summary(lint(files, adoption: .migrating)).count, 3)
        // orbot-apple (blind set fresh37): UIKit's key on an AppKit target (`SDKROOT = macosx`) does nothing.
        var mac = files
        mac["App.xcodeproj/project.pbxproj"] = project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;", with: "INFOPLIST_KEY_UIUserInterfaceStyle = Light; SDKROOT = macosx;")
        XCTAssertEqual(summary(lint(mac)), ["Phone/Feed.swift:1 non_adaptive_color", "Widget/Widget.swift:1 non_adaptive_color"])
        // eduid-app-ios (blind set fresh43): the plist in `eduID/`, the code in `EduID/`, one folder on a Mac.
        var cased = files
        cased["PHONE/Feed.swift"] = cased.removeValue(forKey: "Phone/Feed.swift")
        XCTAssertEqual(summary(lint(cased)), ["App.xcodeproj/project.pbxproj:6 appearance_opt_out", "Widget/Widget.swift:1 non_adaptive_color"])
        XCTAssertFalse(ProjectIndex.isInside("Phones/Feed.swift", folder: "Phone"))
        XCTAssertFalse(ProjectIndex.isInside("Phone/Feed.swift", folder: "Phone_"))
    }

    func testAWatchAppFolderIsAlwaysDark() {
        XCTAssertTrue(PlatformContext.isWatchPath("xDrip Watch App/Views/MainView.swift"))
        XCTAssertTrue(PlatformContext.isWatchPath("App WatchKit Extension/Row.swift"))
        XCTAssertFalse(PlatformContext.isWatchPath("xDrip Watch App.swift"))
    }

    func testScreensShownOnlyInsideAForcedOneAreForcedToo() {
        let found = lint([
            "Onboarding.swift": """
            class OnboardingViewController: UIViewController {
                func setUp() { navigationController?.overrideUserInterfaceStyle = .light; navigationBar.applyBrandStyle() }
                func next() { navigationController?.pushViewController(SignInViewController(), animated: true) }
                func help() { present(HelpViewController(), animated: true) }
            }
            """,
            "SignIn.swift": """
            class SignInViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white; field.layer.borderColor = UIColor.separator.cgColor }
                func forgot() { present(ResetViewController(), animated: true) }
            }
            class ResetViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white }
            }
            """,
            "Help.swift": """
            class HelpViewController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white }
            }
            class SettingsViewController: UIViewController {
                func help() { present(HelpViewController(), animated: true) }
            }
            """,
            "Style.swift": "extension UINavigationBar {\n    func applyBrandStyle() { barTintColor = .white }\n}\n",
            "Sign.xib": """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SignInViewController"/>
            <view id="v"><color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
            </objects></document>
            """,
        ])
        // Only Help, which Settings also presents outside the forced flow, meets Dark Mode.
        XCTAssertEqual(summary(found), ["Help.swift:2 non_adaptive_color"])
    }

    func testTestCodeIsRecognisedByItsPath() {
        XCTAssertTrue(TestCode.isTestPath("/r/AppTests/ViewTests.swift"))
        XCTAssertTrue(TestCode.isTestPath("/r/App/Preview Content/Sample.swift"))
        XCTAssertTrue(TestCode.isTestPath("/r/App/CardViewTests.swift"))
        XCTAssertFalse(TestCode.isTestPath("/r/App/Latest/Feed.swift"))
        XCTAssertFalse(TestCode.isTestPath("/r/App/Testimonials.swift"))
        XCTAssertEqual(InfoPlistLinter.targetFolder(ofPlist: "TV/Resources/Info.plist"), "TV")
        XCTAssertEqual(InfoPlistLinter.targetFolder(ofPlist: "App/Info.plist"), "App")
        XCTAssertEqual(InfoPlistLinter.targetFolder(ofPlist: "apps/ios/GuideDogs/Assets/PropertyLists/Info.plist"), "apps/ios/GuideDogs")
        XCTAssertEqual(InfoPlistLinter.targetFolder(ofPlist: "Resources/Info.plist"), "Resources")
        XCTAssertTrue(ProjectIndex.isInside("Orbot/Main.swift", folder: "Orbot") && ProjectIndex.isInside("A.swift", folder: ""))
        XCTAssertFalse(ProjectIndex.isInside("Orbot Mac/IconView.swift", folder: "Orbot"), "a sibling folder whose name starts the same")
        // Radar COVID (blind set fresh36) keeps its plists in `RadarCovid/Supporting`.
        XCTAssertEqual(InfoPlistLinter.targetFolder(ofPlist: "RadarCovid/Supporting/debug-Info.plist"), "RadarCovid")
    }
}
