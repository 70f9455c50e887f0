/// An app drawn dark in both appearances: its Interface Builder files give their views fixed dark
/// backgrounds, many more than light or adaptive ones, and it has not adopted Dark Mode (a synth
/// whose every panel is #282828). Its dark ink — a #111111 border, black key outlines — sits on its
/// own dark surfaces in Light Mode and in Dark Mode alike, never on Dark Mode's background: a colour
/// that "vanishes in Dark Mode" does not change there. Light surfaces in such an app are still
/// reported; only dark ink is left to `--pedantic`.
///
/// Counted from backgrounds written in Interface Builder (where views get their surfaces without
/// code), as the index adds the run's summaries.
struct SurfaceTally: Sendable, Equatable {
    /// Opaque fixed backgrounds with L* below 30, at least 80, and adaptive (system or named) ones.
    var dark = 0, light = 0, adaptive = 0

    /// Dark surfaces needed, and how many times the light and adaptive ones together.
    static let minimumDark = 10
    static let ratio = 5

    mutating func add(_ background: CoveredViews.Background, adaptive isAdaptive: Bool) {
        if isAdaptive { adaptive += 1; return }
        guard case .fixed(let color) = background else { return }
        let l = color.clamped.lab.l
        if l < 30 { dark += 1 } else if l >= 80 { light += 1 }
    }

    mutating func add(_ other: SurfaceTally) {
        dark += other.dark
        light += other.light
        adaptive += other.adaptive
    }

    /// Whether these surfaces make a dark design (see the type's comment; adoption is checked by the index).
    var isDarkDesign: Bool { dark >= Self.minimumDark && dark >= Self.ratio * (light + adaptive) }
}
