/// The background of a UIKit container controller's own view (a navigation, tab bar or split view
/// controller): its children's views and its bars fill it, so the colour shows, if ever, for a frame
/// of a transition. A fixed one there is a `--pedantic` note, not a warning (lockwise's navigation
/// controllers; blind set fresh31). A `UIWindow`'s background is not such a case: a root view
/// controller made in code has a clear view, and the window shows through it (Drrrible, fresh20).
enum ContainerBackground {
    static let containerControllers = ["UINavigationController", "UITabBarController", "UISplitViewController"].map(NameID.init)

    static func isCovered(_ slot: ColorSlot, in file: AnalyzedFile, _ context: LintContext) -> Bool {
        guard slot.name == "backgroundColor", !file.prefersAppKit, let receiver = slot.receiver,
              file.is(receiver, "view"), file.kind(receiver - 1) != .dot || file.is(receiver - 2, "self"),
              let type = file.enclosingType(of: receiver) else { return false }
        let name = file.scopes[type].nameID
        return containerControllers.contains { context.index.isKind(name, of: $0) }
    }
}
