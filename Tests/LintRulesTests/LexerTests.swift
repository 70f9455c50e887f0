import XCTest
@testable import LintRules

final class LexerTests: XCTestCase {
    private func lex(_ text: String) -> [String] {
        let lexed = Lexer.lex(Array(text.utf8))
        let bytes = Array(text.utf8)
        return lexed.tokens.map { "\($0.kind):" + String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
    }

    func testIdentifiersKeywordsAndUnicode() {
        XCTAssertEqual(lex("let café = `class`"), ["identifier:let", "identifier:café", "op:=", "identifier:`class`"])
        XCTAssertEqual(lex("$0 + _x"), ["identifier:$0", "op:+", "identifier:_x"])
        XCTAssertEqual(lex("let 🎨 = 1"), ["identifier:let", "identifier:🎨", "op:=", "number:1"])
    }

    func testNumbers() {
        XCTAssertEqual(lex("0x1F 0b1010 0o17 1_000_000 3.14 1e-3 0x1p-2 2.5E+10"),
                       ["number:0x1F", "number:0b1010", "number:0o17", "number:1_000_000", "number:3.14", "number:1e-3",
                        "number:0x1p-2", "number:2.5E+10"])
        XCTAssertEqual(lex("1...2"), ["number:1", "op:...", "number:2"])
        XCTAssertEqual(lex("0..<n"), ["number:0", "op:..<", "identifier:n"])
        XCTAssertEqual(lex("t.0.1"), ["identifier:t", "dot:.", "number:0", "dot:.", "number:1"])
        XCTAssertEqual(lex("x = -0.5"), ["identifier:x", "op:=", "op:-", "number:0.5"])
    }

    func testStrings() {
        XCTAssertEqual(lex(#"let s = "a\"b" + "c""#), ["identifier:let", "identifier:s", "op:=", #"string:"a\"b""#, "op:+", #"string:"c""#])
        XCTAssertEqual(lex("\"\"\"\nmulti \"quoted\" \"\"\n\"\"\" x"), ["string:\"\"\"\nmulti \"quoted\" \"\"\n\"\"\"", "identifier:x"])
        XCTAssertEqual(lex(##"#"a"b"# x"##), [##"string:#"a"b"#"##, "identifier:x"])
        XCTAssertEqual(lex(###"##"x"#y"## z"###), [###"string:##"x"#y"##"###, "identifier:z"])
        XCTAssertEqual(lex(##"#"""\#nraw "" """#"##), [##"string:#"""\#nraw "" """#"##])
    }

    func testInterpolationNestsToAnyDepth() {
        XCTAssertEqual(lex(#""a \(b) c""#), [#"stringHead:"a \("#, "identifier:b", #"stringTail:) c""#])
        XCTAssertEqual(lex(#""\(f("\(x)"))""#),
                       [#"stringHead:"\("#, "identifier:f", "lParen:(", #"stringHead:"\("#, "identifier:x", #"stringTail:)""#,
                        "rParen:)", #"stringTail:)""#])
        XCTAssertEqual(lex(#""\(items.map { "\($0)" }.joined()) and \(y)""#),
                       [#"stringHead:"\("#, "identifier:items", "dot:.", "identifier:map", "lBrace:{", #"stringHead:"\("#,
                        "identifier:$0", #"stringTail:)""#, "rBrace:}", "dot:.", "identifier:joined", "lParen:(", "rParen:)",
                        #"stringMiddle:) and \("#, "identifier:y", #"stringTail:)""#])
        // In a raw string only `\#(` interpolates.
        XCTAssertEqual(lex(##"#"\#(x) \(y)"#"##), [##"stringHead:#"\#("##, "identifier:x", ##"stringTail:) \(y)"#"##])
        // Interpolation in a multi-line string, with parentheses inside.
        XCTAssertEqual(lex("\"\"\"\n\\((a + b) * 2)\n\"\"\""),
                       ["stringHead:\"\"\"\n\\(", "lParen:(", "identifier:a", "op:+", "identifier:b", "rParen:)", "op:*", "number:2",
                        "stringTail:)\n\"\"\""])
    }

    func testCommentsAreNotTokens() {
        let lexed = Lexer.lex(Array("/* a /* nested */ still comment */ x // line\n/// doc\ny".utf8))
        XCTAssertEqual(lexed.tokens.count, 2)
        XCTAssertEqual(lexed.comments.count, 3)
        XCTAssertTrue(lexed.comments[0].isBlock)
        XCTAssertEqual(lex("a//b\nc"), ["identifier:a", "identifier:c"])
        XCTAssertEqual(lex("a+/* c */b"), ["identifier:a", "op:+", "identifier:b"])
    }

    func testPoundKeywordsDirectivesAttributes() {
        XCTAssertEqual(lex("#colorLiteral(red: 1)"), ["pound:#colorLiteral", "lParen:(", "identifier:red", "colon::", "number:1", "rParen:)"])
        XCTAssertEqual(lex("#if os(iOS)\n#elseif DEBUG\n#else\n#endif"),
                       ["directive:#if", "identifier:os", "lParen:(", "identifier:iOS", "rParen:)", "directive:#elseif",
                        "identifier:DEBUG", "directive:#else", "directive:#endif"])
        XCTAssertEqual(lex("@objc @MainActor func f()"), ["attribute:@objc", "attribute:@MainActor", "identifier:func", "identifier:f", "lParen:(", "rParen:)"])
        XCTAssertEqual(lex("#selector(tap(_:))").first, "pound:#selector")
    }

    func testRegexLiteralsDoNotDerail() {
        XCTAssertEqual(lex("let r = /ab+c/\nx"), ["identifier:let", "identifier:r", "op:=", "regex:/ab+c/", "identifier:x"])
        XCTAssertEqual(lex("a / b / c"), ["identifier:a", "op:/", "identifier:b", "op:/", "identifier:c"])
        XCTAssertEqual(lex("let r = #/a\"b/#"), ["identifier:let", "identifier:r", "op:=", "regex:#/a\"b/#"])
        XCTAssertEqual(lex("x /= 2"), ["identifier:x", "op:/=", "number:2"])
    }

    func testOperatorsAndPostfix() {
        XCTAssertEqual(lex("a?.b!.c ?? d"), ["identifier:a", "op:?", "dot:.", "identifier:b", "op:!", "dot:.", "identifier:c", "op:??", "identifier:d"])
        XCTAssertEqual(lex("f() -> Int"), ["identifier:f", "lParen:(", "rParen:)", "op:->", "identifier:Int"])
        XCTAssertEqual(lex(#"\.colorScheme"#), ["backslash:\\", "dot:.", "identifier:colorScheme"])
    }

    func testUnterminatedLiteralsEndAtLineOrFile() {
        XCTAssertEqual(lex("\"open\nx"), ["string:\"open", "identifier:x"])
        XCTAssertEqual(lex("/* never closed"), [])
        XCTAssertEqual(lex("\"\"\"\nnever closed"), ["string:\"\"\"\nnever closed"])
        XCTAssertEqual(lex("\"\\(unclosed"), ["stringHead:\"\\(", "identifier:unclosed"])
    }

    func testLineStartFlags() {
        let lexed = Lexer.lex(Array("a\r\nb c\n  d".utf8))
        XCTAssertEqual(lexed.tokens.map(\.atLineStart), [false, true, false, true])
    }

    func testLocationsAreOneBasedUTF8ColumnsWithCRLFAndBOM() {
        let source = SourceFile(path: "a.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("é x\r\n\ty".utf8))
        let tokens = Lexer.lex(source.bytes).tokens
        XCTAssertEqual(source.location(of: tokens[1].start).line, 1)
        XCTAssertEqual(source.location(of: tokens[1].start).column, 7)   // BOM (3) + é (2) + space + 1
        XCTAssertEqual(source.location(of: tokens[2].start).line, 2)
        XCTAssertEqual(source.location(of: tokens[2].start).column, 2)
        XCTAssertEqual(source.lineText(2), "\ty")
    }

    func testPathologicalInputNeverCrashesOrHangs() {
        // 10,000 nested parentheses and braces.
        let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
            + String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        let file = AnalyzedFile.analyze(SourceFile(path: "deep.swift", text: deep))
        XCTAssertEqual(file.count, 40_000)
        XCTAssertEqual(file.match[0], 19_999)
        XCTAssertEqual(file.scopes.count, 10_001)
        // Unbalanced closers and openers.
        _ = AnalyzedFile.analyze(SourceFile(path: "u.swift", text: ")))}}}]]] func f( { [ (\"\\("))
        // A 20 MB single line.
        var big = [UInt8]()
        big.reserveCapacity(20_000_000)
        let chunk = Array("view.backgroundColor = UIColor(white: 0.5, alpha: 1); ".utf8)
        while big.count < 20_000_000 { big += chunk }
        let lexed = Lexer.lex(big)
        XCTAssertGreaterThan(lexed.tokens.count, 1_000_000)
        assertTokensTile(lexed, count: big.count)
    }

    func testRandomBytesTerminateWithOrderedInBoundsTokens() {
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("\"\\#()/{}*'`@$.\n\r ab01xé".utf8) + [0xFF, 0xC3, 0x80, 0x00]
        for round in 0..<300 {
            let length = Int(rng.next() % 400)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[Int(rng.next() % UInt64(alphabet.count))]
            }
            let lexed = Lexer.lex(bytes)
            assertTokensTile(lexed, count: bytes.count)
            let file = AnalyzedFile.analyze(SourceFile(path: "r.swift", bytes: bytes))
            _ = Linter().findings(in: file, context: LintContext(index: ProjectIndex([FileSummary.of(file)])))
        }
    }

    private func assertTokensTile(_ lexed: LexedSource, count: Int, file: StaticString = #filePath, line: UInt = #line) {
        var last: Int32 = 0
        for t in lexed.tokens {
            XCTAssertGreaterThanOrEqual(t.start, last, file: file, line: line)
            XCTAssertGreaterThan(t.end, t.start, file: file, line: line)
            XCTAssertLessThanOrEqual(Int(t.end), count, file: file, line: line)
            last = t.end
        }
    }
}

/// A small deterministic generator, so fuzz failures reproduce.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Adversarial input through the whole pipeline (all rules, worker threads with small stacks).
final class PathologicalInputTests: XCTestCase {
    func testDeepNestingInsideColorExpressionsDoesNotCrash() {
        let depth = 20_000
        let deep = "view.backgroundColor = UIColor(red: " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            + ", green: 1, blue: 1, alpha: 1)\n"
        let chain = "let c = x" + String(repeating: ".a", count: 50_000) + ".cgColor\n"
        let ternaries = "label.textColor = " + String(repeating: "a ? .white : ", count: 5_000) + ".black\n"
        var sources = [deep, chain, ternaries].enumerated().map { SourceFile(path: "P\($0.offset).swift", text: $0.element) }
        sources.append(SourceFile(path: "Deep.colorset/Contents.json", text: String(repeating: "[", count: 100_000)))
        sources.append(SourceFile(path: "Deep.storyboard", text: String(repeating: "<view>", count: 100_000)))
        let result = LintRun().run(sources: sources, plans: sources.map { _ in FilePlan() })
        XCTAssertEqual(result.filesLinted, 5)
        XCTAssertEqual(result.diagnostics.filter { $0.ruleID == "io_error" }.map(\.path), ["Deep.colorset/Contents.json", "Deep.storyboard"])
    }
}
