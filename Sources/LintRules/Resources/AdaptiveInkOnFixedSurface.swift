/// System text or tint colour drawn on a fixed surface: the ink follows the appearance, the surface
/// does not, so in one appearance the ink no longer reads on it. eduvpn's "Copied" toast: `systemGray6`
/// text (#F2F2F7 in Light, #1C1C1E in Dark) on a view kept black: invisible in Dark Mode.
///
/// Reported only where the surface glares in neither appearance: a light surface is a finding itself
/// (or hidden from view), and its fix (a system background) fixes the text too. The ink must read
/// well in one appearance (the design) and fail clearly in the other, so a colour that is weak in
/// both (a design choice, or a guess about the surface) says nothing.
enum AdaptiveInkOnFixedSurface {
    /// WCAG contrast an ink needs to count as reading (large text and UI components).
    static let reads = 3.0
    /// Below this an ink has all but vanished.
    static let vanishes = 1.8

    /// An ink colour of the document that adapts, waiting for the layout to be known.
    struct Pending {
        var entry: SemanticColors.Entry
        var key: String
        var range: ByteRange
        var owner: String
        var elementID: String
        var context: InterfaceBuilderLinter.ColorContext
    }

    /// The system colour of `tag` (`systemColor="systemGray6Color"`) when it is an ink (text, title,
    /// tint) whose two appearances differ.
    static func entry(_ tag: XMLScanner.Tag, key: String) -> SemanticColors.Entry? {
        let role = ColorRole.of(name: key)
        guard role == .text || role == .tint, var name = tag["systemColor"] ?? tag["xcode11CocoaTouchSystemColor"] else { return nil }
        if name.hasSuffix("Color") { name.removeLast(5) }
        return adaptiveEntries[name]
    }

    /// UIKit's colours whose appearances differ visibly (`DynamicColors.uiKit`), by name.
    private static let adaptiveEntries: [String: SemanticColors.Entry] = Dictionary(
        SemanticColors.uiKit.filter { DynamicColors.uiKit.contains($0.name) }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The appearance in which `entry` vanishes on `surface`, with its value and contrast there; nil
    /// when it reads in both or in neither.
    static func failure(of entry: SemanticColors.Entry, on surface: RGBA) -> (appearance: String, value: RGBA, ratio: Double, other: RGBA)? {
        let light = entry.light.contrastRatio(against: surface), dark = entry.dark.contrastRatio(against: surface)
        if light >= reads, dark < vanishes { return ("Dark Mode", entry.dark, dark, entry.light) }
        if dark >= reads, light < vanishes { return ("Light Mode", entry.light, light, entry.dark) }
        return nil
    }

    /// The finding for `ink`, drawn on `surface` (its id and fixed colour), or nil when it reads.
    static func finding(_ ink: Pending, on surface: (id: String, color: RGBA), described surfaceName: String) -> Finding? {
        guard surface.color.alpha >= 0.999, AppearanceRisk.of(surface.color, role: .background) != .glaresInDark,
              let failure = failure(of: ink.entry, on: surface.color) else { return nil }
        let ratio = (failure.ratio * 10).rounded() / 10
        let name = ink.entry.name
        let other = failure.appearance == "Dark Mode" ? "Light Mode" : "Dark Mode"
        return Finding(
            ruleID: HardcodedColorRule.description.id, severity: .warning, range: ink.range,
            message: "\(ink.owner): the `\(ink.key)` color `\(name)Color` adapts but the background it is drawn on does not (\(surfaceName), fixed \(surface.color.hexString)): in \(failure.appearance) it becomes \(failure.value.hexString), \(ratio):1 on that background, and vanishes; choose a fixed color that reads on the background (\(failure.other.hexString), as in \(other)), or give the background a Dark appearance that matches",
            suggestion: failure.other.hexString,
            details: FindingDetails(color: failure.value, role: ColorRole.of(name: ink.key).rawValue, semanticName: name,
                                    risk: failure.appearance == "Dark Mode" ? AppearanceRisk.vanishesInDark.id : "vanishes_in_light",
                                    lightness: failure.value.lab.l.rounded()))
    }
}
