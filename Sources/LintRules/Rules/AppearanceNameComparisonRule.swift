/// `appearance_name_comparison`: telling dark from light by comparing an `NSAppearance`'s name.
public struct AppearanceNameComparisonRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "appearance_name_comparison",
        name: "Appearance compared by name",
        summary: "Testing for Dark Mode with `appearance.name == .darkAqua` (or `.aqua`), which misses the vibrant and high-contrast appearances.",
        rationale: """
        macOS has more appearances than two: with Increase Contrast on, a window's appearance is \\
        `accessibilityHighContrastDarkAqua`, and a sidebar or a menu is `vibrantDark`. Comparing the \\
        name with `.darkAqua` takes all of those for light, so the code draws light colours on a dark \\
        window exactly for the people who asked for more contrast. Ask which of the two families the \\
        appearance belongs to: `appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua`.
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("let isDark = NSApp.effectiveAppearance.↓name == .darkAqua",
                    message: "Comparing an appearance's name with `.darkAqua` misses the high-contrast and vibrant dark appearances (`accessibilityHighContrastDarkAqua`, `vibrantDark`); use `effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua`"),
            Example("if appearance.↓name == NSAppearance.Name.darkAqua { color = .white }"),
            Example("let light = effectiveAppearance.↓name == .aqua",
                    message: "Comparing an appearance's name with `.aqua` misses the high-contrast and vibrant light appearances (`accessibilityHighContrastAqua`, `vibrantLight`), which it takes for dark; use `effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .aqua`"),
            Example("if view.effectiveAppearance.↓name != .darkAqua { draw() }"),
        ],
        nonTriggering: [
            Example("let isDark = NSApp.effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua"),
            Example("let isDark = traitCollection.userInterfaceStyle == .dark"),
            Example("if theme.name == .darkAqua { }"),
            Example("if font.name == \"Menlo\" { }"),
            Example("// if appearance.name == .darkAqua { }"),
            Example("switch appearance.bestMatch(from: [.aqua, .darkAqua]) { case .darkAqua?: break; default: break }"),
        ]
    )

    private static let name = NameID("name")

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        for i in file.tokens(named: Self.name) where i >= 2 && i < file.count - 2 {
            guard file.kind(i - 1) == .dot,
                  file.isOp(i + 1, "==") || file.isOp(i + 1, "!="), namesAppearance(i - 2, file),
                  let member = comparedName(from: i + 2, file) else { continue }
            let receiver = file.name(i - 2)
            // `.aqua` misses the light variants (and takes them for dark); `.darkAqua` the dark ones.
            let missed = member == "aqua" ? "light appearances (`accessibilityHighContrastAqua`, `vibrantLight`), which it takes for dark"
                : "dark appearances (`accessibilityHighContrastDarkAqua`, `vibrantDark`)"
            let target = member == "aqua" ? "aqua" : "darkAqua"
            findings.append(finding(ByteRange(start: file.tokens[i].start, end: file.tokens[i].end),
                "Comparing an appearance's name with `.\(member)` misses the high-contrast and vibrant \(missed); use `\(receiver).bestMatch(from: [.aqua, .darkAqua]) == .\(target)`"))
        }
    }

    /// The receiver is an appearance: `appearance`, `effectiveAppearance`, `NSAppearance.current(DrawingAppearance)`.
    private func namesAppearance(_ j: Int, _ file: AnalyzedFile) -> Bool {
        guard file.kind(j) == .identifier else { return false }
        return file.withName(j) { AppearanceGuards.containsCaseInsensitive($0, Self.appearanceWord) }
    }

    private static let appearanceWord = Array("appearance".utf8)

    /// `.darkAqua`, `.aqua`, `NSAppearance.Name.darkAqua` after the operator.
    private func comparedName(from j: Int, _ file: AnalyzedFile) -> String? {
        var k = j
        if file.is(k, "NSAppearance"), file.kind(k + 1) == .dot, file.is(k + 2, "Name") { k += 3 }
        guard file.kind(k) == .dot, file.kind(k + 1) == .identifier, file.isAny(k + 1, ["darkAqua", "aqua"]) else { return nil }
        return file.name(k + 1)
    }
}
