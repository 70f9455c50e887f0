/// Theme engines that recolour every view through extensions of the UI framework's classes: a method
/// declared in `extension UIView` that calls itself on each subview (`subviews.forEach {
/// $0.applyTheme() }`), and its overrides in `extension UILabel`, `extension UIButton`, ... A colour
/// such a method sets on `self` reaches every view of that class on a themed screen, over what its
/// nib set: an Interface Builder colour of such a view is a placeholder, as with a `UIAppearance`
/// proxy (`AppearanceProxies`).
///
/// Per file: the recursive methods, and the colours each extension method sets (`applyTheme|label|
/// textColor`). The index keeps the second for the methods some file makes recursive, so an override
/// in another file counts. The engine reaches the target whose folder declares the recursion (a share
/// extension beside the app does not compile it), and stops at a class that overrides the method
/// without calling `super` (a screen kept out of the theme).
enum RecursiveThemers {
    struct Collected {
        /// Names of methods of `extension UIView`/`NSView` that call themselves on the subviews.
        var recursiveMethods: [String] = []
        /// `method|element|property`: `applyTheme|label|textColor`; `*` as the element for any view.
        var colorSets: [String] = []
        /// `method|Class`: a class's override of a method that does not call `super`'s.
        var stoppers: [String] = []
        /// `label|themeColor|textColor`: a computed property of an extension whose setter sets a
        /// colour of `self` (`@objc dynamic var themeColor: UIColor { set { textColor = newValue } }`),
        /// the way a `UIAppearance` proxy of the app's own property reaches a view's colour.
        var forwarders: [String] = []
    }

    /// The first folder of a path (`Rocket.Chat` of `Rocket.Chat/Theme/Views.swift`): the target a
    /// file most likely belongs to; "" for a file at the top.
    static func targetFolder(of path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        guard let slash = rest.firstIndex(of: "/") else { return "" }
        return String(rest[..<slash])
    }

    static func collect(in file: AnalyzedFile) -> Collected {
        var collected = Collected()
        for (f, function) in file.scopes.enumerated() where function.kind == .function && function.isOverride && !function.isProperty {
            // In the class or an extension of it (`extension LegalViewController { override func
            // applyTheme() { } }`); an override in an extension of a framework class is the theme itself.
            guard let t = file.enclosingType(ofScope: f), file.scopes[t].declKeyword == "class"
                    || file.scopes[t].declKeyword == "extension" && element(ofClass: file.scopes[t].name) == nil && !file.scopes[t].name.hasPrefix("UI")
                    && !file.scopes[t].name.hasPrefix("NS"),
                  !callsSuper(function.name, in: f, file) else { continue }
            collected.stoppers.append(function.name + "|" + file.scopes[t].name)
        }
        for (t, type) in file.scopes.enumerated() where type.kind == .type && type.declKeyword == "extension" {
            guard let element = element(ofClass: type.name) else { continue }
            // The extension's functions, and the colours each sets on `self` (own body only).
            var functions: [(name: String, scope: Int, sets: [String])] = []
            for (f, function) in file.scopes.enumerated() where function.kind == .function && Int(function.parent) == t {
                functions.append((function.name, f, colorsSetOnSelf(in: f, file)))
            }
            for (p, property) in file.scopes.enumerated() where property.kind == .function && property.isProperty && Int(property.parent) == t {
                // The setter is an accessor scope inside the property's.
                for (s, accessor) in file.scopes.enumerated() where Int(accessor.parent) == p && isSetter(accessor, file) {
                    for target in colorsSetOnSelf(in: s, file) where target != property.name {
                        collected.forwarders.append(element + "|" + property.name + "|" + target)
                    }
                }
            }
            for function in functions {
                if element == "*", recursesOverSubviews(function.name, in: function.scope, file) {
                    collected.recursiveMethods.append(function.name)
                }
                // What the method sets, with the helpers of the same extension it calls.
                var sets = Set(function.sets)
                for helper in functions where helper.name != function.name && calls(helper.name, in: function.scope, file) {
                    sets.formUnion(helper.sets)
                }
                for property in sets { collected.colorSets.append(function.name + "|" + element + "|" + property) }
            }
        }
        return collected
    }

    /// The Interface Builder element a framework class makes (`label`), `*` for any view.
    private static func element(ofClass name: String) -> String? {
        name == "UIView" || name == "NSView" ? "*" : AppearanceProxies.elementName[name]
    }

    /// `backgroundColor = …` or `self.textColor = …` directly in scope `f` (not in a closure).
    private static func colorsSetOnSelf(in f: Int, _ file: AnalyzedFile) -> [String] {
        var found: [String] = []
        let scope = file.scopes[f]
        var i = Int(scope.open) + 1
        while i < Int(scope.close) {
            defer { i += 1 }
            guard file.tokens[i].kind == .identifier, file.isOp(i + 1, "="), file.name(i, hasSuffix: "Color"),
                  file.scope(of: i) == f else { continue }
            let bare = file.kind(i - 1) != .dot
            let onSelf = file.kind(i - 1) == .dot && file.is(i - 2, "self") && file.kind(i - 3) != .dot
            if bare || onSelf { found.append(file.name(i)) }
        }
        return found
    }

    /// Whether scope `f` walks `subviews` and calls `name` on another view (`$0.applyTheme()`).
    private static func recursesOverSubviews(_ name: String, in f: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[f]
        var walksSubviews = false, callsItself = false
        for i in (Int(scope.open) + 1)..<max(Int(scope.open) + 1, Int(scope.close)) where file.tokens[i].kind == .identifier {
            if file.is(i, "subviews") { walksSubviews = true }
            if file.kind(i - 1) == .dot, file.kind(i + 1) == .lParen, file.name(i) == name,
               !file.is(i - 2, "super"), !file.is(i - 2, "self") { callsItself = true }
        }
        return walksSubviews && callsItself
    }

    /// `set { … }` or `set(value) { … }`.
    private static func isSetter(_ scope: Scope, _ file: AnalyzedFile) -> Bool {
        let before = Int(scope.open) - 1
        if file.is(before, "set") { return true }
        return file.kind(before) == .rParen && file.match[before] >= 1 && file.is(Int(file.match[before]) - 1, "set")
    }

    /// Whether scope `f` calls `super.name(…)`.
    private static func callsSuper(_ name: String, in f: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[f]
        for i in (Int(scope.open) + 1)..<max(Int(scope.open) + 1, Int(scope.close))
        where file.tokens[i].kind == .identifier && file.is(i, "super") && file.kind(i + 1) == .dot && file.name(i + 2) == name {
            return true
        }
        return false
    }

    /// Whether scope `f` calls `name(…)` on itself (`name()`, `self.name()`).
    private static func calls(_ name: String, in f: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[f]
        for i in (Int(scope.open) + 1)..<max(Int(scope.open) + 1, Int(scope.close))
        where file.tokens[i].kind == .identifier && file.kind(i + 1) == .lParen && file.name(i) == name {
            if file.kind(i - 1) != .dot || file.is(i - 2, "self") { return true }
        }
        return false
    }
}
