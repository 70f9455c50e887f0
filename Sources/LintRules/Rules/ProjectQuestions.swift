/// The one seam between the rules and the run-wide index: every question a Swift rule asks about
/// the run as a whole, with a small answer.
///
/// Why a seam: a rule's findings in a file depend only on the file, the options and these answers.
/// So a file can be linted before the index exists, against a stand-in that guesses each answer and
/// logs it (`GuessingIndex`); once the index is built, replaying the log tells whether the findings
/// hold (`QuestionLog`). A rule that read the index's sets directly would escape that check.
protocol ProjectQuestions: Sendable {
    func answer(_ question: ProjectQuestion) -> ProjectAnswer

    /// Shortcuts, not questions: `false` only when every question of that kind would be answered
    /// "no", so that a rule may skip asking them (most runs have no forwarders or palette protocols).
    /// They are not logged: skipping changes no finding, and the stand-in always says `true`.
    var mayHaveImageColorForwarders: Bool { get }
    var mayHaveAppearancePaletteProtocols: Bool { get }

    /// The three questions asked most (per capitalised identifier, per call, per type and SpriteKit
    /// class), asked directly: building a `ProjectQuestion` costs more than the lookup, and pass 1
    /// logs their answers compactly. They are checked all the same.
    func isColorAlias(id: NameID) -> Bool
    func isImageColorForwarderCallee(_ name: NameID) -> Bool
    /// Whether type `type` is `base` or, through the run's superclass chain (and inheritance
    /// clauses), a subclass of it.
    func isKind(_ type: NameID, of base: NameID) -> Bool
}

/// A question about the run (see `ProjectIndex` for what each one means).
enum ProjectQuestion: Hashable, Sendable {
    // Dead code (`DeadCode`).
    case hasMentions
    case isMentioned(NameID)
    case isMutated(NameID)
    // Appearance forced by a type, a target or a platform (`ForcedAppearance`).
    case isForcedContext(type: String)
    case isOnlyCalledInForcedContext(String)
    case isInForcedAppearanceTarget(path: String)
    case isInLightOptOutTarget(path: String)
    case hasLightOptOutTarget
    case forcesAppearance(inTargetNamed: String)
    case isDarkModeAdopted
    case isAlwaysDarkDesign
    case isLightDesign
    // Names bound to colours somewhere in the run.
    case isFixedColorName(NameID)
    case isThemeManagedColorName(NameID)
    case redeclaresSystemColor(NameID)
    case isDynamicColorName(NameID)
    case isColorAlias(String)
    case isColorAliasID(NameID)
    case colorUses(of: String)
    case isPropertySetFromOutside(NameID)
    case isFixedSurfaceControl(String)
    case drawsOwnDarkText(type: NameID)
    case isNonColorProperty(NameID)
    case checksPreIOS13Availability
    // Types and functions.
    case isUpdateContext(type: String?, name: String)
    case doesColorWork(type: String?, name: String)
    case family(of: String)
    case declaresEnumCase(String)
    case isActivityIndicatorName(String)
    case isAppearancePaletteProtocol(NameID)
    case isBlurStyleForwarder(StyleForwarder)
    case isImageColorForwarderCallee(NameID)
    case isImageColorForwarder(ImageColorForwarder)
    // Color sets.
    case hasColorCatalog
    case hasColorAsset(String)
    case nearestAssetName(to: String)
    case colorAssetIsFixed(asset: String, from: String)
    case colorAssetChangesVisibly(asset: String, from: String)
}

enum ProjectAnswer: Equatable, Sendable {
    case bool(Bool)
    /// A color set's fixedness: nil when no catalog holds it.
    case maybeBool(Bool?)
    case family(ClassFamily?)
    case name(String?)
    case uses([ColorUseTable.Use])

    var bool: Bool { if case .bool(let b) = self { return b }; preconditionFailure("not a Bool answer: \(self)") }
}

/// The questions as typed calls: what the rules write.
extension ProjectQuestions {
    private func yes(_ q: ProjectQuestion) -> Bool { answer(q).bool }

    var hasMentions: Bool { yes(.hasMentions) }
    func isMentioned(_ name: NameID) -> Bool { yes(.isMentioned(name)) }
    func isMutated(_ name: NameID) -> Bool { yes(.isMutated(name)) }
    func isForcedContext(type: String) -> Bool { yes(.isForcedContext(type: type)) }
    func isOnlyCalledInForcedContext(_ name: String) -> Bool { yes(.isOnlyCalledInForcedContext(name)) }
    func isInForcedAppearanceTarget(_ path: String) -> Bool { yes(.isInForcedAppearanceTarget(path: path)) }
    func isInLightOptOutTarget(_ path: String) -> Bool { yes(.isInLightOptOutTarget(path: path)) }
    var hasLightOptOutTarget: Bool { yes(.hasLightOptOutTarget) }
    func isNonColorProperty(_ name: NameID) -> Bool { yes(.isNonColorProperty(name)) }
    var checksPreIOS13Availability: Bool { yes(.checksPreIOS13Availability) }
    func forcesAppearance(inTargetNamed word: String) -> Bool { yes(.forcesAppearance(inTargetNamed: word)) }
    var isDarkModeAdopted: Bool { yes(.isDarkModeAdopted) }
    var isAlwaysDarkDesign: Bool { yes(.isAlwaysDarkDesign) }
    var isLightDesign: Bool { yes(.isLightDesign) }
    func isFixedColorName(_ name: NameID) -> Bool { yes(.isFixedColorName(name)) }
    func isThemeManagedColorName(_ name: NameID) -> Bool { yes(.isThemeManagedColorName(name)) }
    func redeclaresSystemColor(_ name: NameID) -> Bool { yes(.redeclaresSystemColor(name)) }
    func isDynamicColorName(_ name: NameID) -> Bool { yes(.isDynamicColorName(name)) }
    func isColorAlias(_ name: String) -> Bool { yes(.isColorAlias(name)) }
    func colorUses(of name: String) -> [ColorUseTable.Use] {
        guard case .uses(let uses) = answer(.colorUses(of: name)) else { preconditionFailure() }
        return uses
    }
    func isPropertySetFromOutside(_ name: NameID) -> Bool { yes(.isPropertySetFromOutside(name)) }
    func isFixedSurfaceControl(_ key: String) -> Bool { yes(.isFixedSurfaceControl(key)) }
    func drawsOwnDarkText(_ type: NameID) -> Bool { yes(.drawsOwnDarkText(type: type)) }
    func isUpdateContext(type: String?, name: String) -> Bool { yes(.isUpdateContext(type: type, name: name)) }
    func doesColorWork(type: String?, name: String) -> Bool { yes(.doesColorWork(type: type, name: name)) }
    func family(of type: String) -> ClassFamily? {
        guard case .family(let family) = answer(.family(of: type)) else { preconditionFailure() }
        return family
    }
    func declaresEnumCase(_ name: String) -> Bool { yes(.declaresEnumCase(name)) }
    func isActivityIndicatorName(_ name: String) -> Bool { yes(.isActivityIndicatorName(name)) }
    func isAppearancePaletteProtocol(_ name: NameID) -> Bool { yes(.isAppearancePaletteProtocol(name)) }
    func isBlurStyleForwarder(_ forwarder: StyleForwarder) -> Bool { yes(.isBlurStyleForwarder(forwarder)) }
    func isImageColorForwarder(_ forwarder: ImageColorForwarder) -> Bool { yes(.isImageColorForwarder(forwarder)) }
    var hasColorCatalog: Bool { yes(.hasColorCatalog) }
    func hasColorAsset(_ name: String) -> Bool { yes(.hasColorAsset(name)) }
    func nearestAssetName(to name: String) -> String? {
        guard case .name(let near) = answer(.nearestAssetName(to: name)) else { preconditionFailure() }
        return near
    }
    /// Whether the color set `asset`, looked up from the file at `path`, is fixed (nil: no catalog has it).
    func colorAssetIsFixed(_ asset: String, from path: String) -> Bool? {
        guard case .maybeBool(let fixed) = answer(.colorAssetIsFixed(asset: asset, from: path)) else { preconditionFailure() }
        return fixed
    }
    /// Whether the color set `asset`, looked up from `path`, changes visibly in Dark Mode (nil: no catalog has it).
    func colorAssetChangesVisibly(_ asset: String, from path: String) -> Bool? {
        guard case .maybeBool(let visibly) = answer(.colorAssetChangesVisibly(asset: asset, from: path)) else { preconditionFailure() }
        return visibly
    }
}
