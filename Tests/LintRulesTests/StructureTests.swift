import XCTest
@testable import LintRules

final class StructureTests: XCTestCase {
    private func analyze(_ text: String) -> AnalyzedFile {
        AnalyzedFile.analyze(SourceFile(path: "s.swift", text: text))
    }

    private func token(_ file: AnalyzedFile, _ name: String, occurrence: Int = 0) -> Int {
        var seen = 0
        for i in 0..<file.count where file.name(i) == name {
            if seen == occurrence { return i }
            seen += 1
        }
        XCTFail("no token \(name)")
        return 0
    }

    private func functionName(_ file: AnalyzedFile, at i: Int) -> String? {
        file.enclosingFunction(of: i).map { file.scopes[$0].name }
    }

    private func typeName(_ file: AnalyzedFile, at i: Int) -> String? {
        file.enclosingType(of: i).map { file.scopes[$0].name }
    }

    /// The occurrence chains agree with a scan of every token: same tokens, file order, backticks
    /// ignored, strings and comments not names; and the table grows past its first guess.
    func testTokensNamedMatchAScanOfEveryToken() {
        var text = "let `cgColor` = view.cgColor // cgColor\nlet s = \"cgColor\"\n"
        for k in 0..<300 { text += "let name\(k) = layer.cgColor; appearance.name = name\(k)\n" }
        let file = analyze(text)
        for name in ["cgColor", "name", "let", "appearance", "name299", "absent"] {
            let scanned = (0..<file.count).filter { file.kind($0) == .identifier && file.name($0) == name }
            XCTAssertEqual(Array(file.tokens(named: NameID(name))), scanned, name)
        }
        let table = NameTable(["appearance", "cgColor", "absent"])
        XCTAssertEqual(file.tokens(namedAny: table), (0..<file.count).filter { file.isAny($0, table) })
    }

    func testTypesWithInheritanceGenericsAndWhere() {
        let file = analyze("""
        final class Cell<T: Equatable>: UIKit.UITableViewCell, Configurable where T: Hashable {
            struct Inner: Codable { let marker = 1 }
            func f() { let here = 0 }
        }
        extension Cell: UITableViewDataSource {}
        """)
        let types = file.scopes.filter { $0.kind == .type }
        XCTAssertEqual(types.map(\.name), ["Cell", "Inner", "Cell"])
        XCTAssertEqual(types[0].inherits, ["UITableViewCell", "Configurable"])
        XCTAssertEqual(types[0].declKeyword, "class")
        XCTAssertEqual(types[1].inherits, ["Codable"])
        XCTAssertEqual(types[2].declKeyword, "extension")
        XCTAssertEqual(typeName(file, at: token(file, "marker")), "Inner")
        XCTAssertEqual(typeName(file, at: token(file, "here")), "Cell")
        XCTAssertEqual(functionName(file, at: token(file, "here")), "f")
    }

    func testFunctionsInitialisersAccessorsAndModifiers() {
        let file = analyze("""
        class V: UIView {
            override init(frame: CGRect) { super.init(frame: frame); let a = 1 }
            required init?(coder: NSCoder) { fatalError() }
            static func make() -> V { let b = 2 }
            class func other() { let c = 3 }
            var tint: UIColor { let d = 4; return .red }
            var color: UIColor = .white { didSet { let e = 5 } }
            var box: Int { get { let f = 6 } set { let g = 7 } }
            @objc private(set) override func layoutSubviews() { let h = 8 }
            deinit { let i = 9 }
        }
        """)
        XCTAssertEqual(functionName(file, at: token(file, "a")), "init")
        XCTAssertEqual(functionName(file, at: token(file, "b")), "make")
        XCTAssertEqual(functionName(file, at: token(file, "d")), "tint")
        XCTAssertEqual(functionName(file, at: token(file, "e")), "color")
        XCTAssertEqual(functionName(file, at: token(file, "f")), "box")
        XCTAssertEqual(functionName(file, at: token(file, "g")), "box")
        XCTAssertEqual(functionName(file, at: token(file, "h")), "layoutSubviews")
        XCTAssertEqual(functionName(file, at: token(file, "i")), "deinit")
        let functions = file.scopes.filter { $0.kind == .function }
        XCTAssertEqual(functions.first { $0.name == "make" }?.isStatic, true)
        XCTAssertEqual(functions.first { $0.name == "other" }?.isStatic, true)
        XCTAssertEqual(functions.first { $0.name == "layoutSubviews" }?.isOverride, true)
        XCTAssertEqual(functions.first { $0.name == "tint" }?.isProperty, true)
        let initScope = file.enclosingFunction(of: token(file, "a"))!
        XCTAssertEqual(file.signature(ofFunction: initScope), "`init(frame:)`")
    }

    func testClosuresAndBlocks() {
        let file = analyze("""
        func f() {
            UIView.animate(withDuration: 1) { let inTrailing = 1 }
            items.forEach({ let inArgument = 2 })
            if ok { let inIf = 3 } else { let inElse = 4 }
            repeat { } while x
            run { let afterRepeat = 5 }
        }
        protocol P { func required() }
        struct S { var body: some View { let inBody = 6 } }
        """)
        let trailing = file.scope(of: token(file, "inTrailing"))
        XCTAssertEqual(file.scopes[trailing].kind, .closure)
        XCTAssertEqual(file.scopes[file.scope(of: token(file, "inArgument"))].kind, .closure)
        XCTAssertEqual(file.scopes[file.scope(of: token(file, "inIf"))].kind, .block)
        XCTAssertEqual(file.scopes[file.scope(of: token(file, "inElse"))].kind, .block)
        XCTAssertEqual(file.scopes[file.scope(of: token(file, "afterRepeat"))].kind, .closure)
        XCTAssertEqual(functionName(file, at: token(file, "inTrailing")), "f")
        XCTAssertEqual(functionName(file, at: token(file, "inBody")), "body")
    }

    func testConditionalCompilationBranchesOpeningDifferentTypes() {
        let file = analyze("""
        #if os(iOS)
        class Card: UIView {
        #else
        class Card: NSView {
        #endif
            func layout() { let inside = 1 }
        }
        let after = 2
        """)
        XCTAssertEqual(typeName(file, at: token(file, "inside")), "Card")
        XCTAssertNil(typeName(file, at: token(file, "after")))
        XCTAssertEqual(file.scopes.filter { $0.kind == .type }.map(\.inherits), [["UIView"], ["NSView"]])
    }

    func testCallSitesWithLabels() {
        let file = analyze("UIColor(red: 1, green: f(2, 3), blue: [4, 5][0], alpha: x)")
        let call = file.call(at: 1)!
        XCTAssertEqual(call.arguments.map { file.label($0) }, ["red", "green", "blue", "alpha"])
        XCTAssertEqual(file.name(call.callee), "UIColor")
        XCTAssertEqual(call.arguments[1].last - call.arguments[1].first, 5)
        let (enclosing, index) = file.enclosingCall(of: token(file, "x"))!
        XCTAssertEqual(enclosing.lParen, 1)
        XCTAssertEqual(index, 3)
    }

    func testAssignmentTargets() {
        let file = analyze("self.view.layer.borderColor = c\nlet flash: UIKit.UIColor? = d")
        let slot = ColorSlot.of(token(file, "c"), in: file)
        XCTAssertEqual(slot.kind, .assignment)
        XCTAssertEqual(slot.name, "borderColor")
        XCTAssertEqual(file.name(slot.receiver!), "layer")
        let declared = ColorSlot.of(token(file, "d"), in: file)
        XCTAssertEqual(declared.name, "flash")
        XCTAssertEqual(declared.declaredType, "UIColor")
        XCTAssertTrue(declared.isDeclaration)
    }

    func testImports() {
        let file = analyze("import UIKit\n@testable import App\nimport class AppKit.NSColor\nlet x = 1")
        XCTAssertEqual(file.imports, ["UIKit", "App", "AppKit"])
    }
}

final class ProjectIndexTests: XCTestCase {
    private func index(_ files: [String], hooks: Set<String> = []) -> ProjectIndex {
        var options = LintOptions()
        options.updateHooks = hooks
        return ProjectIndex(files.enumerated().map { FileSummary.of(AnalyzedFile.analyze(SourceFile(path: "f\($0.offset).swift", text: $0.element))) },
                            options: options)
    }

    func testFamilyResolvesCustomBaseClassesAcrossFiles() {
        let idx = index(["class Fancy: BaseCell {}", "class BaseCell: UICollectionViewCell {}", "class Plain: NSObject {}",
                         "class Controller: BaseController {}", "class BaseController: NSViewController {}"])
        XCTAssertEqual(idx.family(of: "Fancy"), .uiView)
        XCTAssertEqual(idx.family(of: "Controller"), .nsViewController)
        XCTAssertNil(idx.family(of: "Plain"))
        XCTAssertEqual(idx.family(of: "UIButton"), .uiView)
    }

    func testCyclicInheritanceTerminates() {
        let idx = index(["class A: B {}", "class B: A {}"])
        XCTAssertNil(idx.family(of: "A"))
    }

    func testUpdateContextsThroughHelpersExtensionsAndOverrides() {
        let idx = index([
            """
            class Card: UIView {
                override func layoutSubviews() { super.layoutSubviews(); applyColors() }
                init() { setup() }
                func setup() {}
                static func styled() {}
            }
            """,
            "extension Card { func applyColors() { refresh() } ; func refresh() {} }",
            "class Fancy: Card { override func refresh() {} }",
            "class Controller: UIViewController { override func viewDidLoad() {} ; override func viewWillLayoutSubviews() { header.applyTheme() } }",
            "class Header: UIView { func applyTheme() {} }",
            "func onlyFromHooks() {} ; func fromBoth() {} ; func never() {}",
            "class Other: UIView { override func draw(_ r: CGRect) { onlyFromHooks(); fromBoth() } ; func setup() { fromBoth() } ; func custom() {} }",
        ], hooks: ["custom"])
        XCTAssertTrue(idx.isUpdateContext(type: "Card", name: "layoutSubviews"))
        XCTAssertTrue(idx.isUpdateContext(type: "Card", name: "applyColors"))
        XCTAssertTrue(idx.isUpdateContext(type: "Card", name: "refresh"))
        XCTAssertTrue(idx.isUpdateContext(type: "Fancy", name: "refresh"))
        XCTAssertFalse(idx.isUpdateContext(type: "Card", name: "setup"))
        XCTAssertFalse(idx.isUpdateContext(type: "Card", name: "init"))
        XCTAssertFalse(idx.isUpdateContext(type: "Controller", name: "viewDidLoad"))
        XCTAssertTrue(idx.isUpdateContext(type: "Header", name: "applyTheme"))
        XCTAssertTrue(idx.isUpdateContext(type: nil, name: "onlyFromHooks"))
        XCTAssertFalse(idx.isUpdateContext(type: nil, name: "fromBoth"))
        XCTAssertFalse(idx.isUpdateContext(type: nil, name: "never"))
        XCTAssertTrue(idx.isUpdateContext(type: "Other", name: "custom"))
    }

    func testEnumCasesAliasesAndIndicators() {
        let idx = index(["enum Side { case white, black = 2\n case red(Int) }",
                         "typealias PlatformColor = UIColor", "let spinner = UIActivityIndicatorView(style: .medium)"])
        XCTAssertEqual(idx.enumCases, ["white", "black", "red"])
        XCTAssertEqual(idx.colorAliases, ["PlatformColor"])
        XCTAssertEqual(idx.activityIndicatorNames, ["spinner"])
    }
}
