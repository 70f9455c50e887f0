/// Colours for paper: text laid out for `UIPrintInteractionController` or a PDF page is printed on
/// white whatever the screen's appearance, so fixed dark text is right there and `.label` would
/// print white text from a phone in Dark Mode (KeePassium's `DatabasePrintFormatter`, labelled on a
/// blind set). A colour counts as printed when a type or function around it is named for printing
/// (`PrintFormatter`, `printableText()`), or the function around it draws a PDF or print page.
enum PrintedOutput {
    static func contains(_ token: Int, in file: AnalyzedFile) -> Bool {
        for s in file.scopeChain(of: token) {
            let scope = file.scopes[s]
            guard scope.kind == .type || scope.kind == .function else { continue }
            let named = scope.name.utf8.withContiguousStorageIfAvailable { name in
                printWords.contains { AppearanceGuards.containsCaseInsensitive(name, $0) }
            } ?? false
            if named { return true }
            // Asked for every fixed colour in the function: one scan of its body per file.
            if scope.kind == .function, file.memo("draws a PDF or print page", scope: s, { drawsPage(in: s, file) }) { return true }
        }
        return false
    }

    /// Whether the body of function scope `s` names a PDF or print renderer.
    private static func drawsPage(in s: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[s]
        var j = Int(scope.open) + 1
        let close = Int(scope.close)
        while j < close {
            if file.isAny(j, pageRenderers) { return true }
            j += 1
        }
        return false
    }

    private static let printWords: [[UInt8]] = ["print", "printing", "printable", "printed"].map { Array($0.utf8) }

    private static let pageRenderers = NameTable([
        "UIGraphicsPDFRenderer", "UIGraphicsBeginPDFContextToData", "UIGraphicsBeginPDFContextToFile", "UIGraphicsBeginPDFPage",
        "UIPrintPageRenderer", "UIPrintInteractionController", "UISimpleTextPrintFormatter", "UIMarkupTextPrintFormatter",
        "NSPrintOperation", "NSPrintInfo",
    ])
}
