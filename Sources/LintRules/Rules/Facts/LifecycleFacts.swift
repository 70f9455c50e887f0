/// Where appearance-sensitive work belongs, per class family (APPLE_FACTS.md §5: the methods
/// UIKit and AppKit call after updating the current trait collection / drawing appearance).
public enum ClassFamily: String, Sendable {
    case uiView, uiViewController, uiPresentationController
    case nsView, nsViewController
    case caLayer
    /// SwiftUI's UIKit/AppKit bridges, whose `update...` methods run on environment changes.
    case representable

    /// Methods in which the current appearance is set and which run again when it changes.
    var updateMethods: Set<String> { Self.updateMethodTable[self]! }

    private static let updateMethodTable: [ClassFamily: Set<String>] = {
        var table: [ClassFamily: Set<String>] = [:]
        for family in [ClassFamily.uiView, .uiViewController, .uiPresentationController, .nsView, .nsViewController,
                       .caLayer, .representable] {
            table[family] = family.computedUpdateMethods
        }
        return table
    }()

    private var computedUpdateMethods: Set<String> {
        switch self {
        case .uiView:
            return ["traitCollectionDidChange", "layoutSubviews", "draw", "updateConstraints", "tintColorDidChange",
                    "updateProperties", "updateConfiguration", "layoutSublayers"]
        case .uiViewController:
            return ["traitCollectionDidChange", "updateViewConstraints", "viewWillLayoutSubviews",
                    "viewDidLayoutSubviews", "updateProperties"]
        case .uiPresentationController:
            return ["traitCollectionDidChange", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"]
        case .nsView:
            return ["updateLayer", "draw", "layout", "updateConstraints", "viewDidChangeEffectiveAppearance",
                    "layoutSublayers"]
        case .nsViewController:
            return ["viewWillLayout", "viewDidLayout", "updateViewConstraints"]
        case .caLayer:
            return []
        case .representable:
            return ["updateUIView", "updateNSView", "updateUIViewController", "updateNSViewController"]
        }
    }

    var updateMethodIDs: Set<NameID> { Self.updateMethodIDTable[self]! }
    private static let updateMethodIDTable: [ClassFamily: Set<NameID>] = updateMethodTable.mapValues { Set($0.map(NameID.init)) }
    static let allUpdateMethodIDs = Set(allUpdateMethods.map(NameID.init))
    static let knownByID: [NameID: ClassFamily] = Dictionary(uniqueKeysWithValues: known.map { (NameID($0.key), $0.value) })

    static let allUpdateMethods: Set<String> = [ClassFamily.uiView, .uiViewController, .uiPresentationController,
                                                 .nsView, .nsViewController, .representable]
        .reduce(into: Set<String>()) { $0.formUnion($1.updateMethods) }

    /// View-family overrides whose name begins with `draw` (`drawSelection(in:)`, `drawBackground(in:)`)
    /// run inside a draw pass, with the appearance set.
    var drawMethodsAreUpdates: Bool { self == .uiView || self == .nsView }

    /// Where the message says the code belongs; from iOS 17, UIKit's trait-change registration.
    func recommendedMethods(iOS17: Bool) -> String {
        if iOS17, self == .uiView || self == .uiViewController || self == .uiPresentationController {
            return "a `registerForTraitChanges([UITraitUserInterfaceStyle.self])` handler (iOS 17) or `\(self == .uiViewController ? "viewWillLayoutSubviews()" : self == .uiView ? "layoutSubviews()" : "containerViewWillLayoutSubviews()")`"
        }
        return recommendedMethods
    }

    /// Where the message says the code belongs.
    var recommendedMethods: String {
        switch self {
        case .uiView: return "`traitCollectionDidChange(_:)` or `layoutSubviews()`"
        case .uiViewController: return "`traitCollectionDidChange(_:)` or `viewWillLayoutSubviews()`"
        case .uiPresentationController: return "`containerViewWillLayoutSubviews()`"
        // `updateLayer()` runs only for a view whose `wantsUpdateLayer` is true; one that draws in
        // `draw(_:)` never gets it (VimR's bars, blind set fresh22).
        case .nsView: return "`viewDidChangeEffectiveAppearance()` (or `updateLayer()`, if the view's `wantsUpdateLayer` is true)"
        case .nsViewController: return "`viewWillLayout()` (or the view's `updateLayer()`)"
        case .caLayer: return "the owning view's `traitCollectionDidChange(_:)` (UIKit) or `updateLayer()` (AppKit)"
        case .representable: return "`updateUIView(_:context:)` / `updateNSView(_:context:)`"
        }
    }

    /// Framework classes darklint knows, by family. Custom subclasses resolve through the run's index.
    static let known: [String: ClassFamily] = {
        var map: [String: ClassFamily] = [:]
        for name in [
            "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UITextField", "UITextView", "UIScrollView",
            "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
            "UITableViewHeaderFooterView", "UIStackView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
            "UISwitch", "UISlider", "UISegmentedControl", "UIProgressView", "UIActivityIndicatorView", "UIPickerView",
            "UIDatePicker", "UIPageControl", "UIStepper", "UIVisualEffectView", "UIWindow", "UIInputView",
            "UICollectionViewListCell", "WKWebView", "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView",
            "SKView", "SCNView", "MTKView", "GLKView", "UIRefreshControl", "UIColorWell", "ARSCNView", "PKCanvasView",
        ] { map[name] = .uiView }
        for name in [
            "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
            "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
            "UIAlertController", "UIHostingController", "UIActivityViewController", "UIDocumentPickerViewController",
            "UIImagePickerController", "UIReferenceLibraryViewController", "UIInputViewController",
            "SFSafariViewController", "MFMailComposeViewController", "AVPlayerViewController", "QLPreviewController",
        ] { map[name] = .uiViewController }
        map["UIPresentationController"] = .uiPresentationController
        map["UIPopoverPresentationController"] = .uiPresentationController
        map["UISheetPresentationController"] = .uiPresentationController
        for name in [
            "NSView", "NSControl", "NSButton", "NSTextField", "NSTextView", "NSImageView", "NSScrollView", "NSClipView",
            "NSTableView", "NSOutlineView", "NSTableCellView", "NSTableRowView", "NSTableHeaderView", "NSCollectionView",
            "NSStackView", "NSSplitView", "NSTabView", "NSBox", "NSVisualEffectView", "NSPopUpButton", "NSSegmentedControl",
            "NSSlider", "NSProgressIndicator", "NSSearchField", "NSTokenField", "NSComboBox", "NSColorWell",
            "NSDatePicker", "NSLevelIndicator", "NSPathControl", "NSRulerView", "NSMatrix", "NSBrowser", "NSGridView",
            "NSOpenGLView", "NSSecureTextField", "NSStepper", "NSSwitch",
        ] { map[name] = .nsView }
        for name in [
            "NSViewController", "NSSplitViewController", "NSTabViewController", "NSCollectionViewItem",
            "NSTitlebarAccessoryViewController", "NSPageController", "NSHostingController",
        ] { map[name] = .nsViewController }
        for name in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAScrollLayer",
                     "CATiledLayer", "CAEmitterLayer", "CAMetalLayer", "CATransformLayer"] { map[name] = .caLayer }
        for name in ["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
                     "NSViewControllerRepresentable"] { map[name] = .representable }
        return map
    }()

    /// Methods that never count as update contexts, whatever calls them: they run once.
    static let oneShotMethods: Set<String> = [
        "init", "deinit", "viewDidLoad", "loadView", "awakeFromNib", "prepareForInterfaceBuilder", "viewWillAppear",
        "viewDidAppear", "didMoveToWindow", "didMoveToSuperview", "windowDidLoad", "applicationDidFinishLaunching",
        "application", "makeUIView", "makeNSView", "makeUIViewController", "makeNSViewController", "commonInit",
    ]
}
