/// What a view's text or tint is drawn on: the nearest opaque thing behind it. A fixed dark title
/// on a fixed light pill reads the same in both appearances (`FixedPair`), so only a backdrop that
/// is itself one fixed colour makes a pair; anything uncertain on the way (a table, a custom view
/// that may draw, a sibling that covers only part of the text, a hidden or faded view) means no
/// backdrop is known.
extension CoveredViews {
    /// The view whose fixed opaque background is behind the text (`text`) or the whole of view `id`:
    /// its own background, else an earlier sibling whose frame holds it, else the first ancestor that
    /// has a background, climbing through transparent containers.
    /// `shownTogether`: a hidden or faded view and its ancestors count as shown (code shows a toast
    /// and its text together; what matters is what the text is drawn on when it is seen).
    func backdrop(of id: String, text: Bool, shownTogether: Bool = false) -> (id: String, color: RGBA)? {
        guard let element = elements[id], var box = element.frame else { return nil }
        // A tint reaches the subviews, which may sit on surfaces of their own; a text field may draw
        // its own rounded, adaptive field.
        if !(children[id] ?? []).isEmpty { return nil }
        if element.kind == "textField", element.background == nil { return nil }
        if element.hasBackgroundImage { return nil }
        switch element.background {
        // Its own background is drawn with its text: hidden until code shows it, or faded, alike
        // (OctoPod's camera overlay labels, black on their own white).
        case .fixed(let color): return (id, color)
        case .other: return nil
        case .clear, nil: break
        }
        guard shownTogether || !element.isInvisible else { return nil }
        if text { box = Self.textBand(of: element, in: box) }
        return surface(under: id, box: box, shownTogether: shownTogether)
    }

    /// The fixed opaque surface behind the whole of view `id` (not its own background): what a
    /// fixed button or card is laid on.
    func backdrop(behind id: String) -> (id: String, color: RGBA)? {
        guard let element = elements[id], !element.isHiddenOrFaded, let box = element.frame else { return nil }
        return surface(under: id, box: box)
    }

    /// The view whose background is behind the whole of view `id`, climbing through transparent
    /// containers: the first one with a background written in the document, else the top of the
    /// tree (a XIB's root view, a window's content view, drawn on what code or the window gives it).
    /// Nil when anything on the way draws something else (a custom class, an image).
    func surfaceElement(of id: String) -> String? {
        guard let element = elements[id], !element.isHiddenOrFaded, element.background == nil || element.background.map({
            if case .clear = $0 { return true } else { return false }
        }) == true else { return nil }
        var current = id
        for _ in 0..<64 {
            guard let parentID = elements[current]?.parent else { return current }
            guard let parent = elements[parentID], !parent.isHiddenOrFaded else { return nil }
            if let background = parent.background, !parent.drawsNoSurface {
                if case .clear = background {} else { return parentID }
            }
            guard parent.drawsNoSurface else { return nil }
            current = parentID
        }
        return nil
    }

    /// The first fixed surface under `box` (in the coordinates of `id`'s parent): an earlier sibling
    /// whose frame holds it, else the first ancestor that has a background, climbing through
    /// transparent containers; nil when anything on the way is uncertain.
    private func surface(under id: String, box start: Box, shownTogether: Bool = false) -> (id: String, color: RGBA)? {
        var box = start
        var current = id
        // Each level: `box` is in the coordinates of `current`'s parent.
        for _ in 0..<64 {
            guard let parentID = elements[current]?.parent, let parent = elements[parentID],
                  let siblings = children[parentID], let at = siblings.firstIndex(of: current) else { return nil }
            for sibling in siblings[..<at].reversed() {
                switch behind(sibling, box) {
                case .backdrop(let color): return (sibling, color)
                case .unknown: return nil
                case .beside: continue
                }
            }
            if case .fixed(let color) = parent.background { return parent.isHiddenOrFaded && !shownTogether ? nil : (parentID, color) }
            guard parent.drawsNoSurface, !parent.isClipView, shownTogether || !parent.isHiddenOrFaded else { return nil }
            guard let frame = parent.frame else { return nil }
            box = box.offset(by: frame)
            current = parentID
        }
        return nil
    }

    /// A line or mark at most 8 points thick (an underline, a divider, an indicator), and no container.
    func isThinMark(_ id: String) -> Bool {
        guard let box = elements[id]?.frame, (children[id] ?? []).isEmpty else { return false }
        return min(box.width, box.height) <= 8 && max(box.width, box.height) > 0
    }

    /// Whether `surface` is no bigger than twice view `id` (by area): a surface made for that one
    /// control (its own background, a pill laid behind a button, a badge around a label), not a
    /// card, a bar or a screen that other content shares.
    func hugs(_ surface: String, _ id: String) -> Bool {
        guard let s = elements[surface]?.frame, let e = elements[id]?.frame else { return false }
        return surface == id || s.width * s.height <= 2 * e.width * e.height
    }

    private enum Behind {
        case backdrop(RGBA), unknown, beside
    }

    /// What the earlier sibling `id` is to `box` (in their parent's coordinates): the fixed backdrop
    /// when it holds all of it and nothing of its own is drawn over that part; nothing when it does
    /// not reach it or is a transparent leaf (a label or an icon beside the text).
    private func behind(_ id: String, _ box: Box) -> Behind {
        guard let sibling = elements[id] else { return .beside }
        let leaf = (children[id] ?? []).isEmpty
        guard let frame = sibling.frame else { return sibling.drawsNoSurface && leaf ? .beside : .unknown }
        guard frame.intersects(box) else { return .beside }
        let inside = box.offset(by: Box(x: -frame.x, y: -frame.y))
        let drawnOver = !leaf && (children[id] ?? []).contains { elements[$0]?.frame.map { $0.intersects(inside) } ?? true }
        if case .fixed(let color) = sibling.background, !sibling.isHiddenOrFaded, frame.contains(box), !drawnOver {
            return .backdrop(color)
        }
        return sibling.drawsNoSurface && !drawnOver ? .beside : .unknown
    }

    /// The band of `frame` a single line of text fills: UIKit centres a label's line and a button's
    /// title vertically, one line high (1.2 × the point size; 17 pt when none is written).
    private static func textBand(of element: Element, in frame: Box) -> Box {
        guard !element.textFillsFrame, element.kind == "label" || element.kind == "button" || element.kind == "textField" else { return frame }
        let line = min(frame.height, 1.2 * (element.pointSize ?? 17))
        return Box(x: frame.x, y: frame.y + (frame.height - line) / 2, width: frame.width, height: line)
    }
}

extension CoveredViews.Element {
    /// Kinds that draw nothing under their content but their background colour (an image view, a
    /// blur, a slider draw surfaces of their own). A cell's content view is a plain view: the cell's
    /// background shows through it; so is a UIKit scroll view with no background of its own.
    private static let plainKinds: Set<String> = [
        "view", "label", "button", "stackView", "customView", "tableViewCellContentView", "collectionViewCellContentView", "scrollView",
    ]

    /// No background colour (or a clear one), no background image, and not a kind that draws its
    /// own: what is behind it shows.
    var drawsNoSurface: Bool {
        if case .fixed = background { return false }
        if case .other = background { return false }
        return !opaqueKind && !hasBackgroundImage && Self.plainKinds.contains(kind)
    }
}
