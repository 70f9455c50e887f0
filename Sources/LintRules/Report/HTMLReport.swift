import Foundation

/// The migration report as one self-contained HTML file: inline CSS, no scripts, nothing fetched.
/// It follows the reader's `prefers-color-scheme` (it is a Dark Mode tool) and prints cleanly. On a
/// big app the detail sections start closed (`<details>`): the page stays navigable without scripts.
public enum HTMLReport {
    public static func render(_ report: MigrationReport, title: String = "Dark Mode migration report") -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(e(title))\(report.header.projectName.isEmpty ? "" : ": " + e(report.header.projectName))</title>
        <style>\(css)</style>
        </head>
        <body>

        """
        html += header(report, title: title)
        html += contents(report)
        html += headline(report)
        html += effort(report)
        html += modules(report)
        html += baseline(report)
        html += census(report)
        html += lifecycle(report)
        html += folders(report)
        html += "</body>\n</html>\n"
        return html
    }

    static func e(_ s: String) -> String { XMLText.escape(s) }

    /// darklint's Markdown-style text (a message, a fix that is a sentence): code spans as `<code>`,
    /// everything else escaped.
    static func prose(_ s: String) -> String {
        InlineCode.segments(s).map { $0.isCode ? "<code>\(e($0.text))</code>" : e($0.text) }.joined()
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    /// `path:line`, linked to the line (see `SourceLinks`).
    static func place(_ r: MigrationReport, _ path: String, _ line: Int) -> String {
        "<a href=\"\(e(r.links.url(path: path, line: line)))\">\(e(r.display(path))):\(line)</a>"
    }

    /// A section that a big report shows closed: its heading is the summary, so the table of
    /// contents and the headings still lead to it.
    static func section(_ id: String, _ heading: String, open: Bool, _ body: String) -> String {
        "<section id=\"\(id)\"><details\(open ? " open" : "")><summary><h2>\(heading)</h2></summary>\n\(body)</details></section>\n"
    }

    static func header(_ r: MigrationReport, title: String) -> String {
        let h = r.header
        var out = "<header><h1>\(e(title))\(h.projectName.isEmpty ? "" : ": <span class=\"project\">\(e(h.projectName))</span>")</h1>\n<dl class=\"meta\">"
        if !h.scannedPaths.isEmpty {
            out += "<div><dt>scanned</dt><dd>\(h.scannedPaths.map { "<code>\(e($0))</code>" }.joined(separator: ", "))</dd></div>"
        }
        out += "<div><dt>commit</dt><dd>\(h.commitText.map { "<code>\(e($0))</code>" } ?? "<span class=\"muted\">not in git</span>")</dd></div>"
        out += "<div><dt>date</dt><dd>\(e(h.dateText))</dd></div>"
        out += "<div><dt>darklint</dt><dd>\(e(h.version))</dd></div>"
        return out + "</dl></header>\n"
    }

    static func contents(_ r: MigrationReport) -> String {
        var items = [("summary", "Summary"), ("effort", "Effort"), ("modules", "By module")]
        if r.comparison != nil { items.append(("baseline", "Since the baseline")) }
        items.append(("palette", "Palette census"))
        if !r.lifecycle.isEmpty { items.append(("lifecycle", "Layer colors to move")) }
        items.append(("files", "Findings by folder"))
        return "<nav class=\"toc\">" + items.map { "<a href=\"#\($0.0)\">\(e($0.1))</a>" }.joined(separator: " · ") + "</nav>\n"
    }

    static func headline(_ r: MigrationReport) -> String {
        var h = "<section id=\"summary\"><h2>Summary</h2>\n<div class=\"cards\">\n"
        h += card("\(r.filesScanned)", "files scanned")
        h += card("\(r.diagnostics.count)", "findings")
        h += card("\(r.swappable)", "fixable by swapping in a semantic color or style")
        h += card("\(r.palette.colors.count)", "design colors hard-coded (\(r.census.entries.count) distinct values)")
        if let c = r.comparison { h += card("+\(c.newCount) / −\(c.fixedCount)", "new / fixed since the baseline") }
        h += "</div>\n<div class=\"pair\"><table><thead><tr><th>severity</th><th class=\"n\">findings</th></tr></thead><tbody>\n"
        for (severity, n) in r.bySeverity { h += "<tr><td><span class=\"sev \(severity.rawValue)\">\(severity.rawValue)</span></td><td class=\"n\">\(n)</td></tr>\n" }
        h += "</tbody></table>\n<table><thead><tr><th>rule</th><th class=\"n\">findings</th></tr></thead><tbody>\n"
        for (rule, n) in r.byRule { h += "<tr><td><code>\(e(rule))</code></td><td class=\"n\">\(n)</td></tr>\n" }
        return h + "</tbody></table></div>\n</section>\n"
    }

    static func card(_ value: String, _ label: String) -> String {
        "<div class=\"card\"><div class=\"value\">\(e(value))</div><div class=\"label\">\(e(label))</div></div>\n"
    }

    static func effort(_ r: MigrationReport) -> String {
        var h = "<section id=\"effort\"><h2>Effort</h2>\n<table class=\"efforts\"><thead><tr><th>what it takes</th><th class=\"n\">findings</th><th>meaning</th></tr></thead><tbody>\n"
        for (kind, n) in r.effort {
            var meaning = prose(kind.explanation)
            if kind == .palette, r.unsafeSwaps > 0 {
                meaning += "; \(plural(r.unsafeSwaps, "finding")) of them \(r.unsafeSwaps == 1 ? "has" : "have") a suggested swap (<code>--fix --unsafe-fixes</code>, to review)"
            }
            h += "<tr><td><span class=\"effort \(kind.rawValue)\">\(e(kind.title))</span></td><td class=\"n\">\(n)</td><td>\(meaning)</td></tr>\n"
        }
        return h + "</tbody></table>\n</section>\n"
    }

    static func modules(_ r: MigrationReport) -> String {
        let rows = r.modules.rows
        var h = "<section id=\"modules\"><h2>By module</h2>\n"
        guard !rows.isEmpty else { return h + "<p>No findings.</p></section>\n" }
        h += "<p class=\"muted\">Folders\(r.modules.prefix.isEmpty ? "" : " under <code>\(e(r.modules.prefix))</code>"), most findings first.</p>\n"
        func table(_ rows: ArraySlice<ModuleRollup.Row>) -> String {
            var t = "<table class=\"modules\"><thead><tr><th>module</th><th class=\"n\">files</th><th class=\"n\">findings</th>"
            for kind in Effort.allCases { t += "<th class=\"n\" title=\"\(e(kind.title))\">\(e(shortTitle(kind)))</th>" }
            t += "<th>by rule</th></tr></thead><tbody>\n"
            for row in rows {
                t += "<tr><td class=\"path\"><code>\(e(row.name))</code></td><td class=\"n\">\(row.files)</td><td class=\"n\">\(row.count)</td>"
                for kind in Effort.allCases { t += "<td class=\"n\">\(row.byEffort[kind].map(String.init) ?? "")</td>" }
                t += "<td class=\"rules\">\(row.byRule.map { "<code>\(e($0.rule))</code>&#160;\($0.count)" }.joined(separator: " "))</td></tr>\n"
            }
            return t + "</tbody></table>\n"
        }
        let shown = 20
        h += table(rows.prefix(shown))
        if rows.count > shown {
            h += "<details><summary>\(rows.count - shown) more modules</summary>\n\(table(rows.dropFirst(shown)))</details>\n"
        }
        return h + "</section>\n"
    }

    static func shortTitle(_ kind: Effort) -> String {
        switch kind {
        case .automatic: return "auto"
        case .palette: return "palette"
        case .hook: return "hook"
        case .other: return "other"
        }
    }

    static func baseline(_ r: MigrationReport) -> String {
        guard let c = r.comparison else { return "" }
        var h = "<p class=\"muted\">Compared with <code>\(e(c.path))</code>, matched as <code>lint --baseline</code> does (file, rule and the line's text).</p>\n"
        h += "<div class=\"cards\">" + card("\(c.newCount)", "new") + card("\(c.fixedCount)", "fixed (or their line changed)") + card("\(c.unchangedCount)", "still there") + "</div>\n"
        let new = r.diagnostics.filter { r.isNew($0) }
        if !new.isEmpty {
            h += "<h3>New</h3>\n<table class=\"findings\"><tbody>\n"
            for d in new {
                h += "<tr><td class=\"where\">\(place(r, d.path, d.line))</td><td><code class=\"rule\">\(e(d.ruleID))</code> \(prose(d.message))</td></tr>\n"
            }
            h += "</tbody></table>\n"
        }
        if !c.fixed.isEmpty {
            h += "<h3>Fixed</h3>\n<table class=\"findings\"><thead><tr><th>file</th><th>rule</th><th>line</th><th class=\"n\">count</th></tr></thead><tbody>\n"
            for (key, n) in c.fixed {
                h += "<tr><td class=\"path\">\(e(r.display(c.folder + "/" + key.file)))</td><td><code>\(e(key.rule))</code></td><td><code class=\"src\">\(e(key.line))</code></td><td class=\"n\">\(n)</td></tr>\n"
            }
            h += "</tbody></table>\n"
        }
        return section("baseline", "Since the baseline", open: !r.isLarge || new.count + c.fixed.count <= 30, h)
    }
}
