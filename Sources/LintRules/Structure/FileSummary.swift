/// What the run-wide index needs from one file, gathered in the first pass.
public struct FileSummary: Sendable {
    public struct TypeDecl: Sendable {
        public var name: NameID
        public var inherits: [NameID]
        public var isClass: Bool
        /// An `extension`, not the type's declaration (`extension UIColor` does not make UIColor the run's).
        public var isExtension = false
        /// Named for one appearance (`DarkTheme`): see `AppearanceGuards.isInAppearanceSpecificType`.
        public var isNamedForAppearance = false
        public var isProtocol = false
        /// Made by the system or by code outside the run: `@main`, `@UIApplicationMain`, `@objc`,
        /// `public`, `open` (see `DeadCode.isLive`, `NeverMadeTypes`).
        public var isEntryPoint = false
    }

    /// Every function of the run is held until its update contexts are solved: the flags are stored
    /// last, so that they pack into one word (40 bytes a function, not 56).
    public struct Function: Sendable {
        /// The enclosing type's (or extended type's) name; `.none` for a free function.
        public var typeName: NameID
        public var name: NameID
        /// Names called as `name(...)`, `self.name(...)`, `super.name(...)` or `name { }`; each once,
        /// in the order first called.
        public var unqualifiedCalls: [NameID]
        /// Names called on another receiver: `header.applyTheme()`; each once.
        public var qualifiedCalls: [NameID]
        public var isStatic: Bool
        public var isOverride: Bool
        /// Its name begins with `draw` (view-family draw overrides are update contexts).
        public var isDrawMethod: Bool
        /// A `registerForTraitChanges` handler closure: an update context by itself.
        public var isTraitChangeHandler: Bool
        /// Sets colours: assigns a `...Color` property, reads `.cgColor`, builds a colour.
        public var doesColorWork: Bool

        public init(typeName: NameID, name: NameID, isStatic: Bool, isOverride: Bool, isDrawMethod: Bool,
                    isTraitChangeHandler: Bool, unqualifiedCalls: [NameID], qualifiedCalls: [NameID], doesColorWork: Bool) {
            self.typeName = typeName
            self.name = name
            self.unqualifiedCalls = unqualifiedCalls
            self.qualifiedCalls = qualifiedCalls
            self.isStatic = isStatic
            self.isOverride = isOverride
            self.isDrawMethod = isDrawMethod
            self.isTraitChangeHandler = isTraitChangeHandler
            self.doesColorWork = doesColorWork
        }
    }

    public var types: [TypeDecl] = []
    public var functions: [Function] = []
    /// `enum` case names the file declares (a `case white` makes a bare `.white` ambiguous).
    public var enumCases: Set<String> = []
    /// `typealias X = UIColor` (and NSColor/Color/...) aliases.
    public var colorAliases: [String] = []
    /// Names declared or initialised as `UIActivityIndicatorView`.
    public var activityIndicatorNames: Set<String> = []
    /// Methods named as the `action:` of `registerForTraitChanges`, with their type.
    public var traitChangeActions: [(type: NameID, name: NameID)] = []
    /// Color sets this file defines (a `.colorset/Contents.json`: its asset name).
    public var colorAssetNames: [String] = []
    /// Asset names this file uses: named-color references and short string literals (Swift), or
    /// `<color name="X"/>` (Interface Builder).
    public var assetReferences: [String] = []
    /// Image assets this file uses (with `collectImageUses`; Interface Builder files always).
    var imageUses: [ImageAssetReferences.Use] = []
    /// An image set: its name, whether it is fixed to one appearance, whether it looks like a glyph.
    var imageSet: ImageSetReader.ImageSet?
    /// Names written after a dot (`.brandPrimary`, `R.color.accent`): generated asset accessors.
    /// Deduplicated; kept as an array, which holds them in less than half a set's memory until the index merges them.
    public var memberNames: [NameID] = []
    /// The file reads the appearance or uses a Dark-Mode-era semantic colour (see `DarkModeAdoption`).
    public var readsAppearance = false
    /// Named colours put in a role (`label.textColor = .brandGray`): see `ColorUseCollector`.
    public var colorUses: [ColorUse] = []
    /// The file's path as displayed, for the examples in messages about uses.
    public var path = ""
    /// An `Info.plist` that forces one appearance (`UIUserInterfaceStyle`): its target's folders; or ""
    /// (the whole run) for Swift that keeps the whole app Dark (`ForcedAppearance.forcings`).
    public var forcedAppearanceFolders: [String] = []
    /// An `Info.plist` that keeps its target in Light Mode (`UIUserInterfaceStyle` = `Light`,
    /// `NSRequiresAquaSystemAppearance`): its target's folders (`InfoPlistLinter.targetFolders`).
    public var lightOptOutFolders: [String] = []
    /// A project's targets whose own-named Info.plist forces one appearance: the files only such
    /// targets build, as displayed (`TargetInfoPlists`).
    public var forcedAppearanceFiles: [String] = []
    public var lightOptOutFiles: [String] = []
    /// An app's or app extension's `Info.plist`: the appearance it forces (`Light`, `Dark`), or "" when
    /// it forces none; nil for any other file. When every app plist of the run forces the same one,
    /// the whole run is in that appearance (`ProjectIndex.Builder.wholeRunAppearance`).
    public var appPlistAppearance: String?
    /// A project file with a target whose `Info.plist` Xcode generates from build settings: an app the
    /// run's plists do not show.
    public var generatesAppPlist = false
    /// Types whose body forces an appearance (`overrideUserInterfaceStyle = .light`).
    public var forcingTypes: [String] = []
    /// Controllers that cover their root view with a web view in code (`WebViewCover`).
    var webViewCoveredTypes: [String] = []
    /// Controllers whose `loadView` makes their view without calling `super`: the view their storyboard
    /// scene or nib holds is never loaded (`ViewReplacingControllers`).
    var viewReplacingTypes: [NameID] = []
    /// Bars this file configures opaque (see `OpaqueBars`).
    public var opaqueBars: OpaqueBars = []
    /// Colours set through `UIAppearance` proxies (see `AppearanceProxies`).
    var appearanceProxyColors: [String] = []
    /// Extensions of framework view classes that recolour every view (see `RecursiveThemers`).
    var recursiveThemers = RecursiveThemers.Collected()
    /// Properties named `…Color` and whether their declared type is a colour (`ColorNamedProperties`).
    var colorNamedProperties: [ColorNamedProperties.Declaration] = []
    /// Objective-C: the file implements a table's section index (`sectionIndexTitlesForTableView:`).
    /// Swift files say so by declaring `sectionIndexTitles(for:)` (see `ProjectIndex.Builder`).
    var showsSectionIndex = false
    /// The file checks for iOS 13 or older (`#available(iOS 13.0, *)`): see `IOS13Fix`.
    var checksPreIOS13Availability = false
    /// Every name the file mentions outside a declaration, and the stored properties it declares
    /// (see `DeadCode`). Deduplicated, as an array: the index merges them into one run-wide set.
    var mentions: [NameID] = []
    /// Objective-C files: the capitalised names they mention (classes, mostly), kept apart so that the
    /// index knows which files make a class (`NeverMadeTypes`).
    var classMentions: [NameID] = []
    /// Every name the file may change in place (`DeadCode.mutations`): a property observer of a name
    /// no file changes never runs.
    var mutatedNames: [NameID] = []
    /// The file's view backgrounds: written in Interface Builder, or assigned in code (`SurfaceTally`).
    var surfaces = SurfaceTally()
    var declaredStoredNames: [NameID] = []
    /// Functions and views that forward a style into `UIBlurEffect(style:)`.
    var styleForwarders: [StyleForwarder] = []
    /// Functions that draw a colour parameter into an image, or pass one on.
    var imageColorForwarders = ImageColorForwarder.Collected()
    /// Where the file makes types (`T(…)`, a XIB's custom classes): see `ForcedContext`.
    var constructions: [ForcedContext.Construction] = []
    /// Colour properties code assigns: `ProfileViewController.titleLabel.textColor` (the enclosing type,
    /// the receiver's last name and the property) and `SPAuthViewController.backgroundColor` (for
    /// `self`/implicit receivers).
    var colorAssignments = ColorPropertyAssignments.Collected()
    /// Names bound to a fixed colour, and names bound to any other colour expression (members and globals).
    public var fixedColorNames: [NameID] = []
    public var otherColorNames: [NameID] = []
    /// The names among `otherColorNames` bound to a colour known to adapt (see `DynamicColorExpression`).
    public var dynamicColorNames: [NameID] = []
    /// Functions and properties whose colour is chosen by the app's theme each time.
    public var themeManagedColorNames: [NameID] = []
    /// Colours picked per appearance: the sides of light/dark pairs (`AppearancePairs`).
    public var appearancePairColorNames: [NameID] = []
    /// System colour names the file redeclares in a colour type's extension (`ColorDefinitionCollector`).
    public var systemColorRedeclarations: [NameID] = []
    /// The fixed colour names whose colour is a light surface.
    public var fixedLightColorNames: [NameID] = []
    /// Names bound to a color set (`static let brand = UIColor(named: "Brand")!`).
    public var colorAssetAliases: [(name: NameID, asset: String)] = []
    /// A control's surface: see `FixedPair.controlSurfaces`.
    public struct ControlSurface: Sendable {
        public var key: String
        public var literalLight: Bool
        public var names: [NameID]
    }
    public var controlSurfaces: [ControlSurface] = []
    /// A class that draws its own text in a fixed colour: see `FixedPair.inkedType`.
    public struct InkedType: Sendable {
        public var type: NameID
        public var literalDark: Bool
        public var members: [NameID]
    }
    public var inkedTypes: [InkedType] = []
    /// Type members bound to a fixed colour that is dark ink (`ColorDefinitionCollector.Result.fixedDarkMembers`).
    public var fixedDarkMembers: [NameID] = []
    /// A color set: whether it has no (or an identical) Dark appearance.
    public var colorAssetFixed: Bool?
    /// A color set: whether its Dark appearance differs visibly from its Any one (`DynamicColors`).
    public var colorAssetChangesVisibly = false

    public init() {}
}

extension FileSummary {
    /// Summarises an analysed file: its types, functions with their calls, enum cases and aliases;
    /// with `collectAssetUses` (the run has color sets), also the names it may use assets by.
    public static func of(_ file: AnalyzedFile, collectAssetUses: Bool = false, collectImageUses: Bool = false) -> FileSummary {
        var summary = FileSummary()
        var functionIndex: [Int: Int] = [:]   // scope -> index into summary.functions
        var handlerIndex: [Int: Int] = [:]    // closure scope -> index of its handler function

        for (s, scope) in file.scopes.enumerated() {
            switch scope.kind {
            case .type:
                summary.types.append(TypeDecl(name: scope.nameID, inherits: scope.inherits.map(NameID.init),
                                              isClass: scope.declKeyword == "class", isExtension: scope.declKeyword == "extension",
                                              isNamedForAppearance: AppearanceGuards.typeNameNamesOneAppearance(scope.name),
                                              isProtocol: scope.declKeyword == "protocol",
                                              isEntryPoint: scope.declKeyword != "extension" && DeadCode.isLive(Int(scope.introducer), file)))
            case .function:
                let typeScope = file.enclosingType(ofScope: Int(scope.parent))
                if let type = ViewReplacingControllers.replacer(function: s, typeScope: typeScope, in: file) {
                    summary.viewReplacingTypes.append(type)
                }
                summary.functions.append(Function(
                    typeName: NameID.optional(typeScope.map { file.scopes[$0].name }), name: scope.nameID,
                    isStatic: scope.isStatic, isOverride: scope.isOverride, isDrawMethod: scope.name.hasPrefix("draw"),
                    isTraitChangeHandler: false, unqualifiedCalls: [], qualifiedCalls: [], doesColorWork: false))
                functionIndex[s] = summary.functions.count - 1
            case .closure:
                if TraitChangeRegistration.handlerCall(of: s, in: file) != nil {
                    let typeScope = file.enclosingType(ofScope: Int(scope.parent))
                    summary.functions.append(Function(
                        typeName: NameID.optional(typeScope.map { file.scopes[$0].name }),
                        name: UpdateContextSolver.traitChangeHandlerName, isStatic: false, isOverride: false,
                        isDrawMethod: false, isTraitChangeHandler: true, unqualifiedCalls: [], qualifiedCalls: [],
                        doesColorWork: false))
                    handlerIndex[s] = summary.functions.count - 1
                }
            default:
                break
            }
        }

        // The function each scope's calls count for: the innermost trait-change handler or named
        // function (-1: none). Parents precede children in `scopes`, so one forward pass fills it.
        var ownerOfScope = [Int32](repeating: -1, count: file.scopes.count)
        for (s, scope) in file.scopes.enumerated() {
            if let h = handlerIndex[s] {
                ownerOfScope[s] = Int32(h)
            } else if let f = functionIndex[s] {
                ownerOfScope[s] = Int32(f)
            } else if scope.kind != .type, scope.parent >= 0 {
                ownerOfScope[s] = ownerOfScope[Int(scope.parent)]
            }
        }
        func owner(of token: Int) -> Int? {
            let o = ownerOfScope[file.scope(of: token)]
            return o >= 0 ? Int(o) : nil
        }

        let tokens = file.tokens
        // One scan of the names after dots answers both questions when the run has color sets.
        if collectAssetUses {
            collectAssetUsesOf(file, into: &summary)
        } else {
            summary.readsAppearance = DarkModeAdoption.readsAppearance(file)
        }
        if collectImageUses { summary.imageUses = ImageAssetReferences.uses(in: file) }
        summary.path = file.source.path
        summary.colorUses = ColorUseCollector.collect(file)
        let forcings = ForcedAppearance.forcings(in: file)
        summary.forcingTypes = forcings.types
        // An app kept Dark everywhere is one forced target: the whole run.
        if forcings.wholeAppDark { summary.forcedAppearanceFolders = [""] }
        if forcings.wholeAppLight { summary.lightOptOutFolders = [""] }
        summary.checksPreIOS13Availability = IOS13Fix.checksPreIOS13Availability(in: file)
        summary.opaqueBars = OpaqueBars.declared(in: file)
        summary.appearanceProxyColors = AppearanceProxies.collect(in: file)
        summary.recursiveThemers = RecursiveThemers.collect(in: file)
        summary.colorNamedProperties = ColorNamedProperties.collect(in: file)
        summary.constructions = ForcedContext.constructions(in: file)
        summary.styleForwarders = StyleForwarder.collect(in: file)
        summary.imageColorForwarders = ImageColorForwarder.collect(in: file)
        let (mentions, storedNames) = DeadCode.mentionsAndStoredDeclarations(in: file)
        summary.mentions = mentions + StringMentions.names(in: file)
        var mutated = NameHashSet()
        summary.declaredStoredNames = storedNames
        summary.colorAssignments = ColorPropertyAssignments.collect(file)
        let controlPairs = FixedPair.controlPairs(in: file)
        summary.controlSurfaces = controlPairs.surfaces
        summary.inkedTypes = controlPairs.inkedTypes
        summary.surfaces.addCodeBackgrounds(in: file)
        let definitions = ColorDefinitionCollector.collect(file)
        summary.fixedColorNames = definitions.fixed
        summary.otherColorNames = definitions.other
        summary.dynamicColorNames = definitions.dynamic
        summary.colorAssetAliases = definitions.assetAliases
        summary.themeManagedColorNames = definitions.themeManaged
        summary.appearancePairColorNames = AppearancePairs.colorNames(in: file)
        summary.systemColorRedeclarations = definitions.systemNameRedeclarations
        summary.fixedLightColorNames = definitions.fixedLight
        summary.fixedDarkMembers = definitions.fixedDarkMembers
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .identifier {
                if let name = DeadCode.mutatedName(at: i, in: file) { mutated.insert(name) }
                if file.is(i, "case"), file.scopes[file.scope(of: i)].kind == .type,
                   file.scopes[file.scope(of: i)].declKeyword == "enum" {
                    collectEnumCases(after: i, in: file, into: &summary.enumCases)
                } else if file.is(i, "typealias"), file.kind(i + 2) == .op, file.isOp(i + 2, "="),
                          ColorTypes.builtIn[file.name(i + 3)] != nil, file.kind(i + 4) != .dot {
                    summary.colorAliases.append(file.name(i + 1))
                } else if file.is(i, "UIActivityIndicatorView") {
                    if let name = declaredName(forTypeAt: i, in: file) { summary.activityIndicatorNames.insert(name) }
                } else if file.is(i, "WKWebView"), let type = WebViewCover.coveringType(at: i, in: file),
                          !summary.webViewCoveredTypes.contains(type) {
                    summary.webViewCoveredTypes.append(type)
                }
                // Calls and colour work only matter inside functions (and trait-change handlers).
                if let f = owner(of: i) {
                    let next = file.kind(i + 1)
                    if next == .lParen || (next == .lBrace && !isKeyword(i, file)) {
                        let name = file.nameID(i)
                        let qualified = file.kind(i - 1) == .dot
                            && !(file.is(i - 2, "self") || file.is(i - 2, "super") || file.is(i - 2, "Self"))
                        if qualified {
                            summary.functions[f].qualifiedCalls.append(name)
                        } else {
                            summary.functions[f].unqualifiedCalls.append(name)
                        }
                    }
                    if ColorWork.isColorWork(at: i, in: file) { summary.functions[f].doesColorWork = true }
                }
            } else if t.kind == .pound, file.is(i, "#selector"),
                      let action = TraitChangeRegistration.selectorAction(at: i, in: file)
                        ?? TraitChangeRegistration.themeObserverAction(at: i, in: file) {
                let typeScope = file.enclosingType(of: i)
                summary.traitChangeActions.append((NameID.optional(typeScope.map { file.scopes[$0].name }), NameID(action)))
            }
            i += 1
        }
        summary.mutatedNames = mutated.elements
        var seen: Set<NameID> = []   // reused for every function
        for f in summary.functions.indices {
            summary.functions[f].unqualifiedCalls = distinct(summary.functions[f].unqualifiedCalls, &seen)
            summary.functions[f].qualifiedCalls = distinct(summary.functions[f].qualifiedCalls, &seen)
        }
        return summary
    }

    /// `names` once each, in first-seen order, in an array of exactly that size. A name called again
    /// tells the index nothing new (calls are sets to the solver and `ForcedContext`), and the index
    /// holds every function's calls of the run at once.
    private static func distinct(_ names: [NameID], _ seen: inout Set<NameID>) -> [NameID] {
        guard names.count > 1 else { return names }
        seen.removeAll(keepingCapacity: true)
        var out: [NameID] = []
        out.reserveCapacity(names.count)
        for name in names where seen.insert(name).inserted { out.append(name) }
        return out.count == out.capacity ? out : Array(unsafeUninitializedCapacity: out.count) { buffer, count in
            _ = buffer.initialize(from: out)
            count = out.count
        }
    }

    private static let statementKeywords = NameTable([
        "if", "guard", "else", "for", "while", "switch", "do", "catch", "repeat", "defer", "in", "get", "set", "didSet",
        "willSet", "return", "where", "func", "init", "subscript", "class", "struct", "enum", "extension", "protocol",
    ])

    private static func collectAssetUsesOf(_ file: AnalyzedFile, into summary: inout FileSummary) {
        var members = NameHashSet()
        defer { summary.memberNames = members.elements }
        for (i, t) in file.tokens.enumerated() {
            if t.kind == .string, t.end - t.start <= 80, let text = ColorAssetReferences.stringContent(file, i), !text.isEmpty {
                summary.assetReferences.append(text)
            } else if t.kind == .identifier, i > 0, file.tokens[i - 1].kind == .dot {
                members.insert(file.nameID(i))
                if !summary.readsAppearance, DarkModeAdoption.isAppearanceName(i, in: file) { summary.readsAppearance = true }
            }
        }
    }

    private static func isKeyword(_ i: Int, _ file: AnalyzedFile) -> Bool {
        file.isAny(i, statementKeywords)
    }

    /// `case white, black = 2, rgb(Int)`: every name up to the end of the line.
    private static func collectEnumCases(after i: Int, in file: AnalyzedFile, into cases: inout Set<String>) {
        var j = i + 1
        var expectName = true
        while j < file.count, !file.tokens[j].atLineStart {
            let t = file.tokens[j]
            if expectName, t.kind == .identifier {
                cases.insert(file.name(j))
                expectName = false
            } else if t.kind == .comma {
                expectName = true
            } else if t.kind == .lParen, file.match[j] > j {
                j = Int(file.match[j])
            }
            j += 1
        }
    }

    /// `let spinner = UIActivityIndicatorView(...)` or `var spinner: UIActivityIndicatorView` -> "spinner".
    private static func declaredName(forTypeAt i: Int, in file: AnalyzedFile) -> String? {
        if file.kind(i - 1) == .colon, file.kind(i - 2) == .identifier, file.isAny(i - 3, ["let", "var"]) {
            return file.name(i - 2)
        }
        if file.isOp(i - 1, "="), file.kind(i - 2) == .identifier {
            return file.name(i - 2)
        }
        return nil
    }
}
