/// Which rules run on a file, at which severities: what its configuration says.
public struct FilePlan: Sendable {
    public var rules: [any Rule]
    public var severities: [String: Severity]
    /// The file's own `--deployment-target` (a module's `.darklint`); nil: the run's.
    public var deploymentTargets: DeploymentTargets?

    public init(rules: [any Rule] = RuleRegistry.all, severities: [String: Severity] = [:],
                deploymentTargets: DeploymentTargets? = nil) {
        self.rules = rules
        self.severities = severities
        self.deploymentTargets = deploymentTargets
    }

    /// The plan for a file under `settings`: its rules, minus the color-definition rules in
    /// `--allow-files` (the palette's single source of truth).
    public static func make(_ settings: Settings, absolutePath: String) -> FilePlan {
        var enabled = RuleRegistry.ids.map(settings.isEnabled)   // `settings.rules`, by place in the registry
        if !settings.includeTests, TestCode.isTestPath(absolutePath) { enabled = enabled.map { _ in false } }
        if settings.allowFiles.contains(where: { $0.matches(absolutePath) }) {
            for (k, id) in RuleRegistry.ids.enumerated()
            where id == HardcodedColorRule.description.id || id == NonAdaptiveColorRule.description.id { enabled[k] = false }
        }
        return FilePlan(rules: SharedRuleLists.rules(enabled), severities: settings.severities,
                        deploymentTargets: settings.deploymentTargetGiven ? settings.deploymentTargets : nil)
    }
}

/// A whole lint run over files on disk: read and summarise every file (pass 1), build the run-wide
/// index, then lint every file against it (pass 2). Both passes run on all cores; the output order
/// is deterministic whatever the scheduling.
public struct LintRun {
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var filesLinted: Int
        public var generatedSkipped: Int
        /// Files encrypted with git-crypt and locked here: not read, not errors.
        public var encryptedSkipped = 0
        public var lines: Int
        public var bytes: Int
        /// Findings hidden by the baseline.
        public var baselined = 0
        /// Storyboards and XIBs no Xcode target builds, left unreported (`XcodeProjects`).
        public var unlistedInterfaceFiles = 0
        /// Files of an app parked beside the one built (`ParkedApps`), left unreported, and its folders.
        public var parkedFiles = 0
        public var parkedFolders: [String] = []
        /// The files linted (generated and unreadable files left out), as displayed.
        public var lintedPaths: [String] = []
        /// The run-wide index the files were linted against (`--fix` lints a file again with it).
        public var context: LintContext?
    }

    public let options: LintOptions
    public let includeGenerated: Bool
    public let jobs: Int
    /// Advanced once per file in each pass, for a progress line.
    public let progress: RunProgress?

    public init(options: LintOptions = LintOptions(), includeGenerated: Bool = false, jobs: Int = 0,
                progress: RunProgress? = nil) {
        self.options = options
        self.includeGenerated = includeGenerated
        self.jobs = jobs
        self.progress = progress
    }

    fileprivate enum Loaded: Sendable {
        /// A Swift file: its summary, and its findings linted against guesses (nil: not linted yet).
        case source(PassTwoSource, FileSummary, FilePlan, LintedEarly?)
        /// A storyboard, XIB, color set or Info.plist: linted whole in pass 1, cross-referenced in pass 2.
        case resource(ResourceFile, FileSummary, FilePlan)
        /// Generated code: summarised for the index (its palette and theme names), never linted.
        case generated(FileSummary?)
        /// Encrypted with git-crypt and locked: counted, not read.
        case encrypted
        /// Objective-C: summarised for the index, never linted nor counted as linted.
        case indexOnly(FileSummary)
        case failed(Diagnostic)
    }

    /// A Swift file or an Interface Builder file between the passes. A file from disk is read again
    /// for pass 2 rather than kept: the bytes of every file of a large project were a third of the
    /// run's peak memory, and reading again from the page cache costs a few percent of the time.
    enum PassTwoSource: Sendable {
        case memory(SourceFile)
        case disk(display: String, absolute: String)

        var path: String {
            switch self {
            case .memory(let source): return source.path
            case .disk(let display, _): return display
            }
        }

        /// The file's source for pass 2, or why it can no longer be read (it changed under the run).
        func open() -> Swift.Result<SourceFile, ReadError> {
            switch self {
            case .memory(let source):
                return .success(source)
            case .disk(let display, let absolute):
                switch SourceReader.read(absolute, displayPath: display, includeGenerated: true) {
                case .source(let source), .generated(let source): return .success(source)
                case .encrypted: return .failure(ReadError(diagnostic: LintRun.ioError(path: display, "the file is encrypted (git-crypt) and was not read")))
                case .failed(let reason): return .failure(ReadError(diagnostic: LintRun.ioError(path: display, reason)))
                }
            }
        }
    }

    /// A Swift file's findings from pass 1, linted right after its summary against `GuessingIndex`
    /// (the tokens are at hand then), and the questions whose answers they depend on.
    struct LintedEarly: Sendable {
        var diagnostics: [Diagnostic]
        var log: QuestionLog
        var lines: Int
        var bytes: Int
    }

    struct ReadError: Error {
        var diagnostic: Diagnostic
    }

    /// A resource and what pass 1 found in it.
    struct ResourceFile: Sendable {
        var source: PassTwoSource
        var kind: SourceKind
        var findings: [Finding]
        /// Color sets: the asset name. Interface Builder: the named colors it references.
        var assetName: String?
        var assetReferences: [(name: String, range: ByteRange)]
        /// Interface Builder: who could replace each fixed color (by finding index) and each named color
        /// (by reference index).
        var colorContexts: [Int: InterfaceBuilderLinter.ColorContext] = [:]
        var referenceContexts: [Int: InterfaceBuilderLinter.ColorContext] = [:]
        /// Interface Builder: fixed colours drawn on a fixed surface that is a finding itself (finding
        /// index -> the surface's finding index), listed with it when both stand.
        var surfaceOf: [Int: Int] = [:]
        /// Interface Builder: the value stored for each named color when Xcode last found its set.
        var storedValues: [String: RGBA] = [:]
        /// Interface Builder: the findings that force Dark (listed with `--pedantic` only).
        var pedanticOnly: Set<Int> = []
        var pairedOnOwnFill: Set<Int> = []
        /// Image sets: what the set's Contents.json says.
        var imageSet: ImageSetReader.ImageSet?
        /// Interface Builder: no Xcode project above it lists it (`XcodeProjects`), so no app shows it.
        var isListedByNoProject = false
    }

    /// Pass 1 for one file: read, then summarise (Swift) or lint (resources). With `hints`, a Swift
    /// file is also linted, against guesses.
    private static func load(_ source: SourceFile, absolutePath: String, plan: FilePlan, collectAssetUses: Bool,
                             collectImageUses: Bool = false, allowedAssets: Set<String>, namespaces: NamespaceFolders,
                             projects: XcodeProjects = XcodeProjects(), hints: RunHints? = nil) -> Loaded {
        switch SourceKind.of(path: source.path) ?? .swift {
        case .swift:
            let file = AnalyzedFile.analyze(source)
            let summary = FileSummary.of(file, collectAssetUses: collectAssetUses, collectImageUses: collectImageUses)
            return .source(.memory(source), summary, plan, hints.map { hints in
                hints.learn(summary)
                return lintEarly(file, summary: summary, plan: plan, hints: hints)
            })
        case .interfaceBuilder:
            let result = InterfaceBuilderLinter.lint(source)
            var summary = FileSummary()
            summary.assetReferences = result.assetReferences.map(\.name)
            summary.imageUses = result.imageReferences.map {
                ImageAssetReferences.Use(key: $0.name, line: Int32(source.location(of: $0.range.start).line), templated: $0.templated)
            }
            summary.path = source.path
            summary.surfaces = result.surfaces
            summary.constructions = result.placements
            summary.colorUses = result.namedColorKeys.compactMap { use in
                let role = ColorRole.of(name: use.key)
                guard role != .unknown, role != .shadow else { return nil }
                return ColorUse(name: NameID(use.name), role: role, line: Int32(source.location(of: use.range.start).line))
            }
            var resource = ResourceFile(source: .memory(source), kind: .interfaceBuilder, findings: result.findings,
                                        assetName: nil, assetReferences: result.assetReferences)
            resource.colorContexts = result.colorContexts
            resource.referenceContexts = result.referenceContexts
            resource.surfaceOf = result.surfaceOf
            resource.storedValues = result.storedValues
            resource.pedanticOnly = result.pedanticOnly
            resource.pairedOnOwnFill = result.pairedOnOwnFill
            resource.isListedByNoProject = projects.isListedByNone(absolutePath)
            return .resource(resource, summary, plan)
        case .colorSet:
            var lintable = source
            if absolutePath != source.path {
                lintable = SourceFile(path: absolutePath, bytes: source.bytes)   // namespaces are read from disk
            }
            let (findings, name, changesVisibly) = ColorSetLinter.lint(lintable, allowedAssets: allowedAssets, namespaces: namespaces)
            var summary = FileSummary()
            if let name {
                summary.colorAssetNames = [name]
                let fixed = findings.contains { $0.ruleID == ColorsetMissingDarkRule.description.id || $0.ruleID == ColorsetSameDarkRule.description.id }
                summary.colorAssetFixed = fixed
                summary.colorAssetChangesVisibly = changesVisibly ?? true   // unknown: as if it did
                summary.path = source.path
            }
            return .resource(ResourceFile(source: .memory(source), kind: .colorSet, findings: findings, assetName: name,
                                          assetReferences: []), summary, plan)
        case .imageSet:
            var readable = source
            if absolutePath != source.path { readable = SourceFile(path: absolutePath, bytes: source.bytes) }   // namespaces are read from disk
            var summary = FileSummary()
            summary.path = source.path
            var findings: [Finding] = []
            do {
                summary.imageSet = try ImageSetReader.read(readable, namespaces: namespaces)
            } catch ImageSetReader.ParseError.invalid(let reason) {
                findings.append(Finding(ruleID: "io_error", severity: .error, range: ByteRange(0, 0), message: "cannot read this image set: \(reason)"))
            } catch {}
            var resource = ResourceFile(source: .memory(source), kind: .imageSet, findings: findings, assetName: summary.imageSet?.name,
                                        assetReferences: [])
            resource.imageSet = summary.imageSet
            return .resource(resource, summary, plan)
        case .objectiveC:
            return .indexOnly(ObjectiveCSummary.of(AnalyzedFile.analyze(source)))
        case .infoPlist:
            let (findings, forced, classNames, configuresApp) = InfoPlistLinter.lint(source)
            var summary = FileSummary()
            summary.mentions = classNames.map(NameID.init)
            if configuresApp, !TestCode.isTestPath(source.path) { summary.appPlistAppearance = forced ?? "" }
            // An always-dark target (a tvOS media app) has no Light Mode to break in. A `Light` opt-out is
            // different: it is an app before its migration, whose colours are exactly what to report.
            switch forced {
            case "Dark": summary.forcedAppearanceFolders = InfoPlistLinter.targetFolders(ofPlist: source.path, absolute: absolutePath)
            case "Light": summary.lightOptOutFolders = InfoPlistLinter.targetFolders(ofPlist: source.path, absolute: absolutePath)
            default: break
            }
            return .resource(ResourceFile(source: .memory(source), kind: .infoPlist, findings: findings,
                                          assetName: nil, assetReferences: []), summary, plan)
        case .xcodeProject:
            var summary = FileSummary()
            summary.generatesAppPlist = BuildSettingsAppearance.generatesAppPlist(source)
            var findings: [Finding] = []
            for forced in BuildSettingsAppearance.read(source, absolute: absolutePath) {
                switch forced.appearance {
                case "Dark": summary.forcedAppearanceFolders += forced.folders
                default:
                    summary.lightOptOutFolders += forced.folders
                    findings.append(Finding(ruleID: AppearanceOptOutRule.description.id, severity: .note, range: forced.range,
                        message: "`\(forced.key)` keeps the target `\(forced.target)` in Light Mode (Xcode writes it into the generated Info.plist), opting it out of Dark Mode; " + AppearanceOptOutRule.liftingAppWideOptOut("remove the build setting (or set it to `Automatic`)")))
                }
            }
            for forced in TargetInfoPlists.read(source, absolute: absolutePath) {
                if forced.appearance == "Dark" { summary.forcedAppearanceFiles += forced.files } else { summary.lightOptOutFiles += forced.files }
            }
            // A project is megabytes: kept for pass 2 only when it has something to report.
            if findings.isEmpty { return .indexOnly(summary) }
            return .resource(ResourceFile(source: .memory(source), kind: .xcodeProject, findings: findings,
                                          assetName: nil, assetReferences: []), summary, plan)
        }
    }

    /// Pass 1 for one file in memory: its summary for the run-wide index (the language server keeps
    /// one per file and rebuilds the index from them when a file changes).
    static func summary(of source: SourceFile, absolutePath: String, plan: FilePlan, collectAssetUses: Bool,
                        allowedAssets: Set<String>) -> FileSummary? {
        switch load(source, absolutePath: absolutePath, plan: plan, collectAssetUses: collectAssetUses,
                    allowedAssets: allowedAssets, namespaces: NamespaceFolders()) {
        case .source(_, let summary, _, _), .resource(_, let summary, _), .indexOnly(let summary): return summary
        case .generated, .encrypted, .failed: return nil
        }
    }

    /// Lints files on disk; `plans[i]` is the plan of `files[i]`.
    public func run(files: [FileWalker.File], plans: [FilePlan], allowedAssets: Set<String> = []) -> Result {
        PhaseTimer.mark("walk")
        let includeGenerated = self.includeGenerated
        let parkedFolders = options.pedantic ? [] : ParkedApps.folders(of: files)
        let parkedFiles = parkedFolders.isEmpty ? 0 : files.count { file in
            let kind = SourceKind.of(path: file.display)
            return kind != .xcodeProject && kind != .objectiveC && parkedFolders.contains { file.display.hasPrefix($0) }   // read, never linted
        }
        let hasInterfaceFiles = files.contains { SourceKind.of(path: $0.display) == .interfaceBuilder }
        // Objective-C only tells which Interface Builder colours its code replaces: not read without them.
        let items = Array(zip(files, plans)).filter { hasInterfaceFiles || SourceKind.of(path: $0.0.display) != .objectiveC }
        let collectAssetUses = files.contains { $0.display.hasSuffix(".colorset/Contents.json") }
        let collectImageUses = files.contains { $0.display.hasSuffix(".imageset/Contents.json") }
        let namespaces = NamespaceFolders()
        let projects = XcodeProjects(runFolders: hasInterfaceFiles ? XcodeProjects.projectFolders(of: files) : [])
        let progress = self.progress
        progress?.begin("reading", total: items.count)
        let hints = RunHints(options: options, hasColorSets: collectAssetUses)
        var pass = PassOne(options: options, hints: hints)
        // Kept until the index is built, with each file's pass-1 findings and log: grown by doubling, a
        // third of it would be spare.
        pass.files.reserveCapacity(items.count { $0.0.display.hasSuffix(".swift") })
        ParallelMap.forEachInOrder(items, jobs: jobs, { item -> Loaded in
            defer { progress?.advance() }
            let (file, plan) = item
            let path = file.display
            let isObjectiveC = SourceKind.of(path: path) == .objectiveC
            switch SourceReader.read(file.absolute, displayPath: path, includeGenerated: includeGenerated || isObjectiveC) {
            case .source(let source):
                // Tokens are not kept between the passes: a million-line run would hold hundreds of
                // megabytes of them. Lexing again is cheaper than that memory.
                let loaded = Self.load(source, absolutePath: file.absolute, plan: plan, collectAssetUses: collectAssetUses,
                                       collectImageUses: collectImageUses, allowedAssets: allowedAssets, namespaces: namespaces,
                                       projects: projects, hints: hints)
                if case .source(_, let summary, let plan, let early) = loaded {
                    return .source(.disk(display: path, absolute: file.absolute), summary, plan, early)
                }
                // Storyboards and XIBs too (megabytes in a large app); color sets and plists are small.
                if case .resource(var resource, let summary, let plan) = loaded, resource.kind == .interfaceBuilder {
                    resource.source = .disk(display: path, absolute: file.absolute)
                    return .resource(resource, summary, plan)
                }
                hints.learn(from: loaded)
                return loaded
            case .generated(let source):
                let isSwift = (SourceKind.of(path: source.path) ?? .swift) == .swift
                let summary = isSwift ? FileSummary.of(AnalyzedFile.analyze(source), collectAssetUses: collectAssetUses) : nil
                if let summary { hints.learn(summary) }
                return .generated(summary)
            case .encrypted:
                return .encrypted
            case .failed(let reason):
                // A file darklint does not lint is no error of the run.
                return isObjectiveC ? .indexOnly(FileSummary()) : .failed(Self.ioError(path: path, reason))
            }
        }, consume: { pass.take($0) })
        PhaseTimer.mark("read+summarise")
        var result = lint(&pass)
        if !parkedFolders.isEmpty {
            result.diagnostics.removeAll { d in d.ruleID != "io_error" && parkedFolders.contains { d.path.hasPrefix($0) } }
            (result.parkedFiles, result.parkedFolders) = (parkedFiles, parkedFolders)
        }
        return result
    }

    /// Lints sources already in memory (standard input, tests) as one run.
    public func run(sources: [SourceFile], plans: [FilePlan], allowedAssets: Set<String> = []) -> Result {
        let collectAssetUses = sources.contains { $0.path.hasSuffix(".colorset/Contents.json") }
        let collectImageUses = sources.contains { $0.path.hasSuffix(".imageset/Contents.json") }
        let namespaces = NamespaceFolders()
        let hints = RunHints(options: options, hasColorSets: collectAssetUses)
        var pass = PassOne(options: options, hints: hints)
        ParallelMap.forEachInOrder(Array(zip(sources, plans)), jobs: jobs, { item -> Loaded in
            let loaded = Self.load(item.0, absolutePath: item.0.path, plan: item.1, collectAssetUses: collectAssetUses,
                                   collectImageUses: collectImageUses, allowedAssets: allowedAssets, namespaces: namespaces,
                                   hints: hints)
            hints.learn(from: loaded)
            return loaded
        }, consume: { pass.take($0) })
        return lint(&pass)
    }

    /// What pass 1 leaves for pass 2, gathered file by file in the run's order: the files to lint,
    /// the resources with their findings, and every summary merged into the index's builder (the
    /// summaries themselves are not kept).
    private struct PassOne {
        var files: [(PassTwoSource, FilePlan, LintedEarly?)] = []
        /// The classes pass 1's logs were told some type is not of (see `QuestionLog.Replay`).
        var kindBases: Set<NameID> = []
        var resources: [(ResourceFile, FilePlan)] = []
        var diagnostics: [Diagnostic] = []
        var generated = 0
        var encrypted = 0
        var index: ProjectIndex.Builder
        /// What pass 1 guessed from (`GuessingIndex`), to check the run-wide guesses once.
        let hints: RunHints

        init(options: LintOptions, hints: RunHints) {
            index = ProjectIndex.Builder(options: options)
            self.hints = hints
        }

        mutating func take(_ item: Loaded) {
            switch item {
            case .source(let s, let summary, let plan, let early):
                files.append((s, plan, early))
                if let early { kindBases.formUnion(early.log.kindBases) }
                index.add(summary)
            case .resource(let r, let summary, let plan):
                resources.append((r, plan))
                index.add(summary)
            case .generated(let summary):
                generated += 1
                if let summary { index.add(summary) }
            case .indexOnly(let summary):
                index.add(summary)
            case .encrypted:
                encrypted += 1
            case .failed(let d): diagnostics.append(d)
            }
        }

        /// The run-wide index; the builder's merged summaries are released once it is built.
        mutating func buildIndex() -> ProjectIndex {
            var built = ProjectIndex.Builder(options: index.options)
            swap(&built, &index)
            return ProjectIndex(built)
        }
    }

    private func lint(_ pass: inout PassOne) -> Result {
        let files = pass.files, resources = pass.resources, generated = pass.generated
        var diagnostics = pass.diagnostics
        FreedMemory.release()
        let index = pass.buildIndex()
        let context = LintContext(index: index, options: options)
        let replay = QuestionLog.Replay(index: index, kindBases: pass.kindBases, hints: pass.hints)
        PhaseTimer.mark("index")
        let progress = self.progress
        progress?.begin("linting", total: files.count)
        let perFile = ParallelMap.map(files, jobs: jobs) { item -> (found: [Diagnostic], lines: Int, bytes: Int) in
            defer { progress?.advance() }
            // Findings linted against guesses stand when the index gives every answer they used.
            if let early = item.2, early.log.holds(in: replay) { return (early.diagnostics, early.lines, early.bytes) }
            switch item.0.open() {
            case .success(let source):
                return (Self.diagnostics(in: source, plan: item.1, context: context), source.lineCount, source.bytes.count)
            case .failure(let error):
                return ([error.diagnostic], 0, 0)
            }
        }
        if Self.reportsGuesses { Self.reportGuesses(files.compactMap(\.2), replay) }
        var lines = 0, bytes = 0
        for file in perFile {
            diagnostics += file.found
            lines += file.lines
            bytes += file.bytes
        }
        var unlisted = 0
        for (resource, plan) in resources {
            // A storyboard or XIB no project builds: nobody sees it (`--pedantic` lints it anyway).
            if resource.isListedByNoProject, !options.pedantic {
                unlisted += 1
                let ioErrors = resource.findings.filter { $0.ruleID == "io_error" }
                if !ioErrors.isEmpty {
                    switch resource.source.open() {
                    case .success(let source): diagnostics += Linter.diagnostics(ioErrors, in: source)
                    case .failure(let error): diagnostics.append(error.diagnostic)
                    }
                }
                continue
            }
            diagnostics += Self.resourceDiagnostics(resource, plan, context, index)
        }
        PhaseTimer.mark("lint")
        diagnostics.sort(by: Diagnostic.ordered)
        PhaseTimer.mark("sort")
        var result = Result(diagnostics: diagnostics, filesLinted: files.count + resources.count, generatedSkipped: generated,
                            lines: lines, bytes: bytes)
        result.context = context
        result.encryptedSkipped = pass.encrypted
        result.unlistedInterfaceFiles = unlisted
        result.lintedPaths = (files.map { $0.0.path } + resources.map { $0.0.source.path }).sorted { PathKey($0) < PathKey($1) }
        return result
    }

    /// Pass 1's lint of a Swift file, against guesses (see `GuessingIndex`).
    private static func lintEarly(_ file: AnalyzedFile, summary: FileSummary, plan: FilePlan, hints: RunHints) -> LintedEarly {
        file.forgetScopeAnswers()
        let guesses = GuessingIndex(hints: hints, summary: summary)
        let found = diagnostics(in: file, plan: plan, context: LintContext(questions: guesses, options: hints.options))
        return LintedEarly(diagnostics: found, log: guesses.log, lines: file.source.lineCount, bytes: file.source.bytes.count)
    }

    static let reportsGuesses = ProcessInfo.processInfo.environment["DARKLINT_GUESSES"] != nil

    /// `DARKLINT_GUESSES=1`: how many files were linted again, and which questions were guessed wrong
    /// (replays every log a second time: not for timing).
    private static func reportGuesses(_ early: [LintedEarly], _ replay: QuestionLog.Replay) {
        var relinted = 0, questions = 0
        var misses: [String: Int] = [:], asked: [String: Int] = [:]
        for file in early {
            questions += file.log.count
            for kind in file.log.questionKinds { asked[kind, default: 0] += 1 }
            let missed = file.log.misses(in: replay)
            if !missed.isEmpty { relinted += 1 }
            for kind in missed { misses[kind, default: 0] += 1 }
        }
        let kinds = misses.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let logged = asked.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        _ = StandardStreams.write("darklint guesses: linted again: \(relinted) of \(early.count) files (\(questions) questions logged); "
                                  + "wrong guesses: \(kinds)\ndarklint guesses: questions logged: \(logged)\n", to: STDERR_FILENO)
    }

    /// Pass 2 for one Swift file: its findings against the run-wide `context`, under its plan.
    public static func diagnostics(in source: SourceFile, plan: FilePlan, context: LintContext) -> [Diagnostic] {
        diagnostics(in: AnalyzedFile.analyze(source), plan: plan, context: context)
    }

    static func diagnostics(in file: AnalyzedFile, plan: FilePlan, context: LintContext) -> [Diagnostic] {
        let source = file.source
        var fileContext = context
        if let targets = plan.deploymentTargets {
            var options = context.options
            options.deploymentTargets = targets
            fileContext = LintContext(questions: context.index, options: options)
        }
        var found = Linter.diagnostics(Linter(rules: plan.rules).findings(in: file, context: fileContext), in: source)
        if !plan.severities.isEmpty {
            for k in found.indices { found[k].severity = plan.severities[found[k].ruleID] ?? found[k].severity }
        }
        return found
    }

    /// Why a named colour is never looked up where anyone sees it (`ColorContext.replacement(in:)`).
    private static let hidesMissingColor: Set<String> = ["placeholder", "no effect", "unloaded", "unreachable", "never shown"]

    /// A resource's findings from pass 1 plus its cross-references against the index, filtered and
    /// placed like a Swift file's.
    private static func resourceDiagnostics(_ resource: ResourceFile, _ plan: FilePlan, _ context: LintContext,
                                            _ index: ProjectIndex) -> [Diagnostic] {
        let source: SourceFile
        switch resource.source.open() {
        case .success(let opened): source = opened
        case .failure(let error): return [error.diagnostic]
        }
        // Interface Builder colors that code replaces (placeholders), or in a scene or target that
        // forces one appearance, are not findings.
        let forcedTarget = context.showsOneAppearance(source.path)
        // A XIB named for a class no one else mentions (`MXKContactCell.xib`, a vendored kit's cell
        // the app never registers) is never loaded: loaders find a nib by its class's name.
        let unloadedNib = resource.kind == .interfaceBuilder && source.path.hasSuffix(".xib")
            && index.isNeverMade(FileStem.of(source.path))
        var standing: [Finding?] = resource.findings.enumerated().map { k, f -> Finding? in
            if resource.pedanticOnly.contains(k), !context.options.pedantic { return nil }
            if resource.pairedOnOwnFill.contains(k) { return nil }
            if f.ruleID == HardcodedColorRule.description.id || f.ruleID == NonAdaptiveColorRule.description.id
                || f.ruleID == DeprecatedIndicatorStyleRule.description.id || f.ruleID == CGColorOutsideUpdateRule.description.id {
                return forcedTarget || unloadedNib || resource.colorContexts[k]?.replacement(in: index) != nil ? nil : f
            }
            if f.ruleID == ColorsetMissingDarkRule.description.id || f.ruleID == ColorsetSameDarkRule.description.id,
               let name = resource.assetName {
                // A set in a target kept in one appearance never meets the other.
                return forcedTarget ? nil : ColorSetRisk.judge(f, asset: name, context: context, index: index)
            }
            return f
        }
        SurfaceListing.list(resource.surfaceOf, contexts: resource.colorContexts, in: &standing, source: source)
        var findings = standing.compactMap { $0 }
        if index.hasColorCatalog {
            for (k, reference) in resource.assetReferences.enumerated() where !index.colorAssets.contains(reference.name) {
                // A placeholder that code replaces, a property with no effect (a section index no
                // table shows), or a view nothing loads or shows is never looked up by anyone who would
                // see it. A dangling name in a view that is covered or draws no background is still a
                // broken reference.
                if let reason = resource.referenceContexts[k]?.replacement(in: index), Self.hidesMissingColor.contains(reason) { continue }
                // UIKit draws the value the document stored when the set is missing (radar 45984597:
                // "the fallback value will end up being used"). In a target shown in one appearance that
                // is the colour its designer saw: a stale reference, no Dark Mode problem (green_ios,
                // forced Dark, names 17 sets it deleted; blind set fresh35). A `--pedantic` note.
                let storedShown = forcedTarget && resource.storedValues[reference.name] != nil
                if storedShown, !context.options.pedantic { continue }
                findings.append(Finding(ruleID: MissingColorAssetRule.description.id,
                                        severity: storedShown || MissingColorAssetRule.mayComeFromPackage(reference.name, context) ? .note : .warning, range: reference.range,
                                        message: MissingColorAssetRule.message(reference.name, nil, context,
                                                                                       storedValue: resource.storedValues[reference.name])))
            }
        }
        if let set = resource.imageSet, let finding = ImagesetMissingDarkRule.finding(for: set, in: source, index) {
            findings.append(finding)
        }
        if resource.kind == .colorSet, let name = resource.assetName, !UnusedColorAssetRule.isUsed(name, index) {
            findings.append(Finding(ruleID: UnusedColorAssetRule.description.id, severity: .note, range: ByteRange(0, 0),
                message: "No source, Interface Builder file or generated accessor uses the color set `\(name)`; remove it if it is no longer needed"))
        }
        let enabled = Set(plan.rules.map { $0.description.id })
        findings = findings.filter { $0.ruleID == "io_error" || enabled.contains($0.ruleID) }
        var placed = Linter.diagnostics(findings, in: source)
        for k in placed.indices { placed[k].severity = plan.severities[placed[k].ruleID] ?? placed[k].severity }
        return placed
    }

    static func ioError(path: String, _ reason: String) -> Diagnostic {
        Diagnostic(path: path, line: 1, column: 1, ruleID: "io_error", severity: .error, message: reason)
    }
}

extension RunHints {
    /// Learns from a resource's or an Objective-C file's summary (a Swift file's is learnt before it is linted).
    fileprivate func learn(from loaded: LintRun.Loaded) {
        switch loaded {
        case .resource(_, let summary, _), .indexOnly(let summary): learn(summary)
        case .source, .generated, .encrypted, .failed: break
        }
    }
}

extension SourceFile {
    /// Number of lines (a final line without a line break counts).
    public var lineCount: Int {
        guard !bytes.isEmpty else { return 0 }
        var n = 0
        // memchr, not a loop over every byte: this runs over every file of the run.
        bytes.withUnsafeBufferPointer { buf in
            guard var p = UnsafeRawPointer(buf.baseAddress) else { return }
            let end = p + buf.count
            while p < end, let hit = memchr(p, 0x0A, end - p) {
                n += 1
                p = UnsafeRawPointer(hit) + 1
            }
        }
        return bytes.last == 0x0A ? n : n + 1
    }
}

/// `DARKLINT_TIMING=1` prints how long each phase took to standard error (for the benchmark).
enum PhaseTimer {
    nonisolated(unsafe) static var last = DispatchTime.now().uptimeNanoseconds
    static let enabled = ProcessInfo.processInfo.environment["DARKLINT_TIMING"] != nil

    static func start() { last = DispatchTime.now().uptimeNanoseconds }

    static func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let elapsed = now >= last ? now - last : 0
        _ = StandardStreams.write("darklint timing: \(phase) \(elapsed / 1_000_000) ms (peak RSS so far \(peakMegabytes()) MB)\n",
                                  to: STDERR_FILENO)
        last = now
    }

    private static func peakMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss / 1024   // kilobytes
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss >> 20    // bytes
        #endif
    }
}

import Foundation
