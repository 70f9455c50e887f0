/// A path pattern relative to a folder: `**` (any number of folders), `*` and `?` (within one
/// path component). A pattern without `/` matches any single component (`Generated`,
/// `*.generated.swift`), as in `.gitignore`; one with `/` is anchored at its base folder. A pattern
/// that matches a folder matches everything below it.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    /// Absolute folder the pattern is relative to (the config file's folder, or the current folder).
    public let base: String
    private let segments: [String]
    private let anchored: Bool

    public init(_ pattern: String, base: String) {
        var p = pattern
        if p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") { p.removeLast() }
        self.pattern = pattern
        self.base = base
        self.anchored = p.contains("/")
        self.segments = p.split(separator: "/").map(String.init)
    }

    /// Whether the absolute `path` (a file or folder) matches.
    public func matches(_ path: String) -> Bool {
        guard let relative = Self.relative(path, to: base) else { return false }
        let components = relative.split(separator: "/").map(String.init)
        if !anchored {
            guard let segment = segments.first else { return false }
            return components.contains { Self.matchSegment(segment[...], $0[...]) }
        }
        // Anchored: the pattern must match a prefix of the path's components.
        return Self.matchPrefix(segments[...], components[...])
    }

    static func relative(_ path: String, to base: String) -> String? {
        if base.isEmpty || base == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : path }
        guard path.hasPathPrefix(base) else { return nil }   // bytes: see PathKey
        let rest = path.droppingPathPrefix(base)
        if rest.isEmpty { return "" }
        guard rest.hasPrefix("/") else { return nil }
        return String(rest.dropFirst())
    }

    /// Whether `pattern` matches a prefix of `path` (a pattern that matches a folder matches what is
    /// below it): `pattern` followed by `**` matches the whole path. The classic wildcard match with
    /// one backtrack point (the last `**`), where a component matches a segment by `matchSegment`:
    /// O(pattern x path) — trying every split for every `**` was exponential in their number.
    private static func matchPrefix(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        let segments = Array(pattern) + ["**"]
        let components = Array(path)
        var p = 0, c = 0
        var star: (p: Int, c: Int)?   // the last `**` seen, and where its match now ends
        while c < components.count {
            if p < segments.count, segments[p] == "**" {
                star = (p, c)
                p += 1
            } else if p < segments.count, matchSegment(segments[p][...], components[c][...]) {
                p += 1
                c += 1
            } else if let s = star {
                star = (s.p, s.c + 1)   // let the last `**` take one more component
                p = s.p + 1
                c = s.c + 1
            } else {
                return false
            }
        }
        while p < segments.count, segments[p] == "**" { p += 1 }
        return p == segments.count
    }

    /// `*` and `?` within one component.
    static func matchSegment(_ pattern: Substring, _ text: Substring) -> Bool {
        var p = pattern.unicodeScalars[...]
        var t = text.unicodeScalars[...]
        var star: (p: Substring.UnicodeScalarView.SubSequence, t: Substring.UnicodeScalarView.SubSequence)?
        while !t.isEmpty {
            if let pc = p.first, pc == "?" || pc == t.first! {
                p = p.dropFirst()
                t = t.dropFirst()
            } else if p.first == "*" {
                p = p.dropFirst()
                star = (p, t)
            } else if let s = star {
                let nextT = s.t.dropFirst()
                star = (s.p, nextT)
                p = s.p
                t = nextT
            } else {
                return false
            }
        }
        while p.first == "*" { p = p.dropFirst() }
        return p.isEmpty
    }
}
