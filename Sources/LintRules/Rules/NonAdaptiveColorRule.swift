/// `non_adaptive_color`: a fixed named colour (`UIColor.white`, `.black` as a text colour).
public struct NonAdaptiveColorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "non_adaptive_color",
        name: "Non-adaptive named color",
        summary: "A fixed named color (`UIColor.white`, `NSColor.black`, SwiftUI `Color.white`) stays the same in Dark Mode.",
        rationale: """
        `UIColor.white`, `.black`, `.gray`, `.lightGray`, `.darkGray` and the other class colors are one \
        fixed value in every appearance: a white background stays white in Dark Mode and black text \
        disappears on a dark one. UIKit's `darkText` is fixed too; `lightText`, made for dark and \
        coloured surfaces, is judged like white text. The deprecated `groupTableViewBackground` is the \
        same as `systemGroupedBackground` since iOS 13 (UIColor.h), so it adapts: `--pedantic` notes it. Use the semantic color for the role instead: \
        `.systemBackground`, `.label`, `.secondaryLabel`, `.separator`, `.systemBlue`. SwiftUI's named \
        colors other than `.black` and `.white` adapt and are not reported; neither is `.clear`, black \
        in a shadow, white text or tint (it is the content color of filled buttons and selections in both \
        appearances), nor a black background (a dark surface stays dark).
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("view.backgroundColor = ↓UIColor.white",
                    message: "`UIColor.white` does not adapt: a light surface glares in Dark Mode; use `.systemBackground`, or an asset-catalog color with a Dark appearance",
                    fixed: "view.backgroundColor = UIColor.systemBackground"),
            Example("titleLabel.textColor = ↓.black",
                    message: "`.black` does not adapt: dark text is unreadable on Dark Mode's dark background; use `.label`, or an asset-catalog color with a Dark appearance",
                    fixed: "titleLabel.textColor = .label"),
            Example("titleLabel.textColor = ↓UIColor.black",
                    message: "`UIColor.black` does not adapt: dark text is unreadable on Dark Mode's dark background; use `.label`, or an asset-catalog color with a Dark appearance; the iOS 12.0 target predates it: use it inside `if #available(iOS 13.0, *)` with the old color in `else`, or use an asset-catalog color",
                    fixed: "titleLabel.textColor = UIColor.black", deploymentTarget: "iOS 12.0"),
            Example("subtitle.textColor = ↓UIColor.darkGray",
                    message: "`UIColor.darkGray` does not adapt: dark text is unreadable on Dark Mode's dark background; use `.secondaryLabel`, or an asset-catalog color with a Dark appearance"),
            Example("view.layer.borderColor = ↓UIColor.black.cgColor",
                    message: "`UIColor.black` does not adapt: a dark line vanishes on Dark Mode's dark background; use `.opaqueSeparator`, or an asset-catalog color with a Dark appearance"),
            Example("button.setTitleColor(↓.black, for: .normal)", fixed: "button.setTitleColor(.label, for: .normal)"),
            Example("link.textColor = ↓.blue",
                    message: "`.blue` does not adapt: dark text is unreadable on Dark Mode's dark background; use `.systemBlue`, or an asset-catalog color with a Dark appearance"),
            Example("let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: ↓UIColor.darkGray, .font: font]"),
            Example("let attributes = [NSAttributedString.Key.foregroundColor: ↓UIColor.black]", fixed: "let attributes = [NSAttributedString.Key.foregroundColor: UIColor.label]"),
            Example("label.attributedText = NSAttributedString(string: s, attributes: [.foregroundColor: ↓UIColor.black])", fixed: "label.attributedText = NSAttributedString(string: s, attributes: [.foregroundColor: UIColor.label])"),
            Example("textView.textColor = ↓NSColor.black",
                    message: "`NSColor.black` does not adapt: dark text is unreadable on Dark Mode's dark background; use `.labelColor`, or an asset-catalog color with a Dark appearance"),
            Example("Text(\"Hello\").foregroundColor(↓.black)",
                    message: "`.black` does not adapt: dark text is unreadable on Dark Mode's dark background; use `.primary`, or an asset-catalog color with a Dark appearance",
                    fixed: "Text(\"Hello\").foregroundColor(.primary)"),
            Example("VStack {}.background(↓Color.white)"),
            Example("spinner.tintColor = ↓.black",
                    message: "`.black` does not adapt: a dark tint vanishes on Dark Mode's dark background; use `.label`, or an asset-catalog color with a Dark appearance"),
            Example("var placeholderColor: UIColor { ↓.darkGray }"),
            Example("view.backgroundColor = ↓UIColor.white.withAlphaComponent(0.9)"),
            Example("textView.textColor = ↓UIColor.darkText",
                    message: "`UIColor.darkText` is always dark, whatever the appearance; use `.label`"),
            // An untyped local, judged by the role its later use gives it.
            Example("""
            final class Box: NSView {
                override func updateLayer() {
                    let fill = ↓NSColor.white
                    layer?.backgroundColor = fill.cgColor
                }
            }
            """, message: "`fill` is `NSColor.white`, a fixed color, used as a background once (first: line 4): a light surface glares in Dark Mode; use `.textBackgroundColor`, or an asset-catalog color with a Dark appearance"),
            // A chain over several lines, in a one-statement body (a statement, not a named color).
            Example("""
            final class Dot: UIView {
                override func draw(_ rect: CGRect) {
                    ↓UIColor
                        .black
                        .setFill()
                }
            }
            """, message: "`UIColor.black` does not adapt: a dark fill vanishes on Dark Mode's dark background; use `.systemGray`, or an asset-catalog color with a Dark appearance"),
            Example("layer.backgroundColor = ↓CGColor.white"),
            Example("""
            label.textColor = isSelected
                ? .systemBlue
                : ↓.darkGray
            """),
            Example("cell.backgroundColor = isSelected ? .systemFill : ↓.white", fixed: "cell.backgroundColor = isSelected ? .systemFill : .systemBackground"),
            // A palette entry: reported at its definition, with the uses that put it at risk.
            Example("""
            extension UIColor {
                static let headline = ↓UIColor.black
            }
            """, message: "`headline` is `UIColor.black`, a fixed color, used as text once (first: Other0.swift:1): dark text is unreadable on Dark Mode's dark background; give `headline` a Dark variant (an asset-catalog color set with a Dark appearance, or a dynamic provider)",
                    otherFiles: ["titleLabel.textColor = .headline"]),
            // A white field whose class draws its text in an adaptive colour: white on white in Dark Mode.
            Example("""
            class CustomTextField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    textColor = .label
                }
            }
            func makeEmailField() -> CustomTextField {
                let emailInput = CustomTextField()
                emailInput.backgroundColor = ↓.white
                return emailInput
            }
            """, fixed: """
            class CustomTextField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    textColor = .label
                }
            }
            func makeEmailField() -> CustomTextField {
                let emailInput = CustomTextField()
                emailInput.backgroundColor = .systemBackground
                return emailInput
            }
            """),
        ],
        nonTriggering: [
            // The fallback for a missing theme, which the theme replaces.
            Example("""
            final class SortingCell: UITableViewCell {
                let defaultBackgroundColor = UIColor.white
                override func setSelected(_ selected: Bool, animated: Bool) {
                    backgroundColor = theme?.backgroundColor ?? self.defaultBackgroundColor
                }
            }
            """),
            // Deprecated, but the same as `.systemGroupedBackground` since iOS 13: it adapts (`--pedantic` notes it).
            Example("tableView.backgroundColor = .groupTableViewBackground"),
            // A theme token, not a colour: `themeTextColor` is declared with the app's own type.
            Example("""
            extension UILabel {
                var themeTextColor: ThemeValue? {
                    get { nil }
                    set { ThemeManager.set(self, keyPath: \\.textColor, to: newValue) }
                }
            }
            final class Banner: UIView {
                let label = UILabel()
                func setUp() { label.themeTextColor = .black }
            }
            """),
            // `lightText` on a filled button: light on a coloured surface in both appearances.
            Example("""
            final class CapsuleButton: UIButton {
                func setUp() {
                    backgroundColor = .link
                    setTitleColor(.white, for: .normal)
                    setTitleColor(.lightText, for: .disabled)
                }
            }
            """),
            // The fallback after an availability branch that returns runs only before Dark Mode.
            Example("""
            extension UIColor {
                class var appLabel: UIColor {
                    #if os(iOS)
                    if #available(iOS 13.0, *) {
                        return .label
                    }
                    #endif
                    return .black
                }
            }
            final class Row: UITableViewCell {
                func configure() { textLabel?.textColor = .appLabel }
            }
            """),
            // A badge-sized mark is not a surface; pixels drawn into an image are its content.
            Example("""
            Image(systemName: "minus.circle.fill")
                .frame(width: 20, height: 20)
                .foregroundColor(.red)
                .background(Color.white)
                .clipShape(Circle())
            """),
            Example("""
            func errorImage(_ message: NSAttributedString, size: CGSize) -> UIImage {
                UIGraphicsImageRenderer(size: size).image { context in
                    UIColor.white.setFill()
                    context.fill(CGRect(origin: .zero, size: size))
                    message.draw(at: .zero)
                }
            }
            """),
            // A control style is one control: black ink on its white pill reads in both appearances.
            Example("""
            struct PillButtonStyle: PrimitiveButtonStyle {
                private func label(_ configuration: Configuration) -> some View {
                    configuration.label.foregroundStyle(.black)
                }
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.trigger() } label: {
                        label(configuration).background { RoundedRectangle(cornerRadius: 7).fill(.white) }
                    }
                }
            }
            """),
            // A default that callers replace (`badge.mainColor = .systemRed`) is a placeholder.
            Example("""
            final class Badge: UIView {
                var mainColor: UIColor = .black { didSet { label.textColor = mainColor } }
            }
            final class Screen: UIViewController {
                func show(_ badge: Badge) { badge.mainColor = .systemRed }
            }
            """),
            Example("view.backgroundColor = .systemBackground"),
            // Mid-tones, hues and light lines read in both appearances (`--pedantic` lists them).
            Example("subtitle.textColor = UIColor.gray"),
            Example("hairline.backgroundColor = UIColor.lightGray"),
            Example("view.layer.borderColor = UIColor.lightGray.cgColor"),
            Example("badge.backgroundColor = .red"),
            // Unknown roles: a gradient's stops, a definition nothing uses.
            Example("let gradient = Gradient(colors: [.white, .black])"),
            Example("layer.colors = [UIColor.white.cgColor, UIColor.black.cgColor]"),
            Example("let flash: UIColor = .red"),
            Example("var tint: UIColor { return .orange }"),
            // A fixed pair: black on a surface that is light in both appearances.
            Example("""
            warningLabel.backgroundColor = .systemYellow
            warningLabel.textColor = .black
            """),
            Example("""
            lazy var rejectButton: UIButton = {
                let button = UIButton()
                button.backgroundColor = .white
                return button
            }()
            func configure() {
                rejectButton.setTitleColor(.black, for: .normal)
            }
            """),
            Example("Text(\"1\").foregroundColor(Color.black).background(Color.white)"),
            // Masks use only alpha; layers named for it too.
            Example("alphaMaskLayer.backgroundColor = UIColor.white.cgColor"),
            Example("content.inverseMask { Rectangle().fill(Color.black) }"),
            Example("Rectangle().fill(.black).frame(width: w, height: h).blendMode(.destinationOut)"),
            // A stored preference's first value: the theme or the user replaces it.
            Example("@AppStorage(\"tint\") var tintColor: Color = .black"),
            Example("view.backgroundColor = .clear"),
            Example("button.setTitleColor(.white, for: .normal)"),
            Example("layer.borderColor = UIColor.white.cgColor"),
            Example("gradient.colors = [UIColor.systemBackground.cgColor, UIColor.white.withAlphaComponent(0).cgColor]"),
            Example("followButton.configuration?.baseForegroundColor = .white"),
            Example("cell.textLabel?.textColor = highlighted ? .white : .label"),
            Example("""
            if isSelected && isEmphasized {
                NSColor.white.setFill()
            }
            """),
            Example("photoBackdrop.backgroundColor = .black"),
            Example("ZStack { Color.black.ignoresSafeArea(); VideoPlayer(player: player) }"),
            Example("label.textColor = prefersLightText(onBackground: hex) ? .white : .black"),
            Example("""
            Text(title).mask {
                LinearGradient(gradient: Gradient(colors: [.black, .black, isHovering ? .clear : .black]), startPoint: .leading, endPoint: .trailing)
            }
            """),
            Example("view.mask(LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .clear, location: 1)], startPoint: .top, endPoint: .bottom))"),
            Example("card.shadow(color: Color(.black.withAlphaComponent(colorScheme == .dark ? 0.2 : 0.1)), radius: 5)"),
            Example("overlay(LinearGradient(colors: [.black.opacity(colorScheme == .dark ? 1 : 0.17), .black.opacity(0)], startPoint: .top, endPoint: .bottom))"),
            Example("row.foregroundColor(isHovering ? Color(NSColor.white) : .primary)"),
            Example("Divider().overlay(Color(.black).opacity(colorScheme == .dark ? 0.65 : 0.13))"),
            Example("row.overlay(Color(.black).opacity(0.0001))"),
            Example("let ink: Color = luminance(of: tint) > 0.6 ? .black : .white"),
            Example("RoundedRectangle(cornerRadius: 8).foregroundStyle(Color.black.opacity(0.40))"),
            Example("struct DesertLight: ColorSet { var primaryBackgroundColor: Color = .white }"),
            Example("layer.backgroundColor = UIColor(named: \"Bar\")?.cgColor ?? UIColor.white.cgColor"),
            Example("private let darkModeFillColor = NSColor.darkGray"),
            Example("func setupShadow(color: UIColor = .black, radius: CGFloat = 4) {}"),
            Example("let scrim = LinearGradient(colors: [.black.opacity(0), .black.opacity(0.6)], startPoint: .top, endPoint: .bottom)"),
            Example("""
            struct Badge_Previews: PreviewProvider {
                static var previews: some View { Badge().background(Color.white) }
            }
            """),
            Example("""
            #Preview {
                Badge().background(Color.white)
            }
            """),
            // Printed on paper, which is white in both appearances.
            Example("""
            final class DatabasePrintFormatter {
                func title(_ text: String) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [.foregroundColor: UIColor.darkText])
                }
            }
            """),
            Example("""
            func exportPDF() -> Data {
                UIGraphicsPDFRenderer(bounds: page).pdfData { _ in
                    text.draw(in: page, withAttributes: [.foregroundColor: UIColor.black])
                }
            }
            """),
            Example("view.layer.shadowColor = UIColor.black.cgColor"),
            Example("Text(\"x\").shadow(color: .black, radius: 2)"),
            Example("let shadow = NSShadow(); shadow.shadowColor = NSColor.black"),
            Example("Text(\"x\").foregroundColor(.red)"),
            Example("Circle().fill(Color.gray)"),
            Example("spinner.style = .white"),
            Example("scrollView.indicatorStyle = .white"),
            Example("if color == UIColor.white { return }"),
            Example("let isWhite = UIColor.white == background"),
            // After `return` on its own line, `.white` is the returned value's member, not `UIColor`'s.
            Example("""
            func style() -> Style {
                return
                    .white
            }
            """),
            Example("""
            enum ChessSide { case white, black }
            let side: ChessSide = .white
            piece.color = .white
            """),
            Example("""
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.color = .white
            """),
            Example("let c = UIColor(light: .white, dark: .black)"),
            Example("let c = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }"),
            Example("label.textColor = traitCollection.userInterfaceStyle == .dark ? .white : .black"),
            Example("""
            if #available(iOS 13.0, *) {
                label.textColor = .label
            } else {
                label.textColor = .black
            }
            """),
            Example("dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)"),
            Example("let name = \"UIColor.white\" // UIColor.white"),
            Example("switch side { case .white: break; case .black: break }"),
            Example("overrideUserInterfaceStyle = .light"),
            Example("keyboardAppearance = .dark"),
            // One theme's palette, built beside the dark one (Sileo's theme manager).
            Example("""
            let lightTheme = Theme(name: "Light", interfaceStyle: .light)
            lightTheme.backgroundColor = .white
            lightTheme.labelColor = .black
            """),
            // A navigation controller's own view: its children and its bar cover it.
            Example("""
            final class MainNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
            }
            """),
            // The app's own `darkText`, not UIKit's (breadwallet): its fix is the app's palette.
            Example("""
            extension UIColor {
                static var darkText: UIColor { return UIColor.fromHex("4F4F4F") }
            }
            let amountLabel = UILabel(font: .customBody(size: 16), color: .darkText)
            """),
            // Replaced further on, on every iOS that has Dark Mode (wsdot).
            Example("""
            func showUnavailable(_ routeView: RouteView) {
                routeView.valueLabel.textColor = UIColor.darkText
                if #available(iOS 13, *) {
                    routeView.valueLabel.textColor = UIColor.label
                } else {
                    routeView.valueLabel.textColor = UIColor.darkText
                }
            }
            """),
            // A white field whose class draws its own text dark (mullvad): a pair that reads in both.
            Example("""
            extension UIColor {
                enum Field { static let ink = UIColor(red: 0.16, green: 0.30, blue: 0.45, alpha: 1.0) }
            }
            class CustomTextField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    textColor = UIColor.Field.ink
                }
            }
            func makeEmailField() -> CustomTextField {
                let emailInput = CustomTextField()
                emailInput.backgroundColor = .white
                return emailInput
            }
            """),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        for i in file.memberTokens(in: Self.candidateNames) {
            let name = file.name(i)
            let legacy = FixedColors.legacyUIKit[name]
            guard var value = FixedColors.named[name] ?? legacy?.value else { continue }
            if let alpha = Self.appliedAlpha(after: i, in: file) { value.alpha = alpha }
            check(nameToken: i, name: name, value: value, legacy: legacy?.replacement, file, context, &findings)
        }
    }

    /// Named hues and the system color of the same hue (which adapts).
    static let systemHue: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "blue": "systemBlue",
        "purple": "systemPurple", "brown": "systemBrown", "cyan": "systemCyan", "magenta": "systemPink",
    ]

    static let candidateNames = NameTable(Array(FixedColors.named.keys) + Array(FixedColors.legacyUIKit.keys))

    /// `UIColor.black.withAlphaComponent(0.4)`, `Color.black.opacity(0.4)`: the alpha applied.
    /// Also through a conversion: `Color(.black).opacity(0.2)`.
    static func appliedAlpha(after i: Int, in file: AnalyzedFile) -> Double? {
        if let alpha = FixedColorUse.alphaCall(after: i, in: file) {
            return LiteralEvaluator.evaluate(file, from: alpha.first, to: alpha.last)
        }
        let outer = FixedColorUse.unwrapConversions(start: i, end: i, in: file)
        guard let alpha = FixedColorUse.alphaCall(after: outer.end, in: file) else { return nil }
        return LiteralEvaluator.evaluate(file, from: alpha.first, to: alpha.last)
    }

    private func check(nameToken i: Int, name: String, value: RGBA, legacy: String?, _ file: AnalyzedFile,
                       _ context: LintContext, _ findings: inout [Finding]) {
        let dot = i - 1
        var framework: Framework
        let start: Int
        let spelling: String
        var knownSlot: ColorSlot?
        if dot > 0, file.kind(dot - 1) == .identifier,
           !file.tokens[dot].spaceBefore || file.tokens[dot].atLineStart && !ColorConstructor.isImplicitMember(dot, in: file) {
            // Explicit: `UIColor.white`, or `UIColor` and `.white` on two lines of a chain.
            let type = dot - 1
            guard file.kind(type - 1) != .dot || file.is(type - 2, "UIKit") || file.is(type - 2, "AppKit") || file.is(type - 2, "SwiftUI"),
                  ColorConstructor.isColorTypeCandidate(type, in: file, context),
                  let f = ColorTypes.framework(of: file.name(type), in: file, context) else { return }
            framework = f
            start = type
            spelling = "\(file.name(type)).\(name)"
        } else {
            // Implicit `.white`: only where the slot says it is a colour.
            guard ColorConstructor.isImplicitMember(dot, in: file) else { return }
            let slot = ColorSlot.of(dot, in: file)
            knownSlot = slot
            guard slot.isColorContext(file, context, member: name) else { return }
            if let receiver = slot.receiver, slot.name == "color",
               context.index.isActivityIndicatorName(file.name(receiver)) { return }
            if let type = slot.declaredType, let f = ColorTypes.framework(of: type, in: file, context) {
                framework = f
            } else if slot.isSwiftUIModifier(file) {
                framework = .swiftUI
            } else {
                framework = file.defaultFramework
            }
            start = dot
            spelling = ".\(name)"
        }
        if framework == .swiftUI, !FixedColors.swiftUI.contains(name) { return }
        if framework == .coreGraphics, !FixedColors.cgColor.contains(name) { return }
        if legacy != nil, framework != .uiKit { return }
        if value.alpha <= 0 { return }   // `.white.withAlphaComponent(0)` is clear
        // A project that has adopted Dark Mode chose its remaining fixed colours (`DarkModeAdoption`).
        if legacy == nil, context.leavesSwiftColorsToPedantic { return }
        // The app's own `darkText` (`extension UIColor { static var darkText: UIColor { … } }`) is not
        // UIKit's: its value and its fix are the app's (breadwallet's is #4F4F4F on white cards).
        if context.index.redeclaresSystemColor(NameID(name)) { return }
        // `darkText` is text wherever it is put (`UILabel(font: f, color: .darkText)`): with that role
        // it meets the checks every dark text colour meets (a forced or opted-out target, dead code,
        // a fixed light surface under it) instead of being reported whatever its place.
        guard var use = FixedColorUse.analyze(start: start, value: value, framework: framework, in: file, context,
                                              slot: knownSlot, nameRole: legacy == nil ? .unknown : .text) else { return }
        // UIColor.h: "groupTableViewBackgroundColor is now the same as systemGroupedBackgroundColor"
        // since iOS 13, the first release with Dark Mode: deprecated, but it adapts.
        if name == "groupTableViewBackground" {
            guard context.options.pedantic else { return }
            var note = finding(ByteRange(start: file.tokens[start].start, end: file.tokens[i].end),
                               "`\(spelling)` is deprecated; since iOS 13 it is the same as `.systemGroupedBackground` and adapts, so use that name",
                               suggestion: ".systemGroupedBackground")
            note.severity = .note
            findings.append(note)
            return
        }
        // `lightText` is for text on dark and coloured surfaces (a filled button's title): it is
        // unreadable only in Light Mode, on a surface that was already light before Dark Mode.
        let alwaysReported = legacy != nil && name != "lightText" && !use.isFixedPair && !use.isUnseen
        let severity: Severity
        if alwaysReported || use.isRisky {
            severity = Self.description.defaultSeverity
        } else if context.options.pedantic {
            severity = .note
        } else {
            return
        }
        let range = ByteRange(start: file.tokens[start].start, end: file.tokens[i].end)

        if let legacy {
            let message = "`\(spelling)` is always \(name == "darkText" ? "dark" : "light"), whatever the appearance; use `.\(legacy)`"
            findings.append(finding(range, message, suggestion: "." + legacy,
                                    details: FindingDetails(color: value, role: ColorRole.unknown.rawValue, semanticName: legacy)))
            return
        }
        var fix: Fix?
        // No fix where the deployment target predates the replacement (`compatibility` says how to
        // stay compatible by hand): the swapped code would not build.
        if use.isRisky, use.definitionName == nil, use.advice.isUnambiguous, use.compatibility == nil,
           let replacement = use.advice.replacement,
           framework == .uiKit || framework == .swiftUI, replacement.hasPrefix("."), !replacement.contains("(") {
            fix = Fix(title: "Use \(replacement)",
                      edits: [TextEdit(range: file.tokens[i].range, replacement: String(replacement.dropFirst()))],
                      applicability: .unsafe)
        }
        if let own = Self.systemHue[name], use.advice.replacement != nil, use.definitionName == nil {
            // A named hue maps to its own system color first: `.blue` -> `.systemBlue`.
            use.advice = ColorAdvice.advise(framework: framework == .swiftUI ? .swiftUI : framework, systemName: own, appKitFile: file.prefersAppKit)
        }
        let message = use.explanation(subject: use.definitionName == nil ? "`\(spelling)` does not adapt" : "`\(spelling)`, a fixed color")
        var f = finding(range, message, suggestion: use.definitionName == nil ? use.advice.replacement : nil, fix: fix,
                        details: use.details(value))
        f.severity = severity
        findings.append(f)
    }
}
