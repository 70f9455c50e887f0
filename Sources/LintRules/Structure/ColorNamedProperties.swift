/// Properties whose names end in `Color` but whose type is not a colour: a theme system's tokens
/// (`var themeTextColor: ThemeValue?`, set as `label.themeTextColor = .black`). The `.black` there is
/// a case of the app's own type, chosen through its theme, not `UIColor.black`. Judged by the declared
/// type of that property name, run-wide: a name also declared with a colour type stays a colour slot.
enum ColorNamedProperties {
    struct Declaration: Hashable, Sendable {
        var name: NameID
        var isColorTyped: Bool
    }

    /// `var themeTextColor: ThemeValue?` and `var tintColor: UIColor` (stored or computed) in `file`.
    private static let bindings = [NameID("var"), NameID("let")]

    static func collect(in file: AnalyzedFile) -> [Declaration] {
        var found: Set<Declaration> = []
        for i in file.tokens(namedAny: bindings) where i < file.count - 3 && (file.is(i, "var") || file.is(i, "let")) {
            guard file.kind(i + 1) == .identifier, file.name(i + 1, hasSuffix: "Color"), file.kind(i + 2) == .colon,
                  file.kind(i + 3) == .identifier else { continue }
            var type = i + 3
            // `SessionUIKit.ThemeValue`: the last name of a dotted type.
            while file.kind(type + 1) == .dot, file.kind(type + 2) == .identifier { type += 2 }
            let typeName = file.name(type)
            // Colour types, and names the run may alias to one (`typealias AppColor = UIColor`), count as colour.
            let isColor = ColorTypes.builtIn[typeName] != nil || typeName.hasSuffix("Color")
            found.insert(Declaration(name: file.nameID(i + 1), isColorTyped: isColor))
        }
        return Array(found)
    }
}
