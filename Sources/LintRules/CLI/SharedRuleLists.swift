import Foundation

/// One array of rules per distinct set of rules, shared by every plan that runs that set. Plans are
/// made per folder (and per test file), and each holding its own copy of the registry's rules was
/// megabytes of a large run's memory; a run has a handful of distinct sets.
enum SharedRuleLists {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lists: [[Bool]: [any Rule]] = [:]

    /// The registry's rules whose place in `enabled` is true, in registry order.
    static func rules(_ enabled: [Bool]) -> [any Rule] {
        lock.lock()
        defer { lock.unlock() }
        if let shared = lists[enabled] { return shared }
        let rules = zip(RuleRegistry.all, enabled).filter(\.1).map(\.0)
        lists[enabled] = rules
        return rules
    }
}
