/// `image_color_outside_update`: a dynamic colour drawn into an image (or a view built and
/// snapshotted) with no appearance set up, where it is never drawn again when the appearance changes.
public struct ImageColorOutsideUpdateRule: Rule {
    public init() {}

    static let performAsCurrent = "wrap the drawing in `traitCollection.performAsCurrent { }` (the trait collection of the screen that shows the image)"
    static let performAsCurrentDrawingAppearance = "wrap the drawing in `view.effectiveAppearance.performAsCurrentDrawingAppearance { }` (macOS 11; the appearance of the view that shows the image)"

    public static let description = RuleDescription(
        id: "image_color_outside_update",
        name: "Dynamic color drawn into an image outside an appearance update",
        summary: "A dynamic color drawn into an image resolves against whatever appearance is current then, and the image keeps it.",
        rationale: """
        An image is pixels: a dynamic color drawn into one — in `UIGraphicsImageRenderer(…).image { }`, \
        between `UIGraphicsBeginImageContext…` and `UIGraphicsEndImageContext()`, between \
        `NSImage.lockFocus()` and `unlockFocus()`, into a `CGContext(data:…)` bitmap, or set on a view \
        built only to be snapshotted (`drawHierarchy(in:afterScreenUpdates:)`, `layer.render(in:)`) — \
        resolves against `UITraitCollection.current` at that moment. Outside the methods UIKit calls \
        with the view's traits set, that is not reliably the appearance of the screen the image is for \
        (a field report: a shared screenshot came out in the other mode), and nothing draws the image again \
        when the user switches. Draw inside `traitCollection.performAsCurrent { }` (or after setting \
        `UITraitCollection.current`; AppKit: `performAsCurrentDrawingAppearance`), and draw the image \
        again when the appearance changes. Not reported: drawing in an appearance-update method \
        (`traitCollectionDidChange(_:)`, `layoutSubviews()`, `draw(_:)`, a `registerForTraitChanges` \
        handler, or a helper only they call), colors not known to adapt visibly (a fixed or a passed-in \
        color; a tint, `link` or a `systemFill`, whose two appearances look the same; see \
        `spritekit_color_outside_update`), \
        `NSImage(size:flipped:drawingHandler:)` (AppKit runs the handler at each draw), PDF renderers \
        (a printed page has no Dark appearance) and snapshots of views already on screen (drawn with \
        their own traits). One finding per drawing, at its first dynamic color; `.cgColor` inside it is \
        not also reported by `cgcolor_outside_update`. A function that draws a color it is given \
        (`UIImage.filled(with:)`, `convenience init(color:)`, a `UIColor` method filling with `self`), or \
        passes it on to one, makes its call sites the findings: `UIImage.filled(with: .systemGray6)` \
        in a `static let` is drawn once, at first use. Measured on the 15 apps of `Scripts/eval`: 6 \
        findings, all true (mastodon-ios: placeholder images drawn from `systemGray3`/`systemGray6` by \
        its `UIImage.placeholder(color:)`, one of them a `static let`); the held-out and fresh apps \
        draw only fixed or passed-in colors into images and get none. It takes over one true \
        `cgcolor_outside_update` finding (inside that helper: its call sites are now the findings) and \
        drops four false ones (helpers in duckduckgo-iOS whose callers pass fixed colors).
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("""
            final class ShareController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
                    badge.image = renderer.image { context in
                        ↓UIColor.secondarySystemBackground.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
                        context.cgContext.setStrokeColor(UIColor.separator.cgColor)
                    }
                }
            }
            """, message: "`UIColor.secondarySystemBackground` drawn into an image in `viewDidLoad()` resolves against whatever appearance is current then, and the image keeps it; wrap the drawing in `traitCollection.performAsCurrent { }` (the trait collection of the screen that shows the image) and draw it again in `traitCollectionDidChange(_:)` or `viewWillLayoutSubviews()`"),
            Example("""
            func makeShareImage() -> UIImage? {
                let card = ShareCardView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                card.titleLabel.textColor = ↓.label
                UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 2)
                defer { UIGraphicsEndImageContext() }
                card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
                return UIGraphicsGetImageFromCurrentImageContext()
            }
            """, message: "`.label` drawn into an image in `makeShareImage()` resolves against whatever appearance is current then, and the image keeps it; wrap the drawing in `traitCollection.performAsCurrent { }` (the trait collection of the screen that shows the image) and draw it again when the appearance changes (from an appearance-update method of the view that shows it)"),
            Example("""
            extension UIImage {
                static let placeholder: UIImage = {
                    UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
                    ↓Theme.placeholder.setFill()
                    UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                    let image = UIGraphicsGetImageFromCurrentImageContext()!
                    UIGraphicsEndImageContext()
                    return image
                }()
            }
            enum Theme {
                static let placeholder = UIColor.systemGray5
            }
            """),
            // Drawn by a helper: the call site chooses the colour.
            Example("""
            final class AvatarView: UIImageView {
                static let placeholder = UIImage.filled(with: ↓.systemGray6)
                init() {
                    super.init(image: ↓UIColor.systemGray5.image(size: CGSize(width: 1, height: 1)))
                }
            }
            """, otherFiles: ["""
            extension UIImage {
                static func filled(with color: UIColor) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                        context.cgContext.setFillColor(color.cgColor)
                        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                    }
                }
            }
            extension UIColor {
                func image(size: CGSize) -> UIImage {
                    UIGraphicsImageRenderer(size: size).image { _ in
                        setFill()
                        UIRectFill(CGRect(origin: .zero, size: size))
                    }
                }
            }
            """]),
        ],
        nonTriggering: [
            // Drawn from an update method: drawn again on every appearance change.
            Example("""
            class AvatarView: UIView {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    imageView.image = UIGraphicsImageRenderer(size: bounds.size).image { _ in
                        UIColor.secondarySystemBackground.setFill()
                        UIRectFill(bounds)
                    }
                }
            }
            """),
            // The appearance set up explicitly.
            Example("""
            final class ShareController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    traitCollection.performAsCurrent {
                        badge.image = UIGraphicsImageRenderer(size: size).image { _ in
                            UIColor.label.setFill()
                            UIRectFill(rect)
                        }
                    }
                }
                func legacyImage() -> UIImage? {
                    UITraitCollection.current = view.traitCollection
                    UIGraphicsBeginImageContext(size)
                    UIColor.label.setFill()
                    UIRectFill(rect)
                    defer { UIGraphicsEndImageContext() }
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """),
            // Fixed or passed-in colours, a view already on screen, lazy AppKit drawing, a PDF page.
            Example("""
            extension UIColor {
                func image(size: CGSize) -> UIImage {
                    UIGraphicsImageRenderer(size: size).image { context in
                        setFill()
                        context.fill(CGRect(origin: .zero, size: size))
                    }
                }
            }
            func watermark(_ color: UIColor) -> UIImage {
                UIGraphicsImageRenderer(size: size).image { _ in
                    UIColor.white.setFill()
                    color.setStroke()
                }
            }
            func thumbnail(of webView: WKWebView) -> UIImage {
                UIGraphicsImageRenderer(bounds: webView.bounds).image { _ in
                    webView.drawHierarchy(in: webView.bounds, afterScreenUpdates: true)
                }
            }
            let dot = NSImage(size: NSSize(width: 8, height: 8), flipped: false) { rect in
                NSColor.labelColor.setFill()
                rect.fill()
                return true
            }
            func page() -> Data {
                UIGraphicsPDFRenderer(bounds: rect).pdfData { context in
                    UIColor.label.setFill()
                }
            }
            """),
            // A helper called from an update method, or with a fixed colour.
            Example("""
            final class AvatarView: UIImageView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    image = UIImage.filled(with: .systemGray6)
                }
                static let fallback = UIImage.filled(with: .white)
            }
            """, otherFiles: ["""
            extension UIImage {
                static func filled(with color: UIColor) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                        context.cgContext.setFillColor(color.cgColor)
                    }
                }
            }
            """]),
            // A helper that draws both appearances itself.
            Example("""
            final class Chip: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setBackgroundImage(UIImage.adaptive(color: .systemGray6), for: .normal)
                }
            }
            """, otherFiles: ["""
            extension UIImage {
                static func adaptive(color: UIColor) -> UIImage {
                    let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
                    let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
                        color.resolvedColor(with: light).setFill()
                        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                    }
                    let darkImage = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
                        color.resolvedColor(with: dark).setFill()
                        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
                    }
                    image.imageAsset?.register(darkImage, with: dark)
                    return image
                }
            }
            """]),
            // Made a template at once: the image view draws it in its tint, not in the colour baked in
            // (mammoth).
            Example("""
            final class Banner: UIView {
                let close = UIImageView()
                func setUp() {
                    close.image = UIImage.filled(with: .label).withRenderingMode(.alwaysTemplate)
                }
            }
            """, otherFiles: ["""
            extension UIImage {
                static func filled(with color: UIColor) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                        context.cgContext.setFillColor(color.cgColor)
                    }
                }
            }
            """]),
            Example("""
            func format(_ text: String) -> NSAttributedString {
                NSAttributedString(string: text, attributes: [.foregroundColor: UIColor.label])
            }
            """),
            // Two helpers share the name: the image view's only sets an adaptive tint, and which one a
            // call reaches depends on its receiver's type (Calendr).
            Example("""
            func makeIcon(_ image: NSImage) -> NSImageView {
                NSImageView(image: image).with(color: .labelColor)
            }
            """, otherFiles: ["""
            extension NSImage {
                func with(color: NSColor) -> NSImage {
                    let image = copy() as! NSImage
                    image.lockFocus()
                    color.set()
                    NSRect(origin: .zero, size: image.size).fill(using: .sourceIn)
                    image.unlockFocus()
                    return image
                }
            }
            extension NSImageView {
                func with(color: NSColor) -> Self {
                    contentTintColor = color
                    return self
                }
            }
            """]),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        var reported: Set<Int> = []
        for region in ImageDrawing.regions(in: file) {
            guard let color = ImageDrawing.firstDynamicColor(in: region, in: file, context), reported.insert(color).inserted else { continue }
            report(color, drawnBy: nil, file, context, into: &findings)
        }
        for (start, callee) in ImageColorForwarder.colorArguments(in: file, context.index)
            where !reported.contains(start) && !ImageDrawing.hasAppearanceSetUp(start, in: file)
            && !Self.isMadeTemplate(start, in: file) && DynamicColorExpression.isDynamic(at: start, in: file, context) {
            reported.insert(start)
            report(start, drawnBy: callee, file, context, into: &findings)
        }
    }

    /// `FontAwesome.image(fromChar: "x", color: .label).withRenderingMode(.alwaysTemplate)`: the image
    /// is drawn as a template, in its view's tint, and the colour baked into it is never seen (mammoth,
    /// blind set fresh35).
    static func isMadeTemplate(_ argument: Int, in file: AnalyzedFile) -> Bool {
        guard let (call, _) = file.enclosingCall(of: argument) else { return false }
        let after = call.rParen + 1
        guard file.kind(after) == .dot, file.is(after + 1, "withRenderingMode"), file.kind(after + 2) == .lParen else { return false }
        let close = Int(file.match[after + 2])
        return close > after + 2 && (after + 3..<close).contains { file.is($0, "alwaysTemplate") }
    }

    /// A finding for the colour at `color`, drawn in place or (`callee`) by a function it is passed to.
    private func report(_ color: Int, drawnBy callee: Int?, _ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        guard !FrozenColorPlace.neverGoesStale(color, in: file, context), let place = FrozenColorPlace.of(color, in: file, context) else { return }
        let iOS17 = FrozenColorPlace.targetsIOS17(context)
        let methods = place.family.map { $0.recommendedMethods(iOS17: iOS17) }
        let again = methods.map { "draw it again in \($0)" }
            ?? "draw it again when the appearance changes (from an appearance-update method of the view that shows it)"
        let end = file.postfixEnd(from: color)
        // A receiver drawn by its own method (`UIColor.systemGray5.image(size:)`) ends before the call.
        let shownEnd = callee.map { $0 > color ? $0 - 2 : end } ?? end
        var shown = file.source.text(ByteRange(start: file.tokens[color].start, end: file.tokens[shownEnd].end))
        for suffix in [".cgColor", ".setFill()", ".setStroke()", ".set()"] where shown.hasSuffix(suffix) { shown.removeLast(suffix.count) }
        let appKit = file.is(color, "NSColor") || file.prefersAppKit
        let setUp = appKit ? Self.performAsCurrentDrawingAppearance : Self.performAsCurrent
        let how = callee.map { "drawn into an image by `\(file.name($0))(…)` in" } ?? "drawn into an image in"
        // A helper's caller can rarely redraw; the helper can make one image for both appearances.
        let fix = callee.map { "have `\(file.name($0))(…)` draw both appearances into one image (draw with `resolvedColor(with:)` for each and `imageAsset?.register(_:with:)` the dark one), or \(setUp) and \(again)" }
            ?? "\(setUp) and \(again)"
        let message = "`\(shown)` \(how) \(place.description) resolves against whatever appearance is current then, and the image keeps it; \(fix)"
        var found = finding(ByteRange(start: file.tokens[color].start, end: file.tokens[end].end), message,
                            suggestion: appKit ? "performAsCurrentDrawingAppearance { … }" : "traitCollection.performAsCurrent { … }",
                            details: FindingDetails(typeName: place.typeName ?? "(free functions)",
                                                    recommendedMethods: methods ?? "an appearance-update method of the view that shows the image"))
        found.details?.place = place.plainDescription
        found.details?.frozen = "dynamic_color"
        findings.append(found)
    }
}
