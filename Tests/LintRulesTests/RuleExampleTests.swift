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
