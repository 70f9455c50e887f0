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
    func startsRegexLiteral() -> Bool {
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
        var i = pos + 1
        var inClass = false
        while i < buf.count {
            let b = buf[i]
            if b == Ascii.newline || b == Ascii.cr { return false }
            if b == Ascii.backslash { i += 2; continue }
            if b == Ascii.lBracket { inClass = true } else if b == Ascii.rBracket { inClass = false }
            if b == Ascii.slash, !inClass { return true }
            i += 1
        }
        return false
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
