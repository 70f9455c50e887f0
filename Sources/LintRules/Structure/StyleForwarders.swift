/// Functions and views that forward a parameter into `UIBlurEffect(style:)`: `func blur(style:
/// UIBlurEffect.Style)` or `struct BlurView: UIViewRepresentable { let style: UIBlurEffect.Style }`.
/// Their call sites (`view.blur(style: .dark)`, `BlurView(style: .light)`) choose the blur, so a
/// fixed style passed there is the same finding as one written into `UIBlurEffect(style:)`.
struct StyleForwarder: Hashable, Sendable {
    /// The function's or the type's name (a memberwise or explicit initializer).
    var callee: NameID
    /// The argument label the style is passed with.
    var label: NameID

    private static let blurEffect = NameID("UIBlurEffect")

    static func collect(in file: AnalyzedFile) -> [StyleForwarder] {
        var found: [StyleForwarder] = []
        for i in file.tokens(named: blurEffect) where i < file.count - 4 && file.is(i, "UIBlurEffect") {
            guard file.kind(i + 1) == .lParen, file.is(i + 2, "style"), file.kind(i + 3) == .colon,
                  file.kind(i + 4) == .identifier, file.kind(i + 5) == .rParen else { continue }
            let value = file.nameID(i + 4)
            if let f = file.enclosingFunction(of: i), let label = parameterLabel(value, of: f, file) {
                let scope = file.scopes[f]
                let callee = scope.name == "init" ? file.enclosingType(of: i).map { file.scopes[$0].nameID } : scope.nameID
                if let callee { found.append(StyleForwarder(callee: callee, label: label)) }
                // A view's stored style read in `makeUIView`/`updateUIView`: `BlurView(style:)`.
                if !isParameter(value, of: f, file), let type = file.enclosingType(of: i) {
                    found.append(StyleForwarder(callee: file.scopes[type].nameID, label: value))
                }
            } else if let type = file.enclosingType(of: i) {
                found.append(StyleForwarder(callee: file.scopes[type].nameID, label: value))
            }
        }
        return found
    }

    /// The external label of parameter `name` in the signature of function `f` (its own name when it
    /// has no separate label); for a name that is not a parameter, the name itself (a stored property).
    static func parameterLabel(_ name: NameID, of f: Int, _ file: AnalyzedFile) -> NameID? {
        let scope = file.scopes[f]
        var j = Int(scope.introducer) + 1
        while j < Int(scope.open) {
            if file.kind(j) == .identifier, file.nameID(j) == name, file.kind(j + 1) == .colon {
                if file.kind(j - 1) == .identifier, !file.is(j - 1, "_"), file.kind(j - 2) == .lParen || file.kind(j - 2) == .comma {
                    return file.nameID(j - 1)
                }
                return file.is(j - 1, "_") ? nil : name
            }
            j += 1
        }
        return name
    }

    private static func isParameter(_ name: NameID, of f: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[f]
        return (Int(scope.introducer) + 1..<max(Int(scope.open), Int(scope.introducer) + 1)).contains {
            file.kind($0) == .identifier && file.nameID($0) == name && file.kind($0 + 1) == .colon
        }
    }
}
