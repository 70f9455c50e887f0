/// iOS 17's `registerForTraitChanges(_:handler:)` / `(_:action:)` / `(_:target:action:)`: the handler
/// closure and the action method run when the traits change, so they are update contexts.
enum TraitChangeRegistration {
    /// If closure scope `s` is the handler of a `registerForTraitChanges` call, that call's callee token.
    static func handlerCall(of s: Int, in file: AnalyzedFile) -> Int? {
        let open = Int(file.scopes[s].open)
        let before = open - 1
        // Trailing closure: `registerForTraitChanges([...]) { ... }`; SwiftUI's
        // `.onChange(of: colorScheme) { ... }`, which runs when the color scheme changes.
        if file.kind(before) == .rParen, file.match[before] > 0 {
            let callee = Int(file.match[before]) - 1
            if file.is(callee, "registerForTraitChanges") { return callee }
            if file.is(callee, "onChange"), let call = file.call(at: callee + 1),
               let of = call.arguments.first(where: { file.label($0) == "of" }), of.first <= of.last,
               namesTheme(of.first...of.last, in: file) { return callee }
        }
        // Labelled: `registerForTraitChanges([...], handler: { ... })`.
        if let (call, _) = file.enclosingCall(of: open), file.is(call.callee, "registerForTraitChanges") {
            return call.callee
        }
        return themeObserverCall(ofClosureAt: open, in: file)
    }

    // MARK: Theme-change observers

    /// A theme engine re-applies colours when it posts its notification: a closure observing a
    /// notification named for the theme, appearance or style runs on every appearance change the app
    /// makes itself. `addObserver(forName: .themeDidChange, object: nil, queue: .main) { _ in ... }`,
    /// `publisher(for: .themeChanged).sink { ... }`, `Theme.shared.$activeTheme.sink { ... }`. Returns the observing call's callee token.
    static func themeObserverCall(ofClosureAt open: Int, in file: AnalyzedFile) -> Int? {
        var callee: Int?
        var call: CallSite?
        let before = open - 1
        if file.kind(before) == .rParen, file.match[before] > 0 {
            callee = Int(file.match[before]) - 1
            call = file.call(at: Int(file.match[before]))
        } else if let (c, _) = file.enclosingCall(of: open) {
            callee = c.callee
            call = c
        } else if file.kind(before) == .identifier, file.kind(before - 1) == .dot {
            callee = before   // a trailing closure without parentheses: `.sink {`, `.bind {`, `.map {`
        }
        guard let callee else { return nil }
        if chainFollowsUpdateHook(before: callee, in: file) { return callee }
        guard let name = observedNotification(callee: callee, call: call, in: file) else { return nil }
        return namesTheme(name, in: file) ? callee : nil
    }

    /// A reactive chain driven by an update method (`view.rx.updateLayer.map { … }`, RxCocoa's
    /// `rx.traitCollectionDidChange`, `.wait(for: rx.updateLayer).bind { … }`): its closures run each
    /// time the method does, so with the new appearance current.
    private static func chainFollowsUpdateHook(before callee: Int, in file: AnalyzedFile) -> Bool {
        firstInChain(before: callee, within: 64, in: file) { j in
            j >= 2 && file.kind(j) == .identifier && file.kind(j - 1) == .dot && file.is(j - 2, "rx")
                && ClassFamily.allUpdateMethodIDs.contains(file.nameID(j)) ? true : nil
        } ?? false
    }

    /// The first answer `test` gives for the tokens before `callee`, walking back through its chain
    /// (`….publisher(for: X).receive(on:).sink`) to the statement's start, at most `limit` tokens.
    private static func firstInChain<T>(before callee: Int, within limit: Int, in file: AnalyzedFile, _ test: (Int) -> T?) -> T? {
        var j = callee - 1
        while j > 0, callee - j < limit {
            if let found = test(j) { return found }
            if file.tokens[j].atLineStart, file.kind(j) != .dot { return nil }   // the statement's start
            j -= 1
        }
        return nil
    }

    /// The key path a key-value observation watches: the unlabelled first argument of `observe(…)`.
    private static func observedKeyPath(_ call: CallSite?) -> ClosedRange<Int>? {
        guard let path = call?.arguments.first, path.label == nil, path.first <= path.last else { return nil }
        return path.first...path.last
    }

    /// For `#selector(name)` passed as `selector:` to `addObserver(_:selector:name:object:)` with a
    /// theme notification, the method's base name.
    static func themeObserverAction(at pound: Int, in file: AnalyzedFile) -> String? {
        guard let (call, index) = file.enclosingCall(of: pound), file.is(call.callee, "addObserver"),
              file.label(call.arguments[index]) == "selector",
              let name = call.arguments.first(where: { file.label($0) == "name" }),
              namesTheme(name.first...max(name.first, name.last), in: file) else { return nil }
        return selectorName(at: pound, in: file)
    }

    /// The tokens of the notification name an observing call listens for.
    private static func observedNotification(callee: Int, call: CallSite?, in file: AnalyzedFile) -> ClosedRange<Int>? {
        if file.is(callee, "addObserver"), let call, let name = call.arguments.first(where: { file.label($0) == "forName" }) {
            return name.first...max(name.first, name.last)
        }
        // Key-value observing: `NSApp.observe(\.effectiveAppearance) { … }`.
        if file.is(callee, "observe"), let path = observedKeyPath(call) { return path }
        return firstInChain(before: callee, within: 48, in: file) { j in
            // `.publisher(for: X)` earlier in the chain: `...publisher(for: .themeChanged).receive(on:).sink {`.
            if file.is(j, "publisher"), file.kind(j + 1) == .lParen, let c = file.call(at: j + 1),
               let name = c.arguments.first(where: { file.label($0) == "for" }) {
                return name.first...max(name.first, name.last)
            }
            // `button.rx.observe(\.effectiveAppearance).subscribe(onNext: { … })`.
            if file.is(j, "observe"), file.kind(j + 1) == .lParen, let path = observedKeyPath(file.call(at: j + 1)) { return path }
            // A published property earlier in the chain: `Theme.sharedTheme.$activeTheme.receive(on:).sink {`.
            if file.kind(j) == .identifier, file.withName(j, { $0.first == UInt8(ascii: "$") }) { return j...j }
            return nil
        }
    }

    private static let themeWords: [[UInt8]] = ["theme", "appearance", "style", "scheme", "dark", "night"].map { Array($0.utf8) }

    /// A notification name that mentions the theme or appearance (by whole words: `themeDidChange`,
    /// `SPSimplenoteThemeChangedNotification`, `AppearanceChanged`).
    static func namesTheme(_ range: ClosedRange<Int>, in file: AnalyzedFile) -> Bool {
        for j in range where file.tokens[j].kind == .identifier || file.tokens[j].kind == .string {
            let found = file.withName(j) { name in themeWords.contains { AppearanceGuards.containsCaseInsensitive(name, $0) } }
            if found { return true }
        }
        return false
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
