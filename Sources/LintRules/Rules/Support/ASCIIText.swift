/// Substring tests on names, byte-level: Foundation's `contains` goes through NSString on Linux,
/// which is slow enough to show up in the benchmark.
extension String {
    /// Whether `needle` occurs in this string, comparing UTF-8 bytes exactly.
    func containsBytes(_ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        var copy = self
        return copy.withUTF8 { hay in
            guard n > 0, hay.count >= n else { return n == 0 }
            let first = needle.utf8Start[0]
            for i in 0...(hay.count - n) where hay[i] == first {
                var k = 1
                while k < n, hay[i + k] == needle.utf8Start[k] { k += 1 }
                if k == n { return true }
            }
            return false
        }
    }
}
