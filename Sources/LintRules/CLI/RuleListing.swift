/// `darklint rules`: a table of every rule (as configured here, enabled by default or not, fixable or
/// not), one rule in full (`darklint rules ID`), or either as JSON (`--format json`) for scripts.
enum RuleListing {
    /// The severity a rule runs at under `settings`: its level, `off`, or `opt-in` when not enabled.
    static func state(_ d: RuleDescription, _ settings: Settings) -> String {
        settings.isEnabled(d.id) ? (settings.severities[d.id] ?? d.defaultSeverity).rawValue
            : (d.isOptIn && !settings.disabled.contains(d.id) ? "opt-in" : "off")
    }

    static func render(_ rules: [any Rule], _ settings: Settings = Settings()) -> String {
        let width = max("rule".count, rules.map { $0.description.id.count }.max() ?? 0) + 2
        func row(_ id: String, _ state: String, _ byDefault: String, _ fixable: String, _ summary: String) -> String {
            id.padding(toLength: width, withPad: " ", startingAt: 0) + state.padding(toLength: 9, withPad: " ", startingAt: 0)
                + byDefault.padding(toLength: 9, withPad: " ", startingAt: 0) + fixable.padding(toLength: 9, withPad: " ", startingAt: 0)
                + summary
        }
        // The header names the columns; the first column of every other line is a rule id (scripts cut it).
        var lines = [row("rule", "level", "default", "fixable", "summary")]
        for rule in rules {
            let d = rule.description
            lines.append(row(d.id, state(d, settings), d.isOptIn ? "opt-in" : "on", d.offersFixes ? "yes" : "no", d.summary))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule in full: what it finds, why, its examples, and whether its findings carry a fix.
    static func detail(_ d: RuleDescription, _ settings: Settings = Settings()) -> String {
        var out = "\(d.id): \(d.name)\n\n\(d.summary)\n\n"
        out += "default: \(d.isOptIn ? "opt-in (--enable \(d.id))" : d.defaultSeverity.rawValue)"
        out += ", here: \(state(d, settings)), fixable: \(d.offersFixes ? "yes" : "no")\n\n"
        out += d.rationale + "\n"
        out += "\nTriggers (↓ marks the reported position):\n\n" + indented(d.triggering.prefix(RuleDocumentation.shown).map(\.code))
        if let message = d.triggering.first(where: { !$0.messages.isEmpty })?.messages.first {
            out += "\nMessage: \(message)\n"
        }
        out += "\nDoes not trigger:\n\n" + indented(d.nonTriggering.prefix(RuleDocumentation.shown).map(\.code))
        return out
    }

    private static func indented(_ examples: [String]) -> String {
        examples.map { code in code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") }
            .joined(separator: "\n\n") + "\n"
    }

    /// The rules as a JSON array, keys in a fixed order (scripts depend on them).
    static func json(_ rules: [any Rule], _ settings: Settings = Settings(), full: Bool = false) -> String {
        JSONText.array(rules.map { rule in
            let d = rule.description
            var object = "{\"id\": \(JSONText.string(d.id)), \"name\": \(JSONText.string(d.name)), "
                + "\"summary\": \(JSONText.string(d.summary)), \"defaultSeverity\": \(JSONText.string(d.defaultSeverity.rawValue)), "
                + "\"enabledByDefault\": \(!d.isOptIn), \"state\": \(JSONText.string(state(d, settings))), "
                + "\"fixable\": \(d.offersFixes)"
            if full {
                object += ", \"rationale\": \(JSONText.string(d.rationale))"
                object += ", \"triggering\": [" + d.triggering.map { JSONText.string($0.code) }.joined(separator: ", ") + "]"
                object += ", \"nonTriggering\": [" + d.nonTriggering.map { JSONText.string($0.code) }.joined(separator: ", ") + "]"
            }
            return object + "}"
        })
    }
}

extension RuleDescription {
    /// Whether the rule's findings can carry a machine-applicable fix: its examples show one (the
    /// examples are tested, so this cannot claim a fix the rule does not make).
    var offersFixes: Bool { triggering.contains { $0.fixed != nil } }
}
