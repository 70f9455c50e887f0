/// Replace the bytes of `range` with `replacement`.
public struct TextEdit: Sendable, Hashable {
    public let range: ByteRange
    public let replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A machine-applicable fix: edits plus how safe they are to apply unattended (ruff's model).
///
/// `safe` fixes keep the light appearance exactly as it was (`.gray` -> `.medium` indicator style);
/// `unsafe` fixes change what the app shows in Dark Mode, which is the point, but deserve a review.
public struct Fix: Sendable, Hashable {
    public enum Applicability: String, Sendable {
        case safe, unsafe
    }

    public let title: String
    public let edits: [TextEdit]
    public let applicability: Applicability

    public init(title: String, edits: [TextEdit], applicability: Applicability) {
        self.title = title
        self.edits = edits.sorted { $0.range.start < $1.range.start }
        self.applicability = applicability
    }

    /// Applies non-overlapping fixes to `bytes`, in order of position; a fix overlapping one
    /// already applied is skipped whole.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor: Int32 = 0
        for fix in fixes.sorted(by: { ($0.edits.first?.range.start ?? 0) < ($1.edits.first?.range.start ?? 0) }) {
            guard let first = fix.edits.first, first.range.start >= cursor else { continue }
            for edit in fix.edits {
                out += bytes[Int(cursor)..<Int(edit.range.start)]
                out += Array(edit.replacement.utf8)
                cursor = edit.range.end
            }
        }
        out += bytes[Int(cursor)...]
        return out
    }
}
