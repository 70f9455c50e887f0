import Foundation

/// The palette census of the HTML report: one row per design colour, with its proposed asset name
/// and Dark value (the ones `palette --xcassets` writes).
extension HTMLReport {
    enum Appearance: String { case light, dark }

    /// A colour shown on its own appearance's system background (white, black), whatever the page's
    /// scheme: `rgba(60, 60, 67, 0.6)` on black is what Dark Mode would show, not the page's colour.
    /// A translucent colour fills the left half over that background and the right half over a
    /// checkerboard, so its alpha shows.
    static func swatch(_ color: RGBA, _ appearance: Appearance, _ label: String) -> String {
        let c = color.clamped
        let css = "rgba(\(Int((c.red * 255).rounded())), \(Int((c.green * 255).rounded())), \(Int((c.blue * 255).rounded())), \(String(format: "%.3f", c.alpha)))"
        let background: String
        if c.alpha >= 0.999 {
            background = css
        } else {
            let base = appearance == .light ? "#ffffff" : "#000000"
            let check = appearance == .light ? "#c7c7cc 0 25%, #ffffff 0 50%" : "#3a3a3c 0 25%, #000000 0 50%"
            background = "linear-gradient(\(css), \(css)), linear-gradient(to right, \(base) 50%, transparent 50%), "
                + "repeating-conic-gradient(\(check)) 0 0 / 8px 8px"
        }
        let title = "\(label) (\(appearance.rawValue) appearance)\(c.alpha < 0.999 ? ", \(Int((c.alpha * 100).rounded()))% opaque" : "")"
        return "<span class=\"chip \(appearance.rawValue)\" title=\"\(e(title))\"><span class=\"swatch\" style=\"background: \(background)\"></span></span>"
    }

    static func ratio(_ value: Double, target: Double = MigrationReport.targetContrast) -> String {
        let text = String(format: "%.1f:1", value)
        return value >= target ? "<span class=\"ok\">\(text)</span>" : "<span class=\"low\">\(text)</span>"
    }

    static func census(_ r: MigrationReport) -> String {
        var h = "<p class=\"muted\">Every hard-coded color, merged however it is written; colors closer than ΔE 2 (CIELAB), which people "
        h += "cannot tell apart, are one row. Each is shown on the Light (white) and Dark (black) system background. "
        h += "<strong>Proposed</strong> is the asset name and Dark value <code>darklint palette --xcassets</code> writes (a color the "
        h += "project's catalogs already hold keeps that set's name). <strong>Contrast now</strong> describes the color as it is today, "
        h += "the same value in both appearances, against white and black, for text colors (the HIG asks 7:1 for custom text); "
        h += "<strong>contrast, proposed</strong> is the proposed Dark value against <code>#1C1C1E</code>, the lighter of Dark Mode's "
        h += "backgrounds (4.5:1 asked for text, 3:1 for other content).</p>\n"
        guard !r.palette.colors.isEmpty else { return section("palette", "Palette census", open: true, h + "<p>No hard-coded colors.</p>\n") }
        let shown = r.isLarge ? 30 : r.palette.colors.count
        h += table(r, r.palette.colors.prefix(shown))
        if r.palette.colors.count > shown {
            h += "<details><summary>\(r.palette.colors.count - shown) more colors, used less</summary>\n\(table(r, r.palette.colors.dropFirst(shown)))</details>\n"
        }
        return section("palette", "Palette census", open: true, h)
    }

    static func table(_ r: MigrationReport, _ colors: ArraySlice<PaletteExport.Color>) -> String {
        var h = "<table class=\"palette\"><colgroup>"
            + ["color", "uses", "roles", "proposed", "semantic", "now", "then", "where"].map { "<col class=\"\($0)\"/>" }.joined()
            + "</colgroup><thead><tr><th>color</th><th class=\"n\">uses</th><th>used as</th><th>proposed</th>"
        h += "<th>semantic</th><th>contrast now<br>light · dark</th><th>contrast, proposed</th><th>where</th></tr></thead><tbody>\n"
        for color in colors {
            let group = color.group, main = group.main
            h += "<tr><td class=\"color\">\(swatch(main.color, .light, main.hex))\(swatch(main.color, .dark, main.hex)) <code>\(e(main.hex))</code>"
            if !group.variants.isEmpty {
                h += "<div class=\"merged\">merged: \(group.variants.map { "<code>\(e($0.hex))</code>&#160;×\($0.count)" }.joined(separator: ", "))</div>"
            }
            h += "</td><td class=\"n\">\(group.count)</td>"
            h += "<td>\(e(group.roles.map { "\($0.role) ×\($0.count)" }.joined(separator: ", ")))</td>"
            h += "<td class=\"proposed\"><code>\(e(color.name))</code>"
            if color.existingAsset != nil { h += " <span class=\"badge\">existing set</span>" }
            h += "<div>\(swatch(color.light, .light, "Any \(color.light.hexString)"))\(swatch(color.dark, .dark, "Dark \(color.dark.hexString)")) "
            h += "<code>\(e(color.dark.hexString))</code></div><div class=\"muted small\">\(e(color.darkSource))</div></td>"
            h += "<td>\(main.semantic.map { "<code>.\(e($0.name))</code>" } ?? "<span class=\"muted\">asset color</span>")</td>"
            if group.isText {
                h += "<td class=\"nowrap\">\(ratio(main.color.contrastRatio(against: RGBA(white: 1)))) · \(ratio(main.color.contrastRatio(against: RGBA(white: 0))))</td>"
            } else {
                h += "<td class=\"muted\">—</td>"
            }
            if ["text", "tint", "unknown"].contains(group.mainRole) {
                let target = DarkVariant.targetContrast(role: group.mainRole)
                h += "<td>\(ratio(color.dark.contrastRatio(against: DarkVariant.darkBackground), target: target))</td>"
            } else {
                h += "<td class=\"muted\">—</td>"
            }
            let uses = group.uses
            let places = uses.prefix(4).map { place(r, $0.path, $0.line) }
            h += "<td class=\"where\">\(places.joined(separator: "<br>"))\(uses.count > 4 ? "<br><span class=\"muted\">and \(uses.count - 4) more</span>" : "")</td></tr>\n"
        }
        return h + "</tbody></table>\n"
    }
}
