/// Whether darklint colours what it prints, and the escapes it uses.
///
/// `--color always|never` (or `--no-color`) decides; under `auto` (the default) the environment
/// does, in the order the conventions define: `FORCE_COLOR` (https://force-color.org) turns colour
/// on, `NO_COLOR` (https://no-color.org) off, `TERM=dumb` off (such terminals print the escapes as
/// text), and otherwise only a terminal gets colour, never a pipe, a file or a CI log.
public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never

    public func enabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            // An empty variable counts as unset, as both conventions say; FORCE_COLOR=0 asks for none.
            if let force = environment["FORCE_COLOR"], !force.isEmpty { return force != "0" && force != "false" }
            if let no = environment["NO_COLOR"], !no.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}

/// ANSI SGR escapes, as clang and swiftc colour their diagnostics.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    /// Erase from the cursor to the end of the line (for a progress line redrawn in place).
    static let clearLine = "\u{1B}[K"

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }
}
