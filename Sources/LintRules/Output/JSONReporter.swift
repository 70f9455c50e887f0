/// A JSON array of `{file, line, column, severity, rule, message, suggestion, evidence}` objects, keys
/// in that order (stable: scripts depend on them); `suggestion` is null when there is none, `evidence`
/// (a color finding's color, role, risk and L*) too. A finding at a fixed definition adds `related`: the
/// first use in each role (`[{file, line, message}]`).
public struct JSONReporter: Reporter {
    public static let id = "json"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        JSONText.array(diagnostics.map { d in
            "{\"file\": \(JSONText.string(d.path)), \"line\": \(d.line), \"column\": \(d.column), "
                + "\"severity\": \(JSONText.string(d.severity.rawValue)), \"rule\": \(JSONText.string(d.ruleID)), "
                + "\"message\": \(JSONText.string(d.message)), \"suggestion\": \(d.suggestion.map(JSONText.string) ?? "null"), "
                + "\"evidence\": \(d.details?.evidenceJSON ?? "null")"
                + (d.details?.relatedJSON.map { ", \"related\": \($0)" } ?? "") + "}"
        })
    }
}

/// JSON string escaping (RFC 8259): quotes, backslashes and control characters; non-ASCII stays as is.
public enum JSONText {
    /// One object per line, so large outputs stay readable and diff well: `[\n  {...},\n  {...}\n]\n`.
    public static func array(_ objects: [String]) -> String {
        objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
