/// `--fix --diff`: a unified diff (`diff -u`'s format, `a/` and `b/` prefixes as git writes them) that
/// `patch -p1` and `git apply` take. Lines are compared whole, line breaks included, so a CRLF file
/// diffs as CRLF and a last line without a line break gets patch's `\ No newline at end of file`.
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let context = 3

    /// The diff of `old` to `new` for the file at `path` (relative, as it will be patched); empty
    /// when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script) {
            let oldStart = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart + 1
            let newStart = hunk.newCount == 0 ? hunk.newStart : hunk.newStart + 1
            out += "@@ -\(range(oldStart, hunk.oldCount)) +\(range(newStart, hunk.newCount)) @@\n"
            for op in script[hunk.ops] {
                switch op {
                case .same(let i, _): out += line(" ", a[i])
                case .delete(let i): out += line("-", a[i])
                case .insert(let j): out += line("+", b[j])
                }
            }
        }
        return out
    }

    /// `start,count`, or `start` alone for one line (as GNU diff writes it).
    static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    static func line(_ prefix: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = prefix + String(decoding: bytes, as: UTF8.self)
        return bytes.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
    }

    /// The file's lines, each with its line break (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (k, b) in bytes.enumerated() where b == 0x0A {
            result.append(bytes[start...k])
            start = k + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    enum Op {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The shortest edit script (Myers' O((N+M)D) algorithm). Each step keeps only the diagonals it
    /// reached, so memory is O(D²) rather than O((N+M)·D): fixes change a few lines of long files.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        // Lines compared as integers: equal lines get the same number.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        let x = a.map { line -> Int in if let id = ids[line] { return id }; ids[line] = ids.count; return ids.count - 1 }
        let y = b.map { line -> Int in if let id = ids[line] { return id }; ids[line] = ids.count; return ids.count - 1 }
        let n = x.count, m = y.count
        var v = [0]   // v[k + d]: furthest x on diagonal k after d steps (k from -d to d)
        var trace: [[Int]] = []
        var found = false
        var d = 0
        while !found {
            var next = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                func prev(_ k: Int) -> Int { v[k + d - 1] }   // v of step d-1, indexed by its own offset d-1
                var i: Int
                if d == 0 {
                    i = 0
                } else if k == -d || (k != d && prev(k - 1) < prev(k + 1)) {
                    i = prev(k + 1)
                } else {
                    i = prev(k - 1) + 1
                }
                var j = i - k
                while i < n, j < m, x[i] == y[j] { i += 1; j += 1 }
                next[k + d] = i
                if i >= n, j >= m { found = true }
            }
            trace.append(next)
            v = next
            if !found { d += 1 }
        }
        // Walk back from (n, m) through the steps.
        var ops: [Op] = []
        var i = n, j = m
        for step in stride(from: d, through: 0, by: -1) {
            let k = i - j
            if step == 0 {
                while i > 0, j > 0 { i -= 1; j -= 1; ops.append(.same(i, j)) }
                break
            }
            let last = trace[step - 1]
            func at(_ k: Int) -> Int { last[k + step - 1] }
            let down = k == -step || (k != step && at(k - 1) < at(k + 1))
            let prevK = down ? k + 1 : k - 1
            let prevI = at(prevK), prevJ = prevI - prevK
            while i > prevI + (down ? 0 : 1), j > prevJ + (down ? 1 : 0) { i -= 1; j -= 1; ops.append(.same(i, j)) }
            if down { j -= 1; ops.append(.insert(j)) } else { i -= 1; ops.append(.delete(i)) }
        }
        return ops.reversed()
    }

    struct Hunk {
        var ops: Range<Int>
        var oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
    }

    /// Changes grouped with `context` unchanged lines around them; changes closer than twice that
    /// share a hunk.
    static func hunks(_ script: [Op]) -> [Hunk] {
        let changed = script.indices.filter { if case .same = script[$0] { return false }; return true }
        guard !changed.isEmpty else { return [] }
        var groups: [Range<Int>] = []
        var start = max(0, changed[0] - context), end = min(script.count, changed[0] + 1 + context)
        for c in changed.dropFirst() {
            if c - context <= end {
                end = min(script.count, c + 1 + context)
            } else {
                groups.append(start..<end)
                start = c - context
                end = min(script.count, c + 1 + context)
            }
        }
        groups.append(start..<end)
        // Line numbers (0-based) where each op stands.
        var oldLine = 0, newLine = 0
        var positions: [(Int, Int)] = []
        for op in script {
            positions.append((oldLine, newLine))
            switch op {
            case .same: oldLine += 1; newLine += 1
            case .delete: oldLine += 1
            case .insert: newLine += 1
            }
        }
        return groups.map { ops in
            var hunk = Hunk(ops: ops, oldStart: positions[ops.lowerBound].0, oldCount: 0,
                            newStart: positions[ops.lowerBound].1, newCount: 0)
            for op in script[ops] {
                switch op {
                case .same: hunk.oldCount += 1; hunk.newCount += 1
                case .delete: hunk.oldCount += 1
                case .insert: hunk.newCount += 1
                }
            }
            return hunk
        }
    }
}
