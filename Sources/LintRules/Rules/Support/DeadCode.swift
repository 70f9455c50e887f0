/// Code nothing can reach: a colour there is never seen, so it is no finding.
///
/// A declaration is dead when the run never mentions its name outside declarations and nothing
/// outside the run can call it: a struct or enum (Objective-C cannot see them; a class can be made
/// by name, so classes are never judged), a static member of a type that conforms to nothing (a
/// conformance may be how the framework calls it: `EnvironmentKey.defaultValue`), a member of an
/// extension that adds no conformance (`extension UIView { func applyGradient… }`). `@objc`,
/// `@IBAction`, `dynamic`, `override`, `public`, `open` and `@main` declarations are always live. Mentions are every
/// identifier in the run's Swift (calls, types, `#selector`, key paths, interpolations) and the
/// custom classes, outlets and actions of its Interface Builder files.
enum DeadCode {
    static func isUnreachable(_ i: Int, in file: AnalyzedFile, _ index: any ProjectQuestions) -> Bool {
        let chain = file.scopeChain(of: i)   // each scope's next in the chain is its `parent`
        if isInNeverTakenBlock(i, file) || isPrivatePropertyUsedOnlyInDeadCode(holding: i, file) { return true }
        guard index.hasMentions else { return false }
        for (position, s) in chain.enumerated() {
            let scope = file.scopes[s]
            switch scope.kind {
            case .function:
                guard scope.parent >= 0 else { continue }
                let parent = file.scopes[Int(scope.parent)]
                if isCandidateMember(isStatic: scope.isStatic, in: parent), !isLive(Int(scope.introducer), file),
                   !index.isMentioned(scope.nameID) { return true }
            case .type:
                if ["struct", "enum"].contains(scope.declKeyword), !isLive(Int(scope.introducer), file),
                   !index.isMentioned(scope.nameID) { return true }
                // A stored property with its colour as initial value: `static let brandBackground = Color(…)`.
                if position == 0, let (name, isStatic, keyword) = storedProperty(around: i, in: file),
                   isCandidateMember(isStatic: isStatic, in: scope), !isLive(keyword, file), !index.isMentioned(name) { return true }
            case .block:
                // A property observer runs only when its property is changed: one no file of the run
                // changes (`var enabled = false { didSet { … } }`, and nothing sets `enabled`) never runs.
                guard file.isAny(Int(scope.open) - 1, observerNames), scope.parent >= 0,
                      let keyword = CGColorOutsideUpdateRule.observedPropertyKeyword(around: Int(scope.parent), file),
                      !isLive(keyword, file) else { continue }
                if !index.isMutated(file.nameID(keyword + 1)) { return true }
            default:
                continue
            }
        }
        return false
    }

    private static let observerNames = NameTable(["didSet", "willSet"])

    private static func isInNeverTakenBlock(_ i: Int, _ file: AnalyzedFile) -> Bool {
        file.scopeChain(of: i).contains { file.scopes[$0].kind == .block && isNeverTaken(file.scopes[$0], file) }
    }

    /// A `private`/`fileprivate` stored property (its initial value, or the closure that makes it) that
    /// its file mentions only in code switched off by hand: `fileprivate lazy var blur =
    /// { UIVisualEffectView(effect: UIBlurEffect(style: .extraLight)) }()` added to the view only
    /// inside `if false, … {` (documents-app-ios, fresh38). Nothing outside the file can reach it.
    private static func isPrivatePropertyUsedOnlyInDeadCode(holding i: Int, _ file: AnalyzedFile) -> Bool {
        var anchor = i
        for s in file.scopeChain(of: i) {
            let scope = file.scopes[s]
            if scope.kind == .closure { anchor = Int(scope.open); continue }
            guard scope.kind == .type else { return false }
            break
        }
        guard let (name, _, keyword) = storedProperty(around: anchor, in: file), isPrivate(keyword, file) else { return false }
        let declared = keyword + 1
        return file.memo("private property \(declared) used only in dead code", scope: file.scope(of: declared)) { () -> Bool in
            // Mentioned, and only there: a property no code mentions at all is more likely a minimal
            // example or code in progress than dead, and stays reported.
            var mentioned = false
            for t in file.tokens(named: name) where t != declared && file.nameID(t) == name {
                if !isInNeverTakenBlock(t, file) { return false }
                mentioned = true
            }
            return mentioned
        }
    }

    /// `private` or `fileprivate` (not `private(set)`) among the modifiers before the keyword at `keyword`.
    private static func isPrivate(_ keyword: Int, _ file: AnalyzedFile) -> Bool {
        var j = keyword - 1
        while j >= 0, keyword - j < 8, file.kind(j) == .identifier, file.isAny(j, modifiers) {
            if file.isAny(j, privateModifiers), file.kind(j + 1) != .lParen { return true }
            j -= 1
        }
        return false
    }

    private static let privateModifiers = NameTable(["private", "fileprivate"])

    /// The body of `if false {`, `if (false) {` or `if (false), #available(…) {`: a branch switched off
    /// by hand (a test kept in the source). Its `else` runs, so only the body itself is dead.
    private static func isNeverTaken(_ block: Scope, _ file: AnalyzedFile) -> Bool {
        let keyword = Int(block.introducer)
        guard keyword >= 0, file.is(keyword, "if") || file.is(keyword, "while") else { return false }
        var condition = keyword + 1
        let parenthesised = file.kind(condition) == .lParen
        if parenthesised { condition += 1 }
        guard file.is(condition, "false") else { return false }
        let after = condition + (parenthesised ? 2 : 1)
        guard !parenthesised || file.kind(condition + 1) == .rParen else { return false }
        return after == Int(block.open) || file.kind(after) == .comma
    }

    /// The name token `i` may change in place, if it does: assigned (`x = `, `a.x += `, `x[i] = `),
    /// passed `inout` (`&x`), bound (`$x`), or sent a method call (`x.toggle()`, `items.append(…)`:
    /// a mutating method runs the observers too). A declaration's initial value (`var x = 0`) is none.
    static func mutatedName(at i: Int, in file: AnalyzedFile) -> NameID? {
        if file.firstByte(i) == UInt8(ascii: "$") {
            return file.withName(i) { $0.count > 1 ? NameID(bytes: UnsafeBufferPointer(rebasing: $0.dropFirst())) : nil }
        }
        var after = i + 1
        if file.kind(after) == .lBracket, file.match[after] > after { after = Int(file.match[after]) + 1 }
        let assigned = file.kind(after) == .op && isAssignment(after, file) && !file.isAny(i - 1, bindingKeywords)
        let called = file.kind(i + 1) == .dot && file.kind(i + 2) == .identifier && file.kind(i + 3) == .lParen
        let passed = file.isOp(i - 1, "&")
        return assigned || called || passed ? file.nameID(i) : nil
    }

    /// `=`, `+=`, `<<=`, ...: an operator ending in `=` that is no comparison.
    private static func isAssignment(_ op: Int, _ file: AnalyzedFile) -> Bool {
        file.withName(op) { text in text.last == UInt8(ascii: "=") && (text.count == 1 || !comparisons.contains(text)) }
    }

    /// Operators ending in `=` that compare (a table: this is asked for most names followed by an operator).
    private static let comparisons = NameTable(["==", "!=", "<=", ">=", "===", "!=="])

    /// A member whose only callers can be the run's own code.
    private static func isCandidateMember(isStatic: Bool, in parent: Scope) -> Bool {
        guard parent.kind == .type, parent.inherits.isEmpty, parent.declKeyword != "protocol" else { return false }
        return isStatic || parent.declKeyword == "extension"
    }

    /// `@objc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@NSManaged`, `@main`, `dynamic`, `override`
    /// before the declaration keyword at `keyword`.
    static func isLive(_ keyword: Int, _ file: AnalyzedFile) -> Bool {
        var j = keyword - 1
        var steps = 0
        while j >= 0, steps < 16 {
            steps += 1
            if file.kind(j) == .rParen, file.match[j] >= 0 { j = Int(file.match[j]) - 1; continue }
            if file.kind(j) == .attribute {
                if file.withName(j, { liveAttributes.contains($0) }) { return true }
                j -= 1
                continue
            }
            guard file.kind(j) == .identifier, file.isAny(j, modifiers) else { return false }
            // `public`/`open`: API that code outside the run (an app using this library) may call.
            if file.isAny(j, ["dynamic", "override", "public", "open"]) { return true }
            j -= 1
        }
        return false
    }

    private static let liveAttributes = NameTable(["@objc", "@IBAction", "@IBOutlet", "@IBInspectable", "@NSManaged", "@main",
                                                   "@UIApplicationMain", "@NSApplicationMain", "@IBSegueAction", "@objcMembers"])
    private static let modifiers = NameTable([
        "public", "private", "fileprivate", "internal", "open", "static", "class", "final", "override", "dynamic", "lazy",
        "mutating", "nonisolated", "package", "weak", "unowned", "required", "convenience",
    ])

    /// The `let`/`var` declaration on the line of token `i` directly in a type body: its name,
    /// whether it is static, and its keyword's token.
    private static func storedProperty(around i: Int, in file: AnalyzedFile) -> (NameID, Bool, Int)? {
        // A declaration's keyword is near the start of its line: look back a bounded distance (a
        // line of thousands of colours must not cost a walk per colour).
        var j = i
        while j > 0, i - j < 48, !file.tokens[j].atLineStart { j -= 1 }
        guard file.tokens[j].atLineStart || j == 0 else { return nil }
        var k = j
        var isStatic = false
        while k < i {
            if file.isAny(k, ["static", "class"]), file.kind(k) == .identifier { isStatic = true }
            if file.isAny(k, ["let", "var"]), file.kind(k + 1) == .identifier { return (file.nameID(k + 1), isStatic, k) }
            k += 1
        }
        return nil
    }

    /// Every identifier of a file that is not the name being declared: what it mentions. A name
    /// inside the function (or computed property) of that name does not count: recursion, or a
    /// local that shadows it (`static var button: UIButton { let button = UIButton(); … }`).
    static func mentionsAndStoredDeclarations(in file: AnalyzedFile) -> ([NameID], [NameID]) {
        var stored: [NameID] = []
        var functionName = [NameID](repeating: .none, count: file.scopes.count)
        for (s, scope) in file.scopes.enumerated() {
            functionName[s] = scope.kind == .function ? scope.nameID : scope.parent >= 0 ? functionName[Int(scope.parent)] : .none
        }
        // The names declarations introduce, found from their keywords: `let name =` / `var name:`
        // declare; `if let name {` (the shorthand) mentions.
        var declares = [Bool](repeating: false, count: file.count)
        for k in file.tokens(namedAny: declarationKeywords) where file.isAny(k, declarationKeywords) {
            let i = k + 1
            guard file.kind(i) == .identifier else { continue }
            let binds = file.isAny(k, bindingKeywords)
            if binds, !(file.isOp(i + 1, "=") || file.kind(i + 1) == .colon) { continue }
            declares[i] = true
            if binds, file.scopes[file.scope(of: i)].kind == .type { stored.append(file.nameID(i)) }
        }
        // A name is mentioned by any of its tokens that declares nothing and is not inside the
        // function of that name: usually its first, so each name costs a token or two.
        var mentions: [NameID] = []
        file.names.forEachName { name, tokens in
            for i in tokens where !declares[i] && name != functionName[file.scope(of: i)] {
                mentions.append(name)
                break
            }
        }
        return (mentions, stored)
    }

    /// A name table, not a `Set<String>` literal: this runs for every declaration in pass 1.
    static let bindingKeywords = NameTable(["let", "var"])
    private static let declarationKeywords = NameTable(["func", "struct", "enum", "class", "actor", "protocol", "typealias", "let", "var",
                                                         "associatedtype"])
}
