/// Whether a fix may write an iOS 13 API (`.medium`, `.systemMaterial`): not when the run's iOS
/// deployment target is older, where the fixed code would not build. An unknown target is taken as
/// current (what a new project gets), as the rules' messages do.
enum IOS13Fix {
    static func allowed(_ context: LintContext) -> Bool {
        guard let iOS = context.options.deploymentTargets.iOS else { return true }
        return iOS >= OSVersion(13)
    }

    /// For a message advising an iOS 13 API below that target: how to write it so that it builds.
    static func availabilityNote(_ context: LintContext, old: String) -> String? {
        guard let iOS = context.options.deploymentTargets.iOS, iOS < OSVersion(13) else { return nil }
        return "the iOS \(iOS) target predates it: use it inside `if #available(iOS 13.0, *)` with the old \(old) in `else`"
    }
}
