/// Whether a token does "colour work": the appearance-sensitive code that belongs in an update method.
enum ColorWork {
    /// `.cgColor`, `x.someColor = ...`, `UIColor.label`, `UIColor(...)`, `NSColor.labelColor`.
    static func isColorWork(at i: Int, in file: AnalyzedFile) -> Bool {
        guard file.tokens[i].kind == .identifier else { return false }
        if file.name(i, hasSuffix: "olor") {
            if file.is(i, "cgColor") { return file.kind(i - 1) == .dot }
            if file.isOp(i + 1, "="), file.kind(i - 1) == .dot || file.kind(i - 1) != .identifier {
                return true
            }
            if file.is(i, "UIColor") || file.is(i, "NSColor") || file.is(i, "SKColor") {
                return file.kind(i + 1) == .dot || file.kind(i + 1) == .lParen
            }
        }
        return false
    }
}
