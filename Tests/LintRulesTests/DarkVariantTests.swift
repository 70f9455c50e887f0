import XCTest
@testable import LintRules

/// The Dark values and names the census and `palette --xcassets` propose, on colours taken from real
/// apps (repo@commit, where the colour is defined) and the system's own.
final class DarkVariantTests: XCTestCase {
    /// OKLab hue angle in degrees: what "keeps its hue" means (CIELAB's drifts with lightness).
    static func hueAngle(_ c: RGBA) -> Double { c.oklab.hue }

    enum Expect {
        /// The same value.
        case kept
        /// Exactly this value.
        case value(UInt32, alpha: Double)
        /// Hue kept (within 4°), not darker, and readable on the dark background at this contrast.
        case hueKeptReadable(contrast: Double)
        /// Lightness inverted: a light colour becomes dark, or a dark one light (hue kept for the saturated).
        case inverted
    }

    struct Row {
        let source: String
        let hex: UInt32
        var alpha = 1.0
        let role: String
        var semantic: String?
        let expect: Expect
    }

    let table: [Row] = [
        // Accents: a yellow star stays yellow, brand hues keep their hue.
        Row(source: "NetNewsWire starColor (Shared/Resources/Assets.xcassets)", hex: 0xF9C634, role: "unknown", expect: .kept),
        Row(source: "yellow star, systemYellow's light value", hex: 0xFFCC00, role: "tint", expect: .value(0xFFD60A, alpha: 1)),
        Row(source: "Material amber star", hex: 0xFFC107, role: "tint", expect: .kept),
        Row(source: "gold text", hex: 0xFFD700, role: "text", expect: .kept),
        Row(source: "IceCubesApp accent (AccentColor.colorset)", hex: 0xAC44DB, role: "unknown", expect: .kept),
        Row(source: "mastodon-ios Colors/Brand/Eggplant", hex: 0x17063B, role: "unknown", expect: .hueKeptReadable(contrast: 3)),
        Row(source: "mastodon-ios Colors/Brand/Dark Blurple", hex: 0x2F0C7A, role: "unknown", expect: .hueKeptReadable(contrast: 3)),
        Row(source: "duckduckgo-iOS Core/UIColorExtension.swift:47", hex: 0x4D5F7F, role: "unknown", expect: .hueKeptReadable(contrast: 3)),
        Row(source: "navy link text", hex: 0x1E3A8A, role: "text", expect: .hueKeptReadable(contrast: 4.5)),
        Row(source: "mastodon-ios systemRed field error", hex: 0xFF3B30, role: "unknown", expect: .value(0xFF453A, alpha: 1)),
        Row(source: "systemBlue tint", hex: 0x007AFF, role: "tint", expect: .value(0x0A84FF, alpha: 1)),
        // Saturated surfaces: a brand bar stays, a pale tinted surface darkens with its hue.
        Row(source: "brand blue navigation bar", hex: 0x1DA1F2, role: "background", expect: .kept),
        Row(source: "Material amber 100 banner", hex: 0xFFECB3, role: "background", expect: .inverted),
        Row(source: "yellow banner", hex: 0xFFC107, role: "background", expect: .kept),
        // Neutrals: lightness inverted; Apple's pair where it is the semantic colour itself.
        Row(source: "#333333 body text", hex: 0x333333, role: "text", semantic: "label", expect: .inverted),
        Row(source: "#F5F5F5 card background", hex: 0xF5F5F5, role: "background", semantic: "secondarySystemBackground", expect: .inverted),
        Row(source: "white page background", hex: 0xFFFFFF, role: "background", semantic: "systemBackground", expect: .value(0x000000, alpha: 1)),
        Row(source: "UIKit secondaryLabel written out (rgba(60,60,67,.6))", hex: 0x3C3C43, alpha: 0.6, role: "text", semantic: "secondaryLabel",
            expect: .value(0xEBEBF5, alpha: 0.6)),
        Row(source: "#E0E0E0 hairline", hex: 0xE0E0E0, role: "separator", expect: .inverted),
        // What is right in both stays: white text on a filled button, a scrim, a shadow, a dark surface.
        Row(source: "mastodon-ios white text at 80% on the brand colour", hex: 0xFFFFFF, alpha: 0.8, role: "text", expect: .kept),
        Row(source: "white text (semantic suggested for its surfaces)", hex: 0xFFFFFF, role: "text", semantic: "systemBackground", expect: .kept),
        Row(source: "black 40% scrim", hex: 0x000000, alpha: 0.4, role: "background", expect: .kept),
        Row(source: "black shadow", hex: 0x000000, role: "shadow", expect: .kept),
        Row(source: "IceCubesApp dark theme surface", hex: 0x101523, role: "background", expect: .kept),
        // Washes: no contrast applies; a white line at 10% is how Dark Mode draws its own, a black one vanishes.
        Row(source: "CodeEdit white hairline at 10%", hex: 0xFFFFFF, alpha: 0.1, role: "separator", expect: .kept),
        Row(source: "black hairline at 10%", hex: 0x000000, alpha: 0.1, role: "separator", expect: .value(0xFFFFFF, alpha: 0.1)),
        Row(source: "home-assistant-iOS orange wash at 25%", hex: 0xFF8000, alpha: 0.25, role: "unknown", expect: .kept),
        Row(source: "white panel at 80%", hex: 0xFFFFFF, alpha: 0.8, role: "background", expect: .value(0x000000, alpha: 0.8)),
        // Pure blue lightened stays blue (CIELAB's hue would turn it purple).
        Row(source: "focus-ios pure blue text", hex: 0x0000FF, role: "text", expect: .hueKeptReadable(contrast: 4.5)),
    ]

    func testDarkValuesOfRealColors() {
        for row in table {
            let color = RGBA(hex: row.hex, alpha: row.alpha)
            let (dark, source) = DarkVariant.propose(color, role: row.role, semantic: row.semantic.flatMap(SemanticColors.entry(named:)))
            let what = "\(row.source): \(color.hexString) as \(row.role) -> \(dark.hexString) (\(source))"
            switch row.expect {
            case .kept:
                XCTAssertEqual(dark.hexString, color.hexString, what)
            case .value(let hex, let alpha):
                XCTAssertEqual(dark.hexString, RGBA(hex: hex, alpha: alpha).hexString, what)
            case .hueKeptReadable(let contrast):
                XCTAssertEqual(Self.hueAngle(dark), Self.hueAngle(color), accuracy: 4, what)
                XCTAssertGreaterThanOrEqual(dark.lab.l, color.lab.l, what)
                XCTAssertGreaterThanOrEqual(dark.contrastRatio(against: RGBA(hex: 0x1C1C1E)), contrast - 0.01, what)
                XCTAssertGreaterThan(dark.lab.chroma, color.lab.chroma * 0.5, "\(what): chroma kept as far as sRGB has it")
            case .inverted:
                XCTAssertEqual(dark.lab.l, 100 - color.lab.l, accuracy: 3, what)
                if color.lab.chroma >= DarkVariant.neutralChroma {
                    XCTAssertEqual(Self.hueAngle(dark), Self.hueAngle(color), accuracy: 4, what)
                }
                XCTAssertEqual(dark.alpha, color.alpha, accuracy: 0.001, what)
            }
        }
    }

    func testAYellowStarNeverTurnsBrown() {
        for hex: UInt32 in [0xFFCC00, 0xFFC107, 0xF9C634, 0xFFD700, 0xFFEB3B] {
            for role in ["tint", "text", "unknown", "fill"] {
                let star = RGBA(hex: hex)
                let dark = DarkVariant.propose(star, role: role).color
                XCTAssertGreaterThan(dark.lab.l, 75, "\(star.hexString) as \(role) -> \(dark.hexString)")
                XCTAssertEqual(AssetNaming.hueWord(dark), "Yellow", "\(star.hexString) as \(role) -> \(dark.hexString)")
            }
        }
    }

    func testNamesFromCodeRolesAndExistingSets() {
        XCTAssertEqual(AssetNaming.boundName("    static let brandYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)"), "brandYellow")
        XCTAssertEqual(AssetNaming.boundName("static var ink: UIColor { UIColor(white: 0.2, alpha: 1) }"), "ink")
        XCTAssertEqual(AssetNaming.boundName("let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)"), "c")
        XCTAssertNil(AssetNaming.boundName("var body: some View { Text(\"x\").foregroundColor(Color(white: 0.2)) }"))
        XCTAssertNil(AssetNaming.boundName("view.backgroundColor = UIColor(white: 1, alpha: 1)"))
        XCTAssertEqual(AssetNaming.fromCode("brandYellow"), "BrandYellow")
        XCTAssertEqual(AssetNaming.fromCode("kBrandTextColor"), "BrandText")
        XCTAssertNil(AssetNaming.fromCode("kMainTextColor"), "generic words only")
        XCTAssertNil(AssetNaming.fromCode("backgroundColor"))
        XCTAssertNil(AssetNaming.fromCode("c"))

        // Twenty greys of one role: told apart by words and letters, never digits glued to digits.
        var taken: Set<String> = []
        let names = (0..<20).map { k in AssetNaming.unique("BackgroundGray", color: RGBA(white: 0.3 + Double(k) * 0.01), taken: &taken) }
        XCTAssertEqual(Set(names).count, 20)
        for name in names {
            XCTAssertNil(name.range(of: "[0-9]", options: .regularExpression), name)
            XCTAssertEqual(AssetNaming.sanitized(name), name)
        }
        XCTAssertEqual(AssetNaming.roleName(role: "background", color: RGBA(white: 0), semanticName: "label"), "BackgroundBlack",
                       "a semantic colour suggested for another role does not name it")
        XCTAssertEqual(AssetNaming.roleName(role: "background", color: RGBA(hex: 0x1E233E), semanticName: nil), "BackgroundBlue")
        XCTAssertEqual(AssetNaming.roleName(role: "tint", color: RGBA(hex: 0x8B5A00), semanticName: nil), "AccentBrown")
    }

    func testColoursAlreadyInACatalogKeepTheirSetAndAreNotExportedAgain() {
        func finding(_ path: String, _ line: String, _ color: RGBA, role: String) -> Diagnostic {
            var d = Diagnostic(path: path, line: 1, column: 1, ruleID: "hardcoded_color", severity: .warning, message: "m", sourceLine: line)
            d.details = FindingDetails(color: color, role: role)
            return d
        }
        let census = PaletteCensus([
            finding("App/Theme.swift", "static let brandYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)", RGBA(hex: 0xFFCC01), role: "tint"),
            finding("App/Card.swift", "v.backgroundColor = UIColor(white: 0.2, alpha: 1)", RGBA(hex: 0x333333), role: "background"),
            finding("App/Row.swift", "v.backgroundColor = UIColor(white: 0.205, alpha: 1)", RGBA(hex: 0x343434), role: "background"),
        ])
        XCTAssertEqual(census.groups.map { $0.entries.map(\.hex) }, [["#333333", "#343434"], ["#FFCC01"]], "ΔE < 2 merged")
        let catalog = [CatalogColor(name: "Surface", light: RGBA(hex: 0x333333), dark: RGBA(hex: 0xDDDDDD))]
        let export = PaletteExport(census, catalog: catalog)
        XCTAssertEqual(export.colors.map(\.name), ["Surface", "BrandYellow"])
        XCTAssertEqual(export.colors[0].existingAsset, "Surface")
        XCTAssertEqual(export.colors[0].dark.hexString, "#DDDDDD")
        XCTAssertEqual(export.exported.map(\.name), ["BrandYellow"])
    }

    func testNearIdenticalColoursAreGroupedByWhatTheyShow() {
        XCTAssertLessThan(RGBA(hex: 0x333333).perceivedDifference(RGBA(hex: 0x343434)), 2)
        XCTAssertGreaterThan(RGBA(hex: 0x333333).perceivedDifference(RGBA(hex: 0x3A3A3A)), 2)
        // Black at 50% and #808080 look alike over white, not over black.
        XCTAssertLessThan(RGBA(white: 0, alpha: 0.5).over(RGBA(white: 1)).deltaE(RGBA(hex: 0x808080)), 2)
        XCTAssertGreaterThan(RGBA(white: 0, alpha: 0.5).perceivedDifference(RGBA(hex: 0x808080)), 2)
        let groups = PaletteCensus.group([0xFFFFFF, 0xFEFEFE, 0xFAFAFA, 0xF2F2F7, 0x000000].enumerated().map { k, hex in
            PaletteCensus.Entry(color: RGBA(hex: hex), hex: RGBA(hex: hex).hexString,
                                uses: Array(repeating: .init(path: "A.swift", line: 1, role: "background"), count: 5 - k), roles: [], semanticName: nil)
        })
        XCTAssertEqual(groups.map { $0.entries.map(\.hex) }, [["#FFFFFF", "#FEFEFE", "#FAFAFA"], ["#F2F2F7"], ["#000000"]])
        XCTAssertEqual(groups[0].count, 12)
    }
}
