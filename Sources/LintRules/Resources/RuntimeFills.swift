/// A custom control that paints itself from runtime attributes: Lunar's `LockButton` draws `labelOff`
/// on `bgOff` and `labelOn` on `bgOn`, its `Button` draws `textColor` on `color`. A fixed dark label on
/// a fixed light fill of the same control reads in both appearances, as a black title on a white
/// button does: the pair is the design, not a Dark Mode problem. Only fixed, opaque fills count; a
/// fill from a colour set or code is unknown here and pairs nothing.
struct RuntimeFills {
    private var fills: [String: [(keyPath: String, color: RGBA)]] = [:]   // element id -> its fixed fills
    private var inks: [(element: String, keyPath: String, color: RGBA, index: Int)] = []

    mutating func add(element: String, keyPath: String, background: CoveredViews.Background, finding: Finding?, index: Int?) {
        if Self.isFill(keyPath) {
            if case .fixed(let color) = background { fills[element, default: []].append((keyPath, color)) }
            return
        }
        guard let finding, let index, let color = finding.details?.color,
              let role = finding.details?.role.flatMap(ColorRole.init(rawValue:)), role == .text || role == .tint else { return }
        inks.append((element, keyPath, color, index))
    }

    /// The fixed fills code-less runtime attributes give element `id` (`backgroundColor` of a custom view).
    func fixedFills(of id: String) -> [RGBA] { fills[id]?.map(\.color) ?? [] }

    /// The findings of inks that read on their own control's fill.
    func pairedInks() -> Set<Int> {
        var paired: Set<Int> = []
        for ink in inks {
            guard let own = fills[ink.element], let fill = Self.fill(for: ink.keyPath, among: own) else { continue }
            if FixedPair.reads(ink: ink.color, on: fill) { paired.insert(ink.index) }
        }
        return paired
    }

    /// The fill drawn under an ink: the only one for the same state (`labelOn` → `bgOn`, `textColor` →
    /// `color`).
    private static func fill(for ink: String, among fills: [(keyPath: String, color: RGBA)]) -> RGBA? {
        let state = stateSuffix(ink)
        let same = fills.filter { stateSuffix($0.keyPath) == state }
        return same.count == 1 ? same[0].color : nil
    }

    /// `On` of `labelOn`, `Off` of `bgOff`, `Hover` of `textColorHover`; empty for `textColor`.
    private static func stateSuffix(_ keyPath: String) -> String {
        for state in ["On", "Off", "Hover", "Hovered", "Highlighted", "Selected", "Disabled", "Normal", "Pressed"] where keyPath.hasSuffix(state) {
            return state
        }
        return ""
    }

    /// Key paths that name a control's own fill: `bg`, `bgOn`, `fillColor`, `backgroundColorOff`, or a
    /// custom control's plain `color`.
    static func isFill(_ keyPath: String) -> Bool {
        if keyPath == "color" || keyPath.hasPrefix("bg") { return true }
        let role = ColorRole.of(name: keyPath)
        return role == .background || role == .fill
    }
}
