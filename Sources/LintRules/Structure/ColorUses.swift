/// Where named colours reach the UI: `label.textColor = .brandGray`, `.foregroundColor(Theme.text)`,
/// `layer.borderColor = Palette.line.cgColor`, `setTitleColor(.ink, for:)`. Gathered per file in the
/// first pass; the run-wide index merges them so that a palette entry (`static let brandGray = ...`)
/// is judged by the roles its uses give it, not by its name, and reported once, at its definition.
public struct ColorUse: Sendable {
    /// The colour's name: the last member of the expression, conversions and alpha stripped.
    public var name: NameID
    var role: ColorRole
    /// 1-based line of the use, for the message's example.
    public var line: Int32
    /// The opacity it is drawn at: a literal `.withAlphaComponent(0.2)` / `.opacity(0.2)` in the use, else 1.
    var alpha: Float = 1
    /// `Text/primary` for `Color.Text.primary`: the set in a namespace folder it names, if it names one.
    var namespaced: NameID? = nil
}

enum ColorUseCollector {
    /// Chain members that do not name the colour: conversions, alpha, resolution.
    static let transparentMembers = NameTable([
        "cgColor", "withAlphaComponent", "opacity", "color", "uiColor", "nsColor", "swiftUIColor", "resolvedColor",
        "withAlpha", "alpha", "shared", "current", "default", "standard", "theme", "colors", "palette",
        "setFill", "setStroke", "set",
    ])

    static func collect(_ file: AnalyzedFile) -> [ColorUse] {
        var uses: [ColorUse] = []
        let n = file.count
        var i = 0
        while i < n {
            let kind = file.tokens[i].kind
            // An expression start after `=`, `(` or a label's `:`.
            let isStart = (kind == .op && file.is(i, "=")) || kind == .lParen || kind == .colon
            if isStart, i + 1 < n, let use = use(startingAt: i + 1, in: file) {
                uses.append(use)
            }
            i += 1
        }
        uses += returnedUses(file)
        return uses
    }

    /// `override var dividerColor: NSColor { return splitViewDividerColor }`, `var titleColor: UIColor
    /// { .ink }`: a colour returned by a property or method named for a role is used in that role.
    private static func returnedUses(_ file: AnalyzedFile) -> [ColorUse] {
        var uses: [ColorUse] = []
        for scope in file.scopes where scope.kind == .function && scope.name.hasSuffix("Color") {
            let role = ColorRole.of(name: scope.name)
            guard role != .unknown, role != .shadow else { continue }
            var first = Int(scope.open) + 1
            if file.is(first, "return") { first += 1 }
            let close = Int(scope.close)
            guard first < close, file.postfixEnd(from: first) == close - 1,
                  let name = referencedNameID(from: first, in: file) else { continue }
            uses.append(ColorUse(name: name, role: role, line: Int32(file.location(of: first).line)))
        }
        return uses
    }

    static func use(startingAt start: Int, in file: AnalyzedFile) -> ColorUse? {
        let k = file.kind(start)
        guard k == .identifier || k == .dot, mayBeColorSlot(before: start - 1, in: file) else { return nil }
        // An argument label is no colour's name: `UIColor(white: 0, alpha: 0.3)` uses no `white`.
        if k == .identifier, file.kind(start + 1) == .colon { return nil }
        // The name, resolved once: an asset's (`UIColor(named: "Brand")`) or a member's token.
        let name: NameID
        var namespace: NameID?
        if let asset = assetName(from: start, in: file) {
            name = NameID(asset)
        } else if let token = referencedName(from: start, in: file) {
            if isToolkitFixedColor(token, in: file) { return nil }
            name = file.nameID(token)
            namespace = self.namespace(of: token, in: file)
        } else {
            return nil
        }
        let slot = ColorSlot.of(start, in: file)
        var role = ColorRole.unknown
        switch slot.kind {
        case .assignment, .label, .dictionaryKey:
            guard slot.name.hasSuffix("Color") || slot.name == "color" else { return nil }
            role = ColorRole.of(slot)
        case .firstArgument:
            if slot.isSwiftUIModifier(file) {
                role = FixedColorUse.swiftUIRole(slot.name)
            } else if slot.name.hasSuffix("Color") {
                role = ColorRole.of(slot)
            }
        default:
            return nil
        }
        // A use in code that already handles the appearance (`isDark ? .textBackgroundColor :
        // NSColor(named: "Paper")!`) is safe: recorded without a role, it keeps the name from being
        // judged by its name alone.
        if AppearanceGuards.isAppearanceAware(start, in: file) {
            return ColorUse(name: name, role: .unknown, line: Int32(file.location(of: start).line))
        }
        // `shadowLayer.fillColor = …`, `shadowView.backgroundColor = …`: the fill of a shadow.
        if role == .fill || role == .background, let receiver = slot.receiver, file.kind(receiver) == .identifier,
           file.withName(receiver, { AppearanceGuards.containsCaseInsensitive($0, shadowWord) }) {
            role = .shadow
        }
        guard role != .unknown, role != .shadow else { return nil }
        // Ink on a fixed light surface of the same element (black on `.systemYellow`) is a pair that
        // reads in both appearances: that use puts no palette entry at risk.
        if FixedPair.isPairedUse(start, slot: slot, ink: role != .background && role != .fill, in: file) { return nil }
        return ColorUse(name: name, role: role, line: Int32(file.location(of: start).line), alpha: literalAlpha(from: start, in: file),
                        namespaced: namespace)
    }

    /// `Color.Text.primary`, `.Shadow.primary`, `Asset.Colors.Text.primary`: the capitalised member
    /// before the name, as the name of a colour set in a namespace folder (`Text/primary`). Generated
    /// accessors mirror the folders, so the use belongs to that set and not to `Shadow/primary`.
    static func namespace(of token: Int, in file: AnalyzedFile) -> NameID? {
        guard file.kind(token - 1) == .dot, file.kind(token - 2) == .identifier else { return nil }
        let folder = token - 2
        guard ColorTypes.builtIn[file.name(folder)] == nil, let first = file.name(folder).utf8.first, first >= 0x41, first <= 0x5A else { return nil }
        return NameID(file.name(folder) + "/" + file.name(token))
    }

    /// `.grey10.withAlphaComponent(0.2)`, `Color.brand.opacity(0.5)`: the literal opacity the chain applies.
    static func literalAlpha(from start: Int, in file: AnalyzedFile) -> Float {
        let end = file.postfixEnd(from: start)
        var j = start
        while j < end {
            if file.kind(j) == .lParen, file.isAny(j - 1, alphaMembers), file.kind(j + 1) == .number, file.kind(j + 2) == .rParen,
               let value = Float(file.name(j + 1)), value.isFinite {
                return min(max(value, 0), 1)
            }
            if file.kind(j) == .lParen, file.kind(j + 1) == .identifier, file.kind(j + 2) == .colon, file.kind(j + 3) == .number,
               file.isAny(j - 1, alphaMembers), file.kind(j + 4) == .rParen, let value = Float(file.name(j + 3)), value.isFinite {
                return min(max(value, 0), 1)   // `.withAlpha(alpha: 0.2)`
            }
            j += 1
        }
        return 1
    }

    private static let shadowWord = Array("shadow".utf8)

    /// Asked for every colour use of the run: a name table, not a String per use.
    private static let toolkitFixedNames = NameTable(Array(FixedColors.named.keys) + Array(FixedColors.legacyUIKit.keys) + ["clear"])

    private static let alphaMembers = NameTable(["withAlphaComponent", "opacity", "withAlpha"])

    /// A cheap test before `ColorSlot.of`: the `=`, `(` or `:` at `opener` follows a name that can take
    /// a colour (`...Color`, `color`, a SwiftUI modifier, a dictionary key).
    static func mayBeColorSlot(before opener: Int, in file: AnalyzedFile) -> Bool {
        var j = opener - 1
        if file.isOp(j, "?") || file.isOp(j, "!") { j -= 1 }
        guard file.kind(j) == .identifier else { return false }
        return file.name(j, hasSuffix: "Color") || file.name(j, hasSuffix: "color") || file.isAny(j, swiftUIModifiers)
    }

    private static let swiftUIModifiers = NameTable(Array(ColorSlot.swiftUIModifiers))

    /// The colour's name as the table keys it: a member's name, or an asset's (`UIColor(named: "Brand")`,
    /// `Color("Brand")`).
    static func referencedNameID(from start: Int, in file: AnalyzedFile) -> NameID? {
        if let asset = assetName(from: start, in: file) { return NameID(asset) }
        return referencedName(from: start, in: file).map { file.nameID($0) }
    }

    /// `UIColor.white`, `Color.black`, an implicit `.white`: a fixed colour of the toolkit, never a
    /// colour set's accessor, so its uses are no uses of a set whose last component is `white`
    /// (anytype's `Text/white` was judged by a QR code's `UIColor.white` background).
    static func isToolkitFixedColor(_ token: Int, in file: AnalyzedFile) -> Bool {
        guard file.kind(token - 1) == .dot, file.isAny(token, toolkitFixedNames) else { return false }
        let base = token - 2
        return file.kind(base) != .identifier && file.kind(base) != .rParen && file.kind(base) != .rBracket
            || ColorTypes.builtIn[file.name(base)] != nil
    }

    /// `UIColor(named: "Brand")`, `NSColor(named: "Brand")`, `Color("Brand")` -> "Brand".
    static func assetName(from start: Int, in file: AnalyzedFile) -> String? {
        guard file.kind(start) == .identifier, ColorTypes.builtIn[file.name(start)] != nil, file.kind(start + 1) == .lParen else { return nil }
        var j = start + 2
        // A conversion around a named color: `Color(UIColor(named: "X", in: .module, compatibleWith: nil)!)`.
        if file.kind(j) == .identifier, ColorTypes.builtIn[file.name(j)] != nil, file.kind(j + 1) == .lParen {
            return assetName(from: j, in: file)
        }
        if file.is(j, "named"), file.kind(j + 1) == .colon { j += 2 }
        guard file.kind(j) == .string, let text = ColorAssetReferences.stringContent(file, j), !text.isEmpty else { return nil }
        return text
    }

    /// `.brandGray` / `Theme.shared.text.cgColor` / `UIColor.brand.withAlphaComponent(0.5)` /
    /// `Color(uiColor: .brand)`: the token of the colour's own name; nil for anything else (a call,
    /// an operator expression, a literal).
    static func referencedName(from start: Int, in file: AnalyzedFile) -> Int? {
        // A value missing at the end of a broken file (`x = flag ?` as its last tokens) has no name.
        guard start >= 0, start < file.count else { return nil }
        let end = file.postfixEnd(from: start)
        // A conversion around one argument: look inside.
        if file.kind(end) == .rParen, file.match[end] > 0 {
            let open = Int(file.match[end])
            let callee = open - 1
            if file.kind(callee) == .identifier, ColorTypes.builtIn[file.name(callee)] != nil,
               let call = file.call(at: open), call.arguments.count == 1, file.postfixStart(endingAt: callee) == start {
                let arg = call.arguments[0]
                guard arg.first <= arg.last, file.postfixEnd(from: arg.first) == arg.last else { return nil }
                return referencedName(from: arg.first, in: file)
            }
        }
        // Stop at an operator after the chain: `a ?? b`, `x == y`, ternaries are not one name.
        if let next = file.kind(end + 1), next == .op, !(file.isOp(end + 1, "?") || file.isOp(end + 1, "!")) {
            return nil
        }
        var candidate: Int?
        var j = start
        while j <= end {
            let t = file.tokens[j]
            if t.kind == .lParen || t.kind == .lBracket {
                // A call that is not an alpha/conversion member ends the search (`color(for: x)`),
                // except a palette function with no arguments: `UIColor.simplenoteBlue()`.
                if file.kind(j - 1) == .identifier, !file.isAny(j - 1, transparentMembers) {
                    guard t.kind == .lParen, Int(file.match[j]) == j + 1 else { return nil }
                    candidate = j - 1
                }
                j = max(j, Int(file.match[j]))
            } else if t.kind == .identifier, j == start || file.kind(j - 1) != .dot || !file.isAny(j, transparentMembers) {
                candidate = j   // (the chain's own base is a name even when it is `color`)
            }
            j += 1
        }
        guard let c = candidate, ColorTypes.builtIn[file.name(c)] == nil else { return nil }
        return c
    }
}

/// Colour properties (and an activity indicator's `style`) that code assigns: on another object
/// (`titleLabel.textColor = …` in `ProfileViewController`: owner, receiver and property) or on `self`
/// (`backgroundColor = …` in `SPAuthViewController`: no receiver). An Interface Builder colour on an
/// outlet or a custom class whose property code sets is only a placeholder. Kept as name codes: most
/// of them are never asked about.
enum ColorPropertyAssignments {
    /// `Owner.receiver.property`, or `Owner.property` when `receiver` is `.none`.
    struct Assignment: Hashable, Sendable {
        var owner: NameID
        var receiver: NameID
        var property: NameID

        func hash(into hasher: inout Hasher) {
            hasher.combine(owner)
            hasher.combine(receiver)
            hasher.combine(property)
        }

        /// Hashed like `NameID`, without SipHash: the index merges every file's assignments into one set.
        func _rawHashValue(seed: Int) -> Int {
            NameID.mix(owner.raw &* 0x9E37_79B9_7F4A_7C15 ^ receiver.raw &* 0xC2B2_AE3D_27D4_EB4F ^ property.raw
                       ^ UInt64(UInt(bitPattern: seed)))
        }
    }

    /// `tableView.applyGroupedStyle()` in `Owner`: a call through which `Owner` may set colours of its `tableView`.
    struct HelperCall: Hashable, Sendable {
        var owner: NameID
        var receiver: NameID
        var method: NameID
    }

    /// What one file assigns, and the helper calls through which it may assign more.
    struct Collected: Sendable {
        var assigned: [Assignment] = []
        /// `tableView.applyGroupedStyle()` in `Owner`: (`Owner`, `tableView`, `applyGroupedStyle`).
        var helperCalls: [HelperCall] = []
        /// Properties a method sets on `self`: (`applyGroupedStyle`, `backgroundColor`).
        var setBySelfMethod: [(method: NameID, property: NameID)] = []
        /// Methods that set a colour on a parameter, and outlets passed to methods (`OutletArguments`).
        var parameterSetters: [OutletArguments.Setter] = []
        var outletArguments: [OutletArguments.Argument] = []
        var parameterForwards: [OutletArguments.Forward] = []
        /// Backgrounds set to a fixed light colour: `window?.backgroundColor = NSColor(white: 0.99, alpha: 1)`
        /// in `Owner` is (`Owner`, `window`, `backgroundColor`). Dark ink Interface Builder draws on
        /// them reads in both appearances (`InterfaceBuilderLinter.CodeBackdrop`).
        var paintedLight: [Assignment] = []
        /// Backgrounds set to a palette entry (`view.backgroundColor = UIColor.yepViewBackgroundColor()`):
        /// painted light when the run binds that name to a fixed light colour (`ProjectIndex`).
        var paintedByName: [(assignment: Assignment, color: NameID)] = []
        /// The nibs a type that paints its window light loads into it (`NSViewController(nibName: "GeneralPane")`).
        var nibsInLightWindows: [String] = []
    }

    /// A colour property named for one state (`textFieldColorLight`, `borderColorHovered`): a custom
    /// control's colour that Interface Builder sets as a runtime attribute and code may replace. Only
    /// `…Color` + a state word: any name with the word "color" (`colorScheme`, `Color` itself) made
    /// the run-wide assignment table 10 MB larger on the real apps.
    private static func namesColorVariant(_ j: Int, in file: AnalyzedFile) -> Bool {
        file.withName(j) { name in
            // Most names assigned to hold no `Color` at all: one scan for its `C` rules them out.
            guard name.count > colorWord.count + 1, name.contains(colorWord[0]) else { return false }
            return stateSuffixes.contains { suffix in
                let end = name.count - suffix.count
                guard end >= colorWord.count + 1 else { return false }
                return name[end...].elementsEqual(suffix) && name[(end - colorWord.count)..<end].elementsEqual(colorWord)
            }
        }
    }

    private static let colorWord = Array("Color".utf8)
    private static let stateSuffixes: [[UInt8]] = ["Light", "Dark", "Hover", "Hovered", "Highlighted", "Selected", "Disabled",
                                                   "Normal", "Pressed", "On", "Off", "Active", "Inactive", "Focused"].map { Array($0.utf8) }

    static func collect(_ file: AnalyzedFile) -> Collected {
        var out = Collected()
        out.outletArguments = OutletArguments.arguments(in: file)
        out.parameterForwards = OutletArguments.forwards(in: file)
        var parametersOf: [Int: OutletArguments.Parameters] = [:]   // per function, for `OutletArguments.setter`
        for j in 1..<max(file.count, 1) {
            let t = file.tokens[j]
            let property: NameID
            if t.kind == .op, file.is(j, "="), file.kind(j - 1) == .identifier,
               file.name(j - 1, hasSuffix: "Color") || file.is(j - 1, "style") || file.is(j - 1, "color") || namesColorVariant(j - 1, in: file) {
                property = file.nameID(j - 1)
            } else if t.kind == .lParen, file.is(j - 1, "setTitleColor") || file.is(j - 1, "setAttributedTitle") {
                // An attributed title brings its own colours: the button's title colour is not drawn.
                property = titleColor
            } else {
                if t.kind == .lParen, file.kind(j - 1) == .identifier, file.kind(j - 2) == .dot, file.kind(j - 3) == .identifier,
                   !file.is(j - 3, "self"), let type = file.enclosingType(of: j) {
                    out.helperCalls.append(HelperCall(owner: file.scopes[type].nameID, receiver: file.nameID(j - 3),
                                                      method: file.nameID(j - 1)))
                } else if t.kind == .op, file.is(j, "="), file.kind(j - 1) == .identifier, file.kind(j - 2) == .dot, namesStyle(j - 1, in: file) {
                    appendStyleSetterCall(property: j - 1, in: file, to: &out)
                }
                continue
            }
            let propertyToken = j - 1
            let receiver = receiverToken(ofProperty: propertyToken, in: file)
            if property == style, file.kind(propertyToken - 1) == .dot { appendStyleSetterCall(property: propertyToken, in: file, to: &out) }
            // `func updateButton(_ button: UIButton) { button.tintColor = … }`: set on a parameter.
            if file.kind(propertyToken - 1) == .dot,
               let setter = OutletArguments.setter(property: property, receiver: receiver, in: file, parametersOf: &parametersOf) {
                out.parameterSetters.append(setter)
            }
            guard let typeScope = file.enclosingType(of: j) else { continue }
            let type = file.scopes[typeScope].nameID
            if file.kind(propertyToken - 1) == .dot {
                if file.kind(receiver) == .identifier, !file.is(receiver, "self") {
                    out.assigned.append(Assignment(owner: type, receiver: file.nameID(receiver), property: property))
                    if property == backgroundColor, FixedPair.containsFixedColor(from: j + 1, wantLight: true, in: file, ColorDefinitionCollector.firstPassContext) {
                        out.paintedLight.append(Assignment(owner: type, receiver: file.nameID(receiver), property: property))
                        if file.is(receiver, "window") { out.nibsInLightWindows += nibNames(in: typeScope, file) }
                    } else if property == backgroundColor, let color = ColorUseCollector.referencedNameID(from: j + 1, in: file) {
                        out.paintedByName.append((Assignment(owner: type, receiver: file.nameID(receiver), property: property), color))
                    }
                    // `buttons.forEach { $0.setTitleColor(…) }`, `for b in buttons { b.tintColor = … }`: each
                    // element of an outlet collection.
                    switch iterated(by: receiver, in: file) {
                    case .collection(let collection)?:
                        out.assigned.append(Assignment(owner: type, receiver: collection, property: property))
                        // `let buttons = [undoButton, redoButton]; for b in buttons { b.backgroundColor = … }`.
                        for element in localArrayElements(collection, before: receiver, in: file) {
                            out.assigned.append(Assignment(owner: type, receiver: element, property: property))
                        }
                    case .literal(let opening)?:
                        // `[levelLabel, self.streakLabel].forEach { $0?.textColor = … }` (stepik-ios, fresh41).
                        for element in arrayLiteralNames(opening: opening, in: file) {
                            out.assigned.append(Assignment(owner: type, receiver: element, property: property))
                        }
                    case nil:
                        break
                    }
                    // `let content = Bundle.main.loadNibNamed("BalanceView", owner: self)?.first as? UIView;
                    // content.backgroundColor = …`: the root view of the owner's nib (zap-iOS, fresh35).
                    if isLocalOfNibLoadingFunction(receiver, in: file) {
                        out.assigned.append(Assignment(owner: type, receiver: nibRoot, property: property))
                    }
                    // `let cell = … as? BookmarkCell; cell.backgroundColor = …` sets BookmarkCell's property.
                    if let local = declaredType(ofLocal: receiver, in: file) {
                        out.assigned.append(Assignment(owner: NameID(local), receiver: .none, property: property))
                    }
                    // `cell.separator.backgroundColor = …` sets the `separator` outlet of BookmarkCell. Not
                    // for a framework type: `vc.view.backgroundColor` with `vc: UIViewController` says
                    // nothing about the root view of every controller of the app.
                    // (A stored property too: `shopModal.background.backgroundColor = …` with `var shopModal: ShopModalView!`.)
                    if file.kind(receiver - 1) == .dot, file.kind(receiver - 2) == .identifier, !file.is(receiver - 2, "self"),
                       let local = declaredType(ofLocal: receiver - 2, in: file) ?? declaredType(ofProperty: receiver - 2, in: file),
                       !isFrameworkTypeName(local) {
                        out.assigned.append(Assignment(owner: NameID(local), receiver: file.nameID(receiver), property: property))
                    }
                    continue
                }
            }
            out.assigned.append(Assignment(owner: type, receiver: .none, property: property))
            if let f = file.enclosingFunction(of: j), file.scopes[f].kind == .function {
                out.setBySelfMethod.append((file.scopes[f].nameID, property))
            }
        }
        return out
    }

    static let titleColor = NameID("titleColor")
    private static let backgroundColor = NameID("backgroundColor")
    private static let style = NameID("style")

    /// `footnoteLabel?.textStyle = .subheadlineLight` in `Owner`: a property named for a style, theme
    /// or appearance, whose setter may set colours on its receiver (`extension UILabel { var textStyle:
    /// ASCTextStyle { set { textColor = newValue.color } } }`, documents-app-ios, fresh38). Recorded
    /// as a helper call, resolved like `tableView.applyGroupedStyle()` against what that property's
    /// setter sets on `self`. Only such names: every `a.b = c` of a run would make the table large.
    private static func appendStyleSetterCall(property: Int, in file: AnalyzedFile, to out: inout Collected) {
        let receiver = receiverToken(ofProperty: property, in: file)
        guard file.kind(receiver) == .identifier, !file.is(receiver, "self"), let type = file.enclosingType(of: property) else { return }
        out.helperCalls.append(HelperCall(owner: file.scopes[type].nameID, receiver: file.nameID(receiver), method: file.nameID(property)))
    }

    /// The token before the `.` of property token `property`, past a `?` or `!` (`bar?.barTintColor`).
    private static func receiverToken(ofProperty property: Int, in file: AnalyzedFile) -> Int {
        let receiver = property - 2
        return file.isOp(receiver, "?") || file.isOp(receiver, "!") ? receiver - 1 : receiver
    }

    /// `textStyle`, `style`, `labelTheme`, `appearance`: the last word of the name is style, theme or appearance.
    private static func namesStyle(_ j: Int, in file: AnalyzedFile) -> Bool {
        file.withName(j) { name in
            styleWords.contains { word in
                guard name.count >= word.count else { return false }
                let start = name.count - word.count
                // The word itself (`style`) or its capitalised form ending a longer name (`textStyle`).
                if start == 0 { return name[0] | 0x20 == word[0] && name[1...].elementsEqual(word[1...]) }
                return name[start] == word[0] & ~0x20 && name[(start + 1)...].elementsEqual(word[1...])
            }
        }
    }

    private static let styleWords: [[UInt8]] = ["style", "theme", "appearance"].map { Array($0.utf8) }
    /// The receiver recorded for a view a type loads from a nib it owns: the nib's root
    /// (`InterfaceBuilderLinter` gives a XIB's top-level views this outlet of their File's Owner).
    static let nibRootName = "(nib root)"
    private static let nibRoot = NameID(nibRootName)

    /// A local of a function that loads a nib with itself as owner (`loadNibNamed(_:owner:)`,
    /// `instantiate(withOwner:)`): the views such a function colours are that nib's.
    private static func isLocalOfNibLoadingFunction(_ receiver: Int, in file: AnalyzedFile) -> Bool {
        guard let f = file.enclosingFunction(of: receiver) else { return false }
        let loadsNib = file.memo("loads a nib it owns", scope: f) {
            (Int(file.scopes[f].open)..<min(Int(file.scopes[f].close), file.count)).contains {
                file.isAny($0, nibLoaders) && file.kind($0 + 1) == .lParen
            }
        }
        guard loadsNib else { return false }
        let name = file.nameID(receiver)
        return (Int(file.scopes[f].open)..<receiver).contains { file.isAny($0, bindings) && file.kind($0 + 1) == .identifier && file.nameID($0 + 1) == name }
    }

    private static let nibLoaders = NameTable(["loadNibNamed", "instantiate"])
    private static let bindings = NameTable(["let", "var"])

    /// `nibName: "GeneralPane"` and `NSNib(nibNamed: "GeneralPane", …)` in type scope `type`.
    private static func nibNames(in type: Int, _ file: AnalyzedFile) -> [String] {
        var names: [String] = []
        for j in Int(file.scopes[type].open)..<min(Int(file.scopes[type].close), file.count) where file.kind(j) == .string {
            guard file.kind(j - 1) == .colon, file.is(j - 2, "nibName") || file.is(j - 2, "nibNamed"),
                  let name = ColorAssetReferences.stringContent(file, j), !name.isEmpty else { continue }
            names.append(name)
        }
        return names
    }

    /// Every assignment of the run, with those made through a helper method an owner calls on a
    /// receiver (`tableView.applyGroupedStyle()` where some `applyGroupedStyle()` sets
    /// `backgroundColor` on `self`) resolved to the receiver.
    /// `result` holds the run's direct assignments, `helperCalls` every file's helper calls, and `merged`
    /// every file's other parts (its `assigned` and `helperCalls` are not read).
    private static let titleSetters: Set<NameID> = [NameID("setTitle"), NameID("setAttributedTitle")]
    private static let titleProperty = NameID("title")

    static func resolve(helperCalls: Set<HelperCall>, merged: Collected, into result: inout Set<Assignment>) {
        var setBy: [NameID: Set<NameID>] = [:]
        for (method, property) in merged.setBySelfMethod { setBy[method, default: []].insert(property) }
        for call in helperCalls {
            for property in setBy[call.method] ?? [] { result.insert(Assignment(owner: call.owner, receiver: call.receiver, property: property)) }
            // `button.setTitle(…)`: recorded as setting `title`, so that a title colour in Interface
            // Builder of a button with no title there counts only where code gives it one.
            if titleSetters.contains(call.method) { result.insert(Assignment(owner: call.owner, receiver: call.receiver, property: titleProperty)) }
        }
        // `updateButton(schoolCategoryButton)`: what the method sets on that parameter, the owner sets on its outlet.
        var setOnParameter: [OutletArguments.Argument: [NameID]] = [:]
        for setter in merged.parameterSetters {
            setOnParameter[OutletArguments.Argument(owner: .none, outlet: .none, method: setter.method, position: setter.position), default: []]
                .append(setter.property)
        }
        // `setupSeparators(separators)` hands each element to `setupSeparator(_:)`, which sets
        // `backgroundColor`: so does `setupSeparators` on its parameter. Chains a few calls deep.
        for _ in 0..<4 where !setOnParameter.isEmpty {
            var grew = false
            for forward in merged.parameterForwards {
                let to = OutletArguments.Argument(owner: .none, outlet: .none, method: forward.callee, position: forward.calleePosition)
                guard let properties = setOnParameter[to] else { continue }
                let from = OutletArguments.Argument(owner: .none, outlet: .none, method: forward.method, position: forward.position)
                let missing = properties.filter { !(setOnParameter[from] ?? []).contains($0) }
                if !missing.isEmpty { setOnParameter[from, default: []] += missing; grew = true }
            }
            if !grew { break }
        }
        if !setOnParameter.isEmpty {
            for argument in merged.outletArguments {
                let key = OutletArguments.Argument(owner: .none, outlet: .none, method: argument.method, position: argument.position)
                for property in setOnParameter[key] ?? [] {
                    result.insert(Assignment(owner: argument.owner, receiver: argument.outlet, property: property))
                }
            }
        }
    }

    /// The names in the array literal a local of the function around token `r` is bound to:
    /// `let buttons: [UIView] = [undoButton, self.redoButton]` gives `undoButton`, `redoButton`.
    static func localArrayElements(_ local: NameID, before r: Int, in file: AnalyzedFile) -> [NameID] {
        guard let f = file.enclosingFunction(of: r) else { return [] }
        var j = Int(file.scopes[f].open) + 1
        while j < r {
            defer { j += 1 }
            guard file.is(j, "let") || file.is(j, "var"), file.kind(j + 1) == .identifier, file.nameID(j + 1) == local else { continue }
            var k = j + 2
            if file.kind(k) == .colon {   // past the type annotation
                k += 1
                while k < r, !file.isOp(k, "=") {
                    if file.tokens[k].opens, file.match[k] > k { k = Int(file.match[k]) }
                    k += 1
                }
            }
            guard file.isOp(k, "="), file.kind(k + 1) == .lBracket, file.match[k + 1] > k + 1 else { return [] }
            return arrayLiteralNames(opening: k + 1, in: file)
        }
        return []
    }

    /// The plain names an array literal lists (`[undoButton, self.redoButton]`): elements that are a
    /// name or `self.` and a name, nothing longer.
    private static func arrayLiteralNames(opening: Int, in file: AnalyzedFile) -> [NameID] {
        var names: [NameID] = []
        for e in (opening + 1)..<Int(file.match[opening]) where file.kind(e) == .identifier && (file.kind(e + 1) == .comma || file.kind(e + 1) == .rBracket) {
            let first = file.kind(e - 1) == .dot && file.is(e - 2, "self") ? e - 3 : e - 1
            if file.kind(first) == .lBracket || file.kind(first) == .comma { names.append(file.nameID(e)) }
        }
        return names
    }

    /// What token `r` stands for an element of: a collection (`buttons` for `$0` or `button` in
    /// `buttons.forEach { (button: UIButton) in … }`, or for `b` in `for b in buttons {`), or an array
    /// literal (`[titleLabel, self.dateLabel].forEach { $0?.textColor = … }`, `for label in [a, b] {`),
    /// by its opening bracket.
    enum Iterated { case collection(NameID), literal(opening: Int) }

    static func iterated(by r: Int, in file: AnalyzedFile) -> Iterated? {
        let name = file.nameID(r)
        for s in file.scopeChain(of: r) {
            let scope = file.scopes[s]
            let open = Int(scope.open)
            if scope.kind == .closure {
                var callee = open - 1
                if file.kind(callee) == .lParen { callee -= 1 }
                guard file.is(callee, "forEach"), file.kind(callee - 1) == .dot else { continue }
                // `$0`, or the closure's one parameter: `{ button in`, `{ (button: UIButton) in`.
                var parameter = open + 1
                if file.kind(parameter) == .lParen { parameter += 1 }
                guard file.is(r, "$0") || file.kind(parameter) == .identifier && file.nameID(parameter) == name else { continue }
                if file.kind(callee - 2) == .identifier { return .collection(file.nameID(callee - 2)) }
                if file.kind(callee - 2) == .rBracket, file.match[callee - 2] >= 0 { return .literal(opening: Int(file.match[callee - 2])) }
            } else if scope.kind == .block, file.is(Int(scope.introducer), "for") {
                let variable = Int(scope.introducer) + 1
                guard file.kind(variable) == .identifier, file.nameID(variable) == name, file.is(variable + 1, "in") else { continue }
                if file.kind(variable + 2) == .identifier, variable + 3 == open || file.kind(variable + 3) == .lBrace {
                    return .collection(file.nameID(variable + 2))
                }
                if file.kind(variable + 2) == .lBracket, Int(file.match[variable + 2]) + 1 == open { return .literal(opening: variable + 2) }
            }
        }
        return nil
    }

    /// The collection whose elements token `r` stands for (see `iterated(by:in:)`).
    static func iteratedCollection(of r: Int, in file: AnalyzedFile) -> NameID? {
        if case .collection(let name)? = iterated(by: r, in: file) { return name }
        return nil
    }

    /// The type a local or parameter named like token `r` is declared with in the function around it:
    /// `cell: FolderCell`, `let cell = … as? FolderCell`, `guard let cell = … as! FolderCell`. The
    /// nearest declaration before `r` wins: each `case` of a `cellForRow` switch declares its own
    /// `cell`. One pass per function, whatever the number of assignments in it.
    static func declaredType(ofLocal r: Int, in file: AnalyzedFile) -> String? {
        guard let f = file.enclosingFunction(of: r) else { return nil }
        if file.facts.localTypes[f] == nil { file.facts.localTypes[f] = localTypes(in: f, file) }
        guard let declarations = file.facts.localTypes[f]?[file.nameID(r)] else { return nil }
        return (declarations.last { $0.token < r } ?? declarations.first)?.type
    }

    /// The type a stored property named like token `r` is declared with in the type around it
    /// (`@IBOutlet weak var shopModal: ShopModalView!`): only declarations in the type's own body,
    /// not the locals of its methods.
    static func declaredType(ofProperty r: Int, in file: AnalyzedFile) -> String? {
        guard let type = file.enclosingType(of: r) else { return nil }
        // One scan per type, whatever the number of assignments in it.
        if file.facts.propertyTypes[type] == nil { file.facts.propertyTypes[type] = propertyTypes(in: type, file) }
        return file.facts.propertyTypes[type]?[file.nameID(r)]
    }

    private static func propertyTypes(in type: Int, _ file: AnalyzedFile) -> [NameID: String] {
        var types: [NameID: String] = [:]
        let end = min(Int(file.scopes[type].close), file.count)
        var k = Int(file.scopes[type].open) + 1
        while k < end {
            if file.tokens[k].opens, file.match[k] > k { k = Int(file.match[k]) + 1; continue }   // a method's body, a closure
            if file.kind(k) == .identifier, file.isAny(k - 1, ["let", "var"]), file.kind(k + 1) == .colon,
               file.kind(k + 2) == .identifier, isTypeName(k + 2, file), types[file.nameID(k)] == nil {
                types[file.nameID(k)] = file.name(k + 2)
            }
            k += 1
        }
        return types
    }

    private static func localTypes(in f: Int, _ file: AnalyzedFile) -> [NameID: [(token: Int, type: String)]] {
        var types: [NameID: [(token: Int, type: String)]] = [:]
        let end = min(Int(file.scopes[f].close), file.count)
        var k = max(Int(file.scopes[f].introducer), 0)
        while k < end {
            defer { k += 1 }
            guard file.kind(k) == .identifier, file.kind(k - 1) != .dot else { continue }
            let name = file.nameID(k)
            if file.kind(k + 1) == .colon, file.kind(k + 2) == .identifier, isTypeName(k + 2, file) {
                types[name, default: []].append((k, file.name(k + 2)))
                continue
            }
            guard file.isAny(k - 1, ["let", "var"]), file.isOp(k + 1, "=") else { continue }
            var j = k + 2
            while j < end, !file.tokens[j].atLineStart {
                if file.is(j, "as"), file.kind(j + 1) == .op, file.kind(j + 2) == .identifier, isTypeName(j + 2, file) {
                    types[name, default: []].append((k, file.name(j + 2)))
                    break
                }
                if file.kind(j) == .lParen || file.kind(j) == .lBracket, file.match[j] > j { j = Int(file.match[j]) }
                j += 1
            }
        }
        return types
    }

    /// `UIViewController`, `NSView`: a UIKit or AppKit class, which every class of the app may inherit.
    static func isFrameworkTypeName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, (bytes[0] == 0x55 && bytes[1] == 0x49) || (bytes[0] == 0x4E && bytes[1] == 0x53) else { return false }
        return (0x41...0x5A).contains(bytes[2])
    }

    /// A capitalised name: a type's, by Swift's convention.
    static func isTypeName(_ k: Int, _ file: AnalyzedFile) -> Bool {
        (0x41...0x5A).contains(file.source.bytes[Int(file.tokens[k].start)])
    }
}
