/// A compact set of names: a 32-bit fingerprint each, sorted. A file's log keeps the names it was
/// told are no colour alias and no image colour forwarder this way (four bytes per name instead of
/// a logged question each: they are most of a file's questions). The run's aliases and forwarders
/// are few, so replaying looks each of them up here. Two names may share a fingerprint (about one
/// lookup in 100 million for a file's 40 names): the file is then linted again for nothing, never
/// kept wrongly.
struct NameFingerprints: Sendable {
    private let prints: [UInt32]

    init(_ keys: [UInt64]) {
        var prints = keys.map(Self.fingerprint)   // with repeats: a name asked about many times
        prints.sort()
        var count = 0
        for p in prints where count == 0 || prints[count - 1] != p {
            prints[count] = p
            count += 1
        }
        self.prints = Array(prints[..<count])   // kept until the index is built: exactly its size
    }

    var isEmpty: Bool { prints.isEmpty }

    func mayContain(_ key: UInt64) -> Bool {
        let p = Self.fingerprint(key)
        var low = 0, high = prints.count
        while low < high {
            let mid = (low + high) / 2
            if prints[mid] < p { low = mid + 1 } else { high = mid }
        }
        return low < prints.count && prints[low] == p
    }

    private static func fingerprint(_ key: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(NameID.mix(key))) >> 32)
    }

    /// A name asked about under one question kind: kinds are told apart by a salt.
    static func key(_ name: NameID, salt: UInt64) -> UInt64 { name.raw ^ salt &* 0x9E37_79B9_7F4A_7C15 }
}
