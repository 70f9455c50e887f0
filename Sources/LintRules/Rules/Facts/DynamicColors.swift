/// System colours that resolve differently in Light and Dark (APPLE_FACTS.md §1): what a frozen copy
/// of them gets wrong. Fixed-valued names (`systemGray`, whose two appearances are the same value,
/// `lightText`, `darkText`) are left out: freezing them changes nothing.
enum DynamicColors {
    /// UIKit's adaptive colours (from `SemanticColors`, where light and dark differ) and `tintColor`.
    static let uiKit: Set<String> = Set(SemanticColors.uiKit.filter { $0.light != $0.dark }.map(\.name)).union(["tintColor"])

    /// AppKit's dynamic system colours (NSColor.h, "UI element colors" and "System colors").
    static let appKit: Set<String> = Set([
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textColor",
        "placeholderTextColor", "selectedTextColor", "textBackgroundColor", "selectedTextBackgroundColor",
        "keyboardFocusIndicatorColor", "unemphasizedSelectedTextColor", "unemphasizedSelectedTextBackgroundColor",
        "linkColor", "separatorColor", "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor",
        "selectedMenuItemTextColor", "gridColor", "headerTextColor", "controlAccentColor", "controlColor",
        "controlBackgroundColor", "controlTextColor", "disabledControlTextColor", "selectedControlColor",
        "selectedControlTextColor", "alternateSelectedControlTextColor", "windowBackgroundColor", "windowFrameTextColor",
        "underPageBackgroundColor", "findHighlightColor", "highlightColor", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "quinarySystemFill",
    ] + SemanticColors.tints.map(\.name))

    static func isDynamic(member name: String) -> Bool { uiKit.contains(name) || appKit.contains(name) }
}
