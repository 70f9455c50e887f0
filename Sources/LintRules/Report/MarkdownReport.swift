import Foundation

/// The migration report as Markdown, for a pull-request comment or a wiki page: the same content
/// as the HTML report, in tables, without swatches. Every piece of code goes in a code span fenced
/// for its content and every piece of prose is escaped (see `MarkdownText`): a backtick in a source
/// line or a `<` in a path never breaks the page.
public enum MarkdownReport {
    public static func render(_ r: MigrationReport, title: String = "Dark Mode migration report") -> String {
        typealias M = MarkdownText
        let h = r.header
        var md = "# \(M.text(title))\(h.projectName.isEmpty ? "" : ": " + M.text(h.projectName))\n\n"
        var meta: [String] = []
        if !h.scannedPaths.isEmpty { meta.append("scanned " + h.scannedPaths.map { M.code($0, inTable: false) }.joined(separator: ", ")) }
        meta.append(h.commitText.map { "commit " + M.code($0, inTable: false) } ?? "not in git")
        meta.append(M.text(h.dateText))
        meta.append("darklint " + M.text(h.version))
        md += meta.joined(separator: " · ") + "\n\n"
        md += "**\(r.filesScanned)** files scanned · **\(r.diagnostics.count)** findings · **\(r.swappable)** fixable by swapping in a semantic color or style · **\(r.palette.colors.count)** design colors hard-coded (\(r.census.entries.count) distinct values)\n\n"
        md += "| severity | findings |\n| --- | ---: |\n"
        for (severity, n) in r.bySeverity { md += "| \(severity.rawValue) | \(n) |\n" }
        md += "\n| rule | findings |\n| --- | ---: |\n"
        for (rule, n) in r.byRule { md += "| \(M.code(rule)) | \(n) |\n" }

        md += "\n## Effort\n\n| what it takes | findings | meaning |\n| --- | ---: | --- |\n"
        for (kind, n) in r.effort { md += "| \(kind.title) | \(n) | \(M.inline(kind.explanation)) |\n" }

        md += "\n## By module\n\n"
        if !r.modules.prefix.isEmpty { md += "Folders under \(M.code(r.modules.prefix, inTable: false)).\n\n" }
        md += "| module | files | findings | auto | palette | hook | other | by rule |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"
        for row in r.modules.rows {
            md += "| \(M.code(row.name)) | \(row.files) | \(row.count) | "
            md += Effort.allCases.map { row.byEffort[$0].map(String.init) ?? "" }.joined(separator: " | ")
            md += " | \(row.byRule.map { "\(M.code($0.rule)) \($0.count)" }.joined(separator: ", ")) |\n"
        }

        if let c = r.comparison {
            md += "\n## Since the baseline\n\nCompared with \(M.code(c.path, inTable: false)): **\(c.newCount)** new, **\(c.fixedCount)** fixed (or their line changed), **\(c.unchangedCount)** still there.\n"
            let new = r.diagnostics.filter { r.isNew($0) }
            if !new.isEmpty {
                md += "\n| new | rule | message |\n| --- | --- | --- |\n"
                for d in new { md += "| \(place(r, d.path, d.line)) | \(M.code(d.ruleID)) | \(M.inline(d.message)) |\n" }
            }
            if !c.fixed.isEmpty {
                md += "\n| fixed | rule | line | count |\n| --- | --- | --- | ---: |\n"
                for (key, n) in c.fixed { md += "| \(M.code(r.display(c.folder + "/" + key.file))) | \(M.code(key.rule)) | \(M.code(key.line)) | \(n) |\n" }
            }
        }

        md += "\n## Palette census\n\nColors closer than ΔE 2 are one row. *Proposed* is the asset name and Dark value `darklint palette --xcassets` writes. "
        md += "*Contrast now* describes the color as it is today (the same in both appearances) against white and black, for text colors (the HIG asks 7:1); "
        md += "*contrast, proposed* is the proposed Dark value against `#1C1C1E` (4.5:1 asked for text, 3:1 for other content).\n\n"
        if r.palette.colors.isEmpty {
            md += "No hard-coded colors.\n"
        } else {
            md += "| color | uses | used as | proposed | Dark value | semantic | contrast now (light · dark) | contrast, proposed | where |\n"
            md += "| --- | ---: | --- | --- | --- | --- | ---: | ---: | --- |\n"
            for color in r.palette.colors {
                let group = color.group, main = group.main
                let merged = group.variants.isEmpty ? "" : "<br>merged: " + group.variants.map { "\(M.code($0.hex)) ×\($0.count)" }.joined(separator: ", ")
                let now = group.isText
                    ? [RGBA(white: 1), RGBA(white: 0)].map { ratio(main.color.contrastRatio(against: $0), MigrationReport.targetContrast) }.joined(separator: " · ")
                    : "—"
                let proposedContrast = ["text", "tint", "unknown"].contains(group.mainRole)
                    ? ratio(color.dark.contrastRatio(against: DarkVariant.darkBackground), DarkVariant.targetContrast(role: group.mainRole))
                    : "—"
                let places = group.uses.prefix(3).map { place(r, $0.path, $0.line) }.joined(separator: "<br>")
                    + (group.uses.count > 3 ? "<br>and \(group.uses.count - 3) more" : "")
                md += "| \(M.code(main.hex))\(merged) | \(group.count) | \(M.text(group.roles.map { "\($0.role) ×\($0.count)" }.joined(separator: ", "))) | "
                md += "\(M.code(color.name))\(color.existingAsset != nil ? " (existing set)" : "") | \(M.code(color.dark.hexString)) \(M.text(color.darkSource)) | "
                md += "\(main.semantic.map { M.code("." + $0.name) } ?? "asset color") | \(now) | \(proposedContrast) | \(places) |\n"
            }
        }
        if !r.lifecycle.isEmpty {
            md += "\n## Layer colors to move, by type\n\n| type | move to | findings |\n| --- | --- | --- |\n"
            for group in r.lifecycle {
                let places = group.diagnostics.map { place(r, $0.path, $0.line) }.joined(separator: "<br>")
                md += "| \(M.code(group.typeName)) | \(M.inline(group.recommendedMethods)) | \(places) |\n"
            }
        }
        md += "\n## Findings by folder and file\n"
        for folder in r.folders {
            md += "\n### \(M.code(r.display(folder.path), inTable: false)) (\(folder.count))\n"
            for (path, found) in folder.files {
                md += "\n**\(M.text(r.display(path)))** (\(found.count))\n\n| line | severity | code | message | fix |\n| ---: | --- | --- | --- | --- |\n"
                for d in found {
                    let line = "[\(d.line)](\(linkTarget(r.links.url(path: d.path, line: d.line))))"
                    md += "| \(line) | \(d.severity.rawValue)\(r.isNew(d) ? " **new**" : "") | \(M.code((d.sourceLine ?? "").trimmingCharacters(in: .whitespaces))) | "
                    md += "\(M.inline(d.message)) \(M.code(d.ruleID)) | \(d.suggestion.map { InlineCode.isProse($0) ? M.inline($0) : M.code($0) } ?? "") |\n"
                }
            }
        }
        return md
    }

    static func ratio(_ value: Double, _ target: Double) -> String {
        String(format: "%.1f:1", value) + (value < target ? " ⚠️" : "")
    }

    /// `path:line` as a link to the line.
    static func place(_ r: MigrationReport, _ path: String, _ line: Int) -> String {
        "[\(MarkdownText.text("\(r.display(path)):\(line)"))](\(linkTarget(r.links.url(path: path, line: line))))"
    }

    /// A link destination in angle brackets, which allows spaces; `<`, `>` and line breaks cannot be in it.
    static func linkTarget(_ url: String) -> String {
        "<" + url.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "|", with: "%7C") + ">"
    }
}
