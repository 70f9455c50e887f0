/// A name that always stands for one value: a `let` with an initial value, or a computed property or
/// parameterless function whose body is one expression (`var scheme: ColorScheme { .light }`,
/// `func lightAppearance() -> NSAppearance? { NSAppearance(named: .aqua) }`). Forcing an appearance
/// through such a name (`.preferredColorScheme(scheme)`, `window.appearance = lightAppearance()`)
/// forces it as surely as the literal. A `var` with an initial value is state (assigned elsewhere,
/// a memberwise initialiser's argument): not a constant.
enum ConstantValue {
    /// The value expression `[first, last]` of the name used at `i` (`scheme`, `self.scheme`,
    /// `Self.scheme`, `lightAppearance()`), from its only declaration in this file; nil when the file
    /// declares it more than once or not as a constant.
    static func value(ofNameAt i: Int, in file: AnalyzedFile) -> (first: Int, last: Int)? {
        guard file.kind(i) == .identifier, !file.isAny(i - 1, ["let", "var", "func"]) else { return nil }
        let name = file.nameID(i)
        // A parameter of the enclosing function by that name hides any declaration elsewhere.
        if let f = file.enclosingFunction(of: i),
           (Int(file.scopes[f].introducer)..<Int(file.scopes[f].open)).contains(where: { file.kind($0) == .identifier && file.nameID($0) == name && file.kind($0 + 1) == .colon }) {
            return nil
        }
        // Found once per file: a file that forces through many names asks once per forcing.
        if file.facts.declarationsByName == nil {
            var byName: [NameID: [Int]] = [:]
            for j in 1..<max(1, file.count) where file.kind(j) == .identifier && file.isAny(j - 1, declarationKeywords) {
                byName[file.nameID(j), default: []].append(j)
            }
            file.facts.declarationsByName = byName
        }
        guard let declarations = file.facts.declarationsByName?[name], declarations.count == 1 else { return nil }
        return declaredValue(ofDeclarationAt: declarations[0], in: file)
    }

    private static let declarationKeywords = NameTable(["let", "var", "func"])

    /// For `let NAME [: T] = value`, `var NAME: T { value }` or `func NAME() -> T { value }` at the
    /// name token `j`, the value's tokens; nil for anything else.
    static func declaredValue(ofDeclarationAt j: Int, in file: AnalyzedFile) -> (first: Int, last: Int)? {
        var k = j + 1
        if file.is(j - 1, "func") {
            guard file.kind(k) == .lParen, file.match[k] == k + 1 else { return nil }   // no parameters
            k += 2
        }
        // Up to the `=` (a `let`) or the body's `{`, on the declaration's line.
        while k < file.count, !file.tokens[k].atLineStart, !file.isOp(k, "="), file.kind(k) != .lBrace { k += 1 }
        if file.isOp(k, "=") {
            guard file.is(j - 1, "let") else { return nil }
            return expression(from: k + 1, endingBefore: nil, in: file)
        }
        guard file.kind(k) == .lBrace, !file.is(j - 1, "let") else { return nil }
        let close = Int(file.match[k])
        guard close > k else { return nil }
        var first = k + 1
        if file.is(first, "get"), file.kind(first + 1) == .lBrace {   // `{ get { .light } }`
            let getterClose = Int(file.match[first + 1])
            guard getterClose > first + 1 else { return nil }
            return expression(from: first + 2, endingBefore: getterClose, in: file)
        }
        if file.is(first, "return") { first += 1 }
        return expression(from: first, endingBefore: close, in: file)
    }

    /// One postfix expression starting at `first` that fills the body up to `end` (or, for an
    /// initial value, ends its line): no ternary, no operator, no second statement.
    private static func expression(from first: Int, endingBefore end: Int?, in file: AnalyzedFile) -> (first: Int, last: Int)? {
        guard first < file.count, file.kind(first) == .identifier || file.kind(first) == .dot else { return nil }
        var last = file.postfixEnd(from: first)
        if file.isOp(last + 1, "!") { last += 1 }
        if let end { return last + 1 == end ? (first, last) : nil }
        let next = last + 1
        guard next >= file.count || file.tokens[next].atLineStart || file.kind(next) == .semicolon || file.kind(next) == .rBrace else { return nil }
        return (first, last)
    }
}
