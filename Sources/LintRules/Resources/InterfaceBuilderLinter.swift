/// Lints storyboards and XIBs with a streaming scan: fixed colors (`<color red=... />`), legacy
/// system colors, deprecated indicator styles and materials, forced appearances, and layer colors
/// set as user-defined runtime attributes. Findings use the Swift rules' ids, and say which control
/// it is (its label, text or title, and the scene's view controller).
enum InterfaceBuilderLinter {
    struct Result {
        var findings: [Finding] = []
        /// The document's view backgrounds by kind (`SurfaceTally`).
        var surfaces = SurfaceTally()
        /// Asset colors referenced with `<color name="X"/>` (outside `<resources>`), for `missing_color_asset`.
        var assetReferences: [(name: String, range: ByteRange)] = []
        /// Image assets referenced (`image="Logo"`, `<image name="Logo"/>`), for `imageset_missing_dark`.
        var imageReferences: [(name: String, range: ByteRange, templated: Bool)] = []
        /// The value Xcode stored for each named color in the document's `<resources>` when it last
        /// found the set: what Interface Builder shows when the set is gone.
        var storedValues: [String: RGBA] = [:]
        /// The same references with the property they color (`backgroundColor`): uses of the color set.
        var namedColorKeys: [(name: String, key: String, range: ByteRange)] = []
        /// For each fixed-color finding (by index into `findings`): the element and its owners, so that
        /// the second pass can tell a placeholder that code replaces.
        var colorContexts: [Int: ColorContext] = [:]
        /// Fixed colours drawn on a fixed surface that is a finding itself (by index into `findings`):
        /// the surface's finding, which lists them, because they must change with it.
        var surfaceOf: [Int: Int] = [:]
        /// The same for named-color references (by index into `assetReferences`).
        var referenceContexts: [Int: ColorContext] = [:]
        /// Findings listed only with `--pedantic` (by index into `findings`): forced appearances that
        /// are Dark (like `overrideUserInterfaceStyle = .dark` in Swift, a product decision: a player,
        /// a media viewer), and deprecated colours that adapt (`groupTableViewBackgroundColor`).
        var pedanticOnly: Set<Int> = []
        /// Fixed text and tint colours of a custom control drawn on a fixed fill the control paints
        /// itself (runtime attributes `labelOff` on `bgOff`, `textColor` on `color`): a pair that reads
        /// in both appearances (by index into `findings`).
        var pairedOnOwnFill: Set<Int> = []
        /// Each custom class and the scene (or File's Owner) that shows it; a scene's own controller
        /// is made by the storyboard, from an unknown place.
        var placements: [ForcedContext.Construction] = []
    }

    /// Who could replace a color at run time: the element's outlets and custom class, and the scene's
    /// (or the XIB's File's Owner's) class.
    struct ColorContext: Sendable {
        var key: String
        var outlets: [(owner: String?, property: String)] = []
        var elementClass: String?
        var ownerClass: String?
        /// The element's id, to attach outlets found later in the document.
        var elementID: String?
        /// The document's path: a theme engine reaches the targets it is compiled into.
        var path = ""
        /// The element's kind (`label`) and the kinds of the views around it, for `UIAppearance` proxies.
        var elementKind: String?
        var containerKinds: [String] = []
        /// The element is a table or collection view cell: code that dequeues it sets it as `cell`.
        var isCell = false
        /// A subview fills the element and is opaque: its background is never seen (`CoveredViews`).
        var isCovered = false
        /// A screen's root view covered but for the strips bars draw over: the bars that must be
        /// opaque to hide it (`CoveredViews.barsHiding`).
        var barsHiding: OpaqueBars?
        /// The top-level object of the XIB that holds the element (a direct child of `<objects>`).
        var topLevelID: String?
        /// That object is a view nothing loads: no outlet points at it, and the File's Owner's `view` is
        /// another one (a header view left in the XIB after the code stopped using it).
        var isUnloaded = false
        /// The element is a plain view with no subviews: its tint has nothing to color.
        var tintsNothing = false
        /// Inside a view hidden in the document that nothing can show (`CoveredViews.isHiddenForGood`).
        var isHiddenForGood = false
        /// AppKit: the element does not draw its background (`drawsBackground="NO"` on a clip, scroll
        /// or text view; a text field cell draws one only with `drawsBackground="YES"`).
        var drawsNoBackground = false
        /// `ownerClass` is the XIB's File's Owner (code loads the XIB for it), not a storyboard scene's
        /// controller (which the storyboard itself can show).
        var ownerIsFilesOwner = false
        /// A dark text or tint colour drawn on a fixed light surface (`CoveredViews.backdrop`): the
        /// surface's own context, to tell whether code replaces it.
        var fixedBackdrop: FixedBackdrop?
        /// A dark text or tint colour: the view whose background it is drawn on, which code may
        /// paint a fixed light colour (`CodeBackdrop`).
        var codeBackdrop: CodeBackdrop?
        /// A system ink that vanishes on its fixed surface (`AdaptiveInkOnFixedSurface`): the surface's
        /// own context. Code that recolours the surface makes it no finding.
        var inkSurface: FixedBackdrop?
        /// Fixed dark ink, which vanishes on Dark Mode's background: not on the app's own fixed
        /// dark surfaces when the app is drawn dark in both appearances (`SurfaceTally`).
        var vanishesInDark = false
        /// A button with no title in any state (`setTitle` in code may give it one).
        var isUntitledButton = false
        /// The app's own classes (`customModuleProvider="target"`) of the scene's controller and of the
        /// cell the element is in: one the whole project declares nowhere is a scene or prototype left
        /// behind when its class was deleted (Beam's `LanguageOptionsViewController`, blind set fresh35).
        var appClasses: [String] = []

        /// `placeholder` when code sets this property on the element, `forced` when the scene forces an
        /// appearance; nil when the color stands.
        func replacement(in index: ProjectIndex) -> String? {
            let property = key
            if isCovered, property == "backgroundColor" { return "covered" }
            if property == "backgroundColor", let ownerClass, index.webViewCoveredTypes.contains(ownerClass),
               outlets.contains(where: { $0.property == "view" && ($0.owner == nil || $0.owner == ownerClass) }) { return "covered" }
            if let barsHiding, property == "backgroundColor", index.opaqueBars.isSuperset(of: barsHiding) { return "under opaque bars" }
            if isUnloaded { return "unloaded" }
            if index.hasMentions, appClasses.contains(where: { !index.declaresType($0) }) { return "unreachable" }
            // A scene whose controller makes its own view in `loadView` never shows the one drawn here.
            if !ownerIsFilesOwner, let ownerClass, index.replacesLoadedView(ownerClass) { return "unloaded" }
            if drawsNoBackground, property == "backgroundColor" { return "not drawn" }
            if tintsNothing, property == "tintColor" { return "no effect" }
            if isHiddenForGood { return "never shown" }
            // A section index's colours show only where a data source gives the index titles.
            if property.hasPrefix("sectionIndex"), index.hasMentions, !index.showsSectionIndex { return "no effect" }
            // A XIB whose File's Owner no code ever makes (`WhatsNewDetailViewController` declared, never used).
            if ownerIsFilesOwner, let ownerClass, index.isNeverMade(ownerClass) { return "unreachable" }
            // A spinner whose `color` code sets shows no colour of its deprecated style.
            if property == "style", replacement(of: "color", in: index) != nil { return "placeholder" }
            if let found = replacement(of: property, in: index) { return found }
            if let surface = inkSurface, surface.context.replacement(in: index) != nil { return "placeholder" }
            if vanishesInDark, index.isAlwaysDarkDesign { return "always dark" }
            if isUntitledButton, !outlets.contains(where: { index.assigns("title", of: $0.property, in: $0.owner ?? ownerClass ?? "") }),
               !(ownerClass.map { index.assigns("title", of: "sender", in: $0) } ?? false) { return "no effect" }
            // Dark ink on a fixed light pill reads the same in both appearances, unless code
            // recolours the pill (a themed view): then the ink is what breaks.
            if let backdrop = fixedBackdrop, backdrop.context.replacement(in: index) == nil { return "fixed pair" }
            if let codeBackdrop, codeBackdrop.isPaintedLight(ownerClass: ownerClass, in: index) { return "fixed pair" }
            return nil
        }

        private func replacement(of property: String, in index: ProjectIndex) -> String? {
            for outlet in outlets {
                guard let owner = outlet.owner ?? ownerClass else { continue }
                if index.assigns(property, of: outlet.property, in: owner) { return "placeholder" }
            }
            if let elementClass, index.assigns(property, of: nil, in: elementClass) { return "placeholder" }
            // A layer key path (`layer.borderColor`) that the custom class sets in code (`layer.borderColor = …`).
            if let elementClass, let dot = property.lastIndex(of: "."),
               index.assigns(String(property[property.index(after: dot)...]), of: String(property[..<dot]), in: elementClass) {
                return "placeholder"
            }
            // `tableView(_:willDisplay:forRowAt:)` in the scene's controller: `cell.backgroundColor = …`.
            if isCell, let ownerClass, index.assigns(property, of: "cell", in: ownerClass) { return "placeholder" }
            if let elementKind, index.setsByAppearanceProxy(elementKind, property, inside: containerKinds) { return "placeholder" }
            if let elementKind, index.themesEveryView(elementKind, property, in: path, classes: [elementClass, ownerClass].compactMap { $0 }) {
                return "placeholder"
            }
            if let ownerClass, index.isForcedContext(type: ownerClass) { return "forced" }
            if let elementClass, index.isForcedContext(type: elementClass) { return "forced" }
            return nil
        }
    }

    /// The view dark ink is drawn on, when code may paint it: `view.backgroundColor = .white` in
    /// the scene's controller, `window?.backgroundColor = NSColor(white: 0.99, alpha: 1)` in a XIB's
    /// window controller, or a pane's root view shown in such a window (`NSViewController(nibName:
    /// "GeneralPane")` in it). On that fixed light surface the ink reads in both appearances; the
    /// surface is the finding (in the code that paints it), and `.label` alone would vanish on it.
    struct CodeBackdrop: Sendable {
        var outlets: [(owner: String?, property: String)]
        /// The view is a window's content view: the window's background shows through it.
        var isWindowContent: Bool
        /// The view is the document's root, and the document's name (`GeneralPane`) is how code loads it.
        var isRoot: Bool
        var document: String

        func isPaintedLight(ownerClass: String?, in index: ProjectIndex) -> Bool {
            for outlet in outlets {
                guard let owner = outlet.owner ?? ownerClass else { continue }
                if index.paintsLight(outlet.property, in: owner) { return true }
            }
            if isWindowContent, let ownerClass, index.paintsLight("window", in: ownerClass) { return true }
            return isRoot && index.nibsInLightWindows.contains(document)
        }
    }

    /// See `ColorContext.fixedBackdrop` (a class: a context cannot hold a context by value).
    final class FixedBackdrop: Sendable {
        let context: ColorContext
        init(_ context: ColorContext) { self.context = context }
    }

    struct Element {
        var name: String
        var tag: XMLScanner.Tag
        /// The finding of this element's forced light appearance (`appearanceType="aqua"`), if any.
        var lightForcing: Int? = nil
    }

    /// AppKit catalog colors (`catalog="System"`) that are one fixed value.
    static let fixedCatalogColors: [String: RGBA] = [
        "whiteColor": RGBA(white: 1), "blackColor": RGBA(white: 0), "grayColor": RGBA(white: 0.5),
        "lightGrayColor": RGBA(white: 2.0 / 3), "darkGrayColor": RGBA(white: 1.0 / 3), "redColor": RGBA(1, 0, 0),
        "greenColor": RGBA(0, 1, 0), "blueColor": RGBA(0, 0, 1), "yellowColor": RGBA(1, 1, 0), "orangeColor": RGBA(1, 0.5, 0),
    ]

    /// UIKit colors IB stores as `cocoaTouchSystemColor`: the fixed ones and their successors.
    static let legacyTouchColors: [String: (value: RGBA, successor: String)] = [
        "darkTextColor": (RGBA(white: 0), "labelColor"), "lightTextColor": (RGBA(white: 1, alpha: 0.6), "secondaryLabelColor"),
        "groupTableViewBackgroundColor": (RGBA(hex: 0xEFEFF4), "systemGroupedBackgroundColor"),
        "whiteColor": (RGBA(white: 1), "systemBackgroundColor"), "blackColor": (RGBA(white: 0), "labelColor"),
        "darkGrayColor": (RGBA(white: 1.0 / 3), "secondaryLabelColor"), "lightGrayColor": (RGBA(white: 2.0 / 3), "tertiaryLabelColor"),
        "grayColor": (RGBA(white: 0.5), "secondaryLabelColor"),
    ]

    static let viewElements: Set<String> = [
        "label", "button", "view", "textField", "textView", "imageView", "tableView", "collectionView", "tableViewCell",
        "collectionViewCell", "stackView", "scrollView", "navigationBar", "toolbar", "tabBar", "searchBar", "switch",
        "slider", "segmentedControl", "progressView", "activityIndicatorView", "visualEffectView", "pageControl",
        "window", "customView", "box", "textFieldCell", "buttonCell", "tableCellView", "outlineView", "splitView",
        "tableViewCellContentView", "collectionReusableView", "datePicker", "pickerView", "mapView", "clipView", "containerView",
    ]

    /// The rules of a fixed colour in its role, which a forced appearance or a surface can explain.
    private static let linesOnOwnFill: Set<String> = ["gridColor", "borderColor"]

    /// The colour key that fills an element itself: its background, or a custom box's fill (only a
    /// custom box draws one).
    private static func isOwnFill(_ key: String?, of owner: Element) -> Bool {
        key == "backgroundColor" || key == "fillColor" && owner.name == "box" && owner.tag["boxType"] == "custom" && owner.tag["transparent"] != "YES"
    }

    /// The tags inside a `<button>` that say what its tint can colour.
    private static let buttonPartTags: Set<String> = ["state", "imageReference", "image", "buttonConfiguration", "color"]

    static func isColorRule(_ id: String) -> Bool {
        id == HardcodedColorRule.description.id || id == NonAdaptiveColorRule.description.id
    }

    /// Deeper nesting than any real document has. Describing a color walks the element stack, so an
    /// unbounded stack made N nested colored views cost N squared; past this depth the rest of the
    /// file is not read (an `io_error` says so).
    static let maximumDepth = 256

    static func lint(_ source: SourceFile) -> Result {
        var result = Result()
        var stack: [Element] = []
        var tooDeep = false
        var resourcesDepth = 0
        var resourceColorName: String?   // inside `<resources><namedColor name="X">`
        var appKit = false
        var appleTV = false   // tvOS has no `systemMaterial`; its `regular` blur follows the appearance
        var runtimeAttribute: XMLScanner.Tag?
        var filesOwner: String?
        var outlets: [String: [(owner: String?, property: String)]] = [:]   // destination id -> outlets
        var covered = CoveredViews()
        var backgroundContexts: [String: ColorContext] = [:]   // view id -> context of its fixed background
        var ownOpaqueFills: Set<String> = []   // elements with a fixed opaque fill of their own (see `linesOnOwnFill`)
        var backgroundFindings: [String: Int] = [:]   // view id -> its fixed background's finding
        var topLevelOf: [String: String] = [:]   // element id -> id of the top-level object holding it
        var windowContents: Set<String> = []   // ids of windows' content views
        let bytes = source.bytes
        var forcedLight: [Int: Int] = [:]   // colour finding -> the finding of the light forcing around it
        var ownFills = RuntimeFills()
        var lightForcings: [(finding: Int, element: String)] = []   // an Aqua forcing and its element
        var swatches = SwatchCells()
        var adaptiveInks: [AdaptiveInkOnFixedSurface.Pending] = []
        var titledButtons: Set<String> = []   // buttons with a title (or attributed title) in some state
        var containerBars = ContainerBars()
        var scenes = SceneReachability()
        let complete = XMLScanner.scan(bytes) { tag in
            if tooDeep { return }
            let findingsBefore = result.findings.count
            var lightForcing: Int?
            if tag.isEnd {
                if let index = stack.lastIndex(where: { $0.name == tag.name }) { stack.removeSubrange(index...) }
                if tag.name == "resources" { resourcesDepth = max(0, resourcesDepth - 1) }
                if tag.name == "namedColor" { resourceColorName = nil }
                if tag.name == "userDefinedRuntimeAttribute" { runtimeAttribute = nil }
                return
            }
            let range = ByteRange(tag.offset, tag.end)
            imageReferences(tag, range, into: &result)
            containerBars.read(tag, stack)
            scenes.read(tag, stack)
            switch tag.name {
            case "document":
                appKit = (tag["type"] ?? "").contains(".Cocoa.")
                appleTV = tag["targetRuntime"] == "AppleTV"
            case "resources":
                if !tag.isSelfClosing { resourcesDepth += 1 }
            case "namedColor":
                if resourcesDepth > 0, !tag.isSelfClosing { resourceColorName = tag["name"] }
            case "placeholder":
                if tag["placeholderIdentifier"] == "IBFilesOwner" { filesOwner = tag["customClass"] }
            case "customObject":
                // AppKit's File's Owner is the top-level custom object with id -2.
                if tag["id"] == "-2", stack.last?.name == "objects" { filesOwner = tag["customClass"] }
            case "segue":
                // A container view's embedded controller: its view is sized to fill the container.
                if tag["kind"] == "embed", let destination = tag["destination"], stack.last?.name == "connections",
                   stack.count >= 2, stack[stack.count - 2].name == "containerView", let container = stack[stack.count - 2].tag["id"] {
                    covered.embed(destination, in: container)
                }
            case "outlet", "outletCollection":
                if let property = tag["property"], let destination = tag["destination"] {
                    // The outlet belongs to the element whose <connections> hold it: a view with a
                    // custom class, a scene's view controller, or the File's Owner.
                    let owner = stack.last(where: { $0.name != "connections" })
                    let ownerClass = owner?.name == "placeholder" && owner?.tag["placeholderIdentifier"] == "IBFilesOwner"
                        ? filesOwner : owner?.tag["customClass"]
                    outlets[destination, default: []].append((ownerClass, property))
                }
            case "color":
                guard resourcesDepth == 0 else {
                    if let name = resourceColorName, let value = components(tag) { result.storedValues[name] = value }
                    break
                }
                let before = result.findings.count
                let referencesBefore = result.assetReferences.count
                let stroke = stack.last(where: { viewElements.contains($0.name) })?.tag["id"].flatMap(covered.stroke)
                // (Inside a view kept Light the ink never takes its Dark value.)
                if !appKit, runtimeAttribute == nil, !stack.contains(where: { $0.lightForcing != nil }), let key = tag["key"],
                   let entry = AdaptiveInkOnFixedSurface.entry(tag, key: key),
                   let context = colorContext(tag, stack, filesOwner, runtimeAttribute), let id = context.elementID {
                    adaptiveInks.append(.init(entry: entry, key: key, range: range, owner: describe(tag, stack), elementID: id, context: context))
                }
                colorElement(tag, range, stack, appKit, runtimeAttribute, stroke: stroke, into: &result)
                // A button's own light fill is a control, not a screen: a white pill on a red banner,
                // a social-login button. Labelled false every time on the real apps (8 of 8): a
                // `--pedantic` note. Adaptive ink on that fill is still found (`AdaptiveInkOnFixedSurface`).
                if result.findings.count > before, tag["key"] == "backgroundColor", runtimeAttribute == nil, stack.last?.name == "button" {
                    result.pedanticOnly.insert(before)
                }
                if let cell = stack.last(where: { $0.name == "collectionViewCell" || $0.name == "tableViewCell" })?.tag["id"] {
                    for k in before..<result.findings.count { swatches.add(finding: k, inCell: cell) }
                }
                if result.findings.count > before, var context = colorContext(tag, stack, filesOwner, runtimeAttribute) {
                    context.vanishesInDark = result.findings[before].details?.risk == AppearanceRisk.vanishesInDark.id
                    result.colorContexts[before] = context
                    if tag["key"] == "backgroundColor", runtimeAttribute == nil, let id = context.elementID { backgroundFindings[id] = before }
                }
                if result.assetReferences.count > referencesBefore, let context = colorContext(tag, stack, filesOwner, runtimeAttribute) {
                    result.referenceContexts[referencesBefore] = context
                }
            case "activityIndicatorView":
                if let style = tag["style"], let replacement = ["gray": ".medium", "white": ".medium", "whiteLarge": ".large"][style] {
                    result.colorContexts[result.findings.count] = ColorContext(
                        key: "style", elementClass: tag["customClass"], ownerClass: sceneClass(stack) ?? filesOwner, elementID: tag["id"])
                    result.findings.append(Finding(
                        ruleID: DeprecatedIndicatorStyleRule.description.id, severity: .warning, range: range,
                        message: "\(describe(tag, stack)): the activity indicator style `\(style)` is deprecated since iOS 13 and does not adapt to Dark Mode; choose `\(replacement.dropFirst())` (`\(replacement)`) in the Attributes inspector" + (style == "gray" ? "" : " (and set its Color to White only if white was deliberate)")
                            + "; " + DeprecatedIndicatorStyleRule.fixedSurfaceNote("its Color"),
                        suggestion: replacement))
                }
            case "blurEffect":
                // A dark blur is a dark surface in both appearances (see `DeprecatedMaterialRule.isDarkBlur`).
                if let style = tag["style"], DeprecatedMaterialRule.fixedBlurStyles.contains(style), !DeprecatedMaterialRule.isDarkBlur(style) {
                    let adaptive = appleTV ? "the Regular style (`regular`), which on tvOS follows the appearance"
                        : "a System Material (`systemMaterial`), which adapts to Dark Mode"
                    result.findings.append(Finding(
                        ruleID: DeprecatedMaterialRule.description.id, severity: .warning, range: range,
                        message: "\(describe(tag, stack)): the blur style `\(style)` is fixed to one appearance; choose \(adaptive); " + DeprecatedMaterialRule.inkOnLightBlur,
                        suggestion: appleTV ? ".regular" : ".systemMaterial"))
                }
            case "userDefinedRuntimeAttribute":
                runtimeAttribute = tag.isSelfClosing ? nil : tag
                if tag["keyPath"] == "overrideUserInterfaceStyle" {
                    result.findings.append(optOut(range, "\(describe(tag, stack)) sets `overrideUserInterfaceStyle` as a user-defined runtime attribute, which opts it out of Dark Mode; support both appearances and opt out only where one makes no sense"))
                }
            default:
                break
            }
            if tag.name == "visualEffectView", let material = tag["material"], DeprecatedMaterialRule.deprecatedMaterials.contains(material) {
                result.findings.append(Finding(
                    ruleID: DeprecatedMaterialRule.description.id, severity: .warning, range: range,
                    message: "\(describe(tag, stack)): the material `\(material)` is deprecated in macOS 10.14 and does not adapt to Dark Mode; choose a semantic material for the view's purpose (Sidebar, Header View, Window Background, Content Background, Menu, Popover, HUD Window)",
                    suggestion: ".windowBackground"))
            }
            // A forced appearance on a window or view; the document's `<device appearance=...>` is only
            // Interface Builder's canvas preview, and so is the appearance an "Inherited (…)" choice names
            // (`inheritedVibrantLight`: Pine, Mos, iina's visual effect views inherit theirs at run time).
            if tag.name != "device", let forced = tag["appearanceType"], !forced.hasPrefix("inherited"), forced != "default" {
                if forced.lowercased().contains("dark") {
                    result.pedanticOnly.insert(result.findings.count)
                } else {
                    lightForcing = result.findings.count
                    if let id = tag["id"] { lightForcings.append((result.findings.count, id)) }
                }
                result.findings.append(optOut(range, "\(describe(tag, stack)) forces the `\(forced)` appearance, opting out of Dark Mode; leave Appearance at Inherited unless one appearance makes no sense"))
            }
            if let customClass = tag["customClass"], tag.name != "placeholder" {
                let isScene = isController(tag.name)
                let shownIn = isScene ? nil : sceneClass(stack) ?? filesOwner
                result.placements.append(ForcedContext.Construction(type: NameID(customClass), madeIn: .optional(shownIn)))
            }
            if let id = tag["id"], stack.contains(where: { $0.name == "objects" }) {
                topLevelOf[id] = topLevelObject(in: stack).map { $0.tag["id"] } ?? id
            }
            if viewElements.contains(tag.name), let id = tag["id"] {
                // A view's subviews, and a cell's content view (`<tableViewCellContentView key="contentView">`
                // directly in the cell), through which the cell's background shows.
                let isCellContent = tag["key"] == "contentView" && (stack.last?.name == "tableViewCell" || stack.last?.name == "collectionViewCell")
                let parent = stack.count >= 2 && stack[stack.count - 1].name == "subviews" ? stack[stack.count - 2].tag["id"]
                    : isCellContent ? stack.last?.tag["id"] : nil
                covered.open(id: id, tag, parent: parent)
                if tag["key"] == "view", let controller = stack.last, isController(controller.name), let scene = controller.tag["id"] {
                    covered.rootView(id, of: scene)
                }
                if tag["key"] == "contentView", stack.last?.name == "window" { windowContents.insert(id) }
                if tag.name == "collectionViewCell" || tag.name == "tableViewCell",
                   let list = stack.last(where: { $0.name == "collectionView" || $0.name == "tableView" })?.tag["id"] {
                    swatches.open(cell: id, in: list)
                }
                if let implicit = implicitOutlet(tag, stack) { outlets[id, default: []].append(implicit) }
                // A XIB's top-level view, which its File's Owner may load and colour as a local.
                if let filesOwner, stack.last?.name == "objects" { outlets[id, default: []].append((filesOwner, ColorPropertyAssignments.nibRootName)) }
                // A standard-style cell names its labels: code sets them as `cell.detailTextLabel.textColor`,
                // in the controller or in the cell's own class (`textLabel?.textColor = .label` in Beam's
                // `BeamTableViewCell.appearanceDidChange`, blind set fresh35).
                if tag.name == "tableViewCell" {
                    for property in ["textLabel", "detailTextLabel"] {
                        guard let label = tag[property] else { continue }
                        outlets[label, default: []].append((sceneClass(stack) ?? filesOwner, property))
                        if let cellClass = tag["customClass"] { outlets[label, default: []].append((cellClass, property)) }
                    }
                }
            } else if let owner = stack.last, let id = owner.tag["id"] {
                if tag.name == "color", runtimeAttribute == nil, Self.isOwnFill(tag["key"], of: owner),
                   case .fixed(let fill) = background(tag, drawnBy: owner), fill.alpha >= 0.99 {
                    ownOpaqueFills.insert(id)
                }
                if tag.name == "rect", tag["key"] == "frame" {
                    covered.frame(of: id, tag)
                } else if tag.name == "color", tag["key"] == "backgroundColor", runtimeAttribute == nil {
                    let background = background(tag, drawnBy: owner)
                    covered.background(of: id, background)
                    result.surfaces.add(background, adaptive: tag["systemColor"] != nil || tag["name"] != nil && tag["catalog"] != "System")
                    // A text field's cell draws the field (`drawsBackground="YES"`): the text sits on it.
                    if owner.name == "textFieldCell", owner.tag["key"] == "cell", owner.tag["drawsBackground"] == "YES",
                       stack.count >= 2, stack[stack.count - 2].name == "textField", let field = stack[stack.count - 2].tag["id"] {
                        covered.background(of: field, background)
                    }
                    if case .fixed = background { backgroundContexts[id] = colorContext(tag, stack, filesOwner, runtimeAttribute) }
                    if case .fixed(let color) = background, owner.name == "collectionViewCell" || owner.name == "tableViewCell" {
                        swatches.background(of: id, color)
                    }
                } else if tag.name == "fontDescription", let size = tag["pointSize"].flatMap(Double.init), size.isFinite {
                    covered.font(of: id, pointSize: size)
                } else if tag.name == "state", tag["backgroundImage"] != nil, let button = stack.last(where: { $0.name == "button" })?.tag["id"] {
                    covered.backgroundImage(of: button)
                }
            }
            // What a button's tint can colour (`CoveredViews.tintsNothing`); only these tags tell, so
            // the stack is searched for them alone.
            if Self.buttonPartTags.contains(tag.name), let button = stack.last(where: { $0.name == "button" })?.tag["id"] {
                if tag.name == "state", tag["image"] != nil || tag["selectedImage"] != nil { covered.button(button, has: .image) }
                if tag.name == "imageReference" || tag.name == "image" { covered.button(button, has: .image) }
                if tag.name == "buttonConfiguration" { covered.button(button, has: .configuration) }
                if tag.name == "color", tag["key"] == "titleColor", let state = stack.last, state.name == "state", state.tag["key"] == "normal" {
                    covered.button(button, has: .normalTitleColor)
                }
            }
            if tag.name == "state" && tag["title"] != nil || tag.name == "attributedString" && tag["key"] == "attributedTitle",
               let button = stack.last(where: { $0.name == "button" })?.tag["id"] {
                titledButtons.insert(button)
            }
            // Fixed colours inside a view kept Light read as designed while it is: they go with its
            // forcing's finding, to be changed with it if it is ever removed.
            // The forcing view's own colours are not inside it: they stand.
            if let forcer = stack.last(where: { $0.lightForcing != nil }), let forcing = forcer.lightForcing,
               stack.last(where: { $0.tag["id"] != nil })?.tag["id"] != forcer.tag["id"] {
                for k in findingsBefore..<result.findings.count where Self.isColorRule(result.findings[k].ruleID) { forcedLight[k] = forcing }
            }
            if tag.name == "color", let attribute = runtimeAttribute, let keyPath = attribute["keyPath"],
               let view = stack.last(where: { viewElements.contains($0.name) }), view.tag["customClass"] != nil, let id = view.tag["id"] {
                let finding = (findingsBefore..<result.findings.count).first { Self.isColorRule(result.findings[$0].ruleID) }
                ownFills.add(element: id, keyPath: keyPath, background: background(tag, drawnBy: view), finding: finding.map { result.findings[$0] }, index: finding)
            }
            if !tag.isSelfClosing { stack.append(Element(name: tag.name, tag: tag, lightForcing: lightForcing)) }
            if stack.count > maximumDepth {
                tooDeep = true
                result.findings.append(Finding(ruleID: "io_error", severity: .error, range: range,
                    message: "the Interface Builder file nests elements more than \(maximumDepth) deep; the rest of it was not read"))
            }
        }
        for bar in containerBars.outlets() { outlets[bar.id, default: []].append((bar.owner, bar.property)) }
        // The XIB's root view: the File's Owner's `view` outlet points at it.
        let ownerView = filesOwner == nil ? nil
            : outlets.first { $0.value.contains { $0.owner == filesOwner && $0.property == "view" } }?.key
        let fileName = source.path.split(separator: "/").last.map(String.init) ?? source.path
        let documentName = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        // Who could paint `surface` in code: its outlets, the window it fills, the document's root.
        func codeBackdrop(_ surface: String, extraOutlets: [(owner: String?, property: String)] = []) -> CodeBackdrop {
            CodeBackdrop(outlets: (outlets[surface] ?? []) + extraOutlets, isWindowContent: windowContents.contains(surface),
                         isRoot: covered.elements[surface]?.parent == nil, document: documentName)
        }
        // Top-level objects something points at (an outlet to them or to a view inside them).
        let referencedTopLevel = Set(outlets.compactMap { id, owners in
            owners.contains { $0.property != ColorPropertyAssignments.nibRootName } ? topLevelOf[id] : nil
        })
        for k in result.colorContexts.keys { result.colorContexts[k]?.path = source.path }
        for k in result.referenceContexts.keys { result.referenceContexts[k]?.path = source.path }
        for id in backgroundContexts.keys { backgroundContexts[id]?.path = source.path }
        for (k, context) in result.colorContexts {
            guard let id = context.elementID else { continue }
            result.colorContexts[k]?.outlets += outlets[id] ?? []
            result.colorContexts[k]?.isCovered = covered.isCovered(id)
            result.colorContexts[k]?.barsHiding = covered.barsHiding(id)
            result.colorContexts[k]?.tintsNothing = covered.tintsNothing(id)
            result.colorContexts[k]?.isHiddenForGood = covered.isHiddenForGood(id) { outlets[$0] != nil }
            switch fixedBackdrop(of: id, result.findings[k], covered, backgroundFindings) {
            case .pair(let backdrop)?:
                if var surface = backgroundContexts[backdrop] {
                    surface.outlets += outlets[backdrop] ?? []
                    result.colorContexts[k]?.fixedBackdrop = FixedBackdrop(surface)
                }
            case .listedWith(let surfaceFinding, let surface)?:
                result.surfaceOf[k] = surfaceFinding
                // Code that repaints the surface a fixed light colour (`view.backgroundColor =
                // UIColor.yepViewBackgroundColor()`) keeps the pair: the ink still reads on it (Yep).
                if Self.isDarkInk(result.findings[k]) {
                    result.colorContexts[k]?.codeBackdrop = codeBackdrop(surface, extraOutlets: backgroundContexts[surface]?.outlets ?? [])
                }
            case nil:
                // The File's Owner's `view` outlet, when the surface is the XIB's root, is among its outlets.
                if Self.isDarkInk(result.findings[k]), let surface = covered.surfaceElement(of: id) {
                    result.colorContexts[k]?.codeBackdrop = codeBackdrop(surface)
                }
            }
            if ownerView != nil, let top = context.topLevelID, top != ownerView, !referencedTopLevel.contains(top) {
                result.colorContexts[k]?.isUnloaded = true
            }
        }
        // A scene nothing shows (no storyboard ID, not initial, no segue to it): none of its colours is seen.
        let unreachable = scenes.unreachable()
        if !unreachable.isEmpty {
            for (k, context) in result.colorContexts {
                if let id = context.elementID, let top = topLevelOf[id], unreachable.contains(top) { result.colorContexts[k]?.isUnloaded = true }
            }
        }
        // A named colour no one sees is never looked up: in a view nothing loads or shows, as above.
        for (k, context) in result.referenceContexts {
            if let id = context.elementID {
                result.referenceContexts[k]?.outlets += outlets[id] ?? []
                result.referenceContexts[k]?.tintsNothing = covered.tintsNothing(id)
                result.referenceContexts[k]?.isHiddenForGood = covered.isHiddenForGood(id) { outlets[$0] != nil }
                if let top = topLevelOf[id], unreachable.contains(top) || ownerView != nil && top != ownerView && !referencedTopLevel.contains(top) {
                    result.referenceContexts[k]?.isUnloaded = true
                }
            }
        }
        for (k, forcing) in forcedLight where result.surfaceOf[k] == nil { result.surfaceOf[k] = forcing }
        // A button with no title in any state shows its title colour only if code gives it a title.
        for (k, context) in result.colorContexts where context.key == "titleColor" && context.elementKind == "button" && context.elementClass == nil {
            if let id = context.elementID, !titledButtons.contains(id) { result.colorContexts[k]?.isUntitledButton = true }
        }
        // System inks on fixed surfaces that are no finding themselves (a light one is: its fix fixes the ink).
        for ink in adaptiveInks {
            guard let surface = covered.backdrop(of: ink.elementID, text: ColorRole.of(name: ink.key) == .text, shownTogether: true),
                  backgroundFindings[surface.id] == nil, var surfaceContext = backgroundContexts[surface.id],
                  let finding = AdaptiveInkOnFixedSurface.finding(ink, on: surface, described: "\(covered.elements[surface.id]?.kind ?? "view") \(surface.id)") else { continue }
            surfaceContext.outlets += outlets[surface.id] ?? []
            var context = ink.context
            context.outlets += outlets[ink.elementID] ?? []
            context.isCovered = covered.isCovered(ink.elementID)
            context.inkSurface = FixedBackdrop(surfaceContext)
            result.colorContexts[result.findings.count] = context
            result.findings.append(finding)
        }
        result.pairedOnOwnFill = ownFills.pairedInks()
        result.pedanticOnly.formUnion(swatches.findings())
        // A view kept Light that paints its own fixed light surface (GitUp's yellow help banner) keeps
        // its system-coloured content dark on it, as designed: the forcing is the fix, not the problem.
        for forcing in lightForcings {
            let fills = ownFills.fixedFills(of: forcing.element) + [covered.fixedBackground(of: forcing.element)].compactMap { $0 }
            if fills.contains(where: { $0.clamped.alpha >= 0.999 && $0.clamped.lab.l >= FixedPair.lightSurface }) {
                result.pedanticOnly.insert(forcing.finding)
            }
        }
        // A line drawn over its own element's fixed, opaque fill (a table's grid, a custom box's
        // border: TableTool, blind set fresh24) looks the same on it in both appearances: the fill is
        // the finding, not the line.
        for (k, context) in result.colorContexts where Self.linesOnOwnFill.contains(context.key) {
            if let id = context.elementID, ownOpaqueFills.contains(id), Self.isColorRule(result.findings[k].ruleID) {
                result.pairedOnOwnFill.insert(k)
            }
        }
        if !tooDeep, !complete || !stack.isEmpty {
            // What was read before the damage is still reported; this line says the rest was not.
            result.findings.append(Finding(ruleID: "io_error", severity: .error, range: ByteRange(bytes.count, bytes.count),
                message: complete ? "the Interface Builder file ends with \(stack.count) element\(stack.count == 1 ? "" : "s") still open (truncated?)"
                    : "the Interface Builder file ends inside a tag (truncated?)"))
        }
        return result
    }

    /// The context of a `<color key=...>`: the nearest view element above it, its class, and the scene.
    private static func colorContext(_ tag: XMLScanner.Tag, _ stack: [Element], _ filesOwner: String?,
                                     _ runtimeAttribute: XMLScanner.Tag?) -> ColorContext? {
        // A user-defined runtime attribute's colour sets its key path (`borderColor` of a custom view).
        guard let key = runtimeAttribute.map({ $0["keyPath"] }) ?? tag["key"] else { return nil }
        guard let index = stack.lastIndex(where: { viewElements.contains($0.name) }) else { return nil }
        let element = stack[index]
        // AppKit: a control's `<textFieldCell key="cell">` draws what code sets on the control
        // (`statusField.textColor = …`): outlets and custom class are the control's.
        var control = element
        if element.tag["key"] == "cell", let outer = stack[..<index].last(where: { viewElements.contains($0.name) }) { control = outer }
        // A storyboard scene's root view (`<view key="view">`) is its controller's `view`; a XIB's
        // top-level view, loaded by its File's Owner (`nib.instantiate(withOwner: self)`), is what
        // that owner's code calls `view` when it sets it up.
        let topLevel = stack.lastIndex { $0.name == "objects" }.flatMap { $0 + 1 < stack.count ? stack[$0 + 1] : nil }
        let isTopLevelView = index > 0 && stack[index - 1].name == "objects"
        return ColorContext(key: key, outlets: element.tag["key"] == "view" || isTopLevelView ? [(nil, "view")] : [],
                            elementClass: control.tag["customClass"], ownerClass: sceneClass(stack) ?? filesOwner,
                            elementID: control.tag["id"], elementKind: element.name,
                            containerKinds: stack[..<index].map(\.name).filter { viewElements.contains($0) },
                            isCell: element.name == "tableViewCell" || element.name == "collectionViewCell",
                            topLevelID: topLevel.flatMap { viewElements.contains($0.name) ? $0.tag["id"] : nil },
                            drawsNoBackground: drawsNoBackground(element),
                            ownerIsFilesOwner: sceneClass(stack) == nil && filesOwner != nil,
                            appClasses: appClasses(around: stack))
    }

    /// The app-module classes of the scene's controller and of the innermost cell in `stack`.
    private static func appClasses(around stack: [Element]) -> [String] {
        let holders = [stack.last { isController($0.name) }, stack.last { $0.name == "tableViewCell" || $0.name == "collectionViewCell" }]
        return holders.compactMap { holder in holder?.tag["customModuleProvider"] == "target" ? holder?.tag["customClass"] : nil }
    }

    /// AppKit: `drawsBackground="NO"` on a clip, scroll or text view; a text field cell draws one only
    /// with `drawsBackground="YES"`; a table that alternates row colours (`usesAlternatingRowBackgroundColors`,
    /// which Xcode writes as the attribute `alternatingRowBackgroundColors`) paints them over all of it,
    /// empty rows included.
    private static func drawsNoBackground(_ element: Element) -> Bool {
        element.tag["drawsBackground"] == "NO" || element.name == "textFieldCell" && element.tag["drawsBackground"] != "YES"
            || element.tag["alternatingRowBackgroundColors"] == "YES"
    }

    /// A `<color key="backgroundColor">` as drawn: clear, one fixed opaque colour, or another colour.
    private static func background(_ tag: XMLScanner.Tag, drawnBy owner: Element) -> CoveredViews.Background {
        let alpha = tag["alpha"].flatMap(Double.init) ?? 1
        if drawsNoBackground(owner) || (tag["systemColor"] ?? tag["cocoaTouchSystemColor"]) == "clearColor" || !(alpha > 0) { return .clear }
        guard alpha >= 0.999 else { return .other(opaque: false) }
        return fixedValue(tag).map { .fixed($0) } ?? .other(opaque: true)
    }

    /// The one value of a color that never changes: written as components, a fixed UIKit color
    /// (`whiteColor`), or a fixed AppKit catalog color; nil for system, semantic and named colors.
    static func fixedValue(_ tag: XMLScanner.Tag) -> RGBA? {
        if let touch = tag["cocoaTouchSystemColor"] { return legacyTouchColors[touch]?.value }
        if let name = tag["name"] { return tag["catalog"] == "System" ? fixedCatalogColors[name] : nil }
        if tag["systemColor"] != nil || tag["xcode11CocoaTouchSystemColor"] != nil { return nil }
        return components(tag)
    }

    /// What a fixed colour is drawn on, when the two read the same in both appearances: dark ink on
    /// a light surface, or a surface laid on another fixed one (a light button on a white screen).
    private enum FixedBackdropKind {
        /// The control's own surface (a pill behind a button, a badge) or one that does not glare:
        /// a fixed pair, fine as it is unless code recolours the surface (`ColorContext.fixedBackdrop`).
        case pair(String)
        /// A screen, card or bar that glares: a finding itself (this index), and fixing it breaks
        /// what is drawn on it, so the colour is listed with that finding instead of apart. Also the
        /// surface's element.
        case listedWith(Int, surface: String)
    }

    /// Text or tint dark enough to vanish on Dark Mode's background.
    private static func isDarkInk(_ finding: Finding) -> Bool {
        guard let details = finding.details, let color = details.color, let role = details.role.flatMap(ColorRole.init(rawValue:)),
              role == .text || role == .tint else { return false }
        return AppearanceRisk.of(color, role: role) == .vanishesInDark
    }

    private static func fixedBackdrop(of id: String, _ finding: Finding, _ covered: CoveredViews,
                                      _ backgroundFindings: [String: Int]) -> FixedBackdropKind? {
        guard let details = finding.details, let color = details.color, let role = details.role.flatMap(ColorRole.init(rawValue:)) else { return nil }
        switch role {
        case .text, .tint:
            guard AppearanceRisk.of(color, role: role) == .vanishesInDark, let backdrop = covered.backdrop(of: id, text: role == .text) else { return nil }
            // Dark ink on a fixed surface that does not glare (black on a black launch screen) looks
            // the same in both appearances, readable or not: no Dark Mode problem.
            let surfaceGlares = AppearanceRisk.of(backdrop.color, role: .background) == .glaresInDark
            // Text drawn on the label's own fixed fill is shown on it wherever the label goes: grey text
            // (40% black) on its own white reads there, and the white box is the finding (Yep).
            let onOwnFill = backdrop.id == id && FixedPair.contrasts(ink: color, on: backdrop.color)
            // Dimmed ink (a label at alpha 0.4, black at 40%) on a surface that glares looks as the
            // designer made it for as long as the surface does: listed with it too (yona, fresh42).
            let dimmedOnGlare = surfaceGlares && FixedPair.contrasts(ink: color, on: backdrop.color)
            guard FixedPair.reads(ink: color, on: backdrop.color) || onOwnFill || dimmedOnGlare
                    || (!surfaceGlares && backdrop.color.clamped.alpha >= 0.999) else { return nil }
            if covered.hugs(backdrop.id, id) || !surfaceGlares { return .pair(backdrop.id) }
            return backgroundFindings[backdrop.id].map { .listedWith($0, surface: backdrop.id) }
        case .background, .separator:
            guard let backdrop = covered.backdrop(behind: id) else { return nil }
            // A thin light mark on a fixed coloured or dark bar (a tab's 4-point selection underline on
            // blue or plum): white content on a coloured control, the same in both appearances (yona, fresh42).
            if AppearanceRisk.of(backdrop.color, role: .background) != .glaresInDark, covered.isThinMark(id),
               backdrop.color.clamped.alpha >= 0.999 { return .pair(backdrop.id) }
            // Otherwise only onto a surface that is reported: a white view on a black root is a white screen.
            guard AppearanceRisk.of(backdrop.color, role: .background) == .glaresInDark else { return nil }
            return backgroundFindings[backdrop.id].map { .listedWith($0, surface: backdrop.id) }
        default:
            return nil
        }
    }

    /// Properties UIKit gives a view without an outlet in the document: the root table or collection
    /// view of a `UITableViewController` scene is its `tableView` (`collectionView`), and a cell's
    /// content view is its `contentView`. Code sets their colours by those names.
    private static func implicitOutlet(_ tag: XMLScanner.Tag, _ stack: [Element]) -> (owner: String?, property: String)? {
        guard let container = stack.last else { return nil }
        switch (tag["key"], tag.name, container.name) {
        case ("view", "tableView", "tableViewController"): return (container.tag["customClass"], "tableView")
        case ("view", "collectionView", "collectionViewController"): return (container.tag["customClass"], "collectionView")
        case ("contentView", _, "tableViewCell"), ("contentView", _, "collectionViewCell"):
            return container.tag["customClass"].map { ($0, "contentView") }
        default: return nil
        }
    }

    /// The custom class of the scene's view controller (storyboards).
    private static func sceneClass(_ stack: [Element]) -> String? {
        stack.last { isController($0.name) }?.tag["customClass"]
    }

    /// A view controller element (`viewController`, `tableViewController`, `navigationController`, ...).
    static func isController(_ elementName: String) -> Bool {
        elementName.hasSuffix("Controller") || elementName == "viewController"
    }

    /// The top-level object the innermost `<objects>` of `stack` holds the current tag under: a
    /// storyboard scene's controller, a XIB's root view. Nil for a tag directly in `<objects>`.
    static func topLevelObject(in stack: [Element]) -> Element? {
        guard let objects = stack.lastIndex(where: { $0.name == "objects" }), objects + 1 < stack.count else { return nil }
        return stack[objects + 1]
    }

    private static func optOut(_ range: ByteRange, _ message: String) -> Finding {
        Finding(ruleID: AppearanceOptOutRule.description.id, severity: AppearanceOptOutRule.description.defaultSeverity,
                range: range, message: message)
    }

    /// Attributes that name an image asset (`<imageView image="Logo">`, `<state backgroundImage="…">`);
    /// not SF Symbols (`catalog="system"`). (The `<image name="Logo">` resources Xcode lists repeat them.)
    private static let imageAttributes: Set<String> = ["image", "backgroundImage", "highlightedImage", "selectedImage", "alternateImage"]
    /// Elements whose images UIKit renders as templates (tinted): tab and bar items, segments.
    private static let templatingElements: Set<String> = ["tabBarItem", "barButtonItem", "segment"]

    private static func imageReferences(_ tag: XMLScanner.Tag, _ range: ByteRange, into result: inout Result) {
        guard tag["catalog"] != "system", tag.name != "image" else { return }
        for (key, value) in tag.attributes where imageAttributes.contains(key) && !value.isEmpty {
            result.imageReferences.append((value, range, templatingElements.contains(tag.name)))
        }
    }

    /// How opaque the views around a colour draw it: the product of their `alpha` (threema's field
    /// backings are white views at alpha 0.1, a faint veil, not a glaring surface). A view at alpha 0
    /// is one code fades in, judged as drawn whole.
    private static func opacity(of stack: [Element]) -> Double {
        var opacity = 1.0
        for element in stack where viewElements.contains(element.name) {
            if let alpha = element.tag["alpha"].flatMap(Double.init), alpha.isFinite, alpha > 0, alpha < 1 { opacity *= alpha }
        }
        return opacity
    }

    /// `stroke`: the color's view is a line, whose background is a separator, or a handle, a mark that
    /// reads on both backgrounds (`CoveredViews.stroke`).
    private static func colorElement(_ tag: XMLScanner.Tag, _ range: ByteRange, _ stack: [Element], _ appKit: Bool,
                                     _ runtimeAttribute: XMLScanner.Tag?, stroke: CoveredViews.Stroke?, into result: inout Result) {
        // Inside a runtime attribute the color's key is just "value": the key path says what it is.
        let key = runtimeAttribute?["keyPath"] ?? tag["key"] ?? "color"
        let owner = describe(tag, stack)
        // A layer color set as a runtime attribute: a CGColor resolved once, when the nib loads. Only
        // a color that can change (system, named) is frozen by that; a fixed one is judged as a fixed
        // color in its role, like any other.
        if let attribute = runtimeAttribute, let keyPath = attribute["keyPath"], keyPath.hasPrefix("layer."), keyPath.hasSuffix("Color"),
           fixedValue(tag) == nil {
            result.findings.append(Finding(
                ruleID: CGColorOutsideUpdateRule.description.id, severity: .warning, range: range,
                message: "\(owner) sets `\(keyPath)` as a user-defined runtime attribute: the layer gets a CGColor resolved once, when the nib loads, and keeps that appearance; set it in code, in `traitCollectionDidChange(_:)` or `layoutSubviews()`",
                suggestion: "traitCollectionDidChange(_:)"))
            return
        }
        if tag["systemColor"] != nil || tag["xcode11CocoaTouchSystemColor"] != nil { return }
        // A button state with an image and no title draws no title in that colour.
        if key == "titleColor", let state = stack.last, state.name == "state", state.tag["title"] == nil, state.tag["image"] != nil { return }
        // A table whose separator style is None draws no separators (Kodi's menu).
        if key == "separatorColor", runtimeAttribute == nil, let table = stack.last, table.name == "tableView", table.tag["separatorStyle"] == "none" { return }
        // A transparent box (`NSBox` with Transparent checked) draws neither its fill nor its border, and
        // only a custom box draws them at all (`NSBox.fillColor`, `borderColor`: "only meaningful when
        // boxType is custom"; MacDown's titled boxes, blind set fresh22).
        if key == "fillColor" || key == "borderColor", runtimeAttribute == nil, let box = stack.last, box.name == "box",
           box.tag["transparent"] == "YES" || box.tag["boxType"] != "custom" { return }
        if let name = tag["name"] {
            if tag["catalog"] == "System" {
                if let value = fixedCatalogColors[name] { fixedNamed(name, value, key, owner, range, appKit, into: &result) }
            } else {
                result.assetReferences.append((name, range))
                result.namedColorKeys.append((name, key, range))
            }
            return
        }
        if let touch = tag["cocoaTouchSystemColor"] {
            guard touch != "clearColor", let legacy = legacyTouchColors[touch] else { return }
            // UIColor.h: "groupTableViewBackgroundColor is now the same as systemGroupedBackgroundColor"
            // since iOS 13, the first release with Dark Mode: deprecated, but it adapts.
            if touch == "groupTableViewBackgroundColor" {
                result.pedanticOnly.insert(result.findings.count)
                result.findings.append(Finding(
                    ruleID: NonAdaptiveColorRule.description.id, severity: .note, range: range,
                    message: "\(owner): the `\(key)` color `\(touch)` is deprecated; since iOS 13 it is the same as `\(legacy.successor)` and adapts, so choose that name",
                    suggestion: legacy.successor))
                return
            }
            let role = ColorRole.of(name: key)
            let risk = AppearanceRisk.of(legacy.value, role: role)
            if touch == "whiteColor" || touch == "blackColor" || touch == "grayColor" || touch == "lightGrayColor" || touch == "darkGrayColor",
               risk != .glaresInDark && risk != .vanishesInDark { return }
            // `darkTextColor` painted as a surface is a black backdrop, dark in both appearances like
            // any black surface (Pisth APT's root behind its banner); its text successor would be wrong
            // advice for a background. A `--pedantic` note.
            if role == .background, risk == .none { result.pedanticOnly.insert(result.findings.count) }
            result.findings.append(Finding(
                ruleID: NonAdaptiveColorRule.description.id, severity: .warning, range: range,
                message: "\(owner): the `\(key)` color `\(touch)` does not adapt to Dark Mode; choose the system color `\(legacy.successor)`",
                suggestion: legacy.successor, details: FindingDetails(color: legacy.value, role: role.rawValue)))
            return
        }
        guard let value = components(tag) else { return }
        if value.alpha <= 0 { return }
        let role = ColorRole.of(name: key)
        var c = value.clamped
        c.alpha *= opacity(of: stack)
        let risk = AppearanceRisk.of(c, role: role)
        guard risk == .glaresInDark || risk == .vanishesInDark else { return }
        if key == "backgroundColor", stroke == .handle, risk == .glaresInDark { return }
        var advice = ColorAdvice.advise(framework: appKit ? .appKit : .uiKit, role: role, value: value, appKitFile: appKit)
        var reason = risk.reason(role)
        if !appKit, key == "backgroundColor", let grouped = groupedTableBackground(stack) { advice = grouped }
        // A 1-point view drawn as a line is a separator: its color is the separator's, not a surface's.
        if key == "backgroundColor", stroke == .line, risk == .glaresInDark {
            advice = ColorAdvice.advise(framework: appKit ? .appKit : .uiKit, systemName: value.alpha >= 0.999 ? "opaqueSeparator" : "separator",
                                        appKitFile: appKit)
            reason = "a light line glares in Dark Mode"
        }
        result.findings.append(Finding(
            ruleID: HardcodedColorRule.description.id, severity: .warning, range: range,
            message: "\(owner): the `\(key)` color is fixed (\(value.hexString)): \(reason); \(phrase(advice, appKit))",
            suggestion: advice.replacement, details: FindingDetails(color: c, role: role.rawValue, semanticName: advice.semanticName,
                                                                     risk: risk.id, lightness: c.over(AppearanceRisk.darkBackground).lab.l.rounded())))
    }

    private static func fixedNamed(_ name: String, _ value: RGBA, _ key: String, _ owner: String, _ range: ByteRange,
                                   _ appKit: Bool, into result: inout Result) {
        let role = ColorRole.of(name: key)
        let risk = AppearanceRisk.of(value, role: role)
        guard risk == .glaresInDark || risk == .vanishesInDark else { return }
        let advice = ColorAdvice.advise(framework: appKit ? .appKit : .uiKit, role: role, value: value, appKitFile: appKit)
        result.findings.append(Finding(
            ruleID: NonAdaptiveColorRule.description.id, severity: .warning, range: range,
            message: "\(owner): the `\(key)` color `\(name)` is fixed: \(risk.reason(role)); \(phrase(advice, appKit))",
            suggestion: advice.replacement, details: FindingDetails(color: value, role: role.rawValue, semanticName: advice.semanticName,
                                                                     risk: risk.id, lightness: value.clamped.over(AppearanceRisk.darkBackground).lab.l.rounded())))
    }

    /// A light background of a grouped table, or of a cell in one: the grouped system backgrounds are
    /// the adaptive colours made for it (`secondarySystemBackground` would merge the cells with the
    /// page in Dark Mode, where it is the grouped cells' own grey).
    private static func groupedTableBackground(_ stack: [Element]) -> ColorAdvice? {
        guard let element = stack.last(where: { viewElements.contains($0.name) }) else { return nil }
        let isGrouped: (Element) -> Bool = { $0.name == "tableView" && ["grouped", "insetGrouped"].contains($0.tag["style"] ?? "") }
        if isGrouped(element) {
            return ColorAdvice(replacement: ".systemGroupedBackground", semanticName: "systemGroupedBackground", isUnambiguous: false)
        }
        if element.name == "tableViewCell" || element.name == "tableViewCellContentView",
           let table = stack.last(where: { $0.name == "tableView" }), isGrouped(table) {
            return ColorAdvice(replacement: ".secondarySystemGroupedBackground", semanticName: "secondarySystemGroupedBackground", isUnambiguous: false)
        }
        return nil
    }

    /// Advice in Interface Builder's terms: its system color names end in `Color`.
    static func phrase(_ advice: ColorAdvice, _ appKit: Bool) -> String {
        guard let replacement = advice.replacement else { return "choose a named color from an asset catalog, with a Dark appearance" }
        let name = replacement.hasPrefix(".") ? String(replacement.dropFirst()) : replacement
        let ibName = name.hasSuffix("Color") ? name : name + "Color"
        return "choose the system color `\(ibName)` (`\(replacement)`), or a named color with a Dark appearance"
    }

    /// `red`/`green`/`blue`, `white`, or CMYK components, with `alpha`.
    static func components(_ tag: XMLScanner.Tag) -> RGBA? {
        // `nan` and `inf` parse as Doubles; they are no colour (and trap in Double -> Int later).
        func v(_ name: String) -> Double? { tag[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        let alpha = v("alpha") ?? 1
        if let r = v("red"), let g = v("green"), let b = v("blue") { return RGBA(r, g, b, alpha) }
        if let w = v("white") { return RGBA(white: w, alpha: alpha) }
        if let c = v("cyan"), let m = v("magenta"), let y = v("yellow"), let k = v("black") {
            return RGBA((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k), alpha)
        }
        return nil
    }

    /// Which control this is: `label "Subtitle" in ProfileViewController`.
    static func describe(_ tag: XMLScanner.Tag, _ stack: [Element]) -> String {
        var owner: String?
        for element in ([Element(name: tag.name, tag: tag)] + stack.reversed()) where viewElements.contains(element.name) {
            let t = element.tag
            if let label = t["userLabel"] ?? t["text"] ?? t["title"] ?? t["placeholder"] {
                owner = "\(element.name) \"\(label.prefix(40))\""
            } else if let id = t["id"] {
                owner = "\(element.name) \(id)"
            } else {
                owner = element.name
            }
            break
        }
        var scene: String?
        for element in stack.reversed() where isController(element.name) {
            scene = element.tag["customClass"] ?? element.tag["storyboardIdentifier"] ?? element.tag["title"] ?? element.name
            break
        }
        let what = owner ?? tag.name
        return scene.map { "\(what) in \($0)" } ?? what
    }
}
