import Foundation

/// Links from the report to the lines it cites. By default a `file://` URL of the file (browsers
/// open it; no line anchor exists for local files). `--link-template` makes them point anywhere:
///
/// - `{path}`: the file's path relative to the repository's top folder (or `--base`, or the
///   current folder), each component percent-encoded: `Sources/App/Card%20View.swift`;
/// - `{line}`: the line number;
/// - `{commit}`: the commit checked out (`HEAD` when not in git);
/// - `{abspath}`: the absolute path, percent-encoded.
///
/// `https://github.com/OWNER/REPO/blob/{commit}/{path}#L{line}` links to GitHub,
/// `vscode://file/{abspath}:{line}` opens the line in VS Code.
public struct SourceLinks: Sendable {
    public var template: String?
    /// The folder `{path}` is relative to.
    public var root: String
    public var currentDirectory: String
    public var commit: String?

    public init(template: String? = nil, root: String = "", currentDirectory: String = "", commit: String? = nil) {
        self.template = template
        self.root = root
        self.currentDirectory = currentDirectory
        self.commit = commit
    }

    static let placeholders = ["{path}", "{line}", "{commit}", "{abspath}"]

    /// Why a template cannot be used, or nil.
    static func problem(_ template: String) -> String? {
        guard template.contains("{path}") || template.contains("{abspath}") else {
            return "--link-template needs {path} or {abspath} (placeholders: \(placeholders.joined(separator: ", ")))"
        }
        let scheme = template.prefix { $0 != ":" }.lowercased()
        guard template.contains(":"), !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
              !["javascript", "data", "vbscript"].contains(scheme) else {
            return "--link-template must be a URL (https://..., file://..., vscode://...), not '\(template)'"
        }
        return nil
    }

    /// The link to `line` of `path` (a path as the report shows it: relative to the current folder, or absolute).
    public func url(path: String, line: Int) -> String {
        let absolute = absolute(path)
        guard let template else { return "file://" + Self.encode(absolute) }
        return template
            .replacingOccurrences(of: "{path}", with: Self.encode(relative(path)))
            .replacingOccurrences(of: "{abspath}", with: Self.encode(absolute))
            .replacingOccurrences(of: "{line}", with: String(line))
            .replacingOccurrences(of: "{commit}", with: commit ?? "HEAD")
    }

    func absolute(_ path: String) -> String {
        ((path.hasPrefix("/") || currentDirectory.isEmpty ? path : currentDirectory + "/" + path) as NSString).standardizingPath
    }

    /// The path relative to `root` when it is inside it; otherwise as given (the report shows this).
    public func relative(_ path: String) -> String {
        let absolute = absolute(path)
        return !root.isEmpty && absolute.hasPathPrefix(root + "/") ? absolute.droppingPathPrefix(root + "/") : path
    }

    /// Each path component percent-encoded (spaces, `#`, `?`, `%`, non-ASCII), the slashes kept.
    static func encode(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        allowed = allowed.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
