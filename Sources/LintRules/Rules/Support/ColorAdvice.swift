/// Chooses the adaptive colour to write instead of a fixed one, from the framework, the role the
/// colour plays, and its value.
///
/// Greys are banded by HSL lightness ((max + min) / 2 of the sRGB components): near-black <= 0.15,
/// dark grey < 0.3, mid grey 0.3-0.7, light grey 0.7-0.93, near-white >= 0.93. A colour with HSL
/// saturation >= 0.25 and a spread of at least 0.12 between its largest and smallest component is
/// a hue, mapped to the nearest system tint colour.
struct ColorAdvice {
    /// The code to write: `.systemBackground`, `.labelColor`, `Color.primary`; nil when only an asset
    /// colour fits.
    var replacement: String?
    /// The semantic colour's UIKit name, for reports (`systemBackground`).
    var semanticName: String?
    /// Whether the swap is unambiguous enough to offer as a machine-applicable fix.
    var isUnambiguous: Bool

    /// "use `.systemBackground`, or an asset-catalog color with a Dark appearance" / "use an
    /// asset-catalog color with Any and Dark appearances". (The role is in the message's reason.)
    var phrase: String {
        guard let replacement else { return "use an asset-catalog color with Any and Dark appearances" }
        return "use `\(replacement)`, or an asset-catalog color with a Dark appearance"
    }

    /// UIKit colors darklint suggests that exist before iOS 13 (the tint colors date from iOS 7).
    static let beforeIOS13: Set<String> = ["systemRed", "systemOrange", "systemYellow", "systemGreen", "systemTeal",
                                           "systemBlue", "systemPurple", "systemPink", "systemGray"]

    enum Band { case nearBlack, darkGray, midGray, lightGray, nearWhite, hue }

    static func band(of c: RGBA) -> Band {
        let c = c.clamped
        let spread = max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue)
        if c.saturation >= 0.25, spread >= 0.12 { return .hue }
        let l = c.lightness
        if l <= 0.15 { return .nearBlack }
        if l < 0.3 { return .darkGray }
        if l < 0.7 { return .midGray }
        if l < 0.93 { return .lightGray }
        return .nearWhite
    }

    /// The UIKit semantic colour for a role and value; nil when none fits (use an asset colour).
    static func uiKitName(role: ColorRole, value c: RGBA) -> (name: String, exact: Bool)? {
        let band = band(of: c)
        let isWhite = c.red >= 0.999 && c.green >= 0.999 && c.blue >= 0.999
        let isBlack = c.red <= 0.001 && c.green <= 0.001 && c.blue <= 0.001
        let opaque = c.alpha >= 0.999
        if band == .hue {
            return role == .shadow ? nil : (SemanticColors.nearestTint(to: c).name, false)
        }
        switch role {
        case .background:
            switch band {
            case .nearWhite: return isWhite && opaque ? ("systemBackground", true) : ("secondarySystemBackground", false)
            case .lightGray: return ("secondarySystemBackground", false)
            case .midGray, .darkGray: return (SemanticColors.nearestGray(to: c).name, false)
            default: return nil
            }
        case .text:
            switch band {
            case .nearBlack, .darkGray: return ("label", isBlack && opaque)
            case .midGray: return ("secondaryLabel", false)
            case .lightGray: return ("tertiaryLabel", false)
            default: return nil
            }
        case .separator:
            return band == .nearWhite ? nil : (opaque ? "opaqueSeparator" : "separator", false)
        case .tint:
            switch band {
            case .nearBlack, .darkGray: return ("label", false)
            case .midGray: return ("secondaryLabel", false)
            case .nearWhite: return nil   // white tint is content on a colored surface: only an asset color fits
            default: return ("systemGray", false)
            }
        case .fill:
            return (SemanticColors.nearestGray(to: c).name, false)
        case .shadow:
            return nil
        case .unknown:
            switch band {
            case .nearWhite: return ("systemBackground", false)
            case .nearBlack: return ("label", false)
            default: return (SemanticColors.nearestGray(to: c).name, false)
            }
        }
    }

    /// AppKit's names for the UIKit semantic colours darklint suggests.
    static let appKitNames: [String: String] = [
        "systemBackground": "textBackgroundColor", "secondarySystemBackground": "windowBackgroundColor",
        "label": "labelColor", "secondaryLabel": "secondaryLabelColor", "tertiaryLabel": "tertiaryLabelColor",
        "separator": "separatorColor", "opaqueSeparator": "separatorColor", "systemGray": "systemGray",
        "systemGray2": "systemGray", "systemGray3": "tertiaryLabelColor", "systemGray4": "quaternaryLabelColor",
        "systemGray5": "quaternaryLabelColor", "systemGray6": "windowBackgroundColor",
    ]

    /// SwiftUI's spellings: its named colours adapt, and `.primary`/`.secondary` are label colours.
    static func swiftUIName(_ uiKit: String, appKit: Bool) -> String {
        switch uiKit {
        case "label": return ".primary"
        case "secondaryLabel", "tertiaryLabel": return ".secondary"
        default:
            if uiKit.hasPrefix("system"), let tint = SemanticColors.tints.first(where: { $0.name == uiKit }) {
                let bare = tint.name.dropFirst("system".count)
                return "." + bare.prefix(1).lowercased() + bare.dropFirst()
            }
            if uiKit == "systemGray" { return ".gray" }
            if appKit { return "Color(nsColor: .\(appKitNames[uiKit] ?? uiKit))" }
            return "Color(uiColor: .\(uiKit))"
        }
    }

    static func advise(framework: Framework, role: ColorRole, value: RGBA, appKitFile: Bool) -> ColorAdvice {
        let role = (framework == .swiftUI && role == .tint) ? .tint : role
        guard let (name, exact) = uiKitName(role: role, value: value) else {
            return ColorAdvice(replacement: nil, semanticName: nil, isUnambiguous: false)
        }
        return advise(framework: framework, systemName: name, exact: exact, appKitFile: appKitFile)
    }

    /// The spelling of UIKit semantic color `name` in `framework`.
    static func advise(framework: Framework, systemName name: String, exact: Bool = false, appKitFile: Bool) -> ColorAdvice {
        let replacement: String
        switch framework {
        case .uiKit, .coreGraphics, .coreImage:
            replacement = "." + name
        case .appKit:
            replacement = "." + (appKitNames[name] ?? name)
        case .swiftUI:
            replacement = swiftUIName(name, appKit: appKitFile)
        }
        return ColorAdvice(replacement: replacement, semanticName: name, isUnambiguous: exact)
    }
}
