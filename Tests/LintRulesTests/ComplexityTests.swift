import XCTest
@testable import LintRules

/// Issue 10, bounded work: each family of pathological input that once cost quadratic (or
/// exponential) time is timed at n and 4n, and the growth must stay under 6x (linear is 4x,
/// quadratic 16x). A complexity check, not a deadline: best-of-3 timings of sizes that take tens of
/// milliseconds, so a busy machine slows both sizes alike. Inputs are generated here.
///
/// `DARKLINT_COMPLEXITY_REPORT=1` prints the timings instead of asserting (to measure a change).
final class ComplexityTests: XCTestCase {
    private var directory: URL!
    private let reportOnly = ProcessInfo.processInfo.environment["DARKLINT_COMPLEXITY_REPORT"] != nil

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("darklint-complexity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Harness

    /// Writes `files` (relative path -> text) into a new folder and returns it.
    private func tree(_ name: String, _ files: [String: String]) throws -> String {
        let root = directory.appendingPathComponent(name + "-" + UUID().uuidString)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    /// Runs darklint in-process; returns the output's size (so the work cannot be optimised away).
    @discardableResult
    private func darklint(_ arguments: [String]) -> Int {
        var out = 0
        let command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0.utf8.count }, writeError: { _ in },
                                      currentDirectory: directory.path)
        _ = command.run(arguments + ["--no-config", "--jobs", "1"])
        return out
    }

    private func bestOf3(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// Times `run(n)` and `run(4 * n)` (after `prepare` for each size, untimed) and asserts the growth.
    private func assertLinear<Input>(_ family: String, n: Int, prepare: (Int) throws -> Input, _ run: (Input) -> Void,
                                     file: StaticString = #filePath, line: UInt = #line) rethrows {
        let small = try prepare(n)
        let large = try prepare(4 * n)
        var t1 = bestOf3 { run(small) }
        var t4 = bestOf3 { run(large) }
        // Up to three more rounds before failing: another process may have taken the core during one
        // size (a loaded 2-core machine measured 6.2 and 8.6 for a family that measures 3.8 alone).
        var rounds = 0
        while t4 / max(t1, 1e-6) >= 6, rounds < 3 {
            t1 = min(t1, bestOf3 { run(small) })
            t4 = min(t4, bestOf3 { run(large) })
            rounds += 1
        }
        let ratio = t4 / max(t1, 1e-6)
        // Standard error: unbuffered, so a report survives a run that is stopped.
        FileHandle.standardError.write(Data("complexity \(family): n=\(n) \(String(format: "%.3f", t1)) s, 4n \(String(format: "%.3f", t4)) s, ratio \(String(format: "%.1f", ratio))\n".utf8))
        if !reportOnly { XCTAssertLessThan(ratio, 6, "\(family) grows faster than linear", file: file, line: line) }
    }

    private func lintTree(_ arguments: [String] = []) -> (String) -> Void {
        { root in self.darklint(["lint", root, "--quiet"] + arguments) }
    }

    // MARK: Families

    /// Each finding copied its whole line: N findings on one line cost N x line bytes (memory and time).
    func testFindingsOnOneLine() throws {
        func source(_ n: Int) -> String {
            "import UIKit\nfunc f(v: UIView) { " + String(repeating: "v.backgroundColor = .white; ", count: n) + "}\n"
        }
        for format in ["xcode", "sarif", "codeclimate"] {
            try assertLinear("findings on one line (\(format))", n: 1500, prepare: { try tree("one-line", ["A.swift": source($0)]) },
                             lintTree(["--format", format]))
        }
        try assertLinear("findings on one line (html report)", n: 1500, prepare: { try tree("one-line", ["A.swift": source($0)]) }) {
            self.darklint(["report", $0, "--format", "html"])
        }
    }

    /// Every function's parameter occurrences were looked up in the whole file (`OutletArguments.forwards`):
    /// N functions sharing a parameter name (`_ view: UIView`) cost N x its occurrences.
    func testFunctionsSharingAParameterName() throws {
        func source(_ n: Int) -> String {
            "final class Big {\n" + (0..<n).map { "    func f\($0)(_ view: UIView, other: Int) { g(view); h(view, other) }\n" }.joined() + "}\n"
        }
        try assertLinear("functions sharing a parameter name", n: 1500, prepare: { try tree("parameters", ["A.swift": source($0)]) }, lintTree())
    }

    /// Every `/` after `(` probed for a closing `/` to the end of the line (`[` opens a class that hides it).
    func testRegexLiteralProbe() throws {
        try assertLinear("regex-literal probe", n: 4000,
                         prepare: { try tree("regex", ["A.swift": "let x = " + String(repeating: "(/[", count: $0) + "\n"]) },
                         lintTree())
    }

    /// Each finding was checked against every suppression region, and each region against every other.
    func testSuppressions() throws {
        let used = "    v.backgroundColor = .white // darklint:disable:this non_adaptive_color\n"
        let unused = "    // darklint:disable:next non_adaptive_color\n    v.alpha = 1\n"
        try assertLinear("suppression lookup", n: 1500, prepare: {
            try tree("suppress", ["A.swift": "import UIKit\nfunc f(v: UIView) {\n" + String(repeating: used, count: $0) + "}\n"])
        }, lintTree())
        try assertLinear("superfluous suppressions", n: 1500, prepare: {
            try tree("superfluous", ["A.swift": "import UIKit\nfunc f(v: UIView) {\n" + String(repeating: unused, count: $0) + "}\n"])
        }, lintTree())
    }

    /// `**` backtracked over every split of the path: exponential in the number of `**`.
    func testGlobStars() {
        let glob = Glob(String(repeating: "**/", count: 6) + "nothing", base: "/r")
        assertLinear("** globs", n: 40, prepare: { "/r/" + String(repeating: "d/", count: $0) + "file.swift" }) { path in
            for _ in 0..<1000 { XCTAssertFalse(glob.matches(path)) }
        }
    }

    /// `#if` copied the whole bracket stack; stray closers scanned the whole stack.
    func testBracketStack() throws {
        try assertLinear("#if inside open brackets", n: 3000, prepare: {
            try tree("if", ["A.swift": "let x = " + String(repeating: "(", count: $0) + "\n" + String(repeating: "#if A\n(\n#endif\n", count: $0)])
        }, lintTree())
        try assertLinear("stray closers", n: 3000, prepare: {
            try tree("closers", ["A.swift": String(repeating: "[", count: $0) + String(repeating: ")}", count: $0)])
        }, lintTree())
    }

    /// "Did you mean": every missing name was compared with every asset name (after sorting them).
    func testNearestAssetName() throws {
        let colorSet = #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1"}}, "idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"#
        try assertLinear("nearest asset name", n: 250, prepare: { n in
            var files: [String: String] = [:]
            for k in 0..<n { files["Assets.xcassets/Brand\(k)Color.colorset/Contents.json"] = colorSet }
            files["A.swift"] = "import UIKit\n" + (0..<n).map { "let c\($0) = UIColor(named: \"Brnad\($0)Colour\")\n" }.joined()
            return try tree("assets", files)
        }, lintTree())
    }

    /// Describing each color walked the whole element stack: N nested views with a color each.
    func testDeepInterfaceBuilderNesting() throws {
        let view = #"<view key="view" id="v"><color key="backgroundColor" red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        try assertLinear("deep XIB nesting", n: 1500, prepare: { n in
            try tree("xib", ["V.xib": "<?xml version=\"1.0\"?><document><objects>" + String(repeating: view, count: n)
                             + String(repeating: "</view>", count: n) + "</objects></document>\n"])
        }, lintTree())
    }

    /// Whether a type forces an appearance was worked out by scanning its body for each colour in it.
    func testColorUsesInOneType() throws {
        try assertLinear("colour uses in one type", n: 1500, prepare: { n in
            try tree("type", ["A.swift": "import UIKit\nclass V: UIView {\n"
                              + (0..<n).map { "  func f\($0)() { f\($0 + 1)(); layer.borderColor = UIColor.red.cgColor; backgroundColor = .white }\n" }.joined() + "}\n"])
        }, lintTree())
    }

    /// Each colour walked back to the start of its expression: N colours in one `??` chain.
    func testColorsInOneExpression() throws {
        try assertLinear("colours in one expression", n: 1500, prepare: { n in
            try tree("expression", ["A.swift": "import UIKit\nlet x = " + Array(repeating: "UIColor.white", count: n).joined(separator: " ?? ") + "\n"])
        }, lintTree())
    }

    /// Each argument of a long call split the whole call again (`call(at:)`, the light/dark pair
    /// check, the pair scan per `dark:` label): a fuzzed `UIColor(light:, dark:, dark:, …)`.
    func testArgumentsOfOneLongCall() throws {
        try assertLinear("arguments of one long call", n: 500, prepare: { n in
            try tree("call", ["A.swift": "import UIKit\nlet c = UIColor(light: UIColor(white: 1, alpha: 1)"
                              + String(repeating: ", dark: UIColor(white: 0.1, alpha: 1)", count: n) + ")\n"])
        }, lintTree())
    }

    /// Each colour in a long SwiftUI modifier chain walked the whole chain for its modifiers (fuzz
    /// seed 1996952150, input 1338: 18 s in a debug build).
    func testColorsOfOneLongModifierChain() throws {
        try assertLinear("colours of one long modifier chain", n: 300, prepare: { n in
            try tree("modifiers", ["A.swift": "import SwiftUI\nlet v = Text(\"1\").foregroundColor(Color.black)"
                                   + String(repeating: ".background(Color.black)", count: n) + "\n"])
        }, lintTree())
    }

    /// Each member of a long dotted chain walked (and prepended) the whole chain before it.
    func testLongMemberChain() throws {
        try assertLinear("long member chain", n: 3000, prepare: { n in
            try tree("chain", ["A.swift": "let x = UIKit" + String(repeating: ".gray", count: n) + "\n"])
        }, lintTree())
    }

    /// Each bare `&` in an attribute value searched the rest of the value for a `;`.
    func testXMLEntities() throws {
        try assertLinear("XML entities", n: 20000, prepare: { n in
            try tree("entities", ["V.xib": "<?xml version=\"1.0\"?><document><objects><view id=\"v\" userLabel=\""
                                  + String(repeating: "&", count: n) + "\"><color key=\"backgroundColor\" name=\"" + String(repeating: "&amp", count: n)
                                  + "\"/></view></objects></document>\n"])
        }, lintTree())
    }

    /// Every color set re-read each enclosing folder's Contents.json: N sets under a large one.
    func testNamespaceFolderJSON() throws {
        let colorSet = #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1"}}, "idiom": "universal"}]}"#
        try assertLinear("color-set folder JSON", n: 150, prepare: { n in
            var files: [String: String] = [:]
            let padding = (0..<(n * 20)).map { "\"k\($0)\": \"\(String(repeating: "x", count: 40))\"" }.joined(separator: ", ")
            files["Assets.xcassets/Group/Contents.json"] = "{\"properties\": {\"provides-namespace\": true}, \"info\": {\(padding)}}"
            for k in 0..<n { files["Assets.xcassets/Group/C\(k).colorset/Contents.json"] = colorSet }
            return try tree("namespace", files)
        }, lintTree())
    }
}
