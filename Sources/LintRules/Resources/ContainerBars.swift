/// The bars a container controller owns in a storyboard (`<navigationBar key="navigationBar">` of a
/// navigation controller, a tab bar controller's `tabBar`, a navigation controller's `toolbar`) have
/// no outlet in the document: code reaches them as `navigationController?.navigationBar` from the
/// view controllers the container shows, or as `navigationBar` in the container's own class. Those
/// are their outlets, so that a bar tint code replaces (`theme.setupNavigationBar(navigationController?.navigationBar)`
/// in the root controller, AdGuard; `decorateNavigationBar()` in DuckDuckGo) is a placeholder.
/// Only the root controller is known from the document: the controllers pushed later are not.
struct ContainerBars {
    private struct Bar {
        var id: String
        var property: String
        var container: String
    }

    private var bars: [Bar] = []
    private var classOfScene: [String: String] = [:]   // scene controller id -> custom class
    private var rootOf: [String: String] = [:]   // navigation controller id -> root controller id

    private static let barKeys: [String: String] = [
        "navigationBar": "navigationController", "toolbar": "navigationController", "tabBar": "tabBarController",
    ]

    /// Reads one start tag; `stack` holds the elements it is inside.
    mutating func read(_ tag: XMLScanner.Tag, _ stack: [InterfaceBuilderLinter.Element]) {
        if let id = tag["id"], InterfaceBuilderLinter.isController(tag.name), let customClass = tag["customClass"] {
            classOfScene[id] = customClass
        }
        if let key = tag["key"], key == tag.name, let containerName = Self.barKeys[key], let container = stack.last,
           container.name == containerName, let id = tag["id"], let containerID = container.tag["id"] {
            bars.append(Bar(id: id, property: key, container: containerID))
        }
        if tag.name == "segue", tag["relationship"] == "rootViewController", let destination = tag["destination"],
           let navigation = stack.last(where: { $0.name == "navigationController" })?.tag["id"] {
            rootOf[navigation] = destination
        }
    }

    /// The bars' outlets: (container class, bar) and (root controller class, bar), by bar id.
    func outlets() -> [(id: String, owner: String?, property: String)] {
        var result: [(id: String, owner: String?, property: String)] = []
        for bar in bars {
            result.append((bar.id, classOfScene[bar.container], bar.property))
            if let root = rootOf[bar.container], let rootClass = classOfScene[root] { result.append((bar.id, rootClass, bar.property)) }
        }
        return result
    }
}
