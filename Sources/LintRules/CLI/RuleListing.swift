/// `darklint rules`: id, severity as configured here (`off`, or `opt-in` when not enabled), summary.
enum RuleListing {
    static func render(_ rules: [any Rule], _ settings: Settings = Settings()) -> String {
        let width = (rules.map { $0.description.id.count }.max() ?? 0) + 2
        return rules.map { rule in
            let d = rule.description
            let state = settings.isEnabled(d.id) ? (settings.severities[d.id] ?? d.defaultSeverity).rawValue
                : (d.isOptIn && !settings.disabled.contains(d.id) ? "opt-in" : "off")
            return d.id.padding(toLength: width, withPad: " ", startingAt: 0)
                + state.padding(toLength: 9, withPad: " ", startingAt: 0) + d.summary
        }.joined(separator: "\n") + "\n"
    }
}
