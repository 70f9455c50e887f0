/// Substring tests on names, byte-level: Foundation's `contains` goes through NSString on Linux,
/// which is slow enough to show up in the benchmark.
extension String {
    /// Whether `needle` occurs in this string, comparing UTF-8 bytes exactly.
    func containsBytes(_ needle: StaticString) -> Bool {
        var copy = self
        return copy.withUTF8 { ByteSearch.firstIndex(of: needle, in: $0) != nil }
    }
}
