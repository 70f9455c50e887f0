/// Xcode preview code (`#Preview { }`, a `PreviewProvider` type): it never ships, so what it
/// hard-codes is no Dark Mode problem.
enum PreviewCode {
    static func contains(_ token: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: token) {
            let scope = file.scopes[s]
            switch scope.kind {
            case .type:
                if scope.inherits.contains("PreviewProvider") { return true }
            case .closure:
                let before = Int(scope.open) - 1
                if file.kind(before) == .pound, file.is(before, "#Preview") { return true }
                if file.kind(before) == .rParen, file.match[before] > 0 {
                    let callee = Int(file.match[before]) - 1
                    if file.kind(callee) == .pound, file.is(callee, "#Preview") { return true }
                }
            default:
                break
            }
        }
        return false
    }
}
