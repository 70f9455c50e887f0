extension ProjectIndex {
    /// Merges the run's file summaries one at a time, in the run's file order, into what the index is
    /// built from. A lint run adds each summary as soon as pass 1 has it and drops it: a million-line
    /// run never holds every file's summary at once (most of their names repeat from file to file
    /// and are kept once here).
    struct Builder {
        let options: LintOptions
        var inherits: [NameID: [NameID]] = [:]
        var superclass: [NameID: NameID] = [:]
        var enumCases: Set<String> = []
        var colorAliases: Set<String> = []
        var activityIndicatorNames: Set<String> = []
        var functions: [FileSummary.Function] = []
        var traitChangeActions: [(type: NameID, name: NameID)] = []
        var colorAssets: Set<String> = []
        var referencedAssetNames = NameIDSet()
        var memberNames = NameHashSet()
        var colorUses = ColorUseTable()
        var imageUses = ImageUseTable()
        var forcedAppearanceFolders: [String] = []
        var lightOptOutFolders: [String] = []
        var forcedAppearanceFiles: Set<String> = []
        var lightOptOutFiles: Set<String> = []
        /// The appearances the run's app plists force ("" for none), and whether a project generates one.
        var appPlistAppearances: Set<String> = []
        var generatesAppPlist = false
        var forcingTypes: Set<String> = []
        var opaqueBars = OpaqueBars()
        var appearanceProxyColors: Set<String> = []
        var recursiveThemeMethods: [String: Set<String>] = [:]   // method -> folders declaring its recursion
        var extensionColorSets: Set<String> = []
        var themeStoppers: Set<String> = []
        var colorNamedProperties: Set<ColorNamedProperties.Declaration> = []
        var colorForwarders: Set<String> = []
        var showsSectionIndex = false
        var checksPreIOS13Availability = false
        var styleForwarders: Set<StyleForwarder> = []
        var imageColorForwarders = ImageColorForwarder.Collected()
        /// Whole-project runs: every name mentioned anywhere, and the names declared (only those can be dead).
        var mentions = NameHashSet()
        var ownFileMentions = NameHashSet()
        /// Class names Objective-C mentions, with the files (by `FileStem`) that mention each.
        var classMentionFiles: [NameID: NeverMadeTypes.Files] = [:]
        /// The names of the run's XIBs (`ContactCell.xib`): the nib a class loads by its own name.
        var nibStems = NameHashSet()
        var mutatedNames = NameHashSet()
        var declaredNames: Set<NameID> = []
        var declaredTypeNames: Set<NameID> = []
        var extendedTypeNames: Set<NameID> = []
        var protocolNames: Set<NameID> = []
        /// What types named for one appearance (`DarkTheme`) inherit or conform to.
        var inheritedByTypesNamedForAppearance: Set<NameID> = []
        /// Deduplicated: a large run makes the same types in the same places hundreds of thousands of times.
        var constructions: Set<ForcedContext.Construction> = []
        /// Assignments and helper calls merged as sets (a call made again adds nothing); the calls that
        /// add assignments are resolved at the end.
        var colorAssignments: Set<ColorPropertyAssignments.Assignment> = []
        var colorHelperCalls: Set<ColorPropertyAssignments.HelperCall> = []
        /// See `ColorPropertyAssignments.Collected.paintedLight` and `nibsInLightWindows`.
        var paintedLight: Set<ColorPropertyAssignments.Assignment> = []
        var paintedByName: [(assignment: ColorPropertyAssignments.Assignment, color: NameID)] = []
        var fixedLightColorNames: Set<NameID> = []
        var fixedDarkMembers: [NameID: Int] = [:]
        var inkedTypes: [FileSummary.InkedType] = []
        var nibsInLightWindows: Set<String> = []
        var webViewCoveredTypes: Set<String> = []
        var viewReplacingTypes: Set<NameID> = []
        /// The other parts of every file's assignments (methods setting colours on `self` or on a
        /// parameter, outlets passed to methods), appended.
        var colorAssignmentParts = ColorPropertyAssignments.Collected()
        var catalogs = ColorAssetCatalogs()
        var fixedColorNames: Set<NameID> = []
        var otherColorNames: Set<NameID> = []
        var themeManagedColorNames: Set<NameID> = []
        var appearancePairColorNames: Set<NameID> = []
        var systemColorRedeclarations: Set<NameID> = []
        var dynamicColorNames: Set<NameID> = []
        /// Names bound to another colour than an adaptive one in the same file (see `dynamicNames`).
        var otherThanDynamicNames: Set<NameID> = []
        /// `static let brand = UIColor(named: "Brand")!`, with the file it is in: resolved against the
        /// catalogs once all are known.
        var colorAssetAliases: [(name: NameID, asset: String, path: String)] = []
        var controlSurfaces: [FileSummary.ControlSurface] = []
        var adoption = DarkModeAdoption.Count()
        var surfaces = SurfaceTally()

        init(options: LintOptions = LintOptions()) {
            self.options = options
        }

        /// Merges the run's next file.
        /// A table's (`sectionIndexTitles(for:)`) or collection view's (`indexTitles(for:)`) index.
        static let sectionIndexFunctions: Set<NameID> = [NameID("sectionIndexTitles"), NameID("indexTitles")]

        /// `Light` or `Dark` when every app and app extension of the run forces that appearance in its
        /// `Info.plist` and no project generates another app's: then nothing in the run ever shows the
        /// other one, not even a local package's colours outside the targets' folders (covpass-ios keeps
        /// both its apps Light, and its colours live in `CovPassUI`; blind set fresh41).
        var wholeRunAppearance: String? {
            guard !generatesAppPlist, appPlistAppearances.count == 1, let only = appPlistAppearances.first, !only.isEmpty else { return nil }
            return only
        }

        mutating func add(_ summary: FileSummary) {
            colorAssets.formUnion(summary.colorAssetNames)
            for name in summary.assetReferences { referencedAssetNames.insert(name) }
            memberNames.formUnion(summary.memberNames)
            for type in summary.types {
                inherits[type.name, default: []].append(contentsOf: type.inherits)
                if type.isClass, let first = type.inherits.first, superclass[type.name] == nil, first != type.name {
                    superclass[type.name] = first
                }
                if type.isExtension { extendedTypeNames.insert(type.name) } else { declaredTypeNames.insert(type.name) }
                if type.isProtocol { protocolNames.insert(type.name) }
                if type.isNamedForAppearance { inheritedByTypesNamedForAppearance.formUnion(type.inherits) }
            }
            functions += summary.functions
            enumCases.formUnion(summary.enumCases)
            colorAliases.formUnion(summary.colorAliases)
            activityIndicatorNames.formUnion(summary.activityIndicatorNames)
            traitChangeActions += summary.traitChangeActions
            colorUses.add(summary)
            imageUses.add(summary)
            for folder in summary.forcedAppearanceFolders { forcedAppearanceFolders.append(folder.isEmpty ? "" : folder + "/") }
            for folder in summary.lightOptOutFolders { lightOptOutFolders.append(folder.isEmpty ? "" : folder + "/") }
            forcedAppearanceFiles.formUnion(summary.forcedAppearanceFiles)
            if let appearance = summary.appPlistAppearance { appPlistAppearances.insert(appearance) }
            generatesAppPlist = generatesAppPlist || summary.generatesAppPlist
            lightOptOutFiles.formUnion(summary.lightOptOutFiles)
            forcingTypes.formUnion(summary.forcingTypes)
            opaqueBars.formUnion(summary.opaqueBars)
            appearanceProxyColors.formUnion(summary.appearanceProxyColors)
            if !summary.recursiveThemers.recursiveMethods.isEmpty {
                let folder = RecursiveThemers.targetFolder(of: summary.path)
                for method in summary.recursiveThemers.recursiveMethods { recursiveThemeMethods[method, default: []].insert(folder) }
            }
            extensionColorSets.formUnion(summary.recursiveThemers.colorSets)
            themeStoppers.formUnion(summary.recursiveThemers.stoppers)
            colorNamedProperties.formUnion(summary.colorNamedProperties)
            colorForwarders.formUnion(summary.recursiveThemers.forwarders)
            checksPreIOS13Availability = checksPreIOS13Availability || summary.checksPreIOS13Availability
            if !showsSectionIndex {
                showsSectionIndex = summary.showsSectionIndex || summary.functions.contains { Self.sectionIndexFunctions.contains($0.name) }
            }
            styleForwarders.formUnion(summary.styleForwarders)
            imageColorForwarders.drawers += summary.imageColorForwarders.drawers
            imageColorForwarders.passes += summary.imageColorForwarders.passes
            imageColorForwarders.twins += summary.imageColorForwarders.twins
            if options.wholeProject {
                for type in summary.types { declaredNames.insert(type.name) }
                for function in summary.functions { declaredNames.insert(function.name) }
                declaredNames.formUnion(summary.declaredStoredNames)
                // A class's own Objective-C files and nib mention it without making it: kept apart,
                // so that a nib named for a class no one else mentions is known to be never loaded.
                let stem = FileStem.ownsItsName(summary.path) ? FileStem.of(summary.path) : nil
                if let stem, summary.path.hasSuffix(".xib") { nibStems.insert(stem) }
                for name in summary.mentions {
                    if name == stem { ownFileMentions.insert(name) } else { mentions.insert(name) }
                }
                // Made by the system (`@main`, `@objc`, `public`): a root, as if mentioned.
                for type in summary.types where type.isEntryPoint { mentions.insert(type.name) }
                for name in summary.classMentions {
                    if name == stem { ownFileMentions.insert(name) } else { classMentionFiles[name, default: NeverMadeTypes.Files()].add(stem ?? .none) }
                }
                for placement in summary.constructions {
                    if placement.type == stem { ownFileMentions.insert(placement.type) } else { mentions.insert(placement.type) }
                }
                mutatedNames.formUnion(summary.mutatedNames)
            }
            constructions.formUnion(summary.constructions)
            colorAssignments.formUnion(summary.colorAssignments.assigned)
            colorHelperCalls.formUnion(summary.colorAssignments.helperCalls)
            colorAssignmentParts.setBySelfMethod += summary.colorAssignments.setBySelfMethod
            colorAssignmentParts.parameterSetters += summary.colorAssignments.parameterSetters
            colorAssignmentParts.outletArguments += summary.colorAssignments.outletArguments
            colorAssignmentParts.parameterForwards += summary.colorAssignments.parameterForwards
            paintedLight.formUnion(summary.colorAssignments.paintedLight)
            paintedByName += summary.colorAssignments.paintedByName
            fixedLightColorNames.formUnion(summary.fixedLightColorNames)
            for member in summary.fixedDarkMembers { fixedDarkMembers[member, default: 0] += 1 }
            inkedTypes += summary.inkedTypes
            nibsInLightWindows.formUnion(summary.colorAssignments.nibsInLightWindows)
            webViewCoveredTypes.formUnion(summary.webViewCoveredTypes)
            viewReplacingTypes.formUnion(summary.viewReplacingTypes)
            catalogs.add(summary)
            fixedColorNames.formUnion(summary.fixedColorNames)
            otherColorNames.formUnion(summary.otherColorNames)
            themeManagedColorNames.formUnion(summary.themeManagedColorNames)
            appearancePairColorNames.formUnion(summary.appearancePairColorNames)
            systemColorRedeclarations.formUnion(summary.systemColorRedeclarations)
            dynamicColorNames.formUnion(summary.dynamicColorNames)
            if !summary.otherColorNames.isEmpty {
                let own = Set(summary.dynamicColorNames)
                otherThanDynamicNames.formUnion(summary.otherColorNames.filter { !own.contains($0) })
            }
            for alias in summary.colorAssetAliases { colorAssetAliases.append((alias.name, alias.asset, summary.path)) }
            controlSurfaces += summary.controlSurfaces
            adoption.add(summary)
            surfaces.add(summary.surfaces)
        }
    }
}
