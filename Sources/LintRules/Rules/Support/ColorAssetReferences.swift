/// Named-color references in Swift: `UIColor(named: "X")`, `NSColor(named: "X")`, `Color("X")`,
/// `UIColor(named: "X", in: bundle, compatibleWith: nil)`, `Color("X", bundle: .module)`.
enum ColorAssetReferences {
    struct Reference {
        var name: String
        /// The string literal's token.
        var token: Int
        var api: String
        /// Looked up in another bundle (`bundle: .module`, `in: Bundle(for: X.self)`): a package's or
        /// framework's catalog, which may not be in the run.
        var otherBundle = false
    }

    static func named(in file: AnalyzedFile) -> [Reference] {
        var found: [Reference] = []
        var i = 1
        while i < file.count {
            defer { i += 1 }
            guard file.tokens[i].kind == .string, let literal = stringContent(file, i) else { continue }
            // `named: "X"` as the first argument of a color type.
            if file.kind(i - 1) == .colon, file.is(i - 2, "named"), file.kind(i - 3) == .lParen,
               file.kind(i - 4) == .identifier, ColorTypes.builtIn[file.name(i - 4)] != nil {
                var reference = Reference(name: literal, token: i, api: "\(file.name(i - 4))(named:)")
                reference.otherBundle = namesOtherBundle(afterLiteral: i, in: file)
                found.append(reference)
            } else if file.kind(i - 1) == .lParen, file.is(i - 2, "Color"), file.kind(i - 3) != .dot,
                      !literal.hasPrefix("#"), file.kind(i + 1) == .rParen || file.kind(i + 1) == .comma {
                var reference = Reference(name: literal, token: i, api: "Color(_:)")
                reference.otherBundle = namesOtherBundle(afterLiteral: i, in: file)
                found.append(reference)
            }
        }
        return found
    }

    /// `, bundle: .module)` / `, in: Bundle(for: Foo.self), compatibleWith: nil)`: a bundle other than
    /// the main one follows the name.
    private static func namesOtherBundle(afterLiteral i: Int, in file: AnalyzedFile) -> Bool {
        guard file.kind(i + 1) == .comma, file.is(i + 2, "bundle") || file.is(i + 2, "in"), file.kind(i + 3) == .colon else { return false }
        var j = i + 4
        if file.is(j, "Bundle"), file.kind(j + 1) == .dot { j += 1 }
        if file.kind(j) == .dot, file.is(j + 1, "main") { return false }
        return !file.is(j, "nil")
    }

    /// The text of a plain string literal token (`"X"` or `#"X"#`), or nil for one with escapes.
    /// Decided on the token's bytes: a String is made only for a literal that qualifies.
    static func stringContent(_ file: AnalyzedFile, _ i: Int) -> String? {
        let quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#")
        return file.withName(i) { bytes -> String? in
            var start = 0, end = bytes.count
            while end - start >= 2, bytes[start] == pound, bytes[end - 1] == pound { start += 1; end -= 1 }
            guard end - start >= 2, bytes[start] == quote, bytes[end - 1] == quote else { return nil }
            if end - start >= 3, bytes[start + 1] == quote, bytes[start + 2] == quote { return nil }   // `"""`
            let content = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
            return content.contains(UInt8(ascii: "\\")) ? nil : String(decoding: content, as: UTF8.self)
        }
    }

    /// The accessor Xcode's generated asset symbols, R.swift and SwiftGen give a color named `name`:
    /// `Brand Primary` -> `brandPrimary`, `BackgroundPrimary` -> `backgroundPrimary`.
    static func generatedSymbol(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return name }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
