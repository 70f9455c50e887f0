/// `missing_color_asset`: a named color that no asset catalog in the run defines.
public struct MissingColorAssetRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "missing_color_asset",
        name: "Missing color asset",
        summary: "`UIColor(named:)`, `NSColor(named:)`, `Color(\"X\")` or an Interface Builder named color that no asset catalog defines.",
        rationale: """
        A named color that is not in any asset catalog is `nil` at run time — a crash after `!`, or a \
        silent fallback that never adapts. darklint checks names against every color set in the run \
        (folders that provide a namespace included) and suggests the nearest existing name. It only \
        runs when the run contains at least one asset catalog. A lookup whose `nil` the code handles \
        (`UIColor(named: "Carbs") ?? .systemGreen`) is deliberate: the fallback is what shows. A name looked up in another bundle \
        (`bundle: .module`) is not checked, and when the project depends on remote Swift packages \
        (`Package.swift`, the `.xcodeproj`), whose catalogs are not in the run, a missing name is a \
        note that names them, unless a set of a near name is in the run (a typo, or a set renamed with or \
        without its `Color` suffix: `viewBgColor` for `viewBg`), which stays a warning and is suggested. For Interface Builder the message gives the value the document stored \
        when Xcode last found the set (what the element shows now, in both appearances) and, when that \
        value is clear, says to choose Clear Color instead.
        """,
        defaultSeverity: .warning,
        triggering: [
            Example("view.backgroundColor = UIColor(named: ↓\"BackgroundPrimery\")!",
                    message: "No asset catalog in this run has a color named `BackgroundPrimery` (`UIColor(named:)` returns nil); did you mean `BackgroundPrimary`?",
                    resources: ["Assets.xcassets/BackgroundPrimary.colorset/Contents.json": ColorsetFixtures.adaptive]),
            Example("Text(\"Hi\").foregroundColor(Color(↓\"Brand/Accent\"))",
                    resources: ["Assets.xcassets/Accent.colorset/Contents.json": ColorsetFixtures.adaptive]),
            Example("let c = NSColor(named: ↓\"Missing\", bundle: .main)",
                    resources: ["Assets.xcassets/Accent.colorset/Contents.json": ColorsetFixtures.adaptive]),
        ],
        nonTriggering: [
            Example("view.backgroundColor = UIColor(named: \"BackgroundPrimary\")",
                    resources: ["Assets.xcassets/BackgroundPrimary.colorset/Contents.json": ColorsetFixtures.adaptive]),
            Example("view.backgroundColor = UIColor(named: \"Anything\")"),
            Example("let c = UIColor(named: name)", resources: ["Assets.xcassets/A.colorset/Contents.json": ColorsetFixtures.adaptive]),
            Example("let c = Color(\"#FF0000\")", resources: ["Assets.xcassets/A.colorset/Contents.json": ColorsetFixtures.adaptive]),
            // The code handles the missing set: the fallback shows (and is judged as a colour itself).
            Example("static let carbs = UIColor(named: \"carbs\") ?? .systemGreen",
                    resources: ["Assets.xcassets/A.colorset/Contents.json": ColorsetFixtures.adaptive]),
            Example("let c = Color(\"Surface\", bundle: .module)", resources: ["Assets.xcassets/A.colorset/Contents.json": ColorsetFixtures.adaptive]),
            Example("let c = UIColor(named: \"Surface\", in: Bundle(for: Theme.self), compatibleWith: nil)",
                    resources: ["Assets.xcassets/A.colorset/Contents.json": ColorsetFixtures.adaptive]),
        ]
    )

    public func check(_ file: AnalyzedFile, _ context: LintContext, into findings: inout [Finding]) {
        guard context.index.hasColorCatalog else { return }
        for reference in ColorAssetReferences.named(in: file) where !context.index.hasColorAsset(reference.name) {
            if reference.otherBundle { continue }   // a package's or framework's catalog
            if hasFallback(reference.token, in: file) { continue }
            // A definition no code uses never loads the set (`static let fresh = Color("fresh")`, and
            // nothing reads `fresh`: Trio, blind set fresh18).
            if DeadCode.isUnreachable(reference.token, in: file, context.index) { continue }
            var f = finding(file.tokens[reference.token].range, Self.message(reference.name, reference.api, context))
            if Self.mayComeFromPackage(reference.name, context) { f.severity = .note }
            findings.append(f)
        }
    }

    /// `UIColor(named: "carbs") ?? .systemGreen`: the code expects `nil` and says what to show instead.
    private func hasFallback(_ token: Int, in file: AnalyzedFile) -> Bool {
        let open = Int(file.parentBracket[token])
        guard open >= 0, file.kind(open) == .lParen, Int(file.match[open]) > open else { return false }
        return file.isOp(Int(file.match[open]) + 1, "??")
    }

    /// A name the run's catalogs lack may be a remote package's when the project has some, unless a
    /// set of a near name says it was renamed or mistyped: then it stays a warning.
    static func mayComeFromPackage(_ name: String, _ context: LintContext) -> Bool {
        !context.options.packageDependencies.isEmpty && context.index.nearestAssetName(to: name) == nil
    }

    /// `api` is the Swift initialiser, or nil for an Interface Builder reference.
    /// `storedValue`: for Interface Builder, the value the document kept from when Xcode last found the
    /// set, which is what the element shows now, in both appearances. A near name (a typo) comes first.
    static func message(_ name: String, _ api: String?, _ context: LintContext, storedValue: RGBA? = nil) -> String {
        var text = "No asset catalog in this run has a color named `\(name)` "
        let near = context.index.nearestAssetName(to: name)
        if let api {
            text += "(`\(api)` returns nil)"
        } else if near == nil, let stored = storedValue {
            text += stored.alpha < 0.001
                ? "(Interface Builder shows the clear value the document stored for it); choose Clear Color instead, or restore the set"
                : "(Interface Builder shows \(stored.hexString), the value the document stored for it, in both appearances); restore the set with a Dark appearance, or choose a system color"
        } else {
            text += "(Interface Builder finds nothing by that name at run time)"
        }
        if let near { text += "; did you mean `\(near)`?" }
        // A set of a near name in the run is a rename or a typo: the packages are no likelier source.
        let packages = context.options.packageDependencies
        if !packages.isEmpty, near == nil {
            text += "; it may come from a package this project depends on (\(packages.prefix(5).joined(separator: ", "))\(packages.count > 5 ? ", ..." : "")), whose catalogs are not in this run"
        }
        return text
    }
}

/// Small color-set files for examples.
enum ColorsetFixtures {
    static let adaptive = """
    { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000" } }, "idiom" : "universal" },
      { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" } ] }
    """
}
