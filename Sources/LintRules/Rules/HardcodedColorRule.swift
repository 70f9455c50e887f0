/// `hardcoded_color`: a colour built from fixed components.
public struct HardcodedColorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "hardcoded_color",
        name: "Hard-coded color",
        summary: "A color built from fixed components (RGB, white, HSB, hex, #colorLiteral) does not adapt to Dark Mode.",
        rationale: """
        A color made from fixed component values is the same in Light and Dark Mode, so text in it can \
        become unreadable and backgrounds glaring. Use a semantic color that describes the role \
        (`.systemBackground`, `.label`, `.separator`, `.systemBlue`) or a color set in the asset catalog \
        with Any and Dark appearances. Colors built inside a dynamic provider, passed as a `light:`/`dark:` \
        pair, chosen by a branch on the interface style, or built from runtime values are not reported.
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("view.backgroundColor = ↓UIColor(red: 1, green: 1, blue: 1, alpha: 1)",
                    message: "`UIColor(red:green:blue:alpha:)` is a fixed color (#FFFFFF) that does not adapt to Dark Mode; use `.systemBackground` for a background, or an asset-catalog color with a Dark appearance"),
            Example("label.textColor = ↓UIColor(red: 51/255, green: 51/255, blue: 51/255, alpha: 1)",
                    message: "`UIColor(red:green:blue:alpha:)` is a fixed color (#333333) that does not adapt to Dark Mode; use `.label` for text, or an asset-catalog color with a Dark appearance"),
            Example("""
            view.layer.borderColor = ↓UIColor(
                red: CGFloat(200) / 255.0,
                green: 200.0 / 255,
                blue: 0xC8 / 255,
                alpha: 1
            ).cgColor
            """, message: "`UIColor(red:green:blue:alpha:)` is a fixed color (#C8C8C8) that does not adapt to Dark Mode; use `.opaqueSeparator` for a border or separator, or an asset-catalog color with a Dark appearance"),
            Example("cell.contentView.backgroundColor = ↓UIColor(white: 0.95, alpha: 1)",
                    message: "`UIColor(white:alpha:)` is a fixed color (#F2F2F2) that does not adapt to Dark Mode; use `.secondarySystemBackground` for a background, or an asset-catalog color with a Dark appearance"),
            Example("button.tintColor = ↓UIColor(hue: 0.6, saturation: 1, brightness: 1, alpha: 1)",
                    message: "`UIColor(hue:saturation:brightness:alpha:)` is a fixed color (#0066FF) that does not adapt to Dark Mode; use `.systemBlue` for a tint, or an asset-catalog color with a Dark appearance"),
            Example("textField.textColor = ↓NSColor(calibratedRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)",
                    message: "`NSColor(calibratedRed:green:blue:alpha:)` is a fixed color (#333333) that does not adapt to Dark Mode; use `.labelColor` for text, or an asset-catalog color with a Dark appearance"),
            Example("Text(title).foregroundColor(↓Color(red: 0.1, green: 0.1, blue: 0.1))",
                    message: "`Color(red:green:blue:)` is a fixed color (#1A1A1A) that does not adapt to Dark Mode; use `.primary` for text, or an asset-catalog color with a Dark appearance"),
            Example("let fill = ↓Color(.sRGB, red: 0.98, green: 0.98, blue: 0.98, opacity: 1)"),
            Example("Rectangle().fill(↓Color(white: 0.9))"),
            Example("ctx.setFillColor(↓CGColor(red: 1, green: 0, blue: 0, alpha: 1))"),
            Example("let c = ↓CGColor(gray: 0.5, alpha: 1)"),
            Example("let c = ↓CIColor(red: 0.5, green: 0.5, blue: 0.5)"),
            Example("headerView.backgroundColor = ↓#colorLiteral(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)",
                    message: "`#colorLiteral(red:green:blue:alpha:)` is a fixed color (#E6E6E6) that does not adapt to Dark Mode; use `.secondarySystemBackground` for a background, or an asset-catalog color with a Dark appearance"),
            Example("let accent = Color(↓#colorLiteral(red: 0, green: 0.48, blue: 1, alpha: 1))"),
            Example("view.backgroundColor = ↓UIColor(hex: 0x1E1E1E)"),
            Example("Text(\"Hi\").foregroundStyle(↓Color(hex: \"#FFF\"))"),
            Example("banner.backgroundColor = ↓UIColor(hexString: \"FF000080\")"),
            Example("static var blue05 = ↓Color(hex: \"0xFF000F35\")",
                    message: "`Color(hex:)` is a fixed color (#000F35) that does not adapt to Dark Mode; use `.indigo`, or an asset-catalog color with a Dark appearance"),
            Example("box.fillColor = ↓NSColor(rgb: 0x336699)"),
            Example("let flash: UIColor = ↓.init(red: 1, green: 0.8, blue: 0, alpha: 1)"),
            Example("""
            extension UIColor {
                static let brand = ↓UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
                static let paper = ↓Self(white: 0.98, alpha: 1)
            }
            """),
            Example("overlay.backgroundColor = ↓UIColor(red: 1, green: 1, blue: 1, alpha: opacity)"),
            Example("let ink = ↓PlatformColor(white: 0.2, alpha: 1)", otherFiles: ["typealias PlatformColor = UIColor"]),
            Example("node.fillColor = ↓SKColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)"),
            Example("""
            #if os(iOS)
            let paper = ↓UIColor(white: 0.98, alpha: 1)
            #else
            let paper = ↓NSColor(white: 0.98, alpha: 1)
            #endif
            """),
            Example("title.textColor = ↓UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) // \"quoted\""),
            Example("label.text = \"\\(↓UIColor(red: 1, green: 0, blue: 0, alpha: 1))\""),
            Example("""
            if #available(iOS 13.0, *) {
                view.backgroundColor = ↓UIColor(white: 0.9, alpha: 1)
            }
            """),
        ],
        nonTriggering: [
            Example("view.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)"),
            Example("let user = UIColor(hue: CGFloat(hash % 360) / 360, saturation: 0.5, brightness: 0.9, alpha: 1)"),
            Example("view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0)"),
            Example("view.backgroundColor = UIColor(named: \"Background\")"),
            Example("Text(\"x\").foregroundColor(Color(\"Accent\"))"),
            Example("view.backgroundColor = .systemBackground"),
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
        var f = finding(range, message, suggestion: use.definitionName == nil ? use.advice.replacement : nil, details: use.details(value))
        if !use.isRisky { f.severity = .note }
        findings.append(f)
    }
}
