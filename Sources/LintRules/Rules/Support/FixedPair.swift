/// A dark foreground drawn on a surface that is light in both appearances (black text on a white
/// button, a black glyph on a `systemYellow` warning fill, black labels on a `.light` blur), or the
/// reverse: the pair reads the same in Light and Dark Mode. Swapping one side for a semantic colour
/// would break it (`.label` turns white on the still-white button), so neither side is a finding.
enum FixedPair {
    /// Whether the colour at `start` (in `slot`, with `risk`) has a fixed partner on the same element:
    /// a light surface for a dark foreground, a dark foreground for a light surface. UIKit elements
    /// are matched by name across their type (`rejectButton` set up in a lazy initializer, recoloured
    /// in `configure()`); SwiftUI modifiers within the same view builder.
    static func hasFixedPartner(_ start: Int, slot: ColorSlot, risk: AppearanceRisk, in file: AnalyzedFile,
                                _ context: LintContext) -> Bool {
        guard risk == .vanishesInDark || risk == .glaresInDark else { return false }
        let key = elementKey(of: slot, at: start, in: file)
        // Ink a view draws on the light shape it fills itself (a custom-drawn indicator).
        if risk == .vanishesInDark, key == nil, isDrawnOnOwnLightFill(start, in: file, context) { return true }
        // Without an element, only a SwiftUI modifier has a partner: its view's other modifiers.
        if key == nil, !slot.isSwiftUIModifier(file) { return false }
        // A screen-sized surface (a bar, a view's background) glares whatever is drawn on it: only a
        // control's surface (a button, a badge, a banner) makes a pair that is fine as it is, or an
        // explicit pair (`ColorPair(foreground:background:)`), or ink on a light blur.
        // A surface under a view whose class draws its own text dark (mullvad's `CustomTextField`).
        if risk == .glaresInDark, let r = slot.receiver, file.kind(r) == .identifier,
           let type = constructedType(ofLocal: r, in: file) ?? ColorPropertyAssignments.declaredType(ofLocal: r, in: file)
            ?? ColorPropertyAssignments.declaredType(ofProperty: r, in: file),
           context.index.drawsOwnDarkText(NameID(type)) { return true }
        if let key, !namesControl(key) {
            if slot.kind == .label, hasPartnerInSameCall(start, wantSurface: risk == .vanishesInDark, in: file, context) { return true }
            guard risk == .vanishesInDark else { return false }
            return hasLightSurface(under: key, around: start, in: file, context) || hasLightBlur(in: file.enclosingType(of: start), file)
        }
        // A control: its partner is set in this file (found once per file) or, for a surface named
        // through a palette, anywhere in the run (the index resolves it).
        if let key {
            let pairs = controlPairs(in: file)
            if risk == .vanishesInDark {
                return pairs.lightSurfaceKeys.contains(key) || context.index.isFixedSurfaceControl(key)
                    || hasLightBlur(in: file.enclosingType(of: start), file)
            }
            return pairs.darkInkKeys.contains(key)
        }
        // A SwiftUI view's modifiers spread over nested builders (`Text` in a `ZStack` whose
        // `.background` follows): the whole function or computed property is the view.
        // A control's style (`ButtonStyle`, `LabelStyle`, …) is one control: its ink and its surface
        // may be set in different helper methods of the type.
        let region = styleType(around: start, in: file) ?? file.enclosingFunction(of: start) ?? 0
        let wantSurface = risk == .vanishesInDark
        // One scan per view body and direction, whatever the number of colours in it.
        return file.memo(wantSurface ? "has a fixed light surface" : "has fixed dark ink", scope: region) {
            hasFixedColor(inRoles: wantSurface, region: region, in: file, context)
        }
    }

    /// A palette's group for one control (`enum TextField { static let textColor = …; static let
    /// backgroundColor = UIColor.white }`, mullvad): the type a colour definition is declared in, when
    /// its name names a control. Its entries are drawn together, on that control.
    private static func controlPaletteGroup(around start: Int, in file: AnalyzedFile) -> Int? {
        guard let type = file.enclosingType(of: start), file.scope(of: start) == type,
              namesControl(file.scopes[type].name) else { return nil }
        return type
    }

    /// Whether the colour defined at `start` belongs to a control's palette group that defines its
    /// partner: a fixed light surface for dark ink, fixed dark ink for a light surface. The group's
    /// body is scanned once per direction.
    static func hasPartnerInControlPalette(_ start: Int, risk: AppearanceRisk, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard risk == .vanishesInDark || risk == .glaresInDark, let group = controlPaletteGroup(around: start, in: file) else { return false }
        let wantSurface = risk == .vanishesInDark
        return file.memo(wantSurface ? "control palette has a fixed light surface" : "control palette has fixed dark ink", scope: group) {
            hasFixedColor(inRoles: wantSurface, region: group, in: file, context)
        }
    }

    /// Dark ink whose own surface the same function makes fixed light, in a project that has adopted
    /// Dark Mode (where that surface, a fixed colour written in Swift, is the team's choice and left
    /// to `--pedantic`): `backgroundColor = .white` then `tintColor = .darkText` (a pressed key),
    /// `toggleState ? .white : .darkGray` with `toggleState ? .darkText : .lightText`. The surface is
    /// the element itself, or the view the function belongs to (`self.backgroundColor` in a
    /// `UIView`/cell/control subclass, under its subviews). `.label` would draw white on the white
    /// surface. (While migrating, the surface is reported too, and both fixes go together.)
    private static func hasLightSurface(under key: String, around start: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard context.leavesSwiftColorsToPedantic, let function = file.enclosingFunction(of: start) else { return false }
        let surfaces = lightSurfaceKeys(in: function, file, context)
        return surfaces.contains(key) || (surfaces.contains("self") && isViewType(around: start, in: file))
    }

    private static func isViewType(around start: Int, in file: AnalyzedFile) -> Bool {
        guard let type = file.enclosingType(of: start) else { return false }
        return file.scopes[type].inherits.contains { ancestor in viewSuffixes.contains { ancestor.hasSuffix($0) } }
    }

    private static let viewSuffixes = ["View", "Cell", "Button", "Control"]

    /// The elements the function `function` gives a fixed light surface (found once per function).
    private static func lightSurfaceKeys(in function: Int, _ file: AnalyzedFile, _ context: LintContext) -> Set<String> {
        if let known = file.facts.lightSurfaceKeys[function] { return known }
        var keys: Set<String> = []
        let close = min(Int(file.scopes[function].close), file.count - 1)
        var k = Int(file.scopes[function].open) + 1
        while k < close {
            defer { k += 1 }
            guard file.tokens[k].kind == .op, file.is(k, "="), file.kind(k - 1) == .identifier else { continue }
            guard file.isAny(k - 1, surfaceNames), let key = elementKey(of: ColorSlot.of(k + 1, in: file), at: k + 1, in: file),
                  containsFixedColor(from: k + 1, wantLight: true, in: file, context) else { continue }
            keys.insert(key)
        }
        file.facts.lightSurfaceKeys[function] = keys
        return keys
    }

    /// `NSColor(white: 0.12, alpha: 0.5).setStroke()` in a type whose drawing first fills its shape with
    /// a fixed light colour (`NSColor.white.setFill()`, an `NSGradient` of near-whites): linearmouse's
    /// autoscroll indicator draws its dark arrows on its own white disc, the same in both appearances
    /// (blind set fresh41). The type's drawing is scanned once.
    private static func isDrawnOnOwnLightFill(_ start: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        let end = file.postfixEnd(from: start)
        guard file.kind(end) == .rParen, file.match[end] > 1, file.isAny(Int(file.match[end]) - 1, ImageDrawing.fillAndStroke),
              let type = file.enclosingType(of: start) else { return false }
        return file.memo("draws a fixed light fill", scope: type) { drawsLightFill(in: type, file, context) }
    }

    private static func drawsLightFill(in type: Int, _ file: AnalyzedFile, _ context: LintContext) -> Bool {
        let close = min(Int(file.scopes[type].close), file.count - 1)
        var k = Int(file.scopes[type].open) + 1
        while k < close {
            defer { k += 1 }
            guard file.kind(k) == .identifier, file.kind(k + 1) == .lParen else { continue }
            if file.is(k, "setFill"), file.kind(k - 1) == .dot {
                var lineStart = k
                while lineStart > 0, !file.tokens[lineStart].atLineStart { lineStart -= 1 }
                if containsFixedColor(from: lineStart, wantLight: true, in: file, context) { return true }
            } else if file.isAny(k, gradients), file.match[k + 1] > k + 1 {
                // Every fixed colour of the gradient light.
                var light = 0, dark = 0
                for j in (k + 2)..<Int(file.match[k + 1]) {
                    guard let value = fixedValue(at: j, in: file) else { continue }
                    if value.clamped.lab.l >= lightSurface { light += 1 } else { dark += 1 }
                }
                if light > 0, dark == 0 { return true }
            }
        }
        return false
    }

    private static let gradients = NameTable(["NSGradient", "CGGradient"])

    /// The enclosing type when it conforms to a SwiftUI control style (`…Style`).
    private static func styleType(around start: Int, in file: AnalyzedFile) -> Int? {
        guard let t = file.enclosingType(of: start) else { return nil }
        return file.scopes[t].inherits.contains { $0.hasSuffix("Style") } ? t : nil
    }

    /// Whether the view body `region` sets a fixed light surface (`wantSurface`) or fixed dark ink.
    private static func hasFixedColor(inRoles wantSurface: Bool, region: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        let open = region > 0 ? Int(file.scopes[region].open) : 0
        let close = region > 0 ? Int(file.scopes[region].close) : file.count - 1
        var k = max(open, 0)
        while k < close {
            defer { k += 1 }
            let kind = file.tokens[k].kind
            guard (kind == .op && file.is(k, "=")) || kind == .lParen || kind == .colon,
                  ColorUseCollector.mayBeColorSlot(before: k, in: file) || file.is(k - 1, "setBackgroundImage") else { continue }
            let other = ColorSlot.of(k + 1, in: file)
            let role = partnerRole(other, at: k, in: file)
            let matchesRole = wantSurface ? (role == .background || role == .fill) : (role == .text || role == .tint)
            guard matchesRole else { continue }
            if containsFixedColor(from: k + 1, wantLight: wantSurface, in: file, context) { return true }
        }
        return false
    }

    /// The controls of a file whose surface is set to a fixed colour (with whether a literal light
    /// colour is written, and the names used, for the run-wide index to resolve), and those whose ink
    /// is set to a literal dark colour: `rejectButton.setBackgroundImage(.placeholder(color:
    /// Asset.Colors.rejectBackground.color))`, `badge.backgroundColor = .white`, `badge.textColor = .black`.
    struct ControlPairs {
        var surfaces: [FileSummary.ControlSurface] = []
        var lightSurfaceKeys: Set<String> = []
        var darkInkKeys: Set<String> = []
        /// Classes that set their own text colour to a fixed colour (`textColor = UIColor.TextField.textColor`
        /// in a `UITextField` subclass's `init`): dark ink, when the run binds it dark.
        var inkedTypes: [FileSummary.InkedType] = []
    }

    private static let surfaceNames = NameTable(["setBackgroundImage", "backgroundColor", "baseBackgroundColor", "barTintColor"])
    private static let inkNames = NameTable(["textColor", "tintColor", "setTitleColor", "baseForegroundColor", "titleColor"])

    static func controlPairs(in file: AnalyzedFile) -> ControlPairs {
        if let known = file.facts.controlPairs { return known }
        var pairs = ControlPairs()
        for k in 1..<max(file.count, 1) {
            let kind = file.tokens[k].kind
            guard (kind == .op && file.is(k, "=")) || kind == .lParen, file.kind(k - 1) == .identifier, k + 1 < file.count else { continue }
            let isSurface = file.isAny(k - 1, surfaceNames)
            guard isSurface || file.isAny(k - 1, inkNames) else { continue }
            let slot = ColorSlot.of(k + 1, in: file)
            if !isSurface, let inked = inkedType(k, slot: slot, in: file) { pairs.inkedTypes.append(inked) }
            guard let key = elementKey(of: slot, at: k + 1, in: file), namesControl(key) else { continue }
            let literal = containsFixedColor(from: k + 1, wantLight: isSurface, in: file, ColorDefinitionCollector.firstPassContext)
            guard isSurface else {
                if literal { pairs.darkInkKeys.insert(key) }
                continue
            }
            if literal { pairs.lightSurfaceKeys.insert(key) }
            pairs.surfaces.append(FileSummary.ControlSurface(key: key, literalLight: literal, names: names(from: k + 1, in: file)))
        }
        file.facts.controlPairs = pairs
        return pairs
    }

    /// `textColor = …` on `self` in a class: the fixed colour (a literal, or the names it is made of for
    /// the index to resolve) the class draws its own text in.
    private static func inkedType(_ k: Int, slot: ColorSlot, in file: AnalyzedFile) -> FileSummary.InkedType? {
        guard file.is(k - 1, "textColor"), file.tokens[k].kind == .op, !slot.isDeclaration,
              elementKey(of: slot, at: k + 1, in: file) == "self", let type = file.enclosingType(of: k),
              file.scopes[type].declKeyword == "class" else { return nil }
        let literal = containsFixedColor(from: k + 1, wantLight: false, in: file, ColorDefinitionCollector.firstPassContext)
        return FileSummary.InkedType(type: file.scopes[type].nameID, literalDark: literal, members: members(from: k + 1, in: file))
    }

    /// The `Type.member` pairs an expression on one line names (`UIColor.TextField.textColor`).
    private static func members(from start: Int, in file: AnalyzedFile) -> [NameID] {
        var members: [NameID] = []
        var j = start
        while j + 2 < file.count, j - start < 48, !(j > start && file.tokens[j].atLineStart) {
            if file.kind(j) == .identifier, file.kind(j + 1) == .dot, file.kind(j + 2) == .identifier,
               ColorPropertyAssignments.isTypeName(j, file) {
                members.append(memberID(type: file.name(j), member: file.name(j + 2)))
            }
            j += 1
        }
        return members
    }

    /// The names an expression on one line refers to (`UIColor.TextField.textColor`): for the index to resolve.
    private static func names(from start: Int, in file: AnalyzedFile) -> [NameID] {
        var names: [NameID] = []
        var j = start
        while j < file.count, j - start < 48, !(j > start && file.tokens[j].atLineStart) {
            if file.kind(j) == .identifier || file.kind(j) == .dot, let name = ColorUseCollector.referencedNameID(from: j, in: file) {
                names.append(name)
            }
            j += 1
        }
        return names
    }

    /// The first pass's cheap form of `hasFixedPartner`, for a palette name's use: ink on a control
    /// whose surface this file sets to a literal light colour (found once per file), or an explicit
    /// pair call. (The full search, SwiftUI views included, runs only for colours about to be reported.)
    static func isPairedUse(_ start: Int, slot: ColorSlot, ink: Bool, in file: AnalyzedFile) -> Bool {
        if slot.kind == .label, hasPartnerInSameCall(start, wantSurface: ink, in: file, ColorDefinitionCollector.firstPassContext) {
            return true
        }
        if slot.isSwiftUIModifier(file) {
            return hasFixedPartner(start, slot: slot, risk: ink ? .vanishesInDark : .glaresInDark, in: file,
                                   ColorDefinitionCollector.firstPassContext)
        }
        guard let key = elementKey(of: slot, at: start, in: file), namesControl(key) else { return false }
        let pairs = controlPairs(in: file)
        return ink ? pairs.lightSurfaceKeys.contains(key) : pairs.darkInkKeys.contains(key)
    }

    /// `ThemeColorPair(foreground: .black, background: .systemYellow)`: the other colour of the pair is
    /// an argument of the same call.
    private static func hasPartnerInSameCall(_ start: Int, wantSurface: Bool, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard let (call, index) = file.enclosingCall(of: start) else { return false }
        for (k, argument) in call.arguments.enumerated() where k != index && argument.first <= argument.last {
            let role = ColorRole.of(name: file.label(argument))
            let matches = wantSurface ? (role == .background || role == .fill) : (role == .text || role == .tint)
            if matches, containsFixedColor(from: argument.first, wantLight: wantSurface, in: file, context) { return true }
        }
        return false
    }

    private static func partnerRole(_ slot: ColorSlot, at k: Int, in file: AnalyzedFile) -> ColorRole {
        if file.kind(k) == .lParen, file.is(k - 1, "setBackgroundImage") { return .background }
        let role = ColorRole.of(slot)
        if role == .unknown, slot.kind == .firstArgument { return FixedColorUse.swiftUIRole(slot.name) }
        return role
    }

    /// A `.light`/`.extraLight` blur in the type: the HUD or panel its labels are drawn on. The
    /// file's blurs are found once.
    private static let blurEffect = NameID("UIBlurEffect")

    private static func hasLightBlur(in region: Int?, _ file: AnalyzedFile) -> Bool {
        guard let region else { return false }
        if file.facts.lightBlurTypes == nil {
            var types: Set<Int> = []
            for j in file.tokens(named: FixedPair.blurEffect) where file.is(j, "UIBlurEffect") && file.kind(j + 1) == .lParen {
                // `UIBlurEffect(style: .light)`, `UIBlurEffect(style: UIBlurEffect.Style.extraLight)`.
                let end = max(j + 2, Int(file.match[j + 1]))   // an unclosed call ends at once
                let light = ((j + 2)..<end).contains { k in file.kind(k - 1) == .dot && (file.is(k, "light") || file.is(k, "extraLight")) }
                if light, let type = file.enclosingType(of: j) { types.insert(type) }
            }
            file.facts.lightBlurTypes = types
        }
        return file.facts.lightBlurTypes?.contains(region) ?? false
    }

    private static let controlWords: [[UInt8]] = ["button", "btn", "label", "badge", "chip", "tag", "pill", "capsule", "banner",
                                                  "toast", "hud", "tooltip", "bubble", "token", "warning", "pair", "field"].map { Array($0.utf8) }

    /// An element named like a control (`rejectButton`, `warningLabel`, `statusBadge`, `emailField`), whose
    /// surface is small enough that a fixed pair on it is a design, not a glaring screen.
    static func namesControl(_ key: String) -> Bool {
        var name = key
        return name.withUTF8 { bytes in controlWords.contains { AppearanceGuards.containsCaseInsensitive(bytes, $0) } }
    }

    /// Parts of an element that are styled together with it.
    private static let parts: Set<String> = ["configuration", "titleLabel", "imageView", "layer", "contentView", "textLabel",
                                             "detailTextLabel", "backgroundConfiguration", "self"]

    /// The element a UIKit colour slot styles: `rejectButton` in `cell.rejectButton.setTitleColor(...)`
    /// or `rejectButton.configuration?.baseForegroundColor = ...`; `self` for an implicit receiver in a
    /// type; a lazy property's name for the local it is built in (`lazy var rejectButton = { let button
    /// = ...; button.tintColor = .black; ... }()`). Nil for SwiftUI modifiers and free code.
    static func elementKey(of slot: ColorSlot, at start: Int, in file: AnalyzedFile) -> String? {
        var anchor: Int?
        if let receiver = slot.receiver {
            anchor = receiver
        } else if let callee = slot.callee, !ColorSlot.swiftUIModifiers.contains(file.name(callee)) {
            anchor = file.kind(callee - 1) == .dot ? callee - 2 : nil
            if anchor == nil, slot.kind == .firstArgument || slot.kind == .label, file.enclosingType(of: start) != nil { return "self" }
        } else if slot.kind == .assignment, !slot.isDeclaration, file.enclosingType(of: start) != nil {
            return "self"
        }
        guard var j = anchor else { return nil }
        // Walk the receiver chain right to left: the last name that is not a part of the element.
        for _ in 0..<8 {
            if file.isOp(j, "?") || file.isOp(j, "!") { j -= 1 }
            if file.kind(j) == .rParen || file.kind(j) == .rBracket, file.match[j] > 0 { j = Int(file.match[j]) - 1; continue }
            guard file.kind(j) == .identifier else { return nil }
            let name = file.name(j)
            if !parts.contains(name) || file.kind(j - 1) != .dot {
                return name == "self" ? "self" : lazyProperty(initialising: name, at: j, in: file) ?? name
            }
            j -= 2
        }
        return nil
    }

    /// The class a local is made from in the function (or closure) around it: `let emailInput =
    /// CustomTextField()`. The nearest such declaration before `r` wins. Each function is scanned
    /// once, whatever the number of colours set in it.
    private static func constructedType(ofLocal r: Int, in file: AnalyzedFile) -> String? {
        let scope = file.enclosingFunction(of: r) ?? file.scope(of: r)
        if file.facts.constructedLocals[scope] == nil { file.facts.constructedLocals[scope] = constructedLocals(in: scope, file) }
        guard let made = file.facts.constructedLocals[scope]?[file.nameID(r)] else { return nil }
        return made.last { $0.token < r }?.type
    }

    private static func constructedLocals(in scope: Int, _ file: AnalyzedFile) -> [NameID: [(token: Int, type: String)]] {
        var made: [NameID: [(token: Int, type: String)]] = [:]
        let open = max(Int(file.scopes[scope].open), 0)
        let end = min(Int(file.scopes[scope].close), file.count - 3)
        var j = open + 1
        while j < end {
            defer { j += 1 }
            guard file.kind(j) == .identifier, file.isOp(j + 1, "="), file.isAny(j - 1, DeadCode.bindingKeywords),
                  file.kind(j + 2) == .identifier, file.kind(j + 3) == .lParen, ColorPropertyAssignments.isTypeName(j + 2, file) else { continue }
            made[file.nameID(j), default: []].append((j, file.name(j + 2)))
        }
        return made
    }

    /// For a local `let button = ...` in a closure that initialises `lazy var rejectButton: UIButton = {`,
    /// the property's name.
    private static func lazyProperty(initialising local: String, at j: Int, in file: AnalyzedFile) -> String? {
        var s = file.scope(of: j)
        while s >= 0, file.scopes[s].kind != .closure, file.scopes[s].kind != .type { s = Int(file.scopes[s].parent) }
        guard s >= 0, file.scopes[s].kind == .closure else { return nil }
        let closure = s
        let open = Int(file.scopes[closure].open)
        guard file.isOp(open - 1, "=") else { return nil }
        var k = open + 1
        var declared = false
        while k < min(open + 12, file.count) {
            if file.isAny(k, ["let", "var"]), file.name(k + 1) == local { declared = true; break }
            k += 1
        }
        guard declared else { return nil }
        var n = open - 2
        while n > 0, file.kind(n) != .colon, !file.tokens[n].atLineStart { n -= 1 }
        return file.kind(n) == .colon && file.kind(n - 1) == .identifier ? file.name(n - 1) : nil
    }

    /// A fixed colour of the wanted lightness in the expression starting at `start` (either side of
    /// a ternary counts), or a name the run binds only to fixed colours (a color set without Dark).
    static func containsFixedColor(from start: Int, wantLight: Bool, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        // A value missing at the end of a broken file (`x.backgroundColor =` as its last tokens).
        guard start >= 0, start < file.count else { return false }
        let level = file.parentBracket[start]
        var j = start
        while j < file.count, j - start < 48 {
            let t = file.tokens[j]
            if j > start, t.atLineStart { break }
            if file.parentBracket[j] < level || (file.parentBracket[j] == level && (t.kind == .comma || t.kind == .rParen)) { break }
            if let value = fixedValue(at: j, in: file) {
                let l = value.clamped.lab.l
                if wantLight ? l >= lightSurface : l < darkInk { return true }
            } else if t.kind == .identifier || t.kind == .dot, let name = ColorUseCollector.referencedNameID(from: j, in: file),
                      context.index.isFixedColorName(name) {
                return true
            }
            j += 1
        }
        return false
    }

    /// L* from which a surface is light enough to carry dark ink, and below which ink is dark.
    static let lightSurface = 60.0
    static let darkInk = 50.0

    /// A member's name qualified with its type's: `TextField.textColor`.
    static func memberID(type: String, member: String) -> NameID { NameID(type + "." + member) }

    /// Ink that is dark on a white surface (composited over it).
    static func isDarkInk(_ ink: RGBA) -> Bool { ink.over(RGBA(hex: 0xFFFFFF)).lab.l < darkInk }

    /// Whether dark `ink` drawn on the opaque `surface` makes such a pair: the ink (composited over
    /// the surface) is dark and the surface light, by the thresholds above.
    static func reads(ink: RGBA, on surface: RGBA) -> Bool {
        let paper = surface.clamped
        return paper.alpha >= 0.999 && paper.lab.l >= lightSurface && ink.over(paper).lab.l < darkInk
    }

    /// Whether `ink` stands out on the opaque light `surface` (at least 25 L* darker once composited):
    /// readable text, if lighter than the dark ink `reads` asks for.
    static func contrasts(ink: RGBA, on surface: RGBA) -> Bool {
        let paper = surface.clamped
        return paper.alpha >= 0.999 && paper.lab.l >= lightSurface && paper.lab.l - ink.over(paper).lab.l >= 25
    }

    /// System tints that are light in both appearances (their dark variants are as light): a black
    /// glyph on them reads in both.
    static let lightInBoth: [String: RGBA] = [
        "systemYellow": RGBA(hex: 0xFFCC00), "systemGreen": RGBA(hex: 0x34C759), "systemMint": RGBA(hex: 0x00C7BE),
        "systemCyan": RGBA(hex: 0x32ADE6), "systemOrange": RGBA(hex: 0xFF9500),
    ]

    private static func fixedValue(at j: Int, in file: AnalyzedFile) -> RGBA? {
        if file.kind(j) == .dot, file.kind(j + 1) == .identifier {
            let name = file.name(j + 1)
            return FixedColors.named[name] ?? lightInBoth[name] ?? (name == "darkText" ? FixedColors.legacyUIKit[name]?.value : nil)
        }
        if file.kind(j) == .identifier || file.kind(j) == .pound, file.kind(j - 1) != .dot,
           let ctor = ColorConstructor.starting(at: j, in: file, ColorDefinitionCollector.firstPassContext) {
            return ctor.value
        }
        return nil
    }
}
