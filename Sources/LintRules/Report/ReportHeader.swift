import Foundation

/// What a shared report must say about itself: which project, which folder, which commit, when, and
/// which darklint, so a reader knows what the numbers describe.
public struct ReportHeader: Sendable {
    public var projectName: String
    /// The paths linted, as given (the current folder when none was).
    public var scannedPaths: [String]
    /// The commit checked out where the (first) scanned path is, when it is in a git repository.
    public var commit: String?
    public var branch: String?
    /// The repository's top folder (links are relative to it), when in git.
    public var repositoryRoot: String?
    /// The (first) folder scanned, absolute.
    public var folder: String = ""
    public var date: Date
    public var version: String

    public init(projectName: String = "", scannedPaths: [String] = [], commit: String? = nil, branch: String? = nil,
                repositoryRoot: String? = nil, date: Date = Date(timeIntervalSince1970: 0), version: String = Version.current) {
        self.projectName = projectName
        self.scannedPaths = scannedPaths
        self.commit = commit
        self.branch = branch
        self.repositoryRoot = repositoryRoot
        self.date = date
        self.version = version
    }

    /// The header of a run over `paths`. The project is named after the repository's folder, or else
    /// the (first) folder scanned. `SOURCE_DATE_EPOCH` (seconds), when set, is the date: reports
    /// rebuilt from the same commit are then the same bytes.
    public static func make(paths: [String], currentDirectory: String, environment: [String: String]) -> ReportHeader {
        let given = paths.isEmpty ? ["."] : paths
        let first = (OptionSpec.absolute(given[0], base: currentDirectory) as NSString).standardizingPath
        var isFolder: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) && isFolder.boolValue
            ? first : (first as NSString).deletingLastPathComponent
        let root = GitRepository.root(of: folder)
        let head = root.flatMap { GitRepository.head(root: $0) }
        var name = ((root ?? folder) as NSString).lastPathComponent
        if name.isEmpty || name == "/" { name = folder }
        let date = environment["SOURCE_DATE_EPOCH"].flatMap(Double.init).map { Date(timeIntervalSince1970: $0) } ?? Date()
        var header = ReportHeader(projectName: name, scannedPaths: given, commit: head?.commit, branch: head?.branch,
                                  repositoryRoot: root, date: date, version: Version.current)
        header.folder = folder
        return header
    }

    /// `2026-11-23 02:41 UTC`: one format in every report, whatever the machine's locale and zone.
    public var dateText: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    /// The commit as people quote it (12 digits), with the branch.
    public var commitText: String? {
        guard let commit else { return nil }
        return String(commit.prefix(12)) + (branch.map { " (\($0))" } ?? "")
    }
}
