/// A path compared as the bytes it is. File names are bytes: `café` precomposed (NFC) and
/// decomposed (NFD) are two files on Linux and can be two on any file system, but Swift's `String`
/// equality, ordering, hashing and `hasPrefix` follow canonical equivalence, which merged them (one
/// file dropped, one folder's configuration applied to the other). Every set, dictionary and sort
/// of paths goes through this instead.
public struct PathKey: Hashable, Comparable, Sendable {
    public let path: String

    public init(_ path: String) { self.path = path }

    public static func == (a: PathKey, b: PathKey) -> Bool { compare(a, b) == 0 }

    public func hash(into hasher: inout Hasher) {
        // All the bytes at once: combining them one by one cost thousands of instructions per path,
        // and the walk and the configuration look a path up several times per folder and file.
        var path = self.path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Byte order (code point order for valid UTF-8).
    public static func < (a: PathKey, b: PathKey) -> Bool { compare(a, b) < 0 }

    /// memcmp on the bytes, then the length: a generic comparison of UTF-8 views cost thousands of
    /// instructions per path, for every dictionary lookup of a folder's settings.
    private static func compare(_ a: PathKey, _ b: PathKey) -> Int32 {
        var x = a.path, y = b.path
        return x.withUTF8 { p in
            y.withUTF8 { q in
                let common = min(p.count, q.count)
                let order = common == 0 ? 0 : memcmp(p.baseAddress!, q.baseAddress!, common)
                return order != 0 ? order : (p.count < q.count ? -1 : p.count > q.count ? 1 : 0)
            }
        }
    }
}

extension String {
    /// `(path as NSString).deletingLastPathComponent`, on the bytes for a plain absolute path (no
    /// trailing or doubled `/`): Foundation's took tens of thousands of instructions a call, once per
    /// folder walked. Other paths go to Foundation.
    var parentFolder: String {
        let slash = UInt8(ascii: "/")
        var lastSlash: String.Index?
        var previous: UInt8 = 0
        for i in utf8.indices {
            let b = utf8[i]
            if b == slash {
                if previous == slash { return (self as NSString).deletingLastPathComponent }   // `//`
                lastSlash = i
            }
            previous = b
        }
        guard utf8.first == slash, utf8.count > 1, previous != slash, let cut = lastSlash else {
            return (self as NSString).deletingLastPathComponent
        }
        return cut == startIndex ? "/" : String(self[..<cut])
    }

    /// `hasPrefix` on the bytes (see `PathKey`).
    func hasPathPrefix(_ prefix: String) -> Bool { utf8.starts(with: prefix.utf8) }

    /// The rest after a byte prefix `hasPathPrefix` accepted.
    func droppingPathPrefix(_ prefix: String) -> String {
        String(decoding: utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }
}

// memcmp comes from the C library Foundation re-exports on every platform.
import Foundation
