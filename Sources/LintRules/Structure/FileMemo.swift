/// Facts about one file that several colour checks ask for, computed once per file.
final class FileMemo: @unchecked Sendable {
    /// Controls given a fixed surface or fixed ink in this file: `FixedPair.controlPairs`.
    var controlPairs: FixedPair.ControlPairs?
    /// Per function scope: the elements it gives a fixed light surface (`FixedPair.lightSurfaceKeys`).
    var lightSurfaceKeys: [Int: Set<String>] = [:]
    /// Type scopes that make a `.light`/`.extraLight` blur: `FixedPair.hasLightBlur`.
    var lightBlurTypes: Set<Int>?
    /// The first branches of `#if` blocks: token range and condition text (`PlatformContext`).
    var ifRegions: [(first: Int, last: Int, condition: String)]?
    /// Comments by the line they start on (`DocumentedDecision`).
    var commentsByLine: [Int: [ByteRange]]?
    /// Per function scope: for each `receiver.property` assigned a looked-up value, the last such
    /// assignment's token (`ContentColor.isFallbackOfLaterValue`).
    var lookedUpAssignments: [Int: [AssignmentKey: Int]] = [:]
    /// Per type scope: names added as subviews of a view named for an image (`ContentColor.isOnImage`).
    var subviewsOfImages: [Int: Set<NameID>] = [:]

    /// The name tokens of the file's `let`/`var`/`func` declarations, by name (`ConstantValue`).
    var declarationsByName: [NameID: [Int]]?

    /// Per function scope: its locals' and parameters' declared class names (`ColorPropertyAssignments`).
    var localTypes: [Int: [NameID: [(token: Int, type: String)]]] = [:]

    /// Per function (or closure) scope: the locals it makes with a class's initialiser (`FixedPair`).
    var constructedLocals: [Int: [NameID: [(token: Int, type: String)]]] = [:]

    /// SwiftUI modifier chains: each modifier call's `(` -> the chain's first token, filled once per
    /// chain (`ContentColor.chainAnswer`).
    var chainStarts: [Int: Int] = [:]

    /// Per type scope: its stored properties' declared class names (`ColorPropertyAssignments`).
    var propertyTypes: [Int: [NameID: String]] = [:]

    struct AssignmentKey: Hashable {
        var receiver: NameID
        var property: NameID
    }
}
