/// `hardcoded_color`: a colour built from fixed components.
public struct HardcodedColorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "hardcoded_color",
        name: "Hard-coded color",
        summary: "A color built from fixed components (RGB, white, HSB, hex, #colorLiteral) does not adapt to Dark Mode.",
        rationale: """
        A color made from fixed component values is the same in Light and Dark Mode. That breaks where \
        its value fights the dark appearance in its role: a light surface (background, fill, bar) glares, \
        dark text, tints and lines vanish on the dark background (CIELAB lightness, after alpha, over \
        Dark Mode's background). Mid-tones and saturated brand, status and chart colors read in both and \
        are not reported (`--pedantic` lists them as notes), nor are light content and dark surfaces. \
        Use a semantic color for the role (`.systemBackground`, `.label`, `.separator`) or a color set \
        with Any and Dark appearances. A color bound to a name (`static let ink = ...`) is judged by \
        the roles its uses give it and reported once, at the definition, where a Dark variant belongs. \
        Colors in a dynamic provider, a `light:`/`dark:` pair, a branch on the interface style or the \
        theme, per-theme variants, a pair with a fixed surface of the same element, a screen that \
        forces one appearance, watchOS code, stored preferences and runtime values are not reported. \
        In Interface Builder, a system text or tint color drawn on a fixed surface that does not glare \
        is reported where it vanishes in one appearance (`systemGray6` text on a toast kept black).
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("view.backgroundColor = ↓UIColor(red: 1, green: 1, blue: 1, alpha: 1)",
                    message: "`UIColor(red:green:blue:alpha:)` is a fixed color (#FFFFFF): a light surface glares in Dark Mode; use `.systemBackground`, or an asset-catalog color with a Dark appearance",
                    fixed: "view.backgroundColor = UIColor.systemBackground"),
            Example("label.textColor = ↓UIColor(red: 51/255, green: 51/255, blue: 51/255, alpha: 1)",
                    message: "`UIColor(red:green:blue:alpha:)` is a fixed color (#333333): dark text is unreadable on Dark Mode's dark background; use `.label`, or an asset-catalog color with a Dark appearance"),
            // Spaces before a call's parenthesis are still the call.
            Example("view.backgroundColor = ↓UIColor   (white: 0.95, alpha: 1)"),
            // Whole numbers above 1 are the app's own 0–255 initialiser: #4D4D4D, dark text.
            Example("label.textColor = ↓UIColor(red: 77, green: 77, blue: 77)",
                    message: "`UIColor(red:green:blue:)` is a fixed color (#4D4D4D): dark text is unreadable on Dark Mode's dark background; use `.secondaryLabel`, or an asset-catalog color with a Dark appearance"),
            Example("""
            view.layer.borderColor = ↓UIColor(
                red: CGFloat(20) / 255.0,
                green: 20.0 / 255,
                blue: 0x14 / 255,
                alpha: 1
            ).cgColor
            """, message: "`UIColor(red:green:blue:alpha:)` is a fixed color (#141414): a dark line vanishes on Dark Mode's dark background; use `.opaqueSeparator`, or an asset-catalog color with a Dark appearance"),
            Example("cell.contentView.backgroundColor = ↓UIColor(white: 0.95, alpha: 1)",
                    message: "`UIColor(white:alpha:)` is a fixed color (#F2F2F2): a light surface glares in Dark Mode; use `.secondarySystemBackground`, or an asset-catalog color with a Dark appearance"),
            Example("textField.textColor = ↓NSColor(calibratedRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)",
                    message: "`NSColor(calibratedRed:green:blue:alpha:)` is a fixed color (#333333): dark text is unreadable on Dark Mode's dark background; use `.labelColor`, or an asset-catalog color with a Dark appearance"),
            Example("Text(title).foregroundColor(↓Color(red: 0.1, green: 0.1, blue: 0.1))",
                    message: "`Color(red:green:blue:)` is a fixed color (#1A1A1A): dark text is unreadable on Dark Mode's dark background; use `.primary`, or an asset-catalog color with a Dark appearance"),
            Example("Rectangle().fill(↓Color(white: 0.9))"),
            Example("ctx.setFillColor(↓CGColor(red: 1, green: 1, blue: 1, alpha: 1))"),
            Example("headerView.backgroundColor = ↓#colorLiteral(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)",
                    message: "`#colorLiteral(red:green:blue:alpha:)` is a fixed color (#E6E6E6): a light surface glares in Dark Mode; use `.secondarySystemBackground`, or an asset-catalog color with a Dark appearance"),
            Example("view.backgroundColor = ↓UIColor(hex: 0xF0F0F0)"),
            Example("Text(\"Hi\").foregroundStyle(↓Color(hex: \"#222\"))"),
            Example("banner.backgroundColor = ↓UIColor(hexString: \"FAFAFAFF\")"),
            Example("box.fillColor = ↓NSColor(rgb: 0xF5F5F5)"),
            Example("cardView.backgroundColor = ↓.init(red: 1, green: 1, blue: 1, alpha: 1)",
                    fixed: "cardView.backgroundColor = .systemBackground"),
            Example("overlay.backgroundColor = ↓UIColor(red: 1, green: 1, blue: 1, alpha: opacity)"),
            // Dark ink a view draws on a dark shape of its own (or on nothing) vanishes in Dark Mode.
            Example("""
            final class ScrollIndicator: NSView {
                override func draw(_ dirtyRect: NSRect) {
                    NSGradient(colors: [NSColor(white: 0.2, alpha: 0.97), NSColor(white: 0.15, alpha: 0.95)])?.draw(in: disc, angle: 90)
                    ↓NSColor(white: 0.12, alpha: 0.48).setStroke()
                    disc.stroke()
                }
            }
            """),
            Example("label.textColor = ↓PlatformColor(white: 0.2, alpha: 1)", otherFiles: ["typealias PlatformColor = UIColor"]),
            Example("node.fillColor = ↓SKColor(white: 0.95, alpha: 1)"),
            // A palette group for a whole screen: its surface glares, its text is a pair with it only there.
            Example("""
            extension UIColor {
                enum Screen {
                    static let textColor = ↓UIColor(red: 0.16, green: 0.30, blue: 0.45, alpha: 1.0)
                    static let backgroundColor = ↓UIColor(white: 0.98, alpha: 1)
                }
            }
            """),
            Example("""
            #if os(iOS)
            view.backgroundColor = ↓UIColor(white: 0.98, alpha: 1)
            #else
            view.layer?.backgroundColor = ↓NSColor(white: 0.98, alpha: 1).cgColor
            #endif
            """),
            Example("title.textColor = ↓UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) // \"quoted\""),
            Example("""
            if #available(iOS 13.0, *) {
                view.backgroundColor = ↓UIColor(white: 0.9, alpha: 1)
            }
            """),
            // A screen-sized surface glares whatever is drawn on it: both sides of the pair are reported.
            Example("""
            navigationBar.barTintColor = ↓UIColor(white: 1, alpha: 1)
            navigationBar.titleTextAttributes = [.foregroundColor: ↓UIColor(white: 0, alpha: 1)]
            """, fixed: """
            navigationBar.barTintColor = UIColor.systemBackground
            navigationBar.titleTextAttributes = [.foregroundColor: UIColor.label]
            """),
            // A hex helper means what the app makes it mean; `#colorLiteral` may have no type to name;
            // below iOS 13 `.systemBackground` does not exist: reported, not fixed.
            Example("view.backgroundColor = ↓UIColor(hex: 0xFFFFFF)", fixed: "view.backgroundColor = UIColor(hex: 0xFFFFFF)"),
            Example("view.backgroundColor = ↓UIColor(white: 1, alpha: 1)", fixed: "view.backgroundColor = UIColor(white: 1, alpha: 1)",
                    deploymentTarget: "iOS 12.0"),
            // A palette entry is reported once, at its definition, by the roles its uses give it.
            Example("""
            extension UIColor {
                static let ink = ↓UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
                static let paper = ↓Self(white: 0.98, alpha: 1)
            }
            """, messages: [
                "`ink` is `UIColor(red:green:blue:alpha:)`, a fixed color (#1A1A1F), used as text in 2 places (first: Other0.swift:1): dark text is unreadable on Dark Mode's dark background; give `ink` a Dark variant (an asset-catalog color set with a Dark appearance, or a dynamic provider)",
                "`paper` is `Self(white:alpha:)`, a fixed color (#FAFAFA), used as a background once (first: Other0.swift:3): a light surface glares in Dark Mode; give `paper` a Dark variant (an asset-catalog color set with a Dark appearance, or a dynamic provider)",
            ], otherFiles: ["""
            titleLabel.textColor = .ink
            subtitleLabel.textColor = UIColor.ink.withAlphaComponent(0.8)
            view.backgroundColor = Color(uiColor: .paper)
            """]),
            Example("""
            func styleCard() {
                let fill = ↓UIColor(white: 0.96, alpha: 1)
                card.backgroundColor = fill
            }
            """, message: "`fill` is `UIColor(white:alpha:)`, a fixed color (#F5F5F5), used as a background once (first: line 3): a light surface glares in Dark Mode; use `.secondarySystemBackground`, or an asset-catalog color with a Dark appearance"),
        ],
        nonTriggering: [
            Example("view.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)"),
            // Dark ink a view draws on the light disc it fills itself: the same in both appearances.
            Example("""
            final class ScrollIndicator: NSView {
                override func draw(_ dirtyRect: NSRect) {
                    NSGradient(colors: [NSColor(white: 1.0, alpha: 0.97), NSColor(white: 0.93, alpha: 0.95)])?.draw(in: disc, angle: 90)
                    NSColor(white: 0.12, alpha: 0.48).setStroke()
                    disc.stroke()
                }
            }
            """),
            // 0–255 components: a dark slate surface (#414759), not white.
            Example("button.backgroundColor = UIColor(red: 65, green: 71, blue: 89)"),
            // The name's last word gives the role: a light line, not a background, reads on dark.
            Example("control.backgroundLineColor = UIColor(white: 0.93, alpha: 1)"),
            // A parenthesis on the next line starts a new statement, not a call.
            Example("""
            let type = UIColor
            (white: 1, alpha: 1)
            """),
            Example("let user = UIColor(hue: CGFloat(hash % 360) / 360, saturation: 0.5, brightness: 0.9, alpha: 1)"),
            Example("view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0)"),
            Example("view.backgroundColor = UIColor(named: \"Background\")"),
            Example("Text(\"x\").foregroundColor(Color(\"Accent\"))"),
            Example("view.backgroundColor = .systemBackground"),
            // Mid-tones and saturated hues read in both appearances (`--pedantic` lists them as notes).
            Example("subtitle.textColor = UIColor(white: 0.45, alpha: 1)"),
            Example("banner.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)"),
            Example("chart.strokeColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)"),
            // Light content and dark surfaces look the same in both appearances.
            Example("badge.textColor = UIColor(white: 1, alpha: 1)"),
            Example("player.backgroundColor = UIColor(white: 0.05, alpha: 1)"),
            Example("divider.backgroundColor = UIColor(white: 1, alpha: 0.12)"),
            // A control's knob is white in both appearances, as on Apple's switches and sliders.
            Example("""
            final class VolumeSliderCell: NSSliderCell {
                let knobFillColor = NSColor(white: 1, alpha: 1)
                override func drawKnob(_ knobRect: NSRect) {
                    knobFillColor.setFill()
                    NSBezierPath(ovalIn: knobRect).fill()
                }
            }
            """),
            // A definition nothing puts at risk: no use, or uses only in a dynamic provider.
            Example("let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)"),
            Example("""
            extension UIColor {
                static let gray900 = UIColor(white: 0.1, alpha: 1)
                static let gray50 = UIColor(white: 0.97, alpha: 1)
                static let surface = UIColor { $0.userInterfaceStyle == .dark ? .gray900 : .gray50 }
            }
            view.backgroundColor = .surface
            """),
            // One half of a hand-made light/dark pair, written as a computed property.
            Example("""
            extension NSColor {
                static var tokenBackgroundLightColor: NSColor { NSColor(calibratedWhite: 0.85, alpha: 1) }
                static var tokenBackgroundDarkColor: NSColor { NSColor(calibratedWhite: 1, alpha: 0.22) }
            }
            """),
            // Per-theme variants: each theme supplies its own colors.
            Example("""
            struct Palette {
                let background: UIColor
                static let light = Palette(background: UIColor(white: 0.98, alpha: 1))
                static let dark = Palette(background: UIColor(white: 0.08, alpha: 1))
            }
            """),
            Example("""
            switch theme.style {
            case .dark:
                header.backgroundColor = UIColor(white: 0.1, alpha: 1)
            case .light:
                header.backgroundColor = UIColor(white: 0.97, alpha: 1)
            }
            """),
            // A fixed pair on a control: dark text on a button that is light in both appearances.
            Example("""
            button.backgroundColor = UIColor(white: 1, alpha: 1)
            button.setTitleColor(UIColor(white: 0.1, alpha: 1), for: .normal)
            """),
            // A screen that forces an appearance, the screens only it shows, and watchOS never meet
            // the other appearance. (A window or app kept Light is a migration leftover: reported.)
            Example("""
            final class ReceiptViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = .light
                    view.backgroundColor = UIColor(white: 1, alpha: 1)
                }
            }
            """),
            Example("""
            final class OnboardingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.overrideUserInterfaceStyle = .light
                }
                func signIn() { navigationController?.pushViewController(SignInViewController(), animated: true) }
            }
            final class SignInViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(white: 1, alpha: 1)
                }
            }
            """),
            Example("""
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    overrideUserInterfaceStyle = .dark
                    controls.backgroundColor = UIColor(white: 0.95, alpha: 0.9)
                }
            }
            """),
            Example("""
            import WatchKit
            group.setBackgroundColor(UIColor(white: 0.95, alpha: 1))
            """),
            Example("""
            #if os(watchOS)
            view.backgroundColor = UIColor(white: 0.95, alpha: 1)
            #endif
            """),
            // Explained where it is written, a parameter's default, a fallback after a lookup.
            Example("cta.backgroundColor = UIColor(white: 1, alpha: 1) // white in Light and Dark Mode, over the photo"),
            Example("func addBackground(color: UIColor = UIColor(white: 1, alpha: 1)) {}"),
            Example("view.backgroundColor = theme.color(for: .fill) ?? UIColor(white: 1, alpha: 1)"),
            // A stored preference's first value: the user or the theme replaces it.
            Example("@AppStorage(\"background\") var background: Color = Color(white: 1)"),
            Example("""
            let background = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.98, alpha: 1)
            }
            """),
            Example("let c = UIColor(dynamicProvider: { _ in UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) })"),
            Example("let c = NSColor(name: nil, dynamicProvider: { _ in NSColor(white: 0.1, alpha: 1) })"),
            Example("let c = UIColor(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0.1, alpha: 1))"),
            Example("let c = Color(light: #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1), dark: #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1))"),
            Example("""
            if traitCollection.userInterfaceStyle == .dark {
                view.backgroundColor = UIColor(white: 0.1, alpha: 1)
            } else {
                view.backgroundColor = UIColor(white: 0.98, alpha: 1)
            }
            """),
            Example("""
            func apply() {
                let isNight = traitCollection.userInterfaceStyle == .dark
                if isNight {
                    view.backgroundColor = UIColor(white: 0.1, alpha: 1)
                }
            }
            """),
            Example("layer.backgroundColor = isDarkMode ? NSColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1).cgColor : NSColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1).cgColor"),
            Example("""
            switch colorScheme {
            case .dark: return Color(white: 0.1)
            default: return Color(white: 0.95)
            }
            """),
            Example("""
            if #available(iOS 13.0, *) {
                view.backgroundColor = .systemBackground
            } else {
                view.backgroundColor = UIColor(white: 1, alpha: 1)
            }
            """),
            Example("""
            guard #available(iOS 13.0, *) else {
                return UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            }
            """),
            Example("""
            if #unavailable(iOS 13.0) {
                label.textColor = UIColor(white: 0.2, alpha: 1)
            }
            """),
            Example("view.layer.shadowColor = UIColor(white: 0, alpha: 1).cgColor"),
            Example("dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)"),
            Example("""
            struct IceCubeDark: ColorSet {
                var scheme: ColorScheme = .dark
                var primaryBackgroundColor: Color = .init(red: 16 / 255, green: 21 / 255, blue: 35 / 255)
            }
            """),
            Example("// view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)"),
            Example("let s = \"UIColor(red: 1, green: 1, blue: 1, alpha: 1)\""),
            Example("/* #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1) */"),
            Example("let s = #\"UIColor(white: 1, alpha: 1) \\(x)\"#"),
            Example("let c = UIColor(cgColor: layer.borderColor!)"),
            Example("let c = UIColor(hex: userHex)"),
            Example("let c = UIColor(patternImage: image)"),
            // A palette's group for one control, its dark text with its white surface (mullvad).
            Example("""
            extension UIColor {
                enum TextField {
                    static let textColor = UIColor(red: 0.16, green: 0.30, blue: 0.45, alpha: 1.0)
                    static let backgroundColor = UIColor(white: 1, alpha: 1)
                }
            }
            """),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        var i = 0
        let n = file.count
        while i < n {
            let kind = file.tokens[i].kind
            if kind == .identifier || kind == .pound || kind == .dot,
               let ctor = ColorConstructor.starting(at: i, in: file, context) {
                report(ctor, in: file, context, into: &findings)
                i = max(ctor.end, i) + 1   // its arguments are literals: nothing more to find inside
                continue
            }
            i += 1
        }
    }

    private func report(_ ctor: ColorConstructor, in file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        // A project that has adopted Dark Mode chose its remaining fixed colours (`DarkModeAdoption`).
        if context.leavesSwiftColorsToPedantic { return }
        let range = ByteRange(start: file.tokens[ctor.start].start, end: file.tokens[ctor.end].end)
        guard let value = ctor.value else {
            // `#colorLiteral` with components we could not read: still a fixed colour.
            if file.kind(ctor.start) == .pound, !AppearanceGuards.isAppearanceAware(ctor.start, in: file) {
                findings.append(finding(range, "`#colorLiteral` is a fixed color that does not adapt to Dark Mode; use an asset-catalog color with Any and Dark appearances"))
            }
            return
        }
        if value.alpha <= 0, ctor.alphaIsLiteral { return }
        guard let use = FixedColorUse.analyze(start: ctor.start, value: value, framework: ctor.framework, in: file, context) else { return }
        guard use.isRisky || context.options.pedantic else { return }
        let message = use.explanation(subject: "`\(ctor.spelling)`\(use.definitionName == nil ? " is" : ",") a fixed color (\(value.hexString))")
        var f = finding(range, message, suggestion: use.definitionName == nil || use.isLocalDefinition ? use.advice.replacement : nil, details: use.details(value))
        if !use.isRisky { f.severity = .note }
        f.fix = Self.fix(ctor, range: range, use: use, in: file)
        findings.append(f)
    }

    /// The whole constructor swapped for the semantic colour, where the advice is exact (opaque
    /// white as a background, opaque black as text: the Light appearance stays as it was), the
    /// target has the colour, and the type stays written (`UIColor(white: 1, alpha: 1)` ->
    /// `UIColor.systemBackground`; `.init(...)` -> `.systemBackground`). Unsafe: Dark Mode changes.
    /// `#colorLiteral` and other types' helpers get none: the context may not name the type.
    static func fix(_ ctor: ColorConstructor, range: ByteRange, use: FixedColorUse, in file: AnalyzedFile) -> Fix? {
        // Component initialisers only (a hex helper's meaning is the app's), every component a literal.
        let componentLabels = ["(red:", "(white:", "(hue:", "(displayP3Red:"]
        guard use.isRisky, use.definitionName == nil, use.advice.isUnambiguous, use.compatibility == nil, ctor.alphaIsLiteral,
              componentLabels.contains(where: { ctor.spelling.contains($0) }),
              ctor.framework == .uiKit || ctor.framework == .swiftUI,
              let replacement = use.advice.replacement, replacement.hasPrefix("."), !replacement.contains("(") else { return nil }
        // The replacement ends in a name where the call ended in `)`: a name or number right after
        // it (`...)1`, only in broken code) would glue on.
        if ctor.end + 1 < file.count, !file.tokens[ctor.end + 1].spaceBefore,
           [.identifier, .number].contains(file.kind(ctor.end + 1)) { return nil }
        let text: String
        switch file.kind(ctor.start) {
        case .identifier where ["UIColor", "Color"].contains(file.name(ctor.start)):
            text = file.name(ctor.start) + replacement
        case .dot where file.is(ctor.start + 1, "init"):
            text = replacement
        default:
            return nil
        }
        return Fix(title: "Use \(replacement)", edits: [TextEdit(range: range, replacement: text)], applicability: .unsafe)
    }
}
