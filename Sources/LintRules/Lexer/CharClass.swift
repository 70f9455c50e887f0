/// ASCII bytes the lexer switches on, named so the switch reads as Swift grammar.
enum Ascii {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20
    static let bang = UInt8(ascii: "!"), quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#")
    static let lParen = UInt8(ascii: "("), rParen = UInt8(ascii: ")"), star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+"), comma = UInt8(ascii: ","), minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/"), zero = UInt8(ascii: "0")
    static let colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";"), equals = UInt8(ascii: "=")
    static let at = UInt8(ascii: "@"), lBracket = UInt8(ascii: "["), backslash = UInt8(ascii: "\\")
    static let rBracket = UInt8(ascii: "]"), backtick = UInt8(ascii: "`"), lBrace = UInt8(ascii: "{")
    static let rBrace = UInt8(ascii: "}"), underscore = UInt8(ascii: "_")
    static let x = UInt8(ascii: "x"), b = UInt8(ascii: "b"), o = UInt8(ascii: "o")
    static let e = UInt8(ascii: "e"), E = UInt8(ascii: "E"), p = UInt8(ascii: "p"), P = UInt8(ascii: "P")
}

/// Byte classes from one 256-entry table: the lexer's hot loop is a table load per byte.
enum CharClass: UInt8 {
    case other, space, newline, identHead, digit, operatorChar

    private static let table: [CharClass] = {
        var t = [CharClass](repeating: .other, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] = .identHead }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] = .identHead }
        t[Int(UInt8(ascii: "_"))] = .identHead
        t[Int(UInt8(ascii: "$"))] = .identHead
        // Non-ASCII bytes (UTF-8 lead and continuation bytes, or invalid ones) are name bytes.
        for b in 0x80...0xFF { t[b] = .identHead }
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] = .digit }
        for b in [0x20, 0x09, 0x0B, 0x0C, 0x00] { t[b] = .space }
        t[0x0A] = .newline
        t[0x0D] = .newline
        for c in "=-+!*%<>&|^~?/" { t[Int(c.asciiValue!)] = .operatorChar }
        return t
    }()

    @inline(__always) static func of(_ b: UInt8) -> CharClass { table[Int(b)] }

    @inline(__always) static func isDigitOrUnderscore(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || b == Ascii.underscore
    }

    @inline(__always) static func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66)
    }

    @inline(__always) static func isHexOrUnderscore(_ b: UInt8) -> Bool {
        isHex(b) || b == Ascii.underscore
    }
}
