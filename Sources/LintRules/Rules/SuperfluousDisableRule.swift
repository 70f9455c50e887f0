/// `superfluous_disable`: a `darklint:disable` comment that suppresses nothing.
///
/// The linter reports these after the other rules ran (see `Suppressions`); this type carries the
/// rule's id, documentation and examples, so it can be listed, configured and disabled like any rule.
public struct SuperfluousDisableRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "superfluous_disable",
        name: "Superfluous disable",
        summary: "A `darklint:disable` comment that suppresses nothing, or names no rule.",
        rationale: """
        Suppression comments outlive the code they were written for. One that no longer hides a \
        finding (the color was fixed, the line moved) only misleads the next reader, and one that \
        misspells a rule id never worked. Remove it. A disable of a rule that did not run in this \
        lint (`--rules`, `--disable`) is not judged.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("""
            ↓// darklint:disable:next hardcoded_color
            view.backgroundColor = .systemBackground
            """, message: "This `darklint:disable` of hardcoded_color suppresses nothing; remove it"),
            Example("let x = 1 ↓// darklint:disable:this non_adaptive_color - legacy"),
            Example("""
            ↓/* darklint:disable hardcoded_colour */
            let c = 1
            """, message: "`darklint:disable` names no rule `hardcoded_colour` (see `darklint rules`)"),
        ],
        nonTriggering: [
            Example("""
            // darklint:disable:next hardcoded_color
            view.backgroundColor = UIColor(white: 0.9, alpha: 1)
            """),
            Example("view.backgroundColor = UIColor.white // darklint:disable:this non_adaptive_color - print view"),
            Example("""
            view.backgroundColor = UIColor(white: 0.9, alpha: 1)
            // darklint:disable:previous hardcoded_color
            """),
            Example("""
            // darklint:disable all
            let a = UIColor(white: 0.9, alpha: 1)
            let b = UIColor.white.cgColor
            // darklint:enable all
            """),
            Example("""
            /* darklint:disable hardcoded_color, non_adaptive_color */
            view.backgroundColor = UIColor.white
            // darklint:enable hardcoded_color non_adaptive_color
            """),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {}
}
