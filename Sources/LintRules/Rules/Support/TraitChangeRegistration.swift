/// iOS 17's `registerForTraitChanges(_:handler:)` / `(_:action:)` / `(_:target:action:)`: the handler
/// closure and the action method run when the traits change, so they are update contexts.
enum TraitChangeRegistration {
    /// If closure scope `s` is the handler of a `registerForTraitChanges` call, that call's callee token.
    static func handlerCall(of s: Int, in file: AnalyzedFile) -> Int? {
        let open = Int(file.scopes[s].open)
        let before = open - 1
        // Trailing closure: `registerForTraitChanges([...]) { ... }`.
        if file.kind(before) == .rParen, file.match[before] > 0 {
            let callee = Int(file.match[before]) - 1
            if file.is(callee, "registerForTraitChanges") { return callee }
        }
        // Labelled: `registerForTraitChanges([...], handler: { ... })`.
        if let (call, _) = file.enclosingCall(of: open), file.is(call.callee, "registerForTraitChanges") {
            return call.callee
        }
        return nil
    }

    /// For `#selector(name)` passed as `action:` to `registerForTraitChanges`, the method's base name.
    static func selectorAction(at pound: Int, in file: AnalyzedFile) -> String? {
        guard let (call, index) = file.enclosingCall(of: pound), file.is(call.callee, "registerForTraitChanges"),
              file.label(call.arguments[index]) == "action" else { return nil }
        return selectorName(at: pound, in: file)
    }

    /// `#selector(Self.applyColors(_:))` -> "applyColors".
    static func selectorName(at pound: Int, in file: AnalyzedFile) -> String? {
        guard file.kind(pound + 1) == .lParen else { return nil }
        let close = Int(file.match[pound + 1])
        var name: String?
        var j = pound + 2
        while j < close, file.kind(j) == .identifier || file.kind(j) == .dot {
            if file.kind(j) == .identifier { name = file.name(j) }
            j += 1
        }
        return name
    }
}
