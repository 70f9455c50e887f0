/// `cgcolor_outside_update`: `.cgColor` of a dynamic colour read where it is never re-read when the
/// appearance changes.
public struct CGColorOutsideUpdateRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "cgcolor_outside_update",
        name: ".cgColor outside an appearance update",
        summary: "`.cgColor` freezes a dynamic color; outside the methods that run on appearance changes it keeps the old appearance.",
        rationale: """
        A CGColor cannot adapt: `layer.borderColor = UIColor.separator.cgColor` resolves the dynamic color \
        once, for the appearance current at that moment, and the layer keeps that value. UIKit and AppKit \
        set the current appearance before calling a few methods and call them again when it changes — \
        UIView `traitCollectionDidChange(_:)`, `layoutSubviews()`, `draw(_:)`; UIViewController \
        `viewWillLayoutSubviews()`; NSView `updateLayer()`, `draw(_:)`, `layout()`; \
        `registerForTraitChanges` handlers — so set layer colors there (or in a helper called from there). \
        `init`, `viewDidLoad`, `awakeFromNib`, stored-property initialisers and global `let`s (initialised \
        once, at first use) run once. Fixed receivers \
        (`UIColor.black.cgColor`, `UIColor(red:...).cgColor`) are not reported: they never change; nor \
        are colors whose two appearances look the same frozen (the system tints; a color set whose Dark \
        variant is a shade from its Any one, less than 10 CIELAB units over the background it is shown on).
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("""
            class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = ↓UIColor.separator.cgColor
                }
            }
            """, message: "`.cgColor` in `init(frame:)` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in `traitCollectionDidChange(_:)` or `layoutSubviews()`"),
            Example("""
            class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = ↓UIColor.separator.cgColor
                }
            }
            """, message: "`.cgColor` in `init(frame:)` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in a `registerForTraitChanges([UITraitUserInterfaceStyle.self])` handler (iOS 17) or `layoutSubviews()`",
                    deploymentTarget: "iOS 17.0"),
            Example("""
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatar.layer.borderColor = ↓Theme.primary.cgColor
                }
            }
            """, message: "`.cgColor` in `viewDidLoad()` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in `traitCollectionDidChange(_:)` or `viewWillLayoutSubviews()`",
                    otherFiles: ["enum Theme { static let primary = UIColor { $0.userInterfaceStyle == .dark ? .white : .black } }"]),
            Example("""
            class SidebarView: NSView {
                override func awakeFromNib() {
                    wantsLayer = true
                    layer?.backgroundColor = ↓NSColor.windowBackgroundColor.cgColor
                }
            }
            """, message: "`.cgColor` in `awakeFromNib()` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in `viewDidChangeEffectiveAppearance()` (or `updateLayer()`, if the view's `wantsUpdateLayer` is true)"),
            Example("""
            class Badge: UIView {
                private let ring: CAShapeLayer = {
                    let layer = CAShapeLayer()
                    layer.strokeColor = ↓UIColor.separator.cgColor
                    return layer
                }()
            }
            """, message: "`.cgColor` in a stored property's initial value freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in `traitCollectionDidChange(_:)` or `layoutSubviews()`"),
            Example("""
            class Sheet: UIPresentationController {
                override func presentationTransitionWillBegin() {
                    dimmingView.layer.backgroundColor = ↓UIColor.systemBackground.cgColor
                }
            }
            """, message: "`.cgColor` in `presentationTransitionWillBegin()` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in `containerViewWillLayoutSubviews()`"),
            Example("""
            class RoundedView: BaseView {
                func setup() { layer.borderColor = ↓UIColor(named: "Border")?.cgColor }
            }
            """, otherFiles: ["class BaseView: UIView {}"]),
            Example("""
            class Layer: CALayer {
                override func layoutSublayers() {
                    super.layoutSublayers()
                    borderColor = ↓UIColor.label.cgColor
                }
            }
            """, message: "`.cgColor` in `layoutSublayers()` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in the owning view's `traitCollectionDidChange(_:)` (UIKit) or `updateLayer()` (AppKit)"),
            Example("""
            class Cell: UITableViewCell {
                static func makeBorder() -> CGColor { ↓UIColor.separator.cgColor }
            }
            """),
            // A free function in an AppKit file: AppKit's update methods.
            Example("""
            import AppKit
            func separatorView() -> NSView {
                let view = NSView()
                view.wantsLayer = true
                view.layer?.backgroundColor = ↓NSColor.separatorColor.cgColor
                return view
            }
            """, message: "`.cgColor` in `separatorView()` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in an appearance-update method of the view that uses it (`viewDidChangeEffectiveAppearance()`, `draw(_:)`, `updateLayer()` with `wantsUpdateLayer`) or call it from one"),
            // A global is initialised once, at its first use.
            Example("let sharedBorder = ↓UIColor.separator.cgColor",
                    message: "`.cgColor` in a global's initial value (evaluated once, at first use) freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in an appearance-update method of the view that uses it (`traitCollectionDidChange(_:)`, `layoutSubviews()`, `updateLayer()`) or call it from one"),
            Example("""
            class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = ↓UIColor(named: "Border")?
                        .cgColor
                    applyRing()
                }
                private func applyRing() {
                    let ring = UIColor.separator
                    layer.borderColor = ↓ring.cgColor
                }
            }
            """),
            Example("""
            func styleCard(_ view: UIView) {
                view.layer.borderColor = ↓UIColor.separator.cgColor
            }
            final class ListController: UIViewController {
                override func viewDidLoad() { styleCard(view) }
            }
            """, message: "`.cgColor` in `styleCard(_:)` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; set it in an appearance-update method of the view that uses it (`traitCollectionDidChange(_:)`, `layoutSubviews()`, `updateLayer()`) or call it from one"),
            // A text attribute takes the colour itself, which the label resolves for each appearance.
            Example("""
            import UIKit
            func hint(_ text: String) -> NSAttributedString {
                NSAttributedString(string: text, attributes: [.foregroundColor: ↓UIColor.secondaryLabel.cgColor])
            }
            """, message: "`.cgColor` in `hint(_:)` freezes a dynamic color: the CGColor keeps the appearance of the moment it was read; pass the color itself (drop `.cgColor`): a text attribute takes a UIColor or NSColor, which the label or text view resolves for each appearance"),
            // A local given a colour per branch, and Xcode's generated symbol of a color set with a Dark appearance.
            Example("""
            func style(_ cell: UICollectionViewCell, selected: Bool) {
                let borderColor: UIColor
                if selected {
                    borderColor = .systemPurple
                } else {
                    borderColor = .separator
                }
                cell.layer.borderColor = ↓borderColor.cgColor
                cell.contentView.layer.backgroundColor = ↓UIColor.cardFill.cgColor
            }
            """, resources: ["Assets.xcassets/CardFill.colorset/Contents.json": ColorsetFixtures.adaptive]),
            // Two fixed colours, one picked by reading the appearance once.
            Example("""
            final class FanView: NSStackView {
                init() {
                    super.init(frame: .zero)
                    wantsLayer = true
                    layer?.backgroundColor = ↓(isDarkMode ? NSColor(white: 0.07, alpha: 0.25) : NSColor(white: 0.88, alpha: 1)).cgColor
                }
            }
            """, message: "`.cgColor` in `init()` freezes a color chosen by the appearance current then: the CGColor keeps the appearance of the moment it was read; set it in `viewDidChangeEffectiveAppearance()` (or `updateLayer()`, if the view's `wantsUpdateLayer` is true)"),
            // The observer calls another method: `applyBorder()` runs only once, from `init`.
            Example("""
            class Chip: UIView {
                var tint: UIColor = .separator {
                    didSet { setNeedsLayout() }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    applyBorder()
                }
                func applyBorder() {
                    layer.borderColor = ↓tint.cgColor
                }
            }
            """),
        ],
        nonTriggering: [
            // A color set whose Dark blue is a shade lighter (#4C9EEB, #5CB0FF): a frozen copy of either
            // looks the same, like the system tints.
            Example("""
            final class FollowButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = UIColor(named: "Highlight")?.cgColor
                    layer.backgroundColor = UIColor.highlight.cgColor
                }
            }
            """, resources: ["Assets.xcassets/Highlight.colorset/Contents.json": """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.922", "green" : "0.620", "red" : "0.298" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "0.690", "red" : "0.361" } }, "idiom" : "universal" } ] }
            """]),
            // Two mid-tone blues (#2474CD, #3399FF): a frozen copy of either reads in both appearances (falcon).
            Example("""
            final class ActionCardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = UIColor(named: "muunBlue")?.cgColor
                }
            }
            """, resources: ["Assets.xcassets/muunBlue.colorset/Contents.json": """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.804", "green" : "0.455", "red" : "0.141" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "0.600", "red" : "0.200" } }, "idiom" : "universal" } ] }
            """]),
            // Every stop is a fixed colour: nothing to go stale.
            Example("""
            class IntroGradientView: UIView {
                init(alpha: Float) {
                    super.init(frame: .zero)
                    let stops: [UIColor] = [.white, UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)]
                    (layer as! CAGradientLayer).colors = stops.map { $0.withAlphaComponent(CGFloat(alpha)).cgColor }
                }
            }
            """),
            Example("""
            class Chip: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.borderColor = UIColor.separator.cgColor
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.borderColor = UIColor.separator.cgColor
                }
            }
            """),
            Example("""
            class Gradient: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let stop = UIColor(white: 0.9, alpha: 1)
                    layer.backgroundColor = stop.cgColor
                    layer.borderColor = UIColor(named: "BrandPurple")?.cgColor
                }
            }
            """, resources: ["Assets.xcassets/BrandPurple.colorset/Contents.json": """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.900", "green" : "0.200", "red" : "0.500" } }, "idiom" : "universal" } ] }
            """]),
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    layer.borderColor = UIColor.separator.cgColor
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.shadowPath = UIBezierPath(rect: bounds).cgPath
                    layer.backgroundColor = UIColor.secondarySystemBackground.cgColor
                }
            }
            """),
            Example("""
            class CheckView: UIView {
                private lazy var ring: UIView = {
                    let view = UIView()
                    view.layer.borderColor = UIColor.systemGray3.cgColor
                    return view
                }()
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    ring.layer.borderColor = UIColor.systemGray3.cgColor
                }
            }
            """),
            // The update method in an extension of the type (mammoth's `LatestPill`).
            Example("""
            class Pill: UIView {
                private var ring: CALayer = {
                    let ring = CALayer()
                    ring.borderColor = UIColor.secondarySystemBackground.cgColor
                    return ring
                }()
            }
            extension Pill {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    ring.borderColor = UIColor.secondarySystemBackground.cgColor
                }
            }
            """),
            Example("""
            class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    applyColors()
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyColors()
                }
                private func applyColors() {
                    layer.borderColor = UIColor.separator.cgColor
                }
            }
            """),
            Example("""
            class CardView: UIView {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    updateBorder()
                }
            }
            """, otherFiles: ["""
            extension CardView {
                func updateBorder() { layer.borderColor = UIColor.separator.cgColor }
            }
            """]),
            Example("""
            class ThemedButton: BaseButton {
                override func applyTheme() {
                    layer.borderColor = UIColor.tintColor.cgColor
                }
            }
            """, otherFiles: ["""
            class BaseButton: UIButton {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyTheme()
                }
                func applyTheme() {}
            }
            """]),
            Example("""
            class SidebarView: NSView {
                override var wantsUpdateLayer: Bool { true }
                override func updateLayer() {
                    layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
                }
                override func draw(_ dirtyRect: NSRect) {
                    NSColor.separatorColor.cgColor.copy(alpha: 1)
                }
                override func drawBackground(in rect: NSRect) {
                    context.setFillColor(NSColor.controlBackgroundColor.cgColor)
                }
            }
            """),
            Example("""
            class Panel: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
                        self.layer.borderColor = UIColor.separator.cgColor
                    }
                    registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(refreshBorder))
                }
                @objc func refreshBorder() { layer.borderColor = UIColor.label.cgColor }
            }
            """),
            Example("""
            class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.shadowColor = UIColor.black.cgColor
                    layer.borderColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1).cgColor
                    layer.backgroundColor = UIColor.clear.cgColor
                    layer.borderColor = UIColor.white.withAlphaComponent(0.3).cgColor
                    layer.borderColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).cgColor
                    layer.borderColor = UIColor(hex: 0xEEEEEE).cgColor
                    layer.borderColor = UIColor(white: level, alpha: 1).cgColor
                }
            }
            """),
            Example("""
            struct Avatar: UIViewRepresentable {
                func updateUIView(_ view: UIView, context: Context) {
                    view.layer.borderColor = UIColor.separator.cgColor
                }
            }
            """),
            Example("""
            class ChartView: UIView {
                override func draw(_ rect: CGRect) {
                    renderer.render()
                }
            }
            final class ChartRenderer {
                func render() { context.setStrokeColor(UIColor.label.cgColor) }
            }
            """),
            Example("""
            class ListController: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    header.applyTheme()
                }
            }
            class Header: UIView {
                func applyTheme() { layer.borderColor = UIColor.separator.cgColor }
            }
            """),
            Example("""
            class LegacyView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    if #available(iOS 13.0, *) {
                    } else {
                        layer.borderColor = Theme.border.cgColor
                    }
                }
            }
            """),
            Example("// layer.borderColor = UIColor.separator.cgColor"),
            // Top-level code of `main.swift` runs once, as a script.
            Example("let border = UIColor.separator.cgColor", fileName: "main.swift"),
            Example("let border = UIColor.black.cgColor"),
            Example("let known = FixedColors.cgColor.contains(name)"),
            Example("""
            extension UIColor {
                convenience init(_ rgba: String, defaultColor: UIColor = .clear) {
                    self.init(cgColor: defaultColor.cgColor)
                }
            }
            """),
            // A computed property picks its colour again on every read.
            Example("""
            final class FanModeView: NSView {
                private var selectedColor: CGColor {
                    (isDarkMode ? NSColor(white: 0.37, alpha: 1) : .textBackgroundColor).cgColor
                }
                override func updateLayer() { layer?.backgroundColor = selectedColor }
            }
            """),
            // A colour darklint cannot resolve (a parameter, a tag's colour) is most often a chart, brand
            // or user-chosen one; `--pedantic` lists it as a note. So is a tint, whose two appearances
            // look the same.
            Example("""
            class Chip: UIButton {
                func configure(with tag: Tag) {
                    UIView.animate(withDuration: 0.2) {
                        self.layer.backgroundColor = tag.color.cgColor
                    }
                }
            }
            """),
            Example("""
            class Badge: UIView {
                private let ring: CAShapeLayer = {
                    let layer = CAShapeLayer()
                    layer.strokeColor = UIColor.systemBlue.cgColor
                    return layer
                }()
            }
            """),
            // A method the property's own observer calls re-runs on every assignment of the property.
            Example("""
            class GradientView: UIView {
                var colors: [UIColor] = [.black, .white] {
                    didSet { updateView() }
                }
                private let gradientLayer = CAGradientLayer()
                func updateView() {
                    gradientLayer.colors = colors.map({ $0.cgColor })
                }
            }
            """),
            // Code that never runs in the app: Interface Builder's design-time render, and previews.
            Example("""
            @IBDesignable class ProgressBar: UIView {
                override func prepareForInterfaceBuilder() {
                    layer.backgroundColor = UIColor.systemBlue.cgColor
                }
            }
            """),
            Example("""
            #if DEBUG
            #Preview {
                final class PreviewView: NSView {
                    init() {
                        super.init(frame: .zero)
                        wantsLayer = true
                        layer?.backgroundColor = NSColor.controlAccentColor.cgColor
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                return PreviewView()
            }
            #endif
            """),
            Example("""
            #if DEBUG
            extension BookmarkCell {
                final class PreviewView: NSView {
                    init() {
                        super.init(frame: .zero)
                        layer?.backgroundColor = NSColor.controlAccentColor.cgColor
                    }
                }
            }
            #endif
            """),
            // A reactive chain driven by an update method runs again with each appearance (Calendr).
            Example("""
            final class NextEventView: NSView {
                func setUpBindings() {
                    isPending
                        .wait(for: rx.updateLayer)
                        .bind { [layer] pending in layer?.borderColor = NSColor.textColor.cgColor }
                        .disposed(by: disposeBag)
                }
            }
            """),
            // Key-value observing of the effective appearance re-applies the colour.
            Example("""
            final class AddField: NSView {
                func setUp() {
                    observation = NSApp.observe(\\.effectiveAppearance) { [weak self] _, _ in
                        self?.layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
                    }
                }
            }
            """),
            // A branch switched off by hand never runs.
            Example("""
            final class AddField: NSView {
                func setUp() {
                    if (false), #available(macOS 26.0, *) {
                        layer?.backgroundColor = NSColor.windowBackgroundColor.cgColor
                    }
                }
            }
            """),
        ]
    )

    private static let cgColor = NameID("cgColor")

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        var drawingRegions: [ImageDrawing.Region]?   // found on first need: most files have no `.cgColor` left by then
        for i in file.tokens(named: Self.cgColor) where i >= 2 {
            guard file.tokens[i - 1].kind == .dot else { continue }
            let start = file.postfixStart(endingAt: i)
            guard start < i - 1, !Self.isFixedReceiver(from: start, to: i - 2, in: file, context),
                  !Self.namesFixedColor(start, in: file, context),
                  !Self.isStaticMemberOfOtherType(start, i - 2, file, context) else { continue }
            if Self.isColorConversion(start, i, file) || Self.isShadow(start, in: file) { continue }
            // `var color: UIColor { didSet { layer.strokeColor = color.cgColor } }`: the layer follows
            // every assignment of the property; whoever assigns it owns the refresh. A mask layer's
            // colour is never seen (only its alpha is used).
            if Self.isInOwnObserver(start, i, in: file) || Self.isOnMaskLayer(start, in: file) { continue }
            if FrozenColorPlace.neverGoesStale(i, in: file, context) { continue }
            // Drawn into an image, the colour is `image_color_outside_update`'s to report: here, or
            // at the call sites of the function it is a parameter of.
            if drawingRegions == nil { drawingRegions = ImageDrawing.regions(in: file) }
            if ImageDrawing.isReported(start, in: drawingRegions!, file, context)
                || ImageColorForwarder.isForwardedParameter(start, in: drawingRegions!, file, context.index) { continue }
            guard let site = FrozenColorPlace.of(i, in: file, context) else { continue }
            if Self.isAlsoSetInUpdateContext(start, typeName: site.typeName, in: file, context) { continue }
            // Only a colour known to adapt visibly goes stale. One darklint cannot resolve (a parameter,
            // a property set elsewhere) is most often a chart, brand or user-chosen colour that reads
            // the same in both appearances: `--pedantic` lists it as a note.
            // A computed property picks again on every read (`var selectedColor: CGColor { (isDark ? … : …).cgColor }`).
            let chosenByAppearance = Self.isChosenByAppearance(start, i - 2, file) && !(site.function.map { file.scopes[$0].isProperty } ?? false)
            let provenDynamic = chosenByAppearance || DynamicColorExpression.isDynamic(at: start, in: file, context)
                || Self.isUnresolvedColorSet(start, file, context)
            if !provenDynamic, !context.options.pedantic { continue }
            // Scans the type's observers: only for the few colours left by now.
            if Self.isInMethodItsObserverCalls(start, in: file) { continue }
            let place = site.description, family = site.family, typeName = site.typeName
            let iOS17 = FrozenColorPlace.targetsIOS17(context)
            let advice = Self.isTextAttribute(start, in: file)
                ? "pass the color itself (drop `.cgColor`): a text attribute takes a UIColor or NSColor, which the label or text view resolves for each appearance"
                : family.map { "set it in \($0.recommendedMethods(iOS17: iOS17))" }
                ?? "set it in an appearance-update method of the view that uses it (\(Self.updateMethods(file))) or call it from one"
            let what = chosenByAppearance ? "a color chosen by the appearance current then" : provenDynamic ? "a dynamic color" : "a color that may be dynamic"
            let message = "`.cgColor` in \(place) freezes \(what): the CGColor keeps the appearance of the moment it was read; \(advice)"
            let methods = family.map { $0.recommendedMethods(iOS17: iOS17) }
            var found = finding(ByteRange(start: file.tokens[start].start, end: file.tokens[i].end), message,
                                suggestion: methods,
                                details: FindingDetails(typeName: typeName ?? "(free functions)", recommendedMethods: methods ?? "an appearance-update method of the view that uses it"))
            found.details?.place = site.plainDescription
            found.details?.frozen = chosenByAppearance ? "chosen_by_appearance" : provenDynamic ? "dynamic_color" : "may_be_dynamic"
            if !provenDynamic { found.severity = .note }
            findings.append(found)
        }
    }

    /// The update methods to name when the type is unknown (a free function, an extension): AppKit's
    /// in a file that imports only AppKit, UIKit's in one that imports only UIKit, both otherwise.
    static func updateMethods(_ file: AnalyzedFile) -> String {
        if file.prefersAppKit { return "`viewDidChangeEffectiveAppearance()`, `draw(_:)`, `updateLayer()` with `wantsUpdateLayer`" }
        if file.imports.contains("UIKit") { return "`traitCollectionDidChange(_:)`, `layoutSubviews()`" }
        return "`traitCollectionDidChange(_:)`, `layoutSubviews()`, `updateLayer()`"
    }

    /// `[.foregroundColor: UIColor.text.cgColor]`: the value of a text attribute (WooCommerce, blind set
    /// fresh22), which takes the colour object itself.
    static func isTextAttribute(_ start: Int, in file: AnalyzedFile) -> Bool {
        start >= 3 && file.kind(start - 1) == .colon && file.kind(start - 3) == .dot && file.isAny(start - 2, textAttributeKeys)
    }

    private static let textAttributeKeys = NameTable(["foregroundColor", "backgroundColor", "strokeColor", "underlineColor", "strikethroughColor"])

    /// `(isDarkMode ? NSColor(white: 0.1, alpha: 1) : NSColor(white: 0.9, alpha: 1)).cgColor`: two fixed
    /// colours, one picked by reading the appearance once, which is as frozen as a dynamic colour.
    static func isChosenByAppearance(_ start: Int, _ end: Int, _ file: AnalyzedFile) -> Bool {
        guard file.kind(start) == .lParen, Int(file.match[start]) == end else { return false }
        for q in (start + 1)..<end where file.isOp(q, "?") && file.tokens[q].spaceBefore && Int(file.parentBracket[q]) == start {
            return q - 1 > start && AppearanceGuards.hasAppearanceEvidence((start + 1)...(q - 1), in: file, function: file.enclosingFunction(of: q))
        }
        return false
    }

    /// `UIColor(named: "Border")` with no such set in the run (its catalog was not linted): a named
    /// colour is how apps bring Dark variants, so it counts as dynamic until the run says otherwise.
    static func isUnresolvedColorSet(_ start: Int, _ file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard let asset = ColorUseCollector.assetName(from: start, in: file) else { return false }
        return context.index.colorAssetIsFixed(asset, from: file.source.path) == nil
    }

    /// In the `didSet`/`willSet` of property `P`, the CGColor of `P` itself (or `newValue`/`oldValue`).
    static func isInOwnObserver(_ start: Int, _ i: Int, in file: AnalyzedFile) -> Bool {
        guard let observer = file.scopeChain(of: i).first(where: { file.scopes[$0].kind == .block && file.isAny(Int(file.scopes[$0].open) - 1, ["didSet", "willSet"]) }),
              file.scopes[observer].parent >= 0, let property = observedProperty(around: Int(file.scopes[observer].parent), file) else { return false }
        var base = start
        if file.is(base, "self"), file.kind(base + 1) == .dot { base += 2 }
        return file.kind(base) == .identifier && (file.name(base) == property || file.isAny(base, ["newValue", "oldValue"]))
    }

    /// `var colors: [UIColor] { didSet { updateView() } }` and, in `updateView()`, `colors.map { $0.cgColor }`
    /// or `tint.cgColor` where `tint`'s `didSet` calls `updateView()`: the method re-runs on every
    /// assignment of the property it reads, as the observer itself would.
    static func isInMethodItsObserverCalls(_ start: Int, in file: AnalyzedFile) -> Bool {
        guard let f = file.enclosingFunction(of: start), let type = file.enclosingType(of: start),
              let property = observedName(readAt: start, in: file) else { return false }
        let method = file.scopes[f].nameID
        let typeScope = file.scopes[type]
        for scope in file.scopes where scope.kind == .block && scope.open > typeScope.open && scope.close < typeScope.close
            && file.is(Int(scope.open) - 1, "didSet") {
            guard scope.parent >= 0, observedProperty(around: Int(scope.parent), file) == property else { continue }
            for j in Int(scope.open)..<Int(scope.close) where file.kind(j) == .identifier && file.kind(j + 1) == .lParen && file.nameID(j) == method {
                // `updateView()` or `self.updateView()`, not `other.updateView()`.
                if file.kind(j - 1) != .dot || file.is(j - 2, "self") { return true }
            }
        }
        return false
    }

    /// The stored property a colour expression reads: `tint` in `tint.cgColor` / `self.tint.cgColor`,
    /// `colors` in `colors.map { $0.cgColor }`.
    private static func observedName(readAt start: Int, in file: AnalyzedFile) -> String? {
        var base = start
        if file.is(base, "self"), file.kind(base + 1) == .dot { base += 2 }
        guard file.kind(base) == .identifier else { return nil }
        if !file.is(base, "$0") { return file.kind(base + 1) == .lParen ? nil : file.name(base) }
        // `$0` of a closure given to `colors.map`: the property is the collection mapped.
        guard let closure = file.scopeChain(of: start).first(where: { file.scopes[$0].kind == .closure }) else { return nil }
        var j = Int(file.scopes[closure].open) - 1
        if file.kind(j) == .lParen { j -= 1 }
        guard file.isAny(j, ["map", "compactMap"]), file.kind(j - 1) == .dot, file.kind(j - 2) == .identifier else { return nil }
        let mapped = file.postfixStart(endingAt: j - 2)
        return observedName(readAt: mapped, in: file)
    }

    /// The property whose observers the scope `s` holds: a computed-property scope's name, or for
    /// `var color = UIColor(…) { didSet { … } }` the name after the `var` before its brace.
    private static func observedProperty(around s: Int, _ file: AnalyzedFile) -> String? {
        let scope = file.scopes[s]
        if scope.kind == .function, scope.isProperty { return scope.name }
        return observedPropertyKeyword(around: s, file).map { file.name($0 + 1) }
    }

    /// The `var` of the property whose observer block's parent scope is `s` (the property's own
    /// scope, or the block after its initial value).
    static func observedPropertyKeyword(around s: Int, _ file: AnalyzedFile) -> Int? {
        let scope = file.scopes[s]
        if scope.kind == .function, scope.isProperty, file.is(Int(scope.introducer), "var") { return Int(scope.introducer) }
        var j = Int(scope.open) - 1
        var steps = 0
        while j > 0, steps < 64 {
            if file.kind(j) == .rParen || file.kind(j) == .rBracket, file.match[j] >= 0 { j = Int(file.match[j]) - 1; steps += 1; continue }
            if file.kind(j) == .lBrace || file.kind(j) == .rBrace || file.kind(j) == .semicolon { return nil }
            if file.is(j, "var"), file.kind(j + 1) == .identifier { return j }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// `shapeLayer.strokeColor = … .cgColor` where the type also does `gradient.mask = shapeLayer`.
    static func isOnMaskLayer(_ start: Int, in file: AnalyzedFile) -> Bool {
        let slot = ColorSlot.of(start, in: file)
        guard let receiver = slot.receiver, file.kind(receiver) == .identifier, let type = file.enclosingType(of: start) else { return false }
        let name = file.nameID(receiver)
        let scope = file.scopes[type]
        for j in Int(scope.open)..<min(Int(scope.close), file.count - 2) where file.is(j, "mask") && file.isOp(j + 1, "=") {
            if file.kind(j + 2) == .identifier, file.nameID(j + 2) == name { return true }
        }
        return false
    }

    /// `layer.shadowColor = color.cgColor`: a shadow is dark in both appearances, whatever it is given.
    static func isShadow(_ start: Int, in file: AnalyzedFile) -> Bool {
        ColorRole.of(ColorSlot.of(start, in: file)) == .shadow
    }

    /// `Palette.brandGray.cgColor`, `UIColor(named: "Gradient")?.cgColor`: a name the run binds only to
    /// a fixed colour, or a color set with no Dark appearance. Its CGColor never goes stale.
    static func namesFixedColor(_ start: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        // A bare name (`color.cgColor`): a local says itself, a parameter cannot be known, a property
        // of the type is looked up like any definition.
        if isElementOfFixedArray(start, in: file, context) { return true }
        if file.kind(start) == .identifier, file.kind(start + 1) == .dot, file.is(start + 2, "cgColor") {
            if isLocalFixedColor(start, in: file) { return true }
            if isParameterOrLocal(start, in: file) { return false }
        }
        if let asset = ColorUseCollector.assetName(from: start, in: file) {
            return context.index.colorAssetIsFixed(asset, from: file.source.path) == true
        }
        guard let name = ColorUseCollector.referencedNameID(from: start, in: file) else { return false }
        // A theme's colour is one fixed value per theme: it goes stale only when the theme changes,
        // and the app's theme handling re-applies it then.
        return context.index.isFixedColorName(name) || context.index.isThemeManagedColorName(name)
    }

    /// Whether the bare name at `start` is a parameter of its function or declared in it.
    private static func isParameterOrLocal(_ start: Int, in file: AnalyzedFile) -> Bool {
        guard let f = file.enclosingFunction(of: start) else { return false }
        let name = file.name(start)
        var j = Int(file.scopes[f].introducer)
        while j < start {
            if file.kind(j) == .identifier, file.name(j) == name,
               file.kind(j + 1) == .colon || file.isAny(j - 1, ["let", "var"]) || file.kind(j + 1) == .identifier {
                return true
            }
            j += 1
        }
        return false
    }

    /// `layer.borderColor = mainColor.cgColor` in `init` (or a stored property's initial value), and again in `layoutSubviews()`: the
    /// update method sets the same property whenever the appearance changes, so the first value
    /// never shows for long. The update method may sit in an extension of the type in the same file
    /// (mammoth's `LatestPill` re-sets its borders in `traitCollectionDidChange`, blind set fresh35).
    static func isAlsoSetInUpdateContext(_ start: Int, typeName: String?, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        let slot = ColorSlot.of(start, in: file)
        guard slot.kind == .assignment, !slot.name.isEmpty, let type = file.enclosingType(of: start) else { return false }
        let typeID = file.scopes[type].nameID
        // One scan per type and property, whatever the number of layer colours set in it.
        return file.memo("sets \(slot.name) in an update method", scope: type) {
            for (t, part) in file.scopes.enumerated() where t == type || part.kind == .type && part.nameID == typeID {
                let open = Int(part.open), close = Int(part.close)
                for (s, scope) in file.scopes.enumerated() where scope.kind == .function && Int(scope.open) > open && Int(scope.close) < close {
                    guard !scope.isStatic, context.index.isUpdateContext(type: typeName, name: scope.name) else { continue }
                    for j in Int(scope.open)..<max(Int(scope.open), Int(scope.close)) where file.kind(j) == .identifier && file.name(j) == slot.name && file.isOp(j + 1, "=") {
                        if file.enclosingFunction(of: j) == s { return true }
                    }
                }
            }
            return false
        }
    }

    /// `let stops: [UIColor] = [.red60, .white]; layer.colors = stops.map { $0.cgColor }`: each
    /// element of a local array literal, each one a fixed colour or a name the run binds only to one.
    private static func isElementOfFixedArray(_ start: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard file.kind(start) == .identifier, file.is(start, "$0") else { return false }
        guard let closure = file.scopeChain(of: start).first(where: { file.scopes[$0].kind == .closure }) else { return false }
        let method = Int(file.scopes[closure].introducer)
        guard method > 1, file.isAny(method, ["map", "compactMap", "forEach"]), file.kind(method - 1) == .dot,
              file.kind(method - 2) == .identifier, let f = file.enclosingFunction(of: start) else { return false }
        let array = file.nameID(method - 2)
        var j = Int(file.scopes[f].open)
        while j < method - 2 {
            defer { j += 1 }
            guard file.isAny(j, ["let", "var"]), file.kind(j + 1) == .identifier, file.nameID(j + 1) == array else { continue }
            // `let stops: [UIColor] = [` or `let stops = [`: the `=` is on the declaration's line.
            var open = j + 2
            while open < method, !file.isOp(open, "="), !file.tokens[open].atLineStart { open += 1 }
            guard file.isOp(open, "=") else { return false }
            open += 1
            guard file.kind(open) == .lBracket, file.match[open] > open else { return false }
            let close = Int(file.match[open])
            var element = open + 1
            var any = false
            while element < close {
                var end = element
                while end < close, file.kind(end) != .comma {
                    if file.kind(end) == .lParen || file.kind(end) == .lBracket, file.match[end] > end { end = Int(file.match[end]) }
                    end += 1
                }
                let fixed = ColorDefinitionCollector.isFixedColor(at: element, in: file)
                    || file.kind(end - 1) == .identifier && file.kind(end - 2) == .dot && context.index.isFixedColorName(file.nameID(end - 1))
                guard fixed else { return false }
                any = true
                element = end + 1
            }
            return any
        }
        return false
    }

    /// `let fill = NSColor(white: 0.96, alpha: 1)` earlier in the same function, for `fill.cgColor`.
    private static func isLocalFixedColor(_ start: Int, in file: AnalyzedFile) -> Bool {
        guard file.kind(start) == .identifier, let f = file.enclosingFunction(of: start) else { return false }
        let name = file.name(start)
        var j = Int(file.scopes[f].open)
        while j < start {
            if file.isAny(j, ["let", "var"]), file.kind(j + 1) == .identifier, file.name(j + 1) == name, file.isOp(j + 2, "=") {
                return ColorDefinitionCollector.isFixedColor(at: j + 3, in: file)
            }
            j += 1
        }
        return false
    }

    /// A receiver that can never change: a fixed named colour, `.clear`, a colour built from
    /// components (literal or not: a runtime RGB colour is still one fixed value), a hex helper, a
    /// `#colorLiteral`, or any of those `.withAlphaComponent(...)`.
    static func isFixedReceiver(from start: Int, to end: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        var end = end
        // Strip `.withAlphaComponent(...)` / `.copy(alpha:)` suffixes.
        while file.kind(end) == .rParen, file.match[end] > 2 {
            let open = Int(file.match[end])
            guard file.is(open - 1, "withAlphaComponent"), file.kind(open - 2) == .dot else { break }
            end = open - 3
        }
        if file.isOp(end, "!") || file.isOp(end, "?") { return false }
        if file.kind(end) == .identifier, file.kind(end - 1) == .dot {
            let name = file.name(end)
            let isNamed = FixedColors.named[name] != nil || name == "clear" || FixedColors.legacyUIKit[name] != nil
            if end - 1 == start { return isNamed }   // `.white.cgColor`
            if end - 2 == start, isNamed, ColorConstructor.isColorTypeCandidate(start, in: file, context),
               ColorTypes.framework(of: file.name(start), in: file, context) != nil { return true }
        }
        if file.kind(end) == .rParen, let ctor = ColorConstructor.starting(at: start, in: file, context), ctor.end == end {
            return true
        }
        if file.kind(end) == .rParen, file.kind(start) == .identifier, file.kind(start + 1) == .lParen,
           ColorConstructor.isColorTypeCandidate(start, in: file, context),
           ColorTypes.framework(of: file.name(start), in: file, context) != nil,
           let call = file.call(at: start + 1), call.rParen == end, let first = call.arguments.first {
            let label = file.label(first)
            return ColorConstructor.componentSets[label] != nil || ColorConstructor.hexLabels.contains(label)
        }
        return false
    }

    /// `Palette.cgColor` where `Palette` is a type that is not a colour: a static property that
    /// happens to be named `cgColor`, not a colour conversion.
    static func isStaticMemberOfOtherType(_ start: Int, _ end: Int, _ file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard start == end, file.kind(start) == .identifier else { return false }
        let first = file.firstByte(start)
        guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return ColorTypes.framework(of: file.name(start), in: file, context) == nil
    }

    /// `UIColor(cgColor: other.cgColor)`, `self.init(cgColor: c.cgColor)`: a conversion between color
    /// types, not a color stored in a layer.
    static func isColorConversion(_ start: Int, _ end: Int, _ file: AnalyzedFile) -> Bool {
        guard file.kind(start - 1) == .colon, file.is(start - 2, "cgColor"), file.postfixEnd(from: start) == end,
              let (call, _) = file.enclosingCall(of: start) else { return false }
        return file.is(call.callee, "init") || ColorTypes.builtIn[file.name(call.callee)] != nil
    }

}
