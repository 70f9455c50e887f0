/// `path:line:column: severity: message [rule_id]`, one line per finding: the format Xcode, editors'
/// problem matchers and Vim's default `errorformat` read.
public struct XcodeReporter: Reporter {
    public static let id = "xcode"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        for d in diagnostics {
            out += "\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(Self.oneLine(d.message)) [\(d.ruleID)]\n"
        }
        return out
    }

    /// A message must stay on its line whatever it quotes.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}
