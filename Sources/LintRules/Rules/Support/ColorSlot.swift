/// Where a colour expression goes: the property it is assigned to, the argument label or call it is
/// passed to, the declared type it must have. Rules use it to decide whether `.white` is a colour at
/// all, and which semantic colour fits the role.
struct ColorSlot {
    enum Kind {
        case assignment       // `x.backgroundColor = <expr>` / `let tint: UIColor = <expr>`
        case label            // `f(color: <expr>)`
        case firstArgument    // `setTitleColor(<expr>, for:)`, `.foregroundColor(<expr>)`
        case dictionaryKey    // `[.foregroundColor: <expr>]`
        case returnValue      // `return <expr>` / `var tint: UIColor { <expr> }`
        case comparison       // `color == <expr>`, `case <expr>:`
        case other
    }

    var kind: Kind = .other
    /// The property, label or method name that receives the colour.
    var name: String = ""
    /// The callee token for labels and first arguments.
    var callee: Int?
    /// A colour type the slot declares (`let x: UIColor = ...`, `-> Color`).
    var declaredType: String?
    /// The expression is an element of an array literal in this slot (`colors: [...]`).
    var inArray = false
    /// The receiver of an assignment target (`spinner` in `spinner.color = .white`).
    var receiver: Int?
    /// An assignment that declares its target (`let x = ...`, `var y: T = ...`).
    var isDeclaration = false

    /// SwiftUI modifiers that take a colour (or shape style) first.
    static let swiftUIModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "tint", "fill", "stroke", "strokeBorder", "border",
        "accentColor", "listRowBackground", "backgroundStyle", "listItemTint", "shadow", "overlay",
    ]

    /// Whether this slot receives a colour, with no doubt about `.white` meaning `UIColor.white`.
    func isColorContext(_ file: AnalyzedFile, _ context: LintContext, member: String) -> Bool {
        if let type = declaredType { return ColorTypes.framework(of: type, in: file, context) != nil }
        // Asked only where it decides (see `ProjectQuestions`: every answer a file gets is checked).
        func enumConflict() -> Bool { context.index.declaresEnumCase(member) }
        switch kind {
        case .assignment, .label, .dictionaryKey:
            if name == "color" { return !enumConflict() }
            if name == "colors" { return inArray && !enumConflict() }
            guard name.hasSuffix("Color") else { return false }
            // `label.themeTextColor = .black` where `themeTextColor: ThemeValue?`: a theme token.
            return kind != .assignment || !context.index.isNonColorProperty(NameID(name))
        case .firstArgument:
            if name.hasSuffix("Color") { return true }
            return isSwiftUIModifier(file)
        case .returnValue, .comparison, .other:
            return false
        }
    }

    /// Whether a SwiftUI modifier receives the colour (so `.red` there is SwiftUI's adaptive red).
    func isSwiftUIModifier(_ file: AnalyzedFile) -> Bool {
        guard kind == .firstArgument || kind == .label, let callee else { return false }
        return Self.swiftUIModifiers.contains(file.name(callee)) && file.kind(callee - 1) == .dot
    }

    // MARK: Finding the slot

    /// The slot of the expression whose first token is `start`.
    static func of(_ start: Int, in file: AnalyzedFile) -> ColorSlot {
        var slot = ColorSlot()
        var s = start
        for _ in 0..<16 {
            let p = s - 1
            guard p >= 0 else { return slot }
            let t = file.tokens[p]
            switch t.kind {
            case .op:
                if file.is(p, "=") {
                    return assignment(before: p, in: file, into: slot)
                }
                if file.is(p, "??") || (file.is(p, "?") && t.spaceBefore) {
                    s = expressionStart(before: p, in: file)
                    continue
                }
                if file.is(p, "==") || file.is(p, "!=") || file.is(p, "===") || file.is(p, "~=") {
                    slot.kind = .comparison
                }
                return slot
            case .colon:
                let before = p - 1
                // `[.foregroundColor: x]` or `[NSAttributedString.Key.foregroundColor: x]`.
                var j = before - 1
                while file.kind(j) == .dot, file.kind(j - 1) == .identifier { j -= 2 }
                let keyOpener = file.kind(j) == .dot ? j - 1 : j
                if file.kind(before) == .identifier, file.kind(before - 1) == .dot,
                   file.kind(keyOpener) == .lBracket || file.kind(keyOpener) == .comma {
                    slot.kind = .dictionaryKey
                    slot.name = file.name(before)
                    return slot
                }
                if file.kind(before) == .identifier,
                   file.kind(before - 1) == .lParen || file.kind(before - 1) == .comma {
                    slot.kind = .label
                    slot.name = file.name(before)
                    if let (call, _) = file.enclosingCall(of: s) { slot.callee = call.callee }
                    return slot
                }
                if let q = ternaryQuestion(before: p, in: file) {
                    s = expressionStart(before: q, in: file)
                    continue
                }
                if file.isAny(before, ["default"]) { return slot }
                return slot
            case .lParen:
                guard let (call, index) = file.enclosingCall(of: s), index == 0 else { return slot }
                let callee = call.callee
                // A conversion keeps the role: `Color(UIColor.white)`, `UIColor(Color.white)`, `.init(...)`.
                if file.kind(callee) == .identifier,
                   ColorTypes.builtIn[file.name(callee)] != nil || file.is(callee, "init") {
                    s = file.postfixStart(endingAt: callee)
                    continue
                }
                slot.kind = .firstArgument
                slot.name = file.name(callee)
                slot.callee = callee
                return slot
            case .lBracket, .comma:
                let opener = Int(file.parentBracket[s])
                if opener >= 0, file.kind(opener) == .lBracket, !isSubscript(opener, in: file) {
                    slot.inArray = true
                    s = opener
                    continue
                }
                if opener >= 0, file.kind(opener) == .lParen, let (call, _) = file.enclosingCall(of: s) {
                    slot.callee = call.callee
                }
                return slot
            case .lBrace:
                // A single-expression body: `var tint: UIColor { .white }`.
                let scope = file.scope(of: p)
                // (`func fill() { UIColor.black.setFill() }` returns nothing: a statement, not a value.)
                if file.scopes[scope].kind == .function, file.postfixEnd(from: start) + 1 == Int(file.scopes[scope].close),
                   returnsValue(scope, in: file) {
                    slot.kind = .returnValue
                    slot.declaredType = declaredType(ofFunction: scope, in: file)
                }
                return slot
            case .identifier:
                if file.is(p, "return") {
                    slot.kind = .returnValue
                    if let f = file.enclosingFunction(of: start), file.scopes[file.scope(of: p)].kind != .closure {
                        slot.declaredType = declaredType(ofFunction: f, in: file)
                    }
                } else if file.is(p, "case") {
                    slot.kind = .comparison
                }
                return slot
            default:
                return slot
            }
        }
        return slot
    }

    /// `a.b.backgroundColor = ` / `let flash: UIColor = ` / `var x: UIColor? = `.
    private static func assignment(before eq: Int, in file: AnalyzedFile, into slot: ColorSlot) -> ColorSlot {
        var slot = slot
        slot.kind = .assignment
        var j = eq - 1
        if file.isOp(j, "?") || file.isOp(j, "!") { j -= 1 }
        guard file.kind(j) == .identifier else { return slot }
        // A declaration: `let name: Type =`, `var name: Module.Type? =`.
        var k = j
        while file.kind(k - 1) == .dot, file.kind(k - 2) == .identifier { k -= 2 }
        if file.kind(k - 1) == .colon, file.kind(k - 2) == .identifier {
            slot.declaredType = file.name(j)
            slot.name = file.name(k - 2)
            slot.isDeclaration = true
            return slot
        }
        slot.isDeclaration = file.isAny(j - 1, ["let", "var"])
        slot.name = file.name(j)
        if file.kind(j - 1) == .dot { slot.receiver = j - 2 }
        return slot
    }

    /// A computed property, a closure-free getter, or a function declared with `->`.
    static func returnsValue(_ scope: Int, in file: AnalyzedFile) -> Bool {
        let s = file.scopes[scope]
        guard !s.isProperty, file.is(Int(s.introducer), "func") else { return true }
        return (Int(s.introducer)..<Int(s.open)).contains { file.isOp($0, "->") }
    }

    /// The declared type of a function's result or a computed property: `-> UIColor`, `: Color`.
    static func declaredType(ofFunction scope: Int, in file: AnalyzedFile) -> String? {
        let s = file.scopes[scope]
        var j = Int(s.introducer) + 1
        let open = Int(s.open)
        var candidate: String?
        var depth = 0
        while j < open {
            let t = file.tokens[j]
            if t.kind == .lParen || t.kind == .lBracket { depth += 1 }
            if t.kind == .rParen || t.kind == .rBracket { depth -= 1 }
            if depth == 0, (file.isOp(j, "->") || (s.isProperty && t.kind == .colon)), file.kind(j + 1) == .identifier {
                candidate = file.name(j + 1)
                if file.kind(j + 2) == .dot, file.kind(j + 3) == .identifier { candidate = file.name(j + 3) }
            }
            j += 1
        }
        return candidate
    }

    /// `dict[.white]` is a subscript, `[.white, .black]` an array literal.
    private static func isSubscript(_ bracket: Int, in file: AnalyzedFile) -> Bool {
        guard bracket > 0, !file.tokens[bracket].spaceBefore else { return false }
        let k = file.kind(bracket - 1)
        return k == .identifier || k == .rParen || k == .rBracket || (k == .op && (file.isOp(bracket - 1, "?") || file.isOp(bracket - 1, "!")))
    }

    /// For a `:` that may be a ternary's, the matching `?` (spaced operator) at the same level.
    static func ternaryQuestion(before colon: Int, in file: AnalyzedFile) -> Int? {
        enum Step { case found(Int), stop }
        let step: Step? = file.scanBack(from: colon) { j in
            let t = file.tokens[j]
            if t.kind == .comma || t.kind == .colon || t.kind == .semicolon { return .stop }
            if t.kind == .op, t.spaceBefore, file.is(j, "?") { return .found(j) }
            if t.kind == .op, file.is(j, "=") { return .stop }
            if t.atLineStart, t.kind == .identifier, isStatementKeyword(j, in: file) { return .stop }
            return nil
        }
        if case .found(let j) = step { return j }
        return nil
    }

    /// The start of the expression that ends just before token `end` (a ternary's condition, the
    /// left side of `??`): back to `=`, `(`, `[`, `,`, a label's `:`, `return`, or a statement start.
    static func expressionStart(before end: Int, in file: AnalyzedFile) -> Int {
        var j = end - 1
        let level = file.parentBracket[end]
        // Bounded: asked for every colour, a walk back over an expression of N colours (`a ?? b ?? ...`)
        // cost N squared. No real expression before a colour is this long.
        let limit = max(0, end - 512)
        while j >= limit {
            let t = file.tokens[j]
            if t.closes, file.match[j] >= 0 {
                let open = Int(file.match[j])
                // Broken input can pair a closer with a later opener: never walk forward.
                guard open < j else { return j + 1 }
                if file.tokens[open].atLineStart { return open }
                j = open - 1
                continue
            }
            if file.parentBracket[j] != level || t.opens || t.kind == .comma || t.kind == .colon || t.kind == .semicolon {
                return j + 1
            }
            if t.kind == .op, file.is(j, "=") { return j + 1 }
            if t.kind == .identifier, isStatementKeyword(j, in: file) { return j + 1 }
            if t.atLineStart { return j }
            j -= 1
        }
        return j + 1
    }

    static func isStatementKeyword(_ j: Int, in file: AnalyzedFile) -> Bool { file.isAny(j, statementKeywords) }

    /// Built once, and compared as bytes: asked for every token walked.
    static let statementKeywords = NameTable(["return", "let", "var", "if", "guard", "while", "case", "in", "else", "switch", "throw", "where"])
}
