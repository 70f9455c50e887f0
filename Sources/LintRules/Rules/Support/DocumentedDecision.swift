/// A fixed appearance or color the team has explained where it is written: a comment on the same
/// line or the line above that talks about the appearance (`// white in Light and Dark Mode`,
/// `/// Force Light Mode (the authentication UI is all light)`), or that disables
/// `appearance_opt_out` there. Such a line is a decision, not a leftover of a migration.
enum DocumentedDecision {
    private static let light = Array("light".utf8), dark = Array("dark".utf8), appearance = Array("appearance".utf8)
    private static let appearances = Array("appearances".utf8)
    private static let disable = Array("darklint:disable".utf8)
    private static let optOutRule = Array("appearance_opt_out".utf8)

    /// `bothAppearances`: for a color, the comment must speak of both (`Light & Dark`, "appearances"),
    /// since "light gray" merely describes it; for a forced appearance, naming one is enough.
    /// `countingSuppressions`: a `darklint:disable ... appearance_opt_out` there counts too (it does
    /// for the colours of a forced screen; for `appearance_opt_out` itself the suppression does its job).
    static func isDocumented(_ token: Int, in file: AnalyzedFile, bothAppearances: Bool = false,
                             countingSuppressions: Bool = true) -> Bool {
        let line = file.location(of: token).line
        let bytes = file.source.bytes
        if file.facts.commentsByLine == nil {
            var byLine: [Int: [ByteRange]] = [:]
            for comment in file.comments { byLine[file.source.location(of: comment.range.start).line, default: []].append(comment.range) }
            file.facts.commentsByLine = byLine
        }
        let nearby = (file.facts.commentsByLine?[line - 1] ?? []) + (file.facts.commentsByLine?[line] ?? [])
        for range in nearby {
            let from = Int(range.start), to = Int(range.end)
            if ByteSearch.firstIndex(of: disable, in: bytes, from: from, to: to) != nil {
                if countingSuppressions, ByteSearch.firstIndex(of: optOutRule, in: bytes, from: from, to: to) != nil { return true }
                continue
            }
            let text = bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[from..<to]) }
            func has(_ word: [UInt8]) -> Bool { AppearanceGuards.containsCaseInsensitive(text, word) }
            if has(appearance) || has(appearances) { return true }
            if bothAppearances ? (has(light) && has(dark)) : (has(light) || has(dark)) { return true }
        }
        return false
    }
}
