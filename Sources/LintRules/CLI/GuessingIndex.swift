/// The stand-in for the run-wide index while pass 1 lints a file the index does not cover yet:
/// it answers each question with a guess and logs the question and the answer, so that the
/// findings can be checked once the index is built (`QuestionLog.holds`).
///
/// A wrong guess costs a second read and lint of the file, never a wrong finding. So guesses are
/// the answers most files get: "no" for the run's rare sets (forced types, theme names), "yes"
/// where most names are (mentioned somewhere, an existing color set, an adopted Dark Mode), what
/// the run has learnt from the files summarised so far (`RunHints`), and for type questions the
/// file's own types (its subclasses mostly name a UIKit class; its helpers are mostly called from
/// its own lifecycle methods).
final class GuessingIndex: ProjectQuestions, @unchecked Sendable {
    // One thread lints one file with it, then hands its log on: never shared while in use.
    private let hints: RunHints
    private let options: LintOptions
    private let known: RunHints.Known
    private let summary: FileSummary
    private var inherits: [NameID: [NameID]]?
    private var superclass: [NameID: NameID] = [:]
    private var updateContexts: Set<ProjectIndex.FunctionKey>?
    private var answers: [ProjectQuestion: ProjectAnswer] = [:]
    /// Which of `RunHints.runWideQuestions` were asked (bit k for question k).
    private var runWide: UInt8 = 0
    /// Names guessed to be no colour alias or no forwarder's callee, with repeats (see `QuestionLog`).
    private var denied: [UInt64] = []
    /// `isKind` answers, by type and base.
    private var kinds: [QuestionLog.KindQuestion: Bool] = [:]

    init(hints: RunHints, summary: FileSummary) {
        self.hints = hints
        options = hints.options
        known = hints.knownSoFar()
        self.summary = summary
    }

    func answer(_ question: ProjectQuestion) -> ProjectAnswer {
        if let k = RunHints.runWideQuestions.firstIndex(of: question) {
            runWide |= 1 << k
            return hints.runWideGuess(question)
        }
        if let known = answers[question] { return known }
        let guess = self.guess(question)
        answers[question] = guess
        return guess
    }

    var mayHaveImageColorForwarders: Bool { true }
    var mayHaveAppearancePaletteProtocols: Bool { true }

    func isColorAlias(id: NameID) -> Bool {
        if known.colorAliasIDs.contains(id) { return answer(.isColorAliasID(id)).bool }
        denied.append(NameFingerprints.key(id, salt: QuestionLog.aliasSalt))
        return false
    }

    func isKind(_ type: NameID, of base: NameID) -> Bool {
        let question = QuestionLog.KindQuestion(type: type, base: base)
        if let known = kinds[question] { return known }
        let guess = ownTypes { ProjectIndex.isKind(type, of: base, inherits: $0, superclass: $1) }
        kinds[question] = guess
        return guess
    }

    func isImageColorForwarderCallee(_ name: NameID) -> Bool {
        if known.forwarderCallees.contains(name) { return answer(.isImageColorForwarderCallee(name)).bool }
        denied.append(NameFingerprints.key(name, salt: QuestionLog.calleeSalt))
        return false
    }

    /// The questions asked and the answers given, to replay against the real index.
    var log: QuestionLog { QuestionLog(answers, kinds: kinds, denied: denied, runWide: runWide) }

    private func guess(_ question: ProjectQuestion) -> ProjectAnswer {
        switch question {
        case .hasMentions, .hasColorCatalog, .isDarkModeAdopted, .isAlwaysDarkDesign, .isLightDesign: return hints.runWideGuess(question)
        case .isMentioned, .isMutated: return .bool(true)
        case .hasColorAsset: return .bool(true)
        case .isUpdateContext(let type, let name): return .bool(ownUpdateContexts().contains(.init(type: .optional(type), name: NameID(name))))
        case .family(let type): return .family(ownTypes { ProjectIndex.family(of: NameID(type), inherits: $0, superclass: $1) })
        case .declaresEnumCase(let name): return .bool(hints.declaresEnumCaseSoFar(name))
        case .isFixedColorName(let name): return .bool(hints.isFixedColorNameSoFar(name))
        case .isColorAlias(let name): return .bool(known.colorAliases.contains(name))
        case .isColorAliasID(let id): return .bool(known.colorAliasIDs.contains(id))
        case .isActivityIndicatorName(let name): return .bool(known.activityIndicatorNames.contains(name))
        case .isImageColorForwarderCallee(let name): return .bool(known.forwarderCallees.contains(name))
        case .isImageColorForwarder(let forwarder): return .bool(known.forwarders.contains(forwarder))
        case .colorUses: return .uses([])
        case .nearestAssetName: return .name(nil)
        case .colorAssetIsFixed, .colorAssetChangesVisibly: return .maybeBool(nil)
        case .isForcedContext, .isOnlyCalledInForcedContext, .isInForcedAppearanceTarget, .forcesAppearance,
             .isThemeManagedColorName, .redeclaresSystemColor, .isDynamicColorName, .isPropertySetFromOutside,
             .isFixedSurfaceControl, .drawsOwnDarkText, .doesColorWork, .isAppearancePaletteProtocol,
             .isBlurStyleForwarder, .isInLightOptOutTarget, .hasLightOptOutTarget, .isNonColorProperty,
             .checksPreIOS13Availability:
            return .bool(false)
        }
    }

    /// A type question answered from the types this file declares (most subclasses name a UIKit
    /// class directly), their tables made on the first such question.
    private func ownTypes<T>(_ ask: ([NameID: [NameID]], [NameID: NameID]) -> T) -> T {
        if inherits == nil {
            var table: [NameID: [NameID]] = [:]
            for type in summary.types {   // as `ProjectIndex.Builder` merges them
                table[type.name, default: []].append(contentsOf: type.inherits)
                if type.isClass, let first = type.inherits.first, superclass[type.name] == nil, first != type.name {
                    superclass[type.name] = first
                }
            }
            inherits = table
        }
        return ask(inherits!, superclass)
    }

    /// The update contexts the file's own functions make, solved as if it were the whole run: a
    /// helper is mostly called from a lifecycle method of its own type.
    private func ownUpdateContexts() -> Set<ProjectIndex.FunctionKey> {
        if let updateContexts { return updateContexts }
        let solved = ownTypes { inherits, superclass in
            UpdateContextSolver(inherits: inherits, superclass: superclass, functions: summary.functions,
                                updateHooks: Set(options.updateHooks.map(NameID.init))).solve(actions: summary.traitChangeActions)
        }
        updateContexts = solved
        return solved
    }
}
