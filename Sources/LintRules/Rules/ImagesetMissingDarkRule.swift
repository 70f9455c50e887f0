/// `imageset_missing_dark` (opt-in): an image set the app uses that cannot follow the appearance.
public struct ImagesetMissingDarkRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "imageset_missing_dark",
        name: "Image set without a Dark appearance",
        summary: "An image set that code or Interface Builder uses, with no Dark appearance and not rendered as a template.",
        rationale: """
        An asset-catalog image looks the same in both appearances unless it has a Dark variant \
        (Appearances: Any, Dark) or is rendered as a template, which draws its shape in the tint or \
        foreground color. A dark glyph on a light background disappears in Dark Mode, and a white \
        illustration glares. This note lists the image sets the app uses (`UIImage(named:)`, \
        `NSImage(named:)`, `Image("X")`, Xcode's generated `ImageResource` symbols, R.swift, SwiftGen, \
        `image="X"` in Interface Builder) that have neither, and says for each which fix fits: template \
        rendering for a one-color glyph (vector files, or a name that says icon), a Dark variant for \
        the others. Sets named for one appearance (`logoDark`) and uses rendered as a template \
        (`.withRenderingMode(.alwaysTemplate)`, `.renderingMode(.template)`) are not listed. Opt-in \
        (`--enable imageset_missing_dark`): photos, flags and full-color artwork read in both \
        appearances, and only looking at an image tells which it is, so this is a list to review.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("""
            { ↓"images" : [ { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
                            { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """, message: "The image set `Logo` has no Dark appearance and is not a template image, so it is the same image in Dark Mode (used at Other0.swift:1); add a Dark variant (Appearances: Any, Dark) unless it reads on both backgrounds",
                    otherFiles: ["let logo = UIImageView(image: UIImage(named: \"Logo\"))"],
                    fileName: "Assets.xcassets/Logo.imageset/Contents.json"),
            Example("""
            { ↓"images" : [ { "filename" : "chevron.pdf", "idiom" : "universal" } ],
              "properties" : { "preserves-vector-representation" : true } }
            """, message: "The image set `Chevron` has no Dark appearance and is not a template image, so it is the same image in Dark Mode (used at Other0.swift:1, 2 uses); if it is a one-color glyph, render it as a template image (Render As: Template Image) so it takes the tint color, otherwise add a Dark variant",
                    otherFiles: ["""
            let a = Image(.chevron)
            let b = Image("Chevron")
            """], fileName: "Assets.xcassets/Chevron.imageset/Contents.json"),
            Example("""
            { ↓"images" : [ { "filename" : "empty.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let empty = R.image.emptyState()"], fileName: "Assets.xcassets/EmptyState.imageset/Contents.json"),
            Example("""
            { ↓"images" : [ { "filename" : "banner.png", "idiom" : "universal" } ] }
            """, message: "The image set `Banner` has no Dark appearance and is not a template image, so it is the same image in Dark Mode (used at Main.storyboard:1); add a Dark variant (Appearances: Any, Dark) unless it reads on both backgrounds",
                    fileName: "Assets.xcassets/Banner.imageset/Contents.json",
                    resources: ["Main.storyboard": "<imageView image=\"Banner\" id=\"a\"/>"]),
        ],
        nonTriggering: [
            // Template rendering takes the tint color.
            Example("""
            { "images" : [ { "filename" : "star.pdf", "idiom" : "universal" } ],
              "properties" : { "preserves-vector-representation" : true, "template-rendering-intent" : "template" } }
            """, otherFiles: ["let star = UIImage(named: \"Star\")"], fileName: "Assets.xcassets/Star.imageset/Contents.json"),
            Example("""
            { "images" : [ { "filename" : "hero.png", "idiom" : "universal" },
                           { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "hero-dark.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let hero = UIImage(named: \"Hero\")"], fileName: "Assets.xcassets/Hero.imageset/Contents.json"),
            // Nothing uses it.
            Example("""
            { "images" : [ { "filename" : "old.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let other = UIImage(named: \"Other\")"], fileName: "Assets.xcassets/Old.imageset/Contents.json"),
            // Rendered as a template where it is used.
            Example("""
            { "images" : [ { "filename" : "close.png", "idiom" : "universal" } ] }
            """, otherFiles: ["button.setImage(UIImage(named: \"Close\")?.withRenderingMode(.alwaysTemplate), for: .normal)"],
                    fileName: "Assets.xcassets/Close.imageset/Contents.json"),
            // Named for one appearance.
            Example("""
            { "images" : [ { "filename" : "logo-dark.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let logo = UIImage(named: isDark ? \"LogoDark\" : \"Logo\")"], fileName: "Assets.xcassets/LogoDark.imageset/Contents.json"),
            // Tab and bar items render their images as templates.
            Example("""
            { "images" : [ { "filename" : "profile.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let item = UITabBarItem(title: \"Profile\", image: UIImage(named: \"profile_tab\"), tag: 0)"],
                    fileName: "Assets.xcassets/profile_tab.imageset/Contents.json"),
            // A watch has no light appearance; `sonos-light` is named for one appearance.
            Example("""
            { "images" : [ { "filename" : "np.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let np = Image(\"notplaying\")"], fileName: "Pocket Casts Watch App/Assets.xcassets/notplaying.imageset/Contents.json"),
            Example("""
            { "images" : [ { "filename" : "s.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let s = UIImage(named: \"sonos-light\")"], fileName: "Assets.xcassets/sonos-light.imageset/Contents.json"),
            Example("""
            { "images" : [ { "filename" : "t.png", "idiom" : "universal" } ] }
            """, fileName: "Assets.xcassets/feed.imageset/Contents.json",
                    resources: ["Main.storyboard": "<tabBarItem title=\"Feed\" image=\"feed\" id=\"a\"/>"]),
            // A string that is not an image name.
            Example("""
            { "images" : [ { "filename" : "x.png", "idiom" : "universal" } ] }
            """, otherFiles: ["let key = \"Welcome\""], fileName: "Assets.xcassets/Welcome.imageset/Contents.json"),
        ],
        isOptIn: true
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {}

    /// The note for an image set, when it is fixed to one appearance and something uses it other
    /// than as a template.
    static func finding(for set: ImageSetReader.ImageSet, in source: SourceFile, _ index: ProjectIndex) -> Finding? {
        guard set.isFixed, let uses = index.imageUses.uses(ofAsset: set.name), uses.count > uses.templated else { return nil }
        let place = "used at \(uses.path):\(uses.line)\(uses.count > 1 ? ", \(uses.count) uses" : "")"
        let fix = set.isGlyphLike
            ? "if it is a one-color glyph, render it as a template image (Render As: Template Image) so it takes the tint color, otherwise add a Dark variant"
            : "add a Dark variant (Appearances: Any, Dark) unless it reads on both backgrounds"
        return Finding(ruleID: description.id, severity: description.defaultSeverity, range: ImageSetReader.position(in: source),
                       message: "The image set `\(set.name)` has no Dark appearance and is not a template image, so it is the same image in Dark Mode (\(place)); \(fix)")
    }
}
