/// The data of the migration report, computed once and rendered as HTML or Markdown.
public struct MigrationReport: Sendable {
    public var header: ReportHeader
    public var links: SourceLinks
    public var filesScanned: Int
    public var diagnostics: [Diagnostic]
    public var census: PaletteCensus
    /// Findings fixable by swapping in a semantic color (or style) that darklint names.
    public var swappable: Int
    public var byRule: [(rule: String, count: Int)]
    public var bySeverity: [(severity: Severity, count: Int)]
    public var folders: [Folder]
    public var lifecycle: [LifecycleGroup]
    public var modules: ModuleRollup
    /// Findings by what it takes to resolve them (every effort, in order, also those with none).
    public var effort: [(effort: Effort, count: Int)]
    /// Palette findings that have an unsafe fix (a suggested swap `--fix --unsafe-fixes` applies).
    public var unsafeSwaps: Int
    /// The census's colours with their proposed asset names and Dark values (what `palette --xcassets` writes).
    public var palette: PaletteExport
    public var comparison: BaselineComparison?
    /// Findings new since the baseline (empty without one).
    var newFindings: Set<FindingID> = []

    /// A finding's identity within one report.
    struct FindingID: Hashable, Sendable {
        var path: PathKey
        var line: Int
        var column: Int
        var rule: String
        var message: String
        init(_ d: Diagnostic) {
            path = PathKey(d.path)
            line = d.line
            column = d.column
            rule = d.ruleID
            message = d.message
        }
    }

    /// A path as the report shows it: relative to the project's folder (see `SourceLinks.relative`).
    public func display(_ path: String) -> String { links.relative(path) }

    public func isNew(_ d: Diagnostic) -> Bool { newFindings.contains(FindingID(d)) }

    /// A report this long is shown with its detail sections closed (`<details>`), so that it stays
    /// navigable without scripts: the summary, effort and roll-up fit a screen, the rest opens on demand.
    public var isLarge: Bool { diagnostics.count > 60 || folders.count > 12 || palette.colors.count > 40 }

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

    public init(result: LintRun.Result, header: ReportHeader = ReportHeader(), links: SourceLinks = SourceLinks(),
                baseline: BaselineComparison? = nil, catalog: [CatalogColor] = []) {
        self.header = header
        self.links = links
        comparison = baseline
        if let baseline {
            newFindings = Set(zip(result.diagnostics, baseline.isNew).filter(\.1).map { FindingID($0.0) })
        }
        filesScanned = result.filesLinted
        diagnostics = result.diagnostics
        census = PaletteCensus(result.diagnostics)
        palette = PaletteExport(census, catalog: catalog)
        modules = ModuleRollup(result.diagnostics)
        var efforts: [Effort: Int] = [:]
        for d in result.diagnostics { efforts[Effort.of(d), default: 0] += 1 }
        effort = Effort.allCases.map { ($0, efforts[$0] ?? 0) }
        unsafeSwaps = result.diagnostics.filter { Effort.of($0) == .palette && $0.fix?.applicability == .unsafe }.count
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
