import XCTest
@testable import LintRules

/// Every rule's examples are its tests (and its documentation).
final class RuleExampleTests: XCTestCase {
    func testHardcodedColor() { ExampleVerifier.verify(HardcodedColorRule()) }
    func testNonAdaptiveColor() { ExampleVerifier.verify(NonAdaptiveColorRule()) }
    func testCGColorOutsideUpdate() { ExampleVerifier.verify(CGColorOutsideUpdateRule()) }
    func testSpriteKitColorOutsideUpdate() { ExampleVerifier.verify(SpriteKitColorOutsideUpdateRule()) }
    func testImageColorOutsideUpdate() { ExampleVerifier.verify(ImageColorOutsideUpdateRule()) }
    func testDeprecatedMaterial() { ExampleVerifier.verify(DeprecatedMaterialRule()) }
    func testDeprecatedIndicatorStyle() { ExampleVerifier.verify(DeprecatedIndicatorStyleRule()) }
    func testAppearanceOptOut() { ExampleVerifier.verify(AppearanceOptOutRule()) }
    func testAppearanceNameComparison() { ExampleVerifier.verify(AppearanceNameComparisonRule()) }
    func testFixedStatusBarStyle() { ExampleVerifier.verify(FixedStatusBarStyleRule()) }
    func testTraitChangeUnguarded() { ExampleVerifier.verify(TraitChangeUnguardedRule()) }
    func testSuperfluousDisable() { ExampleVerifier.verify(SuperfluousDisableRule()) }
    func testTraitChangeDeprecated() { ExampleVerifier.verify(TraitChangeDeprecatedRule()) }
    func testColorsetMissingDark() { ExampleVerifier.verify(ColorsetMissingDarkRule()) }
    func testColorsetSameDark() { ExampleVerifier.verify(ColorsetSameDarkRule()) }
    func testColorsetLowContrast() { ExampleVerifier.verify(ColorsetLowContrastRule()) }
    func testMissingColorAsset() { ExampleVerifier.verify(MissingColorAssetRule()) }
    func testUnusedColorAsset() { ExampleVerifier.verify(UnusedColorAssetRule()) }
    func testImagesetMissingDark() { ExampleVerifier.verify(ImagesetMissingDarkRule()) }

    /// Tests that name a rule explicitly: every registered rule has one.
    func testEveryRuleHasAnExampleTest() {
        let source = try! String(contentsOfFile: #filePath, encoding: .utf8)
        for rule in RuleRegistry.all {
            XCTAssertTrue(source.contains("verify(\(type(of: rule))())"), "\(rule.description.id) has no example test")
        }
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.description.triggering.isEmpty, rule.description.id)
            XCTAssertFalse(rule.description.nonTriggering.isEmpty, rule.description.id)
        }
    }

    func testRuleIDsAreUniqueSnakeCase() {
        let ids = RuleRegistry.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" }, id)
        }
    }
}

/// The README's rule reference is generated from the rules; it must not drift.
final class DocumentationTests: XCTestCase {
    func testReadmeRuleReferenceIsUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try XCTUnwrap(readme.range(of: "<!-- rules:begin -->\n"))
        let end = try XCTUnwrap(readme.range(of: "<!-- rules:end -->"))
        XCTAssertEqual(String(readme[begin.upperBound..<end.lowerBound]), RuleDocumentation.markdown(),
                       "regenerate the README's rule reference with: swift run darklint rules --markdown")
    }
}

/// One rule per file, named after its type, and every rule file registered (SwiftFormat's
/// CodeOrganizationTests): a rule that is written but not registered would silently never run.
final class CodeOrganizationTests: XCTestCase {
    func testEveryRuleFileIsRegistered() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/LintRules/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("Rule.swift") && $0 != "Rule.swift" }
        let registered = Set(RuleRegistry.all.map { "\(type(of: $0)).swift" })
        XCTAssertEqual(Set(files), registered)
        for rule in RuleRegistry.all {
            let text = try String(contentsOf: folder.appendingPathComponent("\(type(of: rule)).swift"), encoding: .utf8)
            XCTAssertTrue(text.contains("id: \"\(rule.description.id)\""), "\(type(of: rule)) declares its id in its own file")
        }
    }
}
