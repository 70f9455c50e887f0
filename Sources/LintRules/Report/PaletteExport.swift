import Foundation

/// Turns the palette census into an asset catalog: one `.colorset` per distinct hard-coded color,
/// named after its most common use (`BackgroundPrimary`, `TextSecondary`, `AccentBlue`), with a
/// Dark appearance taken from the matching semantic color or, when none matches, made by inverting
/// lightness in CIELAB while keeping hue and chroma.
public struct PaletteExport: Sendable {
    public struct Color: Sendable {
        public var name: String
        public var light: RGBA
        public var dark: RGBA
        public var entry: PaletteCensus.Entry
        /// Where the dark value came from: a semantic color's name, or "inverted lightness".
        public var darkSource: String
    }

    public var colors: [Color]

    public init(_ census: PaletteCensus) {
        var used: Set<String> = []
        colors = census.entries.map { entry in
            var name = Self.baseName(entry)
            if used.contains(name) {
                var k = 2
                while used.contains(name + "\(k)") { k += 1 }
                name += "\(k)"
            }
            used.insert(name)
            if let semantic = entry.semantic {
                var dark = semantic.dark
                if entry.color.alpha < 0.999, semantic.dark.alpha >= 0.999 { dark.alpha = entry.color.alpha }
                return Color(name: name, light: entry.color, dark: dark, entry: entry, darkSource: semantic.name)
            }
            return Color(name: name, light: entry.color, dark: Self.invertLightness(entry.color), entry: entry,
                         darkSource: "inverted lightness")
        }
    }

    // MARK: Naming

    static let roleWords: [String: String] = [
        "background": "Background", "text": "Text", "separator": "Separator", "tint": "Accent", "fill": "Fill",
        "shadow": "Shadow", "unknown": "Color",
    ]

    static let descriptors: [String: String] = [
        "systemBackground": "Primary", "secondarySystemBackground": "Secondary", "tertiarySystemBackground": "Tertiary",
        "systemGroupedBackground": "Grouped", "secondarySystemGroupedBackground": "GroupedSecondary",
        "tertiarySystemGroupedBackground": "GroupedTertiary", "label": "Primary", "secondaryLabel": "Secondary",
        "tertiaryLabel": "Tertiary", "quaternaryLabel": "Quaternary", "placeholderText": "Placeholder", "separator": "",
        "opaqueSeparator": "Opaque", "link": "Link",
    ]

    /// Role word + descriptor: `TextSecondary`, `AccentBlue`, `BackgroundGray30`. A valid asset name
    /// (letters and digits only).
    static func baseName(_ entry: PaletteCensus.Entry) -> String {
        let role = roleWords[entry.mainRole] ?? "Color"
        var descriptor: String
        if let semantic = entry.semanticName {
            if let d = descriptors[semantic] {
                descriptor = d
            } else if semantic.hasPrefix("system") {
                descriptor = String(semantic.dropFirst("system".count))
            } else {
                descriptor = semantic.prefix(1).uppercased() + semantic.dropFirst()
            }
        } else if ColorAdvice.band(of: entry.color) == .hue {
            descriptor = String(SemanticColors.nearestTint(to: entry.color).name.dropFirst("system".count))
        } else {
            descriptor = "Gray\(Int((entry.color.lightness * 100).rounded()))"
        }
        if role == "Separator", descriptor.isEmpty { return "Separator" }
        if descriptor == "Primary", role == "Background" || role == "Text" { return role + "Primary" }
        let name = role + descriptor
        return String(name.filter { $0.isLetter || $0.isNumber })
    }

    // MARK: Dark variants

    /// Inverts CIELAB lightness (L* -> 100 - L*), keeping a* and b* (hue and chroma), and the alpha.
    public static func invertLightness(_ color: RGBA) -> RGBA {
        let lab = color.clamped.lab
        var out = RGBA(lab: (100 - lab.l, lab.a, lab.b)).clamped
        out.alpha = color.alpha
        return out
    }

    // MARK: Asset catalog

    /// `Contents.json` of a color set, byte for byte as Xcode writes it.
    public static func colorSetContents(light: RGBA, dark: RGBA) -> String {
        func color(_ c: RGBA, indent: String) -> String {
            let c = c.clamped
            func f(_ v: Double) -> String { String(format: "%.3f", v) }
            return """
            \(indent)"color" : {
            \(indent)  "color-space" : "srgb",
            \(indent)  "components" : {
            \(indent)    "alpha" : "\(f(c.alpha))",
            \(indent)    "blue" : "\(f(c.blue))",
            \(indent)    "green" : "\(f(c.green))",
            \(indent)    "red" : "\(f(c.red))"
            \(indent)  }
            \(indent)},
            """
        }
        return """
        {
          "colors" : [
            {
        \(color(light, indent: "      "))
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
        \(color(dark, indent: "      "))
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
    }

    static let catalogContents = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    public struct WriteError: Error {
        /// Why, after "cannot write PATH: ".
        public let reason: String
    }

    /// Writes the catalog; an existing catalog is replaced only with `force`, and never lost (see
    /// `AssetCatalogWriter`).
    public func write(to path: String, force: Bool) throws {
        var files = [(path: "Contents.json", contents: Self.catalogContents)]
        for color in colors {
            files.append((path: "\(color.name).colorset/Contents.json",
                          contents: Self.colorSetContents(light: color.light, dark: color.dark)))
        }
        do {
            try AssetCatalogWriter.write(files, to: path, force: force)
        } catch {
            throw WriteError(reason: error.reason)
        }
    }

    /// The palette as JSON: name, light and dark values, uses and the suggestion.
    public func json() -> String {
        JSONText.array(colors.map { c in
            "{\"name\": \(JSONText.string(c.name)), \"light\": \"\(c.light.hexString)\", \"dark\": \"\(c.dark.hexString)\", "
                + "\"darkFrom\": \(JSONText.string(c.darkSource)), \"uses\": \(c.entry.count), \"role\": \(JSONText.string(c.entry.mainRole)), "
                + "\"semantic\": \(c.entry.semanticName.map(JSONText.string) ?? "null")}"
        })
    }
}
