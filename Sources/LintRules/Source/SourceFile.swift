/// One file's bytes, with a line table built on first use.
///
/// darklint works on UTF-8 bytes end to end: tokens are byte ranges, and line/column are only
/// computed when a diagnostic is rendered. Columns count UTF-8 bytes, 1-based, as swiftc does.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    /// The file's bytes with a leading UTF-8 byte order mark removed.
    public let bytes: [UInt8]
    /// Bytes removed from the front (3 when a BOM was stripped), so columns still match the file on disk.
    public let bomLength: Int

    // Built lazily: most files have no findings and never need it. Guarded by being used from the
    // one task that owns the file.
    private var _lineStarts: [Int32]?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            self.bytes = Array(bytes[3...])
            self.bomLength = 3
        } else {
            self.bytes = bytes
            self.bomLength = 0
        }
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Offsets at which each line starts. `\r\n`, `\n` and a lone `\r` each end a line.
    public var lineStarts: [Int32] {
        if let starts = _lineStarts { return starts }
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            let n = buf.count
            while i < n {
                let b = buf[i]
                if b == 0x0A {
                    starts.append(Int32(i + 1))
                } else if b == 0x0D {
                    if i + 1 < n, buf[i + 1] == 0x0A { i += 1 }
                    starts.append(Int32(i + 1))
                }
                i += 1
            }
        }
        _lineStarts = starts
        return starts
    }

    /// 1-based line and UTF-8 column of a byte offset.
    public func location(of offset: Int32) -> (line: Int, column: Int) {
        let starts = lineStarts
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let bomShift = lo == 0 ? bomLength : 0
        return (lo + 1, Int(offset - starts[lo]) + 1 + bomShift)
    }

    /// The text of a line (1-based) without its line terminator.
    public func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of a byte range (invalid UTF-8 is repaired, never trapped on).
    public func text(_ range: ByteRange) -> String {
        String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }
}
