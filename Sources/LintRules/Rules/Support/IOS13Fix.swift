/// Whether a fix may write an iOS 13 API (`.medium`, `.systemMaterial`): not when the run's iOS
/// deployment target is older, where the fixed code would not build. An unknown target is taken as
/// current (what a new project gets), as the rules' messages do, unless the code itself still checks
/// for iOS 13 or older (`if #available(iOS 13.0, *)`, `@available(iOS 12.0, *)`): a project whose
/// target is read from nowhere (a generated project, a bare folder) says so that way.
enum IOS13Fix {
    static func allowed(_ context: LintContext) -> Bool {
        guard let iOS = context.options.deploymentTargets.iOS else { return !context.index.checksPreIOS13Availability }
        return iOS >= OSVersion(13)
    }

    /// For a message advising an iOS 13 API below that target: how to write it so that it builds.
    static func availabilityNote(_ context: LintContext, old: String) -> String? {
        guard let iOS = context.options.deploymentTargets.iOS else {
            guard context.index.checksPreIOS13Availability else { return nil }
            return "the code still checks `#available(iOS 13.0, *)`: if the app supports older iOS, use it inside `if #available(iOS 13.0, *)` with the old \(old) in `else`"
        }
        guard iOS < OSVersion(13) else { return nil }
        return "the iOS \(iOS) target predates it: use it inside `if #available(iOS 13.0, *)` with the old \(old) in `else`"
    }

    /// Whether the file checks for an iOS version of 13 or older (`#available(iOS 13.0, *)`,
    /// `#unavailable(iOS 13)`, `@available(iOS 11.0, *)`): only a target below it needs the check.
    static func checksPreIOS13Availability(in file: AnalyzedFile) -> Bool {
        for i in 0..<max(0, file.count - 3) where file.tokens[i].kind == .pound || file.tokens[i].kind == .attribute {
            guard file.is(i, "#available") || file.is(i, "#unavailable") || file.is(i, "@available"),
                  file.kind(i + 1) == .lParen, file.is(i + 2, "iOS"), file.kind(i + 3) == .number else { continue }
            let version = file.name(i + 3)
            let major = Int(version.prefix { $0 != "." }) ?? Int.max
            if major <= 13 { return true }
        }
        return false
    }
}
