/// The run's color-set names, arranged once for "did you mean" suggestions.
///
/// A missing name is compared only with names whose length is within the edit-distance limit (no
/// other can be near enough), at most `candidatesPerLookup` of them, with a banded edit distance,
/// and names longer than `longestName` get no suggestion: each lookup costs a bounded amount, so
/// N missing references in a catalog of N names cost linear, not quadratic, time.
public struct AssetNameIndex: Sendable {
    static let longestName = 80
    static let candidatesPerLookup = 64

    /// The last path component (`Accent` of `Brand/Accent`) -> the first full name ending in it.
    private let byLastComponent: [String: String]
    /// Lower-cased length -> (name, lower-cased characters), by name.
    private let byLength: [Int: [(name: String, lowered: [Character])]]

    public init(_ names: Set<String>) {
        var last: [String: String] = [:]
        var byLength: [Int: [(name: String, lowered: [Character])]] = [:]
        for name in names.sorted() {
            if let component = name.split(separator: "/").last, last[String(component)] == nil { last[String(component)] = name }
            let lowered = Array(name.lowercased())
            if lowered.count <= Self.longestName + Self.longestName / 3 { byLength[lowered.count, default: []].append((name, lowered)) }
        }
        byLastComponent = last
        self.byLength = byLength
    }

    /// The closest existing name within a small edit distance (ties: the first by name), the
    /// name that `name` is the last component of, or the name `name`'s last component is.
    public func nearest(to name: String) -> String? {
        if let exact = byLastComponent[name] { return exact }
        // `Colors/TextColor` when the `Colors` folder provides no namespace: the set is `TextColor`.
        if let slash = name.lastIndex(of: "/"), let exact = byLastComponent[String(name[name.index(after: slash)...])] {
            return exact
        }
        // A set renamed without its `Color` suffix, or given one (OsmAnd: `viewBgColor` is now `viewBg`):
        // too many letters apart for the edit distance below.
        for suffix in ["Color", "Colour"] {
            if name.hasSuffix(suffix), name.count > suffix.count, let exact = byLastComponent[String(name.dropLast(suffix.count))] { return exact }
            if let exact = byLastComponent[name + suffix] { return exact }
        }
        guard name.count <= Self.longestName else { return nil }
        let lowered = Array(name.lowercased())
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        var examined = 0
        // Nearest lengths first: 0, -1, +1, -2, +2, ...
        for step in 0...(2 * limit) {
            let length = lowered.count + (step % 2 == 0 ? step / 2 : -(step + 1) / 2)
            for candidate in byLength[length] ?? [] {
                guard examined < Self.candidatesPerLookup else { return best?.name }
                examined += 1
                let bound = min(limit, (best?.distance ?? Int.max) - 1)
                if bound >= 0, let d = Self.distance(lowered, candidate.lowered, atMost: bound) {
                    if best == nil || d < best!.distance || (d == best!.distance && candidate.name < best!.name) {
                        best = (candidate.name, d)
                    }
                }
            }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b` if it is at most `bound`, else nil. Only the diagonal
    /// band of width 2 x bound + 1 can hold such a distance, so that is all that is computed.
    static func distance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = bound + 1
        var previous = (0...b.count).map { $0 <= bound ? $0 : outside }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let lo = max(1, i - bound), hi = min(b.count, i + bound)
            current[0] = i <= bound ? i : outside
            if lo > 1 { current[lo - 1] = outside }
            var rowMin = current[0]
            if lo <= hi {
                for j in lo...hi {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1, outside)
                    rowMin = min(rowMin, current[j])
                }
            }
            if hi < b.count { current[hi + 1] = outside }
            if rowMin > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
