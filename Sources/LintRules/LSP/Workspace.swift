import Foundation

/// The language server's view of a project: the `.darklint` configuration, one `FileSummary` per
/// file (read from disk, or from the editor's text for an open document), and the run-wide index
/// built from them as `darklint lint` builds it. A change to one file recomputes that file's summary
/// and rebuilds the index from the cached ones.
final class Workspace {
    let root: String?
    private(set) var resolver: ConfigResolver
    private(set) var options = LintOptions()
    private(set) var allowedAssets: Set<String> = []
    private var collectAssetUses = false
    /// By absolute path.
    private var summaries: [String: FileSummary] = [:]
    /// The paths of `summaries` in the order `darklint lint` reads files (kept until one comes or goes).
    private var orderedPaths: [String]?
    private(set) var context = LintContext(index: ProjectIndex([]))
    /// Seconds the last index rebuild took (for the log).
    private(set) var lastRebuild = 0.0

    init(root: String?) {
        self.root = root
        resolver = ConfigResolver(currentDirectory: root ?? "/", commandLine: [], configPath: nil, noConfig: false)
    }

    /// Reads the configuration again and summarises every file under the root.
    func load() {
        resolver = ConfigResolver(currentDirectory: root ?? "/", commandLine: [], configPath: nil, noConfig: false)
        summaries = [:]
        orderedPaths = nil
        guard let root else {
            rebuild()
            return
        }
        let files = FileWalker.expand([root], resolver: resolver).files
        let settings = resolver.settings(forFolder: root)
        collectAssetUses = files.contains { $0.absolute.hasSuffix(".colorset/Contents.json") }
        allowedAssets = settings.allowedAssets
        var lintOptions = settings.lintOptions
        var folders: Set<String> = []
        for file in files where folders.insert(file.folder).inserted {
            lintOptions.merge(folder: resolver.settings(forFolder: file.folder).lintOptions, run: settings.lintOptions)
        }
        lintOptions.deploymentTargets = settings.deploymentTargetGiven ? settings.deploymentTargets : DeploymentTargets.detect(in: root)
        lintOptions.packageDependencies = DeploymentTargets.packageDependencies(in: root).sorted()
        // No dead-code judgement in an editor: the code being written is often not referenced yet,
        // and its findings are exactly what the developer wants to see while writing it.
        lintOptions.wholeProject = false
        options = lintOptions
        let includeGenerated = settings.includeGenerated
        let (resolver, collect, allowed) = (self.resolver, collectAssetUses, allowedAssets)
        let found = ParallelMap.map(files, jobs: settings.jobs) { file -> (String, FileSummary)? in
            guard case .source(let source) = SourceReader.read(file.absolute, displayPath: file.absolute,
                                                               includeGenerated: includeGenerated) else { return nil }
            return Self.summary(source, resolver, collect, allowed).map { (file.absolute, $0) }
        }
        for case let (path, summary)? in found { summaries[path] = summary }
        rebuild()
    }

    /// `source` (path absolute) summarised under its plan.
    private func summary(_ source: SourceFile) -> FileSummary? {
        Self.summary(source, resolver, collectAssetUses, allowedAssets)
    }

    private static func summary(_ source: SourceFile, _ resolver: ConfigResolver, _ collectAssetUses: Bool,
                                _ allowedAssets: Set<String>) -> FileSummary? {
        LintRun.summary(of: source, absolutePath: source.path, plan: plan(for: source.path, resolver),
                        collectAssetUses: collectAssetUses, allowedAssets: allowedAssets)
    }

    func plan(for path: String) -> FilePlan { Self.plan(for: path, resolver) }

    private static func plan(for path: String, _ resolver: ConfigResolver) -> FilePlan {
        FilePlan.make(resolver.settings(forFolder: (path as NSString).deletingLastPathComponent), absolutePath: path)
    }

    func isExcluded(_ path: String) -> Bool {
        FileWalker.isExcluded(path, isFolder: false, resolver)
    }

    /// Whether `darklint lint` would leave the file out: excluded by its configuration, or generated
    /// (without `--include-generated`).
    func skips(_ path: String, bytes: [UInt8]) -> Bool {
        if isExcluded(path) { return true }
        let settings = resolver.settings(forFolder: (path as NSString).deletingLastPathComponent)
        return !settings.includeGenerated && GeneratedFileDetector.isGenerated(bytes)
    }

    var configurationErrors: [String] { resolver.errors.map(\.description) }

    /// Takes `source` (an open document's text) as the file's content, or with nil the file on
    /// disk (a closed document, a file changed or deleted outside the editor), and rebuilds the index.
    func update(_ path: String, with source: SourceFile?) {
        // The first color set: Swift files' summaries must now record their asset uses too.
        if !collectAssetUses, path.hasSuffix(".colorset/Contents.json"), FileManager.default.fileExists(atPath: path) {
            load()
            return
        }
        let known = summaries[path] != nil
        defer { if known != (summaries[path] != nil) { orderedPaths = nil } }
        if let source {
            summaries[path] = summary(source)
        } else if case .source(let disk) = SourceReader.read(path, displayPath: path, includeGenerated: true),
                  !isExcluded(path), SourceKind.of(path: path) != nil {
            summaries[path] = summary(disk)
        } else {
            summaries[path] = nil
        }
        rebuild()
    }

    private func rebuild() {
        let start = Date()
        let paths = orderedPaths ?? summaries.keys.sorted { PathKey($0) < PathKey($1) }
        orderedPaths = paths
        let ordered = paths.map { summaries[$0]! }
        context = LintContext(index: ProjectIndex(ordered, options: options), options: options)
        lastRebuild = Date().timeIntervalSince(start)
    }

    /// The findings of `source` (a Swift file, path absolute) against the index.
    func diagnostics(_ source: SourceFile) -> [Diagnostic] {
        LintRun.diagnostics(in: source, plan: plan(for: source.path), context: context).sorted(by: Diagnostic.ordered)
    }

    /// `source` with its safe fixes applied as `darklint lint --fix` applies them.
    func fixAll(_ source: SourceFile) -> [UInt8] {
        FixRun.fix(source, plan: plan(for: source.path), context: context, unsafe: false).bytes
    }
}
