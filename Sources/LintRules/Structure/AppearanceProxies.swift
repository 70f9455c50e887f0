/// Colours set through `UIAppearance`: `UILabel.appearance(whenContainedInInstancesOf:
/// [UITableViewCell.self]).textColor = theme.primaryTextColor`, `UITableView.appearance().backgroundColor
/// = …`. UIKit applies them when a view enters a window, over what its nib set, so an Interface Builder
/// colour of such a view is a placeholder (a theme engine's way of recolouring every label at once).
enum AppearanceProxies {
    /// `label|textColor|tableViewCell`: the Interface Builder element, the property, and the element
    /// the proxy is limited to (empty for `appearance()`).
    static func collect(in file: AnalyzedFile) -> [String] {
        var found: Set<String> = []
        for i in file.tokens(namedAny: appearanceName) where i >= 2 && file.isAny(i, appearanceName) {
            guard file.kind(i - 1) == .dot, file.kind(i - 2) == .identifier, file.kind(i + 1) == .lParen, file.match[i + 1] > i + 1,
                  let element = element(named: i - 2, in: file) else { continue }
            let close = Int(file.match[i + 1])
            var container = ""
            if file.is(i + 2, "whenContainedInInstancesOf") {
                for j in (i + 2)..<close where file.kind(j) == .identifier {
                    if let name = elementName[file.name(j)] { container = name; break }
                }
                if container.isEmpty { continue }   // a container of the app's own: not worth guessing
            }
            for property in colorProperties(setOnProxyAt: i - 2, close: close, in: file) {
                found.insert(element + "|" + property + "|" + container)
            }
        }
        return Array(found)
    }

    /// The UIKit class a proxy is asked of: `UITabBar.appearance()`, or `Self.appearance()` in
    /// `extension UITabBar` (WooCommerce's `applyWooAppearance()`, blind set fresh22).
    private static func element(named i: Int, in file: AnalyzedFile) -> String? {
        if let element = elementName[file.name(i)] { return element }
        guard file.is(i, "Self") || file.is(i, "self"), let type = file.enclosingType(of: i) else { return nil }
        return elementName[file.scopes[type].name]
    }

    /// The `…Color` properties set on the proxy: right after the call (`.appearance().textColor = …`),
    /// or on the local it is kept in (`let bar = UITabBar.appearance()` … `bar.barTintColor = …`) in
    /// the rest of the function.
    private static func colorProperties(setOnProxyAt start: Int, close: Int, in file: AnalyzedFile) -> [String] {
        if file.kind(close + 1) == .dot, file.kind(close + 2) == .identifier, file.isOp(close + 3, "="),
           file.name(close + 2, hasSuffix: "Color") {
            return [file.name(close + 2)]
        }
        guard start >= 3, file.isOp(start - 1, "="), file.kind(start - 2) == .identifier, file.is(start - 3, "let") || file.is(start - 3, "var"),
              let function = file.enclosingFunction(of: start) else { return [] }
        let local = file.nameID(start - 2)
        var properties: [String] = []
        var j = close + 1
        let end = Int(file.scopes[function].close)
        while j + 3 < end {
            if file.kind(j) == .identifier, file.nameID(j) == local, file.kind(j + 1) == .dot, file.kind(j + 2) == .identifier,
               file.isOp(j + 3, "="), file.name(j + 2, hasSuffix: "Color") {
                properties.append(file.name(j + 2))
            }
            j += 1
        }
        return properties
    }

    /// Hashed, so that the scan of every token compares integers.
    private static let appearanceName = NameTable(["appearance"])

    /// Whether the function around `start` styles a UIKit class through its appearance proxy
    /// (`UIBarButtonItem.appearance().setTitleTextAttributes(…)`): its colours may land on system bars
    /// and buttons, which follow the appearance whatever the app's own views do.
    static func stylesSystemViews(around start: Int, in file: AnalyzedFile) -> Bool {
        guard let f = file.enclosingFunction(of: start) else { return false }
        let scope = file.scopes[f]
        return file.memo("styles system views", scope: f) {
            file.tokens(namedAny: appearanceName).contains { i in
                i > Int(scope.open) && i < Int(scope.close) && file.kind(i - 1) == .dot && file.kind(i + 1) == .lParen
                    && file.kind(i - 2) == .identifier && file.withName(i - 2) { $0.starts(with: [0x55, 0x49]) }   // "UI"
            }
        }
    }

    /// UIKit classes and the Interface Builder elements that make them.
    static let elementName: [String: String] = [
        "UILabel": "label", "UIButton": "button", "UITextField": "textField", "UITextView": "textView",
        "UITableView": "tableView", "UICollectionView": "collectionView", "UITableViewCell": "tableViewCell",
        "UICollectionViewCell": "collectionViewCell", "UIImageView": "imageView", "UISwitch": "switch",
        "UISlider": "slider", "UISegmentedControl": "segmentedControl", "UIProgressView": "progressView",
        "UIActivityIndicatorView": "activityIndicatorView", "UINavigationBar": "navigationBar", "UITabBar": "tabBar",
        "UIToolbar": "toolbar", "UISearchBar": "searchBar", "UIPageControl": "pageControl", "UIStackView": "stackView",
        "UIScrollView": "scrollView", "UITableViewHeaderFooterView": "tableViewHeaderFooterView",
    ]
}
