/// Prototype cells that each show a different fixed colour: a theme picker's swatches (Pisth's
/// terminal themes: a white cell with purple text, a black one, a beige one with brown text, a grey
/// one). Each cell previews its theme's own colours, the same in both appearances on purpose; none
/// of them is a screen that should follow Dark Mode. A list qualifies when at least three of its
/// prototype cells paint distinct fixed opaque backgrounds, one light enough to glare in Dark Mode
/// and one that does not: the colours inside those cells are `--pedantic` notes.
struct SwatchCells {
    private var listOfCell: [String: String] = [:]   // cell id -> its table or collection view's id
    private var backgroundOfCell: [String: RGBA] = [:]
    private var findingsOfCell: [String: [Int]] = [:]

    mutating func open(cell: String, in list: String) { listOfCell[cell] = list }

    mutating func background(of cell: String, _ color: RGBA) {
        if color.clamped.alpha >= 0.999 { backgroundOfCell[cell] = color }
    }

    mutating func add(finding: Int, inCell cell: String) { findingsOfCell[cell, default: []].append(finding) }

    /// The findings inside the cells of the lists that are swatches.
    func findings() -> [Int] {
        var cellsOfList: [String: [String]] = [:]
        for (cell, list) in listOfCell where backgroundOfCell[cell] != nil { cellsOfList[list, default: []].append(cell) }
        var found: [Int] = []
        for cells in cellsOfList.values where cells.count >= 3 {
            let colors = cells.compactMap { backgroundOfCell[$0] }
            let distinct = Set(colors.map(\.hexString))
            let glares = colors.contains { AppearanceRisk.of($0, role: .background) == .glaresInDark }
            let stays = colors.contains { AppearanceRisk.of($0, role: .background) != .glaresInDark }
            guard distinct.count >= 3, glares, stays else { continue }
            for cell in cells { found += findingsOfCell[cell] ?? [] }
        }
        return found
    }
}
