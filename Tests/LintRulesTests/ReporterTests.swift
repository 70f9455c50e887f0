import XCTest
@testable import LintRules
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every output format: golden files on Examples/, and each parsed back with a real parser.
final class ReporterTests: XCTestCase {
    static let root = EndToEndTests.packageRoot.path

    /// Runs the command in-process from the package root, as the golden files were made.
    private func render(_ format: String, _ arguments: [String] = ["Examples"]) -> String {
        var out = ""
        let command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0 }, writeError: { _ in },
                                      currentDirectory: Self.root)
        _ = command.run(["lint"] + arguments + ["--format", format, "--quiet", "--fail-on", "never"])
        return out.replacingOccurrences(of: Self.root, with: "$ROOT")
    }

    func testGoldenFilesForEveryFormat() throws {
        for type in Reporters.all {
            let golden = try String(contentsOfFile: "\(Self.root)/Tests/LintRulesTests/Golden/examples.\(type.id)", encoding: .utf8)
            XCTAssertEqual(render(type.id), golden, "\(type.id) output changed; regenerate with Scripts/update-docs")
        }
    }

    // MARK: Hostile input: every format escapes quotes, `&`, `<`, newlines and non-ASCII

    private let hostile: [Diagnostic] = [
        Diagnostic(path: "Dir \"q\" & <x>/Vüe,:%.swift", line: 3, column: 5, ruleID: "hardcoded_color", severity: .warning,
                   message: "a \"quoted\" <b> & 100% café,:\nsecond line", suggestion: ".label",
                   range: ByteRange(0, 4), sourceLine: "  x = 1  "),
        Diagnostic(path: "B.swift", line: 1, column: 1, ruleID: "appearance_opt_out", severity: .note, message: "note"),
        Diagnostic(path: "C.swift", line: 2, column: 2, ruleID: "io_error", severity: .error, message: "bad"),
    ]

    private var context: ReportContext { ReportContext(files: ["Dir \"q\" & <x>/Vüe,:%.swift", "B.swift", "C.swift", "Clean.swift"]) }

    func testJSONFormatsParseBack() throws {
        for reporter in [JSONReporter() as any Reporter, CodeClimateReporter()] {
            let text = reporter.render(hostile, context: context)
            let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            XCTAssertEqual(array.count, 3)
        }
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(hostile, context: context).utf8)) as! [[String: Any]]
        XCTAssertEqual(json[0]["message"] as? String, hostile[0].message)
        XCTAssertEqual(json[0]["file"] as? String, hostile[0].path)
        let climate = try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(hostile, context: context).utf8)) as! [[String: Any]]
        XCTAssertEqual(climate.map { $0["severity"] as? String }, ["minor", "info", "major"])
        XCTAssertEqual(Set(climate.compactMap { $0["fingerprint"] as? String }).count, 3)
    }

    func testCodeClimateFingerprintsSurviveLineShiftsAndSeparateCopies() {
        var moved = hostile[0]
        moved.line += 10
        let a = CodeClimateReporter().render([hostile[0]], context: context)
        let b = CodeClimateReporter().render([moved], context: context)
        func fingerprints(_ s: String) -> [String] {
            (try! JSONSerialization.jsonObject(with: Data(s.utf8)) as! [[String: Any]]).map { $0["fingerprint"] as! String }
        }
        XCTAssertEqual(fingerprints(a), fingerprints(b))
        let copies = fingerprints(CodeClimateReporter().render([hostile[0], moved], context: context))
        XCTAssertNotEqual(copies[0], copies[1])
    }

    func testXMLFormatsParseBack() throws {
        for (reporter, element, expected) in [(CheckstyleReporter() as any Reporter, "error", 3), (JUnitReporter(), "failure", 3),
                                              (JUnitReporter(), "testcase", 4)] {
            let text = reporter.render(hostile, context: context)
            let collector = ElementCollector(name: element)
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(type(of: reporter)): \(parser.parserError.map { "\($0)" } ?? "")")
            XCTAssertEqual(collector.attributes.count, expected, "\(type(of: reporter)) \(element)")
            if element == "error" {
                XCTAssertTrue(collector.attributes.contains { $0["message"] == hostile[0].message }, "the message survives escaping")
                XCTAssertEqual(collector.attributes.first { $0["message"] == "note" }?["severity"], "info")
            }
        }
    }

    func testGitHubWorkflowCommandsEscapeAsTheRunnerRequires() {
        let lines = GitHubReporter().render(hostile, context: context).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "::warning file=Dir \"q\" & <x>/Vüe%2C%3A%25.swift,line=3,col=5,title=darklint hardcoded_color::a \"quoted\" <b> & 100%25 café,:%0Asecond line")
        XCTAssertEqual(lines[1], "::notice file=B.swift,line=1,col=1,title=darklint appearance_opt_out::note")
        XCTAssertEqual(lines[2], "::error file=C.swift,line=2,col=2,title=darklint io_error::bad")
    }

    func testSARIFConformsToTheSchema() throws {
        // Vendored: a missing schema is a broken checkout, never a reason to skip.
        let schemaPath = Self.root + "/Tests/LintRulesTests/Schemas/sarif-schema-2.1.0.json"
        let data = try XCTUnwrap(FileManager.default.contents(atPath: schemaPath), "the vendored SARIF schema is missing: \(schemaPath)")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let validator = JSONSchemaValidator(schema: schema)
        let rootSchema = try XCTUnwrap((schema["definitions"] as? [String: Any])?["Root"] as? [String: Any])
        for text in [render("sarif"), SARIFReporter().render(hostile, context: context), SARIFReporter().render([], context: context)] {
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
            XCTAssertEqual(validator.validate(document, rootSchema), [])
        }
    }

    func testSARIFContent() throws {
        let document = try JSONSerialization.jsonObject(with: Data(render("sarif").utf8)) as! [String: Any]
        let run = (document["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        XCTAssertEqual(driver["name"] as? String, "darklint")
        XCTAssertEqual((driver["rules"] as! [[String: Any]]).map { $0["id"] as! String },
                       // The run's rules, then those folders' `.darklint` files enable (Examples'
                       // UIKit and Resources), in the registry's order.
                       RuleRegistry.all.filter { !$0.description.isOptIn }.map { $0.description.id }
                        + ["fixed_status_bar_style", "imageset_missing_dark", "io_error"])
        let results = run["results"] as! [[String: Any]]
        let first = results[0]
        let location = ((first["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
        let artifact = location["artifactLocation"] as! [String: Any]
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertTrue((artifact["uri"] as! String).hasPrefix("Examples/Before/"))
        let region = location["region"] as! [String: Any]
        XCTAssertNotNil(region["endColumn"])
        XCTAssertTrue(results.contains { $0["fixes"] != nil }, "fixable findings carry fixes")
        // UTF-16 columns: a multi-byte character before the finding counts once.
        XCTAssertEqual(SARIFReporter.utf16Column("é = x", 5), 4)
        XCTAssertEqual(SARIFReporter.utf16Column("😀x", 5), 3)
    }

    func testOutputFileIsWrittenInsteadOfStandardOutput() throws {
        let path = NSTemporaryDirectory() + "darklint-out-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(render("json", ["Examples", "--output", path]), "")
        let written = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: Self.root, with: "$ROOT")
        XCTAssertEqual(written, render("json"))
    }
}

private final class ElementCollector: NSObject, XMLParserDelegate {
    let name: String
    var attributes: [[String: String]] = []
    init(name: String) { self.name = name }
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        if elementName == name { attributes.append(attributeDict) }
    }
}
