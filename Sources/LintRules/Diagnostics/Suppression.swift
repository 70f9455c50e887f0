/// Inline suppression comments, SwiftLint's grammar with darklint's prefix:
///
///     // darklint:disable RULES            ... // darklint:enable RULES
///     // darklint:disable:next RULES       (the next line)
///     // darklint:disable:this RULES       (this line)
///     // darklint:disable:previous RULES   (the line before)
///
/// RULES is a comma- or space-separated list of rule ids, or `all`; anything after ` - ` is a reason.
/// Block comments work too. One pass over the comment tokens, not per rule; a disable that hides
/// nothing is reported as `superfluous_disable`, so stale ones are found.
public struct Suppressions {
    struct Command {
        enum Action { case disable, enable }
        enum Scope { case region, next, this, previous }
        var action: Action
        var scope: Scope
        var rules: [String]          // "all" for every rule
        var line: Int
        var range: ByteRange
    }

    /// A disabled span of lines for some rules, and whether it hid anything.
    struct Region {
        var rules: Set<String>       // contains "all" for every rule
        var firstLine: Int
        var lastLine: Int
        var command: Int             // index into `commands`
    }

    private(set) var commands: [Command] = []
    private var regions: [Region] = []
    private var used: Set<Int> = []

    public var isEmpty: Bool { commands.isEmpty }

    /// Parses the suppression comments of a file.
    public init(comments: [Comment], in source: SourceFile) {
        for comment in comments {
            guard let command = Self.parse(comment, in: source) else { continue }
            commands.append(command)
        }
        guard !commands.isEmpty else { return }
        let lastLine = source.lineStarts.count
        var open: [String: (line: Int, command: Int)] = [:]   // rule -> where its disable began
        for (k, command) in commands.enumerated() {
            switch (command.action, command.scope) {
            case (.disable, .region):
                for rule in command.rules where open[rule] == nil { open[rule] = (command.line, k) }
            case (.enable, _):
                for rule in command.rules {
                    let closing = rule == "all" ? Array(open.keys) : [rule]
                    for r in closing {
                        guard let start = open.removeValue(forKey: r) else { continue }
                        regions.append(Region(rules: [r], firstLine: start.line, lastLine: command.line, command: start.command))
                    }
                }
            case (.disable, .next):
                regions.append(Region(rules: Set(command.rules), firstLine: command.line + 1, lastLine: command.line + 1, command: k))
            case (.disable, .this):
                regions.append(Region(rules: Set(command.rules), firstLine: command.line, lastLine: command.line, command: k))
            case (.disable, .previous):
                regions.append(Region(rules: Set(command.rules), firstLine: command.line - 1, lastLine: command.line - 1, command: k))
            }
        }
        for (rule, start) in open {
            regions.append(Region(rules: [rule], firstLine: start.line, lastLine: lastLine, command: start.command))
        }
    }

    /// Whether a finding of `rule` on `line` is suppressed; records that its disable was used.
    public mutating func suppresses(_ rule: String, line: Int) -> Bool {
        var hit = false
        for (k, region) in regions.enumerated()
        where region.firstLine <= line && line <= region.lastLine && (region.rules.contains(rule) || region.rules.contains("all")) {
            hit = true
            used.insert(k)
        }
        return hit
    }

    /// Disables that hid nothing, for the rules that ran (a disable of a rule that did not run
    /// cannot be judged), and disables that name no known rule.
    public func superfluous(ranRules: Set<String>) -> [(range: ByteRange, message: String)] {
        var out: [(ByteRange, String)] = []
        var reported: Set<Int> = []
        for (k, region) in regions.enumerated() where !used.contains(k) {
            let command = commands[region.command]
            guard !reported.contains(region.command), command.action == .disable else { continue }
            let judged = region.rules.contains("all") ? !ranRules.isEmpty : region.rules.isSubset(of: ranRules)
            // A region disable shared by several rules is superfluous only if none of them was used.
            let siblings = regions.indices.filter { regions[$0].command == region.command }
            guard judged, siblings.allSatisfy({ !used.contains($0) }) else { continue }
            reported.insert(region.command)
            let names = command.rules.joined(separator: ", ")
            out.append((command.range, "This `darklint:disable` of \(names) suppresses nothing; remove it"))
        }
        let known = Set(RuleRegistry.ids).union(["all", "superfluous_disable", "io_error"])
        for command in commands {
            for rule in command.rules where !known.contains(rule) {
                out.append((command.range, "`darklint:\(command.action == .disable ? "disable" : "enable")` names no rule `\(rule)` (see `darklint rules`)"))
            }
        }
        return out
    }

    // MARK: Parsing

    static func parse(_ comment: Comment, in source: SourceFile) -> Command? {
        let bytes = source.bytes[Int(comment.range.start)..<Int(comment.range.end)]
        // Cheap filter before making a String: most comments are not commands.
        guard bytes.count > 16, ByteSearch.firstIndex(of: Self.marker, in: source.bytes, from: Int(comment.range.start),
                                                      to: Int(comment.range.end)) != nil else { return nil }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("//") { text.removeFirst(2) } else if text.hasPrefix("/*") {
            text.removeFirst(2)
            if text.hasSuffix("*/") { text.removeLast(2) }
        }
        if text.hasPrefix("/") { text.removeFirst() }   // `///` doc comments; `// // darklint:` is commented out
        text = text.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("darklint:") else { return nil }
        text.removeFirst("darklint:".count)
        if let reason = text.range(of: " - ") { text = String(text[..<reason.lowerBound]) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        guard let head = words.first, words.count >= 2 else { return nil }
        let parts = head.split(separator: ":").map(String.init)
        let action: Command.Action
        switch parts[0] {
        case "disable": action = .disable
        case "enable": action = .enable
        default: return nil
        }
        var scope = Command.Scope.region
        if parts.count > 1 {
            switch parts[1] {
            case "next": scope = .next
            case "this": scope = .this
            case "previous": scope = .previous
            default: return nil
            }
        }
        let line = source.location(of: comment.range.start).line
        return Command(action: action, scope: scope, rules: Array(words.dropFirst()), line: line, range: comment.range)
    }

    static let marker = Array("darklint:".utf8)
}

import Foundation
