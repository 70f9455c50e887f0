/// Names a file spells in string literals: `UINib(nibName: "ContactCell", bundle: nil)`,
/// `NSClassFromString(@"ContactCell")`, `[UINib nibWithNibName:@"ContactCell" bundle:nil]`. A class
/// or nib can be reached by such a string as surely as by its name in code, so for dead code they
/// count as mentions. Only literals that are one capitalised identifier are read, without making a
/// String.
enum StringMentions {
    static func names(in file: AnalyzedFile) -> [NameID] {
        var found: [NameID] = []
        for i in 0..<file.count where file.tokens[i].kind == .string {
            if let name = identifier(in: i, file) { found.append(name) }
        }
        return found
    }

    private static func identifier(in i: Int, _ file: AnalyzedFile) -> NameID? {
        file.withName(i) { bytes -> NameID? in
            let quote = UInt8(ascii: "\"")
            guard bytes.count >= 3, bytes.count <= 130, bytes[0] == quote, bytes[bytes.count - 1] == quote else { return nil }
            let content = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            return isClassName(content) ? NameID(bytes: content) : nil
        }
    }

    /// One capitalised ASCII identifier: a class's or nib's name. A lowercase one is most often an
    /// asset's or a key's (`Color("fresh")` must not keep a dead `static let fresh` alive).
    static func isClassName<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        guard let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return name.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

/// The name a file is named for: `MXKContactCell.m`, `MXKContactCell.h`, `MXKContactCell.xib` and
/// `MXKContactCell+Theme.m` are all `MXKContactCell`'s own files. A class mentioned only in its own
/// Objective-C files and nibs is made by no one else.
enum FileStem {
    static func of(_ path: String) -> NameID {
        var name = path.split(separator: "/").last.map(Substring.init) ?? Substring(path)
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        if let plus = name.firstIndex(of: "+") { name = name[..<plus] }
        return NameID(String(name))
    }

    /// Objective-C and Interface Builder files: their own class is mentioned in them by its declaration
    /// and its nib, not by a use. (A Swift file's declarations are not mentions in the first place.)
    static func ownsItsName(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".h") || path.hasSuffix(".mm") || path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }
}
