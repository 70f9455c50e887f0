/// The questions one file's rules asked `GuessingIndex` in pass 1, each with the answer they got.
/// Kept per file until the index is built; then `holds` tells whether the file's findings stand.
///
/// Why replaying suffices: rules are deterministic functions of the file, the options and the
/// answers (`ProjectQuestions` is their only view of the run). If the index gives every logged
/// question the logged answer, linting again would ask the same questions in the same order and
/// find the same findings.
struct QuestionLog: Sendable {
    private let entries: [(question: ProjectQuestion, answer: ProjectAnswer)]
    /// `isKind` questions answered "yes" (a "no" is a denied pair below).
    private let kinds: [KindQuestion]
    /// The names told "no colour alias" (`isColorAliasID`) or "no image colour forwarder"
    /// (`isImageColorForwarderCallee`), and the (type, class) pairs told "not of that kind"
    /// (`isKind`: a file's types against SpriteKit's classes): nearly all of a file's questions,
    /// kept compactly. Replaying looks up the few names and pairs for which the index says "yes".
    private let denied: NameFingerprints
    /// The classes of the denied `isKind` pairs.
    let kindBases: [NameID]
    /// Which of `RunHints.runWideQuestions` the file asked (bit k for question k).
    private let runWide: UInt8

    static let aliasSalt: UInt64 = 1, calleeSalt: UInt64 = 2, kindSalt: UInt64 = 3

    struct KindQuestion: Hashable {
        var type: NameID
        var base: NameID

        var deniedKey: UInt64 { NameFingerprints.key(NameID(raw: type.raw &* 0x9E37_79B9_7F4A_7C15 ^ base.raw), salt: QuestionLog.kindSalt) }
    }

    init(_ answers: [ProjectQuestion: ProjectAnswer], kinds: [KindQuestion: Bool], denied: [UInt64], runWide: UInt8) {
        self.runWide = runWide
        entries = Array(answers.lazy.map { ($0.key, $0.value) })
        self.kinds = kinds.filter(\.value).map(\.key)
        var denied = denied
        var bases: Set<NameID> = []
        for (question, isKind) in kinds where !isKind {
            denied.append(question.deniedKey)
            bases.insert(question.base)
        }
        self.denied = NameFingerprints(denied)
        kindBases = Array(bases)
    }

    var count: Int { entries.count + kinds.count + runWide.nonzeroBitCount }

    /// Whether the index answers every logged question as logged.
    func holds(in replay: Replay) -> Bool {
        runWide & replay.runWideWrong == 0 && deniedNamesHold(in: replay) && kinds.allSatisfy { replay.index.isKind($0.type, of: $0.base) }
            && entries.allSatisfy { replay.index.answer($0.question) == $0.answer }
    }

    /// Whether none of the names told "no" is one of the run's aliases or forwarders, and none of
    /// the pairs told "no" is of that kind (a shared fingerprint fails the file too).
    private func deniedNamesHold(in replay: Replay) -> Bool {
        guard !denied.isEmpty else { return true }
        let index = replay.index
        return !index.colorAliasIDs.contains { denied.mayContain(NameFingerprints.key($0, salt: Self.aliasSalt)) }
            && !index.imageColorForwarderCallees.contains { denied.mayContain(NameFingerprints.key($0, salt: Self.calleeSalt)) }
            && !kindBases.contains { base in
                replay.typesOfKind[base, default: []].contains { denied.mayContain(KindQuestion(type: $0, base: base).deniedKey) }
            }
    }

    /// The real index as replaying asks it: with the run's types of each class some file was told
    /// a type is not of (SpriteKit's few node classes), found once per run.
    struct Replay {
        let index: ProjectIndex
        let typesOfKind: [NameID: [NameID]]
        /// The run-wide questions the index answers otherwise than they were guessed (bit k for question k).
        let runWideWrong: UInt8

        init(index: ProjectIndex, kindBases: Set<NameID>, hints: RunHints) {
            self.index = index
            typesOfKind = Dictionary(uniqueKeysWithValues: kindBases.map { ($0, index.types(ofKind: $0)) })
            var wrong: UInt8 = 0
            for (k, question) in RunHints.runWideQuestions.enumerated() where index.answer(question) != hints.runWideGuess(question) {
                wrong |= 1 << k
            }
            runWideWrong = wrong
        }
    }

    /// The kind of each logged question, for statistics.
    var questionKinds: [String] {
        entries.map { Self.kind(of: $0.question) } + kinds.map { _ in "isKind" }
            + RunHints.runWideQuestions.indices.filter { runWide & 1 << $0 != 0 }.map { Self.kind(of: RunHints.runWideQuestions[$0]) }
    }

    static func kind(of question: ProjectQuestion) -> String {
        String(String(describing: question).prefix { $0 != "(" })
    }

    /// The logged questions `index` answers otherwise (for `DARKLINT_TIMING`'s statistics).
    func misses(in replay: Replay) -> [String] {
        (runWide & replay.runWideWrong == 0 ? [] : ["run-wide"])
            + (deniedNamesHold(in: replay) ? [] : ["denied alias, forwarder or kind"])
            + kinds.filter { !replay.index.isKind($0.type, of: $0.base) }.map { _ in "isKind" }
            + entries.filter { replay.index.answer($0.question) != $0.answer }.map { Self.kind(of: $0.question) }
    }
}
