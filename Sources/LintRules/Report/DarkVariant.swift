/// The Dark appearance proposed for a fixed colour, by the role it plays. One function for the
/// report's census and `palette --xcassets`, so both propose the same value.
///
/// - A colour that is (ΔE < 2) the light value of the semantic colour suggested for its role, or of
///   a system tint, takes that colour's dark value: Apple's own pair.
/// - Neutral colours (greys, near-whites, near-blacks) have their CIELAB lightness inverted: a light
///   surface becomes a dark one, dark text light.
/// - Saturated colours keep their hue and chroma: inverting their lightness would turn a yellow star
///   brown and a brand blue navy. Content colours (text, tints, icons) keep their value when it
///   already reads on the dark background, and are otherwise lightened (hue and chroma kept, chroma
///   reduced only where sRGB has no such colour) until it does; a saturated surface stays (the brand
///   bar, the yellow banner) and only a pale tinted one (a cream card) is darkened, hue kept.
/// - What is dark in both appearances stays: shadows, scrims, dark surfaces; and light content
///   (white text on a filled button) stays light.
public enum DarkVariant {
    /// Below this CIELAB chroma a colour is neutral: its hue is not what a designer chose it for.
    static let neutralChroma = 12.0
    /// The dark backgrounds content must read on: the elevated one (`secondarySystemBackground`,
    /// #1C1C1E) is the lighter, so the harder.
    static let darkBackground = RGBA(hex: 0x1C1C1E)
    /// WCAG contrast asked of the Dark value: 4.5:1 for text, 3:1 for other content (icons, tints).
    static func targetContrast(role: String) -> Double { role == "text" ? 4.5 : 3.0 }

    public static func propose(_ color: RGBA, role: String, semantic: SemanticColors.Entry? = nil) -> (color: RGBA, source: String) {
        let c = color.clamped
        if role == "shadow" { return (c, "kept (a shadow is dark in both)") }
        // Apple's pair, where the colour is the system colour itself: the semantic colour suggested
        // for its role (white is `systemBackground` as a surface, not as text), or a system tint.
        let suited = semantic.flatMap { suits($0.name, role: role) ? $0 : nil }
        let candidates = (suited.map { [$0] } ?? []) + SemanticColors.tints
        if let system = candidates.first(where: { c.perceivedDifference($0.light) < 2 }) {
            return (system.dark, system.name)
        }
        let neutral = c.lab.chroma < neutralChroma
        if c.alpha < 0.9 { return translucent(c, role: role, neutral: neutral) }
        switch role {
        case "background" where neutral, "fill" where neutral:
            // A dark surface or a scrim (black at 40%) is already what Dark Mode shows.
            let l = c.lab.l
            if l < 35 { return (c, "kept (dark in both)") }
            return (invertLightness(c), "inverted lightness")
        case "background":
            // A pale tint (a cream card) glares: darkened with its hue. A saturated surface (a yellow
            // banner, a brand bar) is the brand in both appearances, with its own content colour.
            let lab = c.lab
            if lab.l >= 85, lab.chroma < 45 { return (keepingHue(c, lightness: 100 - lab.l), "darkened, hue kept") }
            return (c, "kept (a saturated surface reads in both)")
        case "separator":
            return neutral ? (invertLightness(c), "inverted lightness") : (c, "kept (hue)")
        default:   // text, tint, a shape's fill, unknown: content drawn on the background
            let target = targetContrast(role: role)
            if c.contrastRatio(against: darkBackground) >= target { return (c, "kept (reads on dark)") }
            if neutral {
                let inverted = invertLightness(c)
                return (lightened(inverted, to: target), "inverted lightness")
            }
            return (lightened(c, to: target), "lightened, hue kept")
        }
    }

    /// A wash: what it shows depends on what is under it, so no contrast applies. A tinted wash keeps
    /// its hue; a white wash on content reads on dark (how Dark Mode's own separators and fills are
    /// made) and a dark one is made light; a dark wash on a surface is a scrim, a light one a panel.
    static func translucent(_ c: RGBA, role: String, neutral: Bool) -> (color: RGBA, source: String) {
        guard neutral else { return (c, "kept (a tinted wash)") }
        let light = c.lab.l >= 50
        switch role {
        case "background", "fill":
            return light ? (invertLightness(c), "inverted lightness") : (c, "kept (a scrim is dark in both)")
        default:
            return light ? (c, "kept (a light wash reads on dark)") : (invertLightness(c), "inverted lightness")
        }
    }

    /// Whether a semantic colour is one for `role`: the census keeps the name most often suggested
    /// for a colour over all its uses, and white suggested as `systemBackground` for its surfaces
    /// says nothing about white text.
    static func suits(_ name: String, role: String) -> Bool {
        switch role {
        case "background", "fill": return name.contains("Background") || name.contains("Fill") || name.hasPrefix("systemGray")
        case "text": return name.hasSuffix("abel") || name == "placeholderText" || name == "link"
        case "separator": return name.contains("eparator")
        case "tint": return !name.contains("Background") && !name.contains("eparator")
        default: return true
        }
    }

    /// Inverts CIELAB lightness (L* -> 100 - L*), keeping a* and b* (hue and chroma), and the alpha.
    public static func invertLightness(_ color: RGBA) -> RGBA {
        keepingHue(color, lightness: 100 - color.clamped.lab.l)
    }

    /// The colour at CIELAB lightness `l` with the same hue (in OKLab, where hue does not drift with
    /// lightness), and the same chroma where sRGB has it (otherwise the most it has there); alpha kept.
    static func keepingHue(_ color: RGBA, lightness l: Double) -> RGBA {
        let ok = color.clamped.oklab
        func inGamut(_ c: RGBA) -> Bool { [c.red, c.green, c.blue].allSatisfy { $0 >= -0.0005 && $0 <= 1.0005 } }
        /// The colour at OKLab lightness `okL`, chroma reduced only as far as sRGB needs.
        func at(_ okL: Double) -> RGBA {
            func scaled(_ k: Double) -> RGBA { RGBA(oklab: RGBA.OKLab(l: okL, a: ok.a * k, b: ok.b * k)) }
            if inGamut(scaled(1)) { return scaled(1) }
            var lo = 0.0, hi = 1.0
            for _ in 0..<14 {
                let mid = (lo + hi) / 2
                if inGamut(scaled(mid)) { lo = mid } else { hi = mid }
            }
            return scaled(lo)
        }
        // CIELAB lightness grows with OKLab lightness: find the OKLab one that gives `l`.
        var lo = 0.0, hi = 1.0
        for _ in 0..<20 {
            let mid = (lo + hi) / 2
            if at(mid).clamped.lab.l < l { lo = mid } else { hi = mid }
        }
        var out = at((lo + hi) / 2).clamped
        out.alpha = color.clamped.alpha
        return out
    }

    /// The least lightening (hue kept) that gives `target` contrast on the dark background.
    static func lightened(_ color: RGBA, to target: Double) -> RGBA {
        guard color.contrastRatio(against: darkBackground) < target else { return color }
        let start = color.clamped.lab.l
        var lo = start, hi = 100.0
        for _ in 0..<16 {
            let mid = (lo + hi) / 2
            if keepingHue(color, lightness: mid).contrastRatio(against: darkBackground) >= target { hi = mid } else { lo = mid }
        }
        return keepingHue(color, lightness: hi)
    }
}
