/// Renders diagnostics in one output format. Reporters are pure: diagnostics in, text out.
public protocol Reporter: Sendable {
    static var id: String { get }
    func render(_ diagnostics: [Diagnostic]) -> String
}

public enum Reporters {
    public static let all: [any Reporter.Type] = [XcodeReporter.self, JSONReporter.self]

    public static func named(_ id: String) -> (any Reporter)? {
        switch id {
        case XcodeReporter.id: return XcodeReporter()
        case JSONReporter.id: return JSONReporter()
        default: return nil
        }
    }
}
