/// `colorset_low_contrast` (opt-in): text colors below the HIG's 7:1 contrast in either appearance.
public struct ColorsetLowContrastRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "colorset_low_contrast",
        name: "Low-contrast text color set",
        summary: "A text color set (`Text`, `Label`, `Foreground`, `Title` in its name) below 7:1 against the system background.",
        rationale: """
        The HIG asks custom text colors for a contrast ratio of at least 7:1, especially for small text. \
        This rule computes the WCAG contrast of each text color set against the system background of \
        the same appearance (white in Light, black in Dark). Opt-in (`--enable colorset_low_contrast`): \
        large titles and secondary text may deliberately use less.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("""
            {
              ↓"colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.600", "green" : "0.600", "red" : "0.600" } }, "idiom" : "universal" },
                { ↓"appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.300", "green" : "0.300", "red" : "0.300" } }, "idiom" : "universal" }
              ]
            }
            """, messages: [
                "The text color `TextSecondary` has a contrast of 2.8:1 against the system background in Light Mode; the HIG asks 7:1 for custom text colors",
                "The text color `TextSecondary` has a contrast of 2.5:1 against the system background in Dark Mode; the HIG asks 7:1 for custom text colors",
            ], fileName: "Assets.xcassets/TextSecondary.colorset/Contents.json"),
        ],
        nonTriggering: [
            Example("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.100", "green" : "0.100", "red" : "0.100" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.950", "green" : "0.950", "red" : "0.950" } }, "idiom" : "universal" }
              ]
            }
            """, fileName: "Assets.xcassets/TextPrimary.colorset/Contents.json"),
            Example("""
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.600", "green" : "0.600", "red" : "0.600" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.300", "green" : "0.300", "red" : "0.300" } }, "idiom" : "universal" } ] }
            """, fileName: "Assets.xcassets/CardBackground.colorset/Contents.json"),
        ],
        isOptIn: true
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {}
}
