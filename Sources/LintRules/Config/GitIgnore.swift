import Foundation

/// The patterns of one `.gitignore` (or `.git/info/exclude`), matched as git matches them, without
/// running git or reading its index: darklint skips what the project does not track (build output,
/// vendored and generated code), as ruff and ripgrep do.
///
/// Supported: `#` comments, blank lines, trailing spaces (unless escaped), `\` escapes, `!` negation,
/// a trailing `/` (folders only), a `/` at the start or in the middle (anchored at the file's folder;
/// otherwise the pattern matches a name at any depth), `*`, `?`, `[a-z]`, `[!a]`, and `**` as a
/// whole component (`**/x`, `x/**`, `a/**/b`). Not read: `core.excludesFile` (a per-user setting in
/// git's configuration).
struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        /// One per path component, as scalars (converted once, not per path matched).
        var segments: [[Unicode.Scalar]]
        var negated: Bool
        var directoryOnly: Bool
    }

    static let doubleStar: [Unicode.Scalar] = ["*", "*"]

    /// Absolute folder the patterns are relative to.
    let base: String
    let patterns: [Pattern]

    init(_ text: String, base: String) {
        self.base = base
        patterns = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .compactMap { Self.parse(String($0)) }
    }

    static func parse(_ raw: String) -> Pattern? {
        var line = raw
        if line.hasSuffix("\r") { line.removeLast() }
        // Trailing spaces are dropped unless the last one is escaped (`foo\ `).
        while line.hasSuffix(" "), !line.hasSuffix("\\ ") { line.removeLast() }
        if line.hasSuffix("\\ ") { line.removeLast(2); line += " " }
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        var negated = false
        if line.hasPrefix("!") {
            negated = true
            line.removeFirst()
        } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
            line.removeFirst()
        }
        var directoryOnly = false
        if line.hasSuffix("/") {
            directoryOnly = true
            while line.hasSuffix("/") { line.removeLast() }
        }
        guard !line.isEmpty else { return nil }
        // A slash anywhere but at the end anchors the pattern at the file's folder; otherwise it is a
        // name matched at any depth, which is `**/name`.
        let anchored = line.contains("/")
        if line.hasPrefix("/") { line.removeFirst() }
        var segments = line.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !anchored { segments.insert("**", at: 0) }
        guard !segments.isEmpty else { return nil }
        return Pattern(segments: segments.map { Array($0.unicodeScalars) }, negated: negated, directoryOnly: directoryOnly)
    }

    /// Whether the patterns ignore `path` (absolute): true or false when a pattern matches (the last
    /// one that does decides), nil when none does (a parent folder's file may decide).
    func decision(_ path: String, isDirectory: Bool) -> Bool? {
        guard let relative = Glob.relative(path, to: base), !relative.isEmpty else { return nil }
        let components = relative.split(separator: "/").map { Array($0.unicodeScalars) }
        for pattern in patterns.reversed() where !pattern.directoryOnly || isDirectory {
            if Self.matches(pattern.segments, components) { return !pattern.negated }
        }
        return nil
    }

    /// Whole-path match, `**` standing for any number of components (at least one when it ends the
    /// pattern: `x/**` is what is inside `x`, not `x`). Failed (segment, component) pairs are
    /// remembered, so many `**` cost segments x components, not an exponential search.
    static func matches(_ segments: [[Unicode.Scalar]], _ components: [[Unicode.Scalar]]) -> Bool {
        var failed = Set<Int>()
        func match(_ p: Int, _ c: Int) -> Bool {
            if p == segments.count { return c == components.count }
            let key = p * (components.count + 1) + c
            if failed.contains(key) { return false }
            var result = false
            if segments[p] == doubleStar {
                if p == segments.count - 1 {
                    result = c < components.count
                } else {
                    result = (c...components.count).contains { match(p + 1, $0) }
                }
            } else {
                result = c < components.count
                    && matchComponent(segments[p], components[c])
                    && match(p + 1, c + 1)
            }
            if !result { failed.insert(key) }
            return result
        }
        return match(0, 0)
    }

    /// `*`, `?`, `[...]` and `\x` within one component.
    static func matchComponent(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p + 1, t)
                p += 1
                continue
            }
            if p < pattern.count, let width = matchOne(pattern, p, text[t]) {
                p += width
                t += 1
                continue
            }
            guard let s = star else { return false }
            star = (s.p, s.t + 1)
            p = s.p
            t = s.t + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether the pattern element at `p` matches `char`, and how many pattern scalars it spans.
    private static func matchOne(_ pattern: [Unicode.Scalar], _ p: Int, _ char: Unicode.Scalar) -> Int? {
        switch pattern[p] {
        case "?": return 1
        case "\\":
            guard p + 1 < pattern.count else { return pattern[p] == char ? 1 : nil }
            return pattern[p + 1] == char ? 2 : nil
        case "[":
            var k = p + 1
            var negate = false
            if k < pattern.count, pattern[k] == "!" || pattern[k] == "^" { negate = true; k += 1 }
            var matched = false
            var first = true
            while k < pattern.count, pattern[k] != "]" || first {
                first = false
                var low = pattern[k]
                if low == "\\", k + 1 < pattern.count { k += 1; low = pattern[k] }
                if k + 2 < pattern.count, pattern[k + 1] == "-", pattern[k + 2] != "]" {
                    if low.value <= char.value, char.value <= pattern[k + 2].value { matched = true }
                    k += 3
                } else {
                    if low == char { matched = true }
                    k += 1
                }
            }
            guard k < pattern.count else { return nil }   // no `]`: git's wildmatch matches nothing
            return matched != negate ? k - p + 1 : nil
        default:
            return pattern[p] == char ? 1 : nil
        }
    }
}

/// The ignore files in force in one folder of a walk: the repository's `info/exclude` and every
/// `.gitignore` from the repository root down, deepest last (a deeper file overrides a shallower).
struct GitIgnoreStack: Sendable {
    private(set) var files: [GitIgnore] = []

    /// The stack for starting a walk at `folder` (absolute): the repository's exclude file and the
    /// `.gitignore` files of the folders above `folder` up to the repository root (`folder`'s own is
    /// added when the walk enters it). Outside a repository, only the files found in the walk count.
    static func starting(at folder: String) -> GitIgnoreStack {
        var stack = GitIgnoreStack()
        guard let root = GitRepository.root(of: folder) else { return stack }
        if let exclude = excludeFile(root), let text = GitRepository.read(exclude) { stack.files.append(GitIgnore(text, base: root)) }
        var above: [String] = []
        var current = folder
        while current != root {
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { break }
            current = parent
            above.append(current)
        }
        for dir in above.reversed() { stack = stack.entering(dir) }
        return stack
    }

    /// The stack inside `folder`: with its `.gitignore`, if it has one.
    func entering(_ folder: String) -> GitIgnoreStack {
        guard let text = GitRepository.read(folder == "/" ? "/.gitignore" : folder + "/.gitignore") else { return self }
        var next = self
        next.files.append(GitIgnore(text, base: folder))
        return next
    }

    func ignores(_ path: String, isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            if let decision = file.decision(path, isDirectory: isDirectory) { return decision }
        }
        return false
    }

    /// `.git/info/exclude` of the repository (a worktree's or submodule's: the one it belongs to).
    static func excludeFile(_ root: String) -> String? {
        GitRepository.directories(root: root).map { $0.common + "/info/exclude" }
    }
}
