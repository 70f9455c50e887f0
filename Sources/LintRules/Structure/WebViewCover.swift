/// Controllers that lay a web view over the whole of their root view in code: `let webView =
/// WKWebView(frame: view.bounds)` (or `view.frame`) then `view.addSubview(webView)`. The web view
/// is opaque and sized to the view (kept so by its autoresizing mask), so the root view's own
/// background, as Interface Builder sets it, is never seen (DuckDuckGo's `WebContainerViewController`).
enum WebViewCover {
    /// For a `WKWebView` token at `i` (the summary pass finds them in its one scan of the file): the
    /// name of the type that makes it the size of its view and adds it to that view, if it does.
    static func coveringType(at i: Int, in file: AnalyzedFile) -> String? {
        // `WKWebView(frame: view.bounds` / `WKWebView(frame: self.view.frame`
        guard file.kind(i + 1) == .lParen, file.is(i + 2, "frame"), file.kind(i + 3) == .colon else { return nil }
        var j = i + 4
        if file.is(j, "self"), file.kind(j + 1) == .dot { j += 2 }
        guard file.is(j, "view"), file.kind(j + 1) == .dot, file.is(j + 2, "bounds") || file.is(j + 2, "frame"),
              let type = file.enclosingType(of: i), addsSubviewToView(in: type, file) else { return nil }
        return file.scopes[type].name
    }

    /// `view.addSubview(` (or `self.view.addSubview(`) somewhere in type scope `type`.
    private static func addsSubviewToView(in type: Int, _ file: AnalyzedFile) -> Bool {
        let end = min(Int(file.scopes[type].close), file.count)
        for j in Int(file.scopes[type].open)..<end where file.is(j, "addSubview") && file.kind(j + 1) == .lParen {
            if file.kind(j - 1) == .dot, file.is(j - 2, "view"), file.kind(j - 3) != .dot || file.is(j - 4, "self") { return true }
        }
        return false
    }
}
