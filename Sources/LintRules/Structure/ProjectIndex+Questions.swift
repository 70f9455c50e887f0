/// The index's answers to the rules' questions (see `ProjectQuestions`). This switch is the only
/// place a Swift rule's view of the run is read: pass 1's guesses are checked against it.
extension ProjectIndex: ProjectQuestions {
    func answer(_ question: ProjectQuestion) -> ProjectAnswer {
        switch question {
        case .hasMentions: return .bool(hasMentions)
        case .isMentioned(let name): return .bool(isMentioned(name))
        case .isMutated(let name): return .bool(isMutated(name))
        case .isForcedContext(let type): return .bool(isForcedContext(type: type))
        case .isOnlyCalledInForcedContext(let name): return .bool(isOnlyCalledInForcedContext(name))
        case .isInForcedAppearanceTarget(let path): return .bool(isInForcedAppearanceTarget(path))
        case .isInLightOptOutTarget(let path): return .bool(isInLightOptOutTarget(path))
        case .hasLightOptOutTarget: return .bool(!lightOptOutFolders.isEmpty || !lightOptOutFiles.isEmpty)
        case .isNonColorProperty(let name): return .bool(nonColorProperties.contains(name))
        case .checksPreIOS13Availability: return .bool(checksPreIOS13Availability)
        case .forcesAppearance(let word): return .bool(forcesAppearance(inTargetNamed: word))
        case .isDarkModeAdopted: return .bool(darkModeAdoption.isAdopted)
        case .isAlwaysDarkDesign: return .bool(isAlwaysDarkDesign)
        case .isLightDesign: return .bool(isLightDesign)
        case .isFixedColorName(let name): return .bool(isFixedColorName(name))
        case .isThemeManagedColorName(let name): return .bool(themeManagedColorNames.contains(name))
        case .redeclaresSystemColor(let name): return .bool(systemColorRedeclarations.contains(name))
        case .isDynamicColorName(let name): return .bool(dynamicColorNames.contains(name))
        case .isColorAlias(let name): return .bool(colorAliases.contains(name))
        case .isColorAliasID(let id): return .bool(isColorAlias(id: id))
        case .colorUses(let name): return .uses(colorUses.uses(of: name))
        case .isPropertySetFromOutside(let name): return .bool(propertiesSetFromOutside.contains(name))
        case .isFixedSurfaceControl(let key): return .bool(fixedSurfaceControls.contains(key))
        case .drawsOwnDarkText(let type): return .bool(drawsOwnDarkText(type))
        case .isUpdateContext(let type, let name): return .bool(isUpdateContext(type: type, name: name))
        case .doesColorWork(let type, let name): return .bool(doesColorWork(type: type, name: name))
        case .family(let type): return .family(family(of: type))
        case .declaresEnumCase(let name): return .bool(declaresEnumCase(name))
        case .isActivityIndicatorName(let name): return .bool(activityIndicatorNames.contains(name))
        case .isAppearancePaletteProtocol(let name): return .bool(appearancePaletteProtocols.contains(name))
        case .isBlurStyleForwarder(let forwarder): return .bool(blurStyleForwarders.contains(forwarder))
        case .isImageColorForwarderCallee(let name): return .bool(isImageColorForwarderCallee(name))
        case .isImageColorForwarder(let forwarder): return .bool(imageColorForwarders.contains(forwarder))
        case .hasColorCatalog: return .bool(hasColorCatalog)
        case .hasColorAsset(let name): return .bool(colorAssets.contains(name))
        case .nearestAssetName(let name): return .name(assetNames.nearest(to: name))
        case .colorAssetIsFixed(let asset, let path): return .maybeBool(colorAssetCatalogs.isFixed(asset, from: path))
        case .colorAssetChangesVisibly(let asset, let path): return .maybeBool(colorAssetCatalogs.changesVisibly(asset, from: path))
        }
    }

    var mayHaveImageColorForwarders: Bool { !imageColorForwarders.isEmpty }
    var mayHaveAppearancePaletteProtocols: Bool { !appearancePaletteProtocols.isEmpty }
    func isColorAlias(id: NameID) -> Bool { colorAliasIDs.contains(id) }
    func isImageColorForwarderCallee(_ name: NameID) -> Bool { imageColorForwarderCallees.contains(name) }

    func isKind(_ type: NameID, of base: NameID) -> Bool {
        Self.isKind(type, of: base, inherits: inherits, superclass: superclass)
    }

    /// The same over any tables (`GuessingIndex` asks it of one file's types).
    static func isKind(_ type: NameID, of base: NameID, inherits: [NameID: [NameID]], superclass: [NameID: NameID]) -> Bool {
        var current = type
        for _ in 0..<32 {
            if current == base || inherits[current]?.contains(base) == true { return true }
            guard let next = superclass[current] else { return false }
            current = next
        }
        return false
    }

    /// Every type of the run that `isKind(_:of: base)`, `base` included: any other type needs a
    /// declaration or extension in the run to be one.
    func types(ofKind base: NameID) -> [NameID] {
        [base] + inherits.keys.filter { $0 != base && isKind($0, of: base) }
    }
}
