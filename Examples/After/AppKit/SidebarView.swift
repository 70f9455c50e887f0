import AppKit

final class SidebarView: NSView {
    private let effectView = NSVisualEffectView()

    override var wantsUpdateLayer: Bool { true }

    override func awakeFromNib() {
        super.awakeFromNib()
        wantsLayer = true
        effectView.material = .sidebar
    }

    /// AppKit calls this with the current appearance set, and again whenever it changes.
    override func updateLayer() {
        layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor
        layer?.borderColor = NSColor.separatorColor.cgColor
    }

    var isDark: Bool {
        effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
    }
}

/// The app follows the system appearance: no appearance is set (nil means the system's).
final class AppearanceController {
    func apply() {
        NSApp.appearance = nil
    }
}
