/// Every rule darklint has, in the order `darklint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        HardcodedColorRule(),
        NonAdaptiveColorRule(),
        CGColorOutsideUpdateRule(),
        SpriteKitColorOutsideUpdateRule(),
        ImageColorOutsideUpdateRule(),
        DeprecatedMaterialRule(),
        DeprecatedIndicatorStyleRule(),
        AppearanceOptOutRule(),
        AppearanceNameComparisonRule(),
        FixedStatusBarStyleRule(),
        TraitChangeUnguardedRule(),
        TraitChangeDeprecatedRule(),
        SuperfluousDisableRule(),
        ColorsetMissingDarkRule(),
        ColorsetSameDarkRule(),
        ColorsetLowContrastRule(),
        MissingColorAssetRule(),
        UnusedColorAssetRule(),
        ImagesetMissingDarkRule(),
    ]

    public static let ids: [String] = all.map { $0.description.id }
    /// The opt-in rules' ids. A run makes a plan per folder and per test file; reading every rule's
    /// description for each was a few percent of a large run's time, all on one core.
    static let optInIDs: Set<String> = Set(all.filter { $0.description.isOptIn }.map { $0.description.id })

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
