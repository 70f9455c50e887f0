/// The data of the migration report, computed once and rendered as HTML or Markdown.
public struct MigrationReport: Sendable {
    public var filesScanned: Int
    public var diagnostics: [Diagnostic]
    public var census: PaletteCensus
    /// Findings fixable by swapping in a semantic color (or style) that darklint names.
    public var swappable: Int
    public var byRule: [(rule: String, count: Int)]
    public var bySeverity: [(severity: Severity, count: Int)]
    public var folders: [Folder]
    public var lifecycle: [LifecycleGroup]

    public struct Folder: Sendable {
        public var path: String
        public var files: [(path: String, diagnostics: [Diagnostic])]
        public var count: Int { files.reduce(0) { $0 + $1.diagnostics.count } }
    }

    public struct LifecycleGroup: Sendable {
        public var typeName: String
        public var recommendedMethods: String
        public var diagnostics: [Diagnostic]
    }

    /// Text in the HIG's target contrast for custom text colors.
    public static let targetContrast = 7.0

    public init(result: LintRun.Result) {
        filesScanned = result.filesLinted
        diagnostics = result.diagnostics
        census = PaletteCensus(result.diagnostics)
        swappable = result.diagnostics.filter { $0.suggestion != nil && $0.ruleID != "cgcolor_outside_update" }.count
        var rules: [String: Int] = [:]
        var severities: [Severity: Int] = [:]
        var byFile: [PathKey: [Diagnostic]] = [:]   // bytes: see PathKey
        var byType: [String: [Diagnostic]] = [:]
        for d in result.diagnostics {
            rules[d.ruleID, default: 0] += 1
            severities[d.severity, default: 0] += 1
            byFile[PathKey(d.path), default: []].append(d)
            if d.ruleID == "cgcolor_outside_update", let type = d.details?.typeName { byType[type, default: []].append(d) }
        }
        byRule = rules.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
        bySeverity = [Severity.error, .warning, .note].compactMap { s in severities[s].map { (s, $0) } }
        var folderFiles: [String: [(String, [Diagnostic])]] = [:]
        for (key, found) in byFile {
            let path = key.path
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            folderFiles[folder, default: []].append((path, found))
        }
        folders = folderFiles.map { folder, files in
            Folder(path: folder, files: files.sorted { $0.1.count != $1.1.count ? $0.1.count > $1.1.count : $0.0 < $1.0 })
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.path < $1.path }
        lifecycle = byType.map { type, found in
            LifecycleGroup(typeName: type, recommendedMethods: found.first?.details?.recommendedMethods ?? "", diagnostics: found)
        }.sorted { $0.diagnostics.count != $1.diagnostics.count ? $0.diagnostics.count > $1.diagnostics.count : $0.typeName < $1.typeName }
    }
}
