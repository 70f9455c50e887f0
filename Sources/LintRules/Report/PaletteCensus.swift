/// Every distinct hard-coded color in the codebase, merged however it was written
/// (`UIColor(red: 1, ...)`, `#colorLiteral`, `0xFFFFFF`, `Color(white: 1)`, `UIColor.white` are all
/// `#FFFFFF`), with where it is used, what it is used for, and the adaptive color suggested.
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
        }

        public var count: Int { uses.count }
        public var mainRole: String { roles.first?.role ?? "unknown" }
        public var isText: Bool { roles.contains { $0.role == "text" } }
        public var semantic: SemanticColors.Entry? { semanticName.flatMap(SemanticColors.entry(named:)) }
    }

    public var entries: [Entry]

    public init(_ diagnostics: [Diagnostic]) {
        var byHex: [String: Entry] = [:]
        var suggestions: [String: [String: Int]] = [:]
        for d in diagnostics {
            guard let details = d.details, let color = details.color else { continue }
            let hex = color.hexString
            let role = details.role ?? "unknown"
            // Appended in place: a copy taken out of the dictionary and put back copied its whole use
            // list for every finding (quadratic in the findings of one colour).
            byHex[hex, default: Entry(color: color, hex: hex, uses: [], roles: [], semanticName: nil)]
                .uses.append(Entry.Use(path: d.path, line: d.line, role: role))
            if let name = details.semanticName { suggestions[hex, default: [:]][name, default: 0] += 1 }
        }
        entries = byHex.values.map { entry in
            var entry = entry
            var roleCounts: [String: Int] = [:]
            for use in entry.uses { roleCounts[use.role, default: 0] += 1 }
            entry.roles = roleCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
            entry.semanticName = suggestions[entry.hex]?.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key
            return entry
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.hex < $1.hex }
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
