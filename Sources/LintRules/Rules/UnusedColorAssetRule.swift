/// `unused_color_asset` (opt-in): a color set that nothing in the run uses.
public struct UnusedColorAssetRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused_color_asset",
        name: "Unused color asset",
        summary: "A color set no source, Interface Builder file or generated accessor references.",
        rationale: """
        A palette migrated to asset colors accumulates sets nobody uses. A set counts as used when a \
        string literal names it (`UIColor(named:)`, `Color(\"X\")`, a constant), an Interface Builder file \
        names it, or its generated accessor appears (`Color(.brandPrimary)`, `UIColor(resource: \
        .brandPrimary)` from Xcode 15's generated symbols, `R.color.brandPrimary` of R.swift, \
        `Asset.Colors.brandPrimary` of SwiftGen). Opt-in (`--enable unused_color_asset`): lint the whole \
        app at once, or every set used only elsewhere looks unused.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("""
            ↓{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" } ] }
            """, message: "No source, Interface Builder file or generated accessor uses the color set `Leftover`; remove it if it is no longer needed",
                    otherFiles: ["let c = UIColor(named: \"Used\")"], fileName: "Assets.xcassets/Leftover.colorset/Contents.json"),
        ],
        nonTriggering: [
            Example(ColorsetFixtures.adaptive, otherFiles: ["let c = UIColor(named: \"Brand Primary\")"],
                    fileName: "Assets.xcassets/Brand Primary.colorset/Contents.json"),
            Example(ColorsetFixtures.adaptive, otherFiles: ["Text(\"x\").foregroundColor(Color(.brandPrimary))"],
                    fileName: "Assets.xcassets/Brand Primary.colorset/Contents.json"),
            Example(ColorsetFixtures.adaptive, otherFiles: ["let c = R.color.accent()"],
                    fileName: "Assets.xcassets/Accent.colorset/Contents.json"),
        ],
        isOptIn: true
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {}

    /// Whether anything in the run uses the asset `name`.
    static func isUsed(_ name: String, _ index: ProjectIndex) -> Bool {
        if index.referencedAssetNames.contains(name) { return true }
        let last = String(name.split(separator: "/").last ?? "")
        return index.referencedAssetNames.contains(last) || index.memberNames.contains(NameID(ColorAssetReferences.generatedSymbol(last)))
    }
}
