/// Every color set in the run with its catalog, and whether it is fixed (no Dark appearance, or one
/// identical to Any). Apps often carry a set of the same name in several targets' catalogs — one with
/// a Dark variant, one without — so a lookup from a file resolves to the catalog nearest to it (the
/// longest common folder prefix), as the target's own bundle would.
struct ColorAssetCatalogs: Sendable {
    private var variants: [String: [(root: String, fixed: Bool, changesVisibly: Bool)]] = [:]

    init() {}

    /// Adds the run's next file (a color set's summary; other files add nothing).
    mutating func add(_ summary: FileSummary) {
        guard let fixed = summary.colorAssetFixed, let name = summary.colorAssetNames.first else { return }
        let root = Self.catalogRoot(of: summary.path)
        for key in ColorUseTable.keys(ofAsset: name) {
            variants[key, default: []].append((root, fixed, summary.colorAssetChangesVisibly))
        }
    }

    /// Whether `asset` (as code names it) is fixed as seen from `path`; nil when no catalog has it.
    func isFixed(_ asset: String, from path: String) -> Bool? {
        nearest(asset, from: path, \.fixed)
    }

    /// Whether `asset`'s Dark appearance differs visibly from its Any one, as seen from `path` (a frozen
    /// copy of a set that changes by a shade looks right in both); nil when no catalog has it.
    func changesVisibly(_ asset: String, from path: String) -> Bool? {
        nearest(asset, from: path, \.changesVisibly)
    }

    /// `property` of the set in the catalogs nearest `path`, when they agree.
    private func nearest(_ asset: String, from path: String, _ property: (Variant) -> Bool) -> Bool? {
        guard let candidates = variants[asset], let first = candidates.first else { return nil }
        if candidates.allSatisfy({ property($0) == property(first) }) { return property(first) }
        let ranked = candidates.map { (common: Self.commonFolders($0.root, path), value: property($0)) }
        let best = ranked.map(\.common).max() ?? 0
        let nearest = ranked.filter { $0.common == best }
        return nearest.allSatisfy { $0.value } ? true : nearest.allSatisfy { !$0.value } ? false : nil
    }

    private typealias Variant = (root: String, fixed: Bool, changesVisibly: Bool)

    /// Keys (full, last component, generated accessor) of sets that are fixed in every catalog.
    var fixedEverywhere: [String] { variants.filter { $0.value.allSatisfy(\.fixed) }.map(\.key) }
    /// Keys of sets that adapt in some catalog.
    var adaptiveSomewhere: [String] { variants.filter { $0.value.contains { !$0.fixed } }.map(\.key) }
    /// Keys of sets whose appearances differ visibly in some catalog: what a frozen copy gets wrong.
    var visiblyAdaptiveSomewhere: [String] { variants.filter { $0.value.contains { !$0.fixed && $0.changesVisibly } }.map(\.key) }

    /// `App/Assets.xcassets/Brand.colorset/Contents.json` -> `App/Assets.xcassets`.
    static func catalogRoot(of path: String) -> String {
        guard let range = path.range(of: ".xcassets") else { return path }
        return String(path[..<range.upperBound])
    }

    private static func commonFolders(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
    }
}
