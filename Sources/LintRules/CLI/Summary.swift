/// The one-line summary printed to standard error.
enum Summary {
    static func line(_ result: LintRun.Result, color: Bool = false) -> String {
        var counts: [Severity: Int] = [:]
        for d in result.diagnostics { counts[d.severity, default: 0] += 1 }
        var parts: [String] = []
        for severity in [Severity.error, .warning, .note] {
            guard let n = counts[severity] else { continue }
            let text = "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
            parts.append(color ? ANSI.severity(severity) + text + ANSI.reset : text)
        }
        let found = parts.isEmpty ? "no findings" : parts.joined(separator: ", ")
        var text = "darklint: \(found) in \(result.filesLinted) file\(result.filesLinted == 1 ? "" : "s")"
        var notes: [String] = []
        if result.baselined > 0 { notes.append("\(result.baselined) hidden by the baseline") }
        if result.generatedSkipped > 0 {
            notes.append("\(result.generatedSkipped) generated file\(result.generatedSkipped == 1 ? "" : "s") skipped; --include-generated lints them")
        }
        if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
        return text + "\n"
    }
}
