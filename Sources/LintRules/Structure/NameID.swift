/// A name as a 64-bit FNV-1a hash of its UTF-8 bytes. The run-wide index keys on these instead of
/// Strings: summaries compute them in parallel straight from token bytes, and the single-threaded
/// merge then hashes integers, not strings. (64 bits: a collision in one codebase is negligible.)
public struct NameID: Hashable, Sendable {
    public let raw: UInt64

    /// "No name": the type of a free function.
    public static let none = NameID(raw: 0)

    init(raw: UInt64) { self.raw = raw == 0 ? 1 : raw }

    public init(_ name: String) {
        var copy = name
        self.init(raw: copy.withUTF8 { NameTable.hash($0) })
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.init(raw: NameTable.hash(bytes))
    }

    /// Same as `NameID(raw:)` but keeps 0 for `none`.
    static func optional(_ name: String?) -> NameID { name.map(NameID.init) ?? .none }
}

extension AnalyzedFile {
    /// The `NameID` of token `i`'s name, without making a String.
    func nameID(_ i: Int) -> NameID { withName(i) { NameID(bytes: $0) } }
}
