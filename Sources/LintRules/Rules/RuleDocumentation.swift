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
            let language = fence(d.triggering.first?.fileName ?? "x.swift")
            out += "Triggers (`↓` marks the reported position):\n\n```\(language)\n"
            out += d.triggering.prefix(shown).map(\.code).joined(separator: "\n\n") + "\n```\n\n"
            if let message = d.triggering.first(where: { !$0.messages.isEmpty })?.messages.first {
                out += "Message: _\(message.replacingOccurrences(of: "_", with: "\\_"))_\n\n"
            }
            if let fix = fixLine(d) { out += fix }
            out += "Does not trigger:\n\n```\(fence(d.nonTriggering.first?.fileName ?? "x.swift"))\n"
            out += d.nonTriggering.prefix(shown).map(\.code).joined(separator: "\n\n") + "\n```\n"
        }
        return out
    }

    /// "Fix (unsafe: `--fix --unsafe-fixes`): `a` becomes `b`", from the first one-line example whose
    /// fix changes it (its `fixed` text is what the example tests check); nil for a rule without one.
    static func fixLine(_ d: RuleDescription) -> String? {
        for example in d.triggering where example.fileName.hasSuffix(".swift") {
            let code = example.code.replacingOccurrences(of: "↓", with: "")
            guard let fixed = example.fixed, fixed != code, !code.contains("\n") else { continue }
            let source = SourceFile(path: example.fileName, text: code)
            let found = LintRun(options: example.options).run(sources: [source], plans: [FilePlan(rules: RuleRegistry.all)])
            let fixes = found.diagnostics.filter { $0.ruleID == d.id }.compactMap(\.fix)
            guard !fixes.isEmpty else { continue }
            let safety = fixes.allSatisfy { $0.applicability == .safe } ? "safe: `--fix`" : "unsafe: `--fix --unsafe-fixes`"
            return "Fix (\(safety)): `\(code)` becomes `\(fixed)`\n\n"
        }
        return nil
    }

    /// The code fence's language for an example file.
    static func fence(_ fileName: String) -> String {
        if fileName.hasSuffix(".json") { return "json" }
        if fileName.hasSuffix(".storyboard") || fileName.hasSuffix(".xib") || fileName.hasSuffix(".plist") { return "xml" }
        return "swift"
    }
}

import Foundation
