/// What a colour is for, read from the name of the slot it goes into.
enum ColorRole: String, CaseIterable, Sendable {
    case background, text, separator, tint, fill, shadow, unknown

    /// `backgroundColor` -> background, `setTitleColor` -> text, `layer.borderColor` -> separator.
    static func of(_ slot: ColorSlot) -> ColorRole {
        of(name: slot.name)
    }

    static func of(name: String) -> ColorRole {
        guard !name.isEmpty else { return .unknown }
        // Called for every colour slot the run meets: lower-case the ASCII bytes into a temporary
        // buffer instead of allocating a lowercased String.
        var copy = name
        return copy.withUTF8 { raw in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
                for (k, b) in raw.enumerated() { buffer[k] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
                let n = UnsafeBufferPointer(buffer)
                func has(_ word: StaticString) -> Bool { ByteSearch.firstIndex(of: word, in: n) != nil }
                func starts(_ word: StaticString) -> Bool { ByteSearch.firstIndex(of: word, in: n) == 0 }
                if has("shadow") { return .shadow }
                if let role = headWordRole(raw) { return role }
                if has("bartint") || has("background") || starts("bg") { return .background }
                if has("text") || has("title") || has("foreground") || has("label") || has("font") || has("placeholder")
                    || has("subtitle") {
                    return .text
                }
                if has("border") || has("separator") || has("stroke") || has("outline") || has("divider") || has("grid")
                    || (n.count == 9 && has("linecolor")) {
                    return .separator
                }
                if has("tint") || has("accent") || has("link") { return .tint }
                // A control's knob or thumb (`knobFillColor`, `thumbColor`) is drawn white in both
                // appearances by Apple's own switches and sliders: its fill is no surface.
                if has("knob") || (has("thumb") && !has("thumbnail")) { return .unknown }
                if has("fill") { return .fill }
                return .unknown
            }
        }
    }

    /// The role named by the last word before `Color` when it names a foreground: a compound's
    /// head decides (`backgroundLineColor` is a line drawn on a background, `backgroundTextColor` text).
    private static func headWordRole(_ name: UnsafeBufferPointer<UInt8>) -> ColorRole? {
        var end = name.count
        if end > colorSuffix.count, name.suffix(colorSuffix.count).elementsEqual(colorSuffix) { end -= colorSuffix.count }
        // The head word starts at the last upper-case letter before `end`; a name of one word has no
        // modifier for its head to override.
        guard let start = name[..<end].lastIndex(where: { $0 >= 0x41 && $0 <= 0x5A }), start > 0 else { return nil }
        // Asked for every colour slot: the word is compared in place, no String made.
        let head = UnsafeBufferPointer(rebasing: name[start..<end])
        if separatorHeads.contains(head) { return .separator }
        if textHeads.contains(head) { return .text }
        return nil
    }

    private static let colorSuffix = Array("Color".utf8)
    private static let separatorHeads = NameTable(["Line", "Border", "Stroke", "Separator", "Divider", "Outline"])
    private static let textHeads = NameTable(["Text", "Title", "Label", "Foreground"])

    /// Words for the message: "for a background".
    var phrase: String {
        switch self {
        case .background: return "a background"
        case .text: return "text"
        case .separator: return "a border or separator"
        case .tint: return "a tint"
        case .fill: return "a fill"
        case .shadow: return "a shadow"
        case .unknown: return "this role"
        }
    }
}
