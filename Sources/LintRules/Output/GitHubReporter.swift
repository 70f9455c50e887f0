/// GitHub Actions workflow commands: one annotation per finding, shown inline on the pull request.
/// `::warning file=PATH,line=L,col=C,endLine=L,endColumn=C,title=RULE::MESSAGE`; `error`, `warning`
/// or `notice` by severity. Escaping follows the runner: `%`, CR and LF everywhere, and `:` and `,`
/// in properties too.
public struct GitHubReporter: Reporter {
    public static let id = "github"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        for d in diagnostics {
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties = "file=\(Self.property(context.relativePath(d.path))),line=\(d.line),col=\(d.column)"
            if let endLine = d.endLine, let endColumn = d.endColumn {
                properties += ",endLine=\(endLine),endColumn=\(endColumn)"
            }
            properties += ",title=\(Self.property("darklint " + d.ruleID))"
            out += "::\(command) \(properties)::\(Self.data(d.message))\n"
        }
        return out
    }

    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

import Foundation
