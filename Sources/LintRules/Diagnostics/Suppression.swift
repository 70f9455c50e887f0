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

        /// The command as written, for messages: `darklint:disable:this`.
        var spelling: String {
            let scope: String
            switch self.scope {
            case .region: scope = ""
            case .next: scope = ":next"
            case .this: scope = ":this"
            case .previous: scope = ":previous"
            }
            return "darklint:" + (action == .disable ? "disable" : "enable") + scope
        }
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
    /// Per rule id (and `all`): its regions sorted by first line, and the largest last line of each
    /// prefix of them, so a lookup is a binary search, not a walk over every region.
    private var byRule: [String: (regions: [Int], lastLine: [Int])] = [:]
    /// The lines of the findings asked about, per rule: which regions hid something is worked out
    /// from them once, in `superfluous`.
    private var asked: [String: [Int]] = [:]

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
                    let closing = rule == "all" ? open.keys.sorted() : [rule]   // sorted: the same regions in the same order every run
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
        for (rule, start) in open.sorted(by: { $0.value.command < $1.value.command || ($0.value.command == $1.value.command && $0.key < $1.key) }) {
            regions.append(Region(rules: [rule], firstLine: start.line, lastLine: lastLine, command: start.command))
        }
        var grouped: [String: [Int]] = [:]
        for (k, region) in regions.enumerated() {
            for rule in region.rules { grouped[rule, default: []].append(k) }
        }
        for (rule, members) in grouped {
            let sorted = members.sorted { regions[$0].firstLine < regions[$1].firstLine }
            var reach = Int.min
            byRule[rule] = (sorted, sorted.map { reach = max(reach, regions[$0].lastLine); return reach })
        }
    }

    /// Whether a finding of `rule` on `line` is suppressed; records that its disable was used.
    public mutating func suppresses(_ rule: String, line: Int) -> Bool {
        asked[rule, default: []].append(line)
        return covers(rule, line) || covers("all", line)
    }

    private func covers(_ rule: String, _ line: Int) -> Bool {
        guard let group = byRule[rule] else { return false }
        let before = Self.count(group.regions.lazy.map { self.regions[$0].firstLine }, atMost: line)
        return before > 0 && group.lastLine[before - 1] >= line
    }

    /// How many of the ascending `values` are at most `limit` (a binary search).
    private static func count<C: RandomAccessCollection>(_ values: C, atMost limit: Int) -> Int where C.Element == Int, C.Index == Int {
        var lo = values.startIndex, hi = values.endIndex
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] <= limit { lo = mid + 1 } else { hi = mid }
        }
        return lo - values.startIndex
    }

    /// The regions that hid a finding asked about.
    private func usedRegions() -> Set<Int> {
        let lines = asked.mapValues { $0.sorted() }
        let every = asked.values.flatMap { $0 }.sorted()
        func any(_ sorted: [Int], in region: Region) -> Bool {
            let k = Self.count(sorted, atMost: region.firstLine - 1)
            return k < sorted.count && sorted[k] <= region.lastLine
        }
        var used: Set<Int> = []
        for (k, region) in regions.enumerated()
        where region.rules.contains("all") ? any(every, in: region) : region.rules.contains(where: { any(lines[$0] ?? [], in: region) }) {
            used.insert(k)
        }
        return used
    }

    /// Disables that hid nothing, for the rules that ran (a disable of a rule that did not run
    /// cannot be judged), and disables that name no known rule.
    public func superfluous(ranRules: Set<String>) -> [(range: ByteRange, message: String)] {
        var out: [(ByteRange, String)] = []
        var reported: Set<Int> = []
        let used = usedRegions()
        // A region disable shared by several rules is superfluous only if none of them was used.
        let usedCommands = Set(used.map { regions[$0].command })
        for (k, region) in regions.enumerated() where !used.contains(k) && !region.rules.isEmpty {
            let command = commands[region.command]
            guard !reported.contains(region.command), command.action == .disable else { continue }
            let judged = region.rules.contains("all") ? !ranRules.isEmpty : region.rules.isSubset(of: ranRules)
            guard judged, !usedCommands.contains(region.command) else { continue }
            reported.insert(region.command)
            let names = command.rules.joined(separator: ", ")
            out.append((command.range, "This `darklint:disable` of \(names) suppresses nothing; remove it"))
        }
        let known = Set(RuleRegistry.ids).union(["all", "superfluous_disable", "io_error"])
        for command in commands {
            if command.rules.isEmpty {
                out.append((command.range, "`\(command.spelling)` names no rule; list the rules it is for, or `all`"))
            }
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
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0.isNewline }).map(String.init)
        // A command with no rule list is kept (with none) so that it is reported: it hides nothing.
        guard let head = words.first else { return nil }
        let parts = head.split(separator: ":").map(String.init)
        guard let verb = parts.first else { return nil }   // `darklint:: x` has none
        let action: Command.Action
        switch verb {
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
