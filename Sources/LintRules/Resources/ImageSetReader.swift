import Foundation

/// Reads an asset catalog image set (`*.imageset/Contents.json`): whether its images can follow the
/// appearance (a Dark variant, or template rendering that takes the tint color), and whether it looks
/// like a one-color glyph (vector files, an icon-like name) for which template rendering is the fix.
enum ImageSetReader {
    struct ImageSet: Sendable {
        var name: String
        /// Has image files, none for the Dark appearance, and is not rendered as a template.
        var isFixed: Bool
        /// Vector files only, or a name that says icon: template rendering is the likely fix.
        var isGlyphLike: Bool
    }

    enum ParseError: Error { case invalid(String) }

    static func read(_ source: SourceFile, namespaces: NamespaceFolders = NamespaceFolders()) throws -> ImageSet {
        guard let json = try? JSONSerialization.jsonObject(with: Data(source.bytes)) as? [String: Any] else {
            throw ParseError.invalid("not valid JSON")
        }
        guard let images = json["images"] as? [[String: Any]] else { throw ParseError.invalid("no \"images\" array") }
        let name = ColorSetLinter.assetName(path: source.path, namespaces: namespaces, setExtension: ".imageset")
        let files = images.compactMap { $0["filename"] as? String }
        let hasDark = images.contains { entry in
            entry["filename"] != nil && (entry["appearances"] as? [[String: Any]] ?? []).contains {
                $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
            }
        }
        let properties = json["properties"] as? [String: Any] ?? [:]
        let isTemplate = properties["template-rendering-intent"] as? String == "template"
        // A set named for one appearance (`logoDark`, `header_light`, `sonos-light`) is that appearance's image.
        let words = String(name.split(separator: "/").last ?? "").split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .flatMap { AppearanceGuards.camelWords(String($0)) }
        let namedForAppearance = words.contains { ["dark", "light", "night"].contains($0) }
        let vector = !files.isEmpty && files.allSatisfy { $0.lowercased().hasSuffix(".pdf") || $0.lowercased().hasSuffix(".svg") }
        let iconName = words.contains { ["ic", "icon", "glyph", "symbol"].contains($0) }
        // AppKit renders an image whose name ends in `Template` as a template; a watch is always dark.
        let templateByName = name.hasSuffix("Template")
        return ImageSet(name: name, isFixed: !files.isEmpty && !hasDark && !isTemplate && !namedForAppearance && !templateByName
                            && !isWatchAsset(source.path),
                        isGlyphLike: vector || iconName)
    }

    /// A catalog in a watch target (`Pocket Casts Watch App/Assets.xcassets`, `WatchKit Extension`):
    /// watchOS has no light appearance.
    static func isWatchAsset(_ path: String) -> Bool { PlatformContext.isWatchPath(path) }

    /// The `"images"` key, where the finding goes.
    static func position(in source: SourceFile) -> ByteRange {
        ColorSetLinter.position(of: "\"images\"", in: source)
    }
}
