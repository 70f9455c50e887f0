import Foundation

/// `darklint lsp`: a Language Server Protocol server on standard input and output. Diagnostics
/// are published when a document opens, changes (after a pause of `debounce`) or is saved; code
/// actions offer each finding's fix and `source.fixAll.darklint`. The server never writes a file.
public final class LanguageServer {
    /// The pause after a keystroke before the document is linted again.
    static let debounce = 0.15

    private let writer: MessageWriter
    private let inputFD: Int32
    private let log: (String) -> Void
    private var workspace: Workspace?
    private var shutdownRequested = false
    /// The client registers file watchers on the server's behalf.
    private var canWatchFiles = false

    private struct Document {
        var text: [UInt8]
        var version: Int?
        /// When a change waits to be linted.
        var due: Date?
        /// The findings of `text`, once linted.
        var diagnostics: [Diagnostic]?
    }
    /// Open documents by URI.
    private var documents: [String: Document] = [:]

    public init(input: Int32, output: Int32, log: @escaping (String) -> Void) {
        inputFD = input
        writer = MessageWriter(fd: output)
        self.log = log
    }

    /// Serves until `exit` (0 after `shutdown`, else 1) or the end of the input (1).
    public func run() -> Int32 {
        let inbox = Inbox()
        let reader = MessageReader(fd: inputFD)
        let thread = Thread {
            while true {
                let item = reader.next()
                inbox.put(item)
                if case .end = item { return }
            }
        }
        thread.start()
        while true {
            let due = documents.values.compactMap(\.due).min()
            guard let item = inbox.take(before: due) else {
                lintDue()
                continue
            }
            switch item {
            case .end:
                return shutdownRequested ? 0 : 1
            case .malformed(let reason):
                send(error: JSONRPC.parseError, "cannot read \(reason)", id: NSNull())
            case .message(let data):
                if let code = handle(data) { return code }
            }
        }
    }

    // MARK: Messages

    private func send(result: Any, id: Any) {
        writer.send(["id": id, "result": result])
    }

    private func send(error code: Int, _ message: String, id: Any) {
        writer.send(["id": id, "error": ["code": code, "message": message]])
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        writer.send(["method": method, "params": params])
    }

    /// Handles one message; an exit code when the server is to stop.
    private func handle(_ data: Data) -> Int32? {
        guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            send(error: JSONRPC.parseError, "the message is not JSON", id: NSNull())
            return nil
        }
        guard let message = json as? [String: Any] else {
            send(error: JSONRPC.invalidRequest, "a message is a JSON object (batches are not supported)", id: NSNull())
            return nil
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response to a request of ours (none are sent), or nonsense.
            if id == nil || message["result"] == nil && message["error"] == nil {
                send(error: JSONRPC.invalidRequest, "a request needs a method", id: id ?? NSNull())
            }
            return nil
        }
        let params = message["params"] as? [String: Any] ?? [:]
        let isRequest = id != nil
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        if workspace == nil, method != "initialize" {
            if isRequest { send(error: JSONRPC.serverNotInitialized, "the server is not initialized", id: id!) }
            return nil
        }
        if shutdownRequested, isRequest {
            send(error: JSONRPC.invalidRequest, "the server is shut down", id: id!)
            return nil
        }
        do {
            let result = try dispatch(method, params, isRequest: isRequest)
            if isRequest {
                if let result { send(result: result, id: id!) } else {
                    send(error: JSONRPC.methodNotFound, "unknown method '\(method)'", id: id!)
                }
            }
        } catch let failure as Failure {
            if isRequest { send(error: failure.code, failure.message, id: id!) } else { log("darklint lsp: \(method): \(failure.message)\n") }
        } catch {
            if isRequest { send(error: JSONRPC.internalError, "\(error)", id: id!) }
        }
        return nil
    }

    private struct Failure: Error {
        var code: Int
        var message: String
        static func params(_ message: String) -> Failure { Failure(code: JSONRPC.invalidParams, message: message) }
    }

    /// A method's result (`NSNull()` for null); nil when the method is unknown.
    private func dispatch(_ method: String, _ params: [String: Any], isRequest: Bool) throws -> Any? {
        switch method {
        case "initialize":
            guard workspace == nil else { throw Failure(code: JSONRPC.invalidRequest, message: "initialize was already sent") }
            return initialize(params)
        case "initialized":
            // Files changed outside the editor (a checkout, a new color set) update the index, when
            // the client watches files for its servers.
            if canWatchFiles {
                let globs = ["**/*.swift", "**/*.storyboard", "**/*.xib", "**/*.colorset/Contents.json", "**/Info.plist",
                             "**/" + ConfigFile.name]
                writer.send(["id": "darklint-watch", "method": "client/registerCapability", "params": ["registrations": [[
                    "id": "darklint-watched-files", "method": "workspace/didChangeWatchedFiles",
                    "registerOptions": ["watchers": globs.map { ["globPattern": $0] }],
                ]]]])
            }
            return NSNull()
        case "$/cancelRequest", "$/setTrace", "workspace/didChangeWorkspaceFolders":
            return NSNull()
        case "shutdown":
            shutdownRequested = true
            return NSNull()
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                  let text = document["text"] as? String else { throw Failure.params("didOpen needs textDocument.uri and .text") }
            documents[uri] = Document(text: Array(text.utf8), version: document["version"] as? Int)
            lint(uri)
            return NSNull()
        case "textDocument/didChange":
            let uri = try self.uri(params)
            guard var document = documents[uri] else { throw Failure.params("didChange for a document that is not open") }
            guard let changes = params["contentChanges"] as? [[String: Any]] else { throw Failure.params("didChange needs contentChanges") }
            for change in changes {
                guard let text = change["text"] as? String else { throw Failure.params("a content change needs text") }
                if let range = change["range"] as? [String: Any],
                   let start = Positions.lineAndCharacter(range["start"]), let end = Positions.lineAndCharacter(range["end"]) {
                    let positions = Positions(source: SourceFile(path: "", bytes: document.text))
                    let bom = document.text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                    let a = Int(positions.offset(line: start.line, character: start.character)) + bom
                    let b = max(a, Int(positions.offset(line: end.line, character: end.character)) + bom)
                    document.text.replaceSubrange(a..<b, with: Array(text.utf8))
                } else {
                    document.text = Array(text.utf8)
                }
            }
            if let version = (params["textDocument"] as? [String: Any])?["version"] as? Int { document.version = version }
            document.due = Date().addingTimeInterval(Self.debounce)
            document.diagnostics = nil
            documents[uri] = document
            return NSNull()
        case "textDocument/didSave":
            let uri = try self.uri(params)
            if let text = params["text"] as? String, documents[uri] != nil { documents[uri]!.text = Array(text.utf8) }
            if documents[uri] != nil { lint(uri) }
            // The saved file may change what the others find (the index): they are linted again.
            for other in documents.keys where other != uri { lint(other) }
            return NSNull()
        case "textDocument/didClose":
            let uri = try self.uri(params)
            documents[uri] = nil
            if let path = Self.path(uri) { workspace?.update(path, with: nil) }
            notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()])
            return NSNull()
        case "textDocument/codeAction":
            return try codeActions(params)
        case "workspace/didChangeConfiguration":
            reload()
            return NSNull()
        case "workspace/didChangeWatchedFiles":
            let changes = params["changes"] as? [[String: Any]] ?? []
            let uris = changes.compactMap { $0["uri"] as? String }
            if uris.contains(where: { $0.hasSuffix("/" + ConfigFile.name) }) {
                reload()
            } else {
                for uri in uris where documents[uri] == nil {
                    if let path = Self.path(uri) { workspace?.update(path, with: nil) }
                }
                for uri in documents.keys { lint(uri) }
            }
            return NSNull()
        default:
            // Notifications not understood are ignored, as the protocol asks ($/ ones included).
            return isRequest ? nil : NSNull()
        }
    }

    private func uri(_ params: [String: Any]) throws -> String {
        guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String else {
            throw Failure.params("textDocument.uri is missing")
        }
        return uri
    }

    /// The path of a `file://` URI; nil for other schemes (unsaved buffers).
    static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? nil : path
    }

    private func initialize(_ params: [String: Any]) -> [String: Any] {
        var root: String?
        if let folders = params["workspaceFolders"] as? [[String: Any]], let uri = folders.first?["uri"] as? String {
            root = Self.path(uri)
        } else if let uri = params["rootUri"] as? String {
            root = Self.path(uri)
        } else if let path = params["rootPath"] as? String, path.hasPrefix("/") {
            root = path
        }
        let capabilities = params["capabilities"] as? [String: Any]
        let watched = (capabilities?["workspace"] as? [String: Any])?["didChangeWatchedFiles"] as? [String: Any]
        canWatchFiles = watched?["dynamicRegistration"] as? Bool ?? false
        let workspace = Workspace(root: root)
        let start = Date()
        workspace.load()
        log(String(format: "darklint lsp: indexed %@ in %.0f ms\n", root ?? "(no root)", Date().timeIntervalSince(start) * 1000))
        for error in workspace.configurationErrors { log("darklint lsp: \(error)\n") }
        self.workspace = workspace
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": true]],
                "codeActionProvider": ["codeActionKinds": ["quickfix", CodeActions.fixAllKind]],
            ] as [String: Any],
            "serverInfo": ["name": "darklint", "version": Version.current],
        ]
    }

    private func reload() {
        workspace?.load()
        for uri in documents.keys { lint(uri) }
    }

    // MARK: Linting

    private func lintDue() {
        let now = Date()
        for (uri, document) in documents where document.due.map({ $0 <= now }) ?? false { lint(uri) }
    }

    /// The document's text as a source file at its path (nil for a document darklint does not lint:
    /// not Swift, not a file, excluded or generated).
    private func source(_ uri: String) -> SourceFile? {
        guard let document = documents[uri], let path = Self.path(uri), path.hasSuffix(".swift"),
              let workspace, !workspace.skips(path, bytes: document.text) else { return nil }
        return SourceFile(path: path, bytes: document.text)
    }

    /// Lints one open document against the index (after putting its text into the index) and
    /// publishes its diagnostics.
    private func lint(_ uri: String) {
        guard var document = documents[uri], let workspace else { return }
        document.due = nil
        var published: [[String: Any]] = []
        if let source = source(uri) {
            let start = Date()
            workspace.update(source.path, with: source)
            let found = workspace.diagnostics(source)
            if ProcessInfo.processInfo.environment["DARKLINT_LSP_TIMING"] != nil {
                log(String(format: "darklint lsp: linted %@ in %.1f ms (index rebuild %.1f ms)\n", source.path,
                           Date().timeIntervalSince(start) * 1000, workspace.lastRebuild * 1000))
            }
            document.diagnostics = found
            let positions = Positions(source: source)
            published = found.map { CodeActions.diagnostic($0, in: positions) }
        } else {
            document.diagnostics = []
        }
        documents[uri] = document
        var params: [String: Any] = ["uri": uri, "diagnostics": published]
        if let version = document.version { params["version"] = version }
        notify("textDocument/publishDiagnostics", params)
    }

    private func codeActions(_ params: [String: Any]) throws -> [[String: Any]] {
        let uri = try self.uri(params)
        guard let range = params["range"] as? [String: Any], let start = Positions.lineAndCharacter(range["start"]),
              let end = Positions.lineAndCharacter(range["end"]) else { throw Failure.params("codeAction needs a range") }
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        guard documents[uri] != nil, let source = source(uri), let workspace else { return [] }
        if documents[uri]?.diagnostics == nil { lint(uri) }
        let found = documents[uri]?.diagnostics ?? []
        let positions = Positions(source: source)
        var actions: [[String: Any]] = []
        if CodeActions.wanted("quickfix", only: only) {
            let wanted = (start: (start.line, start.character), end: (end.line, end.character))
            for d in found {
                guard let fix = d.fix, let r = d.range else { continue }
                let a = positions.position(of: r.start), b = positions.position(of: r.end)
                guard CodeActions.intersects((start: (a["line"]!, a["character"]!), end: (b["line"]!, b["character"]!)), wanted) else { continue }
                actions.append([
                    "title": CodeActions.title(fix),
                    "kind": "quickfix",
                    "diagnostics": [CodeActions.diagnostic(d, in: positions)],
                    "isPreferred": fix.applicability == .safe,
                    "edit": ["changes": [uri: CodeActions.edits(fix.edits, in: positions)]],
                ])
            }
        }
        if CodeActions.wanted(CodeActions.fixAllKind, only: only),
           found.contains(where: { $0.fix?.applicability == .safe }),
           let edit = CodeActions.minimalEdit(from: source, to: workspace.fixAll(source)) {
            actions.append([
                "title": "darklint: fix all safely fixable findings",
                "kind": CodeActions.fixAllKind,
                "edit": ["changes": [uri: CodeActions.edits([edit], in: positions)]],
            ])
        }
        return actions
    }
}
