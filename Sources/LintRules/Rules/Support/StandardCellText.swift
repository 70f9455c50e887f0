/// Text set on a standard table cell's own labels (`cell.textLabel?.textColor = .black`) where the
/// same function gives the cell no background: since iOS 13 such a cell is `systemBackground`,
/// dark in Dark Mode, so the text vanishes even in an app that paints its own views light (trust-wallet's
/// settings rows; recall review of fresh31). The light views such an app paints are its own, not
/// UIKit's default cells.
enum StandardCellText {
    static func isOnDefaultCell(_ slot: ColorSlot, in file: AnalyzedFile) -> Bool {
        guard slot.name == "textColor", var label = slot.receiver else { return false }
        if file.isOp(label, "?") || file.isOp(label, "!") { label -= 1 }   // `textLabel?.textColor`
        guard file.isAny(label, standardLabels),
              file.kind(label - 1) == .dot, file.kind(label - 2) == .identifier,
              let function = file.enclosingFunction(of: label) else { return false }
        let cell = file.nameID(label - 2)
        // `cell.backgroundColor = …`, `cell.contentView.backgroundColor = …`, `cell.backgroundView = …`
        // anywhere in the function: the cell has a surface of its own there.
        let scope = file.scopes[function]
        for j in file.tokens(namedAny: surfaceProperties) where j > Int(scope.open) && j < Int(scope.close) {
            var base = j - 2
            if file.is(base, "contentView") { base -= 2 }
            if base >= 0, file.kind(base) == .identifier, file.nameID(base) == cell { return false }
        }
        return true
    }

    private static let standardLabels = NameTable(["textLabel", "detailTextLabel"])
    private static let surfaceProperties = NameTable(["backgroundColor", "backgroundView", "backgroundConfiguration"])
}
