/// `path:line:column: severity: message [rule_id]`, one line per finding: the format Xcode, editors'
/// problem matchers and Vim's default `errorformat` read.
public struct XcodeReporter: Reporter {
    public static let id = "xcode"

    /// Colour as clang and swiftc do on a terminal: the location bold, the severity in its colour,
    /// the rule id dim. Off for anything read by a program (see `ColorMode`).
    public var color = false

    public init(color: Bool = false) {
        self.color = color
    }

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        for d in diagnostics {
            if color {
                out += ANSI.bold + "\(d.path):\(d.line):\(d.column):" + ANSI.reset + " "
                    + ANSI.severity(d.severity) + d.severity.rawValue + ":" + ANSI.reset + " "
                    + Self.oneLine(d.message) + " " + ANSI.dim + "[\(d.ruleID)]" + ANSI.reset + "\n"
            } else {
                out += "\(d.path):\(d.line):\(d.column): \(d.severity.rawValue): \(Self.oneLine(d.message)) [\(d.ruleID)]\n"
            }
        }
        return out
    }

    /// A message must stay on its line whatever it quotes.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}
