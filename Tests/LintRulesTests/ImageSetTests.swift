import XCTest
@testable import LintRules

/// Image sets are read only where `imageset_missing_dark` runs, and one that is not JSON is one
/// error line naming it while the run goes on.
final class ImageSetTests: TemporaryFolderTestCase {
    private let use = "let logo = UIImage(named: \"Logo\")\nview.backgroundColor = UIColor.white\n"
    private let fixed = "{ \"images\" : [ { \"filename\" : \"logo.png\", \"idiom\" : \"universal\" } ] }\n"

    func testABrokenImageSetIsOneErrorLineAndTheRunGoesOn() throws {
        try write("App/A.swift", use)
        try write("App/Assets.xcassets/Logo.imageset/Contents.json", fixed)
        try write("App/Assets.xcassets/Broken.imageset/Contents.json", "{ \"images\" : [ { \"filename\" : ")
        let result = runInFolder(["App", "--enable", "imageset_missing_dark"])
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("[io_error]") },
                       ["App/Assets.xcassets/Broken.imageset/Contents.json:1:1: error: cannot read this image set: not valid JSON [io_error]"])
        XCTAssertTrue(lines.contains { $0.hasPrefix("App/Assets.xcassets/Logo.imageset/Contents.json:1:3: note: The image set `Logo`") }, result.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("App/A.swift:2:24: warning:") }, result.out)
    }

    func testImageSetsAreNotReadWhenTheRuleIsOff() throws {
        try write("App/A.swift", use)
        try write("App/Assets.xcassets/Broken.imageset/Contents.json", "not json")
        let result = runInFolder(["App"])
        XCTAssertFalse(result.out.contains("imageset"), result.out)
        XCTAssertTrue(result.err.hasPrefix("darklint: 1 warning in 1 file"), result.err)
    }
}
