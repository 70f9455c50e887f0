import Foundation

/// A colour built from fixed components: `UIColor(red:green:blue:alpha:)`, `Color(white:)`,
/// `#colorLiteral(...)`, a hex helper (`UIColor(hex: 0x1E1E1E)`), and so on.
struct ColorConstructor {
    /// First token: the type name, the `.` of `.init`, or `#colorLiteral`.
    var start: Int
    /// The call's `)`.
    var end: Int
    var framework: Framework
    /// How it is written, for the message: `UIColor(red:green:blue:alpha:)`.
    var spelling: String
    /// The colour, when every component is a literal; nil otherwise (a runtime colour: not reported).
    var value: RGBA?
    /// Whether the alpha/opacity argument is a literal (false: a variable alpha).
    var alphaIsLiteral: Bool

    /// Component labels of the initialisers darklint knows, by the first component's label.
    static let componentSets: [String: [String]] = {
        var sets: [String: [String]] = [:]
        for first in ["red", "displayP3Red", "srgbRed", "calibratedRed", "deviceRed"] {
            sets[first] = [first, "green", "blue"]
        }
        for first in ["white", "calibratedWhite", "deviceWhite", "genericGamma22White", "gray"] { sets[first] = [first] }
        for first in ["hue", "calibratedHue", "deviceHue"] { sets[first] = [first, "saturation", "brightness"] }
        sets["deviceCyan"] = ["deviceCyan", "magenta", "yellow", "black"]
        return sets
    }()

    static let alphaLabels: Set<String> = ["alpha", "opacity"]

    /// Labels of hex-colour helpers that real apps declare in extensions.
    static let hexLabels: Set<String> = [
        "hex", "hexString", "hexValue", "hexCode", "hexInt", "hexa", "rgb", "rgba", "argb", "rgbValue", "rgbHex",
        "hexRGB", "hexRGBA", "fromHex",
    ]

    /// Recognises a colour constructor whose callee is the colour-type token `typeToken` (with its
    /// `(` at `lParen`), or `#colorLiteral`. `framework` is the colour type's framework.
    static func at(typeToken: Int, lParen: Int, framework: Framework, in file: AnalyzedFile,
                   _ context: LintContext) -> ColorConstructor? {
        guard let call = file.call(at: lParen), !call.arguments.isEmpty else { return nil }
        let typeName = file.kind(typeToken) == .pound ? "#colorLiteral" : file.name(typeToken)
        var args = call.arguments
        // SwiftUI: `Color(.sRGB, red: ...)`, `Color(.displayP3, white: ...)`.
        if framework == .swiftUI, args[0].label == nil, file.kind(args[0].first) == .dot,
           args.count > 1, args[1].label != nil {
            args.removeFirst()
        }
        let labels = args.map { file.label($0) }
        let spelling = "\(typeName)(\(labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined()))"
        if let components = componentSets[labels[0]] {
            var values: [Double] = []
            for (k, label) in components.enumerated() {
                guard k < labels.count, labels[k] == label,
                      let v = LiteralEvaluator.evaluate(file, from: args[k].first, to: args[k].last) else { return nil }
                values.append(v)
            }
            var alpha = 1.0
            var alphaIsLiteral = true
            if let a = labels.firstIndex(where: { alphaLabels.contains($0) }) {
                if let v = LiteralEvaluator.evaluate(file, from: args[a].first, to: args[a].last) {
                    alpha = v
                } else {
                    alphaIsLiteral = false
                }
            }
            let value: RGBA
            switch components.count {
            case 1: value = RGBA(white: values[0], alpha: alpha)
            case 3 where labels[0].lowercased().hasSuffix("hue"):
                value = RGBA(hue: values[0], saturation: values[1], brightness: values[2], alpha: alpha)
            case 3:
                // `UIColor(red: 65, green: 71, blue: 89)`: the app's own initialiser in 0–255 (UIKit's
                // takes 0–1 and would show any of these as white).
                let scale = Self.isByteScale(values) ? 255.0 : 1.0
                value = RGBA(values[0] / scale, values[1] / scale, values[2] / scale, alpha > 1 && alpha <= 255 && scale > 1 ? alpha / 255 : alpha)
            default:
                let k = values[3]
                value = RGBA((1 - values[0]) * (1 - k), (1 - values[1]) * (1 - k), (1 - values[2]) * (1 - k), alpha)
            }
            return ColorConstructor(start: typeToken, end: call.rParen, framework: framework,
                                    spelling: spelling,
                                    value: value, alphaIsLiteral: alphaIsLiteral)
        }
        if let value = hexValue(args, labels, in: file, context) {
            return ColorConstructor(start: typeToken, end: call.rParen, framework: framework,
                                    spelling: spelling,
                                    value: value, alphaIsLiteral: true)
        }
        return nil
    }

    /// Components written in 0–255: one above 1, none above 255, all whole numbers.
    static func isByteScale(_ values: [Double]) -> Bool {
        values.contains { $0 > 1 } && values.allSatisfy { $0 >= 0 && $0 <= 255 && $0 == $0.rounded() }
    }

    /// `UIColor(hex: 0x1E1E1E)`, `Color(hex: "#FFF")`, `UIColor(hexString: "FF000080")`,
    /// `UIColor(hex: 0x336699, alpha: 0.5)`, `UIColor("#FF0000")`.
    static func hexValue(_ args: [CallSite.Argument], _ labels: [String], in file: AnalyzedFile,
                         _ context: LintContext) -> RGBA? {
        let label = labels[0]
        let isHexLabel = hexLabels.contains(label) || context.options.hexInitializerLabels.contains(label)
        let arg = args[0]
        guard arg.first == arg.last || (arg.last == arg.first + 1 && file.isOp(arg.first, "#")) else { return nil }
        var alpha = 1.0
        if let a = labels.firstIndex(where: { alphaLabels.contains($0) }) {
            guard let v = LiteralEvaluator.evaluate(file, from: args[a].first, to: args[a].last) else { return nil }
            alpha = v
        }
        let t = arg.first
        if isHexLabel, file.kind(t) == .number {
            let text = file.name(t).replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x") { return parseHexDigits(String(text.dropFirst(2)), argb: label == "argb", alpha: alpha) }
            guard let n = UInt32(text), n <= 0xFFFFFF else { return nil }
            return RGBA(hex: n, alpha: alpha)
        }
        if file.kind(t) == .string {
            var text = file.name(t)
            guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return nil }
            text = String(text.dropFirst().dropLast())
            let hasMarker = text.hasPrefix("#") || text.hasPrefix("0x")
            guard isHexLabel || (label.isEmpty && hasMarker) else { return nil }
            if text.hasPrefix("#") { text.removeFirst() } else if text.hasPrefix("0x") { text.removeFirst(2) }
            return parseHexDigits(text, argb: label == "argb", alpha: alpha)
        }
        return nil
    }

    /// 3, 4, 6 or 8 hex digits: RGB, RGBA, RRGGBB, RRGGBBAA (AARRGGBB for `argb:`).
    static func parseHexDigits(_ digits: String, argb: Bool, alpha: Double) -> RGBA? {
        guard [3, 4, 6, 8].contains(digits.count), let n = UInt64(digits, radix: 16) else { return nil }
        func short(_ v: UInt64) -> Double { Double(v * 17) / 255 }
        func byte(_ v: UInt64) -> Double { Double(v & 0xFF) / 255 }
        switch digits.count {
        case 3: return RGBA(short(n >> 8 & 0xF), short(n >> 4 & 0xF), short(n & 0xF), alpha)
        case 4 where argb: return RGBA(short(n >> 8 & 0xF), short(n >> 4 & 0xF), short(n & 0xF), short(n >> 12 & 0xF))
        case 4: return RGBA(short(n >> 12 & 0xF), short(n >> 8 & 0xF), short(n >> 4 & 0xF), short(n & 0xF))
        case 6: return RGBA(byte(n >> 16), byte(n >> 8), byte(n), alpha)
        default:
            // 8 digits are RRGGBBAA by default, but `FF` first and not last is almost always an
            // opaque AARRGGBB value (the Android convention cross-platform palettes keep).
            let looksARGB = n >> 24 == 0xFF && n & 0xFF != 0xFF
            if argb || looksARGB { return RGBA(byte(n >> 16), byte(n >> 8), byte(n), byte(n >> 24)) }
            return RGBA(byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n))
        }
    }
}

extension ColorConstructor {
    /// The colour constructor whose first token is `i`, in any of the forms real code writes:
    /// `UIColor(...)`, `UIColor.init(...)`, `#colorLiteral(...)`, `Self(...)` inside an extension of a
    /// colour type, and `.init(...)` where the slot's type is a colour type.
    static func starting(at i: Int, in file: AnalyzedFile, _ context: LintContext) -> ColorConstructor? {
        let t = file.tokens[i]
        switch t.kind {
        case .pound:
            guard file.is(i, "#colorLiteral"), file.kind(i + 1) == .lParen else { return nil }
            return at(typeToken: i, lParen: i + 1, framework: file.prefersAppKit ? .appKit : .uiKit, in: file, context)
                ?? ColorConstructor(start: i, end: max(i, Int(file.match[i + 1])), framework: file.prefersAppKit ? .appKit : .uiKit,
                                    spelling: "#colorLiteral", value: nil, alphaIsLiteral: false)
        case .identifier:
            guard isColorTypeCandidate(i, in: file, context) else { return nil }
            let framework: Framework
            if file.is(i, "Self") {
                guard let type = file.enclosingType(of: i),
                      let f = ColorTypes.framework(of: file.scopes[type].name, in: file, context) else { return nil }
                framework = f
            } else {
                guard file.kind(i - 1) != .dot, let f = ColorTypes.framework(of: file.name(i), in: file, context) else { return nil }
                framework = f
            }
            if file.kind(i + 1) == .lParen, file.isPostfixBracket(i + 1) {
                return at(typeToken: i, lParen: i + 1, framework: framework, in: file, context)
            }
            if file.kind(i + 1) == .dot, file.is(i + 2, "init"), file.kind(i + 3) == .lParen {
                return at(typeToken: i, lParen: i + 3, framework: framework, in: file, context).map { c in
                    var c = c
                    c.start = i
                    return c
                }
            }
            return nil
        case .dot:
            // Implicit `.init(red: ...)`: the slot must say it is a colour.
            guard file.is(i + 1, "init"), file.kind(i + 2) == .lParen, isImplicitMember(i, in: file) else { return nil }
            let slot = ColorSlot.of(i, in: file)
            let framework: Framework
            if let type = slot.declaredType, let f = ColorTypes.framework(of: type, in: file, context) {
                framework = f
            } else if (slot.kind == .assignment || slot.kind == .label) && slot.name.hasSuffix("Color") {
                framework = file.defaultFramework
            } else if let type = file.enclosingType(of: i), let f = ColorTypes.framework(of: file.scopes[type].name, in: file, context),
                      slot.kind == .returnValue || slot.kind == .assignment {
                framework = f
            } else {
                return nil
            }
            return at(typeToken: i + 1, lParen: i + 2, framework: framework, in: file, context).map { c in
                var c = c
                c.start = i
                c.spelling = (framework == .swiftUI ? "Color" : framework == .appKit ? "NSColor" : "UIColor")
                    + c.spelling.drop(while: { $0 != "(" })
                return c
            }
        default:
            return nil
        }
    }

    /// Cheap test before any string is made: colour types end in `Color` (`Self` in extensions).
    static func isColorTypeCandidate(_ i: Int, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        let first = file.firstByte(i)
        guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        if file.name(i, hasSuffix: "Color") || file.is(i, "Self") { return true }
        // Otherwise only a colour alias the run declares or a `--color-types` name is a colour type.
        // Tested by the identifier's hash: in a run with aliases every capitalised identifier comes
        // here, and a String for each was a percent of the run.
        if context.index.isColorAlias(id: file.nameID(i)) { return true }
        return !context.options.colorTypes.isEmpty && context.options.colorTypes.contains(file.name(i))
    }

    /// A `.` that starts an implicit member expression (`.init`, `.white`), not a member access.
    static func isImplicitMember(_ dot: Int, in file: AnalyzedFile) -> Bool {
        guard dot > 0 else { return true }
        let prev = file.tokens[dot - 1]
        switch prev.kind {
        case .identifier:
            return ColorSlot.isStatementKeyword(dot - 1, in: file) || file.isAny(dot - 1, ["return", "case", "in", "where", "is", "as", "try", "await"])
        case .rParen, .rBracket, .number, .string, .stringTail, .pound:
            return false
        case .op:
            return prev.spaceBefore || !(file.is(dot - 1, "?") || file.is(dot - 1, "!"))
        case .rBrace:
            return false   // `}\n.padding()` continues a SwiftUI modifier chain
        default:
            return true
        }
    }
}
