/// Facts about one file that several colour checks ask for, computed once per file.
final class FileMemo: @unchecked Sendable {
    /// Controls given a fixed surface or fixed ink in this file: `FixedPair.controlPairs`.
    var controlPairs: FixedPair.ControlPairs?
    /// Type scopes that make a `.light`/`.extraLight` blur: `FixedPair.hasLightBlur`.
    var lightBlurTypes: Set<Int>?
    /// The first branches of `#if` blocks: token range and condition text (`PlatformContext`).
    var ifRegions: [(first: Int, last: Int, condition: String)]?
    /// Comments by the line they start on (`DocumentedDecision`).
    var commentsByLine: [Int: [ByteRange]]?
}
