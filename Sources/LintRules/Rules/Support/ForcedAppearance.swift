/// Screens that force one appearance (`overrideUserInterfaceStyle = .dark` in a view controller, a
/// SwiftUI view with `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)`, an AppKit
/// view with a fixed `appearance`): their colours are chosen for that appearance and never meet the
/// other one, so a fixed colour there is no Dark Mode problem.
///
/// Forcing Dark always counts (an always-dark player or viewer). Forcing Light counts only as a
/// documented decision (`DocumentedDecision`: a comment that explains it, or disables
/// `appearance_opt_out` there): an undocumented Light opt-out is how an app looks before its
/// migration, and its colours are exactly what the migration has to fix.
enum ForcedAppearance {
    /// Whether a type enclosing token `i` forces an appearance anywhere in its body.
    static func isForced(_ i: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: i) where file.scopes[s].kind == .type {
            let scope = file.scopes[s]
            if file.memo("forces an appearance", scope: s, { forces(from: Int(scope.open), to: Int(scope.close), in: file) }) { return true }
        }
        return false
    }

    /// Names of the types in `file` that force an appearance (for Interface Builder scenes owned by them).
    static func forcingTypes(in file: AnalyzedFile) -> [String] {
        var types: [String] = []
        for j in 0..<file.count where file.tokens[j].kind == .identifier && file.isAny(j, forcingNames) && isForcing(j, in: file)
            && (forcesDark(j, in: file) || isDocumentedDecision(j, in: file)) {
            if let t = file.enclosingType(of: j) { types.append(file.scopes[t].name) }
        }
        return types
    }

    private static let forcingNames = NameTable(["overrideUserInterfaceStyle", "preferredColorScheme", "colorScheme", "appearance"])

    private static func forces(from open: Int, to close: Int, in file: AnalyzedFile) -> Bool {
        var j = max(open, 0)
        let end = min(close, file.count - 1)
        while j < end {
            if file.tokens[j].kind == .identifier, file.isAny(j, forcingNames), isForcing(j, in: file),
               forcesDark(j, in: file) || isDocumentedDecision(j, in: file) { return true }
            j += 1
        }
        return false
    }

    /// The forced value at `j` is a dark one (`.dark`, `.darkAqua`, `.vibrantDark`).
    private static func forcesDark(_ j: Int, in file: AnalyzedFile) -> Bool {
        guard j + 1 < file.count else { return false }
        return (j + 1...min(j + 7, file.count - 1)).contains { k in
            file.tokens[k].kind == .identifier && file.kind(k - 1) == .dot && (file.is(k, "dark") || file.is(k, "darkAqua") || file.is(k, "vibrantDark"))
        }
    }

    /// A comment on the forcing line (or above) that explains it, or disables `appearance_opt_out` there.
    private static func isDocumentedDecision(_ j: Int, in file: AnalyzedFile) -> Bool {
        DocumentedDecision.isDocumented(j, in: file)
    }

    /// `overrideUserInterfaceStyle = .dark`, `.preferredColorScheme(.dark)`, `.colorScheme(.light)`,
    /// `.environment(\.colorScheme, .dark)`, `appearance = NSAppearance(named: .darkAqua)`.
    private static func isForcing(_ j: Int, in file: AnalyzedFile) -> Bool {
        func fixedStyle(_ k: Int) -> Bool {
            file.kind(k) == .dot && (file.is(k + 1, "dark") || file.is(k + 1, "light") || file.is(k + 1, "darkAqua")
                || file.is(k + 1, "aqua") || file.is(k + 1, "vibrantDark"))
        }
        if file.isOp(j + 1, "=") {
            if fixedStyle(j + 2) { return true }
            // `appearance = NSAppearance(named: .darkAqua)`
            if file.is(j, "appearance"), file.is(j + 2, "NSAppearance"), file.kind(j + 3) == .lParen {
                return fixedStyle(j + 6) || fixedStyle(j + 5)
            }
            return false
        }
        if file.kind(j + 1) == .lParen, fixedStyle(j + 2) { return true }
        // `.environment(\.colorScheme, .dark)`
        if file.is(j, "colorScheme"), file.kind(j + 1) == .comma, fixedStyle(j + 2) { return true }
        return false
    }
}

/// Platforms and targets that are always dark: watchOS (its interface is dark, and it has no
/// light appearance), files that import WatchKit or ClockKit, code under `#if os(watchOS)`, and code
/// under `#if os(tvOS)` when the run's tvOS target forces Dark in its `Info.plist`.
enum PlatformContext {
    static func isAlwaysDark(_ i: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        if file.imports.contains("WatchKit") || file.imports.contains("ClockKit") || isWatchPath(file.source.path) { return true }
        guard let condition = enclosingIfCondition(of: i, in: file) else { return false }
        if condition.contains("os(watchOS)") { return true }
        return condition.contains("os(tvOS)") && context.index.forcesAppearance(inTargetNamed: "tvos")
    }

    /// The text of the innermost `#if` whose first branch holds token `i` (nil when none, or when
    /// `i` is in an `#else`/`#elseif` branch). The file's `#if` blocks are found once.
    static func enclosingIfCondition(of i: Int, in file: AnalyzedFile) -> String? {
        if file.facts.ifRegions == nil { file.facts.ifRegions = ifRegions(in: file) }
        var best: (first: Int, last: Int, condition: String)?
        for region in file.facts.ifRegions ?? [] where region.first < i && i < region.last {
            if best.map({ region.first > $0.first }) ?? true { best = region }
        }
        return best?.condition
    }

    /// Every `#if`'s first branch: from the `#if` to its `#else`/`#elseif`/`#endif`.
    private static func ifRegions(in file: AnalyzedFile) -> [(first: Int, last: Int, condition: String)] {
        var regions: [(first: Int, last: Int, condition: String)] = []
        var open: [(token: Int, condition: String, closed: Bool)] = []
        for j in 0..<file.count where file.tokens[j].kind == .directive {
            if file.is(j, "#if") {
                var k = j + 1
                var text = ""
                while k < file.count, !file.tokens[k].atLineStart { text += file.name(k); k += 1 }
                open.append((j, text, false))
            } else if file.is(j, "#endif") {
                guard let top = open.popLast() else { continue }
                if !top.closed { regions.append((top.token, j, top.condition)) }
            } else if var top = open.popLast() {   // `#else` / `#elseif`: the first branch ends here
                if !top.closed { regions.append((top.token, j, top.condition)) }
                top.closed = true
                open.append(top)
            }
        }
        for top in open where !top.closed { regions.append((top.token, file.count, top.condition)) }
        return regions
    }

    /// A folder named for a watch target: `MyApp Watch Extension`, `WatchApp`, `Watch`.
    static func isWatchPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            let lower = folder.lowercased()
            return lower.hasPrefix("watch") || lower.hasSuffix("watch") || lower.contains("watch extension")
                || lower.contains("watchkit") || lower.contains("watchos")
        }
    }
}
