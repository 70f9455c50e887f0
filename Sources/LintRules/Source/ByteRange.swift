/// A half-open range of byte offsets into a source file's UTF-8 bytes.
///
/// Offsets are `Int32` to keep tokens small (a file over 2 GiB is rejected before lexing).
public struct ByteRange: Hashable, Sendable {
    public var start: Int32
    public var end: Int32

    public init(start: Int32, end: Int32) {
        self.start = start
        self.end = end
    }

    public init(_ start: Int, _ end: Int) {
        self.start = Int32(start)
        self.end = Int32(end)
    }

    public var length: Int { Int(end - start) }
}
