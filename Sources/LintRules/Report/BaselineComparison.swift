/// The report against a baseline (`darklint report --baseline FILE`): which findings are new since
/// it was written and which of its findings are gone (fixed, or their line changed). Matching is the
/// baseline's own (file, rule and the line's text, not its number), so it agrees with `lint --baseline`.
public struct BaselineComparison: Sendable {
    /// The baseline file as given.
    public var path: String
    /// Per diagnostic of the report (same order): whether it is new.
    public var isNew: [Bool]
    /// Baseline entries no current finding matches, with how many of each.
    public var fixed: [(key: Baseline.Key, count: Int)]
    /// The baseline's folder (absolute): its entries' files are relative to it.
    public var folder: String

    public var newCount: Int { isNew.filter { $0 }.count }
    public var fixedCount: Int { fixed.reduce(0) { $0 + $1.count } }
    public var unchangedCount: Int { isNew.count - newCount }

    public init(baseline: Baseline, path: String, diagnostics: [Diagnostic], folder: String, currentDirectory: String) {
        self.path = path
        self.folder = folder
        let (known, matched) = baseline.match(diagnostics, folder: folder, currentDirectory: currentDirectory)
        isNew = known.map { !$0 }
        fixed = baseline.subtracting(matched)
    }
}
