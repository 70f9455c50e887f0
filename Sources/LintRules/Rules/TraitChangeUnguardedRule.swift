/// `trait_change_unguarded`: `traitCollectionDidChange(_:)` doing colour work on every trait change.
public struct TraitChangeUnguardedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "trait_change_unguarded",
        name: "Unguarded trait change",
        summary: "`traitCollectionDidChange(_:)` does color work without checking that the color appearance changed.",
        rationale: """
        `traitCollectionDidChange(_:)` also runs on rotation, size-class and other trait changes. Color work \
        there (re-reading `.cgColor`, re-setting layer colors, redrawing) should be guarded with \
        `previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection)`, so it runs \
        only when the appearance really changed. Comparing `userInterfaceStyle` counts as a guard. Color \
        work done through helpers of the same type counts as color work. An override that also reacts to \
        size class, content size or layout direction is not reported: it must run on those changes too. \
        Opt-in: re-setting a few colors on rotation costs nothing a user sees, so on real apps this is a \
        tidy-up, not a Dark Mode bug.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("""
            class CardView: UIView {
                override func ↓traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    layer.borderColor = UIColor.separator.cgColor
                }
            }
            """, message: "`traitCollectionDidChange(_:)` redoes color work on every trait change (rotation, size class); guard it with `previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection)`"),
            Example("""
            class CardView: UIView {
                override func ↓traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyColors()
                }
                func applyColors() { layer.borderColor = UIColor.separator.cgColor }
            }
            """),
        ],
        nonTriggering: [
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    guard previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) == true else { return }
                    layer.borderColor = UIColor.separator.cgColor
                }
            }
            """),
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    if previous?.userInterfaceStyle != traitCollection.userInterfaceStyle {
                        applyColors()
                    }
                }
                func applyColors() { layer.borderColor = UIColor.separator.cgColor }
            }
            """),
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    invalidateIntrinsicContentSize()
                }
            }
            """),
            Example("""
            class TabController: UITabBarController {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    tabBar.isHidden = traitCollection.horizontalSizeClass == .regular
                    tabBar.layer.borderColor = UIColor.separator.cgColor
                }
            }
            """),
        ],
        isOptIn: true
    )

    /// Traits other than the appearance: an override that reads them is not only about colors.
    static let otherTraits = NameTable(["horizontalSizeClass", "verticalSizeClass", "preferredContentSizeCategory",
                                        "layoutDirection", "displayScale", "userInterfaceIdiom", "legibilityWeight",
                                        "hasDifferentSizeClass", "accessibilityContrast"])

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        // Only UIKit's method: one without `override` has another signature and never runs.
        for scope in file.scopes where scope.kind == .function && scope.name == "traitCollectionDidChange" && scope.isOverride {
            let open = Int(scope.open), close = Int(scope.close)
            guard open < close else { continue }
            var guarded = false
            var colorWork = false
            for j in open...close where file.tokens[j].kind == .identifier {
                // A guard, or an override that also reacts to other traits (then it must run on them).
                if file.is(j, "hasDifferentColorAppearance") || file.is(j, "userInterfaceStyle") || file.isAny(j, Self.otherTraits) {
                    guarded = true
                    break
                }
                if !colorWork, ColorWork.isColorWork(at: j, in: file) { colorWork = true }
            }
            if guarded { continue }
            if !colorWork {
                let type = file.enclosingType(ofScope: Int(scope.parent)).map { file.scopes[$0].name }
                colorWork = context.index.doesColorWork(type: type, name: scope.name)
            }
            guard colorWork else { continue }
            let nameToken = Int(scope.introducer) + 1
            findings.append(finding(file.tokens[nameToken].range,
                "`traitCollectionDidChange(_:)` redoes color work on every trait change (rotation, size class); guard it with `previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection)`"))
        }
    }
}
