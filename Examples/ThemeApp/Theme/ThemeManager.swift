import UIKit

extension Notification.Name {
    static let themeDidChange = Notification.Name("ThemeDidChange")
}

/// Holds the current theme and tells the views when it changes.
final class ThemeManager {
    static let shared = ThemeManager()

    var style: ThemeStyle = .light {
        didSet { NotificationCenter.default.post(name: .themeDidChange, object: nil) }
    }

    var palette: Palette {
        switch style {
        case .light: return .light
        case .dark: return .dark
        }
    }
}
