extension AnalyzedFile {
    /// How a function scope is named in messages: `traitCollectionDidChange(_:)`, `init(frame:)`,
    /// `viewDidLoad()`, or `the \`tint\` property` for computed properties and observers.
    public func signature(ofFunction s: Int) -> String {
        let scope = scopes[s]
        if scope.isProperty { return "the `\(scope.name)` property" }
        var j = Int(scope.introducer) + 1
        if !self.is(Int(scope.introducer), "init"), !self.is(Int(scope.introducer), "subscript") { j += 1 }   // skip the name
        // Generic parameters and `?`/`!` of failable initialisers.
        while j < Int(scope.open), kind(j) != .lParen { j += 1 }
        guard kind(j) == .lParen, match[j] > j else { return "`\(scope.name)`" }
        let close = Int(match[j])
        var labels: [String] = []
        var expectLabel = true
        var k = j + 1
        while k < close {
            let t = tokens[k]
            if t.opens, match[k] > k { k = Int(match[k]) + 1; continue }
            if t.kind == .comma { expectLabel = true } else if expectLabel, t.kind == .identifier {
                labels.append(name(k))
                expectLabel = false
            }
            k += 1
        }
        return "`\(scope.name)(\(labels.map { $0 + ":" }.joined()))`"
    }
}
