/// GitLab Code Quality (Code Climate) JSON. Each issue's fingerprint is stable across runs: a hash
/// of the path, the rule, the offending line's text and its occurrence index — not the line number,
/// so unrelated edits above a finding do not make GitLab report it as new.
public struct CodeClimateReporter: Reporter {
    public static let id = "codeclimate"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var occurrences: [String: Int] = [:]
        return JSONText.array(diagnostics.map { d in
            let path = context.relativePath(d.path)
            let text = Baseline.normalize(d.sourceLine ?? "")
            let key = "\(path)\u{0}\(d.ruleID)\u{0}\(text)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            let fingerprint = Self.fingerprint(key + "\u{0}\(occurrence)")
            let severity: String
            switch d.severity {
            case .error: severity = "major"
            case .warning: severity = "minor"
            case .note: severity = "info"
            }
            return "{\"type\": \"issue\", \"check_name\": \(JSONText.string(d.ruleID)), "
                + "\"description\": \(JSONText.string(d.message)), \"categories\": [\"Bug Risk\"], "
                + "\"severity\": \"\(severity)\", \"fingerprint\": \"\(fingerprint)\", "
                + "\"location\": {\"path\": \(JSONText.string(path)), \"lines\": {\"begin\": \(d.line), \"end\": \(d.endLine ?? d.line)}}}"
        })
    }

    /// Two independent FNV-1a 64-bit hashes: 32 hex digits, the length of the MD5 GitLab examples use.
    static func fingerprint(_ s: String) -> String {
        var a: UInt64 = 0xCBF2_9CE4_8422_2325
        var b: UInt64 = 0x6C62_272E_07BB_0142
        for byte in s.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01B3
            b = b &+ (b << 7)
        }
        func hex(_ v: UInt64) -> String {
            let digits = String(v, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(a) + hex(b)
    }
}
