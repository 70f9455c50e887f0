import Testing
@testable import LintRules

/// The colour facts and the advice built on them (Swift Testing, parameterised by case).
@Suite struct ColorFactsTests {
    @Test(arguments: [
        (RGBA(white: 1), "#FFFFFF"), (RGBA(hex: 0x1E1E1E), "#1E1E1E"), (RGBA(1, 0, 0, 0.5), "#FF000080"),
        (RGBA(hue: 0.6, saturation: 1, brightness: 1), "#0066FF"),
    ])
    func hexStrings(color: RGBA, hex: String) {
        #expect(color.hexString == hex)
    }

    /// An app is drawn dark in both appearances with at least 10 fixed dark backgrounds, five times
    /// its light and adaptive ones together.
    @Test(arguments: [(10, 0, 0, true), (9, 0, 0, false), (50, 5, 5, true), (50, 6, 5, false), (20, 0, 5, false)])
    func darkDesigns(dark: Int, light: Int, adaptive: Int, isDark: Bool) {
        #expect(SurfaceTally(dark: dark, light: light, adaptive: adaptive).isDarkDesign == isDark)
    }

    /// An app paints its views light with at least 20 fixed light backgrounds in code, five times its
    /// adaptive ones (dark ones, which carry light ink, do not count).
    @Test(arguments: [(20, 0, true), (19, 0, false), (84, 16, true), (84, 17, false)])
    func lightDesigns(light: Int, adaptive: Int, isLight: Bool) {
        var tally = SurfaceTally()
        tally.codeLight = light
        tally.codeAdaptive = adaptive
        #expect(tally.isLightDesign == isLight)
    }

    /// A slot's role comes from its name; in a compound the head (the last word) decides.
    @Test(arguments: [
        ("backgroundColor", ColorRole.background), ("textBackgroundColor", .background), ("barTintColor", .background),
        ("backgroundLineColor", .separator), ("shrinkBorderColor", .separator), ("backgroundTextColor", .text),
        ("setTitleColor", .text), ("headlineColor", .unknown), ("lineColor", .separator), ("tintColor", .tint),
    ])
    func rolesByName(name: String, role: ColorRole) {
        #expect(ColorRole.of(name: name) == role)
    }

    /// `UIColor(red: 65, green: 71, blue: 89)`: whole numbers above 1 are an app's 0–255 initialiser.
    @Test(arguments: [([65.0, 71, 89], true), ([1, 0.5, 0], false), ([0, 0, 1], false), ([300, 0, 0], false), ([12.5, 3, 4], false)])
    func byteScaleComponents(values: [Double], isByteScale: Bool) {
        #expect(ColorConstructor.isByteScale(values) == isByteScale)
    }

    @Test(arguments: [
        (ColorRole.background, RGBA(white: 1), "systemBackground"),
        (.background, RGBA(hex: 0xF2F2F7), "secondarySystemBackground"),
        (.text, RGBA(white: 0), "label"),
        (.text, RGBA(white: 0.5), "secondaryLabel"),
        (.text, RGBA(white: 0.8), "tertiaryLabel"),
        (.separator, RGBA(white: 0.8), "opaqueSeparator"),
        (.tint, RGBA(hex: 0x007AFF), "systemBlue"),
        (.unknown, RGBA(hex: 0xFF3B30), "systemRed"),
        (.tint, RGBA(white: 0), "label"),
    ])
    func uiKitAdvice(role: ColorRole, color: RGBA, expected: String) {
        #expect(ColorAdvice.uiKitName(role: role, value: color)?.name == expected)
    }

    @Test func blackBackgroundAndWhiteTextHaveNoSemanticReplacement() {
        #expect(ColorAdvice.uiKitName(role: .background, value: RGBA(white: 0)) == nil)
        #expect(ColorAdvice.uiKitName(role: .text, value: RGBA(white: 1)) == nil)
    }

    @Test(arguments: SemanticColors.uiKit)
    func everySemanticColorHasDistinctNameAndSaneValues(entry: SemanticColors.Entry) {
        #expect(SemanticColors.uiKit.filter { $0.name == entry.name }.count == 1)
        #expect((0...1).contains(entry.light.alpha) && (0...1).contains(entry.dark.alpha))
    }

    @Test func swiftUIAndAppKitSpellings() {
        #expect(ColorAdvice.swiftUIName("label", appKit: false) == ".primary")
        #expect(ColorAdvice.swiftUIName("systemBlue", appKit: false) == ".blue")
        #expect(ColorAdvice.swiftUIName("systemBackground", appKit: false) == "Color(uiColor: .systemBackground)")
        #expect(ColorAdvice.appKitNames["label"] == "labelColor")
    }

    @Test func nameTableFindsExactlyItsNames() {
        let table = NameTable(["white", "black", "whiteLarge"])
        for (name, expected) in [("white", true), ("whiteLarge", true), ("whit", false), ("blackk", false), ("", false)] {
            var copy = name
            #expect(copy.withUTF8 { table.contains($0) } == expected)
        }
    }
}
