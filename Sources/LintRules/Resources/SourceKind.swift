/// What a file is, by its path: darklint lints Swift sources and, in the same run, the resources
/// where half of an app's colors live.
public enum SourceKind: Sendable, Equatable {
    case swift
    /// `*.storyboard`, `*.xib`
    case interfaceBuilder
    /// `*.xcassets/**/*.colorset/Contents.json`
    case colorSet
    /// `*.xcassets/**/*.imageset/Contents.json` (read only when `imageset_missing_dark` is on)
    case imageSet
    /// `Info.plist`, `*-Info.plist`
    case infoPlist
    /// `*.xcodeproj/project.pbxproj`: read for the Info.plist keys a target's build settings write
    /// (`BuildSettingsAppearance`).
    case xcodeProject
    /// `*.m`, `*.mm`, `*.h`: read for the run-wide index only (the colours an app's Objective-C sets
    /// on Interface Builder views, see `ObjectiveCSummary`), when the run has storyboards or XIBs.
    case objectiveC

    public static func of(path: String) -> SourceKind? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return .interfaceBuilder }
        if path.hasSuffix(".colorset/Contents.json") { return .colorSet }
        if path.hasSuffix(".imageset/Contents.json") { return .imageSet }
        if path.hasSuffix("/Info.plist") || path == "Info.plist" || path.hasSuffix("-Info.plist") { return .infoPlist }
        if path.hasSuffix(".xcodeproj/project.pbxproj") { return .xcodeProject }
        if path.hasSuffix(".m") || path.hasSuffix(".h") || path.hasSuffix(".mm") { return .objectiveC }
        return nil
    }
}
