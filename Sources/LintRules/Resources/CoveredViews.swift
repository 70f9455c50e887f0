/// Views whose background nobody sees: a direct subview fills their whole frame and is opaque (a
/// table, a collection view, a web view, a view of a custom class, or any subview with an opaque
/// background of its own), or a later sibling with the same frame is. The root view of a screen whose table is pinned to all four edges is
/// the common case: its white background never shows, in either appearance.
///
/// Frames, not constraints: Interface Builder keeps each element's `<rect key="frame">` in step
/// with its constraints, and frames also cover autoresizing layouts.
struct CoveredViews {
    private struct Box {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    }

    private struct Element {
        var parent: String?
        var frame: Box?
        var opaqueKind: Bool
        /// A plain `UIView` (`<view>` with no custom class): its tint colours nothing of its own.
        var isPlainView: Bool
        /// An AppKit clip view: scrolling past the ends of its document view (elastic scrolling) shows
        /// its background, however fully the document view covers it at rest.
        var isClipView = false
        /// nil: no background colour written; else whether it is opaque.
        var opaqueBackground: Bool?
    }

    private var elements: [String: Element] = [:]
    private var children: [String: [String]] = [:]

    /// Kinds that draw an opaque background of their own unless told otherwise.
    private static let opaqueKinds: Set<String> = ["tableView", "collectionView", "wkWebView", "webView", "mapView", "textView"]

    /// Records a view element as it opens; `parent` is the view whose `<subviews>` holds it.
    mutating func open(id: String, kind: String, customClass: String?, parent: String?) {
        elements[id] = Element(parent: parent, frame: nil, opaqueKind: Self.opaqueKinds.contains(kind) || customClass != nil,
                               isPlainView: kind == "view" && customClass == nil, isClipView: kind == "clipView")
        if let parent { children[parent, default: []].append(id) }
    }

    mutating func frame(of id: String, _ tag: XMLScanner.Tag) {
        func v(_ name: String) -> Double? { tag[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        guard let w = v("width"), let h = v("height") else { return }
        elements[id]?.frame = Box(x: v("x") ?? 0, y: v("y") ?? 0, width: w, height: h)
    }

    mutating func background(of id: String, opaque: Bool) {
        elements[id]?.opaqueBackground = opaque
    }

    /// Whether a direct subview of `id` covers all of it, or a later sibling with the same frame (drawn
    /// above it) does: the shadow-casting view laid exactly behind a cell's artwork.
    func isCovered(_ id: String) -> Bool {
        guard let element = elements[id], !element.isClipView, let frame = element.frame, frame.width > 0, frame.height > 0 else { return false }
        let fromOrigin = Box(x: 0, y: 0, width: frame.width, height: frame.height)
        if (children[id] ?? []).contains(where: { covers($0, fromOrigin) }) { return true }
        guard let parent = element.parent, let siblings = children[parent], let at = siblings.firstIndex(of: id) else { return false }
        return siblings[(at + 1)...].contains { covers($0, frame) }
    }

    /// Whether `id` is a plain view with no subviews: a tint colour set on it tints nothing (the
    /// 1-point separator whose Interface Builder tint is black).
    func tintsNothing(_ id: String) -> Bool {
        elements[id]?.isPlainView == true && (children[id] ?? []).isEmpty
    }

    /// Whether view `id` is opaque and has exactly frame `box` (in its parent's coordinates).
    private func covers(_ id: String, _ box: Box) -> Bool {
        guard let element = elements[id], let f = element.frame else { return false }
        let same = abs(f.x - box.x) < 0.5 && abs(f.y - box.y) < 0.5 && abs(f.width - box.width) < 0.5 && abs(f.height - box.height) < 0.5
        return same && (element.opaqueBackground ?? element.opaqueKind)
    }
}
