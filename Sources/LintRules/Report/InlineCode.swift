/// darklint's messages and some fixes are written in Markdown's inline style: code between
/// backticks (`` `.systemBackground` ``), prose around it. The reports render each part in their own
/// way (HTML `<code>`, a Markdown code span with a fence long enough for its content), so the same
/// text never shows raw backticks or breaks the page it is in.
enum InlineCode {
    struct Segment: Equatable {
        var text: String
        var isCode: Bool
    }

    /// Splits `text` into prose and code spans as CommonMark does: a run of n backticks opens a
    /// span that the next run of exactly n closes; a run with no partner is prose. One space on each
    /// side of a span's content is trimmed when both are there (that is how a fence is padded).
    static func segments(_ text: String) -> [Segment] {
        let chars = Array(text)
        var out: [Segment] = []
        var prose = ""
        var i = 0
        func run(at k: Int) -> Int {
            var n = 0
            while k + n < chars.count, chars[k + n] == "`" { n += 1 }
            return n
        }
        while i < chars.count {
            guard chars[i] == "`" else {
                prose.append(chars[i])
                i += 1
                continue
            }
            let n = run(at: i)
            var j = i + n
            var close: Int?
            while j < chars.count {
                if chars[j] == "`" {
                    let m = run(at: j)
                    if m == n { close = j; break }
                    j += m
                } else {
                    j += 1
                }
            }
            guard let end = close else {
                prose += String(chars[i..<(i + n)])
                i += n
                continue
            }
            if !prose.isEmpty { out.append(Segment(text: prose, isCode: false)); prose = "" }
            var code = String(chars[(i + n)..<end])
            if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" "), code.contains(where: { $0 != " " }) {
                code = String(code.dropFirst().dropLast())
            }
            out.append(Segment(text: code, isCode: true))
            i = end + n
        }
        if !prose.isEmpty { out.append(Segment(text: prose, isCode: false)) }
        return out
    }

    /// A fix is either code to write (`.medium`) or, when it holds backticks, a sentence about code.
    static func isProse(_ suggestion: String) -> Bool { suggestion.contains("`") }
}
