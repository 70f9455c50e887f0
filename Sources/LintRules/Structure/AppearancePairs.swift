/// Colours the code picks per appearance: the arguments of a light/dark pair (`UIColor(light: .bone,
/// dark: .midnight)`, or a call handed the appearance and two colours or more: zashi-ios's
/// `Design.col(Asset.Colors.ZDesign.Base.bone.color, Asset.Colors.ZDesign.Base.midnight.color, colorScheme)`)
/// and the branches of a ternary on it (`colorScheme == .dark ? .midnight : .bone`).
///
/// A colour set used that way is a primitive of a design system whose pairs do the adapting: a Dark
/// variant of its own would change every pair that picks it for Dark Mode, so "add a Dark
/// appearance" is wrong advice for it (`ColorSetRisk`). Gathered per file in the first pass as the
/// names uses are keyed by (`ColorUseCollector.referencedNameID`).
enum AppearancePairs {
    static func colorNames(in file: AnalyzedFile) -> [NameID] {
        var names: [NameID] = []
        func note(_ start: Int) {
            guard start < file.count else { return }
            if let asset = ColorUseCollector.assetName(from: start, in: file) {
                names.append(NameID(asset))
            } else if let token = ColorUseCollector.referencedName(from: start, in: file),
                      !ColorUseCollector.isToolkitFixedColor(token, in: file) {
                names.append(file.nameID(token))
            }
        }
        // Calls: a `light:`/`dark:` label or the appearance itself as an argument leads to them.
        // Each call is taken once: a call with thousands of `dark:` labels stays linear.
        var calls = Set<Int>()
        for j in file.tokens(namedAny: pairWords) where file.isAny(j, pairWords) {
            guard let (call, index) = file.enclosingCall(of: j), !calls.contains(call.lParen) else { continue }
            let argument = call.arguments[index]
            let isLabel = argument.label == j
            let isAppearanceArgument = !isLabel && argument.first == j && argument.last == j && file.isAny(j, appearanceWords)
            guard isLabel && file.isAny(j, darkLabels) && AppearanceGuards.isInLightDarkPair(j, in: file)
                    || isAppearanceArgument && call.arguments.count >= 3 else { continue }
            calls.insert(call.lParen)
            for (k, other) in call.arguments.enumerated() where k != index && other.first <= other.last {
                if isLabel, let label = other.label, !file.isAny(label, lightLabels) { continue }
                note(other.first)
            }
        }
        // Ternaries on the appearance: both branches.
        for q in 1..<max(file.count, 1) where file.tokens[q].kind == .op && file.tokens[q].spaceBefore && file.is(q, "?") {
            let first = q + 1
            guard first < file.count, file.kind(first) == .identifier || file.kind(first) == .dot else { continue }
            let end = file.postfixEnd(from: first)
            guard file.kind(end + 1) == .colon, end + 2 < file.count,
                  AppearanceGuards.isInAppearanceTernary(first, in: file, function: file.enclosingFunction(of: q)) else { continue }
            note(first)
            note(end + 2)
        }
        return names
    }

    private static let darkLabels = NameTable(["dark", "darkColor", "darkAppearance"])
    private static let lightLabels = NameTable(["light", "any", "lightColor", "anyAppearance", "dark", "darkColor", "darkAppearance"])
    private static let appearanceWords = NameTable(["colorScheme", "userInterfaceStyle", "traitCollection", "effectiveAppearance", "isDark"])
    private static let pairWords = NameTable(["dark", "darkColor", "darkAppearance", "colorScheme", "userInterfaceStyle", "traitCollection",
                                              "effectiveAppearance", "isDark"])
}
