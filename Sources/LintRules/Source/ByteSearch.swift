/// The one substring search on bytes that the lexer-free parts of darklint share (suppression
/// comments, generated-file headers, XML comments and CDATA, color-set positions, name words).
enum ByteSearch {
    /// The offset of the first `needle` in `haystack[from..<to]`, or nil.
    @inline(__always)
    static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
                           from: Int = 0, to end: Int? = nil) -> Int? {
        let end = min(end ?? haystack.count, haystack.count)
        let n = needle.count
        guard n > 0, from >= 0, end - from >= n else { return nil }
        let first = needle[0]
        var i = from
        while i <= end - n {
            if haystack[i] == first {
                var k = 1
                while k < n, haystack[i + k] == needle[k] { k += 1 }
                if k == n { return i }
            }
            i += 1
        }
        return nil
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int = 0, to end: Int? = nil) -> Int? {
        needle.withUnsafeBufferPointer { n in
            haystack.withUnsafeBufferPointer { firstIndex(of: n, in: $0, from: from, to: end) }
        }
    }

    static func firstIndex(of needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        firstIndex(of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: haystack, from: from)
    }
}
