/// The scenes of a storyboard that nothing can show. Code instantiates a scene only by its
/// storyboard ID (`instantiateViewController(withIdentifier:)`, a storyboard reference from another
/// file) or as the initial controller; everything else is reached through a segue (a push, a modal,
/// an embed, a navigation controller's root relationship). A controller with neither an ID, nor the
/// initial arrow, nor a segue from a scene that can be shown is never shown, nor are the views inside
/// it (Monal's settings table, the root of a navigation controller nothing presents).
struct SceneReachability {
    private var isStoryboard = false
    private var initial: String?
    private var controllers: [String] = []
    private var named: [String] = []   // controllers with a storyboard ID
    private var segues: [String: [String]] = [:]   // source scene controller -> destinations

    /// Reads one start tag; `stack` holds the elements it is inside.
    mutating func read(_ tag: XMLScanner.Tag, _ stack: [InterfaceBuilderLinter.Element]) {
        switch tag.name {
        case "document":
            isStoryboard = (tag["type"] ?? "").contains("Storyboard")
            initial = tag["initialViewController"]
        case "segue":
            // From the scene's controller (the element right under `<objects>`).
            guard let destination = tag["destination"], let source = InterfaceBuilderLinter.topLevelObject(in: stack)?.tag["id"] else { break }
            segues[source, default: []].append(destination)
        default:
            if tag["sceneMemberID"] == "viewController", stack.last?.name == "objects", let id = tag["id"] {
                controllers.append(id)
                if tag["storyboardIdentifier"] != nil { named.append(id) }
            }
        }
    }

    /// The ids of the scene controllers nothing shows (none in a XIB, or in a storyboard with no entry point).
    func unreachable() -> Set<String> {
        var shown = Set(named)
        if let initial { shown.insert(initial) }
        // A storyboard with no entry point at all (no initial controller, no ID) is loaded some way
        // this file does not show: it says nothing.
        guard isStoryboard, !shown.isEmpty else { return [] }
        var work = Array(shown)
        while let source = work.popLast() {
            for destination in segues[source] ?? [] where shown.insert(destination).inserted { work.append(destination) }
        }
        return Set(controllers.filter { !shown.contains($0) })
    }
}
