/// Where the run uses each image asset, by the keys code and Interface Builder name it with
/// (`ImageAssetReferences.keys(ofAsset:)`): how often, how often as a template, and the first place.
struct ImageUseTable: Sendable {
    struct Entry: Sendable {
        var count = 0
        var templated = 0
        var path = ""
        var line: Int32 = 0
        /// The file's place in the run, so that the first use is the first in path order.
        var file = 0
    }

    private var entries: [String: Entry] = [:]
    /// Files added so far: the next file's place in the run.
    private var files = 0

    init() {}

    /// Counts the uses of the run's next file (files are added in path order).
    mutating func add(_ summary: FileSummary) {
        defer { files += 1 }
        for use in summary.imageUses {
            var entry = entries[use.key] ?? Entry(path: summary.path, line: use.line, file: files)
            entry.count += 1
            if use.templated { entry.templated += 1 }
            entries[use.key] = entry
        }
    }

    /// The uses of the image set `name`, merged over its keys (nil when nothing uses it).
    func uses(ofAsset name: String) -> Entry? {
        var merged: Entry?
        var seen: Set<String> = []
        for key in ImageAssetReferences.keys(ofAsset: name) where seen.insert(key).inserted {
            guard let entry = entries[key] else { continue }
            if var m = merged {
                if (entry.file, entry.line) < (m.file, m.line) { (m.path, m.line, m.file) = (entry.path, entry.line, entry.file) }
                m.count += entry.count
                m.templated += entry.templated
                merged = m
            } else {
                merged = entry
            }
        }
        return merged
    }
}
