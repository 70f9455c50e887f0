/// One pass over a file's tokens that matches brackets and builds the scope tree.
///
/// Every `{` becomes a scope. What kind depends on what was pending when it was reached: a type
/// declaration (`class Foo: UIView`), a function (`func`, `init`, a computed property), a statement
/// keyword (`if`, `guard ... else`, `for`, ...), or nothing, in which case it is a closure.
/// `#if`/`#else` branches that open different braces (`class A: UIView {` / `class A: NSView {`)
/// are handled by restoring the bracket stack at each `#else`.
struct StructureBuilder {
    struct Result {
        var match: [Int32]
        var scopes: [Scope]
        var scopeOfToken: [Int32]
        var parentBracket: [Int32]
        var imports: Set<String>
    }

    private typealias Frame = BracketStack.Frame

    private struct PendingType { var keyword: Int; var depth: Int }
    // The name as its token: a String is made only for the few that open a scope.
    private struct PendingFunction { var keyword: Int; var nameToken: Int; var depth: Int }
    private struct PendingVar { var keyword: Int; var nameToken: Int; var depth: Int; var sawEquals: Bool; var sawType: Bool }
    private struct PendingBlock { var keyword: Int; var depth: Int }
    private struct ConditionalFrame { var stack: BracketStack.Snapshot; var depth: Int; var scope: Int }

    private let bytes: [UInt8]
    private let tokens: [Token]
    private var match: [Int32]
    private var scopes: [Scope] = []
    private var scopeOfToken: [Int32]
    private var parentBracket: [Int32]
    private var imports: Set<String> = []
    private var stack = BracketStack()
    private var current = 0
    private var pendingType: PendingType?
    private var pendingFunction: PendingFunction?
    private var pendingVar: PendingVar?
    private var pendingBlock: PendingBlock?
    private var conditionals: [ConditionalFrame] = []

    static func build(bytes: [UInt8], tokens: [Token]) -> Result {
        var builder = StructureBuilder(bytes: bytes, tokens: tokens)
        builder.run()
        return Result(match: builder.match, scopes: builder.scopes, scopeOfToken: builder.scopeOfToken,
                      parentBracket: builder.parentBracket, imports: builder.imports)
    }

    private init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        match = [Int32](repeating: -1, count: tokens.count)
        scopeOfToken = [Int32](repeating: 0, count: tokens.count)
        parentBracket = [Int32](repeating: -1, count: tokens.count)
        scopes.append(Scope(kind: .file, parent: -1, open: -1, close: Int32(max(tokens.count - 1, 0)), introducer: -1))
    }

    // MARK: Token text helpers (the builder runs before AnalyzedFile exists)

    private func text(_ i: Int) -> String {
        var s = Int(tokens[i].start), e = Int(tokens[i].end)
        if bytes[s] == Ascii.backtick, e - s >= 2 { s += 1; e -= 1 }
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    private func isWord(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        let t = tokens[i]
        let n = word.utf8CodeUnitCount
        guard Int(t.end - t.start) == n else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(t.start), word.utf8Start, n) == 0 }
    }

    private func firstByte(_ i: Int) -> UInt8 { bytes[Int(tokens[i].start)] }

    // MARK: The pass

    private mutating func run() {
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            scopeOfToken[i] = Int32(current)
            parentBracket[i] = Int32(stack.last?.token ?? -1)
            switch token.kind {
            case .lParen: stack.push(Frame(token: i, kind: .paren, scope: current))
            case .lBracket: stack.push(Frame(token: i, kind: .bracket, scope: current))
            case .rParen: close(i, kind: .paren)
            case .rBracket: close(i, kind: .bracket)
            case .stringHead: stack.push(Frame(token: i, kind: .interpolation, scope: current))
            case .stringMiddle:
                close(i, kind: .interpolation)
                stack.push(Frame(token: i, kind: .interpolation, scope: current))
            case .stringTail: close(i, kind: .interpolation)
            case .lBrace: openBrace(i)
            case .rBrace: closeBrace(i)
            case .semicolon:
                pendingVar = nil
                pendingFunction = nil
            case .directive: handleDirective(i)
            case .identifier: handleWord(i)
            case .op:
                if let v = pendingVar, v.depth == stack.count, firstByte(i) == Ascii.equals, token.end - token.start == 1 {
                    pendingVar = PendingVar(keyword: v.keyword, nameToken: v.nameToken, depth: v.depth, sawEquals: true, sawType: v.sawType)
                }
            case .colon:
                if let v = pendingVar, v.depth == stack.count { pendingVar?.sawType = true }
            default: break
            }
            // A closer's parent is its opener's parent, so both ends of a pair agree.
            if token.closes, match[i] >= 0 { parentBracket[i] = parentBracket[Int(match[i])] }
            i += 1
        }
        // Unclosed scopes end at the last token.
        let last = Int32(max(tokens.count - 1, 0))
        for frame in stack.braces { scopes[frame.scope].close = last }
    }

    private mutating func close(_ i: Int, kind: BracketStack.Kind) {
        // Unwind to the nearest opener of this kind, but never across a brace: a stray `)` in
        // broken input must not close a function body.
        guard let frame = stack.pop(kind, stopAtBrace: true) else { return }
        match[i] = Int32(frame.token)
        match[frame.token] = Int32(i)
    }

    private mutating func closeBrace(_ i: Int) {
        guard let frame = stack.pop(.brace, stopAtBrace: false) else { return }
        match[i] = Int32(frame.token)
        match[frame.token] = Int32(i)
        scopes[frame.scope].close = Int32(i)
        scopeOfToken[i] = Int32(frame.scope)
        current = Int(scopes[frame.scope].parent)
        pendingVar = nil
        pendingFunction = nil
        pendingType = nil
        pendingBlock = nil
    }

    private mutating func openBrace(_ i: Int) {
        let depth = stack.count
        var scope = Scope(kind: .closure, parent: Int32(current), open: Int32(i), close: Int32(i), introducer: Int32(i - 1))
        if let block = pendingBlock, block.depth == depth {
            scope.kind = .block
            scope.introducer = Int32(block.keyword)
        } else if let type = pendingType, type.depth == depth {
            scope = typeScope(keyword: type.keyword, brace: i)
        } else if let function = pendingFunction, function.depth == depth {
            scope.kind = .function
            scope.introducer = Int32(function.keyword)
            scope.name = text(function.nameToken)
            (scope.isStatic, scope.isOverride) = modifiers(before: function.keyword)
        } else if let v = pendingVar, v.depth == depth, v.sawType, !v.sawEquals || startsAccessorBlock(i) {
            scope.kind = .function
            scope.isProperty = true
            scope.introducer = Int32(v.keyword)
            scope.name = text(v.nameToken)
            (scope.isStatic, scope.isOverride) = modifiers(before: v.keyword)
        } else if isAccessorKeyword(i - 1) {
            scope.kind = .block
        }
        pendingBlock = nil
        pendingType = nil
        pendingFunction = nil
        pendingVar = nil
        scopes.append(scope)
        let index = scopes.count - 1
        stack.push(Frame(token: i, kind: .brace, scope: index))
        current = index
        scopeOfToken[i] = Int32(index)
    }

    /// `var x: Int = 0 { didSet { ... } }`: observers after an initial value.
    private func startsAccessorBlock(_ brace: Int) -> Bool {
        let next = brace + 1
        return isWord(next, "didSet") || isWord(next, "willSet") || isWord(next, "get") || isWord(next, "set")
    }

    private func isAccessorKeyword(_ i: Int) -> Bool {
        isWord(i, "get") || isWord(i, "set") || isWord(i, "didSet") || isWord(i, "willSet")
            || (i > 0 && tokens[i].kind == .rParen && match[i] >= 1 && (isWord(Int(match[i]) - 1, "set")
                || isWord(Int(match[i]) - 1, "didSet") || isWord(Int(match[i]) - 1, "willSet")))
    }

    private mutating func handleWord(_ i: Int) {
        let depth = stack.count
        let first = firstByte(i)
        // Cheap filter: every keyword we react to starts with a lowercase ASCII letter.
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return }
        let afterDot = i > 0 && tokens[i - 1].kind == .dot
        if afterDot { return }
        if tokens[i].atLineStart, let v = pendingVar, v.depth == depth, !v.sawEquals { pendingVar = nil }
        let t = tokens[i]
        let keyword = bytes.withUnsafeBufferPointer { buf in
            Self.keywords.index(of: UnsafeBufferPointer(rebasing: buf[Int(t.start)..<Int(t.end)]))
        }
        guard let keyword else { return }
        switch Self.keywordKinds[keyword] {
        case .type:
            // `class func`, `class var`: a modifier, not a declaration.
            if i + 1 < tokens.count, tokens[i + 1].kind == .identifier,
               !(isWord(i, "class") && Self.declarationKeywords.contains(text(i + 1))) {
                pendingType = PendingType(keyword: i, depth: depth)
            }
        case .function:
            if i + 1 < tokens.count {
                pendingFunction = PendingFunction(keyword: i, nameToken: i + 1, depth: depth)
                pendingVar = nil
            }
        case .initializer:
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            if isWord(i, "deinit") || next?.kind == .lParen || next?.kind == .op {
                pendingFunction = PendingFunction(keyword: i, nameToken: i, depth: depth)
            }
        case .binding:
            if i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                pendingVar = PendingVar(keyword: i, nameToken: i + 1, depth: depth, sawEquals: false, sawType: false)
                pendingFunction = nil
            }
        case .block:
            // `repeat { } while cond` has no block after its `while`.
            if isWord(i, "while"), i > 0, tokens[i - 1].kind == .rBrace { break }
            pendingBlock = PendingBlock(keyword: i, depth: depth)
        case .import:
            if tokens[i].atLineStart || i == 0 || tokens[i - 1].kind == .attribute {
                var j = i + 1
                if j < tokens.count, Self.importKinds.contains(text(j)), j + 1 < tokens.count { j += 1 }
                if j < tokens.count, tokens[j].kind == .identifier { imports.insert(text(j)) }
            }
        }
    }

    /// What a keyword the structure pass reacts to starts.
    private enum KeywordKind { case type, function, initializer, binding, block, `import` }

    private static let keywordsByKind: [(KeywordKind, [String])] = [
        (.type, ["class", "struct", "enum", "actor", "extension", "protocol"]),
        (.function, ["func"]),
        (.initializer, ["init", "deinit", "subscript"]),
        (.binding, ["var", "let"]),
        (.block, ["if", "guard", "else", "for", "while", "switch", "do", "catch", "repeat", "defer"]),
        (.import, ["import"]),
    ]

    /// The words the structure pass reacts to; everything else is skipped without making a String.
    private static let keywords = NameTable(keywordsByKind.flatMap(\.1))

    /// Each keyword's kind, by its index in `keywords` (a switch on an index, not on a String made per keyword).
    private static let keywordKinds: [KeywordKind] = {
        var kindOf: [String: KeywordKind] = [:]
        for (kind, words) in keywordsByKind { for word in words { kindOf[word] = kind } }
        return (0..<kindOf.count).map { kindOf[keywords.name(at: $0)]! }
    }()

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "override", "final", "static", "subscript", "init", "public", "private",
        "internal", "open", "fileprivate", "required", "convenience", "dynamic", "lazy", "weak",
    ]
    private static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
    private static let modifierWords = NameTable([
        "public", "private", "fileprivate", "internal", "open", "final", "override", "static", "class",
        "mutating", "nonmutating", "dynamic", "required", "convenience", "nonisolated", "lazy", "optional",
        "indirect", "weak", "unowned", "isolated", "package", "consuming", "borrowing", "distributed",
    ])

    /// Looks back over modifiers and attributes for `static`/`class` and `override`.
    private func modifiers(before keyword: Int) -> (isStatic: Bool, isOverride: Bool) {
        var isStatic = false, isOverride = false
        var j = keyword - 1
        while j >= 0 {
            let t = tokens[j]
            if t.kind == .rParen, match[j] >= 0 {
                j = Int(match[j]) - 1   // `private(set)`, `@available(...)`
                continue
            }
            if t.kind == .attribute { j -= 1; continue }
            guard t.kind == .identifier else { break }
            let isModifier = bytes.withUnsafeBufferPointer { buf in
                Self.modifierWords.contains(UnsafeBufferPointer(rebasing: buf[Int(t.start)..<Int(t.end)]))
            }
            guard isModifier else { break }
            if isWord(j, "static") || isWord(j, "class") { isStatic = true }
            if isWord(j, "override") { isOverride = true }
            j -= 1
        }
        return (isStatic, isOverride)
    }

    /// Builds a type scope from `class Name<T>: Base, Proto where ... {`.
    private func typeScope(keyword: Int, brace: Int) -> Scope {
        var scope = Scope(kind: .type, parent: Int32(current), open: Int32(brace), close: Int32(brace), introducer: Int32(keyword))
        scope.declKeyword = text(keyword)
        var j = keyword + 1
        var name = ""
        while j < brace, tokens[j].kind == .identifier || tokens[j].kind == .dot {
            name += text(j)
            j += 1
        }
        scope.name = Self.lastComponent(name)
        var angle = 0
        var current = ""
        var inClause = false
        while j < brace {
            let t = tokens[j]
            if t.kind == .op {
                for b in bytes[Int(t.start)..<Int(t.end)] {
                    if b == UInt8(ascii: "<") { angle += 1 } else if b == UInt8(ascii: ">") { angle = max(0, angle - 1) }
                }
            } else if angle == 0 {
                if t.kind == .colon, !inClause {
                    inClause = true
                } else if inClause, t.kind == .comma {
                    if !current.isEmpty { scope.inherits.append(Self.lastComponent(current)) }
                    current = ""
                } else if inClause, isWord(j, "where") {
                    break
                } else if inClause, t.kind == .identifier || t.kind == .dot {
                    current += text(j)
                }
            }
            j += 1
        }
        if inClause, !current.isEmpty { scope.inherits.append(Self.lastComponent(current)) }
        return scope
    }

    /// `UIKit.UIView` -> `UIView`.
    static func lastComponent(_ dotted: String) -> String {
        // The bytes, not Characters: a grapheme-aware search from the end cost thousands of instructions.
        if let dot = dotted.utf8.lastIndex(of: UInt8(ascii: ".")) { return String(dotted[dotted.index(after: dot)...]) }
        return dotted
    }

    // MARK: #if

    private mutating func handleDirective(_ i: Int) {
        let word = String(decoding: bytes[Int(tokens[i].start) + 1..<Int(tokens[i].end)], as: UTF8.self)
        switch word {
        case "if":
            conditionals.append(ConditionalFrame(stack: stack.snapshot, depth: stack.count, scope: current))
        case "elseif", "else":
            // Each branch starts from the bracket state at `#if`, so `class A: UIView {` in one branch
            // and `class A: NSView {` in the other do not leave an extra open brace behind.
            guard let frame = conditionals.last else { return }
            if stack.count != frame.depth {
                // Braces the branch opened and did not close end with it: a scope left closing where
                // it opened made `(open + 1)..<close` an inverted range (a trap, found by the fuzzer).
                for dropped in stack.frames(deeperThan: frame.depth) where dropped.kind == .brace {
                    scopes[dropped.scope].close = Int32(i)
                }
                stack.restore(frame.stack)
                current = frame.scope
            }
            pendingType = nil
            pendingFunction = nil
            pendingVar = nil
            pendingBlock = nil
        case "endif":
            _ = conditionals.popLast()
        default:
            break
        }
    }
}

// memcmp, pow and cbrt come from the C library Foundation re-exports on every platform.
import Foundation
