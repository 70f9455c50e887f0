/// JUnit XML for CI test reports (GitLab, Jenkins): one test case per linted file, one failure per
/// finding, so a file with findings shows as a failed test with each finding listed.
public struct JUnitReporter: Reporter {
    public static let id = "junit"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var byFile: [PathKey: [Diagnostic]] = [:]   // bytes: see PathKey
        for d in diagnostics { byFile[PathKey(d.path), default: []].append(d) }
        let files = Set(context.files.map(PathKey.init)).union(byFile.keys).sorted().map(\.path)
        let failures = diagnostics.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"darklint\" tests=\"\(files.count)\" failures=\"\(failures)\">\n"
        out += "  <testsuite name=\"darklint\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for path in files {
            let found = byFile[PathKey(path)] ?? []
            let name = XMLText.escape(path)
            if found.isEmpty {
                out += "    <testcase classname=\"darklint\" name=\"\(name)\"/>\n"
                continue
            }
            out += "    <testcase classname=\"darklint\" name=\"\(name)\">\n"
            for d in found {
                out += "      <failure type=\"\(XMLText.escape(d.ruleID))\" message=\"\(XMLText.escape(d.message))\">"
                out += XMLText.escape("\(d.severity.rawValue): \(d.path):\(d.line):\(d.column): \(d.message) [\(d.ruleID)]")
                out += "</failure>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
