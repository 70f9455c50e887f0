/// The run-wide index, built from every file's `FileSummary` before any rule runs: type name ->
/// superclass and conformances (declarations and extensions merged, in any file), which methods are
/// appearance-update contexts, and names the run declares (enum cases, colour typealiases).
public final class ProjectIndex: Sendable {
    public struct FunctionKey: Hashable, Sendable {
        /// `.none` for a free function.
        public let type: NameID
        public let name: NameID

        public func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(name)
        }

        /// Hashed like `NameID`, without SipHash: the update-context solver looks these up millions of times.
        public func _rawHashValue(seed: Int) -> Int {
            NameID.mix(type.raw &* 0x9E37_79B9_7F4A_7C15 ^ name.raw ^ UInt64(UInt(bitPattern: seed)))
        }
    }

    /// Inheritance clauses of every declaration and extension of each type, merged.
    let inherits: [NameID: [NameID]]
    /// The first type in a `class` declaration's inheritance clause.
    let superclass: [NameID: NameID]
    /// The classes declared with each superclass.
    let subclasses: [NameID: [NameID]]
    /// Declared types no live code makes (`NeverMadeTypes`; whole-project runs only).
    let neverMadeTypes: Set<NameID>
    let updateContexts: Set<FunctionKey>
    let colorWork: ColorWorkGraph
    public let enumCases: Set<String>
    public let colorAliases: Set<String>
    /// The same names by `NameID`: every capitalised identifier of a file is tested against them.
    let colorAliasIDs: Set<NameID>
    public let activityIndicatorNames: Set<String>
    /// Every color set in the run, by asset name (namespaced as `Folder/Name`).
    public let colorAssets: Set<String>
    /// The same names, arranged for "did you mean" (bounded work per lookup).
    public let assetNames: AssetNameIndex
    /// Asset names used anywhere (strings in Swift, `name=` in Interface Builder).
    public let referencedAssetNames: NameIDSet
    /// Names written after a dot anywhere in Swift (generated asset accessors).
    let memberNames: NameHashSet
    /// Where named colours are put in a role, run-wide.
    let colorUses: ColorUseTable
    /// Target folders whose `Info.plist` forces one appearance (with a trailing `/`).
    let forcedAppearanceFolders: [String]
    /// Target folders whose `Info.plist` keeps them in Light Mode (with a trailing `/`).
    let lightOptOutFolders: [String]
    /// Files only targets with an own-named Info.plist forcing an appearance build (`TargetInfoPlists`).
    let forcedAppearanceFiles: Set<String>
    let lightOptOutFiles: Set<String>
    /// Types that force an appearance on themselves or their views.
    let forcingTypes: Set<String>
    /// The bars the app draws opaque somewhere (see `OpaqueBars`).
    let opaqueBars: OpaqueBars
    /// `label|textColor|tableViewCell`: colours `UIAppearance` proxies set (see `AppearanceProxies`).
    let appearanceProxyColors: Set<String>
    /// Some table or collection view of the run shows a section index: its colours can be seen.
    let showsSectionIndex: Bool
    /// `label|textColor`, `*|backgroundColor`: colours a theme method set in extensions of framework
    /// view classes gives every view of that kind (`RecursiveThemers`), with the target folders the
    /// recursion is declared in.
    let recursivelyThemed: [String: Set<String>]
    /// Classes that keep their views out of such a theme (override it without calling `super`).
    let themeStoppers: Set<NameID>
    /// Property names ending in `Color` that the run declares only with a type that is no colour
    /// (`var themeTextColor: ThemeValue?`): see `ColorNamedProperties`.
    let nonColorProperties: Set<NameID>
    /// Some Swift file checks for iOS 13 or older: the deployment target predates it (`IOS13Fix`).
    let checksPreIOS13Availability: Bool
    /// Calls whose labelled argument ends up in `UIBlurEffect(style:)`.
    let blurStyleForwarders: Set<StyleForwarder>
    /// Functions whose colour argument is drawn into an image (see `ImageColorForwarder`).
    let imageColorForwarders: Set<ImageColorForwarder>
    /// Their callees: a call of any other name is skipped before its arguments are parsed.
    let imageColorForwarderCallees: Set<NameID>
    /// Those types, the ones only ever shown inside them, and the functions only they call.
    let forcedContext: ForcedContext
    /// Names mentioned anywhere outside their declarations (Swift identifiers, IB custom classes);
    /// empty unless the run lints whole folders.
    let mentionedNames: Set<NameID>
    /// Declared names mentioned only in the Objective-C files and nibs named for them (`FileStem`).
    let mentionedInOwnFilesOnly: Set<NameID>
    /// Names some file of the run may change in place (`DeadCode.mutations`); whole projects only.
    let mutatedNames: NameHashSet
    /// Types (not extensions) the run's Swift declares.
    let declaredTypeNames: Set<NameID>
    /// Names (and color-set keys) bound only to fixed colours anywhere in the run.
    let fixedColorNames: Set<NameID>
    /// Colours the app's theme chooses each time they are asked for (`ThemeColor.primaryUi05()`).
    let themeManagedColorNames: Set<NameID>
    /// Colours the code picks per appearance, as one side of a light/dark pair (`AppearancePairs`).
    let appearancePairColorNames: Set<NameID>
    /// System colour names the app redeclares as its own colours (`extension UIColor { static var darkText … }`).
    let systemColorRedeclarations: Set<NameID>
    /// Names the run binds only to colours known to adapt (a system colour, a dynamic provider, a
    /// color set with a Dark appearance): what a SpriteKit node or an image freezes.
    let dynamicColorNames: Set<NameID>
    /// Controls (by element name) whose surface is fixed and light somewhere in the run.
    let fixedSurfaceControls: Set<String>
    /// Classes that draw their own text in a fixed dark colour (`FixedPair.inkedType`).
    let darkInkedTypes: Set<NameID>
    /// Where image assets are used (empty unless `imageset_missing_dark` runs).
    let imageUses: ImageUseTable
    /// The color sets by catalog, for lookups resolved from a file.
    let colorAssetCatalogs: ColorAssetCatalogs
    /// Whether the project has adopted Dark Mode already (see `DarkModeAdoption`).
    public let darkModeAdoption: DarkModeAdoption
    /// The run's view backgrounds, for `isAlwaysDarkDesign` and `isLightDesign`.
    let surfaces: SurfaceTally
    /// A dark design in both appearances, not adopted (`SurfaceTally`); detected only (`--adoption
    /// migrating` says the app is being made to look right in both, and lists its dark ink).
    let isAlwaysDarkDesign: Bool
    /// Views painted light in code, many times more often than dark or adaptive (`SurfaceTally`); detected only.
    let isLightDesign: Bool
    /// `Owner.outlet.textColor`, `Type.backgroundColor`: colour properties some code assigns.
    let colorAssignments: Set<ColorPropertyAssignments.Assignment>
    /// The app's protocols that a type named for one appearance conforms to (`Theme` of `DarkTheme:
    /// NSObject, Theme`): the types conforming to one are the themes of a theme system.
    let appearancePaletteProtocols: Set<NameID>
    /// The outlet assignments made in extensions (categories) of library classes the run does not
    /// declare, owner left out: `MXKRoomBubbleTableViewCell (Riot)` sets `bubbleOverlayContainer.backgroundColor`.
    let libraryOutletAssignments: Set<ColorPropertyAssignments.Assignment>
    /// Colour properties some code sets on another object (`label.mainColor = …`), by name.
    let propertiesSetFromOutside: Set<NameID>
    /// Outlets whose background code sets to a fixed light colour, and the nibs shown in windows
    /// painted light (`ColorPropertyAssignments.Collected.paintedLight`).
    let paintedLight: Set<ColorPropertyAssignments.Assignment>
    let nibsInLightWindows: Set<String>
    /// Controllers that cover their root view with a web view in code (`WebViewCover`).
    let webViewCoveredTypes: Set<String>
    /// Controllers whose `loadView` never loads the view of their scene or nib (`ViewReplacingControllers`).
    let viewReplacingTypes: Set<NameID>

    /// Whether `test` holds for `type` or one of its superclasses (up to 16 levels: a cycle in a
    /// broken run ends there).
    func typeOrSuperclass(of type: NameID, _ test: (NameID) -> Bool) -> Bool {
        var type = type
        for _ in 0..<16 {
            if test(type) { return true }
            guard let next = superclass[type] else { return false }
            type = next
        }
        return false
    }

    /// Whether `controller` (or a superclass of it) makes its own view in `loadView` without `super`.
    func replacesLoadedView(_ controller: String) -> Bool {
        !viewReplacingTypes.isEmpty && typeOrSuperclass(of: NameID(controller)) { viewReplacingTypes.contains($0) }
    }

    /// Whether code in `owner` (or a superclass) sets the background of its `receiver` to a fixed light colour.
    func paintsLight(_ receiver: String, in owner: String) -> Bool {
        let receiver = NameID(receiver), property = NameID("backgroundColor")
        return typeOrSuperclass(of: NameID(owner)) { paintedLight.contains(.init(owner: $0, receiver: receiver, property: property)) }
    }

    /// Whether code in `owner` (or a superclass of it) sets `property` of its `receiver` (an outlet),
    /// directly or through a helper; of itself when `receiver` is nil.
    func assigns(_ property: String, of receiver: String?, in owner: String) -> Bool {
        let property = NameID(property), receiver = NameID.optional(receiver)
        var type = NameID(owner)
        for _ in 0..<16 {
            if colorAssignments.contains(.init(owner: type, receiver: receiver, property: property)) { return true }
            guard let next = superclass[type] else { break }
            type = next
        }
        // A subclass's code sets it: the nib is the superclass's, loaded for the subclass
        // (`MXKSearchViewController.xib` for `HomeFilesSearchViewController`), whose theme handler
        // recolours the outlet it inherits (element-ios, blind set fresh21).
        var queue = subclasses[NameID(owner)] ?? [], seen: Set<NameID> = []
        while let subclass = queue.popLast(), seen.count < 64 {
            guard seen.insert(subclass).inserted else { continue }
            if colorAssignments.contains(.init(owner: subclass, receiver: receiver, property: property)) { return true }
            queue += subclasses[subclass] ?? []
        }
        // The chain leaves the run for a library's class (`MXKRoomBubbleTableViewCell`, from a pod):
        // what the run's extensions of library classes set on an outlet of that name may be this one.
        guard receiver != .none, !libraryOutletAssignments.isEmpty, !declaredTypeNames.contains(type),
              !Self.frameworkBaseClasses.contains(type) else { return false }
        return libraryOutletAssignments.contains(.init(owner: .none, receiver: receiver, property: property))
    }

    /// UIKit and AppKit classes Interface Builder elements and their owners derive from: a chain that
    /// ends at one of them stays in the app's code and the system's.
    static let frameworkBaseClasses: Set<NameID> = Set([
        "NSObject", "UIResponder", "UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView",
        "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UITableViewHeaderFooterView", "UIVisualEffectView", "UINavigationBar", "UIToolbar",
        "UITabBar", "UISearchBar", "UISwitch", "UISlider", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UIDatePicker", "UIPickerView", "UIInputView", "UIViewController", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "UITabBarController", "UIPageViewController",
        "UISplitViewController", "UIAlertController", "NSView", "NSControl", "NSButton", "NSTextField", "NSTextView",
        "NSImageView", "NSScrollView", "NSClipView", "NSTableView", "NSOutlineView", "NSTableCellView", "NSTableRowView",
        "NSCollectionView", "NSCollectionViewItem", "NSBox", "NSStackView", "NSVisualEffectView", "NSWindow", "NSPanel",
        "NSViewController", "NSWindowController", "NSSplitViewController", "NSTabViewController", "NSPopover", "NSMenu",
        "NSCell", "NSActionCell", "NSTextFieldCell", "NSButtonCell",
    ].map(NameID.init))
    /// `label|themeColor|` of a proxy also stands for `label|textColor|` when the app's `themeColor`
    /// sets `textColor` (`RecursiveThemers.Collected.forwarders`).
    private static func throughForwarders(_ proxies: Set<String>, _ forwarders: Set<String>) -> Set<String> {
        guard !proxies.isEmpty, !forwarders.isEmpty else { return proxies }
        var targets: [String: [String]] = [:]   // `label|themeColor` -> [`textColor`]
        for forwarder in forwarders {
            guard let last = forwarder.lastIndex(of: "|") else { continue }
            targets[String(forwarder[..<last]), default: []].append(String(forwarder[forwarder.index(after: last)...]))
        }
        var result = proxies
        for proxy in proxies {
            let parts = proxy.split(separator: "|", omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            for target in targets[parts[0] + "|" + parts[1]] ?? [] { result.insert(parts[0] + "|" + target + "|" + parts[2]) }
        }
        return result
    }

    /// Whether a `UIAppearance` proxy sets `property` on every `element` (a label), or on those inside
    /// one of `containers` (the kinds of the views around it).
    func setsByAppearanceProxy(_ element: String, _ property: String, inside containers: [String]) -> Bool {
        guard !appearanceProxyColors.isEmpty else { return false }
        let prefix = element + "|" + property + "|"
        return appearanceProxyColors.contains(prefix) || containers.contains { appearanceProxyColors.contains(prefix + $0) }
    }

    /// Whether a recursive theme method recolours `property` on every `element` (a label), or on
    /// every view.
    /// `path` is the Interface Builder file's; `classes` the element's and its scene's, which may keep
    /// it out of the theme (themselves or through a superclass).
    func themesEveryView(_ element: String, _ property: String, in path: String, classes: [String]) -> Bool {
        guard !recursivelyThemed.isEmpty,
              let folders = recursivelyThemed[element + "|" + property] ?? recursivelyThemed["*|" + property] else { return false }
        let folder = RecursiveThemers.targetFolder(of: path)
        guard folders.contains("") || folders.contains(folder) else { return false }
        for name in classes {
            var type = NameID(name)
            for _ in 0..<32 {
                if themeStoppers.contains(type) { return false }
                guard let next = superclass[type] else { break }
                type = next
            }
        }
        return true
    }

    /// The run contains at least one asset catalog color set.
    public var hasColorCatalog: Bool { !colorAssets.isEmpty }

    public convenience init(_ summaries: [FileSummary], options: LintOptions = LintOptions()) {
        var builder = Builder(options: options)
        for summary in summaries { builder.add(summary) }
        self.init(builder)
    }

    /// The index of the summaries `built` has merged. The builder is consumed: each of its parts
    /// that the index does not keep is released once used. The update-context solver runs on another
    /// core from the start (it keeps only the functions and the class tables); peak memory measured
    /// the same as when it ran last, beside the finished index (97–101 MB on the benchmark folders).
    init(_ built: consuming Builder) {
        // The update contexts are a fixed point over every function of the run, the largest part of
        // building the index, and need nothing else from it: solved on another core meanwhile.
        let (inherits, superclass, functions, actions) = (built.inherits, built.superclass, built.functions, built.traitChangeActions)
        let hooks = Set(built.options.updateHooks.map(NameID.init))
        let solved = ConcurrentValue {
            let solver = UpdateContextSolver(inherits: inherits, superclass: superclass, functions: functions, updateHooks: hooks)
            return (contexts: solver.solve(actions: actions), colorWork: solver.colorWorkGraph())
        }
        self.inherits = built.inherits
        self.superclass = built.superclass
        self.subclasses = built.superclass.reduce(into: [:]) { found, pair in found[pair.value, default: []].append(pair.key) }
        self.enumCases = built.enumCases
        self.colorAliases = built.colorAliases
        self.colorAliasIDs = Set(built.colorAliases.map(NameID.init))
        self.activityIndicatorNames = built.activityIndicatorNames
        self.colorAssets = built.colorAssets
        self.assetNames = AssetNameIndex(built.colorAssets)
        self.referencedAssetNames = built.referencedAssetNames
        self.memberNames = built.memberNames
        self.colorUses = built.colorUses
        self.imageUses = built.imageUses
        let wholeRun = built.wholeRunAppearance
        self.forcedAppearanceFolders = (built.forcedAppearanceFolders + (wholeRun == "Dark" ? [""] : [])).sorted()
        self.lightOptOutFolders = (built.lightOptOutFolders + (wholeRun == "Light" ? [""] : [])).sorted()
        self.forcedAppearanceFiles = built.forcedAppearanceFiles
        self.lightOptOutFiles = built.lightOptOutFiles
        self.forcingTypes = built.forcingTypes
        self.opaqueBars = built.opaqueBars
        self.appearanceProxyColors = Self.throughForwarders(built.appearanceProxyColors, built.colorForwarders)
        self.showsSectionIndex = built.showsSectionIndex
        var themed: [String: Set<String>] = [:]
        for entry in built.extensionColorSets {
            guard let bar = entry.firstIndex(of: "|"), let folders = built.recursiveThemeMethods[String(entry[..<bar])] else { continue }
            themed[String(entry[entry.index(after: bar)...]), default: []].formUnion(folders)
        }
        self.recursivelyThemed = themed
        let colorTyped = Set(built.colorNamedProperties.filter(\.isColorTyped).map(\.name))
        self.nonColorProperties = Set(built.colorNamedProperties.filter { !$0.isColorTyped && !colorTyped.contains($0.name) }.map(\.name))
        self.themeStoppers = Set(built.themeStoppers.compactMap { entry -> NameID? in
            guard let bar = entry.firstIndex(of: "|"), built.recursiveThemeMethods[String(entry[..<bar])] != nil else { return nil }
            return NameID(String(entry[entry.index(after: bar)...]))
        })
        self.checksPreIOS13Availability = built.checksPreIOS13Availability
        self.blurStyleForwarders = built.styleForwarders
        self.imageColorForwarders = ImageColorForwarder.resolve([built.imageColorForwarders])
        self.imageColorForwarderCallees = Set(imageColorForwarders.map(\.callee))
        // Only declared names can be dead: the names mentioned are kept only if declared.
        var mentioned: Set<NameID> = [], mentionedInOwnFiles: Set<NameID> = [], neverMade: Set<NameID> = []
        if built.options.wholeProject {
            for name in built.mentions.elements where built.declaredNames.contains(name) { mentioned.insert(name) }
            for name in built.ownFileMentions.elements where built.declaredNames.contains(name) { mentionedInOwnFiles.insert(name) }
            for name in built.classMentionFiles.keys where built.declaredNames.contains(name) { mentioned.insert(name) }
            neverMade = NeverMadeTypes.solve(declared: built.declaredTypeNames, mentions: built.mentions,
                                             classMentionFiles: built.classMentionFiles, superclass: built.superclass, nibStems: built.nibStems)
            mentioned.insert(.none)   // never empty: `hasMentions` says the run was judged
        }
        (built.mentions, built.ownFileMentions, built.declaredNames, built.classMentionFiles) = (NameHashSet(), NameHashSet(), [], [:])
        self.neverMadeTypes = neverMade
        self.mentionedNames = mentioned
        self.mentionedInOwnFilesOnly = mentionedInOwnFiles.subtracting(mentioned)
        self.mutatedNames = built.mutatedNames
        self.declaredTypeNames = built.declaredTypeNames
        // Protocols only: a superclass (`LightButton: AppButton`) is a kind of view, not a theme system.
        self.appearancePaletteProtocols = built.inheritedByTypesNamedForAppearance.intersection(built.protocolNames)
        self.forcedContext = ForcedContext(forcing: built.forcingTypes, constructions: built.constructions,
                                           functions: built.functions, declaredTypes: built.declaredTypeNames)
        built.constructions = []
        // Taken out of the builder, so that resolving adds to the set rather than to a copy of it.
        var assignments = built.colorAssignments
        built.colorAssignments = []
        ColorPropertyAssignments.resolve(helperCalls: built.colorHelperCalls, merged: built.colorAssignmentParts,
                                         into: &assignments)
        (built.colorHelperCalls, built.colorAssignmentParts) = ([], ColorPropertyAssignments.Collected())
        self.colorAssignments = assignments
        self.nibsInLightWindows = built.nibsInLightWindows
        self.webViewCoveredTypes = built.webViewCoveredTypes
        self.viewReplacingTypes = built.viewReplacingTypes
        // Loops, not `filter`: filtering a set copies the matching part of it (megabytes) first.
        var libraryOutlets: Set<ColorPropertyAssignments.Assignment> = []
        var setFromOutside: Set<NameID> = []
        for assignment in colorAssignments where assignment.receiver != .none {
            setFromOutside.insert(assignment.property)
            if built.extendedTypeNames.contains(assignment.owner), !built.declaredTypeNames.contains(assignment.owner) {
                libraryOutlets.insert(.init(owner: .none, receiver: assignment.receiver, property: assignment.property))
            }
        }
        self.libraryOutletAssignments = libraryOutlets
        self.propertiesSetFromOutside = setFromOutside
        let catalogs = built.catalogs
        var fixedNames = built.fixedColorNames
        fixedNames.formUnion(catalogs.fixedEverywhere.map(NameID.init))
        var notFixed = built.otherColorNames
        notFixed.formUnion(catalogs.adaptiveSomewhere.map(NameID.init))
        // `static let brand = UIColor(named: "Brand")!` is the set in the catalog nearest its file,
        // whatever other targets' catalogs hold under that name.
        let resolved: [(name: NameID, fixed: Bool?, changesVisibly: Bool?)] = built.colorAssetAliases.map {
            (name: $0.name, fixed: catalogs.isFixed($0.asset, from: $0.path), changesVisibly: catalogs.changesVisibly($0.asset, from: $0.path))
        }
        notFixed.formUnion(resolved.filter { $0.fixed != true }.map(\.name))
        fixedNames.subtract(notFixed)
        fixedNames.formUnion(resolved.filter { $0.fixed == true }.map(\.name))
        self.fixedColorNames = fixedNames
        // A background set to a palette entry the run binds only to a fixed light colour is painted light.
        var paintedLight = built.paintedLight
        for painted in built.paintedByName where built.fixedLightColorNames.contains(painted.color) && fixedNames.contains(painted.color) {
            paintedLight.insert(painted.assignment)
        }
        self.paintedLight = paintedLight
        self.themeManagedColorNames = built.themeManagedColorNames
        self.appearancePairColorNames = built.appearancePairColorNames
        self.systemColorRedeclarations = built.systemColorRedeclarations
        self.dynamicColorNames = Self.dynamicNames(built, resolved: resolved)
        self.colorAssetCatalogs = catalogs
        self.darkModeAdoption = built.adoption.adoption
        self.surfaces = built.surfaces
        self.isAlwaysDarkDesign = built.options.adoption == .auto && built.surfaces.isDarkDesign && !darkModeAdoption.isAdopted
        self.isLightDesign = built.options.adoption == .auto && built.surfaces.isLightDesign
        self.fixedSurfaceControls = Set(built.controlSurfaces
            .filter { $0.literalLight || $0.names.contains(where: fixedNames.contains) }.map(\.key))
        // A member declared once in the run (two `TextField` groups could bind it differently).
        self.darkInkedTypes = Set(built.inkedTypes.filter { inked in
            inked.literalDark || inked.members.contains { built.fixedDarkMembers[$0] == 1 }
        }.map(\.type))
        (self.updateContexts, self.colorWork) = solved.value
    }

    /// A name with a dynamic binding and no other kind: any fixed or unknown binding of the same name
    /// elsewhere makes it unknown (darklint would rather miss than report a fixed colour as frozen).
    /// `resolved`: the run's color-set aliases, whether each is fixed in the catalog nearest it (nil: unknown).
    private static func dynamicNames(_ built: Builder, resolved: [(name: NameID, fixed: Bool?, changesVisibly: Bool?)]) -> Set<NameID> {
        var dynamic = built.dynamicColorNames
        // Xcode's generated asset symbols (`NSColor.buttonMouseDown`, `.brand` for `BrandColor`) of the
        // color sets with a Dark appearance.
        for asset in built.catalogs.visiblyAdaptiveSomewhere {
            let symbol = ColorAssetReferences.generatedSymbol(String(asset.split(separator: "/").last ?? ""))
            dynamic.insert(NameID(symbol))
            if symbol.hasSuffix("Color"), symbol.count > 5 { dynamic.insert(NameID(String(symbol.dropLast(5)))) }
        }
        var other = built.fixedColorNames.union(built.themeManagedColorNames)
        other.formUnion(built.otherThanDynamicNames)
        // A color set's Dark appearance is checked in the catalog nearest the file that names it; one
        // a shade from its Any appearance looks the same frozen.
        for alias in resolved {
            if alias.fixed == false, alias.changesVisibly != false { dynamic.insert(alias.name) } else { other.insert(alias.name) }
        }
        return dynamic.subtracting(other)
    }

    /// The UIKit/AppKit family of a type, through its superclass chain in the run.
    public func family(of type: String) -> ClassFamily? {
        Self.family(of: NameID(type), inherits: inherits, superclass: superclass)
    }

    static func family(of type: NameID, inherits: [NameID: [NameID]], superclass: [NameID: NameID]) -> ClassFamily? {
        var current = type
        for _ in 0..<32 {
            if let f = ClassFamily.knownByID[current] { return f }
            for name in inherits[current] ?? [] {
                if let f = ClassFamily.knownByID[name] { return f }
            }
            guard let next = superclass[current] else { return nil }
            current = next
        }
        return nil
    }

    /// Whether the method (or free function when `type` is nil) re-runs when the appearance changes.
    public func isUpdateContext(type: String?, name: String) -> Bool {
        updateContexts.contains(FunctionKey(type: .optional(type), name: NameID(name)))
    }

    /// Whether the method does colour work itself or through a helper of its type.
    public func doesColorWork(type: String?, name: String) -> Bool {
        colorWork.reaches(from: FunctionKey(type: .optional(type), name: NameID(name)))
    }

    /// Whether the name (or color set) is bound to a fixed colour everywhere the run defines it.
    func isFixedColorName(_ name: NameID) -> Bool { fixedColorNames.contains(name) }

    /// Whether `type` (or a superclass of it) draws its own text in a fixed dark colour.
    func drawsOwnDarkText(_ type: NameID) -> Bool {
        !darkInkedTypes.isEmpty && typeOrSuperclass(of: type) { darkInkedTypes.contains($0) }
    }

    /// Whether a target whose folder name contains `word` (lowercase, e.g. "tvos") forces an appearance.
    public func forcesAppearance(inTargetNamed word: String) -> Bool {
        forcedAppearanceFolders.contains { $0.lowercased().contains(word) }
    }

    /// Whether `path` is in a target whose `Info.plist` forces one appearance.
    public func isInForcedAppearanceTarget(_ path: String) -> Bool {
        forcedAppearanceFolders.contains { Self.isInside(path, folder: $0) } || forcedAppearanceFiles.contains(path)
    }

    /// Whether `path` is in a target whose `Info.plist` keeps it in Light Mode.
    public func isInLightOptOutTarget(_ path: String) -> Bool {
        lightOptOutFolders.contains { Self.isInside(path, folder: $0) } || lightOptOutFiles.contains(path)
    }

    /// `Orbot/Main.swift` is inside the folder `Orbot`; `Orbot Mac/IconView.swift` is not (orbot-apple
    /// forces Dark on its iOS app only; blind set fresh37). The empty folder is the run's root.
    /// Letter case aside: a Mac's file system ignores it, so a project's `eduID/Info.plist` and its code
    /// in `EduID/` share a folder there (eduid-app-ios, blind set fresh43), however a checkout on
    /// another system spells them.
    static func isInside(_ path: String, folder: String) -> Bool {
        guard hasPrefixIgnoringCase(path, folder) else { return false }
        guard !folder.isEmpty, !folder.hasSuffix("/") else { return true }
        return path.utf8.count == folder.utf8.count || path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
    }

    private static func hasPrefixIgnoringCase(_ text: String, _ prefix: String) -> Bool {
        guard text.utf8.count >= prefix.utf8.count else { return false }
        return zip(text.utf8, prefix.utf8).allSatisfy { a, b in a == b || a | 0x20 == b | 0x20 && (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A }
    }

    /// Dead code is judged only when the run saw the whole project.
    var hasMentions: Bool { !mentionedNames.isEmpty }
    func isMentioned(_ name: NameID) -> Bool { mentionedNames.contains(name) || mentionedInOwnFilesOnly.contains(name) }
    func isMutated(_ name: NameID) -> Bool { mutatedNames.contains(name) }
    /// A type the run declares that no live code makes (`NeverMadeTypes`; whole-project runs only):
    /// a XIB whose File's Owner it is, or a XIB named for it (`MXKContactCell.xib`), never loads.
    func isNeverMade(_ name: String) -> Bool { isNeverMade(NameID(name)) }

    func isNeverMade(_ id: NameID) -> Bool { neverMadeTypes.contains(id) }

    /// Whether the run declares a type by this name (not only extends it).
    func declaresType(_ name: String) -> Bool { declaredTypeNames.contains(NameID(name)) }

    /// Whether the type forces an appearance, or is only ever shown inside one that does.
    func isForcedContext(type: String) -> Bool { forcedContext.types.contains(NameID(type)) }

    /// Whether every call of a function by this name is made from a forced type.
    func isOnlyCalledInForcedContext(_ name: String) -> Bool { !name.isEmpty && forcedContext.functions.contains(NameID(name)) }

    /// Whether the run declares its own enum case with this name.
    public func declaresEnumCase(_ name: String) -> Bool { enumCases.contains(name) }
}
