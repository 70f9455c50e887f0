/// A streaming, byte-level scan of XML start and end tags with their attributes: enough for
/// storyboards, XIBs and property lists, which reach megabytes and need no tree of the whole file.
/// It never fails: malformed markup ends the scan or is skipped, and `onTag` is called per tag.
struct XMLScanner {
    struct Tag {
        var name: String
        /// Attribute name -> value (entities decoded), in document order.
        var attributes: [(String, String)]
        var isEnd: Bool
        var isSelfClosing: Bool
        /// Byte offset of `<`.
        var offset: Int
        /// Byte offset just past `>`.
        var end: Int

        subscript(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
    }

    /// Calls `onTag` for every start and end tag, skipping comments, processing instructions,
    /// declarations and CDATA. Returns false when the document ended inside a tag (truncated).
    @discardableResult
    static func scan(_ bytes: [UInt8], onTag: (Tag) -> Void) -> Bool {
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            let n = buf.count
            while i < n {
                guard buf[i] == UInt8(ascii: "<") else { i += 1; continue }
                let start = i
                if i + 3 < n, buf[i + 1] == UInt8(ascii: "!"), buf[i + 2] == UInt8(ascii: "-"), buf[i + 3] == UInt8(ascii: "-") {
                    guard let close = find(buf, "-->", from: i + 4) else { return false }
                    i = close + 3
                    continue
                }
                if i + 8 < n, buf[i + 1] == UInt8(ascii: "!"), buf[i + 2] == UInt8(ascii: "[") {
                    guard let close = find(buf, "]]>", from: i + 3) else { return false }
                    i = close + 3
                    continue
                }
                if i + 1 < n, buf[i + 1] == UInt8(ascii: "?") || buf[i + 1] == UInt8(ascii: "!") {
                    guard let close = find(buf, ">", from: i + 2) else { return false }
                    i = close + 1
                    continue
                }
                i += 1
                let isEnd = i < n && buf[i] == UInt8(ascii: "/")
                if isEnd { i += 1 }
                let nameStart = i
                while i < n, !isSpace(buf[i]), buf[i] != UInt8(ascii: ">"), buf[i] != UInt8(ascii: "/") { i += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: buf[nameStart..<i]), as: UTF8.self)
                var attributes: [(String, String)] = []
                var selfClosing = false
                var closed = false
                while i < n {
                    let b = buf[i]
                    if isSpace(b) { i += 1; continue }
                    if b == UInt8(ascii: ">") { i += 1; closed = true; break }
                    if b == UInt8(ascii: "/"), i + 1 < n, buf[i + 1] == UInt8(ascii: ">") { i += 2; selfClosing = true; closed = true; break }
                    let keyStart = i
                    while i < n, buf[i] != UInt8(ascii: "="), !isSpace(buf[i]), buf[i] != UInt8(ascii: ">") { i += 1 }
                    let key = String(decoding: UnsafeBufferPointer(rebasing: buf[keyStart..<i]), as: UTF8.self)
                    while i < n, isSpace(buf[i]) { i += 1 }
                    guard i < n, buf[i] == UInt8(ascii: "=") else {
                        if i < n, buf[i] != UInt8(ascii: ">") { i += 1 }   // a stray byte: skip it
                        continue
                    }
                    i += 1
                    while i < n, isSpace(buf[i]) { i += 1 }
                    guard i < n, buf[i] == UInt8(ascii: "\"") || buf[i] == UInt8(ascii: "'") else { continue }
                    let quote = buf[i]
                    i += 1
                    let valueStart = i
                    while i < n, buf[i] != quote { i += 1 }
                    guard i < n else { return false }
                    let raw = String(decoding: UnsafeBufferPointer(rebasing: buf[valueStart..<i]), as: UTF8.self)
                    attributes.append((key, decodeEntities(raw)))
                    i += 1
                }
                guard closed else { return false }
                onTag(Tag(name: name, attributes: attributes, isEnd: isEnd, isSelfClosing: selfClosing, offset: start, end: i))
            }
            return true
        }
    }

    /// The text between `from` and the next `<` (an element's character data), entities decoded.
    static func text(_ bytes: [UInt8], from: Int) -> String {
        var end = from
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        return decodeEntities(String(decoding: bytes[from..<end], as: UTF8.self))
    }

    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    static func find(_ buf: UnsafeBufferPointer<UInt8>, _ needle: StaticString, from: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: buf, from: from)
    }

    static func decodeEntities(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "&")) else { return s }   // bytes: Foundation's `contains` was a hot spot
        var out = ""
        var rest = s[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            // `;` is looked for only where an entity could end: searching the rest of the value for
            // every `&` made a value of N bare `&` cost N squared.
            guard let semi = rest[amp...].prefix(11).firstIndex(of: ";") else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                if entity.hasPrefix("#x"), let v = UInt32(entity.dropFirst(2), radix: 16), let u = Unicode.Scalar(v) {
                    out.unicodeScalars.append(u)
                } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let u = Unicode.Scalar(v) {
                    out.unicodeScalars.append(u)
                } else {
                    out += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
