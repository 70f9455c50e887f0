/// Where each name occurs in one file: for every distinct identifier, its first token, and for every
/// identifier token, the next token with the same name. Built in the pass that hashes the names.
///
/// Most checks look for a handful of names (`cgColor`, `overrideUserInterfaceStyle`,
/// `UIGraphicsBeginImageContext`): they walk these chains instead of testing every token of the file,
/// so their cost follows the names' occurrences, not the file's length. (This is the seam the
/// checks dispatch through: a check names what it looks at; the file answers where it is.)
struct NameOccurrences: Sendable {
    /// Open-addressed by the name's hash: the hash (0: empty slot), its first and last token.
    private var keys: [UInt64]
    private var first: [Int32]
    private var last: [Int32]
    /// Per token: the next token with the same name, or -1 (also for tokens that are not names).
    private var links: [Int32]

    init(tokenCount: Int, distinctEstimate: Int) {
        var capacity = 16
        while capacity < distinctEstimate * 2 { capacity <<= 1 }
        keys = Array(repeating: 0, count: capacity)
        first = Array(repeating: -1, count: capacity)
        last = Array(repeating: -1, count: capacity)
        links = Array(repeating: -1, count: tokenCount)
    }

    private var used = 0

    /// Records token `token` (in increasing token order) as an occurrence of the name hashed `hash`.
    mutating func append(_ hash: UInt64, at token: Int) {
        if (used + 1) * 2 > keys.count { grow() }
        let slot = self.slot(of: hash)
        if keys[slot] == 0 {
            keys[slot] = hash
            first[slot] = Int32(token)
            used += 1
        } else {
            links[Int(last[slot])] = Int32(token)
        }
        last[slot] = Int32(token)
    }

    /// The tokens named `name`, in file order.
    func tokens(named name: NameID) -> Chain {
        let slot = self.slot(of: name.raw)
        return Chain(links: links, start: keys[slot] == 0 ? -1 : first[slot])
    }

    /// Calls `body` with each distinct name and its tokens (names in table order, tokens in file order).
    func forEachName(_ body: (NameID, Chain) -> Void) {
        for (slot, key) in keys.enumerated() where key != 0 { body(NameID(raw: key), Chain(links: links, start: first[slot])) }
    }

    /// Whether `test` holds for the first token of some distinct name (one test per name, not per token).
    func containsName(where test: (Int) -> Bool) -> Bool {
        for (slot, key) in keys.enumerated() where key != 0 {
            if test(Int(first[slot])) { return true }
        }
        return false
    }

    /// The tokens named any of `names`, in file order.
    func tokens(namedAny names: [NameID]) -> [Int] {
        var found: [Int] = []
        for name in names { found.append(contentsOf: tokens(named: name)) }
        if names.count > 1 { found.sort() }
        return found
    }

    /// The tokens of one name, following the per-token links.
    struct Chain: Sequence, IteratorProtocol {
        fileprivate let links: [Int32]
        fileprivate var current: Int32

        fileprivate init(links: [Int32], start: Int32) {
            self.links = links
            self.current = start
        }

        mutating func next() -> Int? {
            guard current >= 0 else { return nil }
            defer { current = links[Int(current)] }
            return Int(current)
        }
    }

    private func slot(of hash: UInt64) -> Int {
        let mask = keys.count - 1
        var i = NameID.mix(hash) & mask
        while keys[i] != 0, keys[i] != hash { i = (i + 1) & mask }
        return i
    }

    private mutating func grow() {
        let (oldKeys, oldFirst, oldLast) = (keys, first, last)
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        first = Array(repeating: -1, count: keys.count)
        last = Array(repeating: -1, count: keys.count)
        for (k, key) in oldKeys.enumerated() where key != 0 {
            let slot = self.slot(of: key)
            (keys[slot], first[slot], last[slot]) = (key, oldFirst[k], oldLast[k])
        }
    }
}
