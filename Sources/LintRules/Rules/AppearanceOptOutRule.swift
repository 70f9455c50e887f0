/// `appearance_opt_out`: code that forces one appearance on a view, window, scene or app.
public struct AppearanceOptOutRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "appearance_opt_out",
        name: "Appearance opt-out",
        summary: "Keeping a window or the whole app in Light Mode (`window.overrideUserInterfaceStyle = .light`, `preferredColorScheme(.light)` on a scene, `NSApp.appearance = NSAppearance(named: .aqua)`, `UIUserInterfaceStyle`).",
        rationale: """
        Apple asks apps to support both appearances and to opt out only where one makes no sense (a \
        print preview, a photo editor's canvas). The HIG also warns against an app-specific appearance \
        setting: people expect the system-wide choice to hold. This note lists every place that keeps a \
        window, a scene or the app in Light Mode: an app that has not adopted Dark Mode yet. One screen \
        kept Light (a brand onboarding flow, a document canvas) is a design decision made where it is \
        written, and the colours of that screen are right for it; forcing Dark (a media viewer, a player) \
        is a product decision; a value chosen by a branch follows a setting (the user's in-app appearance \
        choice). None of those is reported (`--pedantic` lists them). Preview code is not reported. \
        Every form counts: a getter override of `overrideUserInterfaceStyle`, the deprecated \
        `.colorScheme(_:)`, and a constant or helper that always gives one appearance \
        (`let scheme = ColorScheme.light`, a function returning `NSAppearance(named: .aqua)`); a `var`, \
        a parameter or a ternary is a setting.
        """,
        defaultSeverity: .note,
        triggering: [
            Example("window?.overrideUserInterfaceStyle = ↓.light",
                    message: "`overrideUserInterfaceStyle = .light` keeps the app's window in Light Mode, opting the app out of Dark Mode; to support both appearances, first make the fixed colors it hides adapt (`darklint --adoption migrating` lists them), then remove it"),
            Example("view.window?.overrideUserInterfaceStyle = ↓UIUserInterfaceStyle.light"),
            Example("""
            @main struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { ContentView().preferredColorScheme(↓.light) }
                }
            }
            """, message: "`.preferredColorScheme(.light)` forces one appearance on this presentation; respect the user's system-wide choice unless one appearance makes no sense"),
            Example("NSApp.appearance = ↓NSAppearance(named: .aqua)",
                    message: "Assigning `NSAppearance(named: .aqua)` to `appearance` forces one appearance; leave `appearance` nil to follow the system, unless one appearance makes no sense"),
            Example("WindowGroup { RootView().environment(\\.colorScheme, ↓.light) }"),
            Example("WindowGroup { RootView().colorScheme(↓.light) }",
                    message: "`.colorScheme(.light)` forces one appearance on this view tree; respect the user's system-wide choice unless one appearance makes no sense"),
            // Through a constant, a helper, a getter override: as forced as the literal.
            Example("""
            @main struct NotesApp: App {
                let scheme: ColorScheme = .light
                var body: some Scene { WindowGroup { ContentView().preferredColorScheme(↓scheme) } }
            }
            """, message: "`.preferredColorScheme(.light)` forces one appearance on this presentation; respect the user's system-wide choice unless one appearance makes no sense (`scheme` is always `.light`)"),
            Example("""
            func classicAppearance() -> NSAppearance? { NSAppearance(named: .aqua) }
            func applicationDidFinishLaunching(_ note: Notification) { NSApp.appearance = ↓classicAppearance() }
            """),
            Example("""
            final class MainWindow: UIWindow {
                override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
                    get { ↓.light }
                    set {}
                }
            }
            """, message: "This `overrideUserInterfaceStyle` getter always returns `.light`, keeping this view hierarchy in Light Mode, opting it out of Dark Mode; support both appearances and force one only where the other makes no sense"),
        ],
        nonTriggering: [
            Example("overrideUserInterfaceStyle = .unspecified"),
            Example("""
            final class OnboardingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.overrideUserInterfaceStyle = .light
                }
            }
            """),
            Example("SignUpView().preferredColorScheme(.light)"),
            Example("Text(\"x\").environment(\\.colorScheme, .light)"),
            Example("overrideUserInterfaceStyle = .dark"),
            Example("MediaViewer().preferredColorScheme(.dark)"),
            Example("RootView().preferredColorScheme(settings.forceLight ? .light : nil)"),
            Example("window.appearance = NSAppearance(named: NSAppearance.Name.darkAqua)"),
            Example("""
            switch Settings.shared.appearance {
            case .light: window?.overrideUserInterfaceStyle = .light
            case .dark: window?.overrideUserInterfaceStyle = .dark
            case .automatic: window?.overrideUserInterfaceStyle = .unspecified
            }
            """),
            Example("""
            /// Force Light Mode: the sign-in flow is all light, like the brand's printed material.
            SignInView().environment(\\.colorScheme, .light)
            """),
            Example("""
            if userPrefersLight {
                overrideUserInterfaceStyle = .light
            }
            """),
            Example("ContentView().preferredColorScheme(nil)"),
            Example("ContentView().preferredColorScheme(userScheme)"),
            Example("""
            @main struct NotesApp: App {
                @AppStorage("scheme") var scheme: ColorScheme = .light
                var body: some Scene { WindowGroup { ContentView().environment(\\.colorScheme, scheme) } }
            }
            """),
            Example("""
            func apply(_ window: UIWindow, style: UIUserInterfaceStyle) { window.overrideUserInterfaceStyle = style }
            let style = UIUserInterfaceStyle.light
            """),
            Example("""
            final class ReceiptViewController: UIViewController {
                override var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { .light } set {} }
            }
            """),
            Example("WindowGroup { RootView().colorScheme(.dark) }"),
            Example("""
            func appearance(for setting: Setting) -> NSAppearance? {
                switch setting { case .light: return NSAppearance(named: .aqua); default: return nil }
            }
            func apply() { NSApp.appearance = appearance(for: .current) }
            """),
            Example("let isDark = traitCollection.userInterfaceStyle == .dark"),
            Example("let appearance = NSAppearance(named: .darkAqua)!.bestMatch(from: [.aqua, .darkAqua])"),
            Example("@Environment(\\.colorScheme) var colorScheme"),
            Example("""
            #Preview {
                ContentView().preferredColorScheme(.dark)
            }
            """),
            Example("""
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView().environment(\\.colorScheme, .dark)
                }
            }
            """),
            Example("// window?.overrideUserInterfaceStyle = .light"),
        ]
    )

    /// Every name the check below starts from.
    static let forcingNames = NameTable(["overrideUserInterfaceStyle", "preferredColorScheme", "colorScheme", "environment", "NSAppearance", "appearance"])

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        let n = file.count
        let pedantic = context.options.pedantic
        for i in file.tokens(namedAny: Self.forcingNames) {
            guard file.isAny(i, Self.forcingNames) else { continue }   // the bytes confirm the hash
            if file.is(i, "overrideUserInterfaceStyle"), file.isOp(i + 1, "="), i + 2 < n, file.kind(i + 2) != .op {
                let appWide = ForcedAppearance.isAppWide(i, in: file)
                let message = { (member: String) in
                    appWide && member == "light"
                        ? "`overrideUserInterfaceStyle = .light` keeps the app's window in Light Mode, opting the app out of Dark Mode; " + Self.liftingAppWideOptOut("remove it")
                        : "`overrideUserInterfaceStyle = .\(member)` keeps this view hierarchy in \(member == "light" ? "Light Mode, opting it out of Dark Mode" : "Dark Mode"); support both appearances and force one only where the other makes no sense"
                }
                if !report(valuesIn: (i + 2)...min(n - 1, i + 4), forcing: i, file, into: &findings, pedantic: pedantic, message: message) {
                    reportConstant(forcing: i, file, into: &findings, pedantic: pedantic, message: message)
                }
            } else if file.is(i, "overrideUserInterfaceStyle"), file.kind(i + 1) == .colon, file.is(i - 1, "var"),
                      let getter = ForcedAppearance.forcedValue(at: i, in: file) {
                // A getter override: `override var overrideUserInterfaceStyle: UIUserInterfaceStyle { .light }`.
                report(valuesIn: getter.first...getter.last, forcing: i, file, into: &findings, pedantic: pedantic) { member in
                    "This `overrideUserInterfaceStyle` getter always returns `.\(member)`, keeping this view hierarchy in \(member == "light" ? "Light Mode, opting it out of Dark Mode" : "Dark Mode"); support both appearances and force one only where the other makes no sense"
                }
            } else if file.is(i, "preferredColorScheme") || file.is(i, "colorScheme") && file.kind(i - 1) == .dot, file.kind(i + 1) == .lParen,
                      let call = file.call(at: i + 1), call.arguments.count == 1, call.arguments[0].label == nil {
                let modifier = file.name(i)
                let message = { (member: String) in
                    "`.\(modifier)(.\(member))` forces one appearance on this \(modifier == "colorScheme" ? "view tree" : "presentation"); respect the user's system-wide choice unless one appearance makes no sense"
                }
                if !report(valuesIn: call.arguments[0].first...max(call.arguments[0].first, call.arguments[0].last), forcing: i, file,
                           into: &findings, pedantic: pedantic, firstOnly: true, message: message) {
                    reportConstant(forcing: i, file, into: &findings, pedantic: pedantic, message: message)
                }
            } else if file.is(i, "environment"), file.kind(i + 1) == .lParen, let call = file.call(at: i + 1),
                      call.arguments.count == 2, isColorSchemeKeyPath(call.arguments[0], file) {
                let message = { (member: String) in
                    "`.environment(\\.colorScheme, .\(member))` forces one appearance on this view tree; respect the user's system-wide choice unless one appearance makes no sense"
                }
                if !report(valuesIn: call.arguments[1].first...max(call.arguments[1].first, call.arguments[1].last), forcing: i, file,
                           into: &findings, pedantic: pedantic, firstOnly: true, message: message),
                   let keyPath = (call.arguments[0].first...call.arguments[0].last).first(where: { file.is($0, "colorScheme") }) {
                    reportConstant(forcing: keyPath, file, into: &findings, pedantic: pedantic, message: message)
                }
            } else if file.is(i, "NSAppearance"), file.kind(i + 1) == .lParen, let call = file.call(at: i + 1),
                      let arg = call.arguments.first, file.label(arg) == "named",
                      let member = namedAppearance(arg, file), isAssignedToAppearance(i, file),
                      !PreviewCode.contains(i, in: file),
                      pedantic || (!member.lowercased().contains("dark") && !Self.isChosenByBranch(i, in: i...i, file)
                        && ForcedAppearance.isAppWide(i - 2, in: file)) {
                findings.append(finding(ByteRange(start: file.tokens[i].start, end: file.tokens[call.rParen].end),
                    Self.appearanceMessage(member)))
            } else if file.is(i, "appearance"), file.isOp(i + 1, "="), !file.is(i + 2, "NSAppearance"), file.kind(i + 2) == .identifier,
                      isAssignedToAppearance(i + 2, file) {
                // `NSApp.appearance = lightAppearance()`, built in a helper or held in a constant.
                reportConstant(forcing: i, file, into: &findings, pedantic: pedantic, message: Self.appearanceMessage)
            }
        }
    }

    /// An app-wide opt-out hides every fixed colour of the app: lifting it is a migration, with
    /// darklint's own list as its work list (`--adoption migrating` lints the targets it covers).
    static func liftingAppWideOptOut(_ removal: String) -> String {
        "to support both appearances, first make the fixed colors it hides adapt (`darklint --adoption migrating` lists them), then \(removal)"
    }

    static func appearanceMessage(_ member: String) -> String {
        "Assigning `NSAppearance(named: .\(member))` to `appearance` forces one appearance; leave `appearance` nil to follow the system, unless one appearance makes no sense"
    }

    /// Reports each `.light`/`.dark` member in `range` (both sides of a ternary); whether one was there.
    @discardableResult
    private func report(valuesIn range: ClosedRange<Int>, forcing: Int, _ file: AnalyzedFile, into findings: inout [Finding],
                        pedantic: Bool, firstOnly: Bool = false, message: (String) -> String) -> Bool {
        var any = false
        for j in range where file.kind(j) == .identifier && file.kind(j - 1) == .dot && (file.is(j, "light") || file.is(j, "dark")) {
            guard !PreviewCode.contains(j, in: file), let use = MemberUse.at(j, in: file) else { continue }
            any = true
            guard isReported(member: j, at: j, in: range, forcing: forcing, file, pedantic: pedantic) else { continue }
            findings.append(finding(ByteRange(start: file.tokens[use.start].start, end: file.tokens[j].end), message(file.name(j))))
            if firstOnly { break }
        }
        return any
    }

    /// A forcing whose value is a name standing for one appearance (`let scheme = ColorScheme.light`,
    /// a helper returning `NSAppearance(named: .aqua)`): reported at the name, like the literal.
    private func reportConstant(forcing: Int, _ file: AnalyzedFile, into findings: inout [Finding], pedantic: Bool,
                                message: (String) -> String) {
        guard let value = ForcedAppearance.forcedValue(at: forcing, in: file),
              let member = ForcedAppearance.fixedAppearance(value.first, value.last, in: file),
              !PreviewCode.contains(forcing, in: file),
              isReported(member: member, at: value.first, in: value.first...value.last, forcing: forcing, file, pedantic: pedantic) else { return }
        var name = file.name(member)
        if name == "aqua" || name == "darkAqua" || name.hasPrefix("vibrant") || name.hasPrefix("accessibility") {
            // The NSAppearance message names the appearance; the others name the style.
            if !file.is(forcing, "appearance") { name = name.lowercased().contains("dark") ? "dark" : "light" }
        }
        let range = ByteRange(start: file.tokens[value.first].start, end: file.tokens[value.last].end)
        findings.append(finding(range, message(name) + " (`\(file.source.text(range))` is always `.\(file.name(member))`)"))
    }

    /// The policy: forcing Dark, a value chosen by a branch, one screen kept Light and a forcing
    /// explained where it is written are decisions (`--pedantic` lists them); the rest is reported.
    private func isReported(member: Int, at j: Int, in range: ClosedRange<Int>, forcing: Int, _ file: AnalyzedFile, pedantic: Bool) -> Bool {
        if pedantic { return true }
        // Forcing Dark is a product decision (a media viewer, a player), and a value chosen by a
        // branch follows a setting (the user's in-app appearance choice): neither is a leftover.
        if file.name(member).lowercased().contains("dark") { return false }
        if Self.isChosenByBranch(j, in: range, file) { return false }
        // One screen kept Light (a brand onboarding flow, a document canvas) is a design decision;
        // the window or the whole app kept Light is an app that has not adopted Dark Mode.
        if !ForcedAppearance.isAppWide(forcing, in: file) { return false }
        // Explained where it is written (`// Force Light Mode: the sign-in flow is all light`): a decision.
        return !DocumentedDecision.isDocumented(j, in: file, countingSuppressions: false)
    }

    /// `isDark ? .dark : .light`, or a statement in a `switch` case or an `if` branch.
    /// `availabilityIsABranch`: whether `if #available(iOS 13, *)` counts too (see `isAvailabilityCheckOnly`).
    static func isChosenByBranch(_ j: Int, in range: ClosedRange<Int>, _ file: AnalyzedFile, availabilityIsABranch: Bool = false) -> Bool {
        if range.contains(where: { file.tokens[$0].kind == .op && file.tokens[$0].spaceBefore && file.is($0, "?") }) { return true }
        for s in file.scopeChain(of: j) {
            let scope = file.scopes[s]
            if scope.kind == .function || scope.kind == .closure || scope.kind == .type { break }
            if scope.kind == .block, file.isAny(Int(scope.introducer), ["if", "else", "switch", "guard", "case"]),
               availabilityIsABranch || !isAvailabilityCheckOnly(Int(scope.introducer), open: Int(scope.open), file) { return true }
        }
        return false
    }

    /// `if #available(iOS 13.0, *) {`: the guard of the forcing API itself, not a setting; what it
    /// forces, it forces wherever the API exists (stepik-ios's video player, blind set fresh41). A
    /// later version (`#available(iOS 26, *)`, GoMap's glass buttons) is a feature's branch.
    private static func isAvailabilityCheckOnly(_ introducer: Int, open: Int, _ file: AnalyzedFile) -> Bool {
        let condition = introducer + 1
        guard file.is(introducer, "if"), file.kind(condition) == .pound, file.is(condition, "#available"),
              file.kind(condition + 1) == .lParen, open - 1 > condition + 1, Int(file.match[condition + 1]) == open - 1 else { return false }
        // iOS, tvOS and Mac Catalyst 13, macOS 10.14 and 10.15: where appearances began.
        return ((condition + 2)..<(open - 1)).allSatisfy { j in
            file.kind(j) != .number || (Double(file.name(j)) ?? 99) < 14
        }
    }

    private func isColorSchemeKeyPath(_ arg: CallSite.Argument, _ file: AnalyzedFile) -> Bool {
        file.kind(arg.first) == .backslash && (arg.first...arg.last).contains { file.is($0, "colorScheme") }
    }

    /// `.aqua`, `.darkAqua`, `NSAppearance.Name.vibrantDark` -> the name; nil for a variable.
    private func namedAppearance(_ arg: CallSite.Argument, _ file: AnalyzedFile) -> String? {
        let last = arg.last
        guard file.kind(last) == .identifier, file.kind(last - 1) == .dot else { return nil }
        let name = file.name(last)
        return ["aqua", "darkAqua", "vibrantLight", "vibrantDark", "accessibilityHighContrastAqua",
                "accessibilityHighContrastDarkAqua"].contains(name) ? name : nil
    }

    /// `x.appearance = NSAppearance(named: ...)` (the value may be force-unwrapped).
    private func isAssignedToAppearance(_ i: Int, _ file: AnalyzedFile) -> Bool {
        let slot = ColorSlot.of(i, in: file)
        return slot.kind == .assignment && slot.name == "appearance" && !slot.isDeclaration
    }
}
