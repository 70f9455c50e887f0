/// The run-wide table of named-colour uses: for each name, how often it is put in each role, and
/// the first such place (by path and line, so messages do not depend on scheduling).
public struct ColorUseTable: Sendable {
    struct Entry: Sendable {
        /// Uses per role, indexed by `ColorRole.allCases` order.
        var counts: [Int] = Array(repeating: 0, count: ColorRole.allCases.count)
        var firstPath: [String] = Array(repeating: "", count: ColorRole.allCases.count)
        var firstLine: [Int32] = Array(repeating: 0, count: ColorRole.allCases.count)
        /// The most opaque use per role: the one most at risk.
        var maxAlpha: [Float] = Array(repeating: 0, count: ColorRole.allCases.count)
    }

    private var entries: [NameID: Entry] = [:]
    /// The same uses keyed for colour sets in namespace folders: `Color.Text.primary` under
    /// `Text/primary`, and the uses written without a namespace (`.primary`) under `primary`.
    private var namespacedEntries: [NameID: Entry] = [:]
    private var plainEntries: [NameID: Entry] = [:]

    init() {}

    /// Counts one file's uses (files may come in any order: the first place is the least path and line).
    mutating func add(_ summary: FileSummary) {
        for use in summary.colorUses {
            Self.record(use, under: use.name, in: &entries, path: summary.path)
            if let namespaced = use.namespaced {
                Self.record(use, under: namespaced, in: &namespacedEntries, path: summary.path)
            } else {
                Self.record(use, under: use.name, in: &plainEntries, path: summary.path)
            }
        }
    }

    private static func record(_ use: ColorUse, under key: NameID, in table: inout [NameID: Entry], path: String) {
        let r = use.role.index
        var entry = table[key] ?? Entry()
        entry.counts[r] += 1
        entry.maxAlpha[r] = max(entry.maxAlpha[r], use.alpha)
        if entry.firstPath[r].isEmpty || (path, use.line) < (entry.firstPath[r], entry.firstLine[r]) {
            entry.firstPath[r] = path
            entry.firstLine[r] = use.line
        }
        table[key] = entry
    }

    /// The roles a color set is used in: by its full name, its last component (`Label/primary`), or the
    /// accessor name Xcode and SwiftGen generate for it (`brand.blue` -> `brandBlue`). A set in a
    /// namespace folder (`Shadow/primary`) is not used by `Color.Text.primary`: its last component
    /// counts only where no other namespace is written before it.
    func uses(ofAsset asset: String) -> [Use] {
        var merged: [ColorRole: Use] = [:]
        let last = asset.split(separator: "/").last.map(String.init) ?? ""
        let isNamespaced = asset.contains("/")
        for key in Self.keys(ofAsset: asset) {
            var found = uses(of: key, in: isNamespaced && key == last ? plainEntries : entries)
            if isNamespaced, key == asset { found += uses(of: key, in: namespacedEntries) }
            for use in found {
                guard var old = merged[use.role] else { merged[use.role] = use; continue }
                if (use.path, use.line) < (old.path, old.line) { (old.path, old.line) = (use.path, use.line) }
                old.count += use.count
                old.alpha = max(old.alpha, use.alpha)
                merged[use.role] = old
            }
        }
        return merged.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.role.index < $1.role.index }
    }

    /// A name's uses in one role: how many, the first place, and the most opaque alpha drawn.
    struct Use: Equatable, Sendable {
        var role: ColorRole
        var count: Int
        var path: String
        var line: Int
        var alpha: Double
    }

    /// The names code may use a color set by: its full name, its last component, and the accessor
    /// Xcode and SwiftGen generate (`brand.blue` -> `brandBlue`).
    static func keys(ofAsset asset: String) -> [String] {
        let last = String(asset.split(separator: "/").last ?? "")
        let words = last.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        let camel = (words.first.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "")
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        var seen: Set<String> = []
        // SwiftGen prefixes names that start with a digit: `Primary/300` -> `_300`.
        let swiftGen = camel.first?.isNumber == true ? "_" + camel : ""
        return [asset, last, camel, swiftGen].filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The roles `name` is used in, most used first, with their counts and first place.
    func uses(of name: String) -> [Use] { uses(of: name, in: entries) }

    private func uses(of name: String, in table: [NameID: Entry]) -> [Use] {
        guard let entry = table[NameID(name)] else { return [] }
        var out: [Use] = []
        for (r, role) in ColorRole.allCases.enumerated() where entry.counts[r] > 0 {
            out.append(Use(role: role, count: entry.counts[r], path: entry.firstPath[r], line: Int(entry.firstLine[r]),
                           alpha: Double(entry.maxAlpha[r])))
        }
        return out.sorted { $0.count != $1.count ? $0.count > $1.count : $0.role.index < $1.role.index }
    }
}

extension ColorRole {
    var index: Int { ColorRole.allCases.firstIndex(of: self)! }
}
