/// Text put into a Markdown report (GitHub-flavoured, inside table cells or not) so that it shows
/// as written: prose with every character Markdown could take for syntax escaped, code in a span
/// whose fence is longer than any backtick run inside it.
enum MarkdownText {
    /// Prose: ASCII punctuation that is Markdown or HTML syntax is backslash-escaped, which CommonMark
    /// allows before any ASCII punctuation; `<` cannot open a tag, `|` cannot end a table cell.
    static func text(_ s: String) -> String {
        var out = ""
        for c in flattened(s) {
            if special.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "#", "!"]

    /// Code as a code span: fenced with one backtick more than its longest backtick run, padded with a
    /// space when it starts or ends with a backtick (or a space, which the padding rule would eat).
    /// A `|` is escaped even here: GitHub splits table cells before it reads code spans (and shows
    /// `\|` in a span as `|`).
    static func code(_ s: String, inTable: Bool = true) -> String {
        let body = inTable ? flattened(s).replacingOccurrences(of: "|", with: "\\|") : flattened(s)
        guard !body.isEmpty else { return "" }
        var longest = 0, current = 0
        for c in body {
            current = c == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = body.first == "`" || body.last == "`" || body.first == " " || body.last == " "
        return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence
    }

    /// darklint's own Markdown-style text (a message, a sentence of a fix): its code spans fenced anew
    /// and its prose escaped, so a backtick or a `<` inside code breaks nothing.
    static func inline(_ s: String) -> String {
        InlineCode.segments(s).map { $0.isCode ? code($0.text) : text($0.text) }.joined()
    }

    /// A table cell holds one line.
    private static func flattened(_ s: String) -> String {
        s.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}
