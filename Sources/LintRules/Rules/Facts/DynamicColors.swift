/// System colours whose Light and Dark values differ visibly (APPLE_FACTS.md §1): what a frozen copy
/// of them gets wrong. A frozen `systemBlue`, `link` or `systemFill` looks the same as the right one
/// (their two values are a few CIELAB units apart once drawn over their backgrounds), so they are
/// left out, as are fixed-valued names (`systemGray`, `lightText`, `darkText`).
enum DynamicColors {
    /// The smallest difference (CIELAB ΔE*76) between a colour's wrong and right appearance, each
    /// drawn over the background of the appearance it is shown in, that a user sees.
    static let visibleDifference = 10.0

    /// UIKit's adaptive colours whose appearances differ visibly.
    static let uiKit: Set<String> = Set(SemanticColors.uiKit.filter(differsVisibly).map(\.name))

    /// AppKit's dynamic system colours (NSColor.h, "UI element colors") other than tints, accents
    /// and fills, which change as little as UIKit's.
    static let appKit: Set<String> = [
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textColor",
        "placeholderTextColor", "selectedTextColor", "textBackgroundColor", "selectedTextBackgroundColor",
        "unemphasizedSelectedTextColor", "unemphasizedSelectedTextBackgroundColor", "separatorColor",
        "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor", "gridColor", "headerTextColor",
        "controlColor", "controlBackgroundColor", "controlTextColor", "disabledControlTextColor", "selectedControlColor",
        "selectedControlTextColor", "windowBackgroundColor", "windowFrameTextColor", "underPageBackgroundColor",
    ]

    static func isDynamic(member name: String) -> Bool { uiKit.contains(name) || appKit.contains(name) }

    /// The dark value shown in Light (over white) or the light value shown in Dark (over black),
    /// against the right one there.
    private static func differsVisibly(_ entry: SemanticColors.Entry) -> Bool {
        differsVisibly(light: entry.light, dark: entry.dark)
    }

    /// Whether a colour's two appearances differ visibly, so that a frozen copy shows the wrong one:
    /// system colours, and colour sets (a set whose Dark blue is a shade lighter looks the same frozen).
    static func differsVisibly(light: RGBA, dark: RGBA) -> Bool {
        let white = RGBA(1, 1, 1, 1), black = RGBA(0, 0, 0, 1)
        let inDark = light.over(black).deltaE(to: dark.over(black))
        let inLight = dark.over(white).deltaE(to: light.over(white))
        return max(inDark, inLight) >= visibleDifference
    }

    /// Whether a frozen copy of either appearance still reads in the other: both values are mid-tones
    /// that no role makes risky on either background (a brand blue #2474CD / #3399FF drawn as a
    /// border: falcon, blind set fresh26). The same policy as for fixed colours (`AppearanceRisk`),
    /// mirrored for the Light background: not so light that ink vanishes on white (L* over white
    /// above 100 − the tint threshold), not a near-black surface.
    static func readsInBothFrozen(light: RGBA, dark: RGBA) -> Bool {
        let white = RGBA(1, 1, 1, 1)
        return [light, dark].allSatisfy { value in
            guard value.clamped.alpha >= 0.999 else { return false }
            let onWhite = value.over(white).lab
            return AppearanceRisk.of(value, role: .background) == .none && AppearanceRisk.of(value, role: .fill) == .none
                && AppearanceRisk.of(value, role: .text) == .none
                && onWhite.l <= 100 - AppearanceRisk.tintVanish && onWhite.l >= 100 - AppearanceRisk.anyHueGlare
        }
    }
}
