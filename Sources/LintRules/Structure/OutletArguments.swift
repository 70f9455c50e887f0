/// Outlets recoloured by a helper they are passed to: `updateButton(schoolCategoryButton)` where
/// `func updateButton(_ button: UIButton) { button.tintColor = … }`, or
/// `theme.applyBackgroundColor(views: [self, classImageView], color: …)` where the method sets
/// `backgroundColor` on each element of its `views` parameter. The outlet's Interface Builder colour
/// is then a placeholder, as if the owner had set it directly.
///
/// Matched by method name and argument position, across the run. Only arguments that are
/// `@IBOutlet`s declared in the same file are recorded: every other call of an app is no concern
/// here, and the index keeps what it records for the whole run.
enum OutletArguments {
    /// A method that sets `property` on its parameter at `position` (or on each of its elements).
    struct Setter: Hashable, Sendable {
        var method: NameID
        var position: Int32
        var property: NameID
    }

    /// `owner` passes its outlet `outlet` to `method` at `position`.
    struct Argument: Hashable, Sendable {
        var owner: NameID
        var outlet: NameID
        var method: NameID
        var position: Int32
    }

    /// The setter a colour assignment makes when its receiver (token `receiver`, or the collection it
    /// iterates) is a parameter of the function around it. Found by `ColorPropertyAssignments.collect`,
    /// which already stops at every colour assignment; `parametersOf` caches each function's names.
    static func setter(property: NameID, receiver: Int, in file: AnalyzedFile, parametersOf: inout [Int: Parameters]) -> Setter? {
        guard file.kind(receiver) == .identifier, let f = file.enclosingFunction(of: receiver),
              file.scopes[f].kind == .function, !file.scopes[f].isProperty else { return nil }
        if parametersOf[f] == nil { parametersOf[f] = Parameters(of: f, in: file) }
        let name = ColorPropertyAssignments.iteratedCollection(of: receiver, in: file) ?? file.nameID(receiver)
        guard let position = parametersOf[f]!.position(of: name) else { return nil }
        return Setter(method: file.scopes[f].nameID, position: Int32(position), property: property)
    }

    /// A function's parameter names, and the locals that unwrap them (`guard let navBar = navBarOrNil`,
    /// `if let`): setting a colour on either sets it on the parameter. Found once per function.
    struct Parameters {
        var names: [NameID]
        var unwrapped: [NameID: NameID] = [:]

        init(of f: Int, in file: AnalyzedFile) {
            names = OutletArguments.parameterNames(of: f, in: file)
            guard !names.isEmpty else { return }
            let scope = file.scopes[f]
            let first = Int(scope.open) + 2, end = min(Int(scope.close), file.count - 3)
            guard first < end else { return }   // an empty body, or one cut off at the end of the file
            for d in first..<end where file.kind(d) == .identifier {
                guard file.is(d - 1, "let") || file.is(d - 1, "var"), file.is(d - 2, "guard") || file.is(d - 2, "if"),
                      file.isOp(d + 1, "="), file.kind(d + 2) == .identifier,
                      file.is(d + 3, "else") || file.kind(d + 3) == .comma || file.kind(d + 3) == .lBrace else { continue }
                unwrapped[file.nameID(d)] = file.nameID(d + 2)
            }
        }

        func position(of name: NameID) -> Int? {
            names.firstIndex(of: name) ?? unwrapped[name].flatMap(names.firstIndex)
        }
    }

    /// A method that passes its parameter at `position` (or each element of it) on to `callee` at
    /// `calleePosition`: `setupSeparators(_ separators: [UIView]) { for s in separators { setupSeparator(s) } }`.
    /// Whatever the callee sets on that parameter, the method sets on its own (`resolve` follows the chain).
    struct Forward: Hashable, Sendable {
        var method: NameID
        var position: Int32
        var callee: NameID
        var calleePosition: Int32
    }

    /// The forwards of every function of the file with parameters. Each parameter name's occurrences
    /// are walked once for the whole file (and those of a `for` loop's variable over one): the cost
    /// follows the names' occurrences, whatever the number of functions that share a name.
    static func forwards(in file: AnalyzedFile) -> [Forward] {
        // Parameters by function, and the functions declaring each name.
        var parametersOf: [Int: [NameID]] = [:]
        var names: Set<NameID> = []
        for (f, scope) in file.scopes.enumerated() where scope.kind == .function && !scope.isProperty && scope.close > scope.open {
            let parameters = parameterNames(of: f, in: file)
            guard !parameters.isEmpty else { continue }
            parametersOf[f] = parameters
            names.formUnion(parameters)
        }
        guard !parametersOf.isEmpty else { return [] }
        // The function (and position) a name at token `t` is a parameter of: the innermost declaring it.
        func declaring(_ name: NameID, at t: Int) -> (function: Int, position: Int)? {
            for s in file.scopeChain(of: t) {
                if let position = parametersOf[s]?.firstIndex(of: name) { return (s, position) }
            }
            return nil
        }
        var found: Set<Forward> = []
        func record(_ t: Int, as parameter: (function: Int, position: Int)) {
            // A whole argument sits between `(`, `,` or a label's `:` and `)` or `,`: only then is the
            // call looked up (most mentions of a parameter are not arguments).
            let before = file.kind(t - 1), after = file.kind(t + 1)
            guard before == .lParen || before == .comma || before == .colon, after == .rParen || after == .comma,
                  let (call, argument) = file.enclosingCall(of: t), file.kind(call.callee) == .identifier,
                  call.arguments[argument].first == t, call.arguments[argument].last == t else { return }
            found.insert(Forward(method: file.scopes[parameter.function].nameID, position: Int32(parameter.position),
                                 callee: file.nameID(call.callee), calleePosition: Int32(argument)))
        }
        // `for separator in separators { … }`: the loop's variable stands for each element.
        var loopVariables: [NameID: [(function: Int, position: Int)]] = [:]
        for name in names {
            for t in file.tokens(named: name) {
                guard let parameter = declaring(name, at: t) else { continue }
                if file.is(t - 1, "in"), file.is(t - 3, "for"), file.kind(t - 2) == .identifier {
                    loopVariables[file.nameID(t - 2), default: []].append(parameter)
                }
                record(t, as: parameter)
            }
        }
        for (variable, parameters) in loopVariables {
            for t in file.tokens(named: variable) {
                guard let f = file.enclosingFunction(of: t), let parameter = parameters.first(where: { $0.function == f }) else { continue }
                record(t, as: parameter)
            }
        }
        return Array(found)
    }

    static func arguments(in file: AnalyzedFile) -> [Argument] {
        // Files without outlets (most) record nothing: `self` alone is worth recording only beside them.
        let outlets = outletNames(in: file)
        let containers = file.tokens(namedAny: containerControllers)
        guard !outlets.isEmpty || !containers.isEmpty else { return [] }
        var found: Set<Argument> = []
        for k in 1..<max(file.count, 1) where file.kind(k) == .lParen && file.kind(k - 1) == .identifier && file.match[k] > k {
            guard !file.is(k - 2, "func"), let type = file.enclosingType(of: k) else { continue }
            let owner = file.scopes[type].nameID, method = file.nameID(k - 1)
            var position: Int32 = 0
            var j = k + 1
            let close = Int(file.match[k])
            while j < close {
                // Skip an argument label: `views: [...]`.
                if file.kind(j) == .identifier, file.kind(j + 1) == .colon { j += 2 }
                // An outlet, or `self` (the owner itself: outlet `.none`), alone or in an array literal;
                // or the variable of a loop over a local array of outlets (`for view in buttons`).
                func passed(_ e: Int) -> [NameID] {
                    guard file.kind(e) == .identifier else { return [] }
                    if file.is(e, "self") { return [NameID.none] }
                    if outlets.contains(file.nameID(e)) { return [file.nameID(e)] }
                    guard let collection = ColorPropertyAssignments.iteratedCollection(of: e, in: file) else { return [] }
                    return ColorPropertyAssignments.localArrayElements(collection, before: e, in: file).filter(outlets.contains)
                }
                if file.kind(j) == .lBracket, file.match[j] > j {
                    for e in (j + 1)..<Int(file.match[j]) where file.kind(e - 1) == .lBracket || file.kind(e - 1) == .comma {
                        guard file.kind(e + 1) == .comma || file.kind(e + 1) == .rBracket else { continue }
                        for outlet in passed(e) { found.insert(Argument(owner: owner, outlet: outlet, method: method, position: position)) }
                    }
                } else if file.kind(j + 1) == .comma || j + 1 == close {
                    for outlet in passed(j) { found.insert(Argument(owner: owner, outlet: outlet, method: method, position: position)) }
                } else if let bar = containerBar(at: j, in: file), file.kind(bar + 1) == .comma || bar + 1 == close {
                    found.insert(Argument(owner: owner, outlet: file.nameID(bar), method: method, position: position))
                }
                // On to the next argument at this level.
                while j < close, file.kind(j) != .comma {
                    if file.tokens[j].opens, file.match[j] > j { j = Int(file.match[j]) }
                    j += 1
                }
                position += 1
                j += 1
            }
        }
        return Array(found)
    }

    private static let containerControllers = NameTable(["navigationController", "tabBarController"])
    private static let containerBars = NameTable(["navigationBar", "toolbar", "tabBar"])

    /// `navigationController?.navigationBar` (`!`, or neither) at `j`: the index of the bar's name. A
    /// container's bar is an outlet of the controllers it shows (`ContainerBars`).
    static func containerBar(at j: Int, in file: AnalyzedFile) -> Int? {
        guard file.kind(j) == .identifier, file.isAny(j, containerControllers) else { return nil }
        var k = j + 1
        if file.isOp(k, "?") || file.isOp(k, "!") { k += 1 }
        guard file.kind(k) == .dot, file.kind(k + 1) == .identifier, file.isAny(k + 1, containerBars) else { return nil }
        return k + 1
    }

    /// `@IBOutlet weak var titleLabel: UILabel!` (and `@IBOutlet var`, `private`, `lazy`) -> `titleLabel`.
    private static func outletNames(in file: AnalyzedFile) -> Set<NameID> {
        var names: Set<NameID> = []
        for i in 0..<file.count where file.kind(i) == .attribute && file.is(i, "@IBOutlet") {
            var j = i + 1
            while j < file.count, j < i + 6, !file.is(j, "var") { j += 1 }
            if file.is(j, "var"), file.kind(j + 1) == .identifier { names.insert(file.nameID(j + 1)) }
        }
        // The root table or collection view of a `UITableViewController` scene is its `tableView`,
        // an outlet no document writes (`ThemeUIUtils.applyTheme(table: tableView)` in a themed base class).
        for scope in file.scopes where scope.kind == .type {
            for (base, outlet) in implicitOutlets where scope.inherits.contains(base) { names.insert(outlet) }
        }
        return names
    }

    private static let implicitOutlets = [("UITableViewController", NameID("tableView")),
                                          ("UICollectionViewController", NameID("collectionView"))]

    /// The internal names of function `f`'s parameters, in order: `_ button: UIButton` -> `button`,
    /// `views: [UIView]` -> `views`, `for item: Item` -> `item`.
    static func parameterNames(of f: Int, in file: AnalyzedFile) -> [NameID] {
        let scope = file.scopes[f]
        var j = Int(scope.introducer) + 1
        while j < Int(scope.open), file.kind(j) != .lParen { j += 1 }
        guard file.kind(j) == .lParen, file.match[j] > j else { return [] }
        let close = Int(file.match[j])
        var names: [NameID] = []
        var k = j + 1
        var last: Int?   // the last name before this parameter's `:`
        while k < close {
            let t = file.tokens[k]
            if t.opens, file.match[k] > k { k = Int(file.match[k]) + 1; continue }
            if t.kind == .identifier, last == nil || file.kind(k + 1) == .colon { last = k }
            if t.kind == .colon, let name = last {
                names.append(file.nameID(name))
                // Past the type, to the next parameter.
                while k < close, file.kind(k) != .comma {
                    if file.tokens[k].opens, file.match[k] > k { k = Int(file.match[k]) }
                    k += 1
                }
                last = nil
            }
            k += 1
        }
        return names
    }
}
