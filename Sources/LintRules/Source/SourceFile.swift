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
            let n = buf.count
            // Nearly every file ends its lines with `\n` alone: then memchr finds them, without a test per byte.
            if let base = buf.baseAddress, memchr(base, 0x0D, n) == nil {
                var p = UnsafeRawPointer(base)
                let end = p + n
                while p < end, let hit = memchr(p, 0x0A, end - p) {
                    p = UnsafeRawPointer(hit) + 1
                    starts.append(Int32(p - UnsafeRawPointer(base)))
                }
                return
            }
            var i = 0
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

    /// The most bytes of a line a finding keeps: a minified line with thousands of findings would
    /// otherwise hold a copy of itself per finding (memory quadratic in the findings).
    public static let excerptLimit = 200

    /// The text of a line (1-based) for a finding at a byte `column` (1-based, as `location` gives):
    /// the whole line when it is at most `excerptLimit` bytes, else that many bytes around the column,
    /// cut at character boundaries. O(excerpt), never O(line).
    public func excerpt(line: Int, column: Int) -> String {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        guard end - start > Self.excerptLimit else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        let at = start + max(0, column - 1 - (line == 1 ? bomLength : 0))
        var hi = min(end, max(at, start) + Self.excerptLimit / 2)
        var lo = max(start, hi - Self.excerptLimit)
        hi = min(end, lo + Self.excerptLimit)
        while lo < hi, bytes[lo] & 0xC0 == 0x80 { lo += 1 }                 // not inside a character
        while hi < end, hi > lo, bytes[hi] & 0xC0 == 0x80 { hi -= 1 }
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// The 1-based UTF-16 column of each byte offset (SARIF counts UTF-16 code units). One sweep in
    /// offset order, so N findings on one long line cost N log N plus the line, not N times the line.
    public func utf16Columns(of offsets: [Int32]) -> [Int] {
        var columns = [Int](repeating: 1, count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var lineStart = -1, position = 0, units = 0
        for k in order {
            let offset = min(max(0, Int(offsets[k])), bytes.count)
            let line = location(of: Int32(offset)).line
            let start = Int(lineStarts[line - 1])
            if start != lineStart { lineStart = start; position = start; units = 0 }
            while position < offset {
                let b = bytes[position]
                if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }        // a lead byte starts a character
                position += 1
            }
            columns[k] = units + 1 + (line == 1 && bomLength > 0 ? 1 : 0)   // the BOM is one UTF-16 unit
        }
        return columns
    }

    /// The text of a byte range (invalid UTF-8 is repaired, never trapped on).
    public func text(_ range: ByteRange) -> String {
        String(decoding: bytes[Int(range.start)..<Int(range.end)], as: UTF8.self)
    }
}

import Foundation
