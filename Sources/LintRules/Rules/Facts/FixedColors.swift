/// Class colours that are one fixed value in every appearance (APPLE_FACTS.md §3: UIColor.h and
/// NSColor.h: "convenience methods to create standard colors, typically should not be used for
/// display in user interface elements"; grey levels per UIKit's documentation).
enum FixedColors {
    /// `UIColor.x` / `NSColor.x` / `SKColor.x` named colours and their values.
    static let named: [String: RGBA] = [
        "black": RGBA(white: 0), "darkGray": RGBA(white: 1.0 / 3), "lightGray": RGBA(white: 2.0 / 3),
        "white": RGBA(white: 1), "gray": RGBA(white: 0.5),
        "red": RGBA(1, 0, 0), "green": RGBA(0, 1, 0), "blue": RGBA(0, 0, 1), "cyan": RGBA(0, 1, 1),
        "yellow": RGBA(1, 1, 0), "magenta": RGBA(1, 0, 1), "orange": RGBA(1, 0.5, 0),
        "purple": RGBA(0.5, 0, 0.5), "brown": RGBA(0.6, 0.4, 0.2),
    ]

    /// UIKit's legacy fixed colours (UIInterface.h: "lightTextColor is always light, and
    /// darkTextColor is always dark, regardless of the current UIUserInterfaceStyle"), and the
    /// deprecated `groupTableViewBackground` (replacement: `systemGroupedBackgroundColor`).
    static let legacyUIKit: [String: (value: RGBA, replacement: String)] = [
        "darkText": (RGBA(white: 0), "label"),
        "lightText": (RGBA(white: 1, alpha: 0.6), "secondaryLabel"),
        "groupTableViewBackground": (RGBA(hex: 0xEFEFF4), "systemGroupedBackground"),
    ]

    /// SwiftUI's `Color.black` and `Color.white` are fixed; its other named colours adapt.
    static let swiftUI: Set<String> = ["black", "white"]

    /// `CGColor.white`, `.black` and `.clear` (macOS 10.15+/iOS 14+ static properties).
    static let cgColor: Set<String> = ["black", "white"]
}
