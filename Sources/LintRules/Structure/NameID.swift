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
    /// The `NameID` of token `i`'s name, without making a String (identifiers: hashed once, at analysis).
    func nameID(_ i: Int) -> NameID {
        let hash = nameHashes[i]
        return hash != 0 ? NameID(raw: hash) : withName(i) { NameID(bytes: $0) }
    }
}

extension NameID {
    public func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    /// Sets and dictionaries keyed by names hash with this instead of SipHash: the raw value is already
    /// a hash, and SipHash over it was the index's largest cost (millions of lookups, one core). The
    /// table's seed is still mixed in, so each table orders its elements differently (copying one set
    /// into another stays linear).
    public func _rawHashValue(seed: Int) -> Int { Self.mix(raw ^ UInt64(UInt(bitPattern: seed))) }

    /// The finaliser of MurmurHash3: every input bit reaches the low bits a table uses.
    @inline(__always)
    static func mix(_ value: UInt64) -> Int {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }
}

/// Names kept as their `NameID`s and asked by name: a run's asset references are every short string
/// literal of its Swift (hundreds of thousands of strings in a large app), and the index only asks
/// whether a color set's name is among them.
public struct NameIDSet: Sendable {
    private(set) var ids: Set<NameID> = []

    public init() {}

    mutating func insert(_ name: String) { ids.insert(NameID(name)) }

    public func contains(_ name: String) -> Bool { ids.contains(NameID(name)) }
}
