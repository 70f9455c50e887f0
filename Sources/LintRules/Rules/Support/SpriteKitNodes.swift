/// SpriteKit's node classes and the colour properties they resolve once (seed 003): which
/// assignments are a node's colour, and whether a receiver is a SpriteKit node at all — a
/// `fillColor` on any other type must not count.
enum SpriteKitNodes {
    /// The colour properties, each with the class that declares it.
    static let colorProperties: [String: String] = [
        "fillColor": "SKShapeNode", "strokeColor": "SKShapeNode", "fontColor": "SKLabelNode",
        "color": "SKSpriteNode", "backgroundColor": "SKScene",
    ]

    /// Whether type `name` is SpriteKit class `base` or, through the run's superclass chain (and
    /// inheritance clauses), a subclass of it.
    static func isKind(_ name: String, of base: String, _ index: any ProjectQuestions) -> Bool {
        index.isKind(NameID(name), of: NameID(base))
    }

    /// The type the name at token `r` is declared with, looking back through the scopes around it
    /// and then at its type's stored properties: `node: SKShapeNode`, `let node = SKShapeNode(…)`,
    /// `guard let label = child as? SKLabelNode`, `private let ball = SKShapeNode(circleOfRadius: 8)`.
    static func declaredType(of r: Int, in file: AnalyzedFile) -> String? {
        let name = file.nameID(r)
        let chain = Set(file.scopeChain(of: r))
        var j = r - 1
        while j > 0 {
            defer { j -= 1 }
            guard file.kind(j) == .identifier, file.nameID(j) == name, file.kind(j - 1) != .dot,
                  chain.contains(file.scope(of: j)) else { continue }
            if let type = typeAfterDeclaration(j, in: file) { return type }
        }
        guard let type = file.enclosingType(of: r) else { return nil }
        let scope = file.scopes[type]
        for k in Int(scope.open)..<min(Int(scope.close), file.count)
            where file.kind(k) == .identifier && file.nameID(k) == name && file.scope(of: k) == type {
            if let found = typeAfterDeclaration(k, in: file) { return found }
        }
        return nil
    }

    /// `name: T`, `let name = T(…)` / `T.init(…)`, `let name = x as? T`, `case let name as T`: `T`.
    private static func typeAfterDeclaration(_ j: Int, in file: AnalyzedFile) -> String? {
        if file.kind(j + 1) == .colon, file.kind(j + 2) == .identifier, isTypeName(j + 2, file) { return file.name(j + 2) }
        // `for case let shape as SKShapeNode in children`
        if file.isAny(j - 1, DeadCode.bindingKeywords), file.is(j + 1, "as"), file.kind(j + 2) == .identifier { return file.name(j + 2) }
        guard file.isAny(j - 1, DeadCode.bindingKeywords), file.isOp(j + 1, "=") else { return nil }
        let value = j + 2
        if file.kind(value) == .identifier, isTypeName(value, file), file.kind(value + 1) == .lParen || file.is(value + 2, "init") {
            return file.name(value)
        }
        var k = value
        while k < file.count, k == value || !file.tokens[k].atLineStart {
            if file.is(k, "as"), file.kind(k + 1) == .op, file.kind(k + 2) == .identifier { return file.name(k + 2) }
            k += 1
        }
        return nil
    }

    private static func isTypeName(_ k: Int, _ file: AnalyzedFile) -> Bool {
        file.firstByte(k) >= UInt8(ascii: "A") && file.firstByte(k) <= UInt8(ascii: "Z")
    }

    /// For the assignment to property token `p` (`node.fillColor = …`, `backgroundColor = …` in a
    /// scene), the SpriteKit class that declares the property when the receiver is one; nil for any
    /// other receiver.
    /// Declared types already looked up, by the scope around the receiver and its name: a function
    /// assigning a thousand colours to `v` looks `v` up once.
    typealias TypeCache = [Int: [NameID: String?]]

    /// The node classes of `colorProperties`, made once (not once per type declaration).
    private static let nodeClasses = Set(colorProperties.values)

    /// Whether the file can hold SpriteKit nodes at all: it imports SpriteKit, names a SpriteKit type
    /// (`SKShapeNode`, `SKColor`), or declares a type that inherits from a node class (a scene
    /// subclassed in another file). Other files are skipped in one pass.
    static func mayUseSpriteKit(_ file: AnalyzedFile, _ index: any ProjectQuestions) -> Bool {
        if file.imports.contains("SpriteKit") { return true }
        let s = UInt8(ascii: "S"), k = UInt8(ascii: "K")
        let namesSpriteKitType = file.names.containsName { t in
            file.withName(t) { $0.count > 2 && $0[0] == s && $0[1] == k && $0[2] >= UInt8(ascii: "A") && $0[2] <= UInt8(ascii: "Z") }
        }
        if namesSpriteKitType { return true }
        return file.scopes.contains { scope in
            scope.kind == .type && nodeClasses.contains { isKind(scope.name, of: $0, index) }
        }
    }

    static func nodeClass(ofAssignmentTo p: Int, in file: AnalyzedFile, _ index: any ProjectQuestions, cache: inout TypeCache) -> String? {
        guard let base = colorProperties[file.name(p)] else { return nil }
        var receiverType: String?
        if file.kind(p - 1) == .dot {
            var r = p - 2
            if file.isOp(r, "?") || file.isOp(r, "!") { r -= 1 }
            guard file.kind(r) == .identifier else { return nil }
            if file.is(r, "self") {
                receiverType = file.enclosingType(of: p).map { file.scopes[$0].name }
            } else if file.kind(r - 1) == .dot || r == 0 || !isLowerCaseName(r, file) {
                return nil   // a longer chain (`scene.player.color`) or a type's static member
            } else {
                let scope = file.scope(of: r), name = file.nameID(r)
                if let known = cache[scope]?[name] {
                    receiverType = known
                } else {
                    receiverType = declaredType(of: r, in: file)
                    cache[scope, default: [:]][name] = receiverType
                }
            }
        } else {
            // An implicit `self`: a statement that begins with the property, not a declaration.
            guard !file.isAny(p - 1, DeadCode.bindingKeywords), file.tokens[p].atLineStart || file.kind(p - 1) == .semicolon else { return nil }
            receiverType = file.enclosingType(of: p).map { file.scopes[$0].name }
        }
        guard let receiverType, isKind(receiverType, of: base, index) else { return nil }
        return base
    }

    private static func isLowerCaseName(_ r: Int, _ file: AnalyzedFile) -> Bool {
        file.firstByte(r) >= UInt8(ascii: "a") && file.firstByte(r) <= UInt8(ascii: "z") || file.firstByte(r) == UInt8(ascii: "_")
    }

    /// `SKSpriteNode(color: …, size: …)` (or a subclass's), `super.init(texture: nil, color: …, size: …)`
    /// in a sprite subclass: whether the `color:` label at `label` is a sprite's colour.
    static func isSpriteColorArgument(_ label: Int, in file: AnalyzedFile, _ index: any ProjectQuestions) -> Bool {
        guard file.is(label, "color"), file.kind(label + 1) == .colon, let (call, _) = file.enclosingCall(of: label + 2),
              file.kind(call.callee) == .identifier else { return false }
        let callee = file.name(call.callee)
        if callee == "init" {
            guard let type = file.enclosingType(of: label) else { return false }
            return isKind(file.scopes[type].name, of: "SKSpriteNode", index)
        }
        return isKind(callee, of: "SKSpriteNode", index)
    }
}
