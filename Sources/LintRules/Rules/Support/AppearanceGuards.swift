/// Code that already handles the appearance, or that never runs with Dark Mode, where a fixed
/// colour is deliberate: a dynamic provider, a `light:`/`dark:` pair, a branch on the interface
/// style (or a Bool that says it is dark), and the pre-iOS 13 side of an availability check.
enum AppearanceGuards {
    /// Whether a fixed colour at `token` is deliberate. `includeAvailability`: also the branches
    /// that only run where Dark Mode does not exist.
    static func isAppearanceAware(_ token: Int, in file: AnalyzedFile) -> Bool {
        isInDynamicProvider(token, in: file) || isInLightDarkPair(token, in: file)
            || isInAppearanceBranch(token, in: file) || isBeforeDarkMode(token, in: file)
    }

    // MARK: Dynamic providers

    /// `UIColor { traits in ... }`, `UIColor(dynamicProvider: { ... })`, `NSColor(name: nil, dynamicProvider: { ... })`.
    static func isInDynamicProvider(_ token: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: token) where file.scopes[s].kind == .closure {
            let open = Int(file.scopes[s].open)
            let before = open - 1
            if file.kind(before) == .identifier, ColorTypes.builtIn[file.name(before)] != nil { return true }
            if file.kind(before) == .rParen, file.match[before] > 0 {
                let callee = Int(file.match[before]) - 1
                if ColorTypes.builtIn[file.name(callee)] != nil || file.is(callee, "init") { return true }
            }
            if let (call, index) = file.enclosingCall(of: open), file.label(call.arguments[index]) == "dynamicProvider" {
                return true
            }
        }
        return false
    }

    // MARK: light:/dark: pairs

    /// An argument of a call that has both `light:` and `dark:` (or `any:`/`dark:`), neither nil:
    /// `UIColor(light: .white, dark: .black)`, `dynamicColor(light: UIColor(red: ...), dark: ...)`.
    static func isInLightDarkPair(_ token: Int, in file: AnalyzedFile) -> Bool {
        var t = token
        for _ in 0..<8 {
            guard let (call, _) = file.enclosingCall(of: t) else { return false }
            // Asked for each colour inside the call: a long call's answer is remembered.
            let isPair = call.arguments.count <= 8 ? hasLightAndDark(call, in: file)
                : file.memo("lightDarkPair", scope: call.lParen) { hasLightAndDark(call, in: file) }
            if isPair { return true }
            t = call.lParen
        }
        return false
    }

    /// A call with a non-nil light argument and a non-nil dark one.
    private static func hasLightAndDark(_ call: CallSite, in file: AnalyzedFile) -> Bool {
        var hasLight = false, hasDark = false
        for arg in call.arguments {
            let label = file.label(arg)
            let isNil = arg.first == arg.last && file.is(arg.first, "nil")
            if (label == "light" || label == "any" || label == "lightColor" || label == "anyAppearance") && !isNil { hasLight = true }
            if (label == "dark" || label == "darkColor" || label == "darkAppearance") && !isNil { hasDark = true }
        }
        return hasLight && hasDark
    }

    // MARK: Branches on the appearance

    /// Inside an `if`/`guard`/`switch`/ternary whose condition tests the interface style.
    static func isInAppearanceBranch(_ token: Int, in file: AnalyzedFile) -> Bool {
        let function = file.enclosingFunction(of: token)
        for s in file.scopeChain(of: token) {
            let scope = file.scopes[s]
            guard scope.kind == .block else { continue }
            for condition in conditionRanges(ofBlock: s, in: file) {
                if hasAppearanceEvidence(condition, in: file, function: function) { return true }
            }
            if file.is(Int(scope.introducer), "switch"), isInAppearanceCase(token, switchBlock: s, in: file) { return true }
        }
        return isInAppearanceTernary(token, in: file, function: function)
    }

    /// In a `switch` over a theme or style, the statements of `case .dark:` (or `.light`, `.night`),
    /// and of `default:` when another case names an appearance: each branch supplies one
    /// appearance's colors (ownCloud's `ThemeCollection`, a theme engine's per-style setup).
    static func isInAppearanceCase(_ token: Int, switchBlock s: Int, in file: AnalyzedFile) -> Bool {
        let open = Int(file.scopes[s].open)
        var label: Int?
        var j = token - 1
        while j > open {
            if file.tokens[j].atLineStart, Int(file.parentBracket[j]) == open, file.isAny(j, ["case", "default"]) {
                label = j
                break
            }
            j -= 1
        }
        guard let label else { return false }
        func caseNamesAppearance(_ c: Int) -> Bool {
            var k = c + 1
            while k < file.count, file.kind(k) != .colon, !file.tokens[k].atLineStart || k == c + 1 {
                if file.tokens[k].kind == .identifier, isAppearanceWord(k, in: file) { return true }
                k += 1
            }
            return false
        }
        if file.is(label, "case") { return caseNamesAppearance(label) }
        // `default:` is the other appearance when a sibling case names one.
        let close = Int(file.scopes[s].close)
        for k in (open + 1)..<max(open + 1, close) where file.tokens[k].atLineStart && Int(file.parentBracket[k]) == open && file.is(k, "case") {
            if caseNamesAppearance(k) { return true }
        }
        return false
    }

    /// The condition token ranges that decide whether a block runs: its own `if`/`switch`/`guard`
    /// condition and, for `else` blocks, the conditions of the `if` chain before it.
    static func conditionRanges(ofBlock s: Int, in file: AnalyzedFile) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var introducer = Int(file.scopes[s].introducer)
        var open = Int(file.scopes[s].open)
        for _ in 0..<32 {
            if file.isAny(introducer, ["if", "switch", "while", "guard"]) {
                if introducer + 1 <= open - 1 { ranges.append((introducer + 1)...(open - 1)) }
                if file.is(introducer, "guard") { return ranges }
            } else if file.is(introducer, "else") {
                // `guard cond else {`: the guard's condition.
                if let guardToken = guardKeyword(forElse: introducer, in: file) {
                    if guardToken + 1 <= introducer - 1 { ranges.append((guardToken + 1)...(introducer - 1)) }
                    return ranges
                }
            } else if file.is(introducer, "case") || file.is(introducer, "default") {
                return ranges
            } else {
                return ranges
            }
            // Walk back along `} else if ... {` / `} else {` to the previous branch's block.
            let keyword = file.is(introducer, "if") && file.is(introducer - 1, "else") ? introducer - 1 : introducer
            guard file.is(keyword, "else"), file.kind(keyword - 1) == .rBrace else { return ranges }
            let previousOpen = Int(file.match[keyword - 1])
            guard previousOpen >= 0 else { return ranges }
            let previous = file.scope(of: previousOpen)
            introducer = Int(file.scopes[previous].introducer)
            open = previousOpen
        }
        return ranges
    }

    /// For `else` in `guard ... else {`, the `guard` token.
    static func guardKeyword(forElse elseToken: Int, in file: AnalyzedFile) -> Int? {
        guard file.kind(elseToken - 1) != .rBrace else { return nil }
        return file.scanBack(from: elseToken) { j in file.is(j, "guard") ? j : nil }
    }

    /// Identifiers that show a condition is about the appearance.
    static func hasAppearanceEvidence(_ range: ClosedRange<Int>, in file: AnalyzedFile, function: Int?) -> Bool {
        for j in range where file.tokens[j].kind == .identifier {
            if isAppearanceWord(j, in: file) { return true }
            if let function, isDerivedAppearanceBool(j, in: file, function: function) { return true }
        }
        return false
    }

    /// `userInterfaceStyle`, `colorScheme`, `effectiveAppearance`, `.darkAqua`, or a name that says
    /// dark (`isDark`, `isDarkMode`, `darkMode`, `useDarkTheme`).
    static func isAppearanceWord(_ j: Int, in file: AnalyzedFile) -> Bool {
        if file.isAny(j, appearanceWords) { return true }
        // Any name that says dark (`isDark`, `darkMode`, `useDarkTheme`), or that the choice is made
        // by contrast against a known background (`prefersLightText`, `luminance > threshold`,
        // `brightness`): either way the code already picks a readable color. Byte-level, no String.
        return file.withName(j) { name in
            for word in contrastWords where containsCaseInsensitive(name, word) { return true }
            return false
        }
    }

    static let contrastWords: [[UInt8]] = ["dark", "light", "night", "luminance", "brightness", "contrast"].map { Array($0.utf8) }

    /// Whether `name` contains the lowercase `word` as a whole camel-case or snake-case word,
    /// ASCII case-insensitively: `isDark`, `darkMode`, `DARK_THEME`, `nightTheme` have their word;
    /// `highlightColor` does not contain "light", nor `darkened` "dark".
    static func containsCaseInsensitive(_ name: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard name.count >= word.count else { return false }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        for k in 0...(name.count - word.count) {
            var m = 0
            while m < word.count, name[k + m] | 0x20 == word[m] { m += 1 }
            guard m == word.count else { continue }
            // Starts a word: the name's start, after `_`/a digit, an uppercase letter after a lowercase
            // one, or the same case run (`DARK`).
            let startsWord = k == 0 || !isLower(name[k - 1]) && !isUpper(name[k - 1])
                || (isUpper(name[k]) && isLower(name[k - 1])) || (isUpper(name[k]) && isUpper(name[k - 1]) && isUpper(name[k + 1 < name.count ? k + 1 : k]))
            let end = k + word.count
            let endsWord = end == name.count || !isLower(name[end]) || (isUpper(name[end - 1]) && isLower(name[end]) == false)
            if startsWord && endsWord { return true }
        }
        return false
    }

    static let appearanceWords = NameTable([
        "userInterfaceStyle", "colorScheme", "effectiveAppearance", "darkAqua", "vibrantDark",
        "accessibilityHighContrastDarkAqua", "bestMatch", "isDark", "isLight", "isLightMode",
    ])

    /// A local Bool derived from the appearance in the same function:
    /// `let night = traitCollection.userInterfaceStyle == .dark`.
    static func isDerivedAppearanceBool(_ j: Int, in file: AnalyzedFile, function: Int) -> Bool {
        let name = file.name(j)
        // Asked for every identifier of every condition around every colour: one scan per function
        // and name.
        return file.memo("derives an appearance Bool named \(name)", scope: function) {
            derivesAppearanceBool(named: name, in: file, function: function)
        }
    }

    private static func derivesAppearanceBool(named name: String, in file: AnalyzedFile, function: Int) -> Bool {
        let scope = file.scopes[function]
        var k = Int(scope.open) + 1
        let close = Int(scope.close)
        while k < close {
            if file.is(k, "let") || file.is(k, "var"), file.name(k + 1) == name {
                // The initialiser, up to the end of its line.
                var m = k + 2
                while m < close, !file.tokens[m].atLineStart {
                    if file.tokens[m].kind == .identifier, isAppearanceWord(m, in: file) { return true }
                    m += 1
                }
            }
            k += 1
        }
        return false
    }

    /// `isDark ? UIColor(red: ...) : UIColor(red: ...)`.
    static func isInAppearanceTernary(_ token: Int, in file: AnalyzedFile, function: Int?) -> Bool {
        guard let condition = ternaryCondition(of: token, in: file) else { return false }
        return hasAppearanceEvidence(condition, in: file, function: function)
    }

    /// The condition of the ternary whose branch holds `token`, looking out through calls and arrays.
    static func ternaryCondition(of token: Int, in file: AnalyzedFile) -> ClosedRange<Int>? {
        var j = token - 1
        var level = file.parentBracket[token]
        var steps = 0
        while j >= 0, steps < 400 {
            steps += 1
            let t = file.tokens[j]
            if t.closes, file.match[j] >= 0 { j = Int(file.match[j]) - 1; continue }
            if t.opens || file.parentBracket[j] != level {
                // Step out of a call or array: `Foo(isDark ? a : b)` or `[isDark ? a : b]`.
                guard t.kind == .lParen || t.kind == .lBracket else { return nil }
                level = file.parentBracket[j]
                j -= 1
                continue
            }
            if t.kind == .semicolon || t.kind == .lBrace { return nil }
            if t.kind == .op, t.spaceBefore, file.is(j, "?") {
                let start = conditionStart(ofTernary: j, from: ColorSlot.expressionStart(before: j, in: file), in: file)
                return start <= j - 1 ? start...(j - 1) : nil
            }
            if t.kind == .op, file.is(j, "=") { return nil }
            if t.atLineStart, t.kind == .identifier, ColorSlot.isStatementKeyword(j, in: file) { return nil }
            j -= 1
        }
        return nil
    }

    /// Where the condition of the ternary at `question` starts, no earlier than `start`: after the
    /// `?` of an enclosing ternary (`a ? b ? c : d : e`, where `c`'s condition is `b`) and after
    /// the end of a previous expression juxtaposed on the line (`.extraLight pact ? …` in broken
    /// code), so the branch values of one ternary are never read as the condition of the next.
    private static func conditionStart(ofTernary question: Int, from start: Int, in file: AnalyzedFile) -> Int {
        var m = question - 1
        while m > start {
            let t = file.tokens[m]
            if t.kind == .op, t.spaceBefore, file.is(m, "?") { return m + 1 }
            let previous = file.tokens[m - 1]
            if t.kind == .identifier, !t.atLineStart, previous.kind == .identifier || previous.kind == .number || previous.kind == .string,
               !file.isAny(m - 1, juxtaposingKeywords), !file.isAny(m, juxtaposingKeywords) {
                return m
            }
            m -= 1
        }
        return start
    }

    /// Words that stand before or after an expression without an operator: `try x`, `x as T`.
    private static let juxtaposingKeywords = NameTable(["try", "await", "as", "is", "in", "return", "some", "any", "inout", "let", "var", "case", "if", "where", "throw", "consume", "copy", "borrowing"])

    // MARK: Names and selection state

    /// `lightModeFillColor`, `darkModeBorderColor`, `onMyMacLogDarkColor`: a value picked for one
    /// appearance by hand, used where the other appearance gets its own.
    /// A per-theme variant: the colour is an argument of the value bound to a name for one appearance
    /// (`static let dark = Palette(background: ...)`, `let nightTheme = Theme(...)`) or of a dictionary
    /// entry keyed by one (`[.dark: Palette(...), .light: ...]`).
    static func isInAppearanceVariant(_ token: Int, in file: AnalyzedFile) -> Bool {
        var t = token
        for _ in 0..<6 {
            let opener = Int(file.parentBracket[t])
            guard opener >= 0, file.kind(opener) == .lParen || file.kind(opener) == .lBracket else { break }
            t = file.kind(opener) == .lParen ? ContentColor.chainStart(ofCall: opener, in: file) : opener
            // `[.dark: ...]`: the key of the entry the colour is in.
            if file.kind(opener) == .lBracket, let key = dictionaryKey(of: token, in: opener, file), isAppearanceWord(key, in: file) { return true }
        }
        let slot = ColorSlot.of(t, in: file)
        guard slot.kind == .assignment, slot.isDeclaration else { return false }
        return ["dark", "light", "night", "day"].contains { word in
            slot.name.utf8.withContiguousStorageIfAvailable { containsCaseInsensitive($0, Array(word.utf8)) } ?? false
        }
    }

    /// The key token (`dark` in `.dark:`) of the dictionary entry of `[`-literal `open` holding `token`.
    private static func dictionaryKey(of token: Int, in open: Int, _ file: AnalyzedFile) -> Int? {
        var j = token
        while j > open {
            if Int(file.parentBracket[j]) == open, file.kind(j) == .colon { return j - 1 }
            if Int(file.parentBracket[j]) == open, file.kind(j) == .comma { return nil }
            j -= 1
        }
        return nil
    }

    static func namesAnAppearance(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        let n = name.lowercased()
        let words: [StaticString] = ["darkmode", "lightmode", "darkappearance", "lightappearance", "darktheme", "lighttheme",
                                     "darkscheme", "lightscheme", "darkcolor", "lightcolor", "fordark", "forlight",
                                     "darkvariant", "lightvariant", "nightmode", "daymode"]
        for word in words where n.containsBytes(word) { return true }
        return n.hasPrefix("dark") && !n.hasPrefix("darkgray") && !n.hasPrefix("darkgrey") && !n.hasPrefix("darktext")
    }

    /// Inside a type named for one appearance (`IceCubeDark`, `DarkTheme`, `LightPalette`): a theme
    /// system's palette for that appearance, picked at run time by the app's own appearance logic.
    /// Or in a type that conforms to the same protocol of the app as one named so (`DefaultTheme:
    /// Theme` beside `DarkTheme: Theme`): the other themes of that theme system.
    static func isInAppearanceSpecificType(_ token: Int, in file: AnalyzedFile, _ index: (any ProjectQuestions)? = nil) -> Bool {
        for s in file.scopeChain(of: token) where file.scopes[s].kind == .type {
            if typeNameNamesOneAppearance(file.scopes[s].name) { return true }
            if let index, index.mayHaveAppearancePaletteProtocols,
               file.scopes[s].inherits.contains(where: { index.isAppearancePaletteProtocol(NameID($0)) }) { return true }
        }
        return false
    }

    /// `IceCubeDark`, `DarkTheme`, `LightPalette`: a type name that begins or ends with an appearance.
    private static let oneAppearanceWords = ["dark", "light", "night"].map { Array($0.utf8) }

    static func typeNameNamesOneAppearance(_ name: String) -> Bool {
        // Called for every type of the run: rule out, without allocating, names with none of the words.
        var copy = name
        let mentions = copy.withUTF8 { bytes in oneAppearanceWords.contains { containsCaseInsensitive(bytes, $0) } }
        guard mentions else { return false }
        let words = camelWords(name)
        guard words.count > 1, let first = words.first, let last = words.last else { return false }
        let appearanceWords: Set<String> = ["dark", "light", "night"]
        return appearanceWords.contains(first) || appearanceWords.contains(last)
    }

    /// `IceCubeNeonDark` -> ["ice", "cube", "neon", "dark"].
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for ch in name {
            if ch.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current.lowercased())
                current = ""
            }
            if ch == "_" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Inside a branch or ternary on selection state (`isSelected`, `isHighlighted`, `backgroundStyle`,
    /// `isEmphasized`, `active`): white content on a selection is right in both appearances.
    static func isInSelectionBranch(_ token: Int, in file: AnalyzedFile) -> Bool {
        let test: (Int) -> Bool = { j in
            let n = file.name(j).lowercased()
            return n.containsBytes("selected") || n.containsBytes("highlight") || n.containsBytes("emphasi") || n.containsBytes("active")
                || n == "backgroundstyle" || n.containsBytes("focused") || n == "state" || n.containsBytes("hover")
        }
        for s in file.scopeChain(of: token) where file.scopes[s].kind == .block {
            for condition in conditionRanges(ofBlock: s, in: file) {
                if condition.contains(where: { file.tokens[$0].kind == .identifier && test($0) }) { return true }
            }
        }
        return ternaryCondition(of: token, in: file).map { $0.contains(where: { file.tokens[$0].kind == .identifier && test($0) }) } ?? false
    }

    // MARK: Before Dark Mode

    /// The `else` of `if #available(iOS 13.0, *)`, the `else` of `guard #available(...)`, and the
    /// body of `if #unavailable(iOS 13.0)`: code that only runs where there is no Dark Mode.
    static func isBeforeDarkMode(_ token: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: token) where file.scopes[s].kind == .block {
            let introducer = Int(file.scopes[s].introducer)
            let open = Int(file.scopes[s].open)
            if file.is(introducer, "if"), containsPound(introducer + 1, open - 1, "#unavailable", in: file) { return true }
            if file.is(introducer, "else") {
                if let g = guardKeyword(forElse: introducer, in: file) {
                    if containsPound(g + 1, introducer - 1, "#available", in: file) { return true }
                } else if file.kind(introducer - 1) == .rBrace {
                    // `} else {` directly after the `if #available` branch.
                    let previousOpen = Int(file.match[introducer - 1])
                    if previousOpen >= 0 {
                        let prev = file.scopes[file.scope(of: previousOpen)]
                        let prevIntro = Int(prev.introducer)
                        if file.is(prevIntro, "if"), containsPound(prevIntro + 1, previousOpen - 1, "#available", in: file) {
                            return true
                        }
                    }
                }
            }
        }
        return isAfterReturningAvailabilityCheck(token, in: file)
    }

    /// `if #available(iOS 13.0, *) { return .label }` and then `return .black`: what follows an
    /// availability branch that returns runs only where the branch's API is missing (within the
    /// same block, looking back past other statements and `#if`/`#endif`).
    private static func isAfterReturningAvailabilityCheck(_ token: Int, in file: AnalyzedFile) -> Bool {
        var j = token - 1
        var steps = 0
        while j >= 0, steps < 256 {
            steps += 1
            switch file.kind(j) {
            case .lBrace?, .lParen?, .lBracket?:
                // The start of the block (or bracket) the token is in: nothing before it in this block.
                if file.kind(j) == .lBrace { return false }
            case .rParen?, .rBracket?:
                if file.match[j] >= 0 { j = Int(file.match[j]) }
            case .rBrace?:
                guard file.match[j] >= 0 else { return false }
                let open = Int(file.match[j])
                let block = file.scope(of: open)
                let introducer = Int(file.scopes[block].introducer)
                if file.scopes[block].kind == .block, file.is(introducer, "if"), containsPound(introducer + 1, open - 1, "#available", in: file),
                   (open..<j).contains(where: { file.is($0, "return") && file.scope(of: $0) == block }) { return true }
                j = file.scopes[block].kind == .block ? introducer : open
            default:
                break
            }
            j -= 1
        }
        return false
    }

    private static func containsPound(_ from: Int, _ to: Int, _ name: StaticString, in file: AnalyzedFile) -> Bool {
        guard from <= to else { return false }
        for j in from...to where file.tokens[j].kind == .pound && file.is(j, name) { return true }
        return false
    }
}

import Foundation
