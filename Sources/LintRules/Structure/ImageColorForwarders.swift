/// Functions that draw a colour they are given into an image: `static func placeholder(size:color:)
/// -> UIImage` filling a renderer with `color`, `convenience init(color: UIColor)` on `UIImage`, or
/// `func image(size:)` in an extension of `UIColor` filling with `self`. Their call sites
/// (`UIImage.placeholder(color: .systemFill)`) choose the colour, so a dynamic colour passed there is
/// frozen into the image exactly as if it were drawn in place. A function that passes its parameter
/// on to one of them (`cache.image(color:)` calling `UIImage.placeholder(color: color)`) is one too.
struct ImageColorForwarder: Hashable, Sendable {
    /// The function's name, or the type's name for an initializer.
    var callee: NameID
    /// The argument label the colour is passed with; `self` for a colour method drawing its receiver.
    var label: NameID

    static let receiver = NameID("self")

    /// What one file contributes: its drawing functions, and its functions that pass a parameter on.
    struct Collected: Sendable {
        var drawers: [ImageColorForwarder] = []
        var passes: [(from: ImageColorForwarder, to: ImageColorForwarder)] = []
        /// Functions of the same name and colour label that neither draw nor pass it on
        /// (`NSImageView.with(color:)` setting a tint beside `NSImage.with(color:)` drawing one).
        var twins: [ImageColorForwarder] = []
    }

    static func collect(in file: AnalyzedFile) -> Collected {
        var out = Collected()
        var forwarding = Set<Int>()   // the function scopes that draw or pass a colour parameter
        for region in ImageDrawing.regions(in: file) {
            for start in ImageDrawing.colorStarts(in: region, in: file, ColorDefinitionCollector.firstPassContext) {
                // A helper that resolves the colour itself, or sets up the appearance, is no forwarder.
                guard let f = file.enclosingFunction(of: start), !ImageDrawing.hasAppearanceSetUp(start, in: file),
                      !(start...file.postfixEnd(from: start)).contains(where: { file.is($0, "resolvedColor") }) else { continue }
                if let drawn = parameter(at: start, of: f, file) { out.drawers.append(drawn); forwarding.insert(f) }
            }
        }
        // `UIImage.placeholder(size: size, color: color)` with `color` a parameter of the caller.
        for j in 1..<max(file.count - 2, 1) where file.kind(j) == .colon && file.kind(j - 1) == .identifier {
            guard file.kind(j + 1) == .identifier, file.kind(j + 2) == .comma || file.kind(j + 2) == .rParen,
                  let f = file.enclosingFunction(of: j), Int(file.scopes[f].open) < j,
                  let (call, _) = file.enclosingCall(of: j + 1), file.kind(call.callee) == .identifier,
                  let from = parameter(at: j + 1, of: f, file) else { continue }
            let callee = file.is(call.callee, "init") ? nil : file.nameID(call.callee)
            if let callee { out.passes.append((from, ImageColorForwarder(callee: callee, label: file.nameID(j - 1)))); forwarding.insert(f) }
        }
        for (f, scope) in file.scopes.enumerated() where scope.kind == .function && !scope.isProperty && !forwarding.contains(f) {
            out.twins += colorParameterLabels(of: f, file).map { ImageColorForwarder(callee: scope.nameID, label: $0) }
        }
        return out
    }

    /// The labels of function `f`'s parameters typed as a colour (`with(color: NSColor)`: `color`).
    private static func colorParameterLabels(of f: Int, _ file: AnalyzedFile) -> [NameID] {
        let scope = file.scopes[f]
        guard scope.name != "init" else { return [] }
        var labels: [NameID] = []
        var j = Int(scope.introducer) + 1
        while j < Int(scope.open) {
            defer { j += 1 }
            guard file.kind(j) == .colon, file.kind(j - 1) == .identifier, file.kind(j + 1) == .identifier,
                  ColorTypes.builtIn[file.name(j + 1)] != nil else { continue }
            let hasLabel = file.kind(j - 2) == .identifier && (file.kind(j - 3) == .lParen || file.kind(j - 3) == .comma)
            guard hasLabel || file.kind(j - 2) == .lParen || file.kind(j - 2) == .comma else { continue }
            let label = hasLabel ? j - 2 : j - 1
            if !file.is(label, "_") { labels.append(file.nameID(label)) }
        }
        return labels
    }

    /// The forwarder that token `start` makes of function `f` when it names one of its labelled
    /// parameters (or `self`/nothing in a colour type's method: the receiver).
    static func parameter(at start: Int, of f: Int, _ file: AnalyzedFile) -> ImageColorForwarder? {
        let scope = file.scopes[f]
        guard !scope.isProperty else { return nil }
        let type = file.enclosingType(ofScope: Int(scope.parent)).map { file.scopes[$0].name }
        let callee = scope.name == "init" ? type.map(NameID.init) : scope.nameID
        guard let callee else { return nil }
        if file.is(start, "self") || file.isAny(start, ImageDrawing.fillAndStroke) {
            guard let type, ColorTypes.builtIn[type] != nil, scope.name != "init" else { return nil }
            return ImageColorForwarder(callee: callee, label: receiver)
        }
        guard file.kind(start) == .identifier, file.kind(start - 1) != .dot,
              let label = StyleForwarder.parameterLabel(file.nameID(start), of: f, file), label != file.nameID(start) || isParameter(start, of: f, file) else { return nil }
        return ImageColorForwarder(callee: callee, label: label)
    }

    private static func isParameter(_ name: Int, of f: Int, _ file: AnalyzedFile) -> Bool {
        let scope = file.scopes[f]
        let id = file.nameID(name)
        return (Int(scope.introducer) + 1..<max(Int(scope.open), Int(scope.introducer) + 1)).contains {
            file.kind($0) == .identifier && file.nameID($0) == id && file.kind($0 + 1) == .colon
        }
    }

    /// `color.cgColor` drawn inside a forwarder: its callers choose the colour, and are reported.
    static func isForwardedParameter(_ start: Int, in regions: [ImageDrawing.Region], _ file: AnalyzedFile,
                                     _ index: any ProjectQuestions) -> Bool {
        guard index.mayHaveImageColorForwarders, ImageDrawing.isDrawn(start, in: regions), let f = file.enclosingFunction(of: start),
              let drawn = parameter(at: start, of: f, file) else { return false }
        return index.isImageColorForwarder(drawn)
    }

    /// The colour arguments of calls to forwarders in `file`: (first token of the colour, callee token).
    static func colorArguments(in file: AnalyzedFile, _ index: any ProjectQuestions) -> [(start: Int, callee: Int)] {
        guard index.mayHaveImageColorForwarders else { return [] }
        var found: [(start: Int, callee: Int)] = []
        // A call of a name no forwarder has is skipped before its arguments are parsed (most calls).
        for j in 1..<max(file.count, 1) where file.kind(j) == .lParen && file.kind(j - 1) == .identifier {
            let c = j - 1
            let name = file.nameID(c)
            guard index.isImageColorForwarderCallee(name) else { continue }
            // `UIColor.systemFill.image(size: s)`: the receiver is drawn.
            if file.kind(c - 1) == .dot, index.isImageColorForwarder(ImageColorForwarder(callee: name, label: receiver)) {
                let start = file.postfixStart(endingAt: c)
                if start < c - 1 { found.append((start, c)) }
            }
            guard let call = file.call(at: j) else { continue }
            for argument in call.arguments {
                guard let label = argument.label, argument.first <= argument.last,
                      index.isImageColorForwarder(ImageColorForwarder(callee: name, label: file.nameID(label))),
                      file.postfixEnd(from: argument.first) == argument.last else { continue }
                found.append((argument.first, c))
            }
        }
        return found
    }

    /// Every forwarder of the run: the drawers, then whatever passes a parameter on to one, to a
    /// fixed point.
    /// A name a twin shares is left out: which of the two a call reaches depends on its receiver's type.
    static func resolve(_ collected: [Collected]) -> Set<ImageColorForwarder> {
        var result = Set(collected.flatMap(\.drawers))
        let passes = collected.flatMap(\.passes)
        var grew = !passes.isEmpty
        while grew {
            grew = false
            for pass in passes where result.contains(pass.to) && result.insert(pass.from).inserted { grew = true }
        }
        return result.subtracting(collected.flatMap(\.twins))
    }
}
