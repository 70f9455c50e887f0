/// Whether a colour expression is known to adapt to the appearance: what goes stale when something
/// resolves it once (a SpriteKit node, an image). Unlike `cgcolor_outside_update`, which reports any
/// colour not known to be fixed, the rules that use this only report what is proven dynamic: a
/// node's or an image's colour is as often a fixed brand or content colour.
enum DynamicColorExpression {
    /// Without the run: a system colour by name (`.label`, `UIColor.systemBackground`,
    /// `NSColor.windowBackgroundColor`, optionally `.withAlphaComponent(…)`), a dynamic provider
    /// (`UIColor { traits in … }`, `UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`) or a
    /// `light:`/`dark:` pair. `resolvedColor(with:)` chooses one appearance explicitly: not dynamic.
    static func isIntrinsicallyDynamic(at start: Int, in file: AnalyzedFile) -> Bool {
        guard start < file.count else { return false }
        var j = start
        if file.kind(j) == .identifier, ColorTypes.builtIn[file.name(j)] != nil {
            if file.kind(j + 1) == .lBrace { return true }   // `UIColor { traits in … }`
            if file.kind(j + 1) == .lParen { return isProviderCall(at: j + 1, in: file) }
            guard file.kind(j + 1) == .dot else { return false }
            j += 1
            if file.is(j + 1, "init"), file.kind(j + 2) == .lParen { return isProviderCall(at: j + 2, in: file) }
        }
        guard file.kind(j) == .dot, file.kind(j + 1) == .identifier, DynamicColors.isDynamic(member: file.name(j + 1)) else {
            return false
        }
        let end = file.postfixEnd(from: start)
        var k = j + 2
        while k <= end {
            if file.is(k, "resolvedColor") { return false }
            k += 1
        }
        return true
    }

    /// `(dynamicProvider: …)`, `(name: nil, dynamicProvider: …)`, `(light: …, dark: …)`.
    private static func isProviderCall(at lParen: Int, in file: AnalyzedFile) -> Bool {
        guard let call = file.call(at: lParen) else { return false }
        let labels = Set(call.arguments.map { file.label($0) })
        return labels.contains("dynamicProvider") || labels.contains("light") && labels.contains("dark")
    }

    /// With the run: also a color set with a Dark appearance (`UIColor(named: "Card")`), a name the
    /// run binds only to dynamic colours (`Theme.cardBackground`), or a local bound to one of these
    /// earlier in the function. A parameter is never known.
    static func isDynamic(at start: Int, in file: AnalyzedFile, _ context: LintContext, depth: Int = 0) -> Bool {
        if isIntrinsicallyDynamic(at: start, in: file) { return true }
        if let asset = ColorUseCollector.assetName(from: start, in: file) {
            return context.index.colorAssetIsFixed(asset, from: file.source.path) == false
                && context.index.colorAssetChangesVisibly(asset, from: file.source.path) != false
        }
        if file.kind(start) == .identifier, file.kind(start - 1) != .dot, !file.is(start, "self"),
           file.postfixEnd(from: start) == start || file.kind(start + 1) == .dot && file.isAny(start + 2, ["withAlphaComponent", "cgColor"]) {
            // A bare name (`fill`, `fill.withAlphaComponent(0.5)`): a local or a parameter says
            // itself; anything else is a member of the type, looked up like any definition.
            switch localBinding(of: start, in: file) {
            case .value(let initializer): return depth < 2 && isDynamic(at: initializer, in: file, context, depth: depth + 1)
            case .assigned(let values): return depth < 2 && values.contains { isDynamic(at: $0, in: file, context, depth: depth + 1) }
            case .unknown: return false
            case .none: break
            }
        }
        guard let name = ColorUseCollector.referencedNameID(from: start, in: file) else { return false }
        return context.index.isDynamicColorName(name)
    }

    /// The value starting at `start` (to the end of its statement) is, or may be, a dynamic colour:
    /// `.label`, `isOn ? .systemGreen : .systemGray`, `theme?.ink ?? .label`. Returns the first
    /// dynamic operand.
    static func dynamicOperand(ofValueAt start: Int, in file: AnalyzedFile, _ context: LintContext) -> Int? {
        var operand = start
        var k = start
        while k < file.count {
            if isDynamic(at: operand, in: file, context) { return operand }
            // The next operand: after a ternary's `?` or `:`, or a `??`, at this level.
            k = file.postfixEnd(from: operand) + 1
            guard k < file.count, !file.tokens[k].atLineStart else { return nil }
            guard file.isOp(k, "??") || file.isOp(k, "?") && file.tokens[k].spaceBefore || file.kind(k) == .colon else {
                // A condition before the `?`: skip it.
                var m = k
                while m < file.count, !file.tokens[m].atLineStart, !(file.isOp(m, "?") && file.tokens[m].spaceBefore) {
                    if let kind = file.kind(m), [.rParen, .rBrace, .rBracket, .comma, .lBrace, .semicolon].contains(kind) { return nil }
                    if (file.kind(m) == .lParen || file.kind(m) == .lBracket), file.match[m] > m { m = Int(file.match[m]) }
                    m += 1
                }
                guard m < file.count, file.isOp(m, "?") else { return nil }
                operand = m + 1
                continue
            }
            operand = k + 1
        }
        return nil
    }

    /// `.assigned`: a local declared without a value (`let border: UIColor`) and given one per branch
    /// (`border = .separator`) before the use; any dynamic one makes the colour dynamic.
    private enum Binding { case value(Int), assigned([Int]), unknown }

    /// The initial value of the local `let`/`var` named like token `start` in its function, `.unknown`
    /// for a parameter or a local declared without one, nil when the name is neither.
    private static func localBinding(of start: Int, in file: AnalyzedFile) -> Binding? {
        guard let f = file.enclosingFunction(of: start) else { return nil }
        let name = file.nameID(start)
        var j = Int(file.scopes[f].introducer)
        var found: Binding?
        while j < start {
            defer { j += 1 }
            guard file.kind(j) == .identifier, file.nameID(j) == name, file.kind(j - 1) != .dot else { continue }
            if file.isAny(j - 1, DeadCode.bindingKeywords) {
                if file.isOp(j + 1, "=") { found = .value(j + 2); continue }
                if file.kind(j + 1) == .colon {
                    var k = j + 2
                    while k < start, !file.isOp(k, "="), !file.tokens[k].atLineStart { k += 1 }
                    found = file.isOp(k, "=") ? .value(k + 1) : .assigned([])
                    continue
                }
                found = .unknown
            } else if j < Int(file.scopes[f].open), file.kind(j + 1) == .colon {
                found = .unknown   // a parameter
            } else if case .assigned(let values) = found, file.isOp(j + 1, "="), file.tokens[j].atLineStart {
                found = .assigned(values + [j + 2])
            }
        }
        if case .assigned(let values) = found, values.isEmpty { return .unknown }
        return found
    }
}
