/// View controllers that make their own view in `loadView()` without calling `super`. UIKit's
/// `loadView` is what loads the view of a storyboard scene or a nib; an override that sets `view`
/// itself skips it, so nothing drawn in that scene is ever shown (UIViewController's documentation:
/// "If you use Interface Builder to create your views … you must not override this method").
/// moonlight keeps two `SWRevealViewController` scenes whose white root views it never loads (blind
/// set fresh28). Read from Swift (`override func loadView()`) and Objective-C (`- (void)loadView`).
enum ViewReplacingControllers {
    /// The type whose `loadView` override function scope `f` is, when it never calls `super.loadView()`.
    static func replacer(function f: Int, typeScope: Int?, in file: AnalyzedFile) -> NameID? {
        let scope = file.scopes[f]
        guard scope.isOverride, scope.name == "loadView", let typeScope, scope.open >= 0 else { return nil }
        return callsSuper(from: Int(scope.open), to: Int(scope.close), in: file) ? nil : file.scopes[typeScope].nameID
    }

    /// For `- (void)loadView {` in an `@implementation`, at the `loadView` token: whether its body
    /// calls `[super loadView]`. Nil when the token is no such method definition.
    static func objectiveCReplaces(at i: Int, in file: AnalyzedFile) -> Bool? {
        guard file.is(i, "loadView"), file.kind(i - 1) == .rParen, file.kind(i + 1) == .lBrace,
              Int(file.match[i + 1]) > i + 1 else { return nil }
        return !callsSuper(from: i + 1, to: Int(file.match[i + 1]), in: file)
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
