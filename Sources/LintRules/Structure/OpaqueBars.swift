/// The bars an app draws opaque. A screen whose content is pinned to its safe area leaves its root
/// view showing only in the strips above and below that area: the status and navigation bar at the
/// top, the tab bar and home indicator at the bottom. Where the app draws those bars opaque, the
/// root view's background is never seen there either (pocket-casts' settings screens: a themed
/// table inside the safe area of a white root view, between an opaque navigation bar and tab bar).
///
/// Opaque means what UIKit draws on iOS 15 and later too: `isTranslucent = false` on the bar (the
/// view then stops at the bar), or an appearance configured with an opaque background that is also
/// the bar's `scrollEdgeAppearance`. With the standard appearance alone, a bar over content at its
/// scroll edge (every screen whose table stops at the safe area) is transparent, and shows the root
/// view: that white strip is a real Dark Mode defect, so it does not count.
///
/// A file-level signal, like the rest of the run-wide index: the file that configures the bar
/// names the appearance class, configures it opaque and sets the scroll-edge appearance.
public struct OpaqueBars: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let navigation = OpaqueBars(rawValue: 1)
    public static let tab = OpaqueBars(rawValue: 2)

    private static let names = NameTable([
        "isTranslucent", "configureWithOpaqueBackground", "scrollEdgeAppearance", "UINavigationBarAppearance", "UITabBarAppearance",
    ])

    /// The bars this file makes opaque.
    static func declared(in file: AnalyzedFile) -> OpaqueBars {
        var translucencyOff: OpaqueBars = []
        var opaqueAppearance = false, scrollEdge = false
        var appearanceClasses: OpaqueBars = []
        for i in file.tokens(namedAny: names) where file.isAny(i, names) {
            if file.is(i, "isTranslucent") {
                if file.isOp(i + 1, "="), file.is(i + 2, "false") { translucencyOff.formUnion(bar(receiving: i, in: file)) }
            } else if file.is(i, "configureWithOpaqueBackground") {
                opaqueAppearance = opaqueAppearance || file.kind(i + 1) == .lParen
            } else if file.is(i, "scrollEdgeAppearance") {
                scrollEdge = scrollEdge || file.isOp(i + 1, "=")
            } else if file.is(i, "UINavigationBarAppearance") {
                appearanceClasses.insert(.navigation)
            } else {
                appearanceClasses.insert(.tab)
            }
        }
        return opaqueAppearance && scrollEdge ? translucencyOff.union(appearanceClasses) : translucencyOff
    }

    /// The bar whose property token `i` names: `navigationController?.navigationBar.isTranslucent`,
    /// `UITabBar.appearance().isTranslucent`, `tabBar.isTranslucent`.
    private static func bar(receiving i: Int, in file: AnalyzedFile) -> OpaqueBars {
        var j = i - 1
        while j >= 0 {
            switch file.kind(j) {
            case .dot:
                break
            case .op where file.is(j, "?") || file.is(j, "!"):
                break
            case .rParen:
                guard file.match[j] >= 0 else { return [] }
                j = Int(file.match[j])
            case .identifier:
                let name = file.name(j).lowercased()
                if name.hasSuffix("navigationbar") { return .navigation }
                if name.hasSuffix("tabbar") { return .tab }
                // The chain's first name: what precedes it belongs to another expression.
                if file.kind(j - 1) != .dot, !file.isOp(j - 1, "?"), !file.isOp(j - 1, "!") { return [] }
            default:
                return []
            }
            j -= 1
        }
        return []
    }
}
