/// Which names the run binds to a fixed colour (`static let brandGray = UIColor(white: 0.3, alpha: 1)`,
/// `var ink: UIColor { .black }`) and which to anything else (a colour set, a dynamic provider, a
/// semantic colour). `cgcolor_outside_update` needs this: the CGColor of a fixed colour never goes
/// stale, so reading it anywhere is fine. A name bound both ways somewhere is not fixed.
enum ColorDefinitionCollector {
    /// An index with nothing in it: enough for `ColorConstructor` to recognise the built-in colour
    /// types in the first pass (a team's own aliases are only known after it).
    static let firstPassContext = LintContext(index: ProjectIndex([]))

    struct Result {
        var fixed: [NameID] = []
        var other: [NameID] = []
        /// The part of `other` known to adapt: a system colour, a dynamic provider, a light/dark pair.
        var dynamic: [NameID] = []
        /// `static let gradientFirst = UIColor(named: "GradientFirst")!`: name -> color set.
        var assetAliases: [(name: NameID, asset: String)] = []
        /// `static func primaryUi05(for theme: ThemeType? = nil) -> UIColor { switch theme { … } }`:
        /// a colour chosen by the app's theme each time it is asked for (see `isThemeManaged`).
        var themeManaged: [NameID] = []
        /// `extension UIColor { static var darkText: UIColor { .fromHex("4F4F4F") } }`: the app's own
        /// colour under a system colour's name, which every implicit `.darkText` of the app then means.
        var systemNameRedeclarations: [NameID] = []
        /// The part of `fixed` whose colour is a light surface (L* from `FixedPair.lightSurface`, opaque).
        var fixedLight: [NameID] = []
        /// The part of `fixed` whose colour is dark ink on white (`FixedPair.darkInk`), by the name
        /// qualified with the type it is declared in (`TextField.textColor`, `FixedPair.memberID`):
        /// palettes reuse member names (`textColor`) in every group.
        var fixedDarkMembers: [NameID] = []
    }

    static func collect(_ file: AnalyzedFile) -> Result {
        var result = Result()
        for i in 0..<file.count where file.tokens[i].kind == .op && file.is(i, "=") && i + 1 < file.count {
            guard file.enclosingFunction(of: i) == nil else { continue }   // members and globals only
            let slot = ColorSlot.of(i + 1, in: file)
            guard slot.isDeclaration, !slot.name.isEmpty else { continue }
            classify(i + 1, name: slot.name, into: &result, file)
            noteSystemName(slot.name, declaredAt: i, into: &result, file)
        }
        for (s, scope) in file.scopes.enumerated() where scope.kind == .function && !scope.name.isEmpty
            && (scope.isProperty || isParameterlessColorFunction(s, file)) {
            // A computed property or a parameterless palette function with one expression:
            // `{ .black }`, `{ return UIColor(...) }`, `class func gold() -> UIColor { UIColor(hex: "#fed745") }`.
            var first = Int(scope.open) + 1
            if file.is(first, "return") { first += 1 }
            let close = Int(scope.close)
            guard first < close, file.kind(first) == .identifier || file.kind(first) == .dot || file.kind(first) == .pound,
                  file.postfixEnd(from: first) == close - 1 else { continue }
            classify(first, name: scope.name, into: &result, file)
            noteSystemName(scope.name, declaredAt: first, into: &result, file)
        }
        for (s, scope) in file.scopes.enumerated() where scope.kind == .function && !scope.name.isEmpty
            && returnsColor(s, file) && switchesOnTheme(s, file) {
            result.themeManaged.append(scope.nameID)
        }
        return result
    }

    /// `ColorAsset(name: "Colors/Primary/300")` (SwiftGen) or `ColorResource(name: "Brand", bundle: …)`
    /// (Xcode's generated asset symbols): the generated accessor of a color set.
    private static func generatedAccessorAsset(_ start: Int, _ file: AnalyzedFile) -> String? {
        guard file.kind(start) == .identifier, file.isAny(start, ["ColorAsset", "ColorResource"]), file.kind(start + 1) == .lParen,
              file.is(start + 2, "name"), file.kind(start + 3) == .colon, file.kind(start + 4) == .string else { return nil }
        return ColorAssetReferences.stringContent(file, start + 4)
    }

    /// `func gold() -> UIColor {`: a palette entry written as a function; it has nothing to vary by.
    private static func isParameterlessColorFunction(_ s: Int, _ file: AnalyzedFile) -> Bool {
        let introducer = Int(file.scopes[s].introducer)
        guard file.is(introducer, "func"), file.kind(introducer + 2) == .lParen,
              Int(file.match[introducer + 2]) == introducer + 3 else { return false }
        return returnsColor(s, file)
    }

    /// `func x(…) -> UIColor {` / `var x: Color {`: the declaration names a colour type as its result.
    private static func returnsColor(_ s: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[s]
        var j = Int(scope.open) - 1
        var steps = 0
        while j > Int(scope.introducer), steps < 40 {
            // The punctuation first: looking the name up makes a String, for every token of every declaration.
            if file.kind(j) == .identifier, file.isOp(j - 1, "->") || file.kind(j - 1) == .colon,
               ColorTypes.builtIn[file.name(j)] != nil { return true }
            j -= 1
            steps += 1
        }
        return false
    }

    /// The body branches on the app's theme: `switch theme {`, `switch Theme.sharedTheme.activeTheme {`,
    /// `if theme.isDark {`. Such a colour is one fixed value per theme, looked up when asked for: it
    /// follows the theme through the app's own theme-change handling, never the trait collection.
    private static func switchesOnTheme(_ s: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[s]
        var j = Int(scope.open) + 1
        let end = min(Int(scope.close), file.count)
        while j < end {
            if file.isAny(j, ["switch", "if", "guard"]) {
                var k = j + 1
                while k < end, file.kind(k) != .lBrace, !file.tokens[k].atLineStart {
                    if file.kind(k) == .identifier, file.withName(k, { AppearanceGuards.containsCaseInsensitive($0, themeWord) }) { return true }
                    k += 1
                }
            }
            j += 1
        }
        return false
    }

    private static let themeWord = Array("theme".utf8)

    /// Records `name` when it is a system colour's (`darkText`, `white`) declared in an extension of a
    /// colour type: there it replaces UIKit's for the app's implicit members.
    private static func noteSystemName(_ name: String, declaredAt token: Int, into result: inout Result, _ file: AnalyzedFile) {
        guard FixedColors.named[name] != nil || FixedColors.legacyUIKit[name] != nil,
              let type = file.enclosingType(of: token), file.is(Int(file.scopes[type].introducer), "extension"),
              ColorTypes.builtIn[file.scopes[type].name] != nil else { return }
        result.systemNameRedeclarations.append(NameID(name))
    }

    private static func classify(_ start: Int, name: String, into result: inout Result, _ file: AnalyzedFile) {
        let id = NameID(name)
        if let fixed = fixedColor(at: start, in: file) {
            result.fixed.append(id)
            if let value = fixed.value, value.clamped.alpha >= 0.999, value.clamped.lab.l >= FixedPair.lightSurface {
                result.fixedLight.append(id)
            }
            if let value = fixed.value, FixedPair.isDarkInk(value), let type = file.enclosingType(of: start) {
                result.fixedDarkMembers.append(FixedPair.memberID(type: file.scopes[type].name, member: name))
            }
        } else if let asset = ColorUseCollector.assetName(from: start, in: file) ?? generatedAccessorAsset(start, file) {
            result.assetAliases.append((id, asset))
        } else {
            result.other.append(id)
            if DynamicColorExpression.isIntrinsicallyDynamic(at: start, in: file) { result.dynamic.append(id) }
        }
    }

    /// `UIColor(red:...)` with literal components, `#colorLiteral`, `UIColor.black`, `.white`,
    /// optionally `.withAlphaComponent(...)`.
    static func isFixedColor(at start: Int, in file: AnalyzedFile) -> Bool { fixedColor(at: start, in: file) != nil }

    private struct FixedColor { var value: RGBA? }

    /// The fixed colour at `start`, with its value when it is written out (nil value: a literal
    /// whose components are not constants); nil when the colour is not fixed. One scan serves both
    /// questions a definition asks.
    private static func fixedColor(at start: Int, in file: AnalyzedFile) -> FixedColor? {
        if let ctor = ColorConstructor.starting(at: start, in: file, firstPassContext) {
            return ctor.value != nil || file.kind(ctor.start) == .pound ? FixedColor(value: ctor.value) : nil
        }
        // `UIColor.white` / `.white` (named fixed colours; `.clear` included: it never changes).
        var j = start
        if file.kind(j) == .identifier, ColorTypes.builtIn[file.name(j)] != nil, file.kind(j + 1) == .dot { j += 1 }
        guard file.kind(j) == .dot, file.kind(j + 1) == .identifier else { return nil }
        let member = file.name(j + 1)
        if let value = FixedColors.named[member] { return FixedColor(value: value) }
        return member == "clear" ? FixedColor(value: nil) : nil
    }
}
