/// `fixed_status_bar_style`: a screen that follows the system appearance but always asks for
/// light (or dark) status-bar content.
public struct FixedStatusBarStyleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "fixed_status_bar_style",
        name: "Fixed status bar style",
        summary: "`preferredStatusBarStyle` always `.lightContent` or `.darkContent` on a screen whose background follows the appearance.",
        rationale: """
        `.lightContent` draws the time and battery in white, `.darkContent` in black. On a screen whose \
        background is a system background (`.systemBackground`, `.systemGroupedBackground`...), white \
        in Light Mode or black in Dark Mode, one appearance makes the status bar vanish. `.default` \
        picks the contrasting content for the current appearance (iOS 13 and later). A fixed style is \
        right on a background that stays dark or light (a photo header, a brand-colored screen, a \
        player), so only a screen that sets a system background in its own code is reported, and not \
        when it is kept in one appearance or the style is chosen by a branch. Opt-in \
        (`--enable fixed_status_bar_style`): on real apps the screens it finds had a photo header under \
        the status bar, or were sheets whose presenter sets the status bar, so it is a question to ask, \
        not a defect (see Measured on real apps in the README).
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("""
            final class OnboardingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                }
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    return ↓.lightContent
                }
            }
            """, message: "`preferredStatusBarStyle` is always `.lightContent` (white status bar) on a screen whose background is `.systemBackground`, light in Light Mode: the status bar vanishes there; return `.default`, which contrasts with the current appearance"),
            Example("""
            final class SettingsViewController: UITableViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { ↓UIStatusBarStyle.darkContent }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.backgroundColor = UIColor.systemGroupedBackground
                }
            }
            """, message: "`preferredStatusBarStyle` is always `.darkContent` (black status bar) on a screen whose background is `.systemGroupedBackground`, dark in Dark Mode: the status bar vanishes there; return `.default`, which contrasts with the current appearance"),
        ],
        nonTriggering: [
            // A brand-colored screen: light content is right in both appearances.
            Example("""
            final class AboutViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .simplenoteBlue50Color
                }
            }
            """),
            Example("""
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { .default }
            }
            """),
            Example("""
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = .dark
                    view.backgroundColor = .systemBackground
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """),
            Example("""
            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                }
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
                }
            }
            """),
        ],
        isOptIn: true
    )

    /// System backgrounds: white or near-white in Light Mode, black or near-black in Dark Mode.
    static let systemBackgrounds = NameTable([
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    ])

    /// Views of a controller whose background is the screen's.
    private static let screenViews = NameTable(["view", "tableView", "collectionView", "scrollView"])

    private static let preferredStatusBarStyle = NameID("preferredStatusBarStyle")

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        for i in file.tokens(named: Self.preferredStatusBarStyle) where i >= 1 && i < file.count - 1 {
            guard file.is(i - 1, "var"),
                  file.kind(i + 1) == .colon, let value = ConstantValue.declaredValue(ofDeclarationAt: i, in: file),
                  file.kind(value.last) == .identifier, file.isAny(value.last, ["lightContent", "darkContent"]),
                  file.kind(value.last - 1) == .dot, let use = MemberUse.at(value.last, in: file), use.start == value.first,
                  let type = file.enclosingType(of: i), let background = systemBackground(inType: type, file) else { continue }
            if ForcedAppearance.isForced(i, in: file, context.index) || PlatformContext.isAlwaysDark(i, in: file, context)
                || context.showsOneAppearance(file.source.path) { continue }
            let light = file.is(value.last, "lightContent")
            findings.append(finding(ByteRange(start: file.tokens[use.start].start, end: file.tokens[value.last].end),
                "`preferredStatusBarStyle` is always `.\(file.name(value.last))` (\(light ? "white" : "black") status bar) on a screen whose background is `.\(background)`, \(light ? "light in Light Mode" : "dark in Dark Mode"): the status bar vanishes there; return `.default`, which contrasts with the current appearance"))
        }
    }

    /// The system background the type gives its screen (`view.backgroundColor = .systemBackground`).
    private func systemBackground(inType type: Int, _ file: AnalyzedFile) -> String? {
        let scope = file.scopes[type]
        var j = Int(scope.open) + 1
        let end = min(Int(scope.close), file.count - 3)
        while j < end {
            defer { j += 1 }
            guard file.is(j, "backgroundColor"), file.isOp(j + 1, "="), file.kind(j - 1) == .dot,
                  file.isAny(j - 2, Self.screenViews) || file.isOp(j - 2, "?") && file.isAny(j - 3, Self.screenViews) else { continue }
            var k = j + 2
            if file.kind(k) == .identifier, file.name(k, hasSuffix: "Color") { k += 1 }   // `UIColor.systemBackground`
            guard file.kind(k) == .dot, file.isAny(k + 1, Self.systemBackgrounds) else { continue }
            return file.name(k + 1)
        }
        return nil
    }
}
