/// The migration report as Markdown, for a pull-request comment or a wiki page: the same content
/// as the HTML report, in tables, without swatches.
public enum MarkdownReport {
    public static func render(_ r: MigrationReport, title: String = "Dark Mode migration report") -> String {
        var md = "# \(title)\n\n"
        md += "**\(r.filesScanned)** files scanned · **\(r.diagnostics.count)** findings · **\(r.swappable)** fixable by swapping in a semantic color or style · **\(r.census.entries.count)** distinct hard-coded colors\n\n"
        md += "| severity | findings |\n| --- | ---: |\n"
        for (severity, n) in r.bySeverity { md += "| \(severity.rawValue) | \(n) |\n" }
        md += "\n| rule | findings |\n| --- | ---: |\n"
        for (rule, n) in r.byRule { md += "| `\(rule)` | \(n) |\n" }

        md += "\n## Palette census\n\nContrast is against the system background (white in Light, black in Dark); the HIG asks 7:1 for custom text colors.\n\n"
        if r.census.entries.isEmpty {
            md += "No hard-coded colors.\n"
        } else {
            md += "| color | uses | used as | suggested | light | dark | contrast light | contrast dark | where |\n"
            md += "| --- | ---: | --- | --- | --- | --- | ---: | ---: | --- |\n"
            for entry in r.census.entries {
                let semantic = entry.semantic
                let contrast = entry.isText
                    ? [entry.color.contrastRatio(against: RGBA(white: 1)), entry.color.contrastRatio(against: RGBA(white: 0))]
                        .map { String(format: "%.1f:1", $0) + ($0 < MigrationReport.targetContrast ? " ⚠️" : "") }
                    : ["—", "—"]
                let places = entry.uses.prefix(3).map { "`\(cell($0.path)):\($0.line)`" }.joined(separator: "<br>")
                    + (entry.uses.count > 3 ? "<br>and \(entry.uses.count - 3) more" : "")
                md += "| `\(entry.hex)` | \(entry.count) | \(entry.roles.map { "\($0.role) ×\($0.count)" }.joined(separator: ", ")) | "
                md += "\(semantic.map { "`.\($0.name)`" } ?? "asset color") | \(semantic.map { "`\($0.light.hexString)`" } ?? "") | "
                md += "\(semantic.map { "`\($0.dark.hexString)`" } ?? "") | \(contrast[0]) | \(contrast[1]) | \(places) |\n"
            }
        }
        if !r.lifecycle.isEmpty {
            md += "\n## Layer colors to move, by type\n\n| type | move to | findings |\n| --- | --- | --- |\n"
            for group in r.lifecycle {
                let places = group.diagnostics.map { "`\(cell($0.path)):\($0.line)`" }.joined(separator: "<br>")
                md += "| `\(group.typeName)` | \(cell(group.recommendedMethods)) | \(places) |\n"
            }
        }
        md += "\n## Findings by folder and file\n"
        for folder in r.folders {
            md += "\n### \(folder.path) (\(folder.count))\n"
            for (path, found) in folder.files {
                md += "\n**\(path)** (\(found.count))\n\n| line | severity | code | message | fix |\n| ---: | --- | --- | --- | --- |\n"
                for d in found {
                    md += "| \(d.line) | \(d.severity.rawValue) | `\(cell((d.sourceLine ?? "").trimmingCharacters(in: .whitespaces)))` | "
                    md += "\(cell(d.message)) `\(d.ruleID)` | \(d.suggestion.map { "`\(cell($0))`" } ?? "") |\n"
                }
            }
        }
        return md
    }

    /// A table cell: pipes escaped, line breaks flattened, backticks inside code spans avoided.
    static func cell(_ s: String) -> String {
        s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}

import Foundation
