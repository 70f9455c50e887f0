/// Computes which functions are appearance-update contexts, as a fixed point over the run's calls.
///
/// Seeds: each family's lifecycle methods (`layoutSubviews`, `updateLayer`, ...), view-family
/// `draw...` overrides, `--update-hooks` names, `registerForTraitChanges` handlers and actions.
/// Then, until nothing changes:
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

    let inherits: [String: [String]]
    let superclass: [String: String]
    let methods: [String: Set<String>]
    let freeFunctions: Set<String>
    let functions: [FileSummary.Function]
    let updateHooks: Set<String>

    /// Calls per function key (overloads and extensions merged).
    private var calls: [Key: (unqualified: Set<String>, qualified: Set<String>)] = [:]
    private var staticKeys: Set<Key> = []
    private var subclasses: [String: [String]] = [:]

    init(inherits: [String: [String]], superclass: [String: String], methods: [String: Set<String>],
         freeFunctions: Set<String>, functions: [FileSummary.Function], updateHooks: Set<String>) {
        self.inherits = inherits
        self.superclass = superclass
        self.methods = methods
        self.freeFunctions = freeFunctions
        self.functions = functions
        self.updateHooks = updateHooks
        for f in functions {
            let key = Self.key(f)
            var entry = calls[key] ?? ([], [])
            entry.unqualified.formUnion(f.unqualifiedCalls)
            entry.qualified.formUnion(f.qualifiedCalls)
            calls[key] = entry
            if f.isStatic { staticKeys.insert(key) }
        }
        for (sub, sup) in superclass { subclasses[sup, default: []].append(sub) }
    }

    static func key(_ f: FileSummary.Function) -> Key {
        Key(type: f.typeName ?? "", name: f.isTraitChangeHandler ? "registerForTraitChanges handler" : f.name)
    }

    /// The type (the caller's own or a superclass) that declares method `name`.
    func resolve(_ name: String, from type: String) -> String? {
        guard !type.isEmpty else { return nil }
        var current = type
        for _ in 0..<32 {
            if methods[current]?.contains(name) == true { return current }
            guard let next = superclass[current] else { return nil }
            current = next
        }
        return nil
    }

    func isEligible(_ key: Key) -> Bool {
        !staticKeys.contains(key) && !ClassFamily.oneShotMethods.contains(key.name)
    }

    func isSeed(_ f: FileSummary.Function) -> Bool {
        if f.isTraitChangeHandler { return true }
        if f.isStatic || ClassFamily.oneShotMethods.contains(f.name) { return false }
        if updateHooks.contains(f.name) { return true }
        guard let type = f.typeName,
              let family = ProjectIndex.family(of: type, inherits: inherits, superclass: superclass) else {
            // A superclass outside the run (a pod's base view): an override of a lifecycle method
            // still says where it runs.
            return f.isOverride && (ClassFamily.allUpdateMethods.contains(f.name) || f.name.hasPrefix("draw"))
        }
        return family.updateMethods.contains(f.name) || (family.drawMethodsAreUpdates && f.name.hasPrefix("draw"))
    }

    mutating func solve(actions: [(type: String?, name: String)]) -> Set<Key> {
        var result: Set<Key> = []
        var work: [Key] = []
        func add(_ key: Key) {
            guard isEligible(key) || key.name == "registerForTraitChanges handler", result.insert(key).inserted else { return }
            work.append(key)
        }
        for f in functions where isSeed(f) { add(Self.key(f)) }
        for action in actions { add(Key(type: action.type ?? "", name: action.name)) }

        // Methods by name, for calls on other receivers.
        var declaring: [String: [String]] = [:]
        for (type, names) in methods { for n in names { declaring[n, default: []].append(type) } }

        // Free-function callers: who calls each free function (unresolved unqualified calls).
        var freeCallers: [String: Set<Key>] = [:]
        for (key, c) in calls {
            for n in c.unqualified where freeFunctions.contains(n) && resolve(n, from: key.type) == nil {
                freeCallers[n, default: []].insert(key)
            }
        }

        while true {
            while let key = work.popLast() {
                let c = calls[key] ?? ([], [])
                for n in c.unqualified {
                    if let owner = resolve(n, from: key.type) { add(Key(type: owner, name: n)) }
                }
                for n in c.qualified { for type in declaring[n] ?? [] { add(Key(type: type, name: n)) } }
                // Overrides in subclasses of an update context.
                var stack = subclasses[key.type] ?? []
                var seen: Set<String> = []
                while let sub = stack.popLast() {
                    guard seen.insert(sub).inserted else { continue }
                    if methods[sub]?.contains(key.name) == true { add(Key(type: sub, name: key.name)) }
                    stack += subclasses[sub] ?? []
                }
            }
            var grew = false
            for (name, callers) in freeCallers where !result.contains(Key(type: "", name: name)) {
                if !callers.isEmpty, callers.allSatisfy({ result.contains($0) }) {
                    add(Key(type: "", name: name))
                    grew = true
                }
            }
            if !grew { break }
        }
        return result
    }

    /// Functions that do colour work themselves or through same-type helpers, transitively.
    func solveColorWork() -> Set<Key> {
        var result: Set<Key> = []
        for f in functions where f.doesColorWork { result.insert(Self.key(f)) }
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for (key, c) in calls where !result.contains(key) {
                for n in c.unqualified {
                    if let owner = resolve(n, from: key.type), result.contains(Key(type: owner, name: n)) {
                        result.insert(key)
                        changed = true
                        break
                    }
                }
            }
        }
        return result
    }
}
