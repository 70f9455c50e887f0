/// What a colour is for, read from the name of the slot it goes into.
enum ColorRole: String, CaseIterable, Sendable {
    case background, text, separator, tint, fill, shadow, unknown

    /// `backgroundColor` -> background, `setTitleColor` -> text, `layer.borderColor` -> separator.
    static func of(_ slot: ColorSlot) -> ColorRole {
        of(name: slot.name)
    }

    static func of(name: String) -> ColorRole {
        let n = name.lowercased()
        if n.isEmpty { return .unknown }
        if n.containsBytes("shadow") { return .shadow }
        if n.containsBytes("bartint") || n.containsBytes("background") || n == "bg" || n.hasPrefix("bg") || n.containsBytes("listrowbackground") {
            return .background
        }
        if n.containsBytes("text") || n.containsBytes("title") || n.containsBytes("foreground") || n.containsBytes("label")
            || n.containsBytes("font") || n.containsBytes("placeholder") || n.containsBytes("subtitle") {
            return .text
        }
        if n.containsBytes("border") || n.containsBytes("separator") || n.containsBytes("stroke") || n.containsBytes("outline")
            || n.containsBytes("divider") || n.containsBytes("grid") || n == "linecolor" {
            return .separator
        }
        if n.containsBytes("tint") || n.containsBytes("accent") || n.containsBytes("link") { return .tint }
        if n.containsBytes("fill") { return .fill }
        return .unknown
    }

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
