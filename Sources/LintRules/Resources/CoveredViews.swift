/// Views whose background nobody sees: a table header or footer of height zero, or a view whose
/// direct subviews are opaque and together fill their whole frame (a table, a collection view, a
/// web view, a view of a custom class, or any subview with an opaque background of its own; one view
/// pinned to all four edges, or a chip bar, a divider and a table stacked edge to edge), or a later
/// sibling with the same frame is. The root view of a screen
/// whose table is pinned to all four edges is the common case: its white background never shows, in
/// either appearance.
///
/// Frames, not constraints: Interface Builder keeps each element's `<rect key="frame">` in step
/// with its constraints, and frames also cover autoresizing layouts.
struct CoveredViews {
    struct Box {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        var maxX: Double { x + width }
        var maxY: Double { y + height }

        func offset(by origin: Box) -> Box { Box(x: x + origin.x, y: y + origin.y, width: width, height: height) }
        func intersects(_ other: Box) -> Bool {
            x < other.maxX - 0.5 && other.x < maxX - 0.5 && y < other.maxY - 0.5 && other.y < maxY - 0.5
        }
        func contains(_ other: Box) -> Bool {
            x <= other.x + 0.5 && y <= other.y + 0.5 && maxX >= other.maxX - 0.5 && maxY >= other.maxY - 0.5
        }
    }

    /// A background as drawn: nothing (clear, or not drawn at all), one fixed opaque colour, or any
    /// other colour (named, system, translucent), which can cover but is no fixed backdrop.
    enum Background {
        case clear
        case fixed(RGBA)
        case other(opaque: Bool)
    }

    struct Element {
        var parent: String?
        var kind: String
        var frame: Box?
        var opaqueKind: Bool
        /// A plain `UIView` (`<view>` with no custom class): its tint colours nothing of its own.
        var isPlainView: Bool
        /// A plain `UILabel`: it draws its text in `textColor`, never in its tint (element-ios's
        /// labels keep Interface Builder's black tint).
        var isPlainLabel = false
        /// No custom class: the system control's own drawing.
        var isUncustomised = false
        /// `hidden="YES"` on a view of a system class with no tag: code reaches a view to show it
        /// through an outlet, a tag or its own class.
        var isHiddenUntouchable = false
        /// An AppKit clip view: scrolling past the ends of its document view (elastic scrolling) shows
        /// its background, however fully the document view covers it at rest.
        var isClipView = false
        /// nil: no background colour written.
        var background: Background?
        /// `hidden="YES"` or a view alpha below 1: it may be shown, or show what is behind it.
        var isHiddenOrFaded = false
        /// `hidden="YES"` or no alpha at all: drawn only when code shows it. (A dimmed label, alpha
        /// 0.4, is drawn where it is, on what is behind it.)
        var isInvisible = false
        /// The text's point size (`<fontDescription pointSize=…>`), when written.
        var pointSize: Double?
        /// A label of more than one line, or a button whose content is not centred vertically: its
        /// text can be anywhere in its frame.
        var textFillsFrame = false
        /// A button with a background image: its title is drawn on the image.
        var hasBackgroundImage = false
        /// A button with an image in some state, a title colour of its own for the normal state, or a
        /// configuration (whose foreground follows the tint): what its tint can colour.
        var buttonHasImage = false
        var buttonHasTitleColor = false
        var buttonHasConfiguration = false
        /// A table's header or footer view (`key="tableFooterView"`): the table gives it the height of
        /// its frame, so one of height zero (the footer that hides a plain table's empty-row
        /// separators) shows nothing of its background.
        var isTableHeaderOrFooter = false

        var isOpaque: Bool {
            switch background {
            case .fixed: return true
            case .other(let opaque): return opaque
            case .clear: return false
            case nil: return opaqueKind
            }
        }
    }

    private(set) var elements: [String: Element] = [:]
    private(set) var children: [String: [String]] = [:]

    /// Kinds that draw an opaque background of their own unless told otherwise.
    private static let opaqueKinds: Set<String> = ["tableView", "collectionView", "wkWebView", "webView", "mapView", "textView"]

    /// Records a view element as it opens; `parent` is the view whose `<subviews>` holds it.
    mutating func open(id: String, _ tag: XMLScanner.Tag, parent: String?) {
        let kind = tag.name, customClass = tag["customClass"]
        // An image view that fills its frame with its image (aspect fill, or scaled to fill): the
        // full-bleed backdrop of a launch screen or a header (SnowHaze, OnionBrowser, SwiftWeather).
        let fillsWithImage = kind == "imageView" && tag["image"] != nil && (tag["contentMode"] == "scaleAspectFill" || tag["contentMode"] == "scaleToFill")
        var element = Element(parent: parent, kind: kind, frame: nil,
                              opaqueKind: Self.opaqueKinds.contains(kind) || customClass != nil || fillsWithImage,
                              isPlainView: kind == "view" && customClass == nil, isClipView: kind == "clipView")
        element.isPlainLabel = kind == "label" && customClass == nil
        element.isUncustomised = customClass == nil
        element.isHiddenUntouchable = tag["hidden"] == "YES" && customClass == nil && (tag["tag"] ?? "0") == "0"
        element.isHiddenOrFaded = tag["hidden"] == "YES" || (tag["alpha"].flatMap(Double.init) ?? 1) < 0.999
        element.isInvisible = tag["hidden"] == "YES" || (tag["alpha"].flatMap(Double.init) ?? 1) < 0.01
        element.isTableHeaderOrFooter = tag["key"] == "tableFooterView" || tag["key"] == "tableHeaderView"
        element.textFillsFrame = (kind == "label" && (tag["numberOfLines"] ?? "1") != "1")
            || (kind == "button" && (tag["contentVerticalAlignment"] ?? "center") != "center")
        elements[id] = element
        if let parent { children[parent, default: []].append(id) }
    }

    /// Scene controllers' root views, and the controllers container views embed (by element id).
    private var rootViews: [String: String] = [:]
    private var embedded: [String: String] = [:]

    mutating func rootView(_ view: String, of controller: String) { rootViews[controller] = view }
    mutating func embed(_ controller: String, in container: String) { embedded[container] = controller }

    /// A container view whose embedded controller's root view paints an opaque background: UIKit
    /// sizes that view to fill the container, so the container's own background never shows
    /// (xikolo's video container, white under a player whose view is `systemBackground`).
    private func isFilledByEmbeddedView(_ id: String) -> Bool {
        guard let controller = embedded[id], let root = rootViews[controller], let view = elements[root],
              let background = view.background, !view.isHiddenOrFaded else { return false }
        switch background {
        case .fixed(let color): return color.clamped.alpha >= 0.999
        case .other(let opaque): return opaque
        case .clear: return false
        }
    }

    mutating func frame(of id: String, _ tag: XMLScanner.Tag) {
        func v(_ name: String) -> Double? { tag[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        guard let w = v("width"), let h = v("height") else { return }
        elements[id]?.frame = Box(x: v("x") ?? 0, y: v("y") ?? 0, width: w, height: h)
    }

    mutating func background(of id: String, _ background: Background) {
        elements[id]?.background = background
    }

    /// The fixed colour element `id` paints its background with, if it has one.
    func fixedBackground(of id: String) -> RGBA? {
        if case .fixed(let color) = elements[id]?.background { return color }
        return nil
    }

    mutating func font(of id: String, pointSize: Double) {
        elements[id]?.pointSize = pointSize
    }

    mutating func backgroundImage(of id: String) {
        elements[id]?.hasBackgroundImage = true
    }

    enum ButtonPart { case image, normalTitleColor, configuration }

    mutating func button(_ id: String, has part: ButtonPart) {
        switch part {
        case .image: elements[id]?.buttonHasImage = true
        case .normalTitleColor: elements[id]?.buttonHasTitleColor = true
        case .configuration: elements[id]?.buttonHasConfiguration = true
        }
    }

    /// Whether the direct subviews of `id` cover all of it, or a later sibling with the same frame
    /// (drawn above it) does: the shadow-casting view laid exactly behind a cell's artwork.
    func isCovered(_ id: String) -> Bool {
        guard let element = elements[id], !element.isClipView else { return false }
        if isFilledByEmbeddedView(id) { return true }
        guard let frame = element.frame else { return false }
        if element.isTableHeaderOrFooter, frame.height < 0.5 { return true }
        guard frame.width > 0, frame.height > 0 else { return false }
        let fromOrigin = Box(x: 0, y: 0, width: frame.width, height: frame.height)
        let opaqueChildren = (children[id] ?? []).compactMap { child -> Box? in
            guard let e = elements[child], e.isOpaque, !e.isHiddenOrFaded else { return nil }
            return e.frame
        }
        if Self.union(opaqueChildren, covers: fromOrigin) { return true }
        guard let parent = element.parent, let siblings = children[parent], let at = siblings.firstIndex(of: id) else { return false }
        return siblings[(at + 1)...].contains { covers($0, frame) }
    }

    /// The bars that must be opaque to hide the rest of a screen's root view whose subviews cover
    /// all of it but a strip at the top (status and navigation bar, at most 100 points) and one at
    /// the bottom (tab bar and home indicator, at most 83): a table pinned to the safe area. Nil for
    /// any other view, or when more of it shows.
    func barsHiding(_ id: String) -> OpaqueBars? {
        guard let element = elements[id], element.parent == nil, element.kind == "view", !element.isClipView,
              let frame = element.frame, frame.width >= 300, frame.height >= 450 else { return nil }
        let opaqueChildren = (children[id] ?? []).compactMap { child -> Box? in
            guard let e = elements[child], e.isOpaque, !e.isHiddenOrFaded else { return nil }
            return e.frame
        }
        guard let top = opaqueChildren.map(\.y).min(), let bottom = opaqueChildren.map(\.maxY).max(),
              top <= 100, frame.height - bottom <= 83, bottom > top,
              Self.union(opaqueChildren, covers: Box(x: 0, y: top, width: frame.width, height: bottom - top)) else { return nil }
        var bars: OpaqueBars = []
        if top > 0.5 { bars.insert(.navigation) }
        if frame.height - bottom > 0.5 { bars.insert(.tab) }
        return bars
    }

    /// What a thin plain view with no subviews draws: a line (at most 2 points thick, at least 8 long: a separator),
    /// or a handle (2 to 8 points thick and at most 48 long: a sheet's grab handle, a pill mark),
    /// which is drawn on whatever is behind it and reads on light and dark alike.
    enum Stroke { case line, handle }

    func stroke(_ id: String) -> Stroke? {
        guard let element = elements[id], element.isPlainView, (children[id] ?? []).isEmpty, let frame = element.frame else { return nil }
        let thin = min(frame.width, frame.height), long = max(frame.width, frame.height)
        if thin >= 2, thin <= 8, long <= 48, long >= 2 * thin { return .handle }
        return thin <= 2 && long >= 8 ? .line : nil
    }

    /// Whether a tint colour set on `id` tints nothing: a plain label; a segmented control, whose
    /// segments ignore the tint since iOS 13 (`selectedSegmentTintColor` replaced it), or a switch,
    /// whose off-state outline no longer draws it (its on state is `onTintColor`, green by default);
    /// a plain button with no image and no configuration that gives its normal title a colour of its
    /// own (OsmAnd); a plain container (view, cell content view, stack view) whose subviews all tint
    /// nothing, the tint's only way to show: the 1-point separator with no subviews whose Interface
    /// Builder tint is black, a settings cell holding a label and a switch (documents-app-ios).
    func tintsNothing(_ id: String, depth: Int = 0) -> Bool {
        guard let element = elements[id] else { return false }
        if element.isUncustomised, Self.tintlessControls.contains(element.kind) { return true }
        if element.kind == "button", element.isUncustomised, !element.buttonHasImage, !element.buttonHasConfiguration,
           element.buttonHasTitleColor { return true }
        if element.isPlainLabel { return true }
        guard element.isUncustomised, Self.tintContainers.contains(element.kind), depth < 32 else { return false }
        return (children[id] ?? []).allSatisfy { tintsNothing($0, depth: depth + 1) }
    }

    private static let tintlessControls: Set<String> = ["segmentedControl", "switch"]
    private static let tintContainers: Set<String> = ["view", "tableViewCellContentView", "stackView"]

    /// Whether view `id`, or a view it is inside, is hidden in the document and nothing can show it:
    /// no outlet points at it (element-ios's call screen keeps a white "Hidden View" no code names).
    func isHiddenForGood(_ id: String, hasOutlet: (String) -> Bool) -> Bool {
        var current: String? = id
        var steps = 0
        while let at = current, let element = elements[at], steps < 256 {
            if element.isHiddenUntouchable, !hasOutlet(at) { return true }
            current = element.parent
            steps += 1
        }
        return false
    }

    /// Whether view `id` is opaque, shown and has exactly frame `box` (in its parent's coordinates).
    private func covers(_ id: String, _ box: Box) -> Bool {
        guard let element = elements[id], let f = element.frame else { return false }
        let same = abs(f.x - box.x) < 0.5 && abs(f.y - box.y) < 0.5 && abs(f.width - box.width) < 0.5 && abs(f.height - box.height) < 0.5
        return same && element.isOpaque && !element.isHiddenOrFaded
    }

    /// Whether `boxes` together leave no part of `target` uncovered: every cell of the grid their
    /// edges draw over `target` lies inside one of them. Past 32 boxes only a single box counts (a
    /// grid of that many edges is no layout anyone draws, and would cost n³).
    static func union(_ boxes: [Box], covers target: Box) -> Bool {
        if boxes.contains(where: { $0.contains(target) }) { return true }
        guard boxes.count > 1, boxes.count <= 32 else { return false }
        func edges(_ values: [Double], _ low: Double, _ high: Double) -> [Double] {
            Array(Set(values.map { min(max($0, low), high) } + [low, high])).sorted()
        }
        let xs = edges(boxes.flatMap { [$0.x, $0.maxX] }, target.x, target.maxX)
        let ys = edges(boxes.flatMap { [$0.y, $0.maxY] }, target.y, target.maxY)
        for (x0, x1) in zip(xs, xs.dropFirst()) where x1 - x0 > 0.01 {
            for (y0, y1) in zip(ys, ys.dropFirst()) where y1 - y0 > 0.01 {
                let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
                if !boxes.contains(where: { $0.x <= cx && cx <= $0.maxX && $0.y <= cy && cy <= $0.maxY }) { return false }
            }
        }
        return true
    }
}
