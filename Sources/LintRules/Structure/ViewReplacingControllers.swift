/// View controllers that make their own view in `loadView()` without calling `super`. UIKit's
/// `loadView` is what loads the view of a storyboard scene or a nib; an override that sets `view`
/// itself skips it, so nothing drawn in that scene is ever shown (UIViewController's documentation:
/// "If you use Interface Builder to create your views … you must not override this method").
/// moonlight keeps two `SWRevealViewController` scenes whose white root views it never loads (blind
/// set fresh28). An override that calls `super` and then sets `view` replaces the loaded view all the
/// same (wsdot's `SimpleMapViewController`: `view = mapView`, a Google map, blind set fresh40).
/// Read from Swift (`override func loadView()`) and Objective-C (`- (void)loadView`).
enum ViewReplacingControllers {
    /// The type whose `loadView` override function scope `f` is, when it never calls `super.loadView()`.
    static func replacer(function f: Int, typeScope: Int?, in file: AnalyzedFile) -> NameID? {
        let scope = file.scopes[f]
        guard scope.isOverride, scope.name == "loadView", let typeScope, scope.open >= 0 else { return nil }
        let open = Int(scope.open), close = Int(scope.close)
        return callsSuper(from: open, to: close, in: file) && !setsView(from: open, to: close, in: file) ? nil : file.scopes[typeScope].nameID
    }

    /// For `- (void)loadView {` in an `@implementation`, at the `loadView` token: whether its body
    /// calls `[super loadView]`. Nil when the token is no such method definition.
    static func objectiveCReplaces(at i: Int, in file: AnalyzedFile) -> Bool? {
        guard file.is(i, "loadView"), file.kind(i - 1) == .rParen, file.kind(i + 1) == .lBrace,
              Int(file.match[i + 1]) > i + 1 else { return nil }
        let close = Int(file.match[i + 1])
        return !callsSuper(from: i + 1, to: close, in: file) || setsView(from: i + 1, to: close, in: file)
    }

    /// `view = mapView`, `self.view = …` (Swift or Objective-C) directly in the body, not in a closure.
    private static func setsView(from open: Int, to close: Int, in file: AnalyzedFile) -> Bool {
        var j = open + 1
        while j < close {
            if file.tokens[j].kind == .lBrace, file.match[j] > j { j = Int(file.match[j]) + 1; continue }
            if file.is(j, "view"), file.isOp(j + 1, "="), file.kind(j - 1) != .dot || file.is(j - 2, "self") && file.kind(j - 3) != .dot {
                return true
            }
            j += 1
        }
        return false
    }

    private static func callsSuper(from open: Int, to close: Int, in file: AnalyzedFile) -> Bool {
        var j = open
        while j < close {
            if file.is(j, "super"), file.is(j + 1, "loadView") || (file.kind(j + 1) == .dot && file.is(j + 2, "loadView")) { return true }
            j += 1
        }
        return false
    }
}
