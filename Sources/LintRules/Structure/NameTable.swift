/// A set of names looked up by a token's bytes, without making a `String` or hashing with SipHash:
/// FNV-1a over the bytes into an open-addressed table, confirmed with `memcmp`. Rules ask "is this
/// token one of these names?" for every token, so this is on darklint's hot path.
public struct NameTable: Sendable {
    private let names: [[UInt8]]
    private let slots: [Int32]      // index into `names`, -1 for empty
    private let slotHashes: [UInt64] // the hash of each slot's name
    private let mask: Int
    /// The names as `NameID`s, to find their tokens (`AnalyzedFile.tokens(namedAny:)`).
    let ids: [NameID]

    public init(_ names: [String]) {
        let unique = Array(Set(names)).sorted()
        self.names = unique.map { Array($0.utf8) }
        var size = 16
        while size < unique.count * 4 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        var slotHashes = [UInt64](repeating: 0, count: size)
        for (k, name) in self.names.enumerated() {
            let hash = Self.hash(name.withUnsafeBufferPointer { $0 })
            var h = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[h] >= 0 { h = (h + 1) & (size - 1) }
            slots[h] = Int32(k)
            slotHashes[h] = hash
        }
        self.slots = slots
        self.slotHashes = slotHashes
        self.mask = size - 1
        self.ids = self.names.map { name in name.withUnsafeBufferPointer { NameID(bytes: $0) } }
    }

    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01B3
        }
        return h
    }

    /// The index (in sorted order) of the name equal to `bytes`, or nil.
    @inline(__always)
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var h = Int(truncatingIfNeeded: Self.hash(bytes)) & mask
        while true {
            let k = Int(slots[h])
            if k < 0 { return nil }
            let name = names[k]
            if name.count == bytes.count, name.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                return k
            }
            h = (h + 1) & mask
        }
    }

    /// Whether some name in the table has this hash: false means the name is not in the table.
    @inline(__always)
    func mayContain(hash: UInt64) -> Bool {
        var h = Int(truncatingIfNeeded: hash) & mask
        while slots[h] >= 0 {
            if slotHashes[h] == hash { return true }
            h = (h + 1) & mask
        }
        return false
    }

    /// The name at `index` (sorted order), as given.
    func name(at index: Int) -> String { String(decoding: names[index], as: UTF8.self) }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { index(of: bytes) != nil }
}

extension AnalyzedFile {
    /// Whether token `i` is a name in `table` (backticks ignored). No allocation.
    @inline(__always)
    public func isAny(_ i: Int, _ table: NameTable) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return false }
        // The hash rules out nearly every token; the bytes confirm the rest.
        return table.mayContain(hash: nameHashes[i]) && withName(i) { table.contains($0) }
    }

    /// Calls `body` with the bytes of token `i`'s name (backticks removed).
    @inline(__always)
    func withName<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var start = Int(tokens[i].start)
        var end = Int(tokens[i].end)
        return source.bytes.withUnsafeBufferPointer { buf in
            if buf[start] == Ascii.backtick, end - start >= 2 { start += 1; end -= 1 }
            return body(UnsafeBufferPointer(rebasing: buf[start..<end]))
        }
    }
}

// memcmp, pow and cbrt come from the C library Foundation re-exports on every platform.
import Foundation
