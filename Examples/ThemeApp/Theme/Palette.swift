import UIKit

/// The app's own theme switch (Settings > Theme), on top of the system appearance.
enum ThemeStyle: String {
    case light, dark
}

/// One set of colors per theme. Fixed values are fine here: each theme supplies its own, and the
/// views re-apply them when the theme changes.
struct Palette {
    let background: UIColor
    let text: UIColor
    let border: UIColor

    static let light = Palette(background: UIColor(white: 0.98, alpha: 1), text: UIColor(white: 0.1, alpha: 1),
                               border: UIColor(white: 0.85, alpha: 1))
    static let dark = Palette(background: UIColor(white: 0.08, alpha: 1), text: UIColor(white: 0.95, alpha: 1),
                              border: UIColor(white: 0.25, alpha: 1))
}

extension UIColor {
    /// The brand blue: a mid-tone that reads on light and dark backgrounds alike.
    static let brandBlue = UIColor(red: 0.0, green: 0.45, blue: 0.9, alpha: 1)
    /// Black on the yellow warning banner, in both appearances.
    static let warningInk = UIColor.black
}
