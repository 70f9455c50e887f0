/// Names for the colours the palette export proposes, as a designer would call them: the name the
/// code already gives the colour (`static let brandYellow` -> `BrandYellow`), else its role and what
/// it is (`BackgroundSecondary`, `TextPrimary`, `AccentBlue`, `SeparatorGrayLight`). A clash is told
/// apart by words (`Light`, `Dark`, `Translucent`), never by digits glued to digits (`ColorGray492`).
enum AssetNaming {
    // MARK: Names from code

    /// The identifier a line binds to a value: `static let brandYellow = UIColor(...)`,
    /// `var ink: UIColor { ... }`, `case accent = ...`; nil when the line binds none.
    static func boundName(_ line: String) -> String? {
        let chars = Array(line)
        var i = 0
        func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while i < chars.count {
            guard isIdentifier(chars[i]) else { i += 1; continue }
            var j = i
            while j < chars.count, isIdentifier(chars[j]) { j += 1 }
            let word = String(chars[i..<j])
            i = j
            guard ["let", "var", "case"].contains(word) else { continue }
            while i < chars.count, chars[i] == " " { i += 1 }
            var k = i
            while k < chars.count, isIdentifier(chars[k]) { k += 1 }
            guard k > i, chars[i].isLetter || chars[i] == "_" else { continue }
            let name = String(chars[i..<k])
            // A binding of a colour: `=` or `{` follows, after a type annotation that names a colour
            // type, or with none, the value starts with one (`var body: some View { ...Color(...) }`
            // binds a view, not the colour in it).
            var rest = String(chars[k...]).drop { $0 == " " }
            if rest.first == ":" {
                guard let end = rest.firstIndex(where: { $0 == "=" || $0 == "{" }), rest[..<end].contains("Color") else { return nil }
                return name
            }
            guard rest.first == "=" || rest.first == "{" else { return nil }
            rest = rest.dropFirst().drop { $0 == " " }
            let head = rest.prefix { isIdentifier($0) || $0 == "#" || $0 == "." }
            return head.contains("Color") || head.contains("colorLiteral") || head.hasPrefix(".init") ? name : nil
        }
        return nil
    }

    /// Names that say nothing about which colour it is.
    static let genericWords: Set<String> = ["color", "colour", "colors", "c", "bg", "fg", "clr", "col", "value", "result", "tint",
                                            "background", "foreground", "text", "border", "fill", "stroke", "shadow", "new",
                                            "default", "base", "main", "custom", "my", "the", "ui", "ns", "cg", "k"]

    /// An asset name from an identifier in code: `brandYellow` -> `BrandYellow`, `kMainTextColor` ->
    /// `MainText`; nil for a name made only of generic words (`backgroundColor`, `color`, `bg`).
    static func fromCode(_ identifier: String) -> String? {
        var words = AppearanceGuards.camelWords(identifier)
        if words.first == "k", words.count > 1 { words.removeFirst() }   // kBrandColor
        if words.count > 1, ["color", "colour"].contains(words.last!) { words.removeLast() }
        guard words.contains(where: { !genericWords.contains($0) && !$0.allSatisfy(\.isNumber) }) else { return nil }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter else { return nil }
        return name
    }

    // MARK: Names from role and value

    static let roleWords: [String: String] = [
        "background": "Background", "text": "Text", "separator": "Separator", "tint": "Accent", "fill": "Fill",
        "shadow": "Shadow", "unknown": "",
    ]

    static let descriptors: [String: String] = [
        "systemBackground": "Primary", "secondarySystemBackground": "Secondary", "tertiarySystemBackground": "Tertiary",
        "systemGroupedBackground": "Grouped", "secondarySystemGroupedBackground": "GroupedSecondary",
        "tertiarySystemGroupedBackground": "GroupedTertiary", "label": "Primary", "secondaryLabel": "Secondary",
        "tertiaryLabel": "Tertiary", "quaternaryLabel": "Quaternary", "placeholderText": "Placeholder", "separator": "",
        "opaqueSeparator": "", "link": "Link", "systemFill": "Fill", "secondarySystemFill": "FillSecondary",
        "tertiarySystemFill": "FillTertiary", "quaternarySystemFill": "FillQuaternary",
    ]

    /// Role word + what the colour is: `TextSecondary`, `AccentBlue`, `BackgroundGray`, `Red`.
    static func roleName(role: String, color: RGBA, semanticName: String?) -> String {
        let roleWord = roleWords[role] ?? ""
        var descriptor: String
        if ColorAdvice.band(of: color) == .hue {
            descriptor = hueWord(color)
        } else if !roleWord.isEmpty, let semantic = semanticName, DarkVariant.suits(semantic, role: role), let d = descriptors[semantic] {
            descriptor = d
        } else if let semantic = semanticName, DarkVariant.suits(semantic, role: role), semantic.hasPrefix("systemGray") {
            descriptor = "Gray"
        } else {
            descriptor = color.lightness >= 0.93 ? "White" : color.lightness <= 0.07 ? "Black" : "Gray"
        }
        if roleWord == "Fill", descriptor.hasPrefix("Fill") { descriptor.removeFirst(4) }
        let name = roleWord + descriptor
        return name.isEmpty ? "Color" : name
    }

    /// The hue as a designer names it, from the HSL hue angle; a dark orange or yellow is brown.
    static func hueWord(_ color: RGBA) -> String {
        let h = color.hue
        if (15..<50).contains(h), color.lightness < 0.4 { return "Brown" }
        let words: [(upTo: Double, word: String)] = [
            (15, "Red"), (40, "Orange"), (70, "Yellow"), (165, "Green"), (190, "Teal"), (205, "Cyan"), (250, "Blue"),
            (265, "Indigo"), (295, "Purple"), (345, "Pink"), (360, "Red"),
        ]
        return words.first { h < $0.upTo }?.word ?? "Red"
    }

    /// Words that tell two colours of one name apart, most telling first.
    static func distinguishingWords(_ color: RGBA) -> [String] {
        let l = color.clamped.lab.l
        let tone = l >= 85 ? "Pale" : l >= 65 ? "Light" : l >= 40 ? "Mid" : l >= 20 ? "Dark" : "Deep"
        var words = [tone]
        if color.alpha < 0.999 { words.append("Translucent") }
        return words
    }

    /// `base`, or `base` with distinguishing words, or with a letter (`B`, `C`, ...): the first not taken.
    static func unique(_ base: String, color: RGBA, taken: inout Set<String>) -> String {
        var candidates = [base]
        var name = base
        for word in distinguishingWords(color) {
            name += word
            candidates.append(name)
        }
        for candidate in candidates where !taken.contains(candidate.lowercased()) {
            taken.insert(candidate.lowercased())
            return candidate
        }
        for letter in "BCDEFGHIJKLMNOPQRSTUVWXYZ" where !taken.contains((name + String(letter)).lowercased()) {
            taken.insert((name + String(letter)).lowercased())
            return name + String(letter)
        }
        var k = 2
        while taken.contains("\(name)X\(k)".lowercased()) { k += 1 }
        taken.insert("\(name)X\(k)".lowercased())
        return "\(name)X\(k)"
    }

    /// Only what an asset name may hold in every tool that reads it (Xcode's generated symbols,
    /// SwiftGen, R.swift): ASCII letters and digits, starting with a letter.
    static func sanitized(_ name: String) -> String {
        let kept = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        guard let first = kept.first, first.isLetter else { return "Color" + kept }
        return kept
    }
}
