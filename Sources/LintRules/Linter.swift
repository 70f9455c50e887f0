import Dispatch

/// Runs a set of rules over one analysed Swift file, applies its suppression comments, and places the
/// findings. (`LintRun` drives whole runs: both passes, the index, and resources.)
public struct Linter: Sendable {
    public let rules: [any Rule]

    public init(rules: [any Rule] = RuleRegistry.all) {
        self.rules = rules
    }

    /// Findings for one analysed file, sorted by position, after inline suppression comments.
    public func findings(in file: AnalyzedFile, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules { rule.check(file, context, into: &findings) }
        // Code nothing calls is never seen: no rule's finding there is worth a look (`DeadCode`).
        findings.removeAll { finding in
            guard let token = file.token(startingAt: finding.range.start) else { return false }
            return DeadCode.isUnreachable(token, in: file, context.index)
        }
        findings = applySuppressions(findings, in: file)
        findings.sort {
            if $0.range.start != $1.range.start { return $0.range.start < $1.range.start }
            return $0.ruleID != $1.ruleID ? $0.ruleID < $1.ruleID : $0.message < $1.message
        }
        return findings
    }

    private func applySuppressions(_ findings: [Finding], in file: AnalyzedFile) -> [Finding] {
        var suppressions = Suppressions(comments: file.comments, in: file.source)
        guard !suppressions.isEmpty else { return findings }
        var kept = findings.filter { f in
            !suppressions.suppresses(f.ruleID, line: file.source.location(of: f.range.start).line)
        }
        let superfluous = SuperfluousDisableRule.description
        if rules.contains(where: { $0.description.id == superfluous.id }) {
            let ran = Set(rules.map { $0.description.id }).subtracting([superfluous.id])
            for (range, message) in suppressions.superfluous(ranRules: ran) {
                let f = Finding(ruleID: superfluous.id, severity: superfluous.defaultSeverity, range: range, message: message)
                if !suppressions.suppresses(superfluous.id, line: file.source.location(of: range.start).line) { kept.append(f) }
            }
        }
        return kept
    }

    /// Places findings in their file: line and column (1-based, UTF-8 bytes).
    /// Each keeps an excerpt of its line, not the line (see `SourceFile.excerpt`); findings on one
    /// short line share one copy of it.
    public static func diagnostics(_ findings: [Finding], in source: SourceFile) -> [Diagnostic] {
        let utf16 = source.utf16Columns(of: findings.flatMap { [$0.range.start, $0.range.end] })
        var shared: (line: Int, text: String)?
        return findings.enumerated().map { k, f in
            let (line, column) = source.location(of: f.range.start)
            let end = source.location(of: f.range.end)
            let text: String
            if let shared, shared.line == line, shared.text.utf8.count < SourceFile.excerptLimit {
                text = shared.text
            } else {
                text = source.excerpt(line: line, column: column)
                shared = (line, text)
            }
            var d = Diagnostic(path: source.path, line: line, column: column, ruleID: f.ruleID, severity: f.severity,
                               message: f.message, suggestion: f.suggestion, fix: f.fix, range: f.range, sourceLine: text)
            d.endLine = end.line
            d.endColumn = end.column
            d.utf16Column = utf16[2 * k]
            d.utf16EndColumn = utf16[2 * k + 1]
            d.details = f.details
            return d
        }
    }
}

/// `concurrentPerform` over an array, results in input order.
public enum ParallelMap {
    /// The most parallel jobs `--jobs` accepts.
    public static let maximumJobs = 1024

    public static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int = 0, _ transform: @Sendable (T) -> R) -> [R] {
        if items.count <= 1 || jobs == 1 { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        let workers = min(jobs > 0 ? jobs : ProcessInfoCores.count, maximumJobs)   // `workers * 8` cannot overflow
        // Chunks keep scheduling cheap while small files still spread over the cores.
        let chunk = max(1, items.count / (workers * 8))
        let chunks = (items.count + chunk - 1) / chunk
        items.withUnsafeBufferPointer { buffer in
            let base = UnsafeBufferPointerBox(buffer)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let lo = c * chunk
                let hi = min(items.count, lo + chunk)
                for i in lo..<hi { results.set(i, transform(base.buffer[i])) }
            }
        }
        return results.values()
    }
}

/// Write-once result slots filled from many threads: each index is written by exactly one task.
final class ResultSlots<R>: @unchecked Sendable {
    // Raw memory, not an Array property: concurrent writes to distinct slots must not go through
    // Swift's exclusivity checks on a shared stored property.
    private let storage: UnsafeMutablePointer<R?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func set(_ i: Int, _ value: R) { storage[i] = value }
    func values() -> [R] { (0..<count).map { storage[$0]! } }

    /// Empties slot `i`, returning what it held.
    func take(_ i: Int) -> R? {
        defer { storage[i] = nil }
        return storage[i]
    }
}

struct UnsafeBufferPointerBox<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
    init(_ buffer: UnsafeBufferPointer<T>) { self.buffer = buffer }
}

enum ProcessInfoCores {
    static var count: Int {
        #if canImport(Foundation)
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
        #else
        return 2
        #endif
    }
}

import Foundation
