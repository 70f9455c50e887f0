import Foundation

/// Lints an asset catalog color set (`*.colorset/Contents.json`): a missing Dark appearance, a Dark
/// appearance identical to the light one, and (opt-in) text colors below the HIG's 7:1 contrast.
enum ColorSetLinter {
    struct Variant {
        var color: RGBA?
        /// A reference to a system color (`"reference" : "systemGreenColor"`): adaptive by itself.
        var isSystemReference: Bool
        var isDark: Bool
        var isHighContrast: Bool
        var isLight: Bool
    }

    struct Parsed {
        var name: String
        var variants: [Variant]
    }

    enum ParseError: Error { case invalid(String) }

    /// The asset name: the set's folder name (`Brand.colorset`, `Logo.imageset`), prefixed by every
    /// enclosing folder in the catalog whose Contents.json `provides-namespace`.
    static func assetName(path: String, namespaces: NamespaceFolders = NamespaceFolders(), setExtension: String = ".colorset") -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let setIndex = components.lastIndex(where: { $0.hasSuffix(setExtension) }) else { return path }
        let setName = String(components[setIndex].dropLast(setExtension.count))
        guard let catalogIndex = components[..<setIndex].lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return setName }
        var prefix: [String] = []
        var folder = components[...catalogIndex].joined(separator: "/")
        for k in (catalogIndex + 1)..<setIndex {
            folder += "/" + components[k]
            if namespaces.providesNamespace(folder) { prefix.append(components[k]) }
        }
        return (prefix + [setName]).joined(separator: "/")
    }

    static func parse(_ source: SourceFile, namespaces: NamespaceFolders = NamespaceFolders()) throws -> Parsed {
        guard let json = try? JSONSerialization.jsonObject(with: Data(source.bytes)) as? [String: Any] else {
            throw ParseError.invalid("not valid JSON")
        }
        guard let colors = json["colors"] as? [[String: Any]] else { throw ParseError.invalid("no \"colors\" array") }
        var variants: [Variant] = []
        for entry in colors {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let value = { (kind: String) in appearances.first { $0["appearance"] as? String == kind }?["value"] as? String }
            let colorObject = entry["color"] as? [String: Any]
            variants.append(Variant(
                color: colorObject.flatMap(color),
                isSystemReference: colorObject?["reference"] != nil,
                isDark: value("luminosity") == "dark",
                isHighContrast: value("contrast") == "high",
                isLight: value("luminosity") == "light"))
        }
        return Parsed(name: assetName(path: source.path, namespaces: namespaces), variants: variants)
    }

    /// Every component notation Xcode writes: `"0.500"` (0...1), `"128"` (8-bit), `"0x80"` (8-bit hex).
    /// `nan` and `inf` are no component (they would trap in a Double -> Int conversion later).
    static func component(_ any: Any?, isAlpha: Bool = false) -> Double? {
        rawComponent(any, isAlpha: isAlpha).flatMap { $0.isFinite ? $0 : nil }
    }

    private static func rawComponent(_ any: Any?, isAlpha: Bool) -> Double? {
        if let n = any as? NSNumber { return n.doubleValue }
        guard let s = (any as? String)?.trimmingCharacters(in: .whitespaces), !s.isEmpty else { return nil }
        if s.lowercased().hasPrefix("0x") { return UInt32(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if s.contains(".") { return Double(s) }
        guard let integer = Double(s) else { return nil }
        // A bare integer is Xcode's 8-bit notation, except alpha, which it writes as 1 or 0.
        return isAlpha && integer <= 1 ? integer : integer / 255
    }

    static func color(_ object: [String: Any]) -> RGBA? {
        guard let c = object["components"] as? [String: Any] else { return nil }
        let alpha = component(c["alpha"], isAlpha: true) ?? 1
        if let r = component(c["red"]), let g = component(c["green"]), let b = component(c["blue"]) { return RGBA(r, g, b, alpha) }
        if let w = component(c["white"]) { return RGBA(white: w, alpha: alpha) }
        return nil
    }

    /// Byte range of the first occurrence of `needle` at or after `from` (the file start when absent).
    static func position(of needle: String, in source: SourceFile, from: Int = 0) -> ByteRange {
        let n = Array(needle.utf8)
        guard let i = ByteSearch.firstIndex(of: n, in: source.bytes, from: from) else { return ByteRange(0, 0) }
        return ByteRange(i, i + n.count)
    }

    static func lint(_ source: SourceFile, allowedAssets: Set<String>,
                     namespaces: NamespaceFolders = NamespaceFolders()) -> (findings: [Finding], name: String?, changesVisibly: Bool?) {
        let parsed: Parsed
        do {
            parsed = try parse(source, namespaces: namespaces)
        } catch ParseError.invalid(let reason) {
            return ([Finding(ruleID: "io_error", severity: .error, range: ByteRange(0, 0),
                             message: "cannot read this color set: \(reason)")], nil, nil)
        } catch {
            return ([], nil, nil)
        }
        var findings: [Finding] = []
        let any = parsed.variants.first { !$0.isDark && !$0.isHighContrast && !$0.isLight } ?? parsed.variants.first
        let dark = parsed.variants.first { $0.isDark && !$0.isHighContrast }
        let name = parsed.name
        guard let any, !allowedAssets.contains(name), !allowedAssets.contains(String(name.split(separator: "/").last ?? "")) else {
            return ([], name, nil)
        }
        let light = any.color
        let transparent = parsed.variants.allSatisfy { ($0.color?.alpha ?? 1) <= 0 }
        // No color at all is Xcode's default (the system accent color), which adapts; a set named
        // for one appearance (`iconDarkBackgroundColor`, `Light Blurple`) is that appearance's color.
        let namedForAppearance = AppearanceGuards.camelWords(String(name.split(separator: "/").last ?? ""))
            .contains { ["dark", "light", "night"].contains($0) }
        if dark == nil, light != nil, !any.isSystemReference, !transparent, !namedForAppearance {
            findings.append(Finding(
                ruleID: ColorsetMissingDarkRule.description.id, severity: .warning, range: position(of: "\"colors\"", in: source),
                message: "The color set `\(name)` has no Dark appearance, so it is \(light?.hexString ?? "the same") in Dark Mode too; add one (Appearances: Any, Dark), or list it in --allow-assets if it is meant not to change",
                details: light.map { FindingDetails(color: $0.clamped, role: ColorRole.unknown.rawValue) }))
        }
        // Compared as the 8-bit values Xcode shows: `0xC2` and `0.761` are one color written two ways.
        if let dark, let darkColor = dark.color, let light, darkColor.hexString == light.hexString {
            findings.append(Finding(
                ruleID: ColorsetSameDarkRule.description.id, severity: .note, range: darkPosition(in: source),
                message: "The Dark appearance of `\(name)` is the same color as its Any appearance (\(light.hexString)); give it a dark value, or remove the variant (and list the set in --allow-assets if it is meant not to change)",
                details: FindingDetails(color: light.clamped, role: ColorRole.unknown.rawValue)))
        }
        if isTextName(name) {
            for (variant, background, appearance) in [(light, RGBA(white: 1), "Light"), (dark?.color ?? light, RGBA(white: 0), "Dark")] {
                guard let variant else { continue }
                let ratio = variant.contrastRatio(against: background)
                if ratio < MigrationReport.targetContrast {
                    findings.append(Finding(
                        ruleID: ColorsetLowContrastRule.description.id, severity: .note,
                        range: appearance == "Dark" && dark != nil ? darkPosition(in: source) : position(of: "\"colors\"", in: source),
                        message: "The text color `\(name)` has a contrast of \(String(format: "%.1f", ratio)):1 against the system background in \(appearance) Mode; the HIG asks 7:1 for custom text colors"))
                }
            }
        }
        // Measured only between two written values: a variant that names a system colour adapts its own way.
        // Two mid-tones that each read in both appearances make no visible mistake when frozen.
        let changesVisibly = dark.flatMap { d in any.isSystemReference || d.isSystemReference ? nil
            : d.color.flatMap { dc in light.map { DynamicColors.differsVisibly(light: $0, dark: dc) && !DynamicColors.readsInBothFrozen(light: $0, dark: dc) } } }
        return (findings, name, changesVisibly)
    }

    /// The `"appearances"` key of the Dark variant: the `"appearances"` before the first `"dark"` value.
    static func darkPosition(in source: SourceFile) -> ByteRange {
        let dark = position(of: "\"dark\"", in: source)
        var best = position(of: "\"appearances\"", in: source)
        var from = Int(best.end)
        while true {
            let next = position(of: "\"appearances\"", in: source, from: from)
            guard next.end > 0, next.start < dark.start else { break }
            best = next
            from = Int(next.end)
        }
        return best
    }

    /// Names that say the color is for text.
    static func isTextName(_ name: String) -> Bool {
        let last = String(name.split(separator: "/").last ?? "").lowercased()
        return ["text", "label", "foreground", "title"].contains { last.contains($0) }
    }
}

/// Which catalog folders provide a namespace, each folder's `Contents.json` read once per run: every
/// color set below a folder asked again, so N sets under one large `Contents.json` read it N times.
/// A folder's `Contents.json` is a few lines; one over 1 MiB is not read (no namespace).
final class NamespaceFolders: @unchecked Sendable {
    static let maximumSize = 1 << 20
    private var known: [PathKey: Bool] = [:]
    private let lock = NSLock()

    func providesNamespace(_ folder: String) -> Bool {
        lock.lock()
        if let answer = known[PathKey(folder)] { lock.unlock(); return answer }
        lock.unlock()
        var answer = false
        if let bytes = try? SourceReader.readRegularFile(folder + "/Contents.json", limit: Self.maximumSize).get(),
           let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] {
            answer = (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
        }
        lock.lock()
        known[PathKey(folder)] = answer
        lock.unlock()
        return answer
    }
}
