import Foundation

/// A color set the project already has: a hard-coded colour equal to one (ΔE < 2) is to be replaced
/// by it, not exported again under a new name.
public struct CatalogColor: Sendable {
    public var name: String
    public var light: RGBA
    /// Its Dark appearance, when it has one that differs from the light value.
    public var dark: RGBA?

    public init(name: String, light: RGBA, dark: RGBA?) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The color sets among `paths` (as displayed: relative to `currentDirectory`, or absolute),
    /// read from disk; sets that cannot be read, or reference a system color, are left out.
    public static func load(_ paths: [String], currentDirectory: String) -> [CatalogColor] {
        paths.filter { SourceKind.of(path: $0) == .colorSet }.sorted { PathKey($0) < PathKey($1) }.compactMap { path in
            let absolute = OptionSpec.absolute(path, base: currentDirectory)
            guard case .success(let bytes) = SourceReader.readRegularFile(absolute, limit: 1 << 20),
                  let parsed = try? ColorSetLinter.parse(SourceFile(path: path, bytes: bytes)) else { return nil }
            let plain = parsed.variants.filter { !$0.isHighContrast }
            guard let any = plain.first(where: { !$0.isDark && !$0.isLight }) ?? plain.first, !any.isSystemReference,
                  let light = any.color else { return nil }
            let dark = plain.first { $0.isDark }?.color
            return CatalogColor(name: parsed.name, light: light.clamped,
                                dark: dark.flatMap { $0.hexString == light.hexString ? nil : $0.clamped })
        }
    }
}
