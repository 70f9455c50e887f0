extension Lexer {
    /// At `"` (after `hashes` pound signs, already consumed when > 0): a string literal,
    /// single-line or `"""` multi-line, raw when `hashes` > 0.
    mutating func lexStringLiteral(hashes: Int, start: Int? = nil) {
        let start = start ?? pos
        let multiline = peek() == Ascii.quote && peek(1) == Ascii.quote && peek(2) == Ascii.quote
        pos += multiline ? 3 : 1
        lexStringBody(from: start, hashes: hashes, multiline: multiline, afterInterpolation: false)
    }

    /// Scans string content from `pos` up to the closing delimiter or the next interpolation.
    /// `from` is where the token starts (the opening delimiter, or the `)` that ended an interpolation).
    mutating func lexStringBody(from start: Int, hashes: Int, multiline: Bool, afterInterpolation: Bool) {
        if afterInterpolation { pos = start + 1 }
        while pos < buf.count {
            let b = buf[pos]
            if b == Ascii.backslash, hashesFollow(at: pos + 1, count: hashes) {
                let next = pos + 1 + hashes
                if next < buf.count, buf[next] == Ascii.lParen {
                    pos = next + 1
                    emit(afterInterpolation ? .stringMiddle : .stringHead, start)
                    openStrings.append(OpenString(hashes: hashes, multiline: multiline, parens: 0))
                    return
                }
                // Any other escape: skip the escaped byte so `\"` does not close the string.
                pos = min(next + 1, buf.count)
                continue
            }
            if b == Ascii.quote {
                if !multiline, hashesFollow(at: pos + 1, count: hashes) {
                    pos += 1 + hashes
                    emit(afterInterpolation ? .stringTail : .string, start)
                    return
                }
                if multiline, peek(1) == Ascii.quote, peek(2) == Ascii.quote,
                   hashesFollow(at: pos + 3, count: hashes) {
                    pos += 3 + hashes
                    emit(afterInterpolation ? .stringTail : .string, start)
                    return
                }
            }
            if !multiline, b == Ascii.newline || b == Ascii.cr {
                break   // unterminated: the literal ends with its line
            }
            pos += 1
        }
        emit(afterInterpolation ? .stringTail : .string, start)
    }

    func hashesFollow(at index: Int, count: Int) -> Bool {
        if count == 0 { return true }
        guard index + count <= buf.count else { return false }
        for i in index..<(index + count) where buf[i] != Ascii.pound { return false }
        return true
    }

    // MARK: `#`

    /// `#"raw"#`, `#/regex/#`, `#if` and friends, `#colorLiteral`, or a lone `#`.
    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while peek(hashes) == Ascii.pound { hashes += 1 }
        let after = peek(hashes)
        if after == Ascii.quote {
            pos += hashes
            lexStringLiteral(hashes: hashes, start: start)
            return
        }
        if after == Ascii.slash {
            pos += hashes
            lexRegex(hashes: hashes, start: start)
            return
        }
        pos += 1
        if hashes == 1, pos < buf.count, CharClass.of(buf[pos]) == .identHead {
            lexIdentifier()
            emit(isDirective(start) ? .directive : .pound, start)
        } else {
            emit(.unknown, start)
        }
    }

    func isDirective(_ start: Int) -> Bool {
        let name = UnsafeBufferPointer(rebasing: buf[(start + 1)..<pos])
        return name.elementsEqual("if".utf8) || name.elementsEqual("elseif".utf8)
            || name.elementsEqual("else".utf8) || name.elementsEqual("endif".utf8)
    }

    // MARK: Regex literals

    /// A `/` starts a regex literal only where an expression can start and a closing `/` follows
    /// on the same line; `a / b` and `x /= 2` stay operators.
    mutating func startsRegexLiteral() -> Bool {
        let next = peek(1)
        if next == Ascii.space || next == Ascii.tab || next == Ascii.newline || next == Ascii.cr
            || next == Ascii.equals || next == 0 { return false }
        if let last = tokens.last {
            switch last.kind {
            case .identifier:
                guard isExpressionKeyword(last) else { return false }
            case .number, .string, .stringTail, .rParen, .rBracket, .rBrace, .regex, .pound, .dot:
                return false
            case .op:
                if !sawSpace { return false }   // postfix `x!/2`
            default:
                break
            }
        }
        return closingSlashFollows(pos + 1)
    }

    /// Whether a scan from `start` (outside a `[...]` class) meets an unescaped `/` outside a class
    /// before the line ends. Answered from a table of the rest of the line, built right to left once
    /// per line: probing afresh at every `/` of `(/[(/[(/[...` cost the line's length each time.
    mutating func closingSlashFollows(_ start: Int) -> Bool {
        if let probe = regexProbe, start >= probe.from, start <= probe.lineEnd {
            return probe.table[start - probe.from] & 1 != 0
        }
        var lineEnd = start
        while lineEnd < buf.count, buf[lineEnd] != Ascii.newline, buf[lineEnd] != Ascii.cr { lineEnd += 1 }
        // table[i - start] bit 0: a scan from i outside a class succeeds; bit 1: from i inside one.
        // Two extra entries past the line's end (false) let `\` skip one byte without a bounds check.
        var table = [UInt8](repeating: 0, count: lineEnd - start + 2)
        func rest(_ j: Int, _ inClass: Bool) -> UInt8 { (table[j - start] >> (inClass ? 1 : 0)) & 1 }
        var i = lineEnd - 1
        while i >= start {
            let b = buf[i]
            var outside: UInt8, inside: UInt8
            switch b {
            case Ascii.backslash:
                outside = rest(i + 2, false); inside = rest(i + 2, true)
                if i + 1 == lineEnd { outside = 0; inside = 0 }   // an escaped line break ends it too
            case Ascii.lBracket: outside = rest(i + 1, true); inside = outside
            case Ascii.rBracket: outside = rest(i + 1, false); inside = outside
            case Ascii.slash: outside = 1; inside = rest(i + 1, true)
            default: outside = rest(i + 1, false); inside = rest(i + 1, true)
            }
            table[i - start] = outside | inside << 1
            i -= 1
        }
        regexProbe = (start, lineEnd, table)
        return table[0] & 1 != 0
    }

    func isExpressionKeyword(_ token: Token) -> Bool {
        let text = UnsafeBufferPointer(rebasing: buf[Int(token.start)..<Int(token.end)])
        for keyword in ["return", "case", "in", "where", "try", "await", "throw", "if", "guard", "while"]
        where text.elementsEqual(keyword.utf8) { return true }
        return false
    }

    mutating func lexRegex(hashes: Int, start: Int? = nil) {
        let start = start ?? pos
        pos += 1
        while pos < buf.count {
            let b = buf[pos]
            if b == Ascii.backslash { pos += 2; continue }
            if b == Ascii.slash, hashesFollow(at: pos + 1, count: hashes) {
                pos += 1 + hashes
                break
            }
            // Extended `#/.../#` literals may span lines; bare ones may not.
            if hashes == 0, b == Ascii.newline || b == Ascii.cr { break }
            pos += 1
        }
        pos = min(pos, buf.count)
        emit(.regex, start)
    }
}
