/// A set of names for the hottest inserts of pass 1 (every identifier of every file is a mention):
/// an open-addressed table of the names' 64-bit hashes, probed linearly. A `Set<NameID>` hashes each
/// insert again with a seeded hasher and stores a bucket map beside the elements; this stores the
/// hashes alone. (`NameID.raw` is never 0, which marks an empty slot.)
struct NameHashSet: Sendable {
    private var slots: [UInt64]
    private(set) var count = 0

    init(minimumCapacity: Int = 8) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
    }

    mutating func insert(_ name: NameID) {
        if (count + 1) * 2 > slots.count { grow() }
        if Self.place(name.raw, in: &slots) { count += 1 }
    }

    func contains(_ name: NameID) -> Bool {
        let mask = slots.count - 1
        var i = NameID.mix(name.raw) & mask
        while true {
            let slot = slots[i]
            if slot == name.raw { return true }
            if slot == 0 { return false }
            i = (i + 1) & mask
        }
    }

    /// The names, in table order.
    var elements: [NameID] {
        var out: [NameID] = []
        out.reserveCapacity(count)
        for slot in slots where slot != 0 { out.append(NameID(raw: slot)) }
        return out
    }

    mutating func formUnion(_ names: [NameID]) {
        for name in names { insert(name) }
    }

    /// Puts `raw` in its slot; false when it was there already. Static: an instance method would
    /// hold `self` (and so a second reference to `slots`) while `table` is written, and every insert
    /// would copy the whole table.
    private static func place(_ raw: UInt64, in table: inout [UInt64]) -> Bool {
        let mask = table.count - 1
        var i = NameID.mix(raw) & mask
        while true {
            let slot = table[i]
            if slot == raw { return false }
            if slot == 0 { table[i] = raw; return true }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        var bigger = [UInt64](repeating: 0, count: slots.count * 2)
        for slot in slots where slot != 0 { _ = Self.place(slot, in: &bigger) }
        slots = bigger
    }
}
