/// What a run knows before its index is built, for `GuessingIndex`'s guesses: whether it has color
/// sets, its options, and what the files summarised so far declare (shared by the workers, which
/// add each summary as they make it and take a snapshot per file they lint). The run's rare sets
/// (colour aliases, enum cases, image colour forwarders) are guessed from what is known so far:
/// only files linted before the declaring file was summarised guess wrong.
final class RunHints: @unchecked Sendable {
    /// The run's options, which pass 1 lints under as pass 2 does.
    let options: LintOptions
    let hasColorSets: Bool

    /// The names the run's rare run-wide sets hold, as far as the files summarised so far show:
    /// small sets, asked about per identifier or call, copied for each file linted (a copy shares
    /// their storage until the next file adds to them).
    struct Known: Sendable {
        var colorAliases: Set<String> = []
        var colorAliasIDs: Set<NameID> = []
        var activityIndicatorNames: Set<String> = []
        var forwarders: Set<ImageColorForwarder> = []
        var forwarderCallees: Set<NameID> = []
    }

    private var known = Known()
    /// Larger sets, asked about rarely: looked up under the lock rather than copied per file (a
    /// snapshot held by one worker would make the other copy the whole set to add to it).
    private var enumCases: Set<String> = []
    private var fixedColorNames: Set<NameID> = []
    private var otherColorNames: Set<NameID> = []
    /// Functions that pass a colour parameter on to one not known to be a forwarder (yet), by the
    /// function they pass it to: each becomes a forwarder when that one does.
    private var waitingPasses: [ImageColorForwarder: [ImageColorForwarder]] = [:]
    private let lock = NSLock()

    /// The questions whose answer is the same for every file (bits of `QuestionLog`'s `runWide`),
    /// and the guess every file gets: checked once per run rather than once per file.
    static let runWideQuestions: [ProjectQuestion] = [.hasColorCatalog, .isDarkModeAdopted, .hasMentions]

    func runWideGuess(_ question: ProjectQuestion) -> ProjectAnswer {
        switch question {
        case .hasColorCatalog: return .bool(hasColorSets)
        case .hasMentions: return .bool(options.wholeProject)
        // Most apps have adopted Dark Mode; counting the evidence as files come guessed wrong for
        // every file before the count reached the threshold (a sixth of all misses on 15 apps). In
        // an app that has not, only files with a fixed colour to report ask, and are linted again.
        case .isDarkModeAdopted: return .bool(true)
        // Rare: the few files of such an app with dark ink to report are linted again.
        case .isAlwaysDarkDesign, .isLightDesign: return .bool(false)
        default: preconditionFailure("not a run-wide question: \(question)")
        }
    }

    init(options: LintOptions, hasColorSets: Bool) {
        self.options = options
        self.hasColorSets = hasColorSets
    }

    func declaresEnumCaseSoFar(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return enumCases.contains(name)
    }

    /// A name bound to a fixed colour in a file summarised so far, and to nothing else (the index
    /// also weighs the color sets: an exact answer needs them all).
    func isFixedColorNameSoFar(_ name: NameID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return fixedColorNames.contains(name) && !otherColorNames.contains(name)
    }

    func knownSoFar() -> Known {
        lock.lock()
        defer { lock.unlock() }
        return known
    }

    /// Adds what a summarised file declares (most add nothing, and take no lock).
    func learn(_ summary: FileSummary) {
        let forwarders = summary.imageColorForwarders
        guard !summary.enumCases.isEmpty || !summary.colorAliases.isEmpty || !summary.fixedColorNames.isEmpty
                || !summary.otherColorNames.isEmpty
                || !summary.activityIndicatorNames.isEmpty || !forwarders.drawers.isEmpty || !forwarders.passes.isEmpty
        else { return }
        lock.lock()
        defer { lock.unlock() }
        enumCases.formUnion(summary.enumCases)
        fixedColorNames.formUnion(summary.fixedColorNames)
        otherColorNames.formUnion(summary.otherColorNames)
        // Only when there is something to add: an insert into a set a snapshot shares copies it.
        if !summary.colorAliases.isEmpty {
            known.colorAliases.formUnion(summary.colorAliases)
            known.colorAliasIDs.formUnion(summary.colorAliases.map(NameID.init))
        }
        if !summary.activityIndicatorNames.isEmpty { known.activityIndicatorNames.formUnion(summary.activityIndicatorNames) }
        for pass in forwarders.passes {
            if known.forwarders.contains(pass.to) { addForwarder(pass.from) } else { waitingPasses[pass.to, default: []].append(pass.from) }
        }
        for drawer in forwarders.drawers { addForwarder(drawer) }
    }

    /// `ImageColorForwarder.resolve`'s fixed point, grown file by file (resolving all that is known
    /// again for each file that adds to it grew with the square of the run: a sixth of its time).
    private func addForwarder(_ first: ImageColorForwarder) {
        var pending = [first]
        while let forwarder = pending.popLast() {
            guard known.forwarders.insert(forwarder).inserted else { continue }
            known.forwarderCallees.insert(forwarder.callee)
            pending += waitingPasses.removeValue(forKey: forwarder) ?? []
        }
    }
}

import Foundation
