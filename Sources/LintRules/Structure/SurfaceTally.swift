/// The run's view backgrounds, tallied for two designs that change what dark ink means.
///
/// An app drawn dark in both appearances: its Interface Builder files give their views fixed dark
/// backgrounds, many more than light or adaptive ones, and it has not adopted Dark Mode (a synth
/// whose every panel is #282828). Its dark ink — a #111111 border, black key outlines — sits on its
/// own dark surfaces in Light Mode and in Dark Mode alike, never on Dark Mode's background: a colour
/// that "vanishes in Dark Mode" does not change there. Light surfaces in such an app are still
/// reported; only dark ink is left to `--pedantic`. Counted from backgrounds written in Interface
/// Builder (where views get their surfaces without code), as the index adds the run's summaries.
///
/// An app that paints its views light in code (`isLightDesign`): the mirror case, counted from the
/// backgrounds its Swift assigns.
struct SurfaceTally: Sendable, Equatable {
    /// Opaque fixed backgrounds with L* below 30, at least 80, and adaptive (system or named) ones.
    var dark = 0, light = 0, adaptive = 0

    /// Dark surfaces needed, and how many times the light and adaptive ones together.
    static let minimumDark = 10
    static let ratio = 5

    mutating func add(_ background: CoveredViews.Background, adaptive isAdaptive: Bool) {
        if isAdaptive { adaptive += 1; return }
        guard case .fixed(let color) = background else { return }
        let l = color.clamped.lab.l
        if l < 30 { dark += 1 } else if l >= 80 { light += 1 }
    }

    mutating func add(_ other: SurfaceTally) {
        dark += other.dark
        light += other.light
        adaptive += other.adaptive
        codeLight += other.codeLight
        codeAdaptive += other.codeAdaptive
    }

    /// Backgrounds Swift code assigns (`view.backgroundColor = .white`): fixed light ones (L* ≥ 60),
    /// and adaptive ones (`.systemBackground`, `UIColor(named:)`). Dark ones (a black card) carry
    /// light ink and say nothing either way.
    var codeLight = 0, codeAdaptive = 0

    /// Light backgrounds code must assign, and how many times the adaptive ones.
    static let minimumCodeLight = 20
    static let codeRatio = 5

    /// An app whose code paints its views light, many times more often than adaptive (Ello:
    /// 84 `.white` backgrounds, no adaptive one, its content kept white around a Dark Mode chrome):
    /// dark ink set in its code sits on those light surfaces. The light surfaces are reported; the ink
    /// is left to `--pedantic` (the index checks the option).
    var isLightDesign: Bool { codeLight >= Self.minimumCodeLight && codeLight >= Self.codeRatio * codeAdaptive }

    /// Counts the backgrounds file assigns.
    mutating func addCodeBackgrounds(in file: AnalyzedFile) {
        for j in file.tokens(named: Self.backgroundColor) where file.isOp(j + 1, "=") {
            if FixedPair.containsFixedColor(from: j + 2, wantLight: true, in: file, ColorDefinitionCollector.firstPassContext) {
                codeLight += 1
            } else if isAdaptive(from: j + 2, in: file) {
                codeAdaptive += 1
            }
        }
    }

    private static let backgroundColor = NameID("backgroundColor")

    /// `.systemBackground`, `UIColor(named: "Paper")` (a theme's `Theme.current.background` is not counted).
    private func isAdaptive(from start: Int, in file: AnalyzedFile) -> Bool {
        DynamicColorExpression.isIntrinsicallyDynamic(at: start, in: file) || ColorUseCollector.assetName(from: start, in: file) != nil
    }

    /// Whether these surfaces make a dark design (see the type's comment; adoption is checked by the index).
    var isDarkDesign: Bool { dark >= Self.minimumDark && dark >= Self.ratio * (light + adaptive) }
}
