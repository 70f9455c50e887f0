/// A path pattern relative to a folder: `**` (any number of folders), `*` and `?` (within one
/// path component). A pattern without `/` matches any single component (`Generated`,
/// `*.generated.swift`), as in `.gitignore`; one with `/` is anchored at its base folder. A pattern
/// that matches a folder matches everything below it.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    /// Absolute folder the pattern is relative to (the config file's folder, or the current folder).
    public let base: String
    private let segments: [String]
    /// The segments as bytes: matching runs for every file and folder of a walk, and comparing
    /// Unicode scalars of Strings made per path component cost more than the walk itself.
    private let segmentBytes: [[UInt8]]
    private let anchored: Bool

    public init(_ pattern: String, base: String) {
        var p = pattern
        if p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") { p.removeLast() }
        self.pattern = pattern
        self.base = base
        self.anchored = p.contains("/")
        self.segments = p.split(separator: "/").map(String.init)
        self.segmentBytes = segments.map { Array($0.utf8) }
    }

    public static func == (a: Glob, b: Glob) -> Bool {
        a.pattern == b.pattern && a.base == b.base
    }

    /// Whether the absolute `path` (a file or folder) matches.
    public func matches(_ path: String) -> Bool {
        guard let relative = Self.relative(path, to: base) else { return false }
        let components = Array(relative.utf8.split(separator: UInt8(ascii: "/")))
        if !anchored {
            guard let segment = segmentBytes.first else { return false }
            return components.contains { Self.matchSegment(segment[...], $0) }
        }
        // Anchored: the pattern must match a prefix of the path's components.
        return Self.matchPrefix(segmentBytes, components)
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
    private static func matchPrefix(_ pattern: [[UInt8]], _ components: [Substring.UTF8View.SubSequence]) -> Bool {
        let segments = pattern + [doubleStar]
        var p = 0, c = 0
        var star: (p: Int, c: Int)?   // the last `**` seen, and where its match now ends
        while c < components.count {
            if p < segments.count, segments[p] == doubleStar {
                star = (p, c)
                p += 1
            } else if p < segments.count, matchSegment(segments[p][...], components[c]) {
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
        while p < segments.count, segments[p] == doubleStar { p += 1 }
        return p == segments.count
    }

    private static let doubleStar: [UInt8] = Array("**".utf8)
    private static let star = UInt8(ascii: "*"), question = UInt8(ascii: "?")

    /// `*` and `?` within one component. `?` stands for one byte, so for one ASCII character (path
    /// components of source trees are ASCII in practice; a multi-byte character needs `*`).
    static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: Substring.UTF8View.SubSequence) -> Bool {
        var p = pattern
        var t = text
        var star: (p: ArraySlice<UInt8>, t: Substring.UTF8View.SubSequence)?
        while !t.isEmpty {
            if let pc = p.first, pc == question || pc == t.first! {
                p = p.dropFirst()
                t = t.dropFirst()
            } else if p.first == Self.star {
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
        while p.first == Self.star { p = p.dropFirst() }
        return p.isEmpty
    }

    /// The same for Strings (tests, callers outside the walk).
    static func matchSegment(_ pattern: Substring, _ text: Substring) -> Bool {
        matchSegment(Array(pattern.utf8)[...], text.utf8[...])
    }
}
