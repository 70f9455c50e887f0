/// Whether the project has already adopted Dark Mode, judged from its own code and catalogs.
///
/// Why it matters: in an app that ships Dark Mode, the fixed colours left in its Swift code are
/// almost always deliberate (a badge's black ink on its gold gradient, white on a video, a brand
/// palette kept on purpose). Measured on 12 shipping apps (README, "Measured on real apps"), 1 of
/// 48 such findings was a real problem. In an app that has not adopted Dark Mode yet, the same
/// colours are the migration's work list. So in an adopted project darklint leaves fixed colours
/// written in Swift (`hardcoded_color`, `non_adaptive_color`) to `--pedantic` and the migration
/// report; lifecycle, deprecated-API, Interface Builder and colour-set findings are unchanged.
///
/// The evidence is counted, not guessed: files that read the appearance or use colours that only
/// exist since Dark Mode (`traitCollection.userInterfaceStyle`, `\.colorScheme`,
/// `.systemBackground`, `.secondaryLabel`, `effectiveAppearance`, `.darkAqua`), and colour sets with
/// a Dark appearance. Larger shipping apps measured 8–191 such files and sets; pre-Dark-Mode snapshots of
/// NetNewsWire, Simplenote and Firefox Focus 0–2. `--adoption adopted|migrating` overrides it.
public struct DarkModeAdoption: Sendable, Equatable {
    public enum Stage: String, Sendable, CaseIterable {
        case auto, adopted, migrating
    }

    /// Swift files that read the appearance or use a Dark-Mode-era semantic colour.
    public let filesReadingAppearance: Int
    /// Colour sets with a Dark appearance of their own.
    public let darkColorSets: Int
    /// The project's Swift files: a small app shows its adoption in fewer places.
    public let swiftFiles: Int

    /// Evidence at or above this counts as adopted: 2 % of the Swift files, but at least 3 and at
    /// most 10. Larger shipping apps measured 8–191 against thresholds of 7–10 (two small SwiftUI and
    /// AppKit apps 3–4 in ~200 files, just below theirs: they are linted as migrating, the safe side);
    /// the pre-Dark-Mode snapshots 0–2.
    public var threshold: Int { min(10, max(3, (swiftFiles * 2 + 99) / 100)) }

    public var isAdopted: Bool { filesReadingAppearance + darkColorSets >= threshold }

    init(filesReadingAppearance: Int, darkColorSets: Int, swiftFiles: Int) {
        self.filesReadingAppearance = filesReadingAppearance
        self.darkColorSets = darkColorSets
        self.swiftFiles = swiftFiles
    }

    /// The evidence counted file by file, as the index adds the run's summaries.
    struct Count {
        var files = 0, sets = 0, swift = 0

        mutating func add(_ summary: FileSummary) {
            if summary.colorAssetFixed == false { sets += 1 }
            if summary.readsAppearance { files += 1 }
            if summary.path.hasSuffix(".swift") { swift += 1 }
        }

        var adoption: DarkModeAdoption {
            DarkModeAdoption(filesReadingAppearance: files, darkColorSets: sets, swiftFiles: swift)
        }
    }

    /// `darklint config`'s line: the verdict and the counts behind it.
    public var explanation: String {
        "\(isAdopted ? "adopted" : "not adopted") (\(filesReadingAppearance) Swift files read the appearance, "
            + "\(darkColorSets) color sets have a Dark appearance; \(threshold) or more counts as adopted)"
    }

    /// Names written after a dot that only code aware of Dark Mode writes: appearance reads and the
    /// semantic colours iOS 13 and macOS 10.14 added with it (`.label` is left out: every
    /// `cell.label` would count; so is `.separatorColor`: every `tableView.separatorColor` would).
    static let appearanceNames = NameTable([
        "userInterfaceStyle", "colorScheme", "effectiveAppearance", "darkAqua", "vibrantDark",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "opaqueSeparator", "placeholderText",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "controlAccentColor", "unemphasizedSelectedContentBackgroundColor",
    ])

    /// Whether a Swift file writes one of `appearanceNames` after a dot (`traitCollection.userInterfaceStyle`,
    /// `\.colorScheme`, `.systemBackground`).
    static func readsAppearance(_ file: AnalyzedFile) -> Bool {
        for i in 1..<max(1, file.count) where file.tokens[i].kind == .identifier && file.tokens[i - 1].kind == .dot {
            if isAppearanceName(i, in: file) { return true }
        }
        return false
    }

    /// Whether identifier token `i` (written after a dot) is one of `appearanceNames`.
    static func isAppearanceName(_ i: Int, in file: AnalyzedFile) -> Bool {
        file.isAny(i, appearanceNames)
    }
}

extension LintContext {
    /// Whether the project is linted as one that has adopted Dark Mode (detected, or `--adoption adopted`).
    var treatsProjectAsAdopted: Bool {
        switch options.adoption {
        case .adopted: return true
        case .migrating: return false
        case .auto: return index.isDarkModeAdopted
        }
    }

    /// Whether `path` is in a target that shows one appearance only: a watch app (always dark), or
    /// its `Info.plist` (or build settings) force Dark, or keep it in Light Mode. A Light opt-out is a decision not to support Dark Mode (yet): its
    /// colours cannot look wrong until the key is removed, and the opt-out itself is the finding.
    /// A team lifting it lints the migration (`--adoption migrating`) and sees them all.
    func showsOneAppearance(_ path: String) -> Bool {
        PlatformContext.isWatchPath(path) || index.isInForcedAppearanceTarget(path) || (options.adoption != .migrating && index.isInLightOptOutTarget(path))
    }

    /// Whether targets that opt out to Light Mode had their colours left out (for the summary line).
    var leavesOptedOutTargets: Bool { options.adoption != .migrating && index.hasLightOptOutTarget }

    /// Fixed colours written in Swift are reported only with `--pedantic`: the project has adopted
    /// Dark Mode, so they are deliberate far more often than not.
    var leavesSwiftColorsToPedantic: Bool {
        !options.pedantic && treatsProjectAsAdopted
    }
}
