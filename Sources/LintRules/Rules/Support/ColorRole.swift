/// What a colour is for, read from the name of the slot it goes into.
enum ColorRole: String {
    case background, text, separator, tint, fill, shadow, unknown

    /// `backgroundColor` -> background, `setTitleColor` -> text, `layer.borderColor` -> separator.
    static func of(_ slot: ColorSlot) -> ColorRole {
        of(name: slot.name)
    }

    static func of(name: String) -> ColorRole {
        let n = name.lowercased()
        if n.isEmpty { return .unknown }
        if n.contains("shadow") { return .shadow }
        if n.contains("bartint") || n.contains("background") || n == "bg" || n.hasPrefix("bg") || n.contains("listrowbackground") {
            return .background
        }
        if n.contains("text") || n.contains("title") || n.contains("foreground") || n.contains("label")
            || n.contains("font") || n.contains("placeholder") || n.contains("subtitle") {
            return .text
        }
        if n.contains("border") || n.contains("separator") || n.contains("stroke") || n.contains("outline")
            || n.contains("divider") || n.contains("grid") || n == "linecolor" {
            return .separator
        }
        if n.contains("tint") || n.contains("accent") || n.contains("link") { return .tint }
        if n.contains("fill") { return .fill }
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
