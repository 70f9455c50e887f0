import XCTest
@testable import LintRules

/// `darklint lsp` as an editor meets it: the built binary, spoken to over pipes.
final class LanguageServerTests: TemporaryFolderTestCase {

    /// A client: writes framed messages, reads them on a thread of its own (so a test never hangs).
    final class Client: @unchecked Sendable {
        let process = Process()
        private let input = Pipe(), output = Pipe()
        private let condition = NSCondition()
        private var buffer: [UInt8] = []
        private var closed = false

        init(folder: URL) throws {
            process.executableURL = EndToEndTests.binary
            process.arguments = ["lsp"]
            process.currentDirectoryURL = folder
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
            let handle = output.fileHandleForReading
            Thread { [self] in
                while true {
                    let data = handle.availableData
                    condition.lock()
                    if data.isEmpty { closed = true } else { buffer += data }
                    condition.broadcast()
                    condition.unlock()
                    if data.isEmpty { return }
                }
            }.start()
        }

        func sendRaw(_ bytes: [UInt8]) {
            input.fileHandleForWriting.write(Data(bytes))
        }

        func send(_ object: [String: Any]) {
            var message = object
            message["jsonrpc"] = "2.0"
            let body = try! JSONSerialization.data(withJSONObject: message)
            sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
        }

        func request(_ id: Int, _ method: String, _ params: [String: Any]? = nil) -> [String: Any]? {
            var message: [String: Any] = ["id": id, "method": method]
            if let params { message["params"] = params }
            send(message)
            return receive { ($0["id"] as? Int) == id }
        }

        func notify(_ method: String, _ params: [String: Any]) {
            send(["method": method, "params": params])
        }

        /// The next message that `matches` (others are dropped), or nil after 20 seconds.
        func receive(where matches: ([String: Any]) -> Bool = { _ in true }) -> [String: Any]? {
            let deadline = Date().addingTimeInterval(20)
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let message = takeMessage() {
                    if matches(message) { return message }
                    continue
                }
                if closed || !condition.wait(until: deadline) { return nil }
            }
        }

        private func takeMessage() -> [String: Any]? {
            let separator: [UInt8] = [13, 10, 13, 10]
            guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { Array(buffer[$0..<$0 + 4]) == separator }) else {
                return nil
            }
            let header = String(decoding: buffer[0..<end], as: UTF8.self)
            let length = Int(header.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!
            guard buffer.count >= end + 4 + length else { return nil }
            let body = Data(buffer[(end + 4)..<(end + 4 + length)])
            buffer.removeFirst(end + 4 + length)
            return try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        }

        func diagnostics(_ uri: String) -> [[String: Any]]? {
            let message = receive { ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
            return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        }

        func exitCode() -> Int32 {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    private func start() throws -> Client {
        let client = try Client(folder: directory)
        let reply = client.request(1, "initialize", ["processId": NSNull(), "rootUri": directory.absoluteString, "capabilities": [:]])
        let capabilities = (reply?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        XCTAssertNotNil(capabilities?["codeActionProvider"])
        client.notify("initialized", [:])
        return client
    }

    private func uri(_ name: String) -> String { directory.appendingPathComponent(name).absoluteString }

    private func open(_ client: Client, _ name: String, _ text: String) {
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": "swift", "version": 1, "text": text]])
    }

    private static func range(_ diagnostic: [String: Any]) -> [Int] {
        let range = diagnostic["range"] as! [String: Any]
        let start = range["start"] as! [String: Int], end = range["end"] as! [String: Int]
        return [start["line"]!, start["character"]!, end["line"]!, end["character"]!]
    }

    /// `text` with LSP TextEdits applied (UTF-16 positions), as an editor applies them.
    private static func apply(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf16) }
        for edit in edits.sorted(by: { range($0)[0] * 100_000 + range($0)[1] > range($1)[0] * 100_000 + range($1)[1] }) {
            let r = range(edit)
            let before = Array(lines[r[0]][0..<r[1]]), after = Array(lines[r[2]][r[3]...])
            let inserted = Array((edit["newText"] as! String).utf16)
            lines.replaceSubrange(r[0]...r[2], with: [before + inserted + after])
        }
        return lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n")
    }

    func testDiagnosticsInUTF16UpdateOnChangeAndFixesApply() throws {
        // Before the finding: a two-byte é (one UTF-16 unit) and a four-byte emoji (two units).
        let text = "import UIKit\nlet s = \"héllo 😀\"; let v = UIView(); func f() { v.backgroundColor = UIColor.white }\n"
        try write("A.swift", text)
        let client = try start()
        open(client, "A.swift", text)
        let found = try XCTUnwrap(client.diagnostics(uri("A.swift")))
        XCTAssertEqual(found.count, 1)
        let line = text.components(separatedBy: "\n")[1]
        let start = line.range(of: "UIColor.white")!
        let column = line[..<start.lowerBound].utf16.count
        XCTAssertEqual(Self.range(found[0]), [1, column, 1, column + "UIColor.white".utf16.count])
        XCTAssertEqual(found[0]["source"] as? String, "darklint")
        XCTAssertEqual(found[0]["code"] as? String, "non_adaptive_color")
        XCTAssertEqual(found[0]["severity"] as? Int, 2)
        XCTAssertNil(found[0]["codeDescription"], "no rule documentation URL is known")

        // The quick fix (unsafe, and titled so), applied, leaves nothing to report.
        let reply = client.request(2, "textDocument/codeAction", [
            "textDocument": ["uri": uri("A.swift")],
            "range": ["start": ["line": 1, "character": column], "end": ["line": 1, "character": column]],
            "context": ["diagnostics": found],
        ])
        let actions = try XCTUnwrap(reply?["result"] as? [[String: Any]])
        let quickFix = try XCTUnwrap(actions.first { ($0["kind"] as? String) == "quickfix" })
        XCTAssertEqual(quickFix["title"] as? String, "Use .systemBackground (unsafe fix)")
        let changes = try XCTUnwrap((quickFix["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        let fixed = Self.apply(try XCTUnwrap(changes[uri("A.swift")]), to: text)
        XCTAssertTrue(fixed.contains("UIColor.systemBackground }"), fixed)
        XCTAssertFalse(actions.contains { ($0["kind"] as? String) == CodeActions.fixAllKind }, "no safe fix to apply")

        client.notify("textDocument/didChange", ["textDocument": ["uri": uri("A.swift"), "version": 2],
                                                 "contentChanges": [["text": fixed]]])
        XCTAssertEqual(client.diagnostics(uri("A.swift"))?.count, 0)
        XCTAssertEqual(read(path("A.swift")), text, "the server never writes a file")

        // An incremental change that brings the finding back, one line lower.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri("A.swift"), "version": 3], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// ü\n"],
            ["range": ["start": ["line": 2, "character": column + 8], "end": ["line": 2, "character": column + 24]], "text": "white"],
        ]])
        let again = try XCTUnwrap(client.diagnostics(uri("A.swift")))
        XCTAssertEqual(again.map(Self.range), [[2, column, 2, column + 13]])

        client.notify("textDocument/didClose", ["textDocument": ["uri": uri("A.swift")]])
        XCTAssertEqual(client.diagnostics(uri("A.swift"))?.count, 0, "closing clears the diagnostics")
        XCTAssertNotNil(client.request(3, "shutdown")?["result"])
        client.notify("exit", [:])
        XCTAssertEqual(client.exitCode(), 0)
    }

    func testFixAllAppliesTheSafeFixesOnly() throws {
        let text = """
        import UIKit
        final class Loader: UIView {
            let spinner = UIActivityIndicatorView(style: .gray)
            func configure() {
                backgroundColor = UIColor.white
            }
        }

        """
        let client = try start()
        open(client, "Loader.swift", text)
        XCTAssertEqual(client.diagnostics(uri("Loader.swift"))?.count, 2)
        let reply = client.request(2, "textDocument/codeAction", [
            "textDocument": ["uri": uri("Loader.swift")],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        let actions = try XCTUnwrap(reply?["result"] as? [[String: Any]])
        XCTAssertEqual(actions.map { $0["kind"] as? String }, [CodeActions.fixAllKind])
        let changes = try XCTUnwrap((actions[0]["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        let fixed = Self.apply(try XCTUnwrap(changes[uri("Loader.swift")]), to: text)
        XCTAssertEqual(fixed, text.replacingOccurrences(of: "style: .gray", with: "style: .medium"))
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri("Loader.swift"), "version": 2],
                                                 "contentChanges": [["text": fixed]]])
        XCTAssertEqual(client.diagnostics(uri("Loader.swift"))?.map { $0["code"] as? String }, ["non_adaptive_color"])
        XCTAssertEqual(client.exitCode(), 1, "the input ended without shutdown")
    }

    func testConfigurationAndIndexComeFromTheWorkspace() throws {
        try write(".darklint", "--severity non_adaptive_color=error\n")
        let client = try start()
        open(client, "B.swift", "import UIKit\nfunc f(v: UIView) { v.backgroundColor = UIColor.white }\n")
        XCTAssertEqual(client.diagnostics(uri("B.swift"))?.first?["severity"] as? Int, 1, "the .darklint severity applies")
        client.notify("exit", [:])
        XCTAssertEqual(client.exitCode(), 1, "exit without shutdown")
    }

    func testProtocolErrorsAreAnsweredAndTheServerLivesOn() throws {
        let client = try Client(folder: directory)
        XCTAssertEqual((client.request(1, "textDocument/codeAction", [:])?["error"] as? [String: Any])?["code"] as? Int, -32002)
        _ = client.request(2, "initialize", ["rootUri": NSNull(), "capabilities": [:]])
        client.sendRaw(Array("Content-Length: 5\r\n\r\n{nope".utf8))
        XCTAssertEqual((client.receive()?["error"] as? [String: Any])?["code"] as? Int, -32700)
        client.sendRaw(Array("Content-Length: 4\r\n\r\n".utf8) + [0x22, 0xFF, 0xFE, 0x22])   // not UTF-8
        XCTAssertEqual((client.receive()?["error"] as? [String: Any])?["code"] as? Int, -32700)
        client.sendRaw(Array("X-Nonsense: 1\r\n\r\n".utf8))
        XCTAssertEqual((client.receive()?["error"] as? [String: Any])?["code"] as? Int, -32700)
        XCTAssertEqual((client.request(3, "no/such/method")?["error"] as? [String: Any])?["code"] as? Int, -32601)
        client.notify("no/such/notification", [:])
        XCTAssertEqual((client.request(4, "textDocument/codeAction", [:])?["error"] as? [String: Any])?["code"] as? Int, -32602)
        // Positions past the end of the document are clamped, not trapped on.
        open(client, "C.swift", "let x = 1\n")
        let reply = client.request(5, "textDocument/codeAction", ["textDocument": ["uri": uri("C.swift")],
            "range": ["start": ["line": 99, "character": 99], "end": ["line": 100, "character": 1000]], "context": ["diagnostics": []]])
        XCTAssertEqual((reply?["result"] as? [Any])?.count, 0)
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri("C.swift"), "version": 2], "contentChanges": [
            ["range": ["start": ["line": 50, "character": 3], "end": ["line": 70, "character": 0]], "text": "// end"]]])
        XCTAssertEqual(client.diagnostics(uri("C.swift"))?.count, 0)
        XCTAssertNotNil(client.request(6, "shutdown")?["result"])
        XCTAssertEqual((client.request(7, "textDocument/codeAction", [:])?["error"] as? [String: Any])?["code"] as? Int, -32600)
        client.notify("exit", [:])
        XCTAssertEqual(client.exitCode(), 0)
    }

    func testOneKeystrokeRelintsOneFileQuickly() throws {
        // A workspace of 300 files: a keystroke recomputes one summary and rebuilds the index.
        for k in 0..<300 {
            try write("F\(k).swift", "import UIKit\nfinal class V\(k): UIView {\n    func f() { backgroundColor = UIColor(named: \"C\(k)\") }\n}\n")
        }
        let client = try start()
        open(client, "F0.swift", "import UIKit\n")
        XCTAssertNotNil(client.diagnostics(uri("F0.swift")))
        let start = Date()
        for k in 1...5 {
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri("F0.swift"), "version": k + 1],
                                                     "contentChanges": [["text": "import UIKit\n// \(k)\n"]]])
            XCTAssertNotNil(client.diagnostics(uri("F0.swift")))
        }
        let perKeystroke = Date().timeIntervalSince(start) / 5 - LanguageServer.debounce
        XCTAssertLessThan(perKeystroke, 0.5, "a keystroke took \(perKeystroke) s beyond the debounce")
        client.notify("exit", [:])
        _ = client.exitCode()
    }
}

extension LanguageServerTests {
    func testExcludedAndGeneratedFilesGetNoDiagnostics() throws {
        try write(".darklint", "--exclude Vendor\n")
        let client = try start()
        let bad = "import UIKit\nfunc f(v: UIView) { v.backgroundColor = UIColor.white }\n"
        open(client, "Vendor/V.swift", bad)
        XCTAssertEqual(client.diagnostics(uri("Vendor/V.swift"))?.count, 0)
        open(client, "G.swift", "// Generated by SwiftGen — do not edit.\n" + bad)
        XCTAssertEqual(client.diagnostics(uri("G.swift"))?.count, 0)
        open(client, "N.swift", bad)
        XCTAssertEqual(client.diagnostics(uri("N.swift"))?.count, 1)
        client.notify("exit", [:])
        _ = client.exitCode()
    }
}

extension LanguageServerTests {
    /// The run-wide index: the workspace's asset catalog is known to an open file, and a color set
    /// added on disk (a watched-file change) updates it.
    func testTheWorkspaceIndexIsBuiltAndUpdated() throws {
        let colorSet = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        try write("Assets.xcassets/Ink.colorset/Contents.json", colorSet)
        let client = try start()
        open(client, "A.swift", "import UIKit\nfunc f(v: UIView) { v.backgroundColor = UIColor(named: \"Nope\"); v.tintColor = UIColor(named: \"Ink\") }\n")
        XCTAssertEqual(client.diagnostics(uri("A.swift"))?.map { $0["code"] as? String }, ["missing_color_asset"])
        let added = try write("Assets.xcassets/Nope.colorset/Contents.json", colorSet)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": URL(fileURLWithPath: added).absoluteString, "type": 1]]])
        XCTAssertEqual(client.diagnostics(uri("A.swift"))?.count, 0)
        client.notify("exit", [:])
        _ = client.exitCode()
    }
}

extension LanguageServerTests {
    func testFixAllEditIsMinimalAndCutsNoCharacterOrLineEnd() throws {
        func edit(_ old: String, _ new: String) -> String? {
            let source = SourceFile(path: "x.swift", text: old)
            guard let e = CodeActions.minimalEdit(from: source, to: Array(new.utf8)) else { return nil }
            XCTAssertEqual(String(decoding: FixRun.apply([e], to: source.bytes), as: UTF8.self), new)
            return "\(e.range.start)-\(e.range.end):\(e.replacement)"
        }
        XCTAssertNil(edit("same", "same"))
        XCTAssertEqual(edit("a .gray b", "a .medium b"), "3-7:medium")
        XCTAssertEqual(edit("é", "è"), "0-2:è", "a shared lead byte is not split off")
        XCTAssertEqual(edit("a\r\nb", "a\rb"), "1-3:\r")
        XCTAssertEqual(edit("a\r\nb", "a\nb"), "1-3:\n", "the edit does not end between \\r and \\n")
        let positions = Positions(source: SourceFile(path: "x.swift", text: "😀é\r\nx"))
        XCTAssertEqual(positions.position(of: 6), ["line": 0, "character": 3])
        XCTAssertEqual(positions.position(of: 8), ["line": 1, "character": 0])
        XCTAssertEqual(positions.offset(line: 0, character: 3), 6)
        XCTAssertEqual(positions.offset(line: 0, character: 99), 6, "clamped to the line's end")
        XCTAssertEqual(positions.offset(line: 9, character: 0), 9, "clamped to the document's end")
        XCTAssertEqual(positions.offset(line: 0, character: 1), 4, "inside a surrogate pair: after the character")
    }
}

extension LanguageServerTests {
    /// The first color set of a workspace arrives: the catalog is now known, and the server asked
    /// the client to watch such files.
    func testTheFirstColorSetMakesTheCatalogKnown() throws {
        let client = try Client(folder: directory)
        _ = client.request(1, "initialize", ["rootUri": directory.absoluteString,
                                             "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
        client.notify("initialized", [:])
        let registration = client.receive { ($0["method"] as? String) == "client/registerCapability" }
        XCTAssertNotNil(registration)
        client.send(["id": registration?["id"] ?? NSNull(), "result": NSNull()])
        open(client, "A.swift", "import UIKit\nfunc f(v: UIView) { v.backgroundColor = UIColor(named: \"Nope\") }\n")
        XCTAssertEqual(client.diagnostics(uri("A.swift"))?.count, 0, "no catalog: nothing to look the name up in")
        let added = try write("Assets.xcassets/Ink.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": URL(fileURLWithPath: added).absoluteString, "type": 1]]])
        XCTAssertEqual(client.diagnostics(uri("A.swift"))?.map { $0["code"] as? String }, ["missing_color_asset"])
        client.notify("exit", [:])
        _ = client.exitCode()
    }
}
