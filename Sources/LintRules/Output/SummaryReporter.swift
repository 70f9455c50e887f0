/// A terminal summary: findings per severity and per rule, and the files with the most findings.
public struct SummaryReporter: Reporter {
    public static let id = "summary"
    static let topFiles = 10

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = "darklint summary: \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") in \(context.files.count) file\(context.files.count == 1 ? "" : "s")\n"
        guard !diagnostics.isEmpty else { return out }
        var bySeverity: [Severity: Int] = [:]
        var byRule: [String: Int] = [:]
        var byFile: [String: Int] = [:]
        for d in diagnostics {
            bySeverity[d.severity, default: 0] += 1
            byRule[d.ruleID, default: 0] += 1
            byFile[d.path, default: 0] += 1
        }
        out += "\nby severity:\n"
        for severity in [Severity.error, .warning, .note] where bySeverity[severity] != nil {
            out += "  " + String(bySeverity[severity]!).leftPadded(6) + "  \(severity.rawValue)\n"
        }
        out += "\nby rule:\n"
        for (rule, n) in byRule.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            out += "  " + String(n).leftPadded(6) + "  \(rule)\n"
        }
        out += "\ntop files:\n"
        for (file, n) in byFile.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(Self.topFiles) {
            out += "  " + String(n).leftPadded(6) + "  \(file)\n"
        }
        return out
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
