/// `colorset_missing_dark`: an asset-catalog color with no Dark appearance.
public struct ColorsetMissingDarkRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "colorset_missing_dark",
        name: "Color set without a Dark appearance",
        summary: "An asset-catalog color set with no `luminosity: dark` variant is the same color in Dark Mode.",
        rationale: """
        Named colors are how an app brings its own palette to Dark Mode: each color set holds an Any and \
        a Dark appearance. One without a Dark variant is a fixed color under a friendly name: a problem \
        where its value fights the dark appearance in the roles it is used in (`UIColor(named:)`, \
        `Color("X")`, generated accessors, Interface Builder), or, with no use found, the role its name \
        says. A brand or status hue, or a set nothing uses, is not reported (`--pedantic` lists it). Add \
        the variant in Xcode (Attributes inspector, Appearances: Any, Dark). Fully transparent sets, sets \
        that reference a system color, and sets listed with `--allow-assets NAMES` (colors meant to stay \
        the same, such as a brand logo color) are not reported, nor are sets named for one appearance \
        (`iconDarkBackground`) and sets with no color at all (Xcode's default accent color, which adapts).
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("""
            {
              ↓"colors" : [
                {
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.980", "green" : "0.980", "red" : "0.980" } },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """, message: "The color set `Paper` has no Dark appearance, so it is #FAFAFA in Dark Mode too; add one (Appearances: Any, Dark), or list it in --allow-assets if it is meant not to change; it is used as a background once (first: Other0.swift:1), and a light surface glares in Dark Mode",
                    otherFiles: ["view.backgroundColor = UIColor(named: \"Paper\")"],
                    fileName: "Assets.xcassets/Paper.colorset/Contents.json"),
            // With no use found, the name gives the role.
            Example("""
            {
              ↓"colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.150", "green" : "0.150", "red" : "0.150" } },
                  "idiom" : "universal" }
              ]
            }
            """, fileName: "Assets.xcassets/Colors/PrimaryText.colorset/Contents.json"),
        ],
        nonTriggering: [
            // A near-white set drawn only as a faint wash (20%) over the background does not glare.
            Example("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.980", "green" : "0.976", "red" : "0.976" } },
                  "idiom" : "universal" }
              ]
            }
            """, otherFiles: ["separatorLine.backgroundColor = UIColor(named: \"Grey10\")!.withAlphaComponent(0.2)"],
                    fileName: "Assets.xcassets/Grey10.colorset/Contents.json"),
            // A brand or status hue reads in both appearances (`--pedantic` lists it as a note).
            Example("""
            {
              ↓"colors" : [
                { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "128", "red" : "255" } },
                  "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                  "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0x20", "green" : "100", "red" : "230" } },
                  "idiom" : "universal" }
              ]
            }
            """, fileName: "Assets.xcassets/Accent.colorset/Contents.json"),
            // A light color used only as text on dark surfaces (light content) is no risk.
            Example("""
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.980", "green" : "0.980", "red" : "0.980" } }, "idiom" : "universal" } ] }
            """, otherFiles: ["badge.textColor = UIColor(named: \"Grey10\")"], fileName: "Assets.xcassets/Grey10.colorset/Contents.json"),
            Example("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.980", "green" : "0.980", "red" : "0.980" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.110", "green" : "0.110", "red" : "0.110" } }, "idiom" : "universal" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """, fileName: "Assets.xcassets/Paper.colorset/Contents.json"),
            Example("""
            { "colors" : [ { "color" : { "platform" : "universal", "reference" : "systemGreenColor" }, "idiom" : "universal" } ] }
            """, fileName: "Assets.xcassets/Success.colorset/Contents.json"),
            Example("""
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.000", "blue" : "1", "green" : "1", "red" : "1" } }, "idiom" : "universal" } ] }
            """, fileName: "Assets.xcassets/Clear.colorset/Contents.json"),
            Example("""
            { "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
            """, fileName: "Assets.xcassets/AccentColor.colorset/Contents.json"),
            Example("""
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "56", "green" : "56", "red" : "56" } }, "idiom" : "universal" } ] }
            """, fileName: "Assets.xcassets/iconDarkBackgroundColor.colorset/Contents.json"),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {}
}
