import XCTest
@testable import LintRules

/// Issue 10: mutation fuzzing of the whole pipeline, in process. Real-shaped inputs (generated
/// Swift, storyboards and XIBs, color sets, Info.plists, `.darklint` files and baselines, plus the
/// rule examples and Examples/) are mutated — byte flips, deletions, duplicated and spliced regions,
/// inserted quotes, backslashes, `#`, `/`, brackets and markup — and each input runs through a whole
/// lint run, every output format, the reports, and the configuration and baseline parsers.
///
/// Every `swift test` runs a short smoke campaign. A long one:
///
///     DARKLINT_FUZZ_SECONDS=3600 swift test -c release -Xswiftc -enable-testing --filter FuzzTests
///
/// `DARKLINT_FUZZ_ITERATIONS=N` runs N inputs instead; `DARKLINT_FUZZ_SEED` picks the campaign
/// (printed at the start). Input k of a campaign is the same on every machine, so a failure names
/// its seed and index, and `DARKLINT_FUZZ_SEED=s DARKLINT_FUZZ_START=k DARKLINT_FUZZ_ITERATIONS=1
/// DARKLINT_FUZZ_DUMP=DIR` writes that input's files to DIR. A crash is a crash of the test process (a
/// trap cannot be caught in process), so the index of the input being run is written to standard
/// error on the way down. An input over its time budget (`DARKLINT_FUZZ_BUDGET` seconds, plus a
/// quarter of that per 1,000 findings it has) fails the test and is written to `$TMPDIR/darklint-fuzz`; one that runs 10x past it, or over 4 GiB resident,
/// is written there and aborts the run (a hang cannot be interrupted in process either).
final class FuzzTests: XCTestCase {
    func testFuzzWholePipeline() throws {
        let env = ProcessInfo.processInfo.environment
        let seconds = env["DARKLINT_FUZZ_SECONDS"].flatMap(Double.init)
        let iterations = env["DARKLINT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? (seconds == nil ? 200 : Int.max)
        let seed = env["DARKLINT_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970)
        let start = env["DARKLINT_FUZZ_START"].flatMap(Int.init) ?? 0
        let dump = env["DARKLINT_FUZZ_DUMP"]
        // Per input: a debug build is ~10x slower than a release one.
        let budget = env["DARKLINT_FUZZ_BUDGET"].flatMap(Double.init) ?? (Self.isDebug ? 10 : 2)
        let corpus = FuzzCorpus.make()
        let keep = NSTemporaryDirectory() + "darklint-fuzz"   // slow and hanging inputs are written here
        let watchdog = FuzzWatchdog(budget: budget, memoryLimit: 4 << 30, folder: keep)
        FuzzWatchdog.log("darklint fuzz: seed \(seed), \(corpus.count) seeds, budget \(budget) s per input\n")

        let deadline = seconds.map { Date().addingTimeInterval($0) }
        var slow: [String] = []
        var count = 0
        var findings = 0
        var k = start
        while count < iterations, deadline.map({ Date() < $0 }) ?? true {
            var rng = FuzzRandom(seed: seed, index: UInt64(k))
            let input = FuzzInput.make(corpus, &rng)
            if let dump { input.write(to: dump + "/input-\(k)") }   // to reproduce one input as files
            watchdog.begin(k, input)
            let started = DispatchTime.now().uptimeNanoseconds
            let found = FuzzPipeline.run(input)
            findings += found
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            watchdog.end()
            // Ten formats render every finding: an input with tens of thousands of them may take
            // longer, linearly; the budget grows with them (0.5 ms each in a release build).
            if elapsed > budget * (1 + Double(found) / 4000) {
                slow.append("input \(k) (seed \(seed)) took \(String(format: "%.1f", elapsed)) s")
                input.write(to: keep + "/slow-\(k)")
            }
            count += 1
            k += 1
            if count % 10_000 == 0 { FuzzWatchdog.log("darklint fuzz: \(count) inputs\n") }
        }
        watchdog.stop()
        FuzzWatchdog.log("darklint fuzz: \(count) inputs from seed \(seed) (indices \(start)..<\(k)), \(findings) findings, \(slow.count) over budget\n")
        XCTAssertTrue(slow.isEmpty, slow.prefix(20).joined(separator: "\n"))
    }

    static var isDebug: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }
}

// MARK: Random numbers

/// SplitMix64: small, fast, and the same everywhere, so input k of a seed can be made again alone.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64, index: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ index &* 0xBF58_476D_1CE4_E5B9
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

// MARK: Inputs

enum FuzzKind: CaseIterable {
    case swift, interfaceBuilder, colorSet, infoPlist, xcodeProject, config, baseline

    /// A path the pipeline recognises for this kind.
    var path: String {
        switch self {
        case .swift: return "App/View.swift"
        case .interfaceBuilder: return "App/Base.lproj/Main.storyboard"
        case .colorSet: return "App/Assets.xcassets/Brand.colorset/Contents.json"
        case .infoPlist: return "App/Info.plist"
        case .xcodeProject: return "App.xcodeproj/project.pbxproj"
        case .config: return "App/.darklint"
        case .baseline: return "App/baseline.json"
        }
    }
}

struct FuzzSeed {
    var kind: FuzzKind
    var bytes: [UInt8]
}

/// The seeds: the rule examples, Examples/, and generated files of every kind.
enum FuzzCorpus {
    static func make() -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        for rule in RuleRegistry.all {
            let d = rule.description
            for example in d.triggering + d.nonTriggering {
                let code = example.code.replacingOccurrences(of: "↓", with: "")
                seeds.append(FuzzSeed(kind: kind(of: example.fileName) ?? .swift, bytes: Array(code.utf8)))
                for (path, text) in example.resources { seeds.append(FuzzSeed(kind: kind(of: path) ?? .swift, bytes: Array(text.utf8))) }
            }
        }
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        if let files = FileManager.default.enumerator(atPath: examples.path) {
            for case let file as String in files {
                guard let kind = kind(of: file), let data = FileManager.default.contents(atPath: examples.path + "/" + file) else { continue }
                seeds.append(FuzzSeed(kind: kind, bytes: [UInt8](data)))
            }
        }
        var rng = FuzzRandom(seed: 7, index: 0)
        for _ in 0..<40 {
            for kind in FuzzKind.allCases { seeds.append(FuzzSeed(kind: kind, bytes: Array(FuzzGenerator.make(kind, &rng).utf8))) }
        }
        return seeds
    }

    static func kind(of path: String) -> FuzzKind? {
        if path.hasSuffix(".darklint") { return .config }
        if path.hasSuffix("baseline.json") { return .baseline }
        switch SourceKind.of(path: path) {
        case .swift?: return .swift
        case .interfaceBuilder?: return .interfaceBuilder
        case .colorSet?: return .colorSet
        case .imageSet?: return .colorSet   // an asset catalog's JSON too: fuzzed where color sets are read
        case .infoPlist?: return .infoPlist
        case .xcodeProject?: return .xcodeProject
        case .objectiveC?: return .swift   // lexed by the same lexer
        case nil: return nil
        }
    }
}

/// One input: the mutated file, and unmutated companions that give it something to refer to (a
/// catalog for color names, code that uses a color set).
struct FuzzInput {
    var kind: FuzzKind
    var bytes: [UInt8]
    var companions: [(path: String, bytes: [UInt8])]
    var pedantic: Bool

    static func make(_ corpus: [FuzzSeed], _ rng: inout FuzzRandom) -> FuzzInput {
        let seed = rng.pick(corpus)
        var bytes = seed.bytes
        for _ in 0...rng.below(8) { FuzzMutator.mutate(&bytes, corpus, &rng) }
        var companions: [(String, [UInt8])] = []
        if rng.chance(50) { companions.append(("App/Assets.xcassets/Accent.colorset/Contents.json", Array(FuzzGenerator.colorSet(&rng).utf8))) }
        if seed.kind != .swift || rng.chance(30) { companions.append(("App/Other.swift", Array(FuzzGenerator.swift(&rng).utf8))) }
        return FuzzInput(kind: seed.kind, bytes: bytes, companions: companions, pedantic: rng.chance(30))
    }

    func write(to folder: String) {
        let fm = FileManager.default
        for (path, bytes) in [(kind.path, bytes)] + companions {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            try? fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(bytes).write(to: url)
        }
    }
}

// MARK: Mutations

enum FuzzMutator {
    /// What hand-written and hostile inputs are made of: string and regex delimiters, escapes,
    /// directives, comments and suppressions, brackets, markup, entities, odd numbers and bytes.
    static let tokens: [String] = [
        "\"", "\\", "#", "/", "{", "}", "(", ")", "[", "]", "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "//", "\n", "\r", "\r\n",
        "#if os(iOS)\n", "#else\n", "#elseif DEBUG\n", "#endif\n", "##/", "/#", "\u{0}", "é", "😀", "\u{301}", "\t",
        "// darklint:disable:this all\n", "// darklint:disable non_adaptive_color\n", "// darklint:enable all\n",
        "/* darklint:disable:next hardcoded_color */", "UIColor(red: 1, green: 1, blue: 1, alpha: 1)", ".white", ".black",
        "Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3)", "#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)",
        "UIColor(named: \"Brnad\")", ".cgColor", "override func layoutSubviews() {", "traitCollectionDidChange(",
        "<", ">", "</", "/>", "<view>", "</view>", "<color key=\"backgroundColor\" red=\"nan\" green=\"1\" blue=\"1\" alpha=\"inf\" colorSpace=\"custom\"/>",
        "<!--", "-->", "<![CDATA[", "]]>", "&amp;", "&#x1F600;", "&#99999999;", "&", "=\"", "'",
        "nan", "inf", "-inf", "1e309", "-0", "0x", "0xFFFFFFFF", "255", "9223372036854775807", "-9223372036854775808",
        "{\"", "\":", "[{", "}]", ",", "null", "true", "\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}]",
        "--exclude ", "--jobs ", "--severity ", "=off", "**/", "*", "?", " - ", "--config x", "--baseline",
        "\"count\": ", "\"line\": ", "\"file\": ",
    ]

    static func mutate(_ bytes: inout [UInt8], _ corpus: [FuzzSeed], _ rng: inout FuzzRandom) {
        let n = bytes.count
        switch rng.below(9) {
        case 0 where n > 0:   // flip a bit, or replace a byte
            let i = rng.below(n)
            bytes[i] = rng.chance(50) ? bytes[i] ^ UInt8(1 << rng.below(8)) : UInt8(truncatingIfNeeded: rng.next())
        case 1 where n > 0:   // delete a range
            let i = rng.below(n)
            bytes.removeSubrange(i..<min(n, i + 1 + rng.below(rng.chance(80) ? 8 : 256)))
        case 2 where n > 0:   // duplicate a region somewhere
            let i = rng.below(n), length = 1 + rng.below(min(n - i, 200))
            bytes.insert(contentsOf: Array(bytes[i..<(i + length)]), at: rng.below(n + 1))
        case 3 where n > 0:   // repeat a region many times (amplification)
            let i = rng.below(n), length = 1 + rng.below(min(n - i, 40))
            let region = Array(bytes[i..<(i + length)])
            let times = 2 + rng.below(rng.chance(90) ? 30 : 2000)
            bytes.insert(contentsOf: Array(repeatElement(region, count: times).joined()), at: i)
        case 4:   // splice in part of another seed
            let other = rng.pick(corpus).bytes
            guard !other.isEmpty else { return }
            let i = rng.below(other.count), length = 1 + rng.below(min(other.count - i, 400))
            bytes.insert(contentsOf: other[i..<(i + length)], at: rng.below(n + 1))
        case 5 where n > 0:   // truncate
            bytes.removeSubrange(rng.below(n)...)
        case 6 where n > 1:   // swap two regions' order (cut and paste)
            let i = rng.below(n), length = 1 + rng.below(min(n - i, 100))
            let region = Array(bytes[i..<(i + length)])
            bytes.removeSubrange(i..<(i + length))
            bytes.insert(contentsOf: region, at: rng.below(bytes.count + 1))
        default:   // insert a token
            bytes.insert(contentsOf: Array(rng.pick(tokens).utf8), at: rng.below(n + 1))
        }
        if bytes.count > 1 << 20 { bytes.removeSubrange((1 << 20)...) }   // keep inputs small: many, not big
    }
}

// MARK: Generated seeds

/// Real-shaped files of each kind, varied by the random source.
enum FuzzGenerator {
    static func make(_ kind: FuzzKind, _ rng: inout FuzzRandom) -> String {
        switch kind {
        case .swift: return swift(&rng)
        case .interfaceBuilder: return interfaceBuilder(&rng)
        case .colorSet: return colorSet(&rng)
        case .infoPlist: return infoPlist(&rng)
        case .xcodeProject: return xcodeProject(&rng)
        case .config: return config(&rng)
        case .baseline: return baseline(&rng)
        }
    }

    static func component(_ rng: inout FuzzRandom) -> String { rng.pick(["0", "1", "0.5", "0.125", "0.9", "1.0", "0.0"]) }

    static func color(_ rng: inout FuzzRandom) -> String {
        let c = { (r: inout FuzzRandom) in component(&r) }
        return rng.pick([
            "UIColor(red: \(c(&rng)), green: \(c(&rng)), blue: \(c(&rng)), alpha: 1)", "UIColor.white", ".black", "UIColor(white: \(c(&rng)), alpha: 1)",
            "Color(red: \(c(&rng)), green: \(c(&rng)), blue: \(c(&rng)))", "Color.white", "UIColor(named: \"Brand\")", "UIColor(named: \"Accent\")!",
            "NSColor(calibratedRed: \(c(&rng)), green: 0, blue: 0, alpha: 1)", "#colorLiteral(red: \(c(&rng)), green: 0.5, blue: 0.5, alpha: 1)",
            "UIColor(hex: 0x\(String(rng.next() & 0xFFFFFF, radix: 16)))", "Color(\"Brand\")", ".systemBackground", ".label",
            "UIColor { $0.userInterfaceStyle == .dark ? .black : .white }", "Color(uiColor: .secondaryLabel)",
        ])
    }

    static func swift(_ rng: inout FuzzRandom) -> String {
        var out = rng.pick(["import UIKit\n", "import SwiftUI\n", "import AppKit\n", "import UIKit\nimport SwiftUI\n"])
        for k in 0..<(1 + rng.below(5)) {
            switch rng.below(8) {
            case 0:
                out += """
                    final class Card\(k)View: UIView {
                        private let label = UILabel()
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            layer.borderColor = \(color(&rng)).cgColor
                            layer.shadowColor = UIColor.black.cgColor
                        }
                        func configure() {
                            backgroundColor = \(color(&rng))
                            label.textColor = \(color(&rng))
                            overrideUserInterfaceStyle = .light
                        }
                        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                            super.traitCollectionDidChange(previous)
                            if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { layer.borderColor = tintColor.cgColor }
                        }
                    }

                    """
            case 1:
                out += """
                    struct Badge\(k): View {
                        var title: String
                        var body: some View {
                            Text("\\(title) — \\(title.count)")
                                .foregroundColor(\(color(&rng)))
                                .background(\(color(&rng)))
                                .preferredColorScheme(.light)
                        }
                    }

                    """
            case 2:
                out += """
                    #if os(iOS)
                    let spinner\(k) = UIActivityIndicatorView(style: .gray)
                    let blur\(k) = UIBlurEffect(style: .light)
                    #elseif os(macOS)
                    let material\(k) = NSVisualEffectView.Material.light
                    #else
                    let nothing\(k) = 0
                    #endif

                    """
            case 3:
                out += """
                    enum Palette\(k) {
                        static let primary = \(color(&rng))
                        static let secondary = \(color(&rng)) // darklint:disable:this hardcoded_color - brand
                        // darklint:disable:next non_adaptive_color
                        static let tertiary = \(color(&rng))
                        case a, b
                    }

                    """
            case 4:
                out += """
                    let pattern\(k) = /[a-z]+\\d*/
                    let raw\(k) = #"a "quoted" \\(not) string"#
                    let text\(k) = \"\"\"
                        line \\(1 + 2) and "quotes"
                        \"\"\"
                    let ratio\(k) = width / height / 2

                    """
            case 5:
                out += """
                    extension UIView {
                        func applyTheme\(k)() { tintColor = \(color(&rng)); layer.backgroundColor = \(color(&rng)).cgColor }
                    }
                    /* darklint:disable hardcoded_color */
                    let legacy\(k) = [\(color(&rng)), \(color(&rng))]
                    /* darklint:enable hardcoded_color */

                    """
            case 6:
                out += """
                    class Sidebar\(k): NSView {
                        override func updateLayer() { layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor }
                        override func draw(_ rect: NSRect) { NSColor(white: 0.2, alpha: 1).setFill(); rect.fill() }
                        var appearanceName: NSAppearance.Name { .aqua }
                    }

                    """
            default:
                out += """
                    func make\(k)(_ style: UIUserInterfaceStyle) -> UIColor {
                        switch style {
                        case .dark: return \(color(&rng))
                        default: return \(color(&rng))
                        }
                    }

                    """
            }
        }
        return out
    }

    static func interfaceBuilder(_ rng: inout FuzzRandom) -> String {
        var views = ""
        for k in 0..<(1 + rng.below(6)) {
            let depth = 1 + rng.below(4)
            let kind = rng.pick(["view", "label", "button", "tableViewCell", "imageView", "stackView"])
            for d in 0..<depth {
                views += "<\(kind) opaque=\"NO\" contentMode=\"scaleToFill\" id=\"v\(k)-\(d)\" customClass=\"Card\(k)View\">\n"
                views += rng.pick([
                    "<color key=\"backgroundColor\" red=\"\(component(&rng))\" green=\"0.2\" blue=\"0.3\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n",
                    "<color key=\"textColor\" white=\"\(component(&rng))\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n",
                    "<color key=\"tintColor\" systemColor=\"labelColor\"/>\n", "<color key=\"backgroundColor\" name=\"Brand\"/>\n",
                    "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"color\" keyPath=\"layer.borderColor\"><color key=\"value\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>\n",
                    "<activityIndicatorView style=\"gray\" id=\"a\(k)\"/>\n", "<visualEffectView blurEffectStyle=\"light\" id=\"b\(k)\"/>\n",
                ])
            }
            views += String(repeating: "</\(kind)>\n", count: depth)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" customClass="FeedViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <subviews>
            \(views)
                            </subviews>
                        </view>
                        <connections><outlet property="card" destination="v0-0" id="o1"/></connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr"/>
                </objects></scene></scenes>
                <resources><namedColor name="Brand"><color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
            </document>

            """
    }

    static func colorSet(_ rng: inout FuzzRandom) -> String {
        func variant(_ appearance: String?, _ rng: inout FuzzRandom) -> String {
            let appearances = appearance.map { ", \"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"\($0)\"}]" } ?? ""
            let components = rng.pick([
                "\"red\": \"\(component(&rng))\", \"green\": \"0.5\", \"blue\": \"\(component(&rng))\", \"alpha\": \"1.000\"",
                "\"red\": \"0xFF\", \"green\": \"128\", \"blue\": \"0\", \"alpha\": \"1\"", "\"white\": \"\(component(&rng))\", \"alpha\": \"1\"",
            ])
            let color = rng.chance(15) ? "{\"reference\": \"systemGreenColor\"}" : "{\"color-space\": \"srgb\", \"components\": {\(components)}}"
            return "{\"color\": \(color), \"idiom\": \"universal\"\(appearances)}"
        }
        var variants = [variant(nil, &rng)]
        if rng.chance(60) { variants.append(variant("dark", &rng)) }
        if rng.chance(20) { variants.append(variant("light", &rng)) }
        return "{\"colors\": [\(variants.joined(separator: ", "))], \"info\": {\"author\": \"xcode\", \"version\": 1}}\n"
    }

    /// A target whose build settings may force an appearance (`BuildSettingsAppearance`).
    static func xcodeProject(_ rng: inout FuzzRandom) -> String {
        let setting = { (r: inout FuzzRandom) in
            r.pick(["INFOPLIST_KEY_UIUserInterfaceStyle = Light;", "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;",
                    "INFOPLIST_KEY_NSRequiresAquaSystemAppearance = YES;", "INFOPLIST_FILE = App/Info.plist;",
                    "INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\";", "SDKROOT = iphoneos;"])
        }
        return """
            // !$*UTF8*$!
            {
                objects = {
                    T = {isa = PBXNativeTarget; buildConfigurationList = L; name = App;};
                    L = {isa = XCConfigurationList; buildConfigurations = (D, R,);};
                    D = {isa = XCBuildConfiguration; buildSettings = {\(setting(&rng)) \(setting(&rng))}; name = Debug;};
                    R = {isa = XCBuildConfiguration; buildSettings = {\(setting(&rng)) \(setting(&rng))}; name = Release;};
                };
                rootObject = P;
            }
            """
    }

    static func infoPlist(_ rng: inout FuzzRandom) -> String {
        let style = rng.pick(["<key>UIUserInterfaceStyle</key>\n<string>Light</string>", "<key>UIUserInterfaceStyle</key><string>Dark</string>",
                              "<key>NSRequiresAquaSystemAppearance</key>\n<true/>", "<key>CFBundleName</key><string>App</string>"])
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleIdentifier</key><string>com.example.app</string>
                \(style)
                <key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
            </dict>
            </plist>

            """
    }

    static func config(_ rng: inout FuzzRandom) -> String {
        let lines = [
            "# Our palette lives in Theme.swift.", "--allow-files Sources/Theme/Theme.swift", "--disable appearance_opt_out",
            "--severity cgcolor_outside_update=error", "--exclude Vendor, **/*.generated.swift", "--include **/*.swift",
            "--jobs 2", "--pedantic", "--deployment-target iOS 13.0", "--update-hooks applyTheme", "--color-types Theme.Color",
            "--hex-initializers hexCode", "--allow-assets Logo, Brand", "--rules non_adaptive_color,hardcoded_color", "--enable hardcoded_color",
            "--include-tests", "--fail-on note",
        ]
        return (0..<(1 + rng.below(6))).map { _ in rng.pick(lines) }.joined(separator: rng.pick(["\n", "\r\n", "\r"])) + "\n"
    }

    static func baseline(_ rng: inout FuzzRandom) -> String {
        let entries = (0..<rng.below(5)).map { k in
            "    {\"file\": \"App/View.swift\", \"rule\": \"non_adaptive_color\", \"line\": \"backgroundColor = .white \(k)\", \"count\": \(1 + rng.below(3))}"
        }
        return "{\n  \"version\": 1,\n  \"findings\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
    }
}

// MARK: The pipeline

enum FuzzPipeline {
    /// Runs one input through everything; returns the number of findings (so nothing is skipped as unused).
    static func run(_ input: FuzzInput) -> Int {
        switch input.kind {
        case .config:
            let text = String(decoding: input.bytes, as: UTF8.self)
            if let entries = try? ConfigFile.parse(text, path: ".darklint", folder: "/fuzz") {
                var settings = Settings()
                for entry in entries { try? OptionSpec.named(entry.name)?.apply(&settings, entry) }
                for glob in settings.excludes + settings.includes { _ = glob.matches("/fuzz/App/Sources/Deep/Er/View.swift") }
            }
            return lint(input, main: nil)
        case .baseline:
            let found = lint(input, main: nil)
            if let baseline = try? Baseline.parse(Data(input.bytes)) {
                _ = baseline.total
                _ = baseline.json()
            }
            return found
        default:
            return lint(input, main: SourceFile(path: input.kind.path, bytes: input.bytes))
        }
    }

    /// `--fix --unsafe-fixes` on the input: every round passes the re-lex check (no rule's fix
    /// glues onto its neighbours or opens a comment or string), and fixing the result again
    /// changes nothing.
    private static func checkFixes(_ source: SourceFile, context: LintContext) {
        let plan = FilePlan()
        let outcome = FixRun.fix(source, plan: plan, context: context, unsafe: true)
        XCTAssertNil(outcome.problem, "a fix failed the re-lex check or did not settle")
        guard outcome.problem == nil, outcome.applied > 0 else { return }
        let again = FixRun.fix(SourceFile(path: source.path, bytes: outcome.bytes), plan: plan, context: context, unsafe: true)
        XCTAssertEqual(again.applied, 0, "--fix is not idempotent")
    }

    private static func lint(_ input: FuzzInput, main: SourceFile?) -> Int {
        var sources = input.companions.map { SourceFile(path: $0.path, bytes: $0.bytes) }
        if let main { sources.insert(main, at: 0) }
        var options = LintOptions()
        options.pedantic = input.pedantic
        let result = LintRun(options: options, jobs: 1).run(sources: sources, plans: sources.map { _ in FilePlan() })
        let context = ReportContext(files: result.lintedPaths)
        var size = 0
        for reporter in Reporters.all.compactMap({ Reporters.named($0.id) }) {
            size += reporter.render(result.diagnostics, context: context).utf8.count
        }
        if let main, main.path.hasSuffix(".swift"), let lintContext = result.context,
           result.diagnostics.contains(where: { $0.path == main.path && $0.fix != nil }) {
            checkFixes(main, context: lintContext)
        }
        let report = MigrationReport(result: result)
        size += HTMLReport.render(report).utf8.count + MarkdownReport.render(report).utf8.count
        let baseline = Baseline(diagnostics: result.diagnostics, folder: "/fuzz", currentDirectory: "/fuzz")
        if let parsed = try? Baseline.parse(Data(baseline.json().utf8)) {
            XCTAssertEqual(parsed, baseline, "a baseline darklint wrote does not read back")
            _ = parsed.filter(result.diagnostics, folder: "/fuzz", currentDirectory: "/fuzz")
        } else {
            XCTFail("a baseline darklint wrote is not readable")
        }
        return result.diagnostics.count + (size > 0 ? 0 : 1)
    }
}

// MARK: Watchdog

/// Watches the input being run from another thread: past 10x the time budget, or over the memory
/// budget, it writes the input out and aborts, since a hang or a blow-up cannot be stopped in
/// process. On a crash signal it names the input being run.
final class FuzzWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (index: Int, input: FuzzInput, started: UInt64)?
    private var stopped = false
    private let budget: Double
    private let memoryLimit: Int
    private let folder: String
    /// The index being run, for the crash handler (which may only read plain memory).
    nonisolated(unsafe) static var runningIndex = -1

    init(budget: Double, memoryLimit: Int, folder: String) {
        self.budget = budget
        self.memoryLimit = memoryLimit
        self.folder = folder
        Self.installCrashHandler()
        Thread.detachNewThread { [self] in self.watch() }
    }

    func begin(_ index: Int, _ input: FuzzInput) {
        lock.lock()
        current = (index, input, DispatchTime.now().uptimeNanoseconds)
        Self.runningIndex = index
        lock.unlock()
    }

    func end() {
        lock.lock()
        current = nil
        lock.unlock()
    }

    func stop() {
        lock.lock()
        stopped = true
        Self.runningIndex = -1
        lock.unlock()
        for signal in Self.crashSignals { _ = Foundation.signal(signal, SIG_DFL) }   // other tests' crashes are theirs
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            lock.lock()
            if stopped { lock.unlock(); return }
            let running = current
            lock.unlock()
            guard let running else { continue }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - running.started) / 1e9
            let memory = Self.residentBytes()
            guard elapsed > budget * 10 || memory > memoryLimit else { continue }
            running.input.write(to: folder + "/hang-\(running.index)")
            Self.log("darklint fuzz: input \(running.index) ran \(Int(elapsed)) s with \(memory >> 20) MiB resident; written to \(folder)/hang-\(running.index)\n")
            abort()
        }
    }

    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    static func log(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

    /// The crash message, made before any crash: a signal handler must not allocate.
    nonisolated(unsafe) static let message: UnsafeMutablePointer<UInt8> = .allocate(capacity: 80)
    static let prefix = Array("\ndarklint fuzz: crashed on input ".utf8)

    static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT]

    /// On SIGILL/SIGTRAP/SIGSEGV/SIGBUS/SIGABRT: "crashed on input K", then the default action.
    private static func installCrashHandler() {
        for (k, b) in prefix.enumerated() { message[k] = b }
        for signal in crashSignals {
            _ = Foundation.signal(signal) { code in
                var length = FuzzWatchdog.prefix.count
                var n = FuzzWatchdog.runningIndex
                var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                             UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                var count = 0
                withUnsafeMutableBytes(of: &digits) { d in
                    if n < 0 { d[0] = UInt8(ascii: "?"); count = 1 }
                    while n >= 0, count < 20 {
                        d[count] = UInt8(48 + n % 10)
                        count += 1
                        n /= 10
                        if n == 0 { break }
                    }
                    for k in 0..<count { FuzzWatchdog.message[length + k] = d[count - 1 - k] }
                }
                length += count
                FuzzWatchdog.message[length] = 10
                _ = write(2, FuzzWatchdog.message, length + 1)
                _ = Foundation.signal(code, SIG_DFL)
                raise(code)
            }
        }
    }
}
