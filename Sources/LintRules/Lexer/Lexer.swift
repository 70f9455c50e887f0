/// The output of lexing one file: code tokens and, apart from them, comments.
public struct LexedSource: Sendable {
    public var tokens: [Token]
    public var comments: [Comment]
}

/// A hand-written, byte-level Swift lexer.
///
/// It never fails: unterminated literals end at the end of their line (or file), bytes it does
/// not know become `.unknown` tokens, and bytes >= 0x80 are identifier bytes, so invalid UTF-8
/// cannot trap. String interpolation is tracked with a stack, so `\( ... )` nests to any depth
/// and the code inside it is tokenized as code.
public struct Lexer {
    /// A string literal whose interpolation we are inside.
    struct OpenString {
        var hashes: Int
        var multiline: Bool
        /// Parentheses opened inside the interpolation and not yet closed.
        var parens: Int
    }

    let buf: UnsafeBufferPointer<UInt8>
    var pos = 0
    var tokens: [Token] = []
    var comments: [Comment] = []
    var openStrings: [OpenString] = []
    var sawNewline = false
    var sawSpace = false
    /// The regex-literal probe's answers for the rest of the current line (see `closingSlashFollows`).
    var regexProbe: (from: Int, lineEnd: Int, table: [UInt8])?

    init(_ buf: UnsafeBufferPointer<UInt8>) {
        self.buf = buf
        tokens.reserveCapacity(buf.count / 5)
    }

    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        bytes.withUnsafeBufferPointer { buf in
            var lexer = Lexer(buf)
            lexer.run()
            return LexedSource(tokens: lexer.tokens, comments: lexer.comments)
        }
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < buf.count ? buf[i] : 0
    }

    mutating func emit(_ kind: TokenKind, _ start: Int) {
        tokens.append(Token(kind: kind, atLineStart: sawNewline, spaceBefore: sawSpace,
                            start: Int32(start), end: Int32(pos)))
        sawNewline = false
        sawSpace = false
    }

    mutating func run() {
        // A shebang line is a comment.
        if peek() == Ascii.pound, peek(1) == Ascii.bang { lexLineComment(from: 0) }
        while pos < buf.count {
            let b = buf[pos]
            let start = pos
            switch CharClass.of(b) {
            case .space:
                pos += 1
                skipSpaces()
                sawSpace = true
            case .newline:
                pos += 1
                skipSpaces()
                sawSpace = true
                sawNewline = true
            case .identHead:
                lexIdentifier()
                emit(.identifier, start)
            case .digit:
                lexNumber()
                emit(.number, start)
            default:
                lexPunctuation(b)
            }
        }
    }

    /// Indentation is a third of a source's bytes: a run of plain spaces is skipped in one tight loop.
    @inline(__always) mutating func skipSpaces() {
        while pos < buf.count, buf[pos] == Ascii.space { pos += 1 }
    }

    mutating func lexPunctuation(_ b: UInt8) {
        let start = pos
        switch b {
        case Ascii.slash where peek(1) == Ascii.slash:
            lexLineComment(from: start)
        case Ascii.slash where peek(1) == Ascii.star:
            lexBlockComment(from: start)
        case Ascii.quote:
            lexStringLiteral(hashes: 0)
        case Ascii.pound:
            lexPound()
        case Ascii.at:
            pos += 1
            if pos < buf.count, CharClass.of(buf[pos]) == .identHead { lexIdentifier() }
            emit(.attribute, start)
        case Ascii.backtick:
            lexBacktickIdentifier()
        case Ascii.lParen:
            pos += 1
            if !openStrings.isEmpty { openStrings[openStrings.count - 1].parens += 1 }
            emit(.lParen, start)
        case Ascii.rParen:
            if let open = openStrings.last, open.parens == 0 {
                // This `)` ends an interpolation: go back into the string.
                openStrings.removeLast()
                lexStringBody(from: start, hashes: open.hashes, multiline: open.multiline, afterInterpolation: true)
            } else {
                if !openStrings.isEmpty { openStrings[openStrings.count - 1].parens -= 1 }
                pos += 1
                emit(.rParen, start)
            }
        case Ascii.lBrace: single(.lBrace)
        case Ascii.rBrace: single(.rBrace)
        case Ascii.lBracket: single(.lBracket)
        case Ascii.rBracket: single(.rBracket)
        case Ascii.comma: single(.comma)
        case Ascii.colon: single(.colon)
        case Ascii.semicolon: single(.semicolon)
        case Ascii.backslash: single(.backslash)
        case Ascii.dot:
            if peek(1) == Ascii.dot {
                lexOperator()   // `...`, `..<`
            } else {
                single(.dot)
            }
        case Ascii.slash where startsRegexLiteral():
            lexRegex(hashes: 0)
        default:
            if CharClass.of(b) == .operatorChar {
                lexOperator()
            } else {
                single(.unknown)
            }
        }
    }

    mutating func single(_ kind: TokenKind) {
        let start = pos
        pos += 1
        emit(kind, start)
    }

    // MARK: Identifiers and numbers

    mutating func lexIdentifier() {
        pos += 1
        while pos < buf.count {
            let c = CharClass.of(buf[pos])
            guard c == .identHead || c == .digit else { break }
            pos += 1
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        pos += 1
        while pos < buf.count, buf[pos] != Ascii.backtick, buf[pos] != Ascii.newline, buf[pos] != Ascii.cr {
            pos += 1
        }
        if pos < buf.count, buf[pos] == Ascii.backtick { pos += 1 }
        emit(.identifier, start)
    }

    /// Decimal, hex (with `p` exponents), binary and octal literals with `_` separators.
    /// After a member dot only digits are taken, so the tuple access `t.0.1` stays three tokens.
    mutating func lexNumber() {
        let afterDot = tokens.last?.kind == .dot && !sawSpace
        if peek() == Ascii.zero, [Ascii.x, Ascii.b, Ascii.o].contains(peek(1)) {
            let isHex = peek(1) == Ascii.x
            pos += 2
            while pos < buf.count, CharClass.isHexOrUnderscore(buf[pos]) { pos += 1 }
            if isHex, !afterDot {
                if peek() == Ascii.dot, CharClass.isHex(peek(1)) {
                    pos += 1
                    while pos < buf.count, CharClass.isHexOrUnderscore(buf[pos]) { pos += 1 }
                }
                if peek() == Ascii.p || peek() == Ascii.P { lexExponent() }
            }
        } else {
            while pos < buf.count, CharClass.isDigitOrUnderscore(buf[pos]) { pos += 1 }
            if !afterDot {
                if peek() == Ascii.dot, CharClass.of(peek(1)) == .digit {
                    pos += 1
                    while pos < buf.count, CharClass.isDigitOrUnderscore(buf[pos]) { pos += 1 }
                }
                if peek() == Ascii.e || peek() == Ascii.E { lexExponent() }
            }
        }
        // A malformed suffix (`1abc`) stays part of the number instead of becoming a name.
        while pos < buf.count, CharClass.of(buf[pos]) == .identHead { pos += 1 }
    }

    mutating func lexExponent() {
        pos += 1
        if peek() == Ascii.plus || peek() == Ascii.minus { pos += 1 }
        while pos < buf.count, CharClass.isDigitOrUnderscore(buf[pos]) { pos += 1 }
    }

    // MARK: Operators

    mutating func lexOperator() {
        let start = pos
        let dotted = buf[pos] == Ascii.dot
        pos += 1
        while pos < buf.count {
            let b = buf[pos]
            // `//` and `/*` start comments even in the middle of an operator run.
            if b == Ascii.slash, peek(1) == Ascii.slash || peek(1) == Ascii.star { break }
            if CharClass.of(b) == .operatorChar || (dotted && b == Ascii.dot) {
                pos += 1
            } else {
                break
            }
        }
        emit(.op, start)
    }

    // MARK: Comments

    mutating func lexLineComment(from start: Int) {
        pos = start
        while pos < buf.count, buf[pos] != Ascii.newline, buf[pos] != Ascii.cr { pos += 1 }
        comments.append(Comment(range: ByteRange(start, pos), isBlock: false))
        sawSpace = true
    }

    /// Block comments nest in Swift; an unterminated one runs to the end of the file.
    mutating func lexBlockComment(from start: Int) {
        pos = start + 2
        var depth = 1
        while pos < buf.count, depth > 0 {
            let b = buf[pos]
            if b == Ascii.slash, peek(1) == Ascii.star {
                depth += 1
                pos += 2
            } else if b == Ascii.star, peek(1) == Ascii.slash {
                depth -= 1
                pos += 2
            } else {
                if b == Ascii.newline || b == Ascii.cr { sawNewline = true }
                pos += 1
            }
        }
        comments.append(Comment(range: ByteRange(start, pos), isBlock: true))
        sawSpace = true
    }
}
