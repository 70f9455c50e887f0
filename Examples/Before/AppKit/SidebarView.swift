import AppKit

final class SidebarView: NSView {
    private let effectView = NSVisualEffectView()

    override func awakeFromNib() {
        super.awakeFromNib()
        wantsLayer = true
        effectView.material = .dark
        layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor
        layer?.borderColor = NSColor(calibratedWhite: 0.1, alpha: 1).cgColor
    }

    override func draw(_ dirtyRect: NSRect) {
        NSColor(calibratedRed: 0.96, green: 0.96, blue: 0.96, alpha: 1).setFill()
        dirtyRect.fill()
    }

    /// Takes high-contrast and vibrant dark appearances for light (After: `bestMatch(from:)`).
    var isDark: Bool {
        effectiveAppearance.name == .darkAqua
    }
}

final class PreferencesWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.appearance = NSAppearance(named: .aqua)
    }
}

/// The app kept in the classic light look through a helper (After: follows the system).
final class AppearanceController {
    static func classicAppearance() -> NSAppearance? { NSAppearance(named: .aqua) }

    func apply() {
        NSApp.appearance = Self.classicAppearance()
    }
}
