/// Which screens are only ever shown inside one that forces an appearance.
///
/// `overrideUserInterfaceStyle` flows down the view-controller hierarchy: a navigation controller
/// forced into Light keeps every controller pushed on it Light, a presented controller takes its
/// traits from its presenter, and a view takes them from its superview. darklint cannot follow the
/// hierarchy at run time, but it can see where each type is made: a type constructed (`T(…)`,
/// `T.self` registered in a table, a custom class in a XIB) only inside forced types is forced too.
/// A type also made anywhere else (or as a storyboard scene, or at top level) is not: one screen
/// shown outside the forced flow is enough for its colours to meet the other appearance.
struct ForcedContext: Sendable {
    /// Where one type is made: the type it is made in (`.none` when outside any type, or unknown).
    struct Construction: Sendable, Hashable {
        var type: NameID
        var madeIn: NameID

        func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(madeIn)
        }

        /// Hashed like `NameID`, without SipHash: the index merges every file's constructions into one set.
        func _rawHashValue(seed: Int) -> Int {
            NameID.mix(type.raw &* 0x9E37_79B9_7F4A_7C15 ^ madeIn.raw ^ UInt64(UInt(bitPattern: seed)))
        }
    }

    let types: Set<NameID>
    /// Functions whose every call is made from a forced type (`applyLightStyle()` on the forced
    /// navigation bar), by name.
    let functions: Set<NameID>

    init(forcing: Set<String>, constructions: Set<Construction>, functions: [FileSummary.Function], declaredTypes: Set<NameID>) {
        var madeIn: [NameID: Set<NameID>] = [:]
        for c in constructions where declaredTypes.contains(c.type) {
            madeIn[c.type, default: []].insert(c.madeIn)
        }
        var forced = Set(forcing.map(NameID.init))
        // Fixed point: each round adds the types made only in forced ones (or in themselves).
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for (type, places) in madeIn where !forced.contains(type) {
                if places.allSatisfy({ $0 == type || forced.contains($0) }), places.contains(where: { $0 != type }) {
                    forced.insert(type)
                    changed = true
                }
            }
        }
        types = forced

        // For each name called, whether every caller so far is a forced type: one flag per name, not
        // the set of its callers' types (hundreds of thousands of calls in a large run).
        var calledOnlyFromForced: [NameID: Bool] = [:]
        for f in functions {
            let callerIsForced = f.typeName != .none && forced.contains(f.typeName)
            for name in f.unqualifiedCalls { calledOnlyFromForced[name] = callerIsForced && (calledOnlyFromForced[name] ?? true) }
            for name in f.qualifiedCalls { calledOnlyFromForced[name] = callerIsForced && (calledOnlyFromForced[name] ?? true) }
        }
        self.functions = Set(calledOnlyFromForced.filter(\.value).keys)
    }

    /// What one Swift file makes: `T(…)`, `T.init(…)`, `T.self` for types named with a capital.
    static func constructions(in file: AnalyzedFile) -> [Construction] {
        var seen: Set<Construction> = []
        var result: [Construction] = []
        for i in 0..<file.count where file.tokens[i].kind == .identifier {
            let next = file.kind(i + 1)
            let makes = next == .lParen && file.kind(i - 1) != .dot
                || next == .dot && (file.is(i + 2, "self") || file.is(i + 2, "init") && file.kind(i + 3) == .lParen)
            guard makes, (0x41...0x5A).contains(file.source.bytes[Int(file.tokens[i].start)]) else { continue }
            let madeIn = file.enclosingType(of: i).map { file.scopes[$0].nameID } ?? .none
            let c = Construction(type: file.nameID(i), madeIn: madeIn)
            if seen.insert(c).inserted { result.append(c) }
        }
        return result
    }
}
