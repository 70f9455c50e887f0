import XCTest
@testable import LintRules

/// Runs a rule's examples as tests, and derives the hard cases from each one (SwiftLint's mutations):
/// wrapped in comments or a string literal nothing fires; after a multi-byte prefix, with CRLF
/// line endings, or behind a BOM the positions are the same lines and columns.
enum ExampleVerifier {
    static let marker = "↓"

    /// The example's code without markers, and the (line, column) of each marker.
    static func parse(_ code: String) -> (code: String, positions: [Position]) {
        var clean: [UInt8] = []
        var offsets: [Int] = []
        let markerBytes = Array(marker.utf8)
        let bytes = Array(code.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == markerBytes[0], i + markerBytes.count <= bytes.count, Array(bytes[i..<i + markerBytes.count]) == markerBytes {
                offsets.append(clean.count)
                i += markerBytes.count
                continue
            }
            clean.append(bytes[i])
            i += 1
        }
        let source = SourceFile(path: "x.swift", bytes: clean)
        let positions = offsets.map { o -> Position in
            let (l, c) = source.location(of: Int32(o))
            return Position(line: l, column: c)
        }
        return (String(decoding: clean, as: UTF8.self), positions)
    }

    struct Position: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Lints with every rule (so the rules are tested together, and suppression is judged as in a
    /// real run) and keeps the findings of `rule` in the example file.
    static func lint(_ code: String, rule: any Rule, example: Example) -> [Diagnostic] {
        lint([SourceFile(path: example.fileName, text: code)], rule: rule, example: example)
    }

    /// A whole run (Swift files and resources) with every rule on, opt-in ones included.
    static func lint(_ sources: [SourceFile], rule: any Rule, example: Example) -> [Diagnostic] {
        var sources = sources
        for (k, other) in example.otherFiles.enumerated() { sources.append(SourceFile(path: "Other\(k).swift", text: other)) }
        for (path, text) in example.resources.sorted(by: { $0.key < $1.key }) { sources.append(SourceFile(path: path, text: text)) }
        let id = rule.description.id
        let plan = FilePlan(rules: RuleRegistry.all)
        let run = LintRun(options: example.options).run(sources: sources, plans: sources.map { _ in plan })
        return run.diagnostics.filter { $0.path == example.fileName && $0.ruleID == id }
    }

    /// `code` after every fix of every rule (safe and unsafe).
    static func fixedByAllRules(_ code: String, example: Example) -> String {
        let plan = FilePlan(rules: RuleRegistry.all)
        let source = SourceFile(path: example.fileName, text: code)
        let fixes = LintRun(options: example.options).run(sources: [source], plans: [plan]).diagnostics.compactMap(\.fix)
        return String(decoding: Fix.apply(fixes, to: Array(code.utf8)), as: UTF8.self)
    }

    static func verify(_ rule: any Rule) {
        let d = rule.description
        for example in d.triggering {
            let (code, expected) = parse(example.code)
            let found = lint(code, rule: rule, example: example)
            let got = found.map { Position(line: $0.line, column: $0.column) }
            XCTAssertEqual(got, expected, "\(d.id): triggering example findings differ\n\(code)\n\(found.map { "\($0.line):\($0.column) \($0.message)" })",
                           file: example.file, line: example.line)
            for (k, message) in example.messages.enumerated() where k < found.count {
                XCTAssertEqual(found[k].message, message, "\(d.id): message differs", file: example.file, line: example.line)
            }
            let fixes = found.compactMap(\.fix)
            let out = String(decoding: Fix.apply(fixes, to: Array(code.utf8)), as: UTF8.self)
            if let fixed = example.fixed {
                XCTAssertEqual(out, fixed, "\(d.id): fix result differs", file: example.file, line: example.line)
                let again = lint(out, rule: rule, example: example).compactMap(\.fix)
                XCTAssertTrue(again.isEmpty, "\(d.id): fixed code still has fixes", file: example.file, line: example.line)
                // What `--fix` checks before it writes: the code around the edits lexes as before.
                XCTAssertTrue(FixVerifier.preservesStructure(Array(code.utf8), edits: fixes.flatMap(\.edits), result: Array(out.utf8)),
                              "\(d.id): the fix changes the tokens around it", file: example.file, line: example.line)
            } else {
                // SwiftLint's `corrections`: every fixable example states what the fix makes of it.
                XCTAssertTrue(fixes.isEmpty, "\(d.id): the example has a fix; add `fixed: \(String(reflecting: out))`",
                              file: example.file, line: example.line)
            }
            // `--fix` never moves code: a finding that asks for code to move has no fix.
            // (The lifecycle rules say where code belongs; none of them carries a fix.)
            let lifecycle: Set = ["cgcolor_outside_update", "trait_change_unguarded", "trait_change_deprecated"]
            for f in found where f.fix != nil {
                XCTAssertFalse(f.message.contains(" move ") || lifecycle.contains(f.ruleID),
                               "\(d.id): a fix on a finding that asks to move code", file: example.file, line: example.line)
            }
            if example.fileName.hasSuffix(".swift") { verifyMutations(rule, code: code, expected: expected, example: example) }
        }
        for example in d.nonTriggering {
            let (code, _) = parse(example.code)
            let found = lint(code, rule: rule, example: example)
            XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.message)" }, [],
                           "\(d.id): non-triggering example fired\n\(code)", file: example.file, line: example.line)
        }
    }

    static func verifyMutations(_ rule: any Rule, code: String, expected: [Position], example: Example) {
        let id = rule.description.id
        // Nothing in comments or strings triggers, and nothing there is fixed (by any rule).
        if !code.contains("*/") {
            let wrapped = "/*\n" + code + "\n*/"
            let inBlock = lint(wrapped, rule: rule, example: example)
            XCTAssertTrue(inBlock.isEmpty, "\(id): fired inside a block comment", file: example.file, line: example.line)
            XCTAssertEqual(fixedByAllRules(wrapped, example: example), wrapped, "\(id): a fix changed a block comment",
                           file: example.file, line: example.line)
        }
        let lineCommented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        XCTAssertTrue(lint(lineCommented, rule: rule, example: example).isEmpty,
                      "\(id): fired inside line comments", file: example.file, line: example.line)
        XCTAssertEqual(fixedByAllRules(lineCommented, example: example), lineCommented, "\(id): a fix changed a line comment",
                       file: example.file, line: example.line)
        if !code.contains("\"\"\"#") {
            let inString = "let s = #\"\"\"\n" + code + "\n\"\"\"#"
            XCTAssertTrue(lint(inString, rule: rule, example: example).isEmpty,
                          "\(id): fired inside a string literal", file: example.file, line: example.line)
            XCTAssertEqual(fixedByAllRules(inString, example: example), inString, "\(id): a fix changed a string literal",
                           file: example.file, line: example.line)
        }
        // A multi-byte prefix moves every finding down one line, columns unchanged.
        let prefixed = lint("/* é😀 */\n" + code, rule: rule, example: example)
        XCTAssertEqual(prefixed.map { Position(line: $0.line, column: $0.column) },
                       expected.map { Position(line: $0.line + 1, column: $0.column) },
                       "\(id): positions wrong after a multi-byte prefix", file: example.file, line: example.line)
        // CRLF line endings: same lines and columns.
        let crlf = lint(code.replacingOccurrences(of: "\n", with: "\r\n"), rule: rule, example: example)
        XCTAssertEqual(crlf.map { Position(line: $0.line, column: $0.column) }, expected,
                       "\(id): positions wrong with CRLF", file: example.file, line: example.line)
        // A BOM does not shift columns of the first line (they count the file's bytes after it, as swiftc).
        let bom = lint([SourceFile(path: example.fileName, bytes: [0xEF, 0xBB, 0xBF] + Array(code.utf8))], rule: rule, example: example)
        // A region disable of the rule silences it, and is then not superfluous.
        if id != "superfluous_disable" {
            let disabled = lint("// darklint:disable \(id)\n" + code, rule: rule, example: example)
                + lint("// darklint:disable \(id)\n" + code, rule: SuperfluousDisableRule(), example: example).filter { $0.line == 1 }
            XCTAssertEqual(disabled.map { "\($0.line):\($0.column) \($0.ruleID)" }, [],
                           "\(id): a `darklint:disable \(id)` comment did not silence the example cleanly", file: example.file, line: example.line)
        }
        XCTAssertEqual(bom.map { $0.line }, expected.map { $0.line }, "\(id): lines wrong after a BOM",
                       file: example.file, line: example.line)
    }
}
