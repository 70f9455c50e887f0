/// Computes which functions are appearance-update contexts, as a fixed point over the run's calls.
///
/// Seeds: each family's lifecycle methods (`layoutSubviews`, `updateLayer`, ...), view-family
/// `draw...` overrides, overrides of lifecycle methods in types whose superclass is outside the run,
/// `--update-hooks` names, `registerForTraitChanges` handlers and actions. Then, until nothing changes:
/// - a method called from an update context (unqualified or through `self`/`super`) resolves in the
///   caller's type or its superclasses, and becomes one — `applyColors()` called from both `init`
///   and `traitCollectionDidChange` re-runs on every change, which is what matters;
/// - an override of an update context in a superclass becomes one;
/// - a method called on another receiver (`header.applyTheme()`) from an update context becomes one
///   in every type that declares it (lenient: darklint would rather miss than cry wolf);
/// - a free function becomes one when it is called at least once and only from update contexts.
/// One-shot methods (`init`, `viewDidLoad`, `awakeFromNib`, ...) and static methods never are.
struct UpdateContextSolver {
    typealias Key = ProjectIndex.FunctionKey

    static let traitChangeHandlerName = NameID("registerForTraitChanges handler")
    static let oneShot = Set(ClassFamily.oneShotMethods.map(NameID.init))

    let superclass: [NameID: NameID]
    let functions: [FileSummary.Function]
    let updateHooks: Set<NameID>

    private var methods: [NameID: Set<NameID>] = [:]
    private var freeFunctions: Set<NameID> = []
    private var qualifiedCalls: [Key: [NameID]] = [:]
    private var staticKeys: Set<Key> = []
    private var subclasses: [NameID: [NameID]] = [:]
    private var families: [NameID: ClassFamily] = [:]
    /// Unqualified calls resolved once to the method they reach in the caller's type chain.
    private var resolvedCalls: [Key: [Key]] = [:]
    /// Unqualified calls that reach no method but a free function.
    private var freeCalls: [Key: [NameID]] = [:]

    init(inherits: [NameID: [NameID]], superclass: [NameID: NameID], functions: [FileSummary.Function],
         updateHooks: Set<NameID>) {
        self.superclass = superclass
        self.functions = functions
        self.updateHooks = updateHooks
        for f in functions where !f.isTraitChangeHandler {
            if f.typeName == .none { freeFunctions.insert(f.name) } else { methods[f.typeName, default: []].insert(f.name) }
            if f.isStatic { staticKeys.insert(Self.key(f)) }
        }
        for (sub, sup) in superclass { subclasses[sup, default: []].append(sub) }
        for type in methods.keys {
            families[type] = ProjectIndex.family(of: type, inherits: inherits, superclass: superclass)
        }
        // Most calls go to framework methods no type in the run declares (`addSubview`, `map`):
        // one set lookup rejects them before any resolution up a superclass chain.
        var declared = freeFunctions
        for names in methods.values { declared.formUnion(names) }
        var seen: Set<NameID> = []   // reused: one allocation, not one per function
        for f in functions {
            let key = Self.key(f)
            // Calls on other receivers are read only from update contexts: a one-shot or static method
            // (`init`, `viewDidLoad`, where most set-up calls are) never becomes one (see `add`), and
            // its calls are not kept.
            if isEligible(key) || key.name == Self.traitChangeHandlerName {
                let qualified = f.qualifiedCalls.filter { declared.contains($0) }
                if !qualified.isEmpty { qualifiedCalls[key, default: []] += qualified }
            }
            seen.removeAll(keepingCapacity: true)
            for n in f.unqualifiedCalls where declared.contains(n) && seen.insert(n).inserted {
                if let owner = resolve(n, from: key.type) {
                    resolvedCalls[key, default: []].append(Key(type: owner, name: n))
                } else if freeFunctions.contains(n) {
                    freeCalls[key, default: []].append(n)
                }
            }
        }
    }

    static func key(_ f: FileSummary.Function) -> Key { Key(type: f.typeName, name: f.name) }

    /// The type (the caller's own or a superclass) that declares method `name`.
    func resolve(_ name: NameID, from type: NameID) -> NameID? {
        guard type != .none else { return nil }
        var current = type
        for _ in 0..<32 {
            if methods[current]?.contains(name) == true { return current }
            guard let next = superclass[current] else { return nil }
            current = next
        }
        return nil
    }

    func isEligible(_ key: Key) -> Bool {
        !staticKeys.contains(key) && !Self.oneShot.contains(key.name)
    }

    func isSeed(_ f: FileSummary.Function) -> Bool {
        if f.isTraitChangeHandler { return true }
        if f.isStatic || Self.oneShot.contains(f.name) { return false }
        if updateHooks.contains(f.name) { return true }
        guard f.typeName != .none, let family = families[f.typeName] else {
            // A superclass outside the run (a pod's base view): an override of a lifecycle method
            // still says where it runs.
            return f.isOverride && (ClassFamily.allUpdateMethodIDs.contains(f.name) || f.isDrawMethod)
        }
        // In Swift a class's method with a lifecycle name and no `override` cannot be the framework's:
        // it has another signature, and UIKit never calls it (Sileo's `traitCollectionDidChange(_:
        // UITraitCollection)`, blind set fresh30). A representable's `updateUIView` is a protocol's.
        guard f.isOverride || family == .representable else { return false }
        return family.updateMethodIDs.contains(f.name) || (family.drawMethodsAreUpdates && f.isDrawMethod)
    }

    func solve(actions: [(type: NameID, name: NameID)]) -> Set<Key> {
        var result: Set<Key> = []
        var work: [Key] = []
        @discardableResult func add(_ key: Key) -> Bool {
            guard isEligible(key) || key.name == Self.traitChangeHandlerName, result.insert(key).inserted else { return false }
            work.append(key)
            return true
        }
        for f in functions where isSeed(f) { add(Self.key(f)) }
        for action in actions { add(Key(type: action.type, name: action.name)) }

        // Methods by name, for calls on other receivers (only the names called so: most methods never are).
        var calledOnOthers: Set<NameID> = []
        for names in qualifiedCalls.values { calledOnOthers.formUnion(names) }
        var declaring: [NameID: [NameID]] = [:]
        for (type, names) in methods {
            for n in names where calledOnOthers.contains(n) { declaring[n, default: []].append(type) }
        }
        var freeCallers: [NameID: Set<Key>] = [:]
        for (key, names) in freeCalls { for n in names { freeCallers[n, default: []].insert(key) } }

        // A name called on another receiver fans out to its declaring types once: every later call
        // of it would add the same keys again (tens of thousands of calls, a few thousand names).
        var fannedOut: Set<NameID> = []
        while true {
            while let key = work.popLast() {
                for callee in resolvedCalls[key] ?? [] { add(callee) }
                for n in qualifiedCalls[key] ?? [] where fannedOut.insert(n).inserted {
                    for type in declaring[n] ?? [] { add(Key(type: type, name: n)) }
                }
                // Overrides in subclasses of an update context.
                var stack = subclasses[key.type] ?? []
                var seen: Set<NameID> = []
                while let sub = stack.popLast() {
                    guard seen.insert(sub).inserted else { continue }
                    if methods[sub]?.contains(key.name) == true { add(Key(type: sub, name: key.name)) }
                    stack += subclasses[sub] ?? []
                }
            }
            var grew = false
            for (name, callers) in freeCallers where !result.contains(Key(type: .none, name: name)) {
                // Only a function actually added makes another round: an ineligible one (a free
                // `viewDidLoad`, a `static func` at file scope) is refused by `add` every round, and
                // counting it as growth looped forever.
                if !callers.isEmpty, callers.allSatisfy({ result.contains($0) }), add(Key(type: .none, name: name)) {
                    grew = true
                }
            }
            if !grew { break }
        }
        return result
    }

    /// What `ColorWorkGraph` needs: the functions that do colour work themselves, and the calls.
    func colorWorkGraph() -> ColorWorkGraph {
        ColorWorkGraph(direct: Set(functions.filter(\.doesColorWork).map(Self.key)), calls: resolvedCalls)
    }
}

/// Answers "does this function do colour work, itself or through helpers of its type?" by a search
/// from that function only: the question is asked for a few `traitCollectionDidChange` overrides,
/// so solving it for every function of the run up front would be wasted work.
struct ColorWorkGraph: Sendable {
    typealias Key = ProjectIndex.FunctionKey
    let direct: Set<Key>
    let calls: [Key: [Key]]

    func reaches(from start: Key) -> Bool {
        var seen: Set<Key> = [start]
        var work = [start]
        while let key = work.popLast() {
            if direct.contains(key) { return true }
            for callee in calls[key] ?? [] where seen.insert(callee).inserted { work.append(callee) }
        }
        return false
    }
}
