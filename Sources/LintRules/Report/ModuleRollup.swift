/// Findings per module, for the report's roll-up: which part of the app holds the work, by rule and
/// by effort. A module is the first folder below what all findings share; a folder that holds
/// packages or targets (`Packages`, `Modules`, `Sources`, ...) counts with the folder inside it, and
/// when every finding is in one module the roll-up goes one level deeper (a report of an app whose
/// code is all under `App/` shows `App/Scenes`, `App/Views`, ...).
public struct ModuleRollup: Sendable {
    public struct Row: Sendable {
        public var name: String
        public var files: Int
        public var count: Int
        public var byRule: [(rule: String, count: Int)]
        public var byEffort: [Effort: Int]
    }

    /// The folder the module names are relative to ("" when the findings share none).
    public var prefix: String
    public var rows: [Row]

    static let containers: Set<String> = ["Packages", "LocalPackages", "Modules", "Sources", "Frameworks", "Features",
                                          "Libraries", "Targets", "Apps", "Extensions", "Plugins", "Kits"]

    public init(_ diagnostics: [Diagnostic]) {
        let paths = diagnostics.map { $0.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        // The folders every finding's file shares (a file's own name is never part of it).
        var common = paths.first.map { Array($0.dropLast()) } ?? []
        for p in paths.dropFirst() {
            let folders = p.dropLast()
            common = Array(zip(common, folders).prefix { $0.utf8.elementsEqual($1.utf8) }.map(\.0))   // bytes: see PathKey
        }
        var depth = 1
        func key(_ p: [String], _ depth: Int) -> String {
            let rest = Array(p.dropFirst(common.count).dropLast())
            guard !rest.isEmpty else { return "." }
            var n = 0, taken = 0
            while n < rest.count, taken < depth {
                n += Self.containers.contains(rest[n]) && n + 1 < rest.count ? 2 : 1
                taken += 1
            }
            return rest.prefix(n).joined(separator: "/")
        }
        // Deeper while one module holds everything and going deeper splits it.
        while depth < 4, Set(paths.map { key($0, depth) }).count == 1, Set(paths.map { key($0, depth + 1) }).count > 1 {
            depth += 1
        }
        var groups: [PathKey: [Int]] = [:]
        for (k, p) in paths.enumerated() { groups[PathKey(key(p, depth)), default: []].append(k) }
        prefix = common.joined(separator: "/")
        rows = groups.map { module, indices in
            var rules: [String: Int] = [:]
            var efforts: [Effort: Int] = [:]
            var files: Set<PathKey> = []
            for k in indices {
                let d = diagnostics[k]
                rules[d.ruleID, default: 0] += 1
                efforts[Effort.of(d), default: 0] += 1
                files.insert(PathKey(d.path))
            }
            return Row(name: module.path, files: files.count, count: indices.count,
                       byRule: rules.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) },
                       byEffort: efforts)
        }.sorted { $0.count != $1.count ? $0.count > $1.count : PathKey($0.name) < PathKey($1.name) }
    }
}
