/// `darklint rules [ID ...] [--format json] [--markdown]`.
extension DarklintCommand {
    func rules(_ options: CommandLineOptions, _ resolver: ConfigResolver) -> Int32 {
        var chosen: [any Rule] = []
        for id in options.paths {
            guard let rule = RuleRegistry.rule(id: id) else {
                let near = Suggestion.closest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? " (see 'darklint rules')"
                return usage("unknown rule '\(id)'\(near)")
            }
            chosen.append(rule)
        }
        let settings = resolver.settings(forFolder: currentDirectory)
        if let code = configErrors(resolver) { return code }
        let text: String
        switch options.markdown ? "markdown" : options.format ?? XcodeReporter.id {
        case "markdown": text = RuleDocumentation.markdown(chosen.isEmpty ? RuleRegistry.all : chosen)
        case JSONReporter.id: text = RuleListing.json(chosen.isEmpty ? RuleRegistry.all : chosen, settings, full: !chosen.isEmpty)
        case XcodeReporter.id:
            text = chosen.isEmpty ? RuleListing.render(RuleRegistry.all, settings)
                : chosen.map { RuleListing.detail($0.description, settings) }.joined(separator: "\n")
        default:
            return usage("'darklint rules' prints a table, json or markdown, not '\(options.format!)'")
        }
        writeOutput(text)
        return ExitCode.clean
    }
}
