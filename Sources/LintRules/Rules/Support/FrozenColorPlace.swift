/// Where a colour resolved once — a CGColor, a SpriteKit node's colour, a colour drawn into an image —
/// keeps the appearance of that moment, and where it does not because the code runs again when the
/// appearance changes (an update context, a trait-change handler) or never sees it change (a forced
/// appearance, code before Dark Mode, code that never runs). Shared by the rules of that family so
/// they agree on what an update path is.
enum FrozenColorPlace {
    struct Place {
        /// `viewDidLoad()`, or "a stored property's initial value".
        var description: String
        var typeName: String?
        var family: ClassFamily?
        /// The enclosing function's scope; nil for a stored property's initial value.
        var function: Int?

        /// The description without the backticks of a message (for JSON evidence).
        var plainDescription: String { description.replacingOccurrences(of: "`", with: "") }
    }

    /// Whether code at token `i` never shows a stale appearance: inside a `registerForTraitChanges`
    /// handler, before Dark Mode, in a screen kept in one appearance, or never run (dead, preview or
    /// design-time code).
    static func neverGoesStale(_ i: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        isInTraitChangeHandler(i, in: file) || PreviewCode.contains(i, in: file) || AppearanceGuards.isBeforeDarkMode(i, in: file)
            || ForcedAppearance.isForced(i, in: file, context.index) || PlatformContext.isAlwaysDark(i, in: file, context)
            || context.showsOneAppearance(file.source.path) || DeadCode.isUnreachable(i, in: file, context.index)
    }

    /// Where token `i` runs, or nil when that re-runs on every appearance change (an update context
    /// of the run, see `UpdateContextSolver`) or is top-level code other than a global's initial value
    /// (a script).
    static func of(_ i: Int, in file: AnalyzedFile, _ context: LintContext) -> Place? {
        if let f = file.enclosingFunction(of: i) {
            let scope = file.scopes[f]
            let typeName = file.enclosingType(ofScope: Int(scope.parent)).map { file.scopes[$0].name }
            if !scope.isStatic, context.index.isUpdateContext(type: typeName, name: scope.name) { return nil }
            return Place(description: file.signature(ofFunction: f), typeName: typeName,
                         family: typeName.flatMap { context.index.family(of: $0) }, function: f)
        }
        guard let typeScope = file.enclosingType(of: i) else {
            // A global `let` is initialised once, lazily, at its first use; other top-level code is a script.
            guard isGlobalInitialValue(i, in: file) else { return nil }
            return Place(description: "a global's initial value (evaluated once, at first use)", typeName: nil, family: nil, function: nil)
        }
        let typeName = file.scopes[typeScope].name
        return Place(description: isInDeclarationParentheses(i, file) ? "a parameter's default value" : "a stored property's initial value", typeName: typeName,
                     family: context.index.family(of: typeName), function: nil)
    }

    /// `init(placeholder: UIImage = .placeholder(color: .systemFill))`: in a declaration's parameter list.
    private static func isInDeclarationParentheses(_ i: Int, _ file: AnalyzedFile) -> Bool {
        var opener = Int(file.parentBracket[i])
        while opener > 0 {
            if file.kind(opener) == .lParen {
                let j = opener - 1
                if file.kind(j) == .identifier, file.is(j - 1, "func") || file.is(j, "init") && file.kind(j - 1) != .dot { return true }
            }
            opener = Int(file.parentBracket[opener])
        }
        return false
    }

    /// `let sharedBorder = UIColor.separator.cgColor` at the top level of a file other than
    /// `main.swift` (whose top-level code runs in order, as a script's).
    static func isGlobalInitialValue(_ start: Int, in file: AnalyzedFile) -> Bool {
        guard !file.source.path.hasSuffix("main.swift") else { return false }
        // The top-level token the expression is nested in, then back over top-level tokens (a
        // bracketed group is one step) to the `let`/`var`, through exactly one `=`: its own.
        var j = start
        while file.parentBracket[j] >= 0 { j = Int(file.parentBracket[j]) }
        var equals = 0
        for _ in 0..<64 {
            j -= 1
            guard j >= 0 else { return false }
            if file.tokens[j].closes, file.match[j] >= 0, file.match[j] < j { j = Int(file.match[j]); continue }
            if file.isOp(j, "=") { equals += 1 }
            if file.kind(j) == .semicolon || file.kind(j) == .directive || file.isAny(j, Self.declarationKeywords) { return false }
            if file.isAny(j, ["let", "var"]) { return equals == 1 && file.kind(j + 1) == .identifier }
        }
        return false
    }

    private static let declarationKeywords = NameTable(["func", "class", "struct", "enum", "extension", "protocol", "actor",
        "import", "typealias", "init", "subscript", "operator", "precedencegroup", "macro"])

    /// Inside a `registerForTraitChanges` handler closure.
    static func isInTraitChangeHandler(_ token: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: token) {
            if file.scopes[s].kind == .function { return false }
            if file.scopes[s].kind == .closure, TraitChangeRegistration.handlerCall(of: s, in: file) != nil { return true }
        }
        return false
    }

    /// Whether the run targets iOS 17 or later (where UIKit's advice is `registerForTraitChanges`).
    static func targetsIOS17(_ context: LintContext) -> Bool {
        context.options.deploymentTargets.iOS.map { $0 >= OSVersion(17) } ?? false
    }
}
