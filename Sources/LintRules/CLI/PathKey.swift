/// A path compared as the bytes it is. File names are bytes: `café` precomposed (NFC) and
/// decomposed (NFD) are two files on Linux and can be two on any file system, but Swift's `String`
/// equality, ordering, hashing and `hasPrefix` follow canonical equivalence, which merged them (one
/// file dropped, one folder's configuration applied to the other). Every set, dictionary and sort
/// of paths goes through this instead.
public struct PathKey: Hashable, Comparable, Sendable {
    public let path: String

    public init(_ path: String) { self.path = path }

    public static func == (a: PathKey, b: PathKey) -> Bool { a.path.utf8.elementsEqual(b.path.utf8) }

    public func hash(into hasher: inout Hasher) {
        for byte in path.utf8 { hasher.combine(byte) }
    }

    /// Byte order (code point order for valid UTF-8).
    public static func < (a: PathKey, b: PathKey) -> Bool { a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
}

extension String {
    /// `hasPrefix` on the bytes (see `PathKey`).
    func hasPathPrefix(_ prefix: String) -> Bool { utf8.starts(with: prefix.utf8) }

    /// The rest after a byte prefix `hasPathPrefix` accepted.
    func droppingPathPrefix(_ prefix: String) -> String {
        String(decoding: utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }
}
