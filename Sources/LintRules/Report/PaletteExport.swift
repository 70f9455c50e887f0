import Foundation

/// Turns the palette census into an asset catalog: one `.colorset` per design colour (census
/// entries closer than ΔE 2 merged), named from the code's own name for it or its role
/// (`BrandYellow`, `BackgroundSecondary`, `TextPrimary`, `AccentBlue`), with the Dark appearance
/// `DarkVariant` proposes. A colour the project's catalogs already hold keeps that set's name and is
/// not exported again. The report's census shows the same names and Dark values.
public struct PaletteExport: Sendable {
    public struct Color: Sendable {
        public var name: String
        public var light: RGBA
        public var dark: RGBA
        public var group: PaletteCensus.Group
        /// Where the dark value came from: a system colour's name, the existing set, or how it was made.
        public var darkSource: String
        /// The project's color set this colour already is (not written again).
        public var existingAsset: String?

        public var entry: PaletteCensus.Entry { group.main }
    }

    public var colors: [Color]
    /// The colours a new catalog gets: those not in the project's catalogs already.
    public var exported: [Color] { colors.filter { $0.existingAsset == nil } }

    public init(_ census: PaletteCensus, catalog: [CatalogColor] = []) {
        var taken = Set(catalog.map { $0.name.lowercased() })
        colors = census.groups.map { group in
            let main = group.main
            if let existing = Self.existing(group, in: catalog) {
                let proposed = DarkVariant.propose(existing.light, role: group.mainRole, semantic: main.semantic)
                return Color(name: existing.name, light: existing.light, dark: existing.dark ?? proposed.color, group: group,
                             darkSource: existing.dark == nil ? proposed.source : "the existing set", existingAsset: existing.name)
            }
            let proposed = DarkVariant.propose(main.color, role: group.mainRole, semantic: main.semantic)
            let name = AssetNaming.unique(Self.baseName(group), color: main.color, taken: &taken)
            return Color(name: name, light: main.color, dark: proposed.color, group: group, darkSource: proposed.source,
                         existingAsset: nil)
        }
    }

    /// The catalog colour a group is: the set a use is in, or else a set with the same value (ΔE < 2)
    /// that is the same colour: one with no Dark appearance (fixed, as the code's colour is), or
    /// the only set with that value. White in five adaptive sets with five Dark values is none of them.
    static func existing(_ group: PaletteCensus.Group, in catalog: [CatalogColor]) -> CatalogColor? {
        let setNames = Set(group.uses.filter { SourceKind.of(path: $0.path) == .colorSet }.compactMap(\.name))
        if let named = catalog.first(where: { setNames.contains($0.name) }) { return named }
        let same = catalog.filter { $0.light.perceivedDifference(group.main.color) < PaletteCensus.sameColor }
        return same.first { $0.dark == nil } ?? (same.count == 1 ? same[0] : nil)
    }

    // MARK: Naming

    /// The code's most common name for the colour when it names at least half of its uses (a palette
    /// definition is reported once, where it is named; `let header = UIColor.white` among three
    /// anonymous whites is not the colour's name), else its role and value (see `AssetNaming`).
    static func baseName(_ group: PaletteCensus.Group) -> String {
        var fromCode: String?
        if let top = PaletteCensus.rank(group.uses.compactMap { $0.name.flatMap(AssetNaming.fromCode) }).first, top.count * 2 >= group.count {
            fromCode = top.key
        }
        let name = fromCode ?? AssetNaming.roleName(role: group.mainRole, color: group.main.color, semanticName: group.main.semanticName)
        return AssetNaming.sanitized(name)
    }

    // MARK: Dark variants

    /// Inverts CIELAB lightness (L* -> 100 - L*), keeping hue, chroma (where sRGB allows) and alpha.
    public static func invertLightness(_ color: RGBA) -> RGBA { DarkVariant.invertLightness(color) }

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
        for color in exported {
            files.append((path: "\(color.name).colorset/Contents.json",
                          contents: Self.colorSetContents(light: color.light, dark: color.dark)))
        }
        do {
            try AssetCatalogWriter.write(files, to: path, force: force)
        } catch {
            throw WriteError(reason: error.reason)
        }
    }

    /// The palette as JSON: name, light and dark values, uses, the suggestion, the colours merged
    /// into it and the existing color set it already is.
    public func json() -> String {
        JSONText.array(colors.map { c in
            "{\"name\": \(JSONText.string(c.name)), \"light\": \"\(c.light.hexString)\", \"dark\": \"\(c.dark.hexString)\", "
                + "\"darkFrom\": \(JSONText.string(c.darkSource)), \"uses\": \(c.group.count), \"role\": \(JSONText.string(c.group.mainRole)), "
                + "\"semantic\": \(c.entry.semanticName.map(JSONText.string) ?? "null"), "
                + "\"merged\": [\(c.group.variants.map { "\"\($0.hex)\"" }.joined(separator: ", "))], "
                + "\"existing\": \(c.existingAsset.map(JSONText.string) ?? "null")}"
        })
    }
}
