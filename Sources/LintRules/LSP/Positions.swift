/// LSP positions: 0-based lines and UTF-16 code units within the line. darklint works on UTF-8
/// byte offsets; these convert between the two for one document.
struct Positions {
    let source: SourceFile

    /// The position of byte `offset` of `source.bytes` (clamped into the file).
    func position(of offset: Int32) -> [String: Int] {
        let bytes = source.bytes
        let clamped = Int32(min(max(0, Int(offset)), bytes.count))
        let line = source.location(of: clamped).line - 1
        var units = line == 0 && source.bomLength > 0 ? 1 : 0   // the BOM is one UTF-16 unit
        var i = Int(source.lineStarts[line])
        while i < Int(clamped) {
            let b = bytes[i]
            if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }    // a lead byte starts a character
            i += 1
        }
        return ["line": line, "character": units]
    }

    func range(_ range: ByteRange) -> [String: Any] {
        ["start": position(of: range.start), "end": position(of: range.end)]
    }

    /// The byte offset of an LSP position; out-of-range lines and characters are clamped to the
    /// document's end and the line's end, as the protocol asks.
    func offset(line: Int, character: Int) -> Int32 {
        let starts = source.lineStarts
        let bytes = source.bytes
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return Int32(bytes.count) }
        var end = line + 1 < starts.count ? Int(starts[line + 1]) : bytes.count
        while end > Int(starts[line]), bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var units = line == 0 && source.bomLength > 0 ? 1 : 0
        var i = Int(starts[line])
        while i < end, units < character {
            let b = bytes[i]
            units += b >= 0xF0 ? 2 : 1
            i += 1
            while i < end, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return Int32(i)
    }
}

extension Positions {
    /// A position from JSON (`{"line": 3, "character": 7}`); nil when it is not one.
    static func lineAndCharacter(_ value: Any?) -> (line: Int, character: Int)? {
        guard let object = value as? [String: Any], let line = object["line"] as? Int,
              let character = object["character"] as? Int else { return nil }
        return (line, character)
    }
}
