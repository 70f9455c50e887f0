/// Views whose background nobody sees: a direct subview fills their whole frame and is opaque (a
/// table, a collection view, a web view, a view of a custom class, or any subview with an opaque
/// background of its own). The root view of a screen whose table is pinned to all four edges is
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
        /// nil: no background colour written; else whether it is opaque.
        var opaqueBackground: Bool?
    }

    private var elements: [String: Element] = [:]
    private var children: [String: [String]] = [:]

    /// Kinds that draw an opaque background of their own unless told otherwise.
    private static let opaqueKinds: Set<String> = ["tableView", "collectionView", "wkWebView", "webView", "mapView", "textView"]

    /// Records a view element as it opens; `parent` is the view whose `<subviews>` holds it.
    mutating func open(id: String, kind: String, customClass: String?, parent: String?) {
        elements[id] = Element(parent: parent, frame: nil, opaqueKind: Self.opaqueKinds.contains(kind) || customClass != nil)
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

    /// Whether a direct subview of `id` covers all of it.
    func isCovered(_ id: String) -> Bool {
        guard let frame = elements[id]?.frame, frame.width > 0, frame.height > 0 else { return false }
        return (children[id] ?? []).contains { child in
            guard let element = elements[child], let f = element.frame else { return false }
            let fills = abs(f.x) < 0.5 && abs(f.y) < 0.5 && abs(f.width - frame.width) < 0.5 && abs(f.height - frame.height) < 0.5
            return fills && (element.opaqueBackground ?? element.opaqueKind)
        }
    }
}
