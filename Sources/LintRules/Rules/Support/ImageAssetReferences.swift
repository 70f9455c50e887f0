/// Image-asset references in Swift, as keys an image set's name is looked up by:
/// `UIImage(named: "Logo")`, `NSImage(named: "Logo")`, `Image("Logo")`, `Image(decorative: "Logo")`,
/// `#imageLiteral(resourceName: "Logo")` by name; Xcode's generated symbols (`UIImage(resource: .logo)`,
/// `Image(.logo)`, `ImageResource.logo`), R.swift (`R.image.logo()`) and SwiftGen (`Asset.logo.image`,
/// `Asset.Images.logo.swiftUIImage`) by symbol. A use that renders the image as a template
/// (`.withRenderingMode(.alwaysTemplate)`, `.renderingMode(.template)`) takes the tint color there.
enum ImageAssetReferences {
    struct Use: Sendable {
        /// `Logo` for a name, `.logo` for a generated symbol.
        var key: String
        var line: Int32
        var templated: Bool
    }

    static func uses(in file: AnalyzedFile) -> [Use] {
        var found: [Use] = []
        var i = 1
        while i < file.count {
            defer { i += 1 }
            let t = file.tokens[i]
            if t.kind == .string, let name = ColorAssetReferences.stringContent(file, i), !name.isEmpty, let start = constructorStart(ofName: i, file) {
                found.append(Use(key: name, line: Int32(file.location(of: i).line),
                                 templated: isTemplated(from: start, file) || isTemplatedBySlot(start, file)))
            } else if t.kind == .identifier, file.kind(i - 1) == .dot, let start = symbolStart(i, file) {
                found.append(Use(key: "." + file.name(i), line: Int32(file.location(of: i).line),
                                 templated: isTemplated(from: start, file) || isTemplatedBySlot(start, file)))
            }
        }
        return found
    }

    /// The keys an image set named `name` is referenced by: the name, its last component (a folder
    /// without a namespace), and the symbols generators make of it (`ic_close` -> `.icClose`, `.ic_close`).
    static func keys(ofAsset name: String) -> [String] {
        let last = String(name.split(separator: "/").last ?? "")
        var keys = [name, last, "." + ColorAssetReferences.generatedSymbol(last)]
        let raw = last.prefix(1).lowercased() + last.dropFirst()
        if raw.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { keys.append("." + raw) }
        return keys
    }

    private static let imageTypes = NameTable(["UIImage", "NSImage"])

    /// For the string literal at `i`, the first token of the image constructor it names.
    private static func constructorStart(ofName i: Int, _ file: AnalyzedFile) -> Int? {
        // `UIImage(named: "X"`, `NSImage(named: "X"`, `UIImage(imageLiteralResourceName: "X"`.
        if file.kind(i - 1) == .colon, file.isAny(i - 2, ["named", "imageLiteralResourceName"]), file.kind(i - 3) == .lParen,
           file.isAny(i - 4, imageTypes), file.kind(i - 5) != .dot {
            return i - 4
        }
        // `Image("X")`, `Image("X", bundle: …)`, `Image(decorative: "X")`.
        if file.kind(i - 1) == .lParen, file.is(i - 2, "Image"), file.kind(i - 3) != .dot,
           file.kind(i + 1) == .rParen || file.kind(i + 1) == .comma {
            return i - 2
        }
        if file.kind(i - 1) == .colon, file.is(i - 2, "decorative"), file.kind(i - 3) == .lParen, file.is(i - 4, "Image") { return i - 4 }
        // `#imageLiteral(resourceName: "X")`
        if file.kind(i - 1) == .colon, file.is(i - 2, "resourceName"), file.kind(i - 3) == .lParen, file.is(i - 4, "#imageLiteral") { return i - 4 }
        return nil
    }

    /// For the member name at `i` (after a dot), the first token of the expression that names an
    /// image symbol with it, if it does.
    private static func symbolStart(_ i: Int, _ file: AnalyzedFile) -> Int? {
        // `UIImage(resource: .logo)`, `Image(.logo)`, `Image(ImageResource.logo)`
        let dot = i - 1
        var first = dot
        if file.is(dot - 1, "ImageResource") { first = dot - 1 }
        if file.kind(first - 1) == .lParen, file.is(first - 2, "Image") || file.isAny(first - 2, imageTypes) && first != dot,
           file.kind(i + 1) == .rParen { return first - 2 }
        if file.kind(first - 1) == .colon, file.is(first - 2, "resource"), file.kind(first - 3) == .lParen, file.isAny(first - 4, imageTypes) {
            return first - 4
        }
        if first != dot { return first }   // `ImageResource.logo` anywhere
        // R.swift: `R.image.logo`
        if file.is(dot - 1, "image"), file.kind(dot - 2) == .dot, file.is(dot - 3, "R"), file.kind(dot - 4) != .dot { return dot - 3 }
        // SwiftGen: `Asset.logo.image`, `Asset.Images.logo.swiftUIImage`: the name before `.image`.
        if file.isAny(i + 2, ["image", "swiftUIImage"]), file.kind(i + 1) == .dot, file.kind(i + 3) != .lParen {
            var j = dot
            var steps = 0
            while file.kind(j) == .dot, file.kind(j - 1) == .identifier, steps < 8 { j -= 2; steps += 1 }
            if file.is(j + 1, "Asset"), j + 1 < dot { return j + 1 }
        }
        return nil
    }

    /// Where UIKit renders the image as a template by itself: a tab or bar item's image, a menu
    /// action's, a segment's (`UITabBarItem(title:image:tag:)`, `tabBarItem.selectedImage = …`).
    private static func isTemplatedBySlot(_ start: Int, _ file: AnalyzedFile) -> Bool {
        let slot = ColorSlot.of(start, in: file)
        if let callee = slot.callee, file.isAny(callee, templatingOwners) { return true }
        if slot.kind == .firstArgument, slot.name == "setImage", let (call, _) = file.enclosingCall(of: start),
           call.arguments.count > 1, file.label(call.arguments[1]) == "forSegmentAt" { return true }
        guard slot.kind == .assignment, let receiver = slot.receiver else { return false }
        return file.isAny(receiver, ["tabBarItem", "barButtonItem"]) || file.name(receiver, hasSuffix: "TabBarItem")
            || file.name(receiver, hasSuffix: "BarButtonItem")
    }

    private static let templatingOwners = NameTable(["UITabBarItem", "UIBarButtonItem", "UIAction", "UIMenu", "UICommand",
        "UIKeyCommand", "UIContextualAction", "UISegmentedControl"])

    /// The expression from `start` renders the image as a template: `.withRenderingMode(.alwaysTemplate)`,
    /// `.renderingMode(.template)`.
    private static func isTemplated(from start: Int, _ file: AnalyzedFile) -> Bool {
        let end = min(file.postfixEnd(from: start), file.count - 1)
        guard end > start else { return false }
        return (start...end).contains { file.kind($0) == .identifier && file.kind($0 - 1) == .dot && file.isAny($0, ["alwaysTemplate", "template"]) }
    }
}
