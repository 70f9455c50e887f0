/// Evaluates a colour component written as literal arithmetic: `0.5`, `245/255`, `-1`,
/// `CGFloat(245) / 255.0`, `(0x1E)/255`. Anything else (a variable, a call) is not a literal: nil.
struct LiteralEvaluator {
    let file: AnalyzedFile
    var pos: Int
    let end: Int   // inclusive
    /// Nesting of parentheses and prefix signs: bounded, so adversarial input cannot exhaust the
    /// (small) stack of a worker thread. No real colour component nests this deep.
    var depth = 0
    static let maximumDepth = 32

    static func evaluate(_ file: AnalyzedFile, from first: Int, to last: Int) -> Double? {
        guard first <= last else { return nil }
        var e = LiteralEvaluator(file: file, pos: first, end: last)
        guard let value = e.sum(), e.pos == last + 1 else { return nil }
        return value.isFinite ? value : nil
    }

    /// A number token's value: decimal, float, hex (`0x1E`), binary, octal; `_` separators allowed.
    static func number(_ file: AnalyzedFile, _ i: Int) -> Double? {
        guard file.kind(i) == .number else { return nil }
        let text = file.name(i).replacingOccurrences(of: "_", with: "")
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } }
        if text.hasPrefix("0b") { return UInt64(text.dropFirst(2), radix: 2).map { Double($0) } }
        if text.hasPrefix("0o") { return UInt64(text.dropFirst(2), radix: 8).map { Double($0) } }
        return Double(text)
    }

    private mutating func sum() -> Double? {
        guard var value = product() else { return nil }
        while pos <= end, file.isOp(pos, "+") || file.isOp(pos, "-") {
            let plus = file.isOp(pos, "+")
            pos += 1
            guard let rhs = product() else { return nil }
            value = plus ? value + rhs : value - rhs
        }
        return value
    }

    private mutating func product() -> Double? {
        guard var value = unary() else { return nil }
        while pos <= end, file.isOp(pos, "*") || file.isOp(pos, "/") {
            let times = file.isOp(pos, "*")
            pos += 1
            guard let rhs = unary() else { return nil }
            value = times ? value * rhs : value / rhs
        }
        return value
    }

    private mutating func unary() -> Double? {
        guard pos <= end, depth < Self.maximumDepth else { return nil }
        if file.isOp(pos, "-") || file.isOp(pos, "+") {
            let negative = file.isOp(pos, "-")
            pos += 1
            depth += 1
            defer { depth -= 1 }
            return unary().map { negative ? -$0 : $0 }
        }
        return primary()
    }

    private mutating func primary() -> Double? {
        guard pos <= end else { return nil }
        if let n = Self.number(file, pos) {
            pos += 1
            return n
        }
        // `CGFloat(245)`, `Double(0.5)`: a numeric conversion of a literal is still a literal.
        if file.kind(pos) == .identifier, file.isAny(pos, ["CGFloat", "Double", "Float", "Int", "Float32", "Float64"]),
           file.kind(pos + 1) == .lParen {
            pos += 1
        }
        if file.kind(pos) == .lParen {
            let close = Int(file.match[pos])
            guard close > pos, close <= end else { return nil }
            guard depth < Self.maximumDepth else { return nil }
            var inner = LiteralEvaluator(file: file, pos: pos + 1, end: close - 1, depth: depth + 1)
            guard let value = inner.sum(), inner.pos == close else { return nil }
            pos = close + 1
            return value
        }
        return nil
    }
}
