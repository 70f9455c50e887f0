/// The check `--fix` makes before it writes a file: outside the edited ranges the code lexes exactly
/// as before. An edit's replacement could otherwise glue onto its neighbour (`gray` + `Color` into one
/// name), open a comment or a string that swallows what follows, or close one early; each shows up
/// as a token or comment of the old file that is not at its shifted place in the new one, or as a new
/// token that reaches outside the replaced text. Token kinds and byte ranges are compared; equal
/// ranges outside the edits hold equal bytes, because applying edits copies those bytes unchanged.
public enum FixVerifier {
    /// Whether `result` (`original` with `edits` applied, sorted and non-overlapping) has every
    /// token and comment of `original` that no edit touches, unchanged and shifted by the edits
    /// before it, and nothing else outside the replaced text.
    public static func preservesStructure(_ original: [UInt8], edits: [TextEdit], result: [UInt8]) -> Bool {
        let edits = edits.sorted { $0.range.start < $1.range.start }
        let before = items(Lexer.lex(original))
        let after = items(Lexer.lex(result))

        // Where each edit's replacement lies in the result.
        var replaced: [(start: Int, end: Int)] = []
        var shift = 0
        for edit in edits {
            let start = Int(edit.range.start) + shift
            let length = edit.replacement.utf8.count
            replaced.append((start, start + length))
            shift += length - Int(edit.range.end - edit.range.start)
        }

        var afterByStart: [Int: Item] = [:]
        for item in after { afterByStart[item.start] = item }
        var kept = Set<Int>()   // starts, in the result, of the items matched to an untouched original one
        var e = 0
        shift = 0
        for item in before {
            // Edits wholly before this item shift it.
            while e < edits.count, Int(edits[e].range.end) <= item.start, !touches(edits[e], item) {
                shift += edits[e].replacement.utf8.count - Int(edits[e].range.end - edits[e].range.start)
                e += 1
            }
            var touched = false
            for edit in edits[e...] {
                if Int(edit.range.start) > item.end { break }
                if touches(edit, item) { touched = true; break }
            }
            if touched { continue }
            guard let moved = afterByStart[item.start + shift], moved.kind == item.kind,
                  moved.end == item.end + shift else { return false }
            kept.insert(moved.start)
        }
        for item in after where !kept.contains(item.start) {
            guard item.kind != TokenKind.unknown.rawValue,
                  replaced.contains(where: { $0.start <= item.start && item.end <= $0.end }) else { return false }
        }
        return true
    }

    struct Item {
        var kind: UInt8
        var start: Int
        var end: Int
    }

    /// Tokens and comments in one list (comments get kinds no token has).
    static func items(_ lexed: LexedSource) -> [Item] {
        var list = lexed.tokens.map { Item(kind: $0.kind.rawValue, start: Int($0.start), end: Int($0.end)) }
        list += lexed.comments.map { Item(kind: $0.isBlock ? 201 : 200, start: Int($0.range.start), end: Int($0.range.end)) }
        return list.sorted { $0.start < $1.start }
    }

    /// Whether an edit changes bytes of the item, or inserts inside it.
    static func touches(_ edit: TextEdit, _ item: Item) -> Bool {
        let start = Int(edit.range.start), end = Int(edit.range.end)
        if start == end { return item.start < start && start < item.end }
        return start < item.end && item.start < end
    }
}
