import XCTest
@testable import LintRules
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The migration report, the palette census and the asset-catalog export.
final class ReportTests: XCTestCase {
    private func lint(_ files: [String: String]) -> LintRun.Result {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        var options = LintOptions()
        options.pedantic = true   // as `darklint report` runs: the census lists every fixed colour
        return LintRun(options: options).run(sources: sources, plans: sources.map { _ in FilePlan() })
    }

    private let app = [
        "Sources/UI/Card.swift": """
        import UIKit
        class Card: UIView {
            init() {
                super.init(frame: .zero)
                backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                title.textColor = #colorLiteral(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                layer.borderColor = UIColor.separator.cgColor
            }
        }
        """,
        "Sources/UI/Header.swift": """
        import UIKit
        let header = UIColor(hex: 0xFFFFFF)
        func paint(_ v: UIView) { v.backgroundColor = .white }
        """,
        "Sources/App/Badge.swift": """
        import SwiftUI
        struct Badge: View { var body: some View { Text("x").background(Color(white: 1)).foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2)) } }
        """,
    ]

    func testCensusMergesTheSameColorWrittenDifferently() {
        let census = PaletteCensus(lint(app).diagnostics)
        let white = census.entries.first { $0.hex == "#FFFFFF" }
        XCTAssertEqual(white?.count, 4, "UIColor(red: 1...), UIColor(hex: 0xFFFFFF), .white and Color(white: 1) are one color")
        XCTAssertEqual(white?.semanticName, "systemBackground")
        let gray = census.entries.first { $0.hex == "#333333" }
        XCTAssertEqual(gray?.count, 2)
        XCTAssertEqual(gray?.mainRole, "text")
        XCTAssertEqual(census.entries.first?.hex, "#FFFFFF", "most used first")
    }

    func testContrastRatios() {
        XCTAssertEqual(RGBA(white: 0).contrastRatio(against: RGBA(white: 1)), 21, accuracy: 0.01)
        XCTAssertEqual(RGBA(white: 1).contrastRatio(against: RGBA(white: 1)), 1, accuracy: 0.01)
        XCTAssertEqual(RGBA(hex: 0x333333).contrastRatio(against: RGBA(white: 0)), 1.66, accuracy: 0.01)
    }

    func testReportModelGroupsByFolderFileAndLifecycleType() {
        let report = MigrationReport(result: lint(app))
        XCTAssertEqual(report.filesScanned, 3)
        XCTAssertEqual(report.folders.map(\.path), ["Sources/UI", "Sources/App"])
        XCTAssertEqual(report.lifecycle.map(\.typeName), ["Card"])
        XCTAssertTrue(report.lifecycle[0].recommendedMethods.contains("traitCollectionDidChange"))
        // A palette definition (`let header = ...`) needs a Dark variant, not a swap.
        XCTAssertEqual(report.swappable, report.diagnostics.filter { $0.ruleID != "cgcolor_outside_update" }.count - 1)
    }

    func testHTMLReportIsWellFormedSelfContainedAndFollowsTheColorScheme() throws {
        let html = HTMLReport.render(MigrationReport(result: lint(app)))
        // Parsed with a real XML parser (the report is written as well-formed XHTML-compatible markup).
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "").utf8))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)")
        XCTAssertTrue(html.contains("@media (prefers-color-scheme: dark)"))
        XCTAssertTrue(html.contains("@media print"))
        XCTAssertFalse(html.contains("<script"), "no scripts")
        XCTAssertFalse(html.contains("http://") || html.contains("src=\""), "nothing fetched")
        XCTAssertTrue(html.contains("#FFFFFF") && html.contains("systemBackground"))
        XCTAssertTrue(html.contains("Card</code> → <code>traitCollectionDidChange(_:)</code> or <code>layoutSubviews()</code>"))
        XCTAssertFalse(html.contains("`"), "no raw Markdown backticks: code is <code>")
    }

    func testMarkdownReportCarriesTheSameContent() {
        let md = MarkdownReport.render(MigrationReport(result: lint(app)))
        XCTAssertTrue(md.contains("**3** files scanned"))
        XCTAssertTrue(md.contains("| `#FFFFFF` | 4 | background ×3, unknown ×1 | `BackgroundPrimary` | `#000000` systemBackground | `.systemBackground` | — | — |"), md)
        XCTAssertTrue(md.contains("| `#333333` | 2 | text ×2 | `TextPrimary` | `#C3C3C3` inverted lightness | `.label` | 12.6:1 · 1.7:1 ⚠️ | 9.6:1 |"), md)
        XCTAssertTrue(md.contains("## Effort") && md.contains("## By module"))
        XCTAssertTrue(md.contains("## Layer colors to move, by type"))
        XCTAssertTrue(md.contains("### `Sources/UI` ("), md)
    }

    func testPaletteNamesAndDarkVariants() {
        let export = PaletteExport(PaletteCensus(lint(app).diagnostics))
        XCTAssertEqual(export.colors.map(\.name), ["BackgroundPrimary", "TextPrimary"])
        XCTAssertEqual(export.colors[0].dark.hexString, "#000000")
        // #333333 text is not `.label`'s black: its own lightness inverted, not Apple's white.
        XCTAssertEqual(export.colors[1].darkSource, "inverted lightness")
        // Lightness inverted in CIELAB, hue kept (chroma too, where sRGB has it).
        let brand = RGBA(hex: 0x1E3A8A)
        let dark = PaletteExport.invertLightness(brand)
        XCTAssertGreaterThan(dark.lightness, brand.lightness)
        XCTAssertEqual(DarkVariantTests.hueAngle(dark), DarkVariantTests.hueAngle(brand), accuracy: 2)
        XCTAssertEqual(PaletteExport.invertLightness(RGBA(white: 1)).hexString, "#000000")
    }

    func testColorSetContentsAreXcodes() throws {
        let text = PaletteExport.colorSetContents(light: RGBA(white: 0.98), dark: RGBA(hex: 0x1C1C1E))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let colors = try XCTUnwrap(json["colors"] as? [[String: Any]])
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual((colors[1]["appearances"] as? [[String: String]])?.first, ["appearance": "luminosity", "value": "dark"])
        XCTAssertEqual(((colors[0]["color"] as? [String: Any])?["components"] as? [String: String])?["red"], "0.980")
        let info = try XCTUnwrap(json["info"] as? [String: Any])
        XCTAssertEqual(info["author"] as? String, "xcode")
        XCTAssertEqual((info["version"] as? NSNumber)?.intValue, 1)
        XCTAssertTrue(text.contains("\"color-space\" : \"srgb\""), "Xcode's spacing around colons")
    }

    func testCatalogIsWrittenWholeAndNotOverwrittenWithoutForce() throws {
        let path = NSTemporaryDirectory() + "darklint-\(UUID().uuidString).xcassets"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let export = PaletteExport(PaletteCensus(lint(app).diagnostics))
        try export.write(to: path, force: false)
        let sets = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        XCTAssertEqual(sets, ["BackgroundPrimary.colorset", "Contents.json", "TextPrimary.colorset"])
        XCTAssertThrowsError(try export.write(to: path, force: false))
        XCTAssertNoThrow(try export.write(to: path, force: true))
        let name = (path as NSString).lastPathComponent
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.contains(name + ".darklint-") }
        XCTAssertEqual(leftovers, [])
    }
}
