/// A colour bound to a name: `static let brandGray = UIColor(...)`, `var ink: UIColor { .black }`,
/// `let fill = UIColor(white: 0.9, alpha: 1)` in a function. What matters about a definition is how
/// the name is used, so the colour rules judge it by its uses (`ColorUseTable`, or the function's own
/// lines for a local) and report it once, at the definition.
struct ColorDefinition {
    var name: String
    /// Declared inside a function: its uses are in that function.
    var isLocal: Bool
    /// The function a local definition lives in.
    var functionScope: Int?

    /// The definition whose value is the expression at `start`, if the expression is one.
    static func of(_ start: Int, slot: ColorSlot, in file: AnalyzedFile) -> ColorDefinition? {
        switch slot.kind {
        case .assignment where slot.isDeclaration && !slot.name.isEmpty:
            let function = file.enclosingFunction(of: start)
            if let function, file.scopes[function].isProperty, file.scopes[function].name == slot.name {
                return nil   // `didSet` / a getter: not this name's definition
            }
            return ColorDefinition(name: slot.name, isLocal: function != nil, functionScope: function)
        case .returnValue:
            guard let function = file.enclosingFunction(of: start) else { return nil }
            let scope = file.scopes[function]
            // `var body: some View { Color.white }` is a view, not a named colour.
            guard !scope.name.isEmpty, scope.name != "body", scope.name != "init" else { return nil }
            return ColorDefinition(name: scope.name, isLocal: false, functionScope: nil)
        default:
            return nil
        }
    }

    /// The declaration on the line of `start` is `static` or `class`.
    static func isStatic(_ start: Int, in file: AnalyzedFile) -> Bool {
        var j = start
        while j > 0, start - j < 48, !file.tokens[j].atLineStart { j -= 1 }
        return (j..<start).contains { file.kind($0) == .identifier && (file.is($0, "static") || file.is($0, "class")) }
    }

    /// Uses of a local definition in its function, most used role first.
    static func localUses(of definition: ColorDefinition, in file: AnalyzedFile) -> [ColorUseTable.Use] {
        guard let f = definition.functionScope else { return [] }
        let scope = file.scopes[f]
        let id = NameID(definition.name)
        var byRole: [ColorRole: ColorUseTable.Use] = [:]
        var i = Int(scope.open)
        let end = min(Int(scope.close), file.count - 1)
        while i < end {
            let kind = file.tokens[i].kind
            if (kind == .op && file.is(i, "=")) || kind == .lParen || kind == .colon,
               let use = ColorUseCollector.use(startingAt: i + 1, in: file), use.name == id {
                var entry = byRole[use.role] ?? ColorUseTable.Use(role: use.role, count: 0, path: file.source.path, line: Int(use.line), alpha: 0)
                entry.count += 1
                entry.alpha = max(entry.alpha, Double(use.alpha))
                byRole[use.role] = entry
            }
            i += 1
        }
        return byRole.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.role.index < $1.role.index }
    }
}

/// A property whose value is state or a stored preference (`@AppStorage("tint") var tint: Color = .black`,
/// `@Published var background = UIColor.white`, `@State`): the colour written there is only the
/// first value; the app (a theme engine, the user) replaces it at run time.
enum RuntimeDefault {
    static let wrappers: Set<String> = ["@AppStorage", "@SceneStorage", "@Published", "@State", "@Binding", "@Environment"]

    /// `func addBackground(color: UIColor = .white)`: a parameter's default is what callers that pass
    /// nothing get; the callers decide, and most pass their own.
    static func isParameterDefault(_ start: Int, in file: AnalyzedFile) -> Bool {
        guard file.isOp(start - 1, "=") else { return false }
        let opener = Int(file.parentBracket[start])
        guard opener > 0, file.kind(opener) == .lParen else { return false }
        // The parentheses of a declaration: `func name(` or `init(`.
        let j = opener - 1
        if file.isOp(j, ">") { return true }   // `func f<T>(`
        if file.kind(j) == .identifier, file.is(j - 1, "func") { return true }
        return file.is(j, "init") && file.kind(j - 1) != .dot
    }

    static func isWrappedPropertyDefault(_ start: Int, in file: AnalyzedFile) -> Bool {
        var j = start - 1
        var steps = 0
        while j >= 0, steps < 24 {
            let t = file.tokens[j]
            if t.kind == .lBrace || t.kind == .rBrace || t.kind == .semicolon { return false }
            if t.kind == .attribute, wrappers.contains(file.name(j)) { return true }
            j -= 1
            steps += 1
        }
        return false
    }
}

/// Colours that are not the app's appearance: drawn into an image (an attachment, a generated cover)
/// they are its content, like a photo's pixels; on a badge-sized SwiftUI element (a 20-point disc
/// behind a symbol) a light fill is a mark, not a surface that glares. Both stay in the census.
enum ContentColor {
    /// Inside a function that renders an image: `UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext…`.
    static func isDrawnIntoImage(_ start: Int, in file: AnalyzedFile) -> Bool {
        var outermost: Int?   // the last function walking outwards
        for s in file.scopeChain(of: start) where file.scopes[s].kind == .function { outermost = s }
        guard let f = outermost else { return false }
        let scope = file.scopes[f]
        return file.memo("renders an image", scope: f) {
            (Int(scope.open)..<min(Int(scope.close), file.count)).contains { file.kind($0) == .identifier && file.isAny($0, imageRenderers) }
        }
    }

    private static let imageRenderers = NameTable(["UIGraphicsImageRenderer", "UIGraphicsBeginImageContextWithOptions",
                                                   "UIGraphicsBeginImageContext", "UIGraphicsPDFRenderer"])

    /// A surface behind an image (`coverImageView.backgroundColor = .white`: the backing of a logo or a
    /// transparent cover), or ink on a view added onto an image view (`imageView.addSubview(pageLabel)`:
    /// a page number on a white PDF page). Both are read against the image, not the app's background.
    static func isOnImage(_ slot: ColorSlot, role: ColorRole, in file: AnalyzedFile) -> Bool {
        guard let receiver = slot.receiver, file.kind(receiver) == .identifier else { return false }
        if role == .background || role == .fill { return namesImage(receiver, file) }
        guard role == .text || role == .tint, let type = file.enclosingType(of: receiver) else { return false }
        if file.facts.subviewsOfImages[type] == nil {
            // `imageView?.addSubview(pageLabel!)`: each name added to a view named for an image, once per type.
            var names: Set<NameID> = []
            for j in Int(file.scopes[type].open)..<min(Int(file.scopes[type].close), file.count) where file.is(j, "addSubview") {
                guard file.kind(j + 1) == .lParen, file.kind(j + 2) == .identifier, file.kind(j - 1) == .dot else { continue }
                var base = j - 2
                if file.isOp(base, "?") || file.isOp(base, "!") { base -= 1 }
                if namesImage(base, file) { names.insert(file.nameID(j + 2)) }
            }
            file.facts.subviewsOfImages[type] = names
        }
        return file.facts.subviewsOfImages[type]?.contains(file.nameID(receiver)) ?? false
    }

    private static let imageWords: [[UInt8]] = ["image", "thumbnail", "avatar", "artwork", "photo", "cover", "logo"].map { Array($0.utf8) }

    private static func namesImage(_ i: Int, _ file: AnalyzedFile) -> Bool {
        file.kind(i) == .identifier && file.withName(i) { name in imageWords.contains { AppearanceGuards.containsCaseInsensitive(name, $0) } }
    }

    /// `let defaultBackgroundColor = UIColor.white` read only as `theme?.backgroundColor ??
    /// defaultBackgroundColor`: the fallback for a missing theme, which the theme replaces. Every
    /// mention of the property in its file (there is at least one) is such a fallback.
    static func isOnlyThemeFallback(_ name: String, declaredAt start: Int, in file: AnalyzedFile) -> Bool {
        let id = NameID(name)
        var fallbacks = 0
        for j in file.tokens(named: id) {
            if j < start, start - j < 8 { continue }   // the declaration's own name
            var k = j - 1
            if file.kind(k) == .dot, file.is(k - 1, "self") { k -= 2 }
            guard file.isOp(k, "??"), leftOperandNamesTheme(before: k, in: file) else { return false }
            fallbacks += 1
        }
        return fallbacks > 0
    }

    private static let themeWord = Array("theme".utf8)

    /// The operand left of `??` at `op` (back to the line's start, an `=` or an opening bracket)
    /// mentions a theme: `self.theme?.backgroundColor`, `Theme.current?.fill`.
    private static func leftOperandNamesTheme(before op: Int, in file: AnalyzedFile) -> Bool {
        var j = op - 1
        while j >= 0, op - j < 24 {
            let kind = file.kind(j)
            if kind == .lParen || kind == .lBrace || kind == .comma || (kind == .op && file.is(j, "=")) { return false }
            if kind == .identifier, file.withName(j, { AppearanceGuards.containsCaseInsensitive($0, themeWord) }) { return true }
            if file.tokens[j].atLineStart { return false }
            j -= 1
        }
        return false
    }

    /// `config.backgroundColor = UIColor(white: 1, alpha: 0.8)` then, later in the function,
    /// `if let themed = … { config.backgroundColor = themed }`: the fixed colour is the fallback of a
    /// value the app looks up at run time.
    static func isFallbackOfLaterValue(_ start: Int, _ slot: ColorSlot, in file: AnalyzedFile) -> Bool {
        guard slot.kind == .assignment, !slot.isDeclaration, !slot.name.isEmpty, let f = file.enclosingFunction(of: start) else { return false }
        if file.facts.lookedUpAssignments[f] == nil { file.facts.lookedUpAssignments[f] = lookedUpAssignments(in: f, file) }
        let key = FileMemo.AssignmentKey(receiver: slot.receiver.map { file.nameID($0) } ?? .none, property: NameID(slot.name))
        return (file.facts.lookedUpAssignments[f]?[key] ?? -1) > start
    }

    /// One pass over a function: the last token of each `receiver.property = lookedUp` (a name or a
    /// call, not another fixed colour).
    private static func lookedUpAssignments(in f: Int, _ file: AnalyzedFile) -> [FileMemo.AssignmentKey: Int] {
        var last: [FileMemo.AssignmentKey: Int] = [:]
        let end = min(Int(file.scopes[f].close), file.count)
        for j in max(Int(file.scopes[f].open), 1)..<end where file.kind(j) == .op && file.is(j, "=") && file.kind(j - 1) == .identifier {
            guard file.name(j - 1, hasSuffix: "Color"), file.kind(j + 1) == .identifier,
                  !ColorDefinitionCollector.isFixedColor(at: j + 1, in: file) else { continue }
            let later = ColorSlot.of(j + 1, in: file)
            last[FileMemo.AssignmentKey(receiver: later.receiver.map { file.nameID($0) } ?? .none, property: file.nameID(j - 1))] = j
        }
        return last
    }

    /// The modifier chain around the colour's modifier sets a frame of at most 44 × 44 points.
    static func isOnSmallSwiftUIElement(_ start: Int, in file: AnalyzedFile) -> Bool {
        chainAnswer("sets a small frame", around: start, in: file) { j in
            guard file.is(j, "frame"), let call = file.call(at: j + 1) else { return false }
            let sizes = call.arguments.filter { ["width", "height"].contains(file.label($0)) }
                .map { file.kind($0.first) == .number && $0.first == $0.last ? Double(file.name($0.first)) : nil }
            return sizes.count == 2 && sizes.allSatisfy { $0.map { $0 <= 44 } ?? false }
        }
    }

    /// A view composited with a destination blend mode shows only its alpha:
    /// `Rectangle().fill(.black).blendMode(.destinationOut)` punches a hole; its colour is never seen.
    static func isPunchedOut(_ start: Int, in file: AnalyzedFile) -> Bool {
        chainAnswer("is punched out", around: start, in: file) { j in
            guard file.is(j, "blendMode"), let call = file.call(at: j + 1), call.arguments.count == 1 else { return false }
            let mode = call.arguments[0].last
            return file.kind(mode - 1) == .dot && file.isAny(mode, ["destinationOut", "destinationIn"])
        }
    }

    /// `file.postfixStart(endingAt: open - 1)` for the call whose `(` is `open`, found once per chain:
    /// the chain's own calls share its start (one inside an argument has a chain of its own).
    static func chainStart(ofCall open: Int, in file: AnalyzedFile) -> Int {
        if let known = file.facts.chainStarts[open] { return known }
        let first = file.postfixStart(endingAt: max(open - 1, 0))
        let last = file.postfixEnd(from: first)
        var j = first
        while j < last {
            if file.kind(j) == .lParen, file.parentBracket[j] == file.parentBracket[first] { file.facts.chainStarts[j] = first }
            j += 1
        }
        file.facts.chainStarts[open] = first
        return first
    }

    /// Whether a modifier (`frame`, `blendMode`: tokens followed by their `(`) of the SwiftUI chain
    /// whose modifier call holds `start` (`Rectangle().fill(.black).frame(…)` for `.black`) is one
    /// `test` accepts. Answered once per chain: a chain of N modifiers, each with a colour, cost N²
    /// when every colour walked it (fuzz seed 1996952150, input 1338: 18 s in a debug build).
    private static func chainAnswer(_ question: String, around start: Int, in file: AnalyzedFile, _ test: (Int) -> Bool) -> Bool {
        let open = Int(file.parentBracket[start])
        guard open > 1, file.kind(open) == .lParen, file.kind(open - 2) == .dot else { return false }
        let first = chainStart(ofCall: open, in: file)
        return file.memo(question, scope: first) {
            let last = file.postfixEnd(from: first)
            guard first < last else { return false }
            return (first..<last).contains { j in file.kind(j) == .identifier && file.kind(j - 1) == .dot && file.kind(j + 1) == .lParen && test(j) }
        }
    }

}
