/// JUnit XML for CI test reports (GitLab, Jenkins): one test case per linted file (`file=` its
/// path), failed when it has a finding at or above `--fail-on`, with one `<failure>` per such
/// finding. `failures` counts failed test cases, as JUnit readers expect; findings below the
/// threshold (notes, by default) do not fail their file and are listed in its `<system-out>`.
public struct JUnitReporter: Reporter {
    public static let id = "junit"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var byFile: [PathKey: [Diagnostic]] = [:]   // bytes: see PathKey
        for d in diagnostics { byFile[PathKey(d.path), default: []].append(d) }
        let files = Set(context.files.map(PathKey.init)).union(byFile.keys).sorted().map(\.path)
        let failedFiles = files.filter { (byFile[PathKey($0)] ?? []).contains(where: context.fails) }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"darklint\" tests=\"\(files.count)\" failures=\"\(failedFiles)\">\n"
        out += "  <testsuite name=\"darklint\" tests=\"\(files.count)\" failures=\"\(failedFiles)\" errors=\"0\">\n"
        for path in files {
            let found = byFile[PathKey(path)] ?? []
            let name = XMLText.escape(path)
            let opening = "    <testcase classname=\"darklint\" name=\"\(name)\" file=\"\(name)\""
            if found.isEmpty {
                out += opening + "/>\n"
                continue
            }
            out += opening + ">\n"
            let line = { (d: Diagnostic) in "\(d.severity.rawValue): \(d.path):\(d.line):\(d.column): \(d.message) [\(d.ruleID)]" }
            for d in found where context.fails(d) {
                out += "      <failure type=\"\(XMLText.escape(d.ruleID))\" message=\"\(XMLText.escape(d.message))\">"
                out += XMLText.escape(line(d))
                out += "</failure>\n"
            }
            let passing = found.filter { !context.fails($0) }
            if !passing.isEmpty {
                out += "      <system-out>" + XMLText.escape(passing.map(line).joined(separator: "\n")) + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
