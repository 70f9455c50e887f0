import XCTest
import Foundation
@testable import LintRules

/// Interface Builder, asset catalog and Info.plist linting, including broken input.
final class ResourceTests: XCTestCase {
    private func lint(_ files: [String: String], enable: [String] = [], pedantic: Bool = false) -> [Diagnostic] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        var settings = Settings()
        settings.enabled = Set(enable)
        let plan = FilePlan(rules: settings.rules)
        var options = LintOptions()
        options.pedantic = pedantic
        return LintRun(options: options).run(sources: sources, plans: sources.map { _ in plan }).diagnostics
    }

    private func summary(_ d: [Diagnostic]) -> [String] { d.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" } }

    private func storyboard(_ body: String, appKit: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.\(appKit ? "Cocoa.XIB" : "CocoaTouch.XIB")" version="3.0">
            <objects>
        \(body)
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
                <namedColor name="Brand"><color red="0.1" green="0.4" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            </resources>
        </document>
        """
    }

    func testAnXcodeProjectIsFollowedToTheInterfaceFilesItsTargetsBuild() throws {
        let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tB1 /* in Resources */ = {isa = PBXBuildFile; fileRef = X1 /* Card.xib */; settings = {ATTRIBUTES = (Public, ); }; };
        \t\tX1 /* Card.xib */ = {isa = PBXFileReference; path = "Views/Card.xib"; sourceTree = "<group>"; };
        \t\tX2 /* Old.xib */ = {isa = PBXFileReference; path = Old.xib; sourceTree = SOURCE_ROOT; };
        \t\tX3 /* Kit.xib */ = {isa = PBXFileReference; path = /Users/me/Kit.xib; sourceTree = "<absolute>"; };
        \t\tX4 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, X2, X3, ); sourceTree = "<group>"; };
        \t\tG1 /* App */ = {isa = PBXGroup; children = (X1, X4, ); path = "My App/./Sources/.."; sourceTree = "<group>"; name = "App \\"main\\""; };
        \t\tP0 = {isa = PBXProject; buildSettings = {OTHER = ("-a", "-b"); }; mainGroup = G0; };
        \t};
        \trootObject = P0;
        }
        """
        let read = try XCTUnwrap(XcodeProjectFile(Array(project.utf8)))
        XCTAssertEqual(read.interfaceFiles, ["My App/Views/Card.xib": true, "Old.xib": false])
        // Damaged or foreign input is no answer, never a crash.
        for cut in stride(from: 0, to: project.utf8.count, by: 7) {
            _ = XcodeProjectFile(Array(project.utf8.prefix(cut)))
        }
        XCTAssertNil(XcodeProjectFile(Array("{ objects = { A = ( ( ( ".utf8)))
        XCTAssertNil(XcodeProjectFile(Array(String(repeating: "(", count: 10_000).utf8)))
    }

    func testInterfaceBuilderColors() {
        let xib = storyboard("""
                <view id="a" userLabel="Header">
                    <color key="backgroundColor" red="0.95" green="0.95" blue="0.95" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <color key="tintColor" systemColor="systemBlueColor"/>
                    <color key="shadowColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="borderColor" red="1" green="1" blue="1" alpha="0" colorSpace="calibratedRGB"/>
                    <color key="textColor" name="Brand"/>
                    <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                    <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                    <color key="textColor" cocoaTouchSystemColor="whiteColor"/>
                    <color key="textColor" cyan="0" magenta="0" yellow="0" black="0.8" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
                </view>
        """)
        let found = lint(["Main.xib": xib])
        // `groupTableViewBackgroundColor` (line 11) is `systemGroupedBackgroundColor` since iOS 13: it adapts.
        XCTAssertEqual(summary(found), ["Main.xib:5:13 hardcoded_color", "Main.xib:13:13 hardcoded_color"])
        XCTAssertEqual(found[0].message, "view \"Header\": the `backgroundColor` color is fixed (#F2F2F2): a light surface glares in Dark Mode; choose the system color `secondarySystemBackgroundColor` (`.secondarySystemBackground`), or a named color with a Dark appearance")
        let notes = lint(["Main.xib": xib], pedantic: true).filter { $0.line == 11 }
        XCTAssertEqual(notes.map(\.message), ["view \"Header\": the `backgroundColor` color `groupTableViewBackgroundColor` is deprecated; since iOS 13 it is the same as `systemGroupedBackgroundColor` and adapts, so choose that name"])
        XCTAssertEqual(notes.map(\.severity), [.note])
    }

    func testATvOSBlurIsAdvisedTheRegularStyle() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.AppleTV.XIB" targetRuntime="AppleTV"><objects>
            <visualEffectView id="v"><blurEffect style="light"/></visualEffectView>
        </objects></document>
        """
        let found = InterfaceBuilderLinter.lint(SourceFile(path: "Player.xib", text: xib)).findings
        XCTAssertEqual(found.map(\.suggestion), [".regular"])
        XCTAssertTrue(found[0].message.contains("choose the Regular style (`regular`), which on tvOS follows the appearance;"), found[0].message)
    }

    /// `NSBox.fillColor` and `borderColor` are drawn only by a custom box (MacDown's titled boxes,
    /// blind set fresh22, keep a white border no one sees).
    func testOnlyACustomBoxDrawsItsFillAndBorderColors() {
        func box(_ type: String) -> String {
            storyboard("""
                    <box \(type) title="Options" id="b">
                        <color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    </box>
            """, appKit: true)
        }
        XCTAssertEqual(summary(lint(["Titled.xib": box("")])), [])
        XCTAssertEqual(summary(lint(["Separator.xib": box("boxType=\"separator\"")])), [])
        XCTAssertEqual(summary(lint(["Custom.xib": box("boxType=\"custom\"")])).count, 1)
    }

    /// A line over its own element's fixed fill (TableTool's error box border and table grid, blind set
    /// fresh24) looks the same on it in both appearances: only the fill is reported.
    func testALineOnItsOwnFixedFillGoesWithTheFill() {
        let xib = storyboard("""
                <box boxType="custom" borderType="line" title="Box" id="b">
                    <color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>
                    <color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </box>
        """, appKit: true)
        XCTAssertEqual(summary(lint(["Error.xib": xib])).count, 1)
        XCTAssertTrue(lint(["Error.xib": xib]).allSatisfy { $0.message.contains("fillColor") })
    }

    /// "Inherited (Vibrant Light)" names only the canvas preview: the view inherits its appearance
    /// (Pine, Mos, iina; blind sets fresh16 and fresh23).
    func testAnInheritedAppearanceChoiceForcesNothing() {
        func effect(_ appearance: String) -> String {
            storyboard("""
                    <visualEffectView appearanceType="\(appearance)" blendingMode="behindWindow" material="popover" state="active" id="v"/>
            """, appKit: true)
        }
        XCTAssertEqual(summary(lint(["Inherited.xib": effect("inheritedVibrantLight")])), [])
        XCTAssertEqual(summary(lint(["Forced.xib": effect("aqua")])).map { $0.hasSuffix("appearance_opt_out") }, [true])
    }

    func testInterfaceBuilderAppKitMaterialsAppearancesAndRuntimeAttributes() {
        let xib = storyboard("""
                <window title="Preferences" id="w" appearanceType="aqua">
                    <view key="contentView" id="c">
                        <visualEffectView blendingMode="behindWindow" material="dark" state="followsWindowActiveState" id="v"/>
                        <box boxType="custom" title="Options" id="b">
                            <color key="fillColor" name="whiteColor" catalog="System" colorSpace="catalog"/>
                            <color key="borderColor" name="separatorColor" catalog="System" colorSpace="catalog"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </box>
                    </view>
                </window>
        """, appKit: true)
        // The white box is inside the window kept Aqua: it goes with the window's forcing.
        let found = lint(["Prefs.xib": xib])
        XCTAssertEqual(summary(found), [
            "Prefs.xib:4:9 appearance_opt_out", "Prefs.xib:6:17 deprecated_material", "Prefs.xib:11:25 appearance_opt_out",
        ])
        XCTAssertTrue(found.first?.message.contains("change the fixed colour drawn on it with it (box \"Options\"") == true, found.first?.message ?? "")
    }

    /// A transparent box draws neither its fill nor its border (Sequel-Ace's progress layer).
    func testATransparentBoxDrawsNoFill() {
        func box(_ transparent: Bool) -> String {
            storyboard("""
                    <box boxType="custom"\(transparent ? " transparent=\"YES\"" : "") title="Box" id="b">
                        <color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    </box>
            """, appKit: true)
        }
        XCTAssertEqual(summary(lint(["Progress.xib": box(true)])), [])
        XCTAssertEqual(summary(lint(["Progress.xib": box(false)])).count, 1)
    }

    /// A table whose separator style is None draws no separators, whatever their colour.
    func testATableWithoutSeparatorsDrawsNoSeparatorColor() {
        func table(_ style: String) -> String {
            storyboard("""
                    <tableView separatorStyle="\(style)" id="t">
                        <color key="separatorColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    </tableView>
            """)
        }
        XCTAssertEqual(summary(lint(["Menu.xib": table("none")])), [])
        XCTAssertEqual(summary(lint(["Menu.xib": table("default")])).count, 1)
    }

    func testRuntimeAttributeColorsTakeTheirRoleFromTheKeyPath() {
        let xib = storyboard("""
                <view id="v" userLabel="Chip">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                            <color key="value" white="0.1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
        """)
        let found = lint(["Chip.xib": xib])
        XCTAssertEqual(summary(found), ["Chip.xib:7:21 hardcoded_color"])
        XCTAssertTrue(found.indices.contains(0) && found[0].message.contains("the `borderColor` color is fixed (#1A1A1A): a dark line vanishes"), found.first?.message ?? "no finding")
        XCTAssertTrue(found.indices.contains(0) && found[0].message.contains("`opaqueSeparatorColor`"), found.first?.message ?? "")
    }

    func testDeviceAppearanceAndResourcesAreNeverReported() {
        let xib = storyboard("""
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <blurEffect style="systemMaterial"/>
                <activityIndicatorView style="medium" id="s"/>
        """)
        XCTAssertEqual(summary(lint(["Main.storyboard": xib])), [])
    }

    func testColorSetComponentNotations() {
        func parse(_ components: String) -> RGBA? {
            let text = "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": \(components)}, \"idiom\": \"universal\"}]}"
            return try? ColorSetLinter.parse(SourceFile(path: "A.colorset/Contents.json", text: text)).variants.first?.color
        }
        XCTAssertEqual(parse("{\"red\": \"0.500\", \"green\": \"128\", \"blue\": \"0x80\", \"alpha\": \"1.000\"}")?.hexString, "#808080")
        XCTAssertEqual(parse("{\"red\": \"255\", \"green\": \"0\", \"blue\": \"0\", \"alpha\": \"1\"}")?.hexString, "#FF0000")
        XCTAssertEqual(parse("{\"white\": \"0.200\", \"alpha\": \"0.500\"}")?.hexString, "#33333380")
        XCTAssertEqual(parse("{\"red\": 1, \"green\": 1, \"blue\": 1, \"alpha\": 1}")?.hexString, "#FFFFFF")
    }

    func testNamespacedAssetNamesAndAllowedAssets() throws {
        let root = NSTemporaryDirectory() + "darklint-assets-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/App.xcassets/Brand"
        try FileManager.default.createDirectory(atPath: folder + "/Accent.colorset", withIntermediateDirectories: true)
        try Data("{\"properties\": {\"provides-namespace\": true}, \"info\": {\"version\": 1}}".utf8)
            .write(to: URL(fileURLWithPath: folder + "/Contents.json"))
        XCTAssertEqual(ColorSetLinter.assetName(path: folder + "/Accent.colorset/Contents.json"), "Brand/Accent")
        let single = "{\"colors\": [{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"1\", \"green\": \"0.5\", \"blue\": \"0\", \"alpha\": \"1\"}}, \"idiom\": \"universal\"}]}"
        XCTAssertEqual(ColorSetLinter.lint(SourceFile(path: "Logo.colorset/Contents.json", text: single), allowedAssets: ["Logo"]).findings.count, 0)
        XCTAssertEqual(ColorSetLinter.lint(SourceFile(path: "Logo.colorset/Contents.json", text: single), allowedAssets: []).findings.count, 1)
    }

    func testMissingAssetsOnlyWithACatalogAndSwiftAndIBReferencesAreChecked() {
        let swift = "let a = UIColor(named: \"Brand\")\nlet b = UIColor(named: \"Brnd\")\n"
        XCTAssertEqual(summary(lint(["A.swift": swift])), [], "no catalog in the run: nothing to check against")
        let found = lint(["A.swift": swift, "Assets.xcassets/Brand.colorset/Contents.json": ColorsetFixtures.adaptive,
                          "Main.storyboard": storyboard("<view id=\"v\"><color key=\"backgroundColor\" name=\"Missing\"/></view>")])
        XCTAssertEqual(summary(found), ["A.swift:2:24 missing_color_asset", "Main.storyboard:4:14 missing_color_asset"])
        XCTAssertTrue(found[0].message.hasSuffix("did you mean `Brand`?"))
    }

    func testAMissingInterfaceBuilderColorNamesTheValueTheDocumentStored() {
        let catalog = ["Assets.xcassets/Paper.colorset/Contents.json": ColorsetFixtures.adaptive]
        func message(_ stored: String) -> String? {
            let document = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="v"><color key="backgroundColor" name="ClearColor"/></view>
            </objects><resources><namedColor name="ClearColor">\(stored)</namedColor></resources></document>
            """
            return lint(catalog.merging(["Main.xib": document]) { a, _ in a }).first { $0.ruleID == "missing_color_asset" }?.message
        }
        let clear = message("<color red=\"1\" green=\"1\" blue=\"1\" alpha=\"0.0\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
        XCTAssertTrue(clear?.contains("shows the clear value the document stored for it); choose Clear Color instead") == true, clear ?? "")
        let white = message("<color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>")
        XCTAssertTrue(white?.contains("shows #FFFFFF, the value the document stored for it, in both appearances") == true, white ?? "")
    }

    /// green_ios (blind set fresh35), forced Dark: UIKit draws the stored value of a set that is gone,
    /// the colour its designer saw in the one appearance the target shows; a `--pedantic` note. A view
    /// in a scene nothing shows never looks its colour up.
    func testAMissingSetShownByItsStoredValueInOneAppearanceIsANote() {
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view id="v"><color key="backgroundColor" name="ModalBlue"/></view>
        </objects><resources><namedColor name="ModalBlue"><color red="0.1" green="0.13" blue="0.17" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources></document>
        """
        let plist = "<plist><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>"
        var files = ["App/Assets.xcassets/Paper.colorset/Contents.json": ColorsetFixtures.adaptive, "App/Main.xib": document]
        XCTAssertEqual(summary(lint(files)), ["App/Main.xib:2:14 missing_color_asset"], "shown in both appearances: stands")
        files["App/Info.plist"] = plist
        XCTAssertEqual(summary(lint(files)), [])
        XCTAssertEqual(lint(files, pedantic: true).filter { $0.ruleID == "missing_color_asset" }.map(\.severity), [.note])
        func scenes(second id: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a"><scenes>
            <scene><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="av"/></viewController></objects></scene>
            <scene><objects><viewController \(id) id="b" sceneMemberID="viewController"><view key="view" id="bv"><color key="backgroundColor" name="Missing"/></view></viewController></objects></scene>
            </scenes></document>
            """
        }
        let catalog = ["Assets.xcassets/Paper.colorset/Contents.json": ColorsetFixtures.adaptive]
        XCTAssertEqual(summary(lint(catalog.merging(["Main.storyboard": scenes(second: "")]) { a, _ in a })), [], "a scene nothing shows")
        XCTAssertEqual(summary(lint(catalog.merging(["Main.storyboard": scenes(second: "storyboardIdentifier=\"B\"")]) { a, _ in a })),
                       ["Main.storyboard:3:121 missing_color_asset"])
    }

    func testAGroupedTableGetsTheGroupedBackgroundsAsAdvice() {
        let light = "<color key=\"backgroundColor\" red=\"0.949\" green=\"0.949\" blue=\"0.969\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        let found = lint(["Main.storyboard": storyboard("""
        <tableView style="grouped" id="t">\(light)<prototypes><tableViewCell id="c">\(light)</tableViewCell></prototypes></tableView>
        <tableView style="plain" id="p">\(light)</tableView>
        """)])
        XCTAssertEqual(found.map(\.suggestion), [".systemGroupedBackground", ".secondarySystemGroupedBackground", ".secondarySystemBackground"])
    }

    func testAHairlineViewGetsTheSeparatorAsAdvice() {
        let light = "<color key=\"backgroundColor\" red=\"0.894\" green=\"0.894\" blue=\"0.894\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
        let found = lint(["Main.storyboard": storyboard("""
        <view id="line"><rect key="frame" x="0" y="43" width="320" height="1"/>\(light)</view>
        <view id="card"><rect key="frame" x="0" y="60" width="320" height="80"/>\(light)</view>
        """)])
        XCTAssertEqual(found.map(\.suggestion), [".opaqueSeparator", ".secondarySystemBackground"])
        XCTAssertTrue(found.first?.message.contains("a light line glares in Dark Mode; choose the system color `opaqueSeparatorColor`") == true, found.first?.message ?? "")
    }

    func testInfoPlistOptOuts() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>NSRequiresAquaSystemAppearance</key>
            <true/>
            <key>UIUserInterfaceStyle</key>
            <string>Automatic</string>
        </dict></plist>
        """
        XCTAssertEqual(summary(lint(["App/Info.plist": plist])), ["App/Info.plist:3:10 appearance_opt_out"])
        let broken = SourceFile(path: "Info.plist", bytes: Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0xFF])
        let result = LintRun().run(sources: [broken], plans: [FilePlan()])
        XCTAssertEqual(result.diagnostics.map { "\($0.severity) \($0.ruleID)" }, ["note io_error"])
    }

    func testAColorSetRenamedWithoutItsColorSuffixIsSuggested() {
        // OsmAnd renamed `viewBgColor` to `viewBg` and `groupBgColor` to `groupBg`; its XIBs kept the old names.
        let names = AssetNameIndex(["viewBg", "groupBg", "textColor", "Accent"])
        XCTAssertEqual(names.nearest(to: "viewBgColor"), "viewBg")
        XCTAssertEqual(names.nearest(to: "groupBgColour"), "groupBg")
        XCTAssertEqual(names.nearest(to: "text"), "textColor")
        XCTAssertNil(names.nearest(to: "separatorColor"))
    }

    func testAMissingSetWithANearNameStaysAWarningWhateverThePackages() {
        // OsmAnd's XIBs name `viewBgColor`, renamed `viewBg`; the project also depends on Kingfisher,
        // which the note used to offer as the set's source. A name with no near set is still a note.
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="v1"><color key="backgroundColor" name="viewBgColor"/></view>
            <view id="v2"><color key="backgroundColor" name="mapOverlay"/></view>
        </objects></document>
        """
        let sources = [SourceFile(path: "Cell.xib", text: xib),
                       SourceFile(path: "Assets.xcassets/viewBg.colorset/Contents.json", text: ColorsetFixtures.adaptive)]
        var options = LintOptions()
        options.packageDependencies = ["Kingfisher"]
        let found = LintRun(options: options).run(sources: sources, plans: sources.map { _ in FilePlan() }).diagnostics
            .filter { $0.ruleID == "missing_color_asset" }
        XCTAssertEqual(found.map { "\($0.line) \($0.severity)" }, ["2 warning", "3 note"])
        XCTAssertTrue(found[0].message.hasSuffix("did you mean `viewBg`?"), found[0].message)
        XCTAssertTrue(found[1].message.contains("(Kingfisher)"), found[1].message)
    }

    func testABinaryInfoPlistIsReadThroughFoundation() throws {
        // Pyto's prebuilt OpenBLAS framework keeps a compiled Info.plist: nothing to say about it. A
        // binary plist that keeps its app Light is still an opt-out, at its first line.
        func binary(_ dictionary: [String: Any]) throws -> SourceFile {
            let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
            XCTAssertTrue(data.starts(with: Array("bplist".utf8)))
            return SourceFile(path: "App/Info.plist", bytes: [UInt8](data))
        }
        let framework = try binary(["CFBundleIdentifier": "org.openblas", "MinimumOSVersion": "13.0"])
        XCTAssertEqual(LintRun().run(sources: [framework], plans: [FilePlan()]).diagnostics.map(\.ruleID), [])
        let light = try binary(["CFBundleIdentifier": "com.example.app", "UIUserInterfaceStyle": "Light"])
        let found = LintRun().run(sources: [light], plans: [FilePlan()]).diagnostics
        XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.ruleID)" }, ["1:1 appearance_opt_out"])
        XCTAssertTrue(found.first?.message.hasSuffix("(in this binary property list)") ?? false)
    }

    func testRandomBytesInResourcesNeverCrash() {
        var rng = SplitMix64(seed: 7)
        let alphabet = Array("<>/=\"' colorkey=red1.0&#;!-[]?xmlsystemColor\n{}:,".utf8) + [0xC3, 0xA9]
        for round in 0..<200 {
            let bytes: [UInt8] = (0..<Int(rng.next() % 600)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            let path = ["A.storyboard", "B.xib", "Info.plist", "C.colorset/Contents.json"][round % 4]
            _ = lint([path: text])
        }
    }

    func testBrokenResourcesReportOneLineAndTheRunGoesOn() {
        let truncated = storyboard("<view id=\"v\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\"/>").prefix(260)
        let found = lint([
            "Broken.storyboard": String(truncated) + "<color key=\"x\" red=\"1",
            "Bad.colorset/Contents.json": "{\"colors\": [",
            "Empty.colorset/Contents.json": "",
            "Huge.xib": "<document><view userLabel=\"" + String(repeating: "x", count: 2_000_000) + "\"><color key=\"backgroundColor\" white=\"1\" alpha=\"1\"/></view></document>",
            "Fine.swift": "let c = UIColor.white\nview.backgroundColor = c\nlabel.backgroundColor = UIColor.white\n",
        ])
        XCTAssertEqual(summary(found), [
            "Bad.colorset/Contents.json:1:1 io_error", "Broken.storyboard:4:14 hardcoded_color",
            "Broken.storyboard:7:59 io_error", "Empty.colorset/Contents.json:1:1 io_error",
            "Fine.swift:1:9 non_adaptive_color", "Fine.swift:3:25 non_adaptive_color", "Huge.xib:1:2000030 hardcoded_color",
        ])
    }
}
