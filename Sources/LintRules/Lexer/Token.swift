/// What a token is. Keywords are identifiers: rules compare their bytes (see `TokenizedFile.is`).
public enum TokenKind: UInt8, Sendable {
    case identifier       // names and keywords, `backticked` names, `$0`
    case number
    case string           // a whole string literal without interpolation, delimiters included
    case stringHead       // `"...\(`: a string up to its first interpolation
    case stringMiddle     // `)...\(`: between two interpolations
    case stringTail       // `)..."`: after the last interpolation
    case regex            // `/.../` or `#/.../#`
    case pound            // `#colorLiteral`, `#selector`, `#available`, `#Preview`, ...
    case directive        // `#if`, `#elseif`, `#else`, `#endif`
    case attribute        // `@objc`, `@MainActor`
    case op               // operators, including `=`, `->`, `?`, `!`, `...`
    case dot              // a member-access `.`
    case lParen, rParen, lBrace, rBrace, lBracket, rBracket
    case comma, colon, semicolon
    case backslash        // key paths: `\.colorScheme`
    case unknown
}

/// A token is a kind and a byte range; 12 bytes, so a million-line corpus stays small.
public struct Token: Sendable {
    public var kind: TokenKind
    /// True when a line break (outside any token) separates this token from the previous one.
    public var atLineStart: Bool
    /// True when white space or a comment separates this token from the previous one.
    public var spaceBefore: Bool
    public var start: Int32
    public var end: Int32

    public var range: ByteRange { ByteRange(start: start, end: end) }

    /// Opens a nesting level for bracket matching (string heads open an interpolation).
    var opens: Bool {
        switch kind {
        case .lParen, .lBrace, .lBracket, .stringHead, .stringMiddle: return true
        default: return false
        }
    }

    /// Closes a nesting level (a string middle closes one interpolation and opens the next).
    var closes: Bool {
        switch kind {
        case .rParen, .rBrace, .rBracket, .stringMiddle, .stringTail: return true
        default: return false
        }
    }
}

/// A comment's range and kind, kept apart from code tokens so rules never see them.
public struct Comment: Sendable {
    public var range: ByteRange
    public var isBlock: Bool
}
