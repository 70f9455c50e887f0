/// Every distinct hard-coded color in the codebase, merged however it was written
/// (`UIColor(red: 1, ...)`, `#colorLiteral`, `0xFFFFFF`, `Color(white: 1)`, `UIColor.white` are all
/// `#FFFFFF`), with where it is used, what it is used for, and the adaptive color suggested; and the
/// same colours grouped where they differ by less than people see (ΔE < 2: `#333333` and `#343434`
/// are one design colour written twice).
public struct PaletteCensus: Sendable {
    public struct Entry: Sendable {
        public var color: RGBA
        public var hex: String
        public var uses: [Use]
        /// Roles by how often the color plays them, most common first.
        public var roles: [(role: String, count: Int)]
        /// The UIKit semantic color most often suggested for it, if any.
        public var semanticName: String?

        public struct Use: Sendable {
            public var path: String
            public var line: Int
            public var role: String
            /// The name the code gives the colour here (`static let brandYellow = ...`), or the color
            /// set's name for a use in an asset catalog.
            public var name: String?
        }

        public var count: Int { uses.count }
        public var mainRole: String { roles.first?.role ?? "unknown" }
        public var isText: Bool { roles.contains { $0.role == "text" } }
        public var semantic: SemanticColors.Entry? { semanticName.flatMap(SemanticColors.entry(named:)) }
    }

    /// Entries that look the same: the most used one first, then the others by use.
    public struct Group: Sendable {
        public var entries: [Entry]
        public var main: Entry { entries[0] }
        public var variants: ArraySlice<Entry> { entries.dropFirst() }
        public var count: Int { entries.reduce(0) { $0 + $1.count } }
        public var uses: [Entry.Use] { entries.flatMap(\.uses) }
        /// Roles over all the entries, most common first.
        public var roles: [(role: String, count: Int)] { PaletteCensus.rank(uses.map(\.role)).map { ($0.key, $0.count) } }
        public var mainRole: String { roles.first?.role ?? "unknown" }
        public var isText: Bool { entries.contains { $0.isText } }
    }

    /// Colours closer than this (see `RGBA.perceivedDifference`) are one colour.
    public static let sameColor = 2.0

    public var entries: [Entry]
    public var groups: [Group]

    public init(_ diagnostics: [Diagnostic]) {
        var byHex: [String: Entry] = [:]
        var suggestions: [String: [String]] = [:]
        for d in diagnostics {
            guard let details = d.details, let color = details.color else { continue }
            let hex = color.hexString
            var role = details.role ?? "unknown"
            let name: String?
            if SourceKind.of(path: d.path) == .colorSet {
                name = ColorSetLinter.assetName(path: d.path)
            } else {
                name = d.sourceLine.flatMap(AssetNaming.boundName)
            }
            // A colour set's finding knows no role; its name often says it (`CardBackground`).
            if role == ColorRole.unknown.rawValue, let name { role = ColorRole.of(name: name).rawValue }
            // Appended in place: a copy taken out of the dictionary and put back copied its whole use
            // list for every finding (quadratic in the findings of one colour).
            byHex[hex, default: Entry(color: color, hex: hex, uses: [], roles: [], semanticName: nil)]
                .uses.append(Entry.Use(path: d.path, line: d.line, role: role, name: name))
            if let name = details.semanticName { suggestions[hex, default: []].append(name) }
        }
        entries = byHex.values.map { entry in
            var entry = entry
            entry.roles = Self.rank(entry.uses.map(\.role)).map { ($0.key, $0.count) }
            entry.semanticName = suggestions[entry.hex].flatMap { Self.rank($0).first?.key }
            return entry
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.hex < $1.hex }
        groups = Self.group(entries)
    }

    /// Greedy, most used first: each entry joins the first group whose main colour it is within
    /// `sameColor` of, or starts one. Deterministic (the entries are sorted), and a group never
    /// drifts: every member is close to the colour the group is shown as.
    static func group(_ entries: [Entry]) -> [Group] {
        // Each colour's CIELAB over white and over black, computed once (the comparison is
        // `RGBA.perceivedDifference`, unrolled: an app with thousands of distinct values compares
        // each with every group).
        func labs(_ c: RGBA) -> (RGBA.Lab, RGBA.Lab) { (c.over(RGBA(white: 1)).lab, c.over(RGBA(white: 0)).lab) }
        var groups: [Group] = []
        var mains: [(RGBA.Lab, RGBA.Lab)] = []
        for entry in entries {
            let lab = labs(entry.color)
            if let k = mains.firstIndex(where: { max($0.0.distance(lab.0), $0.1.distance(lab.1)) < sameColor }) {
                groups[k].entries.append(entry)
            } else {
                groups.append(Group(entries: [entry]))
                mains.append(lab)
            }
        }
        return groups.sorted { $0.count != $1.count ? $0.count > $1.count : $0.main.hex < $1.main.hex }
    }

    /// Values by how often they occur, most common first (ties by value).
    static func rank(_ values: [String]) -> [(key: String, count: Int)] {
        var counts: [String: Int] = [:]
        for v in values { counts[v, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

extension RGBA {
    /// WCAG 2 contrast ratio against `other` (1...21), after compositing this color over `other`.
    public func contrastRatio(against other: RGBA) -> Double {
        let c = clamped, b = other.clamped
        let blended = RGBA(c.red * c.alpha + b.red * (1 - c.alpha), c.green * c.alpha + b.green * (1 - c.alpha),
                           c.blue * c.alpha + b.blue * (1 - c.alpha))
        let l1 = blended.relativeLuminance, l2 = b.relativeLuminance
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
