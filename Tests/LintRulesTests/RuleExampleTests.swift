import XCTest
@testable import LintRules

/// Every rule's examples are its tests (and its documentation).
final class RuleExampleTests: XCTestCase {
    func testHardcodedColor() { ExampleVerifier.verify(HardcodedColorRule()) }
    func testNonAdaptiveColor() { ExampleVerifier.verify(NonAdaptiveColorRule()) }
    func testCGColorOutsideUpdate() { ExampleVerifier.verify(CGColorOutsideUpdateRule()) }

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
