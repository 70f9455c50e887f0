/// The detail sections of the HTML report: layer colors to move, and every finding by folder.
extension HTMLReport {
    static func lifecycle(_ r: MigrationReport) -> String {
        guard !r.lifecycle.isEmpty else { return "" }
        var h = "<p class=\"muted\">Each <code>.cgColor</code> below is read once and keeps its appearance; move it to the method named for its type.</p>\n"
        for group in r.lifecycle {
            h += "<h3><code>\(e(group.typeName))</code> → \(prose(group.recommendedMethods))</h3>\n<ul>\n"
            for d in group.diagnostics {
                h += "<li>\(place(r, d.path, d.line)) <code class=\"src\">\(e((d.sourceLine ?? "").trimmingCharacters(in: .whitespaces)))</code></li>\n"
            }
            h += "</ul>\n"
        }
        return section("lifecycle", "Layer colors to move, by type", open: !r.isLarge, h)
    }

    static func folders(_ r: MigrationReport) -> String {
        var h = r.isLarge ? "<p class=\"muted\">\(plural(r.folders.count, "folder")), closed: open one to see its findings.</p>\n" : ""
        for folder in r.folders {
            h += "<details\(r.isLarge ? "" : " open") class=\"folder\"><summary><strong>\(e(r.display(folder.path)))</strong> <span class=\"muted\">\(plural(folder.count, "finding"))</span></summary>\n"
            for (path, found) in folder.files {
                h += "<h3 class=\"path\">\(e(r.display(path))) <span class=\"muted\">\(found.count)</span></h3>\n<table class=\"findings\"><tbody>\n"
                for d in found {
                    h += "<tr><td class=\"n\"><a href=\"\(e(r.links.url(path: d.path, line: d.line)))\">\(d.line)</a></td>"
                    h += "<td><span class=\"sev \(d.severity.rawValue)\">\(d.severity.rawValue)</span>\(r.isNew(d) ? " <span class=\"badge new\">new</span>" : "")</td>"
                    h += "<td><code class=\"src\">\(e((d.sourceLine ?? "").trimmingCharacters(in: .whitespaces)))</code>"
                    h += "<div>\(prose(d.message)) <code class=\"rule\">\(e(d.ruleID))</code></div>"
                    if let suggestion = d.suggestion {
                        h += "<div class=\"fix\">fix: \(InlineCode.isProse(suggestion) ? prose(suggestion) : "<code>\(e(suggestion))</code>")</div>"
                    }
                    h += "</td></tr>\n"
                }
                h += "</tbody></table>\n"
            }
            h += "</details>\n"
        }
        return section("files", "Findings by folder and file", open: true, h)
    }
}
