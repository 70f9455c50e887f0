/// Checkstyle XML, read by Jenkins' warnings plugin, Danger and most CI dashboards.
public struct CheckstyleReporter: Reporter {
    public static let id = "checkstyle"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [PathKey: [Diagnostic]] = [:]   // bytes: see PathKey
        for d in diagnostics { byFile[PathKey(d.path), default: []].append(d) }
        for key in byFile.keys.sorted() {
            out += "  <file name=\"\(XMLText.escape(key.path))\">\n"
            for d in byFile[key]! {
                let severity = d.severity == .note ? "info" : d.severity.rawValue
                out += "    <error line=\"\(d.line)\" column=\"\(d.column)\" severity=\"\(severity)\" "
                out += "message=\"\(XMLText.escape(d.message))\" source=\"darklint.\(XMLText.escape(d.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
