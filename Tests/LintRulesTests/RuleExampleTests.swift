import XCTest
@testable import LintRules

/// Every rule's examples are its tests (and its documentation).
final class RuleExampleTests: XCTestCase {
    func testHardcodedColor() { ExampleVerifier.verify(HardcodedColorRule()) }
    func testNonAdaptiveColor() { ExampleVerifier.verify(NonAdaptiveColorRule()) }
    func testCGColorOutsideUpdate() { ExampleVerifier.verify(CGColorOutsideUpdateRule()) }
    func testDeprecatedMaterial() { ExampleVerifier.verify(DeprecatedMaterialRule()) }
    func testDeprecatedIndicatorStyle() { ExampleVerifier.verify(DeprecatedIndicatorStyleRule()) }
    func testAppearanceOptOut() { ExampleVerifier.verify(AppearanceOptOutRule()) }
    func testTraitChangeUnguarded() { ExampleVerifier.verify(TraitChangeUnguardedRule()) }

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
