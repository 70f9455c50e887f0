/// Screens that force one appearance (`overrideUserInterfaceStyle = .dark` in a view controller, a
/// SwiftUI view with `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)`, an AppKit
/// view with a fixed `appearance`): their colours are chosen for that appearance and never meet the
/// other one, so a fixed colour there is no Dark Mode problem (the forcing itself is
/// `appearance_opt_out`'s business).
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
        for j in 0..<file.count where file.tokens[j].kind == .identifier && file.isAny(j, forcingNames) && isForcing(j, in: file) {
            if let t = file.enclosingType(of: j) { types.append(file.scopes[t].name) }
        }
        return types
    }

    private static let forcingNames = NameTable(["overrideUserInterfaceStyle", "preferredColorScheme", "colorScheme", "appearance"])

    private static func forces(from open: Int, to close: Int, in file: AnalyzedFile) -> Bool {
        var j = max(open, 0)
        let end = min(close, file.count - 1)
        while j < end {
            if file.tokens[j].kind == .identifier, file.isAny(j, forcingNames), isForcing(j, in: file) { return true }
            j += 1
        }
        return false
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
/// light appearance), and files that import WatchKit or ClockKit.
enum PlatformContext {
    static func isAlwaysDark(_ i: Int, in file: AnalyzedFile) -> Bool {
        file.imports.contains("WatchKit") || file.imports.contains("ClockKit") || isWatchPath(file.source.path)
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
