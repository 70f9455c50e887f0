/// `deprecated_material`: visual-effect materials and blur styles fixed to one appearance.
public struct DeprecatedMaterialRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "deprecated_material",
        name: "Non-adaptive material",
        summary: "NSVisualEffectView materials deprecated in macOS 10.14 and UIBlurEffect styles fixed to one appearance.",
        rationale: """
        `NSVisualEffectView.Material` `.light`, `.dark`, `.mediumLight`, `.ultraDark` and `.appearanceBased` \
        are deprecated since macOS 10.14: they do not adapt. Choose the semantic material for the view's \
        purpose (`.sidebar`, `.headerView`, `.windowBackground`, `.contentBackground`, `.menu`, `.popover`, \
        `.hudWindow`, `.sheet`, `.titlebar`). On iOS, `UIBlurEffect.Style` `.light` and `.extraLight` are \
        not deprecated, but each is fixed to the light appearance and glares in Dark Mode; the iOS 13 \
        `.systemMaterial` family (thin, thick, chrome variants) adapts. A `.dark` or `.extraDark` blur is a \
        dark surface in both appearances, usually on purpose (a HUD, a dimming backdrop): `--pedantic` \
        lists it as a note. A blur fixed to one appearance is right where only that appearance is shown: \
        in a target kept in Light Mode, a view forced to one appearance, or a theme named for one \
        appearance (`LightTheme` beside a `DarkTheme`), it is not reported. The message for a light blur \
        says that the text and icons on it must adapt with it. (`UIVibrancyEffect(blurEffect:)` is not \
        deprecated: over an adaptive material it adapts too, so it is not reported.)
        """,
        defaultSeverity: .warning,
        triggering: [
            // Through the app's own wrappers: a function or a view that forwards the style.
            Example("""
            extension UIView {
                func blur(style: UIBlurEffect.Style) { addSubview(UIVisualEffectView(effect: UIBlurEffect(style: style))) }
            }
            func setUp(_ card: UIView) { card.blur(style: ↓.extraLight) }
            """, message: "`.extraLight` passed to `blur(style:)`, which forwards it into `UIBlurEffect(style:)`, is a blur style fixed to the light appearance; pass `.systemThickMaterial`, which adapts to Dark Mode; the text and icons on it must then adapt too (`.label`, not a fixed dark color)"),
            Example("""
            struct BlurView: UIViewRepresentable {
                let style: UIBlurEffect.Style
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
                func updateUIView(_ view: UIVisualEffectView, context: Context) {}
            }
            let chip = Text("Point the camera").background(BlurView(style: ↓.light))
            """),
            Example("sidebarEffectView.material = ↓.dark",
                    message: "`.dark` is an NSVisualEffectView material deprecated in macOS 10.14 that does not adapt to Dark Mode; use the semantic material for the view's purpose: `.sidebar`"),
            Example("let v = NSVisualEffectView(); v.material = ↓.appearanceBased"),
            Example("effect.material = ↓NSVisualEffectView.Material.mediumLight"),
            // Below macOS 10.14 the semantic material does not exist yet.
            Example("effect.material = ↓.mediumLight",
                    message: "`.mediumLight` is an NSVisualEffectView material deprecated in macOS 10.14 that does not adapt to Dark Mode; use the semantic material for the view's purpose: `.windowBackground`; the macOS 10.12 target predates it: use it inside `if #available(macOS 10.14, *)` with the old material in `else`",
                    deploymentTarget: "macOS 10.12"),
            Example("let hud = EffectView(material: ↓.ultraDark)"),
            Example("popoverBackground.material = ↓NSVisualEffectMaterial.light",
                    message: "`NSVisualEffectMaterial.light` is an NSVisualEffectView material deprecated in macOS 10.14 that does not adapt to Dark Mode; use the semantic material for the view's purpose: `.popover`"),
            Example("let blur = UIBlurEffect(style: ↓.light)",
                    message: "`.light` is a blur style fixed to the light appearance; use `.systemMaterial`, which adapts to Dark Mode; the text and icons on it must then adapt too (`.label`, not a fixed dark color)",
                    fixed: "let blur = UIBlurEffect(style: .systemMaterial)"),
            Example("let blur = UIBlurEffect(style: ↓UIBlurEffect.Style.extraLight)", fixed: "let blur = UIBlurEffect(style: UIBlurEffect.Style.systemThickMaterial)"),
            Example("let style: UIBlurEffect.Style = isCompact ? ↓.extraLight : .systemMaterial", fixed: "let style: UIBlurEffect.Style = isCompact ? .systemThickMaterial : .systemMaterial"),
            Example("""
            let effectView = UIVisualEffectView(
                effect: UIBlurEffect(
                    style: ↓.light
                )
            )
            """, fixed: """
            let effectView = UIVisualEffectView(
                effect: UIBlurEffect(
                    style: .systemMaterial
                )
            )
            """),
            // Below iOS 13 the `.systemMaterial` family does not exist: reported, not fixed.
            Example("let blur = UIBlurEffect(style: ↓.light)",
                    fixed: "let blur = UIBlurEffect(style: .light)", deploymentTarget: "iOS 12.0"),
        ],
        nonTriggering: [
            // The light half of a blur chosen by the appearance (an app theme's light and dark cases).
            Example("""
            ThemeManager.onThemeChange(observer: blurView) { [weak blurView] theme, _ in
                switch theme.interfaceStyle {
                case .light: blurView?.effect = UIBlurEffect(style: .light)
                default: blurView?.effect = UIBlurEffect(style: .dark)
                }
            }
            """),
            Example("""
            struct BlurView: UIViewRepresentable {
                let style: UIBlurEffect.Style
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
            }
            let chip = Text("Point the camera").background(BlurView(style: .systemMaterial))
            let other = Chip(style: .light)
            """),
            Example("effectView.material = .sidebar"),
            // The light member of a theme family: the app picks the theme, and with it the blur.
            Example("""
            final class LightTheme: Theme {
                let hudBlurStyle: UIBlurEffect.Style = .extraLight
            }
            final class DarkTheme: Theme {
                let hudBlurStyle: UIBlurEffect.Style = .dark
            }
            """),
            // A view kept in Light Mode shows only the light appearance: its light blur is right there.
            Example("""
            final class ReceiptCard: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    overrideUserInterfaceStyle = .light
                    addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .extraLight)))
                }
            }
            """),
            // A private blur its file adds to the view only in a branch switched off by hand is never shown.
            Example("""
            final class SplashView: UIView {
                fileprivate lazy var blur: UIVisualEffectView = {
                    UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    if false, !UIAccessibility.isReduceTransparencyEnabled {
                        addSubview(blur)
                    }
                }
            }
            """),
            // A dark blur is a dark surface in both appearances (`--pedantic` lists it as a note).
            Example("let dimming = UIBlurEffect(style: .dark)"),
            Example("hud.blur(style: .extraDark)"),
            Example("let blur = UIBlurEffect(style: .systemMaterial)"),
            Example("let blur = UIBlurEffect(style: .regular)"),
            Example("let blur = UIBlurEffect(style: .prominent)"),
            Example("let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .label)"),
            Example("let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))"),
            Example("overrideUserInterfaceStyle = .dark"),
            Example("textField.keyboardAppearance = .dark"),
            Example("ContentView().preferredColorScheme(.dark)"),
            Example("let font = UIFont.systemFont(ofSize: 12, weight: .light)"),
            Example("statusBarStyle = .light"),
            Example("// effectView.material = .dark"),
            Example("""
            if #available(macOS 10.14, *) {
                effectView.material = .sidebar
            } else {
                effectView.material = .light
            }
            """),
        ]
    )

    static let deprecatedMaterials: Set<String> = ["light", "dark", "mediumLight", "ultraDark", "appearanceBased"]
    static let fixedBlurStyles: Set<String> = ["light", "extraLight", "dark", "extraDark"]
    static let candidateNames = NameTable(Array(deprecatedMaterials) + Array(fixedBlurStyles))
    static let materialTypes: Set<String> = ["NSVisualEffectView.Material", "NSVisualEffectMaterial"]
    static let blurTypes: Set<String> = ["UIBlurEffect.Style", "UIBlurEffectStyle"]

    /// A `.dark`/`.extraDark` blur is a dark surface in both appearances, as deliberate as a black
    /// one (a HUD, a dimming backdrop): nothing in it breaks in Dark Mode, so it is a note with
    /// `--pedantic` only. A `.light` blur glares there.
    static func isQuietDarkBlur(_ style: String, _ context: LintContext) -> Bool {
        isDarkBlur(style) && !context.options.pedantic
    }

    /// A material turns dark in Dark Mode: dark text or icons kept on it would vanish there.
    static let inkOnLightBlur = "the text and icons on it must then adapt too (`.label`, not a fixed dark color)"

    static func isDarkBlur(_ style: String) -> Bool { style == "dark" || style == "extraDark" }

    private static func demotingDarkBlur(_ style: String, _ finding: Finding) -> Finding {
        guard isDarkBlur(style) else { return finding }
        var note = finding
        note.severity = .note
        return note
    }

    /// Semantic materials added in macOS 10.14 (`.sidebar`, `.popover`, `.menu`, `.titlebar` and
    /// `.selection` are older).
    static let materialsSince10_14: Set<String> = [".windowBackground", ".headerView", ".sheet", ".hudWindow", ".fullScreenUI",
                                                   ".toolTip", ".contentBackground", ".underWindowBackground", ".underPageBackground"]

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        // A blur style fixed to one appearance is right where only that appearance is shown: a target
        // kept in Light Mode (Info.plist, the app's window), a view forced to one. Deprecated materials
        // are deprecated API everywhere.
        // Asked only at a candidate: a question every file asks is a guess every file may get wrong.
        // Also the blur of a theme named for one appearance (`class LightTheme: ITheme { let hudBlurStyle
        // = .extraLight }` beside a `DarkTheme`): the app picks the theme, and with it the blur.
        func fixedToTheAppearanceShown(_ i: Int) -> Bool {
            context.showsOneAppearance(file.source.path) || ForcedAppearance.isForced(i, in: file, context.index)
                || AppearanceGuards.isInAppearanceSpecificType(i, in: file, context.index)
        }
        for i in file.tokens(namedAny: Self.candidateNames) where i >= 1 {
            guard file.tokens[i - 1].kind == .dot, file.isAny(i, Self.candidateNames), let use = MemberUse.at(i, in: file) else { continue }
            let name = file.name(i)
            if Self.deprecatedMaterials.contains(name), isMaterial(use, file) {
                if AppearanceGuards.isAppearanceAware(i, in: file) { continue }
                let purpose = Self.purpose(near: use.start, in: file)
                let spelling = use.typePath.isEmpty ? ".\(name)" : "\(use.typePath).\(name)"
                var message = "`\(spelling)` is an NSVisualEffectView material deprecated in macOS 10.14 that does not adapt to Dark Mode; use the semantic material for the view's purpose: `\(purpose)`"
                if let macOS = context.options.deploymentTargets.macOS, macOS < OSVersion(10, 14), Self.materialsSince10_14.contains(purpose) {
                    message += "; the macOS \(macOS) target predates it: use it inside `if #available(macOS 10.14, *)` with the old material in `else`"
                }
                findings.append(finding(range(use, file), message, suggestion: purpose))
            } else if Self.fixedBlurStyles.contains(name), let wrapper = forwarder(use, file, context) {
                if AppearanceGuards.isAppearanceAware(i, in: file) || Self.isQuietDarkBlur(name, context) || fixedToTheAppearanceShown(i) { continue }
                let replacement = name.hasPrefix("extra") ? ".systemThickMaterial" : ".systemMaterial"
                let look = name.lowercased().contains("dark") ? "dark" : "light"
                var message = "`.\(name)` passed to `\(wrapper)`, which forwards it into `UIBlurEffect(style:)`, is a blur style fixed to the \(look) appearance; pass `\(replacement)`, which adapts to Dark Mode"
                if look == "dark" { message += " (or `\(replacement)Dark` if it must stay dark)" } else { message += "; " + Self.inkOnLightBlur }
                findings.append(Self.demotingDarkBlur(name, finding(range(use, file), message, suggestion: replacement)))
            } else if Self.fixedBlurStyles.contains(name), isBlurStyle(use, file) {
                if AppearanceGuards.isAppearanceAware(i, in: file) || Self.isQuietDarkBlur(name, context) || fixedToTheAppearanceShown(i) { continue }
                let replacement = name.hasPrefix("extra") ? ".systemThickMaterial" : ".systemMaterial"
                let look = name.lowercased().contains("dark") ? "dark" : "light"
                let spelling = use.typePath.isEmpty ? ".\(name)" : "\(use.typePath).\(name)"
                var message = "`\(spelling)` is a blur style fixed to the \(look) appearance; use `\(replacement)`, which adapts to Dark Mode"
                if look == "dark" { message += " (or `\(replacement)Dark` if it must stay dark)" } else { message += "; " + Self.inkOnLightBlur }
                if let note = IOS13Fix.availabilityNote(context, old: "style") { message += "; " + note }
                // The `.systemMaterial` family is iOS 13 API: below that target the swap would not build.
                let fix = IOS13Fix.allowed(context) ? Fix(title: "Use \(replacement)",
                              edits: [TextEdit(range: file.tokens[i].range, replacement: String(replacement.dropFirst()))],
                              applicability: .unsafe) : nil
                findings.append(Self.demotingDarkBlur(name, finding(range(use, file), message, suggestion: replacement, fix: fix)))
            }
        }
    }

    private func range(_ use: MemberUse, _ file: AnalyzedFile) -> ByteRange {
        ByteRange(start: file.tokens[use.start].start, end: file.tokens[use.member].end)
    }

    /// `x.material = .dark`, `material: .dark`, or `NSVisualEffectView.Material.dark`.
    private func isMaterial(_ use: MemberUse, _ file: AnalyzedFile) -> Bool {
        if !use.typePath.isEmpty { return use.typePathIs(Self.materialTypes) }
        let slot = ColorSlot.of(use.start, in: file)
        if (slot.kind == .assignment || slot.kind == .label), slot.name == "material" { return true }
        return slot.declaredType == "Material" || slot.declaredType == "NSVisualEffectMaterial"
    }

    /// `UIBlurEffect(style: .dark)`, `let s: UIBlurEffect.Style = .dark`, `UIBlurEffect.Style.dark`.
    private func isBlurStyle(_ use: MemberUse, _ file: AnalyzedFile) -> Bool {
        if !use.typePath.isEmpty { return use.typePathIs(Self.blurTypes) }
        let slot = ColorSlot.of(use.start, in: file)
        if slot.kind == .label, slot.name == "style", let callee = slot.callee,
           file.is(callee, "UIBlurEffect") || (file.is(callee, "init") && file.is(callee - 2, "UIBlurEffect")) {
            return true
        }
        return isBlurStyleDeclaration(use, file)
    }

    /// `view.blur(style: .dark)`, `BlurView(style: .light)`: a call whose argument the run's own code
    /// forwards into `UIBlurEffect(style:)` (`StyleForwarder`); nil when it is not one.
    private func forwarder(_ use: MemberUse, _ file: AnalyzedFile, _ context: LintContext) -> String? {
        guard use.typePath.isEmpty else { return nil }
        let slot = ColorSlot.of(use.start, in: file)
        guard slot.kind == .label, let callee = slot.callee, file.kind(callee) == .identifier,
              context.index.isBlurStyleForwarder(StyleForwarder(callee: file.nameID(callee), label: NameID(slot.name))) else { return nil }
        return "\(file.name(callee))(\(slot.name):)"
    }

    /// `let s: UIBlurEffect.Style = .dark`, `-> UIBlurEffect.Style { .dark }`.
    private func isBlurStyleDeclaration(_ use: MemberUse, _ file: AnalyzedFile) -> Bool {
        let slot = ColorSlot.of(use.start, in: file)
        if slot.kind == .assignment || slot.kind == .returnValue, slot.declaredType == "Style" || slot.declaredType == "UIBlurEffectStyle" {
            return declaresBlurStyle(before: use.start, file)
        }
        return false
    }

    /// `let s: UIBlurEffect.Style = ...` on the same line before `start`.
    private func declaresBlurStyle(before start: Int, _ file: AnalyzedFile) -> Bool {
        var j = start - 1
        while j >= 0, !file.tokens[j + 1].atLineStart || j == start - 1 {
            if file.is(j, "UIBlurEffect") || file.is(j, "UIBlurEffectStyle") { return true }
            j -= 1
        }
        return false
    }

    /// The semantic material for the purpose the surrounding names suggest.
    static func purpose(near token: Int, in file: AnalyzedFile) -> String {
        var words = ""
        var j = token - 1
        var steps = 0
        while j >= 0, steps < 12 {
            if file.tokens[j].kind == .identifier { words += file.name(j).lowercased() + " " }
            if file.tokens[j].atLineStart { break }
            j -= 1
            steps += 1
        }
        if let type = file.enclosingType(of: token) { words += file.scopes[type].name.lowercased() }
        if let f = file.enclosingFunction(of: token) { words += " " + file.scopes[f].name.lowercased() }
        let table: [(StaticString, String)] = [
            ("sidebar", ".sidebar"), ("sourcelist", ".sidebar"), ("header", ".headerView"), ("popover", ".popover"),
            ("menu", ".menu"), ("hud", ".hudWindow"), ("sheet", ".sheet"), ("titlebar", ".titlebar"),
            ("toolbar", ".titlebar"), ("tooltip", ".toolTip"), ("selection", ".selection"), ("fullscreen", ".fullScreenUI"),
            ("content", ".contentBackground"), ("table", ".contentBackground"), ("list", ".contentBackground"),
        ]
        for (word, material) in table where words.containsBytes(word) { return material }
        return ".windowBackground"
    }
}
