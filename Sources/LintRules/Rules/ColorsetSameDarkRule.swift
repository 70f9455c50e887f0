/// `colorset_same_dark`: a color set whose Dark appearance repeats the light one.
public struct ColorsetSameDarkRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "colorset_same_dark",
        name: "Dark appearance same as light",
        summary: "A color set whose Dark variant has exactly the Any variant's components.",
        rationale: """
        Adding a Dark appearance in Xcode copies the Any color into it; a set whose Dark variant was \
        never edited looks adapted in the catalog and is fixed in the app. Give it a dark value, or \
        remove the variant and list the set in `--allow-assets` if it is meant not to change. Like \
        `colorset_missing_dark`, it is reported where the value fights Dark Mode in the set's roles.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200" } }, "idiom" : "universal" },
                { ↓"appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200" } }, "idiom" : "universal" }
              ]
            }
            """, message: "The Dark appearance of `Ink` is the same color as its Any appearance (#333333); give it a dark value, or remove the variant (and list the set in --allow-assets if it is meant not to change); it is used as text once (first: Other0.swift:1), and dark text is unreadable on Dark Mode's dark background",
                    otherFiles: ["Text(title).foregroundColor(Color(\"Ink\"))"],
                    fileName: "Assets.xcassets/Ink.colorset/Contents.json"),
            // One color written two ways (hex and float) is the same color.
            Example("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x33", "green" : "0x33", "red" : "0x33" } }, "idiom" : "universal" },
                { ↓"appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200" } }, "idiom" : "universal" }
              ]
            }
            """, otherFiles: ["Text(title).foregroundColor(Color(\"Ink\"))"],
                    fileName: "Assets.xcassets/Ink.colorset/Contents.json"),
        ],
        nonTriggering: [
            Example("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.200", "red" : "0.200" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.900", "green" : "0.900", "red" : "0.900" } }, "idiom" : "universal" }
              ]
            }
            """, fileName: "Assets.xcassets/Ink.colorset/Contents.json"),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {}
}
