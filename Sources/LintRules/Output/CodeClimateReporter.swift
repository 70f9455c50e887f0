/// GitLab Code Quality (Code Climate) JSON. Each issue's fingerprint is stable across runs (see
/// `Fingerprint`), so unrelated edits above a finding do not make GitLab report it as new. Paths are
/// relative to the report's base folder (the current folder, or `--base`); a file outside it keeps
/// its absolute path, as no relative one would name it.
public struct CodeClimateReporter: Reporter {
    public static let id = "codeclimate"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let fingerprints = Fingerprint.all(diagnostics) { context.relativePath($0.path) }
        return JSONText.array(zip(diagnostics, fingerprints).map { d, fingerprint in
            let severity: String
            switch d.severity {
            case .error: severity = "major"
            case .warning: severity = "minor"
            case .note: severity = "info"
            }
            return "{\"type\": \"issue\", \"check_name\": \(JSONText.string(d.ruleID)), "
                + "\"description\": \(JSONText.string(d.message)), \"categories\": [\"Bug Risk\"], "
                + "\"severity\": \"\(severity)\", \"fingerprint\": \"\(fingerprint)\", "
                + "\"location\": {\"path\": \(JSONText.string(context.relativePath(d.path))), \"lines\": {\"begin\": \(d.line), \"end\": \(d.endLine ?? d.line)}}}"
        })
    }
}
