import XCTest
@testable import LintRules

/// Issue 10: the output is a function of the input alone. A generated multi-file tree (Swift in
/// several folders, storyboards, color sets in a namespace folder, an Info.plist, a nested
/// `.darklint`) is linted with `--jobs 1, 2, 4, 8`, twice each, in every output format, and as
/// reports and baselines: every run must be byte-identical to the first.
final class DeterminismTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("darklint-determinism-\(UUID().uuidString)")
        try makeTree()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makeTree() throws {
        var rng = FuzzRandom(seed: 42, index: 0)
        for folder in ["App/Views", "App/Controllers", "App/Models", "Kit/Sources", "Kit/Sources/Theme"] {
            for k in 0..<6 { try write("\(folder)/File\(k).swift", FuzzGenerator.swift(&rng)) }
        }
        for k in 0..<3 { try write("App/Base.lproj/Screen\(k).storyboard", FuzzGenerator.interfaceBuilder(&rng)) }
        try write("App/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}")
        try write("App/Assets.xcassets/Brand/Contents.json", "{\"properties\": {\"provides-namespace\": true}}")
        for name in ["Brand", "Accent", "Brand/Primary", "Brand/Secondary", "Ink", "Paper"] {
            try write("App/Assets.xcassets/\(name).colorset/Contents.json", FuzzGenerator.colorSet(&rng))
        }
        try write("App/Info.plist", FuzzGenerator.infoPlist(&rng))
        // An extension that follows the system: the app's plist alone may force one appearance on the run.
        try write("Share/Info.plist", "<plist><dict><key>NSExtension</key><dict/></dict></plist>")
        try write("Kit/.darklint", "--severity non_adaptive_color=error\n--pedantic\n")
    }

    private func run(_ arguments: [String]) -> String {
        var out = "", err = ""
        // The report's date is the one thing that may differ between runs: pinned as reproducible builds do.
        let command = DarklintCommand(readStandardInput: { [] }, writeOutput: { out += $0 }, writeError: { err += $0 },
                                      currentDirectory: directory.path,
                                      environment: ProcessInfo.processInfo.environment.merging(["SOURCE_DATE_EPOCH": "0"]) { $1 })
        let code = command.run(arguments + ["--no-color"])
        return "exit \(code)\n--- stdout\n\(out)--- stderr\n\(err)"
    }

    func testOutputIsIdenticalForEveryJobCountAndRun() throws {
        var commands: [[String]] = Reporters.all.map { ["lint", ".", "--format", $0.id] }
        commands += [["report", ".", "--format", "html"], ["report", ".", "--format", "markdown"], ["palette", "."]]
        for command in commands {
            var first: String?
            for jobs in [1, 2, 4, 8] {
                for _ in 0..<2 {
                    let output = run(command + ["--jobs", String(jobs)])
                    guard let expected = first else {
                        first = output
                        XCTAssertTrue(output.contains("--- stdout\n") && output.count > 200, "\(command): \(output)")
                        continue
                    }
                    if output != expected {
                        XCTFail("\(command.joined(separator: " ")) --jobs \(jobs) differs from --jobs 1:\n\(output.prefix(2000))")
                        break
                    }
                }
            }
        }
        // Baselines too: the same bytes whoever wrote them.
        var baselines: Set<Data> = []
        for jobs in [1, 2, 4, 8] {
            let file = directory.appendingPathComponent("baseline-\(jobs).json").path
            _ = run(["lint", ".", "--jobs", String(jobs), "--write-baseline", file, "--quiet"])
            baselines.insert(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        XCTAssertEqual(baselines.count, 1)
    }
}
