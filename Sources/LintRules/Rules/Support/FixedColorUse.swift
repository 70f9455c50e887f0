/// The decision shared by `hardcoded_color` and `non_adaptive_color`: is a fixed colour at this
/// place a Dark Mode problem (`AppearanceRisk` of its value in its role), and what should be written
/// instead? A colour bound to a name (`static let brandGray = ...`, a computed property) is a
/// definition: its uses elsewhere in the run give it its roles, and it is reported once, there.
struct FixedColorUse {
    var slot: ColorSlot
    var role: ColorRole
    var advice: ColorAdvice
    /// How to stay compatible when the deployment target predates the suggested color.
    var compatibility: String?
    /// A colour read as `.cgColor` where nothing runs again on an appearance change: the adaptive
    /// colour advised would freeze there, so the message says where to set it (`FrozenColorPlace`).
    var freezeNote: String?
    /// A light surface in an app that paints its views light (`SurfaceTally.isLightDesign`): the
    /// dark ink set on such surfaces is not reported, and must change with the surface.
    var inkNote: String?
    var risk: AppearanceRisk
    /// The name a definition binds (`brandGray`); nil for a colour written at its use.
    var definitionName: String?
    /// A local (`let fill = ...` in a function): swap it for a semantic colour like a use.
    var isLocalDefinition = false
    /// Drawn with a fixed partner that makes it read in both appearances (`FixedPair`): dark ink on
    /// its own fixed light surface, or on the fixed dark surfaces of an app drawn dark in both
    /// appearances (`SurfaceTally`). Even an always-dark legacy colour (`darkText`) is right there.
    var isFixedPair = false
    /// Never seen as a colour of the interface: pixels drawn into an image, a badge-sized mark, or a
    /// value code replaces further on (`label.textColor = .darkText` before `if #available(iOS 13, *)
    /// { label.textColor = .label }`). Even an always-dark legacy colour is no finding there.
    var isUnseen = false
    /// For a definition: its uses in the risky role ("used as text in 3 places (first: A.swift:12)").
    var usesEvidence: String?
    /// A definition's uses, the first in each role: where its colour shows.
    var related: [RelatedLocation] = []
    /// At most this many related places (one per role: there are a handful of roles).
    static let relatedLimit = 8

    /// A warning: the value fights the dark appearance in its role.
    var isRisky: Bool { risk == .glaresInDark || risk == .vanishesInDark }

    func details(_ value: RGBA) -> FindingDetails {
        var details = FindingDetails(color: value.clamped, role: role.rawValue, semanticName: definitionName == nil ? advice.semanticName : nil,
                                     risk: isRisky ? risk.id : nil, lightness: (value.clamped.over(AppearanceRisk.darkBackground).lab.l).rounded())
        details.related = related
        return details
    }

    /// The message after its subject (`` `UIColor.white` does not adapt``, `` `UIColor(white:alpha:)` is a
    /// fixed color (#F2F2F2)``): why it breaks, and what to write instead.
    func explanation(subject: String) -> String {
        if let definitionName {
            let uses = usesEvidence.map { ", " + $0 } ?? ""
            if isRisky {
                let fix = isLocalDefinition ? advice.phrase
                    : "give `\(definitionName)` a Dark variant (an asset-catalog color set with a Dark appearance, or a dynamic provider)"
                return "`\(definitionName)` is \(subject)\(uses): \(risk.reason(role)); \(fix)" + (inkNote.map { "; " + $0 } ?? "")
            }
            return "`\(definitionName)` is \(subject)\(uses); it reads in both appearances, but a color set with a Dark variant would let it adapt"
        }
        if isRisky {
            return "\(subject): \(risk.reason(role)); \(advice.phrase)" + (compatibility.map { "; " + $0 } ?? "") + (freezeNote.map { "; " + $0 } ?? "")
                + (inkNote.map { "; " + $0 } ?? "")
        }
        return "\(subject) and stays the same in Dark Mode; it reads in both appearances (\(role == .unknown ? "role unknown" : role.phrase)), so this is only a note; \(advice.phrase)"
    }

    /// Analyses a fixed colour whose expression starts at `start`. Returns nil when the colour is
    /// deliberate: appearance-aware code, a comparison, black in a shadow, a translucent black scrim.
    /// A colour that reads in both appearances is returned with no risk (`--pedantic` reports it).
    /// `slot`: the expression's slot when the caller already found it. `nameRole`: the role the
    /// colour's own name gives when its place says none (UIKit's `darkText` is for text).
    static func analyze(start: Int, value: RGBA, framework: Framework, in file: AnalyzedFile,
                        _ context: LintContext, slot known: ColorSlot? = nil, nameRole: ColorRole = .unknown) -> FixedColorUse? {
        let slot = known ?? ColorSlot.of(start, in: file)
        if slot.kind == .comparison { return nil }
        if isComparedAfter(start, in: file) { return nil }
        var role = ColorRole.of(slot)
        if role == .unknown, let callee = slot.callee, slot.kind == .label {
            // `.shadow(color: .black)`, `setShadow(offset:blur:color:)`, `NSShadow` configuration.
            if ColorRole.of(name: file.name(callee)) == .shadow { role = .shadow }
            if ColorSlot.swiftUIModifiers.contains(file.name(callee)), role == .unknown {
                role = ColorRole.of(name: file.name(callee) == "background" ? "background" : file.name(callee))
            }
        }
        if role == .unknown, slot.kind == .firstArgument {
            role = swiftUIRole(slot.name)
        }
        if role == .unknown, isInShadowSetup(start, in: file) { role = .shadow }
        if role == .unknown { role = roleFromUse(start, in: file) }
        if role == .unknown { role = nameRole }
        let c = value.clamped
        let isBlack = c.red <= 0.002 && c.green <= 0.002 && c.blue <= 0.002
        if role == .shadow, isBlack { return nil }
        // A translucent black overlay (a dimming scrim, a gradient over media) reads the same in both appearances.
        if isBlack, c.alpha < 0.999, role != .text && role != .separator || c.alpha < 0.5 { return nil }
        // `lightTheme.backgroundColor = .white`: one theme's palette, built beside the dark one (Sileo).
        func receiverNamesAnAppearance() -> Bool {
            slot.receiver.map { file.kind($0) == .identifier && AppearanceGuards.namesAnAppearance(file.name($0)) } ?? false
        }
        if AppearanceGuards.isAppearanceAware(start, in: file) || AppearanceGuards.namesAnAppearance(slot.name) || receiverNamesAnAppearance()
            || AppearanceGuards.isInAppearanceSpecificType(start, in: file, context.index) || AppearanceGuards.isInAppearanceVariant(start, in: file)
            || isInMask(start, in: file)
            || adjustsForAppearance(start, in: file) { return nil }
        // White content on a selection or highlight is what both appearances draw there.
        if ColorAdvice.band(of: c) == .nearWhite, role != .background, AppearanceGuards.isInSelectionBranch(start, in: file) {
            return nil
        }
        if isNamedColorFallback(start, in: file) || PreviewCode.contains(start, in: file) || PrintedOutput.contains(start, in: file) { return nil }
        // `.background(Color(UIColor.white)) // white for Light & Dark`: explained, so deliberate.
        if DocumentedDecision.isDocumented(start, in: file, bothAppearances: true) { return nil }
        if slot.isDeclaration, RuntimeDefault.isWrappedPropertyDefault(start, in: file) { return nil }
        if RuntimeDefault.isParameterDefault(start, in: file) { return nil }

        var risk = AppearanceRisk.of(c, role: role)
        var definitionName: String?
        var usesEvidence: String?
        var related: [RelatedLocation] = []
        var isLocalDefinition = false
        var isFixedPair = false
        var isUnseen = false
        if let definition = ColorDefinition.of(start, slot: slot, in: file) {
            // `static var tokenBackgroundLightColor: NSColor { … }`: one half of a hand-made pair, as
            // for a stored name above.
            if AppearanceGuards.namesAnAppearance(definition.name) { return nil }
            definitionName = definition.name
            isLocalDefinition = definition.isLocal
            // The uses decide; with none found, the definition's own role (from its name) does.
            // A property named like a UIKit one (`tintColor`, `textColor`) shares its name with every
            // view's: run-wide uses of that name say nothing about this one. Its name gives its role.
            let genericName = definition.name.hasSuffix("Color") && ColorRole.of(name: definition.name) != .unknown
            let uses = definition.isLocal ? ColorDefinition.localUses(of: definition, in: file)
                : genericName ? [] : context.index.colorUses(of: definition.name)
            if uses.isEmpty, role == .unknown {
                role = ColorRole.of(name: definition.name)
                risk = AppearanceRisk.of(c, role: role)
            }
            if !uses.isEmpty {
                related = uses.prefix(Self.relatedLimit).map { use in
                    RelatedLocation(path: definition.isLocal ? file.source.path : use.path, line: use.line,
                                    message: "used as \(use.role.phrase) here" + (use.count == 1 ? "" : " (first of \(use.count) places)"))
                }
                if let hit = AppearanceRisk.of(c, uses: uses.map { (role: $0.role, alpha: $0.alpha) }), let use = uses.first(where: { $0.role == hit.role }) {
                    role = hit.role
                    risk = hit.risk
                    let place = definition.isLocal ? "line \(use.line)" : "\(use.path):\(use.line)"
                    usesEvidence = "used as \(role.phrase) \(use.count == 1 ? "once" : "in \(use.count) places") (first: \(place))"
                } else {
                    risk = .none
                    if role == .unknown, let first = uses.first { role = first.role }
                }
            }
        }
        if risk == .glaresInDark, ContainerBackground.isCovered(slot, in: file, context) { risk = .none }
        // The context checks below scan whole types: only a colour that would be reported pays for them.
        if risk == .glaresInDark || risk == .vanishesInDark || context.options.pedantic {
            // Content, not appearance: pixels of a rendered image, a badge-sized mark.
            if ContentColor.isDrawnIntoImage(start, in: file) || ContentColor.isOnSmallSwiftUIElement(start, in: file)
                || ContentColor.isOnImage(slot, role: role, in: file) || ContentColor.isFallbackOfLaterValue(start, slot, in: file) {
                risk = .none
                isUnseen = true
            }
            // `var mainColor: UIColor = .black` that callers set (`badge.mainColor = .systemRed`): a
            // default the app replaces, like an Interface Builder placeholder. A UIKit-named property
            // (`tintColor`) is set on every kind of view, so its name says nothing about this one.
            if let definitionName, !isLocalDefinition, slot.isDeclaration, !ColorDefinition.isStatic(start, in: file),
               ColorRole.of(name: definitionName) == .unknown || !definitionName.hasSuffix("Color"),
               context.index.isPropertySetFromOutside(NameID(definitionName)) { risk = .none }
            if let definitionName, !isLocalDefinition, slot.isDeclaration,
               ContentColor.isOnlyThemeFallback(definitionName, declaredAt: start, in: file) { risk = .none }
            if ForcedAppearance.isForced(start, in: file, context.index) || PlatformContext.isAlwaysDark(start, in: file, context)
                || context.showsOneAppearance(file.source.path) || DeadCode.isUnreachable(start, in: file, context.index) { return nil }
            // A pair that reads the same in both appearances (black on a white button) is no finding;
            // it stays in the census (`--pedantic`, the report) as a colour that reads in both.
            if definitionName == nil ? FixedPair.hasFixedPartner(start, slot: slot, risk: risk, in: file, context)
                : slot.isDeclaration && FixedPair.hasPartnerInControlPalette(start, risk: risk, in: file, context) {
                risk = .none
                isFixedPair = true
            }
            // Dark ink in an app drawn dark in both appearances sits on the app's own fixed dark
            // surfaces, never on Dark Mode's: a pair with them (`SurfaceTally`).
            // Not in a function that styles UIKit's own views through appearance proxies: system bars
            // and buttons follow Dark Mode even there.
            // Likewise in an app whose code paints its views light (`SurfaceTally.isLightDesign`): its
            // dark ink sits on those light surfaces, which are reported themselves; not the text of
            // a standard cell given no surface of its own (`StandardCellText`), which UIKit makes adapt.
            if risk == .vanishesInDark, context.index.isAlwaysDarkDesign || context.index.isLightDesign, !AppearanceProxies.stylesSystemViews(around: start, in: file),
               context.index.isAlwaysDarkDesign || !StandardCellText.isOnDefaultCell(slot, in: file) {
                risk = .none
                isFixedPair = true
            }
        }
        let resolved: Framework = framework == .coreGraphics || framework == .coreImage
            ? (file.prefersAppKit ? .appKit : .uiKit) : framework
        let advice = ColorAdvice.advise(framework: resolved, role: role, value: value, appKitFile: file.prefersAppKit)
        var use = FixedColorUse(slot: slot, role: role, advice: advice,
                                compatibility: compatibilityNote(advice, resolved, context.options.deploymentTargets),
                                risk: risk, definitionName: definitionName, usesEvidence: usesEvidence)
        use.isLocalDefinition = isLocalDefinition
        use.isFixedPair = isFixedPair
        use.isUnseen = isUnseen
        use.related = related
        if use.isRisky, definitionName == nil, advice.replacement != nil { use.freezeNote = freezeNote(start, in: file, context) }
        if risk == .glaresInDark, role == .background || role == .fill, context.index.isLightDesign { use.inkNote = Self.inkNote }
        return use
    }

    static let inkNote = "this app paints its views light: change the dark text, tints and lines it sets on them (not reported) with this surface (`.label`, `.secondaryLabel`, `.separator`)"

    /// `layer.fillColor = UIColor.white.cgColor` in `init`: swapping in `.systemBackground` alone
    /// would freeze the light value there. Nil where the code runs again on appearance changes.
    static func freezeNote(_ start: Int, in file: AnalyzedFile, _ context: LintContext) -> String? {
        guard isReadAsCGColor(start, in: file), !FrozenColorPlace.neverGoesStale(start, in: file, context),
              let place = FrozenColorPlace.of(start, in: file, context) else { return nil }
        let methods = place.family?.recommendedMethods(iOS17: FrozenColorPlace.targetsIOS17(context))
            ?? CGColorOutsideUpdateRule.updateMethods(file)
        return "`.cgColor` keeps the appearance of the moment it is read, so set it in \(methods)"
    }

    /// Whether the postfix chain that starts at `start` ends in `.cgColor` (`UIColor(white: 1,
    /// alpha: 1).cgColor`, `UIColor.white.withAlphaComponent(0.5).cgColor`).
    static func isReadAsCGColor(_ start: Int, in file: AnalyzedFile) -> Bool {
        var j = start
        var previous: TokenKind?
        for _ in 0..<64 {
            guard let kind = file.kind(j) else { return false }
            switch kind {
            case .identifier:
                if previous == .identifier || previous == .rParen { return false }
                if previous == .dot, file.is(j, "cgColor") { return true }
            case .dot:
                break
            case .lParen:
                guard previous == .identifier, file.match[j] > j else { return false }
                j = Int(file.match[j])
                previous = .rParen
                j += 1
                continue
            default:
                return false
            }
            previous = kind
            j += 1
        }
        return false
    }

    /// iOS 13 brought the semantic colors (the tints like `systemBlue` are older); macOS 10.14 brought
    /// `separatorColor` and `controlAccentColor`. An older target needs an availability check, or an
    /// asset-catalog color (named colors work from iOS 11 / macOS 10.13, and gain a Dark variant there).
    static func compatibilityNote(_ advice: ColorAdvice, _ framework: Framework, _ targets: DeploymentTargets) -> String? {
        guard let name = advice.semanticName else { return nil }
        if framework == .uiKit, let iOS = targets.iOS, iOS < OSVersion(13), !ColorAdvice.beforeIOS13.contains(name) {
            return "the iOS \(iOS) target predates it: use it inside `if #available(iOS 13.0, *)` with the old color in `else`, or use an asset-catalog color"
        }
        if framework == .appKit, let macOS = targets.macOS, macOS < OSVersion(10, 14),
           ["separator", "opaqueSeparator"].contains(name) {
            return "the macOS \(macOS) target predates it: use it inside `if #available(macOS 10.14, *)`, or use an asset-catalog color"
        }
        return nil
    }

    static func swiftUIRole(_ modifier: String) -> ColorRole {
        switch modifier {
        case "foregroundColor", "foregroundStyle": return .text
        case "background", "listRowBackground", "backgroundStyle": return .background
        case "tint", "accentColor", "listItemTint": return .tint
        case "fill": return .fill
        case "stroke", "strokeBorder", "border": return .separator
        case "shadow": return .shadow
        default: return ColorRole.of(name: modifier)
        }
    }

    /// Inside `.mask { ... }`, `.mask(...)` or a helper like `.inverseMask { }`, set on a mask
    /// layer (`alphaMaskLayer.backgroundColor`), or blended away (`.blendMode(.destinationOut)`): a
    /// mask uses only the colors' alpha, never shows them.
    private static func isInMask(_ start: Int, in file: AnalyzedFile) -> Bool {
        let slot = ColorSlot.of(start, in: file)
        if let receiver = slot.receiver, file.kind(receiver) == .identifier, namesMask(receiver, file) { return true }
        if ContentColor.isPunchedOut(start, in: file) { return true }
        var opener = Int(file.parentBracket[start])
        var steps = 0
        while opener > 0, steps < 32 {
            let before = opener - 1
            if file.kind(opener) == .lParen || file.kind(opener) == .lBrace, namesMask(before, file), file.kind(before - 1) == .dot {
                return true
            }
            if file.kind(opener) == .lBrace, file.kind(before) == .rParen, file.match[before] > 0 {
                let callee = Int(file.match[before]) - 1
                if namesMask(callee, file), file.kind(callee - 1) == .dot { return true }
            }
            opener = Int(file.parentBracket[opener])
            steps += 1
        }
        return false
    }

    private static let maskWord = Array("mask".utf8)

    /// `mask`, `inverseMask`, `alphaMaskLayer`: the word "mask" in the name.
    private static func namesMask(_ i: Int, _ file: AnalyzedFile) -> Bool {
        file.kind(i) == .identifier && file.withName(i) { AppearanceGuards.containsCaseInsensitive($0, maskWord) }
    }

    /// `.black.opacity(colorScheme == .dark ? 1 : 0.17)`, `Color(.black).opacity(isDark ? 0.6 : 0.1)`:
    /// the alpha applied to it adapts to the appearance.
    private static func adjustsForAppearance(_ start: Int, in file: AnalyzedFile) -> Bool {
        let outer = unwrapConversions(start: start, end: file.postfixEnd(from: start), in: file)
        let chainEnd = file.postfixEnd(from: outer.start)
        var j = start
        while j <= chainEnd {
            if let alpha = alphaCall(after: j, in: file) {
                return AppearanceGuards.hasAppearanceEvidence(alpha.first...alpha.last, in: file, function: file.enclosingFunction(of: start))
            }
            j += 1
        }
        return false
    }

    /// The argument of `.withAlphaComponent(...)` / `.opacity(...)` right after token `i`.
    static func alphaCall(after i: Int, in file: AnalyzedFile) -> (first: Int, last: Int)? {
        guard file.kind(i + 1) == .dot, file.is(i + 2, "withAlphaComponent") || file.is(i + 2, "opacity"),
              file.kind(i + 3) == .lParen, let call = file.call(at: i + 3), call.arguments.count == 1,
              call.arguments[0].first <= call.arguments[0].last else { return nil }
        return (call.arguments[0].first, call.arguments[0].last)
    }

    /// Climbs out of conversions that wrap the whole expression: `Color(.black)`, `UIColor(x)`,
    /// `Color(uiColor: x)` -> from the outermost one's first token to its `)` (the alpha applied to it
    /// follows).
    static func unwrapConversions(start: Int, end: Int, in file: AnalyzedFile) -> (start: Int, end: Int) {
        var range = (start: start, end: end)
        for _ in 0..<4 {
            let opener = Int(file.parentBracket[range.start])
            guard opener > 0, file.kind(opener) == .lParen, let call = file.call(at: opener), call.arguments.count == 1,
                  file.kind(call.callee) == .identifier,
                  ColorTypes.builtIn[file.name(call.callee)] != nil || file.is(call.callee, "init") else { break }
            range = (file.postfixStart(endingAt: call.callee), call.rParen)
        }
        return range
    }

    /// `setupShadow(color: UIColor = .black)`, `layer.applyShadow(color: .black)`: a shadow by its function.
    private static func isInShadowSetup(_ start: Int, in file: AnalyzedFile) -> Bool {
        let opener = Int(file.parentBracket[start])
        guard opener > 0, file.kind(opener) == .lParen else { return false }
        return ColorRole.of(name: file.name(opener - 1)) == .shadow
    }

    /// `NSColor(...).setFill()`, `UIColor.gray.setStroke()`: drawing says the role; a SwiftUI color
    /// used as a view that fills the screen (`Color.black.ignoresSafeArea()`) is a background.
    private static func roleFromUse(_ start: Int, in file: AnalyzedFile) -> ColorRole {
        let end = file.postfixEnd(from: start)
        for j in start...end where file.kind(j) == .identifier && file.kind(j - 1) == .dot {
            if file.is(j, "ignoresSafeArea") || file.is(j, "edgesIgnoringSafeArea") { return .background }
        }
        if file.kind(end) == .rParen, file.match[end] > 1 {
            let callee = Int(file.match[end]) - 1
            if file.is(callee, "setFill") { return .fill }
            if file.is(callee, "setStroke") { return .separator }
        }
        return .unknown
    }

    /// `UIColor(named: "Bar") ?? .white`: the fallback for a missing asset, never shown in a working app.
    /// Also after any lookup that can fail (`collection.css.getColor(.fill, for: view) ?? .white`,
    /// `theme?.background ?? .white`): the fallback of a theme or asset lookup.
    private static func isNamedColorFallback(_ start: Int, in file: AnalyzedFile) -> Bool {
        guard file.isOp(start - 1, "??") else { return false }
        var j = start - 2
        var steps = 0
        if file.kind(j) == .rParen || file.isOp(j, "?") { return true }
        while j >= 0, steps < 64, !file.tokens[j + 1].atLineStart || j == start - 2 {
            if file.is(j, "named") || (file.isOp(j, "?") && file.kind(j + 1) == .dot) { return true }
            if file.tokens[j].kind == .op, file.is(j, "=") { return false }
            j -= 1
            steps += 1
        }
        return false
    }

    /// `UIColor.white == color`: a comparison, not a use.
    private static func isComparedAfter(_ start: Int, in file: AnalyzedFile) -> Bool {
        let end = file.postfixEnd(from: start)
        return file.isOp(end + 1, "==") || file.isOp(end + 1, "!=") || file.isOp(end + 1, "===")
    }
}
