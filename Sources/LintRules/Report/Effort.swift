/// What it takes to resolve a finding, for planning a migration: the report sorts every finding into
/// one of these, so a manager sees how much is mechanical and how much needs a designer or a developer.
public enum Effort: String, CaseIterable, Sendable {
    /// The finding has a safe fix: `darklint lint --fix` resolves it with no visible change in Light.
    case automatic
    /// A fixed colour with no safe fix: someone decides its Dark value (a semantic colour or an asset).
    case palette
    /// Code that runs once must move to a method the system calls again on an appearance change.
    case hook
    /// Anything else (a deprecated material, an appearance opt-out, a stale suppression).
    case other

    public var title: String {
        switch self {
        case .automatic: return "fixable automatically"
        case .palette: return "needs a palette decision"
        case .hook: return "needs code moved to a hook"
        case .other: return "needs a closer look"
        }
    }

    public var explanation: String {
        switch self {
        case .automatic: return "a safe fix: `darklint lint --fix` applies it, Light Mode unchanged"
        case .palette: return "a fixed color: choose its Dark value (a semantic color or an asset color; the census proposes one)"
        case .hook: return "colors read once: move the code to a method called again when the appearance changes"
        case .other: return "deprecated styles, appearance opt-outs and the like: decide case by case"
        }
    }

    /// Rules about when code runs rather than what colour it uses.
    static let lifecycleRules: Set<String> = ["cgcolor_outside_update", "trait_change_deprecated", "trait_change_unguarded"]
    /// Rules about a colour's value.
    static let colorRules: Set<String> = ["hardcoded_color", "non_adaptive_color", "colorset_missing_dark", "colorset_same_dark",
                                          "colorset_low_contrast", "missing_color_asset"]

    public static func of(_ d: Diagnostic) -> Effort {
        if d.fix?.applicability == .safe { return .automatic }
        if lifecycleRules.contains(d.ruleID) { return .hook }
        if colorRules.contains(d.ruleID) || d.details?.color != nil { return .palette }
        return .other
    }
}
