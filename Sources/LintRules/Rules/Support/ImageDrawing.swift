/// Drawing that makes a bitmap once: what it draws keeps the appearance current at that moment, and
/// the image does not change when the appearance does (seed 003, "graphics context"). The regions:
/// - the closure of `UIGraphicsImageRenderer(…).image { … }` (or `.pngData`, `.jpegData`);
/// - from `UIGraphicsBeginImageContext…(…)` to `UIGraphicsEndImageContext()`;
/// - from `NSImage.lockFocus()` to `unlockFocus()`;
/// - from a `CGContext(data: …)` bitmap to the end of the function;
/// - a view built in the function and snapshotted there (`drawHierarchy(in:afterScreenUpdates:)`,
///   `layer.render(in:)`): from the view's declaration to the snapshot.
/// `NSImage(size:flipped:drawingHandler:)` is not one: AppKit runs its handler at each draw, with the
/// drawing appearance set. A PDF renderer is not one either: a printed page has no Dark appearance.
enum ImageDrawing {
    struct Region {
        var first: Int
        var last: Int
    }

    /// Every drawing region of the file, in source order.
    /// Computed once per file by each rule that asks (regions are few; a lookup is a scan of them).
    static func regions(in file: AnalyzedFile) -> [Region] {
        var found: [Region] = []
        for (s, scope) in file.scopes.enumerated() where scope.kind == .closure && isRendererClosure(s, in: file) {
            found.append(Region(first: Int(scope.open), last: Int(scope.close)))
        }
        // One pass: only a begin or a snapshot call needs its function or closure (deeply nested
        // code made a pass per enclosing scope quadratic).
        for j in file.tokens(namedAny: offScreenNames) where j >= 1 && j < file.count - 1 && file.kind(j + 1) == .lParen && file.isAny(j, offScreenNames) {
            guard let c = container(of: j, in: file) else { continue }
            if isBegin(j, in: file) {
                found.append(Region(first: j, last: end(of: j, in: file, container: c)))
            } else if let snapshot = snapshotRegion(endingAt: j, in: file, container: c) {
                found.append(snapshot)
            }
        }
        return found.sorted { $0.first < $1.first }
    }

    /// Whether token `t` is in one of `regions`.
    static func isDrawn(_ t: Int, in regions: [Region]) -> Bool {
        regions.contains { $0.first <= t && t <= $0.last }
    }

    /// The innermost function or closure around token `t`.
    private static func container(of t: Int, in file: AnalyzedFile) -> Int? {
        var s = file.scope(of: t)
        while s >= 0 {
            if file.scopes[s].kind == .function || file.scopes[s].kind == .closure { return s }
            s = Int(file.scopes[s].parent)
        }
        return nil
    }

    /// `defer { UIGraphicsEndImageContext() }`: the end comes when the function returns.
    private static func isDeferred(_ j: Int, in file: AnalyzedFile) -> Bool {
        file.scopeChain(of: j).contains { file.scopes[$0].kind == .block && file.is(Int(file.scopes[$0].introducer), "defer") }
    }

    /// `renderer.image { … }`, `UIGraphicsImageRenderer(size: s).pngData { _ in … }`,
    /// `.jpegData(withCompressionQuality: 0.8) { … }`, `.image(actions: { … })`.
    private static func isRendererClosure(_ s: Int, in file: AnalyzedFile) -> Bool {
        let open = Int(file.scopes[s].open)
        var callee = open - 1
        if file.kind(callee) == .rParen, file.match[callee] > 0 { callee = Int(file.match[callee]) - 1 }
        if file.kind(callee) == .colon, let (call, _) = file.enclosingCall(of: open) { callee = call.callee }
        guard file.isAny(callee, rendererMethods), file.kind(callee - 1) == .dot else { return false }
        // The receiver: a renderer built in the chain, or a name bound to one in the function.
        let start = file.postfixStart(endingAt: callee)
        if file.is(start, "UIGraphicsImageRenderer") { return true }
        guard file.kind(start) == .identifier, start == callee - 2, let f = file.enclosingFunction(of: open) else { return false }
        let name = file.nameID(start)
        for j in Int(file.scopes[f].open)..<start where file.kind(j) == .identifier && file.nameID(j) == name {
            if file.isAny(j - 1, DeadCode.bindingKeywords), file.isOp(j + 1, "="), file.is(j + 2, "UIGraphicsImageRenderer") { return true }
        }
        return false
    }

    private static let rendererMethods = NameTable(["image", "pngData", "jpegData"])
    static let fillAndStroke = NameTable(["setFill", "setStroke"])
    private static let colorUses = NameTable(["setFill", "setStroke", "set", "cgColor"])

    /// `UIGraphicsBeginImageContext…(`, `image.lockFocus(`, `CGContext(data:`: drawing starts here.
    private static func isBegin(_ j: Int, in file: AnalyzedFile) -> Bool {
        guard file.kind(j + 1) == .lParen else { return false }
        return file.is(j, "UIGraphicsBeginImageContextWithOptions") || file.is(j, "UIGraphicsBeginImageContext")
            || file.is(j, "lockFocus") && file.kind(j - 1) == .dot
            || file.is(j, "CGContext") && file.is(j + 2, "data") && file.kind(j + 3) == .colon
    }

    private static let offScreenNames = NameTable(["UIGraphicsBeginImageContextWithOptions", "UIGraphicsBeginImageContext",
                                                   "lockFocus", "CGContext", "drawHierarchy", "render"])

    /// The matching end of a begin at `j` (not a deferred one), or the end of its function or closure.
    private static func end(of j: Int, in file: AnalyzedFile, container c: Int) -> Int {
        let close = min(Int(file.scopes[c].close), file.count)
        let closer: StaticString = file.is(j, "lockFocus") ? "unlockFocus" : "UIGraphicsEndImageContext"
        var k = j + 1
        while k < close {
            if file.is(k, closer), !isDeferred(k, in: file) { return k }
            k += 1
        }
        return close
    }

    /// A view built in the function (`let card = ShareCardView(frame: rect)`, a nib loaded into a
    /// local) and snapshotted later in it: `card.drawHierarchy(in:afterScreenUpdates:)`,
    /// `card.layer.render(in:)`. An on-screen view is drawn with its own traits; a view built for the
    /// image gets whatever appearance is current while it is set up.
    /// The snapshot whose method name is token `k`, from its view's declaration to `k`.
    private static func snapshotRegion(endingAt k: Int, in file: AnalyzedFile, container c: Int) -> Region? {
        guard file.kind(k) == .identifier, file.kind(k + 1) == .lParen, file.kind(k - 1) == .dot,
              file.is(k, "drawHierarchy") || file.is(k, "render") && file.is(k + 2, "in") && file.is(k - 2, "layer") else { return nil }
        var receiver = k - 2
        if file.is(receiver, "layer"), file.kind(receiver - 1) == .dot { receiver -= 2 }
        if file.isOp(receiver, "?") || file.isOp(receiver, "!") { receiver -= 1 }
        guard file.kind(receiver) == .identifier, file.kind(receiver - 1) != .dot,
              let declaration = localViewDeclaration(of: receiver, in: file, container: c) else { return nil }
        return Region(first: declaration, last: k)
    }

    /// The `let`/`var` token of the local named like `receiver` when its value is built there: a
    /// type's initialiser (`ShareCardView(frame:)`) or a nib (`loadNibNamed`, `instantiate`).
    private static func localViewDeclaration(of receiver: Int, in file: AnalyzedFile, container c: Int) -> Int? {
        let name = file.nameID(receiver)
        // The view may be built outside the renderer closure that snapshots it.
        let outer = file.enclosingFunction(of: receiver) ?? c
        for j in Int(file.scopes[outer].open)..<receiver where file.kind(j) == .identifier && file.nameID(j) == name {
            guard file.isAny(j - 1, DeadCode.bindingKeywords) else { continue }
            var k = j + 1
            while k < receiver, !file.isOp(k, "="), !file.tokens[k].atLineStart { k += 1 }
            guard file.isOp(k, "=") else { return nil }
            let value = k + 1
            if file.kind(value) == .identifier, file.firstByte(value) >= UInt8(ascii: "A"), file.firstByte(value) <= UInt8(ascii: "Z"),
               file.kind(value + 1) == .lParen || file.is(value + 2, "init") { return j - 1 }
            var m = value
            while m < receiver, !file.tokens[m].atLineStart || m == value {
                if file.isAny(m, ["loadNibNamed", "instantiate"]) { return j - 1 }
                m += 1
            }
            return nil
        }
        return nil
    }

    // MARK: Appearance set up explicitly

    /// Inside `traitCollection.performAsCurrent { … }` / `appearance.performAsCurrentDrawingAppearance { … }`,
    /// or after `UITraitCollection.current = …` / `NSAppearance.current = …` in the same function:
    /// the drawing resolves against the appearance the code chose.
    static func hasAppearanceSetUp(_ t: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: t) {
            let scope = file.scopes[s]
            if scope.kind == .function || scope.kind == .type { break }
            guard scope.kind == .closure else { continue }
            var callee = Int(scope.open) - 1
            if file.kind(callee) == .rParen, file.match[callee] > 0 { callee = Int(file.match[callee]) - 1 }
            if file.kind(callee) == .colon, let (call, _) = file.enclosingCall(of: Int(scope.open)) { callee = call.callee }
            if file.isAny(callee, ["performAsCurrent", "performAsCurrentDrawingAppearance"]) { return true }
        }
        guard let f = file.enclosingFunction(of: t), setsCurrentAppearance(f, in: file) else { return false }
        for j in Int(file.scopes[f].open)..<t where file.is(j, "current") && file.isOp(j + 1, "=") && file.kind(j - 1) == .dot {
            if file.isAny(j - 2, ["UITraitCollection", "NSAppearance"]) { return true }
        }
        return false
    }

    /// Whether function `f` assigns `….current` anywhere (one scan per function).
    private static func setsCurrentAppearance(_ f: Int, in file: AnalyzedFile) -> Bool {
        file.memo("sets the current appearance", scope: f) {
            (Int(file.scopes[f].open)..<min(Int(file.scopes[f].close), file.count)).contains {
                file.is($0, "current") && file.isOp($0 + 1, "=") && file.kind($0 - 1) == .dot
            }
        }
    }

    // MARK: Colours drawn

    /// The first colour in `region` known to adapt and drawn with no appearance set up, if any.
    static func firstDynamicColor(in region: Region, in file: AnalyzedFile, _ context: LintContext) -> Int? {
        colorStarts(in: region, in: file, context).first {
            !hasAppearanceSetUp($0, in: file) && DynamicColorExpression.isDynamic(at: $0, in: file, context)
        }
    }

    /// The first token of each colour expression drawn in `region`, in order.
    static func colorStarts(in region: Region, in file: AnalyzedFile, _ context: LintContext) -> [Int] {
        var starts: [Int] = []
        var k = region.first
        while k <= region.last, k < file.count {
            if let start = colorStart(at: k, in: file, context), starts.last != start { starts.append(start) }
            k += 1
        }
        return starts
    }

    /// Whether a colour expression starts at token `k` and is used as one: an explicit colour type
    /// (`UIColor.label`, `UIColor(named:)`), or anything set as a fill/stroke or converted
    /// (`fill.setFill()`, `ink.cgColor`), or a value in a colour slot (`textColor = .label`,
    /// `[.foregroundColor: ink]`). Returns the expression's first token.
    private static func colorStart(at k: Int, in file: AnalyzedFile, _ context: LintContext) -> Int? {
        // `setFill()` in a colour's own method: the receiver is drawn.
        if file.isAny(k, fillAndStroke), file.kind(k + 1) == .lParen, file.kind(k - 1) != .dot { return k }
        guard file.kind(k - 1) != .dot else {
            // `….setFill()` / `….cgColor`: the expression it ends.
            if file.kind(k) == .identifier, file.isAny(k, colorUses) {
                let start = file.postfixStart(endingAt: k)
                return start < k - 1 ? start : nil
            }
            return nil
        }
        if file.kind(k) == .identifier, ColorTypes.builtIn[file.name(k)] != nil,
           file.kind(k + 1) == .dot || file.kind(k + 1) == .lParen || file.kind(k + 1) == .lBrace { return k }
        // An expression's first token: after an operator, `(`, `[`, `,`, `:` or `return`.
        guard file.kind(k) == .dot || file.kind(k) == .identifier, let before = file.kind(k - 1),
              before == .op && file.tokens[k - 1].spaceBefore || before == .lParen || before == .lBracket
                || before == .comma || before == .colon || file.is(k - 1, "return") else { return nil }
        let slot = ColorSlot.of(k, in: file)
        guard slot.kind != .other, slot.isColorContext(file, context, member: file.kind(k) == .dot ? file.name(k + 1) : "") else { return nil }
        return k
    }

    /// What `image_color_outside_update` reports for the colour starting at `start` (so that
    /// `cgcolor_outside_update` leaves it alone): an adapting colour drawn in a region with no
    /// appearance set up, outside an update path.
    static func isReported(_ start: Int, in regions: [Region], _ file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard isDrawn(start, in: regions), !hasAppearanceSetUp(start, in: file),
              DynamicColorExpression.isDynamic(at: start, in: file, context) else { return false }
        return FrozenColorPlace.of(start, in: file, context) != nil && !FrozenColorPlace.neverGoesStale(start, in: file, context)
    }
}
