/// The migration report as one self-contained HTML file: inline CSS, no scripts, nothing fetched.
/// It follows the reader's `prefers-color-scheme` (it is a Dark Mode tool) and prints cleanly.
public enum HTMLReport {
    public static func render(_ report: MigrationReport, title: String = "Dark Mode migration report") -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(e(title))</title>
        <style>\(css)</style>
        </head>
        <body>
        <header><h1>\(e(title))</h1><p class="muted">darklint \(e(Version.current))</p></header>

        """
        html += headline(report)
        html += census(report)
        html += lifecycle(report)
        html += folders(report)
        html += "</body>\n</html>\n"
        return html
    }

    static func e(_ s: String) -> String { XMLText.escape(s) }

    static func headline(_ r: MigrationReport) -> String {
        var h = "<section id=\"summary\"><h2>Summary</h2>\n<div class=\"cards\">\n"
        h += card("\(r.filesScanned)", "files scanned")
        h += card("\(r.diagnostics.count)", "findings")
        h += card("\(r.swappable)", "fixable by swapping in a semantic color or style")
        h += card("\(r.census.entries.count)", "distinct hard-coded colors")
        h += "</div>\n<table><thead><tr><th>severity</th><th class=\"n\">findings</th></tr></thead><tbody>\n"
        for (severity, n) in r.bySeverity { h += "<tr><td><span class=\"sev \(severity.rawValue)\">\(severity.rawValue)</span></td><td class=\"n\">\(n)</td></tr>\n" }
        h += "</tbody></table>\n<table><thead><tr><th>rule</th><th class=\"n\">findings</th></tr></thead><tbody>\n"
        for (rule, n) in r.byRule { h += "<tr><td><code>\(e(rule))</code></td><td class=\"n\">\(n)</td></tr>\n" }
        return h + "</tbody></table>\n</section>\n"
    }

    static func card(_ value: String, _ label: String) -> String {
        "<div class=\"card\"><div class=\"value\">\(e(value))</div><div class=\"label\">\(e(label))</div></div>\n"
    }

    static func swatch(_ color: RGBA, _ label: String) -> String {
        let c = color.clamped
        let css = "rgba(\(Int((c.red * 255).rounded())), \(Int((c.green * 255).rounded())), \(Int((c.blue * 255).rounded())), \(String(format: "%.3f", c.alpha)))"
        return "<span class=\"swatch\" style=\"background: \(css)\" title=\"\(e(label))\"></span>"
    }

    static func ratio(_ value: Double) -> String {
        let text = String(format: "%.1f:1", value)
        return value >= MigrationReport.targetContrast ? "<span class=\"ok\">\(text)</span>" : "<span class=\"low\">\(text)</span>"
    }

    static func census(_ r: MigrationReport) -> String {
        var h = "<section id=\"palette\"><h2>Palette census</h2>\n"
        h += "<p class=\"muted\">Every distinct hard-coded color, merged however it is written, with the adaptive color suggested for it. "
        h += "Contrast is against the system background (white in Light, black in Dark); the HIG asks 7:1 for custom text colors.</p>\n"
        guard !r.census.entries.isEmpty else { return h + "<p>No hard-coded colors.</p></section>\n" }
        h += "<table class=\"palette\"><thead><tr><th>color</th><th class=\"n\">uses</th><th>used as</th><th>suggested</th>"
        h += "<th>light</th><th>dark</th><th>contrast light</th><th>contrast dark</th><th>where</th></tr></thead><tbody>\n"
        for entry in r.census.entries {
            let semantic = entry.semantic
            h += "<tr><td>\(swatch(entry.color, entry.hex)) <code>\(e(entry.hex))</code></td><td class=\"n\">\(entry.count)</td>"
            h += "<td>\(e(entry.roles.map { "\($0.role) ×\($0.count)" }.joined(separator: ", ")))</td>"
            h += "<td>\(semantic.map { "<code>.\(e($0.name))</code>" } ?? "<span class=\"muted\">asset color</span>")</td>"
            h += "<td>\(semantic.map { swatch($0.light, "light") } ?? "")</td><td>\(semantic.map { swatch($0.dark, "dark") } ?? "")</td>"
            if entry.isText {
                h += "<td>\(ratio(entry.color.contrastRatio(against: RGBA(white: 1))))</td><td>\(ratio(entry.color.contrastRatio(against: RGBA(white: 0))))</td>"
            } else {
                h += "<td class=\"muted\">—</td><td class=\"muted\">—</td>"
            }
            let places = entry.uses.prefix(5).map { "\($0.path):\($0.line)" }
            h += "<td class=\"where\">\(places.map { e($0) }.joined(separator: "<br>"))\(entry.uses.count > 5 ? "<br><span class=\"muted\">and \(entry.uses.count - 5) more</span>" : "")</td></tr>\n"
        }
        return h + "</tbody></table>\n</section>\n"
    }

    static func lifecycle(_ r: MigrationReport) -> String {
        guard !r.lifecycle.isEmpty else { return "" }
        var h = "<section id=\"lifecycle\"><h2>Layer colors to move, by type</h2>\n"
        h += "<p class=\"muted\">Each <code>.cgColor</code> below is read once and keeps its appearance; move it to the method named for its type.</p>\n"
        for group in r.lifecycle {
            h += "<h3><code>\(e(group.typeName))</code> → \(e(group.recommendedMethods).replacingOccurrences(of: "`", with: ""))</h3>\n<ul>\n"
            for d in group.diagnostics {
                h += "<li><code>\(e(d.path)):\(d.line)</code> <code class=\"src\">\(e((d.sourceLine ?? "").trimmingCharacters(in: .whitespaces)))</code></li>\n"
            }
            h += "</ul>\n"
        }
        return h + "</section>\n"
    }

    static func folders(_ r: MigrationReport) -> String {
        var h = "<section id=\"files\"><h2>Findings by folder and file</h2>\n"
        for folder in r.folders {
            h += "<details open><summary><strong>\(e(folder.path))</strong> <span class=\"muted\">\(folder.count) finding\(folder.count == 1 ? "" : "s")</span></summary>\n"
            for (path, found) in folder.files {
                h += "<h3>\(e(path)) <span class=\"muted\">\(found.count)</span></h3>\n<table class=\"findings\"><tbody>\n"
                for d in found {
                    h += "<tr><td class=\"n\">\(d.line)</td><td><span class=\"sev \(d.severity.rawValue)\">\(d.severity.rawValue)</span></td>"
                    h += "<td><code class=\"src\">\(e((d.sourceLine ?? "").trimmingCharacters(in: .whitespaces)))</code>"
                    h += "<div>\(e(d.message)) <code class=\"rule\">\(e(d.ruleID))</code></div>"
                    if let suggestion = d.suggestion { h += "<div class=\"fix\">fix: <code>\(e(suggestion))</code></div>" }
                    h += "</td></tr>\n"
                }
                h += "</tbody></table>\n"
            }
            h += "</details>\n"
        }
        return h + "</section>\n"
    }

    static let css = """

    :root { --bg: #ffffff; --fg: #1c1c1e; --muted: #6c6c70; --card: #f2f2f7; --line: #d1d1d6; --code: #f2f2f7;
            --warn: #a05a00; --err: #c4211a; --note: #2a6fb0; --ok: #1e7d32; --low: #c4211a; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000000; --fg: #f2f2f7; --muted: #aeaeb2; --card: #1c1c1e; --line: #38383a; --code: #2c2c2e;
              --warn: #ffb340; --err: #ff6961; --note: #70b8ff; --ok: #5fd97a; --low: #ff6961; }
    }
    body { background: var(--bg); color: var(--fg); font: 14px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; }
    h1 { margin-bottom: 0; } h2 { border-bottom: 1px solid var(--line); padding-bottom: .3rem; margin-top: 2.5rem; } h3 { font-size: 1rem; }
    .muted { color: var(--muted); }
    .cards { display: flex; gap: 1rem; flex-wrap: wrap; margin: 1rem 0; }
    .card { background: var(--card); border-radius: 10px; padding: .8rem 1rem; min-width: 10rem; }
    .card .value { font-size: 1.8rem; font-weight: 600; } .card .label { color: var(--muted); }
    table { border-collapse: collapse; margin: .8rem 0; width: 100%; }
    th, td { border-bottom: 1px solid var(--line); padding: .35rem .5rem; text-align: left; vertical-align: top; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; width: 4rem; }
    code { background: var(--code); border-radius: 4px; padding: 0 .25rem; font: 12px ui-monospace, Menlo, monospace; }
    code.src { display: inline-block; white-space: pre-wrap; word-break: break-all; }
    .swatch { display: inline-block; width: 1.4rem; height: 1.4rem; border-radius: 5px; border: 1px solid var(--line); vertical-align: middle;
              background-image: linear-gradient(45deg, transparent 0); }
    .sev { font-size: 12px; font-weight: 600; } .sev.warning { color: var(--warn); } .sev.error { color: var(--err); } .sev.note { color: var(--note); }
    .ok { color: var(--ok); } .low { color: var(--low); font-weight: 600; }
    .fix { color: var(--ok); } .where { font-size: 12px; }
    details > summary { cursor: pointer; margin: .8rem 0; }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --muted: #555555; --card: #f4f4f4; --line: #cccccc; --code: #f4f4f4; }
      body { margin: 0; max-width: none; } details { break-inside: avoid-page; } h2 { break-after: avoid; }
      .swatch { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }

    """
}

import Foundation
