/// Screens that force one appearance (`overrideUserInterfaceStyle = .light` in a view controller or
/// on its navigation controller, a SwiftUI view with `.preferredColorScheme(.dark)` or
/// `.environment(\\.colorScheme, .dark)`, an AppKit view with a fixed `appearance`): their colours are
/// chosen for that appearance and never meet the other one, so a fixed colour there is no Dark Mode
/// problem. The forcing itself is the decision to review (`appearance_opt_out`), once.
///
/// A screen forced into Light counts like one forced into Dark (a brand onboarding flow, a document
/// canvas). Forcing on the window or the app does not: kept Light, that is an app before its
/// migration, whose colours are exactly what the migration has to fix; and an app-wide forcing is
/// usually the user's in-app appearance setting. A forcing chosen by a branch (`isDark ? .dark :
/// .light`) follows a setting too, so both appearances still happen.
///
/// The run-wide index extends this to the screens a forced one shows: a type constructed only in
/// forced types (pushed on the forced navigation controller, presented from it, a view in its XIB)
/// is forced too (`ForcedContext`).
enum ForcedAppearance {
    /// Whether a type enclosing token `i` forces an appearance anywhere in its body, or is only ever
    /// shown inside one that does, or `i` is in a function only ever called from such types.
    static func isForced(_ i: Int, in file: AnalyzedFile, _ index: any ProjectQuestions) -> Bool {
        for s in file.scopeChain(of: i) {
            let scope = file.scopes[s]
            if scope.kind == .function, index.isOnlyCalledInForcedContext(scope.name) { return true }
            guard scope.kind == .type else { continue }
            if index.isForcedContext(type: scope.name) { return true }
            if file.memo("forces an appearance", scope: s, { forces(from: Int(scope.open), to: Int(scope.close), in: file) }) { return true }
        }
        return false
    }

    /// What a file forces, from one scan of its forcing names: the types that force an appearance on
    /// a screen (for Interface Builder scenes owned by them), and whether it keeps the whole app Dark,
    /// unconditionally (`NSApplication.shared.appearance = NSAppearance(named: .darkAqua)` at launch,
    /// the key window's `overrideUserInterfaceStyle = .dark`, `.preferredColorScheme(.dark)` on a
    /// `WindowGroup`). Such an app never shows Light (like a target whose `Info.plist` says
    /// `UIUserInterfaceStyle` Dark): nothing in it can look wrong in Dark Mode. A forcing chosen by a
    /// branch is a setting, and one to Light is an app before its migration.
    /// `wholeAppLight`: the window or app kept Light without a condition, an opt-out like
    /// `UIUserInterfaceStyle` = `Light` in the `Info.plist` (see `LintContext.showsOneAppearance`).
    static func forcings(in file: AnalyzedFile) -> (types: [String], wholeAppDark: Bool, wholeAppLight: Bool) {
        var types: [String] = []
        var wholeAppDark = false, wholeAppLight = false
        for j in file.tokens(namedAny: forcingNames) where file.isAny(j, forcingNames) {
            if counts(j, in: file), let t = file.enclosingType(of: j) { types.append(file.scopes[t].name) }
            switch wholeAppAppearance(j, in: file) {
            case .dark?: wholeAppDark = true
            case .light?: wholeAppLight = true
            case nil: break
            }
        }
        return (types, wholeAppDark, wholeAppLight)
    }

    private static let forcingNames = NameTable(["overrideUserInterfaceStyle", "preferredColorScheme", "colorScheme", "appearance"])

    private enum Appearance { case light, dark }

    /// The appearance the forcing at `j` keeps the whole app in, unconditionally.
    /// Quiets the whole run: so read strictly, an availability check counting as a branch (OpenEmu's
    /// `OEAlertTest` app forces Dark behind `if #available(OSX 10.14, *)`, and is not OpenEmu).
    private static func wholeAppAppearance(_ j: Int, in file: AnalyzedFile) -> Appearance? {
        guard isAppWide(j, in: file), !AppearanceOptOutRule.isChosenByBranch(j, in: j...j, file, availabilityIsABranch: true),
              !PreviewCode.contains(j, in: file),
              let value = forcedValue(at: j, in: file), let member = fixedAppearance(value.first, value.last, in: file) else { return nil }
        if file.isAny(member, darkAppearances) { return .dark }
        return file.isAny(member, lightAppearances) ? .light : nil
    }

    private static let darkAppearances = NameTable(["dark", "darkAqua", "vibrantDark", "accessibilityHighContrastDarkAqua",
                                                    "accessibilityHighContrastVibrantDark"])
    private static let lightAppearances = NameTable(["light", "aqua", "vibrantLight", "accessibilityHighContrastAqua",
                                                     "accessibilityHighContrastVibrantLight"])

    private static func forces(from open: Int, to close: Int, in file: AnalyzedFile) -> Bool {
        var j = max(open, 0)
        let end = min(close, file.count - 1)
        while j < end {
            if file.tokens[j].kind == .identifier, file.isAny(j, forcingNames), counts(j, in: file) { return true }
            j += 1
        }
        return false
    }

    /// A forcing at `j` that fixes the appearance of a screen: not on the window or the app (an app
    /// before its migration, or a setting applied app-wide), not chosen by a branch (a setting), not
    /// in preview code; or any forcing explained by a comment.
    private static func counts(_ j: Int, in file: AnalyzedFile) -> Bool {
        guard isForcing(j, in: file) else { return false }
        if isDocumentedDecision(j, in: file) { return true }
        return !isAppWide(j, in: file) && !AppearanceOptOutRule.isChosenByBranch(j, in: j...j, file) && !PreviewCode.contains(j, in: file)
    }

    /// The forcing at `j` applies to a window or the whole app: `window?.overrideUserInterfaceStyle`,
    /// `NSApp.appearance`, `UIApplication.shared.windows.forEach { $0.overrideUserInterfaceStyle = … }`,
    /// a `.preferredColorScheme` written in an `App`'s or `Scene`'s body or a `WindowGroup`.
    static func isAppWide(_ j: Int, in file: AnalyzedFile) -> Bool {
        var k = j - 1
        var steps = 0
        while k >= 0, steps < 12, file.kind(k) == .dot || file.kind(k) == .identifier || file.kind(k) == .op && file.is(k, "?")
            || file.kind(k) == .op && file.is(k, "!") || file.kind(k) == .rParen {
            if file.kind(k) == .rParen { k = Int(file.match[k]); if k <= 0 { break } }
            if file.kind(k) == .identifier, file.isAny(k, appWideReceivers) { return true }
            if file.tokens[k].atLineStart { break }
            k -= 1
            steps += 1
        }
        // `override var overrideUserInterfaceStyle: UIUserInterfaceStyle { .light }` in a window.
        if file.is(j, "overrideUserInterfaceStyle"), file.kind(j + 1) == .colon, let type = file.enclosingType(of: j) {
            return file.scopes[type].inherits.contains { $0 == "UIWindow" || $0 == "NSWindow" }
        }
        if file.isAny(j, swiftUIForcings) {
            for s in file.scopeChain(of: j) {
                let scope = file.scopes[s]
                if scope.kind == .type { return scope.inherits.contains { $0 == "App" || $0 == "Scene" } }
                if scope.kind == .closure, scope.introducer >= 0, file.isAny(Int(scope.introducer), sceneBuilders) { return true }
            }
        }
        return false
    }

    private static let appWideReceivers = NameTable(["window", "windows", "keyWindow", "NSApp", "NSApplication", "UIApplication", "mainWindow"])
    private static let swiftUIForcings = NameTable(["preferredColorScheme", "colorScheme", "environment"])
    private static let sceneBuilders = NameTable(["WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra"])

    /// A comment on the forcing line (or above) that explains it, or disables `appearance_opt_out` there.
    private static func isDocumentedDecision(_ j: Int, in file: AnalyzedFile) -> Bool {
        DocumentedDecision.isDocumented(j, in: file)
    }

    /// `overrideUserInterfaceStyle = .dark`, `.preferredColorScheme(.dark)`, `.colorScheme(.light)`,
    /// `.environment(\.colorScheme, .dark)`, `appearance = NSAppearance(named: .darkAqua)`, a getter
    /// override `var overrideUserInterfaceStyle: UIUserInterfaceStyle { .dark }`, or any of those
    /// through a constant (`.preferredColorScheme(scheme)` with `let scheme = ColorScheme.light`).
    private static func isForcing(_ j: Int, in file: AnalyzedFile) -> Bool {
        guard let value = forcedValue(at: j, in: file) else { return false }
        return fixedAppearance(value.first, value.last, in: file) != nil
    }

    /// The value expression the forcing name at `j` is given: after `=`, the single argument of
    /// `preferredColorScheme(_:)`/`colorScheme(_:)`, the value after `\.colorScheme,`, or a getter's body.
    static func forcedValue(at j: Int, in file: AnalyzedFile) -> (first: Int, last: Int)? {
        if file.isOp(j + 1, "=") {
            guard j + 2 < file.count else { return nil }
            let last = file.postfixEnd(from: j + 2)
            // The whole right-hand side: `x = isDark ? .dark : .light` is a branch, not a value.
            let next = last + 1
            guard next >= file.count || file.tokens[next].atLineStart || [.semicolon, .rBrace, .rParen].contains(file.kind(next))
                    || file.isOp(next, "!") else { return nil }
            return (j + 2, file.isOp(next, "!") ? next : last)
        }
        if file.kind(j + 1) == .lParen, file.isAny(j, ["preferredColorScheme", "colorScheme"]), let call = file.call(at: j + 1),
           call.arguments.count == 1, call.arguments[0].label == nil {
            return (call.arguments[0].first, call.arguments[0].last)
        }
        if file.is(j, "colorScheme"), file.kind(j + 1) == .comma, let (call, index) = file.enclosingCall(of: j), index == 0,
           call.arguments.count == 2 {
            return (call.arguments[1].first, call.arguments[1].last)
        }
        if file.is(j, "overrideUserInterfaceStyle"), file.kind(j + 1) == .colon, file.is(j - 1, "var") {
            return ConstantValue.declaredValue(ofDeclarationAt: j, in: file)
        }
        return nil
    }

    /// The member token (`light`, `darkAqua`) of the fixed appearance the expression `[first, last]`
    /// stands for: `.light`, `UIUserInterfaceStyle.dark`, `ColorScheme.light`,
    /// `NSAppearance(named: .aqua)`, or a constant that is one of those (`scheme`, `lightAppearance()`).
    static func fixedAppearance(_ first: Int, _ last: Int, in file: AnalyzedFile, depth: Int = 0) -> Int? {
        guard first >= 0, last >= first, last < file.count else { return nil }
        let last = file.isOp(last, "!") ? last - 1 : last
        if file.kind(last) == .identifier, file.kind(last - 1) == .dot, file.isAny(last, styleNames) {
            if last - 1 == first { return last }
            // `UIUserInterfaceStyle.light`, `NSAppearance.Name.aqua`: a path of type names.
            if let use = MemberUse.at(last, in: file), use.start == first, !use.typePath.isEmpty { return last }
            return nil
        }
        if file.is(first, "NSAppearance"), file.kind(first + 1) == .lParen, Int(file.match[first + 1]) == last,
           let call = file.call(at: first + 1), call.arguments.count == 1, file.label(call.arguments[0]) == "named" {
            return fixedAppearance(call.arguments[0].first, call.arguments[0].last, in: file, depth: depth)
        }
        guard depth < 3 else { return nil }
        var name = last
        if file.kind(last) == .rParen, file.match[last] == Int32(last - 1) { name = last - 2 }   // `lightAppearance()`
        guard file.kind(name) == .identifier,
              name == first || file.kind(name - 1) == .dot && name - 2 == first && file.isAny(first, ["self", "Self"]),
              let value = ConstantValue.value(ofNameAt: name, in: file) else { return nil }
        return fixedAppearance(value.first, value.last, in: file, depth: depth + 1)
    }

    private static let styleNames = NameTable(["light", "dark", "aqua", "darkAqua", "vibrantLight", "vibrantDark",
        "accessibilityHighContrastAqua", "accessibilityHighContrastDarkAqua"])
}

/// Platforms and targets that are always dark: watchOS (its interface is dark, and it has no
/// light appearance), files that import WatchKit or ClockKit, code under `#if os(watchOS)`, and code
/// under `#if os(tvOS)` when the run's tvOS target forces Dark in its `Info.plist`.
enum PlatformContext {
    static func isAlwaysDark(_ i: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        if file.imports.contains("WatchKit") || file.imports.contains("ClockKit") || isWatchPath(file.source.path) { return true }
        guard let condition = enclosingIfCondition(of: i, in: file) else { return false }
        if condition.contains("os(watchOS)") { return true }
        return condition.contains("os(tvOS)") && context.index.forcesAppearance(inTargetNamed: "tvos")
    }

    /// The text of the innermost `#if` whose first branch holds token `i` (nil when none, or when
    /// `i` is in an `#else`/`#elseif` branch). The file's `#if` blocks are found once.
    static func enclosingIfCondition(of i: Int, in file: AnalyzedFile) -> String? {
        if file.facts.ifRegions == nil { file.facts.ifRegions = ifRegions(in: file) }
        var best: (first: Int, last: Int, condition: String)?
        for region in file.facts.ifRegions ?? [] where region.first < i && i < region.last {
            if best.map({ region.first > $0.first }) ?? true { best = region }
        }
        return best?.condition
    }

    /// Whether token `i` is in the first branch of an `#if DEBUG` (at any depth): code release builds
    /// do not compile.
    static func isDebugOnly(_ i: Int, in file: AnalyzedFile) -> Bool {
        if file.facts.ifRegions == nil { file.facts.ifRegions = ifRegions(in: file) }
        return (file.facts.ifRegions ?? []).contains { $0.first < i && i < $0.last && $0.condition == "DEBUG" }
    }

    /// Every `#if`'s first branch: from the `#if` to its `#else`/`#elseif`/`#endif`.
    private static func ifRegions(in file: AnalyzedFile) -> [(first: Int, last: Int, condition: String)] {
        var regions: [(first: Int, last: Int, condition: String)] = []
        var open: [(token: Int, condition: String, closed: Bool)] = []
        for j in 0..<file.count where file.tokens[j].kind == .directive {
            if file.is(j, "#if") {
                var k = j + 1
                var text = ""
                while k < file.count, !file.tokens[k].atLineStart { text += file.name(k); k += 1 }
                open.append((j, text, false))
            } else if file.is(j, "#endif") {
                guard let top = open.popLast() else { continue }
                if !top.closed { regions.append((top.token, j, top.condition)) }
            } else if var top = open.popLast() {   // `#else` / `#elseif`: the first branch ends here
                if !top.closed { regions.append((top.token, j, top.condition)) }
                top.closed = true
                open.append(top)
            }
        }
        for top in open where !top.closed { regions.append((top.token, file.count, top.condition)) }
        return regions
    }

    /// A folder named for a watch target: `MyApp Watch Extension`, `WatchApp`, `Watch`,
    /// `xDrip Watch App`, `Pocket Casts Watch App`, `ClendarWatchApp`.
    static func isWatchPath(_ path: String) -> Bool {
        // Asked for every colour that could be reported: most paths have no "watch" at all.
        guard mentionsWatch(path) else { return false }
        return path.split(separator: "/").dropLast().contains { folder in
            let lower = folder.lowercased()
            return lower.hasPrefix("watch") || lower.hasSuffix("watch") || lower.contains("watchkit") || lower.contains("watchos")
                || lower.split(whereSeparator: { !$0.isLetter }).contains("watch")
                || AppearanceGuards.camelWords(String(folder)).contains { $0.lowercased() == "watch" }   // `ClendarWatchApp`
        }
    }

    /// "watch" anywhere in `path`, in any case (`WatchApp`, `watchkitapp`, `Clendar WATCH`).
    private static func mentionsWatch(_ path: String) -> Bool {
        let word = watchWord
        var matched = 0
        for byte in path.utf8 {
            if byte | 0x20 == word[matched] {
                matched += 1
                if matched == word.count { return true }
            } else {
                matched = byte | 0x20 == word[0] ? 1 : 0
            }
        }
        return false
    }

    private static let watchWord = Array("watch".utf8)
}
