/// `deprecated_indicator_style`: `UIActivityIndicatorView` styles deprecated in iOS 13, and scroll
/// indicator styles fixed to one appearance.
public struct DeprecatedIndicatorStyleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "deprecated_indicator_style",
        name: "Deprecated indicator style",
        summary: "`UIActivityIndicatorView.Style` `.gray`, `.white`, `.whiteLarge`, deprecated in iOS 13.",
        rationale: """
        iOS 13 deprecates the activity indicator styles `.whiteLarge`, `.white` and `.gray`: they fix the \
        spinner's color to one appearance. `.medium` and `.large` take an adaptive gray; set `color` only \
        where white was a deliberate choice (on a dark photo, say). A scroll view's `indicatorStyle` \
        `.white` or `.black` is not deprecated and is the right choice on a background that stays dark or \
        light, so it is not reported.
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("let spinner = UIActivityIndicatorView(style: ↓.gray)",
                    message: "`.gray` is deprecated since iOS 13 and does not adapt to Dark Mode; use `.medium`; on a surface that keeps one color in both appearances (a fixed or themed background), also set `color` to contrast with that surface",
                    fixed: "let spinner = UIActivityIndicatorView(style: .medium)"),
            Example("let spinner = UIActivityIndicatorView(style: ↓.whiteLarge)",
                    message: "`.whiteLarge` is deprecated since iOS 13 and does not adapt to Dark Mode; use `.large` (and set `color` only if white was deliberate); on a surface that keeps one color in both appearances (a fixed or themed background), also set `color` to contrast with that surface",
                    fixed: "let spinner = UIActivityIndicatorView(style: .large)"),
            Example("spinner.style = ↓.white",
                    message: "`.white` is deprecated since iOS 13 and does not adapt to Dark Mode; use `.medium` (and set `color` only if white was deliberate); on a surface that keeps one color in both appearances (a fixed or themed background), also set `color` to contrast with that surface",
                    fixed: "spinner.style = .medium"),
            Example("loadingView.activityIndicatorViewStyle = ↓.gray", fixed: "loadingView.activityIndicatorViewStyle = .medium"),
            Example("let v = UIActivityIndicatorView(activityIndicatorStyle: ↓.whiteLarge)", fixed: "let v = UIActivityIndicatorView(activityIndicatorStyle: .large)"),
            Example("let s = ↓UIActivityIndicatorView.Style.gray", fixed: "let s = UIActivityIndicatorView.Style.medium"),
            Example("let v = UIActivityIndicatorView(style: ↓UIActivityIndicatorView.Style.white)", fixed: "let v = UIActivityIndicatorView(style: UIActivityIndicatorView.Style.medium)"),
            Example("let s: UIActivityIndicatorViewStyle = ↓.white", fixed: "let s: UIActivityIndicatorViewStyle = .medium"),
            Example("let s = ↓UIActivityIndicatorViewStyle.whiteLarge", fixed: "let s = UIActivityIndicatorViewStyle.large"),
            Example("""
            let indicator = UIActivityIndicatorView(
                style: ↓.gray
            )
            """, fixed: """
            let indicator = UIActivityIndicatorView(
                style: .medium
            )
            """),
            // Below iOS 13 `.medium` does not exist: reported with how to write it, not fixed.
            Example("let spinner = UIActivityIndicatorView(style: ↓.gray)",
                    message: "`.gray` is deprecated since iOS 13 and does not adapt to Dark Mode; use `.medium`; on a surface that keeps one color in both appearances (a fixed or themed background), also set `color` to contrast with that surface; the iOS 12.0 target predates it: use it inside `if #available(iOS 13.0, *)` with the old style in `else`",
                    fixed: "let spinner = UIActivityIndicatorView(style: .gray)", deploymentTarget: "iOS 12.0"),
            // No target read from a project, but the code still checks for iOS 13: it may support older.
            Example("""
            final class LoadingView: UIView {
                let spinner = UIActivityIndicatorView(style: ↓.gray)
                func tint() {
                    if #available(iOS 13.0, *) { backgroundColor = .systemBackground }
                }
            }
            """, message: "`.gray` is deprecated since iOS 13 and does not adapt to Dark Mode; use `.medium`; on a surface that keeps one color in both appearances (a fixed or themed background), also set `color` to contrast with that surface; the code still checks `#available(iOS 13.0, *)`: if the app supports older iOS, use it inside `if #available(iOS 13.0, *)` with the old style in `else`",
                    fixed: """
            final class LoadingView: UIView {
                let spinner = UIActivityIndicatorView(style: .gray)
                func tint() {
                    if #available(iOS 13.0, *) { backgroundColor = .systemBackground }
                }
            }
            """),
        ],
        nonTriggering: [
            Example("let spinner = UIActivityIndicatorView(style: .medium)"),
            Example("spinner.style = .large"),
            Example("scrollView.indicatorStyle = .default"),
            Example("tableView.indicatorStyle = .white"),
            Example("view.backgroundColor = .white"),
            Example("let blur = UIBlurEffect(style: .light)"),
            Example("button.style = .plain"),
            Example("""
            enum BadgeStyle { case gray, white }
            badge.style = .gray
            """),
            Example("""
            if #available(iOS 13.0, *) {
                spinner.style = .medium
            } else {
                spinner.style = .gray
            }
            """),
            Example("// spinner.style = .gray"),
            Example("let s = \"UIActivityIndicatorView(style: .gray)\""),
        ]
    )

    static let deprecated: [String: (replacement: String, deliberateWhite: Bool, safe: Bool)] = [
        "gray": (".medium", false, true), "white": (".medium", true, false), "whiteLarge": (".large", true, false),
    ]
    static let candidateNames = NameTable(["gray", "white", "whiteLarge", "black"])

    /// The adaptive styles follow the system appearance: on a surface that does not (a fixed white
    /// card, a themed button), a grey spinner turns light in Dark Mode and vanishes there.
    static func fixedSurfaceNote(_ property: String) -> String {
        "on a surface that keeps one color in both appearances (a fixed or themed background), also set \(property) to contrast with that surface"
    }
    static let styleTypes: Set<String> = ["UIActivityIndicatorView.Style", "UIActivityIndicatorViewStyle"]

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        for i in file.memberTokens(in: Self.candidateNames) {
            let name = file.name(i)
            if let style = Self.deprecated[name], let use = MemberUse.at(i, in: file), isIndicatorStyle(use, name, file, context) {
                if AppearanceGuards.isBeforeDarkMode(i, in: file) { continue }
                var message = "`.\(name)` is deprecated since iOS 13 and does not adapt to Dark Mode; use `\(style.replacement)`"
                if style.deliberateWhite { message += " (and set `color` only if white was deliberate)" }
                message += "; " + Self.fixedSurfaceNote("`color`")
                if let note = IOS13Fix.availabilityNote(context, old: "style") { message += "; " + note }
                // `.medium` and `.large` are iOS 13 API: below that target the swap would not build.
                let fix = IOS13Fix.allowed(context) ? Fix(title: "Use \(style.replacement)",
                              edits: [TextEdit(range: file.tokens[i].range, replacement: String(style.replacement.dropFirst()))],
                              applicability: style.safe ? .safe : .unsafe) : nil
                findings.append(finding(ByteRange(start: file.tokens[use.start].start, end: file.tokens[i].end),
                                        message, suggestion: style.replacement, fix: fix))
            }
        }
    }

    private func isIndicatorStyle(_ use: MemberUse, _ name: String, _ file: AnalyzedFile, _ context: LintContext) -> Bool {
        if !use.typePath.isEmpty { return use.typePathIs(Self.styleTypes) }
        let slot = ColorSlot.of(use.start, in: file)
        switch slot.kind {
        case .label:
            if slot.name == "activityIndicatorStyle" { return true }
            guard slot.name == "style", let callee = slot.callee else { return false }
            return file.is(callee, "UIActivityIndicatorView") || (file.is(callee, "init") && file.is(callee - 2, "UIActivityIndicatorView"))
        case .assignment:
            if slot.declaredType == "UIActivityIndicatorViewStyle" { return true }
            if slot.declaredType == "Style" { return declaresIndicatorStyle(before: use.start, file) }
            if slot.name == "activityIndicatorViewStyle" { return true }
            guard slot.name == "style", slot.receiver != nil else { return false }
            // `x.style = .gray`: UIKit's other `style` properties have no gray/white case; a type of the
            // run's own that declares one makes it ambiguous, unless the receiver is known as a spinner.
            if name == "whiteLarge" || !context.index.declaresEnumCase(name) { return true }
            return slot.receiver.map { context.index.isActivityIndicatorName(file.name($0)) } ?? false
        default:
            return false
        }
    }

    private func declaresIndicatorStyle(before start: Int, _ file: AnalyzedFile) -> Bool {
        var j = start - 1
        while j >= 0, !file.tokens[j + 1].atLineStart || j == start - 1 {
            if file.is(j, "UIActivityIndicatorView") { return true }
            j -= 1
        }
        return false
    }

}
