/// Xcode preview code (`#Preview { }`, a `PreviewProvider` type, a `…Preview…` type compiled only
/// `#if DEBUG`) and Interface Builder's design-time
/// hook (`prepareForInterfaceBuilder()`, run only when IB renders an `@IBDesignable`): it never runs in
/// the shipped app, so what it hard-codes or freezes is no Dark Mode problem.
enum PreviewCode {
    static func contains(_ token: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: token) {
            let scope = file.scopes[s]
            switch scope.kind {
            case .type:
                if scope.inherits.contains("PreviewProvider") { return true }
                // `#if DEBUG … final class PreviewView: NSView { … } … #endif`: a view made for a preview.
                if scope.name.utf8.withContiguousStorageIfAvailable({ AppearanceGuards.containsCaseInsensitive($0, previewWord) }) == true,
                   PlatformContext.isDebugOnly(token, in: file) { return true }
            case .function:
                if scope.name == "prepareForInterfaceBuilder" { return true }
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

    private static let previewWord = Array("preview".utf8)
}
