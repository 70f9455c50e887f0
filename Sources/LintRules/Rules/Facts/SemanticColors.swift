/// Light and dark values of the system's adaptive colours, used to pick the nearest semantic
/// colour for a hard-coded one and (in reports) to show both appearances.
///
/// Sources (see ../shared/APPLE_FACTS.md §1): names and availability from the iOS SDK's
/// `UIInterface.h`; values from CreatureSurvive/Alderis `ColorPickerColorGroup.swift` (light and
/// dark RGBA, iOS 15-17 era) cross-checked against noahsark769/ColorCompatibility (iOS 13 light
/// values; both agree on every light value). Apple retunes hues between releases and says not to
/// rely on the values: they are for choosing a suggestion, never ground truth.
public enum SemanticColors {
    public struct Entry: Sendable {
        public let name: String
        public let light: RGBA
        public let dark: RGBA
    }

    static func e(_ name: String, _ light: UInt32, _ la: Double, _ dark: UInt32, _ da: Double) -> Entry {
        Entry(name: name, light: RGBA(hex: light, alpha: la), dark: RGBA(hex: dark, alpha: da))
    }

    public static let uiKit: [Entry] = [
        e("systemBackground", 0xFFFFFF, 1, 0x000000, 1),
        e("secondarySystemBackground", 0xF2F2F7, 1, 0x1C1C1E, 1),
        e("tertiarySystemBackground", 0xFFFFFF, 1, 0x2C2C2E, 1),
        e("systemGroupedBackground", 0xF2F2F7, 1, 0x000000, 1),
        e("secondarySystemGroupedBackground", 0xFFFFFF, 1, 0x1C1C1E, 1),
        e("tertiarySystemGroupedBackground", 0xF2F2F7, 1, 0x2C2C2E, 1),
        e("label", 0x000000, 1, 0xFFFFFF, 1),
        e("secondaryLabel", 0x3C3C43, 0.60, 0xEBEBF5, 0.60),
        e("tertiaryLabel", 0x3C3C43, 0.30, 0xEBEBF5, 0.30),
        e("quaternaryLabel", 0x3C3C43, 0.18, 0xEBEBF5, 0.16),
        e("placeholderText", 0x3C3C43, 0.30, 0xEBEBF5, 0.30),
        e("separator", 0x3C3C43, 0.29, 0x545458, 0.60),
        e("opaqueSeparator", 0xC6C6C8, 1, 0x38383A, 1),
        e("link", 0x007AFF, 1, 0x0984FF, 1),
        e("systemFill", 0x787880, 0.20, 0x787880, 0.36),
        e("secondarySystemFill", 0x787880, 0.16, 0x787880, 0.32),
        e("tertiarySystemFill", 0x767680, 0.12, 0x767680, 0.24),
        e("quaternarySystemFill", 0x747480, 0.08, 0x767680, 0.18),
        e("systemGray", 0x8E8E93, 1, 0x8E8E93, 1),
        e("systemGray2", 0xAEAEB2, 1, 0x636366, 1),
        e("systemGray3", 0xC7C7CC, 1, 0x48484A, 1),
        e("systemGray4", 0xD1D1D6, 1, 0x3A3A3C, 1),
        e("systemGray5", 0xE5E5EA, 1, 0x2C2C2E, 1),
        e("systemGray6", 0xF2F2F7, 1, 0x1C1C1E, 1),
    ] + tints

    /// The tint colours; SwiftUI's `.red`, `.blue`, ... and AppKit's `systemRed`, ... are the same family.
    public static let tints: [Entry] = [
        e("systemRed", 0xFF3B30, 1, 0xFF453A, 1),
        e("systemOrange", 0xFF9500, 1, 0xFF9F0A, 1),
        e("systemYellow", 0xFFCC00, 1, 0xFFD60A, 1),
        e("systemGreen", 0x34C759, 1, 0x30D158, 1),
        e("systemMint", 0x00C7BE, 1, 0x63E6E2, 1),
        e("systemTeal", 0x30B0C7, 1, 0x40C8E0, 1),
        e("systemCyan", 0x32ADE6, 1, 0x64D2FF, 1),
        e("systemBlue", 0x007AFF, 1, 0x0A84FF, 1),
        e("systemIndigo", 0x5856D6, 1, 0x5E5CE6, 1),
        e("systemPurple", 0xAF52DE, 1, 0xBF5AF2, 1),
        e("systemPink", 0xFF2D55, 1, 0xFF375F, 1),
        e("systemBrown", 0xA2845E, 1, 0xAC8E68, 1),
    ]

    public static func entry(named name: String) -> Entry? {
        uiKit.first { $0.name == name }
    }

    /// The tint colour nearest to a saturated colour, by hue first (what a designer means by
    /// "our blue"), then by weighted RGB distance.
    public static func nearestTint(to color: RGBA) -> Entry {
        tints.min { color.distance(to: $0.light) < color.distance(to: $1.light) }!
    }

    /// Which `systemGrayN` is closest to a grey's light value.
    public static func nearestGray(to color: RGBA) -> Entry {
        let grays = uiKit.filter { $0.name.hasPrefix("systemGray") }
        return grays.min { color.distance(to: $0.light) < color.distance(to: $1.light) }!
    }
}
