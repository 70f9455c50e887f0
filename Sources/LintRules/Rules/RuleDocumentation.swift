/// Renders the rules' own descriptions and examples as Markdown: the README's rule reference is this
/// text, and a test keeps the two identical, so the docs cannot drift from what the tests run.
public enum RuleDocumentation {
    /// How many examples of each kind the reference shows.
    static let shown = 3

    public static func markdown(_ rules: [any Rule] = RuleRegistry.all) -> String {
        var out = "| rule | default | finds |\n| --- | --- | --- |\n"
        for rule in rules {
            let d = rule.description
            out += "| [`\(d.id)`](#\(d.id)) | \(d.defaultSeverity.rawValue) | \(d.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        for rule in rules {
            let d = rule.description
            out += "\n### \(d.id)\n\n**\(d.name)** (\(d.defaultSeverity.rawValue)). \(d.rationale)\n\n"
            out += "Triggers (`↓` marks the reported position):\n\n```swift\n"
            out += d.triggering.prefix(shown).map(\.code).joined(separator: "\n\n") + "\n```\n\n"
            if let message = d.triggering.first(where: { !$0.messages.isEmpty })?.messages.first {
                out += "Message: _\(message.replacingOccurrences(of: "_", with: "\\_"))_\n\n"
            }
            out += "Does not trigger:\n\n```swift\n"
            out += d.nonTriggering.prefix(shown).map(\.code).joined(separator: "\n\n") + "\n```\n"
        }
        return out
    }
}

import Foundation
