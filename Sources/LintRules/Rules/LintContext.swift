/// Everything a rule may read besides the file: the run-wide index and the options.
/// Rules ask the index only through `ProjectQuestions` (the real index, or pass 1's `GuessingIndex`).
public struct LintContext: Sendable {
    let index: any ProjectQuestions
    public let options: LintOptions

    public init(index: ProjectIndex, options: LintOptions = LintOptions()) {
        self.index = index
        self.options = options
    }

    init(questions: any ProjectQuestions, options: LintOptions) {
        self.index = questions
        self.options = options
    }
}

/// Options that change what rules consider (the CLI and, later, `.darklint` fill these in).
public struct LintOptions: Sendable {
    /// Extra method names that count as appearance-update contexts (a team's own `applyTheme()`).
    public var updateHooks: Set<String> = []
    /// Extra colour type names (a team's own colour wrappers).
    public var colorTypes: Set<String> = []
    /// Extra argument labels of hex-colour helpers.
    public var hexInitializerLabels: Set<String> = []
    /// The oldest OS versions supported (from `--deployment-target`, or detected).
    public var deploymentTargets = DeploymentTargets()
    /// Also report fixed colours that read in both appearances (mid-tones, brand hues, unknown
    /// roles), as notes: the census of every fixed colour, for a full migration.
    public var pedantic = false
    /// Remote Swift packages the project depends on (`Package.swift`, the `.xcodeproj`): their asset
    /// catalogs are not in the run.
    public var packageDependencies: [String] = []
    /// The run lints whole folders (not single files or stdin): a name it never mentions is
    /// mentioned nowhere, so code declared under it is dead (`DeadCode`).
    public var wholeProject = false
    /// Whether the project has adopted Dark Mode: detected (`auto`) or said (`--adoption`).
    public var adoption: DarkModeAdoption.Stage = .auto

    public init() {}

    /// Adds what a folder's `.darklint` says to the run's options (one index serves every folder):
    /// its hooks, color types and hex labels, and its adoption stage. Adoption is the project's, not
    /// a folder's: a folder's stage applies to the run unless the run's own configuration set one,
    /// and `migrating` (report more) wins over `adopted`.
    mutating func merge(folder: LintOptions, run: LintOptions) {
        updateHooks.formUnion(folder.updateHooks)
        colorTypes.formUnion(folder.colorTypes)
        hexInitializerLabels.formUnion(folder.hexInitializerLabels)
        if run.adoption == .auto, folder.adoption != .auto, adoption != .migrating { adoption = folder.adoption }
    }
}
