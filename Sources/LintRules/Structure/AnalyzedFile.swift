/// A lexed file with its structure: bracket matching, scopes, and for every token its innermost scope.
/// Rules read this; they never re-lex.
public final class AnalyzedFile: @unchecked Sendable {
    public let source: SourceFile
    public let tokens: [Token]
    public let comments: [Comment]
    /// For each bracket token (and string heads/middles/tails), the index of its partner; -1 otherwise.
    public let match: [Int32]
    public let scopes: [Scope]
    public let scopeOfToken: [Int32]
    /// For each token, the innermost enclosing `(`, `[`, `{` or string interpolation (token index), or -1.
    public let parentBracket: [Int32]
    /// Modules this file imports (`UIKit`, `AppKit`, `SwiftUI`, `Cocoa`, ...).
    public let imports: Set<String>
    /// For each identifier token, the hash of its name (`NameTable.hash`, backticks removed); 0 for
    /// other tokens. Hashed once here: `nameID` and every `NameTable` question read it instead of
    /// hashing the bytes again each time a rule asks.
    let nameHashes: [UInt64]
    /// Where each name occurs (`tokens(named:)`), gathered with the hashes.
    let names: NameOccurrences
    /// Per-file facts computed once, on first use, by the rules that need them. A file is analysed
    /// and linted on one thread, so no lock is needed.
    let facts = FileMemo()
    /// Answers about whole scopes that rules ask once per colour use (see `memo`). A file is linted
    /// by one task, so this needs no lock.
    private var scopeAnswers: [ScopeQuestion: Bool] = [:]

    /// What a rule asks about a whole scope; the answer is computed once per file and scope.
    struct ScopeQuestion: Hashable {
        var question: String
        var scope: Int
    }

    /// `compute`'s answer for `scope`, remembered: a question that scans a scope's body, asked for
    /// each of N uses inside it, cost N times the body. A question about a call is keyed by the
    /// token index of its `(` instead (`AppearanceGuards.isInLightDarkPair`).
    func memo(_ question: String, scope: Int, _ compute: () -> Bool) -> Bool {
        let key = ScopeQuestion(question: question, scope: scope)
        if let answer = scopeAnswers[key] { return answer }
        let answer = compute()
        scopeAnswers[key] = answer
        return answer
    }

    /// Long calls split into arguments (`call(at:)`), by the token index of their `(`. Per file, so
    /// no lock, like `scopeAnswers`.
    private var longCalls: [Int: CallSite] = [:]

    func longCall(at lParen: Int, _ split: () -> CallSite) -> CallSite {
        if let call = longCalls[lParen] { return call }
        let call = split()
        longCalls[lParen] = call
        return call
    }

    /// Forgets the scope answers. Some depend on the index (`FixedPair`'s partner search asks it):
    /// those the summary computed against the empty index must not answer the rules that lint the
    /// same file next (`LintRun.lintEarly`), and the questions behind them must be asked again.
    func forgetScopeAnswers() { scopeAnswers = [:] }

    init(source: SourceFile, lexed: LexedSource, structure: StructureBuilder.Result) {
        self.source = source
        self.tokens = lexed.tokens
        self.comments = lexed.comments
        self.match = structure.match
        self.scopes = structure.scopes
        self.scopeOfToken = structure.scopeOfToken
        self.parentBracket = structure.parentBracket
        self.imports = structure.imports
        (self.nameHashes, self.names) = Self.hashNames(lexed.tokens, source.bytes)
    }

    private static func hashNames(_ tokens: [Token], _ bytes: [UInt8]) -> ([UInt64], NameOccurrences) {
        var hashes = [UInt64](repeating: 0, count: tokens.count)
        var occurrences = NameOccurrences(tokenCount: tokens.count, distinctEstimate: tokens.count / 8)
        bytes.withUnsafeBufferPointer { buf in
            for (i, t) in tokens.enumerated() where t.kind == .identifier {
                var start = Int(t.start), end = Int(t.end)
                if buf[start] == Ascii.backtick, end - start >= 2 { start += 1; end -= 1 }
                let hash = NameTable.hash(UnsafeBufferPointer(rebasing: buf[start..<end]))
                hashes[i] = hash
                occurrences.append(hash, at: i)
            }
        }
        return (hashes, occurrences)
    }

    /// The tokens named `name`, in file order (`NameOccurrences`).
    func tokens(named name: NameID) -> NameOccurrences.Chain { names.tokens(named: name) }

    /// The tokens named any of `names`, in file order.
    func tokens(namedAny names: [NameID]) -> [Int] { self.names.tokens(namedAny: names) }

    /// The tokens named any name in `table`, in file order.
    func tokens(namedAny table: NameTable) -> [Int] { names.tokens(namedAny: table.ids) }

    /// Lexes and structures a file.
    public static func analyze(_ source: SourceFile) -> AnalyzedFile {
        let lexed = Lexer.lex(source.bytes)
        let structure = StructureBuilder.build(bytes: source.bytes, tokens: lexed.tokens)
        return AnalyzedFile(source: source, lexed: lexed, structure: structure)
    }

    public var count: Int { tokens.count }

    /// The token that starts at byte `offset`, if one does (a finding's first token).
    func token(startingAt offset: Int32) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low < tokens.count && tokens[low].start == offset ? low : nil
    }

    // MARK: Token text

    /// Whether token `i` exists and its text is `text` (a backticked name matches its bare text).
    @inline(__always)
    public func `is`(_ i: Int, _ text: StaticString) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        return source.bytes.withUnsafeBufferPointer { buf in
            var start = Int(tokens[i].start)
            var end = Int(tokens[i].end)
            if buf[start] == Ascii.backtick, end - start >= 2 { start += 1; end -= 1 }
            let n = text.utf8CodeUnitCount
            guard end - start == n else { return false }
            return memcmp(buf.baseAddress! + start, text.utf8Start, n) == 0
        }
    }

    /// Whether token `i` is one of `texts`. A literal list (`["let", "var"]`) lands here rather than
    /// in the `Set` overload: compared in place, no `Set` built and no `String` made per call.
    public func isAny(_ i: Int, _ texts: [String]) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        return withName(i) { name in texts.contains { $0.utf8.count == name.count && $0.utf8.elementsEqual(name) } }
    }

    /// Whether token `i` is one of `texts`.
    public func isAny(_ i: Int, _ texts: Set<String>) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        return texts.contains(name(i))
    }

    /// A token's text; backticks around a name are removed.
    public func name(_ i: Int) -> String {
        guard i >= 0, i < tokens.count else { return "" }
        var r = tokens[i].range
        if source.bytes[Int(r.start)] == Ascii.backtick, r.length >= 2 { r.start += 1; r.end -= 1 }
        return source.text(r)
    }

    public func kind(_ i: Int) -> TokenKind? {
        i >= 0 && i < tokens.count ? tokens[i].kind : nil
    }

    /// Whether token `i` is an operator whose text is `text`.
    public func isOp(_ i: Int, _ text: StaticString) -> Bool {
        kind(i) == .op && self.is(i, text)
    }

    /// The first byte of token `i` (0 past the end).
    public func firstByte(_ i: Int) -> UInt8 {
        guard i >= 0, i < tokens.count else { return 0 }
        return source.bytes[Int(tokens[i].start)]
    }

    /// Whether the name token `i` ends with `suffix` (ASCII, case-sensitive).
    public func name(_ i: Int, hasSuffix suffix: StaticString) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        let n = suffix.utf8CodeUnitCount
        let t = tokens[i]
        guard t.end - t.start >= n else { return false }
        return source.bytes.withUnsafeBufferPointer { buf in
            memcmp(buf.baseAddress! + Int(t.end) - n, suffix.utf8Start, n) == 0
        }
    }

    // MARK: Scopes

    public func scope(of token: Int) -> Int { Int(scopeOfToken[token]) }

    /// The innermost named function (method, initialiser, accessor, free function) around a token,
    /// looking through closures and blocks.
    public func enclosingFunction(of token: Int) -> Int? {
        var s = scope(of: token)
        while s >= 0 {
            switch scopes[s].kind {
            case .function: return s
            case .type, .file: return nil
            default: s = Int(scopes[s].parent)
            }
        }
        return nil
    }

    /// The innermost type declaration (or extension) around a scope.
    public func enclosingType(ofScope scope: Int) -> Int? {
        var s = scope
        while s >= 0 {
            if scopes[s].kind == .type { return s }
            s = Int(scopes[s].parent)
        }
        return nil
    }

    public func enclosingType(of token: Int) -> Int? { enclosingType(ofScope: scope(of: token)) }

    /// Scopes from the innermost around `token` outwards, walked as they are read (no array: this is
    /// asked for most parameter mentions and findings, a million times on a large run).
    public func scopeChain(of token: Int) -> ScopeChain { ScopeChain(scopes: scopes, start: scope(of: token)) }

    /// The scopes around a token, innermost first (`scopeChain(of:)`).
    public struct ScopeChain: Sequence, IteratorProtocol {
        fileprivate let scopes: [Scope]
        fileprivate var current: Int

        fileprivate init(scopes: [Scope], start: Int) {
            self.scopes = scopes
            self.current = start
        }

        public mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current = Int(scopes[current].parent) }
            return current
        }
    }

    // MARK: Positions

    public func location(of token: Int) -> (line: Int, column: Int) {
        source.location(of: tokens[token].start)
    }
}

// memcmp, pow and cbrt come from the C library Foundation re-exports on every platform.
import Foundation
