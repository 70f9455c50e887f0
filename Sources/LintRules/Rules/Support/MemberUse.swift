/// Finds enum-like member uses (`.gray`, `UIActivityIndicatorView.Style.gray`) the style and material
/// rules look for, in their explicit and implicit forms.
struct MemberUse {
    /// The member name token (`gray`).
    var member: Int
    /// Where the finding goes: the `.` of an implicit member, or the first type token of an explicit one.
    var start: Int
    /// The explicit type path before the member (`UIActivityIndicatorView.Style`), "" when implicit.
    var typePath: String

    /// For a name token preceded by `.`, the explicit type path and its first token.
    static func at(_ i: Int, in file: AnalyzedFile) -> MemberUse? {
        guard file.kind(i) == .identifier, file.kind(i - 1) == .dot else { return nil }
        var j = i - 1
        var path: [String] = []
        while file.kind(j) == .dot, file.kind(j - 1) == .identifier, !file.tokens[j].spaceBefore || file.tokens[j].atLineStart {
            // No type path is this long; walking (and prepending) all of `a.b.c...` for each of its
            // members cost the chain's length cubed.
            if path.count == 16 { return nil }
            path.append(file.name(j - 1))
            j -= 2
        }
        path.reverse()
        if path.isEmpty {
            guard ColorConstructor.isImplicitMember(i - 1, in: file) else { return nil }
            return MemberUse(member: i, start: i - 1, typePath: "")
        }
        // Not a member of a value (`self.style`, `spinner.style`): the path must name types.
        guard let first = path.first?.first, first.isUppercase else { return nil }
        return MemberUse(member: i, start: j + 1, typePath: path.joined(separator: "."))
    }

    /// `UIActivityIndicatorView.Style` matches the type path `"UIActivityIndicatorView.Style"` and
    /// `"UIKit.UIActivityIndicatorView.Style"`.
    func typePathIs(_ candidates: Set<String>) -> Bool {
        if candidates.contains(typePath) { return true }
        if let dot = typePath.firstIndex(of: "."), candidates.contains(String(typePath[typePath.index(after: dot)...])) {
            return true
        }
        return false
    }
}
