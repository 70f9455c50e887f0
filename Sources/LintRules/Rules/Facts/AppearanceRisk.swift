/// Does a fixed colour fight the other appearance in the role it plays? The model behind the colour
/// rules: a colour that never changes is only a Dark Mode problem when its value and its role clash
/// with the dark background.
///
/// - Surfaces (background, bar tint, fill) that are light glare in Dark Mode: L* of the colour drawn
///   over the dark system background (black) >= 80 for a neutral (chroma < 25), >= 92 for any hue (a
///   pastel). A saturated or mid-tone surface (a brand bar, a status badge) reads in both.
/// - Foregrounds (text, tint, icon glyphs) that are dark vanish on the dark background: L* over black
///   < 40 for text, < 35 for a tint. Borders and separators are thin and Apple's own dark separator is
///   dim (L* about 24), so only a near-invisible one (L* < 15) counts. A fill is both a surface and a
///   glyph: light or near-black (L* < 15) fills are risky.
/// - Light content (white text or tint, light borders) and dark surfaces look the same in both
///   appearances (the content of a filled button; a photo backdrop): no risk.
/// - Shadows never are; an unknown role cannot be judged (the colour's uses decide, see
///   `ColorSymbolTable`, or `--pedantic` reports it).
///
/// L* is CIELAB lightness (D65), after compositing with alpha, so a 10%-black hairline is judged by
/// what it really draws. Only dark ink (the opaque colour's own L* < 50) can vanish: white at 10% is
/// light content meant for a dark background.
public enum AppearanceRisk: Equatable, Sendable {
    /// A light surface: glares in Dark Mode.
    case glaresInDark
    /// A dark foreground: vanishes on Dark Mode's dark background.
    case vanishesInDark
    /// Reads in both appearances (mid-tone, saturated, light content, dark surface).
    case none
    /// The role is unknown: the colour's uses decide.
    case unknownRole

    /// Dark Mode's `systemBackground`.
    static let darkBackground = RGBA(0, 0, 0, 1)

    static let neutralGlare = 80.0
    static let anyHueGlare = 92.0
    static let neutralChroma = 25.0
    static let textVanish = 40.0
    static let tintVanish = 35.0
    static let lineVanish = 15.0
    /// The opaque colour's own L* below which it is dark ink.
    static let darkInk = 50.0

    /// The risk of `color` in `role`.
    static func of(_ color: RGBA, role: ColorRole) -> AppearanceRisk {
        let lab = color.clamped.over(darkBackground).lab
        func glares() -> Bool { lab.l >= anyHueGlare || (lab.l >= neutralGlare && lab.chroma < neutralChroma) }
        // Only dark ink vanishes: a faint white hairline (white at 10%) is light content drawn for a
        // dark background, not dark content lost on one.
        let isDarkInk = color.clamped.lab.l < darkInk
        switch role {
        case .background:
            return glares() ? .glaresInDark : .none
        case .fill:
            if glares() { return .glaresInDark }
            return isDarkInk && lab.l < lineVanish ? .vanishesInDark : .none
        case .text:
            return isDarkInk && lab.l < textVanish ? .vanishesInDark : .none
        case .tint:
            return isDarkInk && lab.l < tintVanish ? .vanishesInDark : .none
        case .separator:
            return isDarkInk && lab.l < lineVanish ? .vanishesInDark : .none
        case .shadow:
            return .none
        case .unknown:
            return .unknownRole
        }
    }

    /// The risk of a colour used in several roles: the first role that puts it at risk.
    static func of(_ color: RGBA, roles: [ColorRole]) -> (risk: AppearanceRisk, role: ColorRole)? {
        of(color, uses: roles.map { ($0, 1) })
    }

    /// The same, each use drawn at its own opacity (`.withAlphaComponent(0.2)`): a near-white palette
    /// entry used as a 20% wash is a faint tint over the dark background, not a glaring surface.
    static func of(_ color: RGBA, uses: [(role: ColorRole, alpha: Double)]) -> (risk: AppearanceRisk, role: ColorRole)? {
        for use in uses {
            var drawn = color
            drawn.alpha *= min(max(use.alpha, 0), 1)
            let risk = of(drawn, role: use.role)
            if risk == .glaresInDark || risk == .vanishesInDark { return (risk, use.role) }
        }
        return nil
    }

    /// The id in JSON and SARIF properties.
    var id: String {
        switch self {
        case .glaresInDark: return "glares_in_dark"
        case .vanishesInDark: return "vanishes_in_dark"
        case .none: return "none"
        case .unknownRole: return "unknown_role"
        }
    }

    /// Words for the message: why this colour breaks in Dark Mode.
    func reason(_ role: ColorRole) -> String {
        switch self {
        case .glaresInDark: return "a light \(role == .fill ? "fill" : "surface") glares in Dark Mode"
        case .vanishesInDark:
            switch role {
            case .text: return "dark text is unreadable on Dark Mode's dark background"
            case .separator: return "a dark line vanishes on Dark Mode's dark background"
            default: return "a dark \(role == .fill ? "fill" : "tint") vanishes on Dark Mode's dark background"
            }
        case .none: return "it reads in both appearances"
        case .unknownRole: return "its role is unknown"
        }
    }
}
