import Foundation

/// Known findings recorded so CI fails only on new ones, while a team burns the old ones down.
///
/// An entry is keyed on the file (relative to the baseline's folder), the rule and the offending
/// line's text with white space collapsed — not its line number — so inserting code above a known
/// finding does not resurface it. Each key holds a count: a finding copied to a second identical
/// line is one more than recorded, and is reported. The file is sorted JSON, one entry per line,
/// so it diffs well in review.
public struct Baseline: Equatable {
    public struct Key: Hashable, Comparable, Sendable {
        public var file: String
        public var rule: String
        public var line: String

        // The file compares as bytes (see PathKey): two names that differ only in normalisation are two files.
        public static func == (a: Key, b: Key) -> Bool {
            PathKey(a.file) == PathKey(b.file) && a.rule == b.rule && a.line == b.line
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(PathKey(file))
            hasher.combine(rule)
            hasher.combine(line)
        }

        public static func < (a: Key, b: Key) -> Bool {
            if PathKey(a.file) != PathKey(b.file) { return PathKey(a.file) < PathKey(b.file) }
            return (a.rule, a.line) < (b.rule, b.line)
        }
    }

    public var counts: [Key: Int]

    public init(counts: [Key: Int] = [:]) { self.counts = counts }

    /// The key of a diagnostic; `folder` is the baseline file's folder (absolute).
    public static func key(_ d: Diagnostic, folder: String, currentDirectory: String) -> Key {
        let absolute = d.path.hasPrefix("/") ? d.path : currentDirectory + "/" + d.path
        let standardized = (absolute as NSString).standardizingPath
        var file = standardized
        if standardized.hasPathPrefix(folder + "/") { file = standardized.droppingPathPrefix(folder + "/") }
        return Key(file: file, rule: d.ruleID, line: normalize(d.sourceLine ?? ""))
    }

    static func normalize(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    public init(diagnostics: [Diagnostic], folder: String, currentDirectory: String) {
        var counts: [Key: Int] = [:]
        for d in diagnostics where d.ruleID != "io_error" {
            counts[Self.key(d, folder: folder, currentDirectory: currentDirectory), default: 0] += 1
        }
        self.counts = counts
    }

    /// Splits diagnostics into those the baseline does not cover and the number it hid; also returns
    /// the baseline restricted to what still matched (for `--prune`).
    public func filter(_ diagnostics: [Diagnostic], folder: String, currentDirectory: String)
        -> (kept: [Diagnostic], hidden: Int, matched: Baseline) {
        let (known, matched) = match(diagnostics, folder: folder, currentDirectory: currentDirectory)
        let kept = zip(diagnostics, known).filter { !$0.1 }.map(\.0)
        return (kept, diagnostics.count - kept.count, matched)
    }

    /// For each diagnostic, whether the baseline records it (each recorded count matches that many
    /// findings, in order), and the baseline restricted to what matched.
    public func match(_ diagnostics: [Diagnostic], folder: String, currentDirectory: String) -> (known: [Bool], matched: Baseline) {
        var remaining = counts
        var matched: [Key: Int] = [:]
        let known = diagnostics.map { d in
            let key = Self.key(d, folder: folder, currentDirectory: currentDirectory)
            guard let n = remaining[key], n > 0 else { return false }
            remaining[key] = n - 1
            matched[key, default: 0] += 1
            return true
        }
        return (known, Baseline(counts: matched))
    }

    /// What the baseline records that `matched` (see `match`) does not: the findings fixed since.
    public func subtracting(_ matched: Baseline) -> [(key: Key, count: Int)] {
        counts.compactMap { key, n in
            let left = n - (matched.counts[key] ?? 0)
            return left > 0 ? (key, left) : nil
        }.sorted { $0.key < $1.key }
    }

    // MARK: File format

    public func json() -> String {
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        let keys = counts.keys.sorted()
        for (k, key) in keys.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += "    {\"file\": \(JSONText.string(key.file)), \"rule\": \(JSONText.string(key.rule)), "
            out += "\"line\": \(JSONText.string(key.line)), \"count\": \(counts[key]!)}"
        }
        out += keys.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    public struct FormatError: Error { public let message: String }

    public static func parse(_ data: Data) throws -> Baseline {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = root["findings"] as? [[String: Any]] else {
            throw FormatError(message: "not a darklint baseline (expected {\"version\": 1, \"findings\": [...]})")
        }
        var counts: [Key: Int] = [:]
        for entry in findings {
            guard let file = entry["file"] as? String, let rule = entry["rule"] as? String,
                  let line = entry["line"] as? String else {
                throw FormatError(message: "a baseline entry lacks file, rule or line")
            }
            var count = 1
            if let value = entry["count"] {
                // Counts are small (identical findings on identical lines of one file); anything
                // else is a damaged or hostile file, refused rather than summed into an overflow.
                guard let n = value as? Int, (0...maximumCount).contains(n) else {
                    throw FormatError(message: "a baseline entry's count must be a whole number from 0 to \(maximumCount)")
                }
                count = n
            }
            let key = Key(file: file, rule: rule, line: line)
            counts[key] = min(counts[key, default: 0] + count, maximumCount)   // duplicate entries add up
        }
        return Baseline(counts: counts)
    }

    /// The largest count an entry may hold: two of them add up without overflow, and no real file
    /// has this many identical findings.
    public static let maximumCount = 1 << 32

    /// The number of findings recorded. Saturating: it cannot trap, whatever the counts.
    public var total: Int {
        counts.values.reduce(0) { sum, n in
            let (s, overflow) = sum.addingReportingOverflow(n)
            return overflow ? Int.max : s
        }
    }
}
