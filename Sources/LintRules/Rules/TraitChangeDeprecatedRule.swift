/// `trait_change_deprecated`: `traitCollectionDidChange(_:)` overrides in an app whose deployment
/// target is iOS 17 or later, where the method is deprecated.
public struct TraitChangeDeprecatedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "trait_change_deprecated",
        name: "Deprecated trait change override",
        summary: "`traitCollectionDidChange(_:)` overrides when the deployment target is iOS 17 or later.",
        rationale: """
        iOS 17 deprecates `traitCollectionDidChange(_:)` in favour of trait registration: \
        `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous) in ... }` \
        runs only when the traits you name change, so it needs no `hasDifferentColorAppearance` guard. \
        The note appears only when the deployment target (`--deployment-target`, or read from \
        `Package.swift` / the Xcode project) is iOS 17 or later.
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
            """, message: "`traitCollectionDidChange(_:)` is deprecated from iOS 17, this app's deployment target; register for the traits it needs instead: `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in ... }`",
                    deploymentTarget: "iOS 17.0"),
        ],
        nonTriggering: [
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                }
            }
            """, deploymentTarget: "iOS 16.0"),
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
            }
            """),
            Example("""
            class CardView: UIView {
                func traitCollectionDidChange() {}
            }
            """, deploymentTarget: "iOS 17.0"),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        guard let iOS = context.options.deploymentTargets.iOS, iOS >= OSVersion(17) else { return }
        for scope in file.scopes where scope.kind == .function && scope.isOverride && scope.name == "traitCollectionDidChange" {
            findings.append(finding(file.tokens[Int(scope.introducer) + 1].range,
                "`traitCollectionDidChange(_:)` is deprecated from iOS 17, this app's deployment target; register for the traits it needs instead: `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in ... }`",
                suggestion: "registerForTraitChanges(_:handler:)"))
        }
    }
}
