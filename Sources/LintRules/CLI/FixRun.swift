#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix` for one Swift file (ruff's model): the safe fixes (and with `--unsafe-fixes` the unsafe
/// ones) are applied in rounds. Each round lints the current text against the run's index, applies
/// the fixes that do not overlap (an overlapping one waits for the next round, where it is computed
/// again on the new text), and keeps the result only if the code around the edits lexes as before
/// (`FixVerifier`). Rounds stop when nothing is left to apply, so a second `--fix` changes nothing.
public enum FixRun {
    /// Rounds before giving up on a file that keeps changing. Broken code can reveal one finding per
    /// round (a line of `= UIColor(white: 1, alpha: 1)` continuations, each read as the target of the
    /// next once the one before is fixed: fuzz seed 854486974, input 7268), so rounds go on while each
    /// yields a text not seen before; a text seen again means two fixes undo each other.
    public static let maximumRounds = 200

    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        /// Fixes applied, over all rounds (one per finding fixed).
        public var applied = 0
        /// Why some fix was left out (it failed the check, or the rounds ran out); nil when none was.
        public var problem: String?
    }

    /// Whether `fix` is applied in this run.
    public static func isApplicable(_ fix: Fix, unsafe: Bool) -> Bool {
        fix.applicability == .safe || unsafe
    }

    /// `source` with its fixes applied, to a fixed point.
    public static func fix(_ source: SourceFile, plan: FilePlan, context: LintContext, unsafe: Bool) -> Outcome {
        var outcome = Outcome(bytes: source.bytes)
        var seen: Set<Int> = [source.bytes.hashValue]   // hashes, not texts: 200 rounds of a large file
        for _ in 0..<maximumRounds {
            let current = SourceFile(path: source.path, bytes: outcome.bytes)
            let fixes = LintRun.diagnostics(in: current, plan: plan, context: context)
                .compactMap(\.fix).filter { isApplicable($0, unsafe: unsafe) }
            let chosen = nonOverlapping(fixes)
            if chosen.isEmpty { return outcome }
            let round = verifiedRound(chosen, on: outcome.bytes)
            if round.fixes.isEmpty {
                outcome.problem = "a fix would change the code around it (\(chosen[0].title)); not applied"
                return outcome
            }
            if round.fixes.count < chosen.count {
                outcome.problem = "a fix would change the code around it; not applied"
            }
            outcome.bytes = round.bytes
            outcome.applied += round.fixes.count
            if !seen.insert(round.bytes.hashValue).inserted {
                outcome.problem = "fixes undo each other; the rest are not applied"
                return outcome
            }
        }
        let left = LintRun.diagnostics(in: SourceFile(path: source.path, bytes: outcome.bytes), plan: plan, context: context)
            .compactMap(\.fix).filter { isApplicable($0, unsafe: unsafe) }
        if !left.isEmpty { outcome.problem = "fixes did not settle after \(maximumRounds) rounds; the rest are not applied" }
        return outcome
    }

    /// The fixes whose edits overlap no earlier one's, in order of position. Fixes at the same
    /// place (two rules on one token) are left for a later round, which lints the file again.
    static func nonOverlapping(_ fixes: [Fix]) -> [Fix] {
        var taken: [ByteRange] = []
        var chosen: [Fix] = []
        let ordered = fixes.sorted { ($0.edits.first?.range.start ?? 0) < ($1.edits.first?.range.start ?? 0) }
        for fix in ordered where !fix.edits.isEmpty {
            let clashes = fix.edits.contains { edit in taken.contains { overlaps($0, edit.range) } }
                || fix.edits.indices.contains { a in fix.edits.indices.contains { b in a < b && overlaps(fix.edits[a].range, fix.edits[b].range) } }
            if clashes { continue }
            chosen.append(fix)
            taken += fix.edits.map(\.range)
        }
        return chosen
    }

    /// Ranges that share a byte, or an insertion at the other's edge (its order would be a guess).
    static func overlaps(_ a: ByteRange, _ b: ByteRange) -> Bool {
        if a.start == a.end || b.start == b.end { return a.start <= b.end && b.start <= a.end }
        return a.start < b.end && b.start < a.end
    }

    /// The fixes of one round that pass the check, and the text with them applied. Each is checked
    /// alone first, so one bad fix does not hold back the others; if the survivors together still
    /// fail (they never should: they touch disjoint tokens), only the first is applied.
    static func verifiedRound(_ fixes: [Fix], on bytes: [UInt8]) -> (fixes: [Fix], bytes: [UInt8]) {
        let all = fixes.flatMap(\.edits)
        let together = apply(all, to: bytes)
        if FixVerifier.preservesStructure(bytes, edits: all, result: together) { return (fixes, together) }
        let good = fixes.filter { FixVerifier.preservesStructure(bytes, edits: $0.edits, result: apply($0.edits, to: bytes)) }
        guard let first = good.first else { return ([], bytes) }
        let edits = good.flatMap(\.edits)
        let result = apply(edits, to: bytes)
        if FixVerifier.preservesStructure(bytes, edits: edits, result: result) { return (good, result) }
        return ([first], apply(first.edits, to: bytes))
    }

    /// `bytes` with disjoint `edits` applied.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.start < $1.range.start }) {
            out += bytes[cursor..<Int(edit.range.start)]
            out += Array(edit.replacement.utf8)
            cursor = Int(edit.range.end)
        }
        out += bytes[cursor...]
        return out
    }

    /// Writes `fixed` over the file at `path` (absolute), only if it still holds `original`, the
    /// bytes the fixes were computed on (an editor or a formatter may have saved it since), and is
    /// not read-only. Nil when written, else why not.
    public static func commit(_ fixed: [UInt8], computedOn original: [UInt8], to path: String) -> String? {
        switch SourceReader.readRegularFile(path, limit: SourceReader.maximumSize) {
        case .failure(let failure): return failure.message
        case .success(let now):
            guard now == original else { return "the file changed while it was being fixed; not written" }
        }
        // The atomic write replaces the file by renaming a new one over it, which a read-only mode
        // would not stop (the folder is what is written); the mode says the owner wants it kept.
        // (Checked on the mode bits, not with access(2), which always allows root.)
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & 0o222 == 0 { return "the file is read-only; not written" }
        if access(path, W_OK) != 0 { return "permission denied; not written" }
        do {
            try AtomicFileWriter.write(fixed, to: path)
        } catch {
            return error.reason
        }
        return nil
    }
}
