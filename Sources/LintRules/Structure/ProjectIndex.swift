/// The run-wide index, built from every file's `FileSummary` before any rule runs: type name ->
/// superclass and conformances (declarations and extensions merged, in any file), which methods are
/// appearance-update contexts, and names the run declares (enum cases, colour typealiases).
public final class ProjectIndex: Sendable {
    public struct FunctionKey: Hashable, Sendable {
        /// "" for a free function.
        public let type: String
        public let name: String
    }

    /// Inheritance clauses of every declaration and extension of each type, merged.
    let inherits: [String: [String]]
    /// The first type in a `class` declaration's inheritance clause.
    let superclass: [String: String]
    let methods: [String: Set<String>]
    let freeFunctions: Set<String>
    let updateContexts: Set<FunctionKey>
    let colorWork: Set<FunctionKey>
    public let enumCases: Set<String>
    public let colorAliases: Set<String>
    public let activityIndicatorNames: Set<String>

    public convenience init(_ summaries: [FileSummary], options: LintOptions = LintOptions()) {
        self.init(summaries: summaries, updateHooks: options.updateHooks)
    }

    init(summaries: [FileSummary], updateHooks: Set<String>) {
        var inherits: [String: [String]] = [:]
        var superclass: [String: String] = [:]
        var methods: [String: Set<String>] = [:]
        var free: Set<String> = []
        var enumCases: Set<String> = []
        var aliases: Set<String> = []
        var indicators: Set<String> = []
        var functions: [FileSummary.Function] = []
        var actions: [(type: String?, name: String)] = []
        for summary in summaries {
            for type in summary.types {
                inherits[type.name, default: []].append(contentsOf: type.inherits)
                if type.declKeyword == "class", let first = type.inherits.first, superclass[type.name] == nil,
                   first != type.name {
                    superclass[type.name] = first
                }
            }
            for f in summary.functions where !f.isTraitChangeHandler {
                if let t = f.typeName { methods[t, default: []].insert(f.name) } else { free.insert(f.name) }
            }
            functions += summary.functions
            enumCases.formUnion(summary.enumCases)
            aliases.formUnion(summary.colorAliases)
            indicators.formUnion(summary.activityIndicatorNames)
            actions += summary.traitChangeActions
        }
        self.inherits = inherits
        self.superclass = superclass
        self.methods = methods
        self.freeFunctions = free
        self.enumCases = enumCases
        self.colorAliases = aliases
        self.activityIndicatorNames = indicators
        var builder = UpdateContextSolver(inherits: inherits, superclass: superclass, methods: methods,
                                          freeFunctions: free, functions: functions, updateHooks: updateHooks)
        self.updateContexts = builder.solve(actions: actions)
        self.colorWork = builder.solveColorWork()
    }

    /// The UIKit/AppKit family of a type, through its superclass chain in the run.
    public func family(of type: String) -> ClassFamily? {
        Self.family(of: type, inherits: inherits, superclass: superclass)
    }

    static func family(of type: String, inherits: [String: [String]], superclass: [String: String]) -> ClassFamily? {
        var current = type
        for _ in 0..<32 {
            if let f = ClassFamily.known[current] { return f }
            for name in inherits[current] ?? [] {
                if let f = ClassFamily.known[name] { return f }
            }
            guard let next = superclass[current] else { return nil }
            current = next
        }
        return nil
    }

    /// Whether the method (or free function when `type` is nil) re-runs when the appearance changes.
    public func isUpdateContext(type: String?, name: String) -> Bool {
        updateContexts.contains(FunctionKey(type: type ?? "", name: name))
    }

    /// Whether the method does colour work itself or through a helper of its type.
    public func doesColorWork(type: String?, name: String) -> Bool {
        colorWork.contains(FunctionKey(type: type ?? "", name: name))
    }

    /// Whether the run declares its own enum case with this name.
    public func declaresEnumCase(_ name: String) -> Bool { enumCases.contains(name) }
}
