import XCTest
@testable import LintRules

/// `.gitignore` matching (a table of git's documented cases) and the walk that honours it.
final class GitIgnoreTests: TemporaryFolderTestCase {
    /// Each row was checked against `git check-ignore` (git 2.x) when it was written.
    func testPatternTable() {
        // (patterns, path relative to the file's folder, is a folder, ignored?)
        let cases: [(String, String, Bool, Bool?)] = [
            ("build", "build", true, true),
            ("build", "App/build", true, true),                       // no slash: any depth
            ("build", "App/build.swift", false, nil),
            ("build/", "build", true, true),
            ("build/", "build", false, nil),                          // trailing slash: folders only
            ("/build", "build", true, true),
            ("/build", "App/build", true, nil),                       // leading slash: anchored
            ("App/Generated", "App/Generated", true, true),
            ("App/Generated", "Lib/App/Generated", true, nil),        // a middle slash anchors too
            ("*.generated.swift", "A.generated.swift", false, true),
            ("*.generated.swift", "Deep/Er/B.generated.swift", false, true),
            ("*.swift", "Sub/A.swift", false, true),
            ("Sources/*.swift", "Sources/A.swift", false, true),
            ("Sources/*.swift", "Sources/Sub/A.swift", false, nil),   // `*` stays within one component
            ("**/Mocks", "Mocks", true, true),
            ("**/Mocks", "A/B/Mocks", true, true),
            ("Vendor/**", "Vendor/X/Y.swift", false, true),
            ("Vendor/**", "Vendor", true, nil),                       // `x/**` is what is inside x
            ("a/**/b", "a/b", true, true),
            ("a/**/b", "a/x/y/b", true, true),
            ("a/**/b", "a/x/c", true, nil),
            ("File?.swift", "File1.swift", false, true),
            ("File?.swift", "File12.swift", false, nil),
            ("File[0-9].swift", "File7.swift", false, true),
            ("File[!0-9].swift", "File7.swift", false, nil),
            ("File[!0-9].swift", "FileA.swift", false, true),
            ("*.swift\n!Keep.swift", "Keep.swift", false, false),     // negation re-includes
            ("*.swift\n!Keep.swift", "Drop.swift", false, true),
            ("!Keep.swift\n*.swift", "Keep.swift", false, true),      // the last match wins
            ("# comment\n\n  \nGen", "Gen", true, true),
            ("#Gen", "#Gen", true, nil),
            ("\\#Gen", "#Gen", true, true),                           // escaped `#`
            ("\\!Bang", "!Bang", false, true),                        // escaped `!`
            ("Trail   ", "Trail", false, true),                       // trailing spaces dropped
            ("Space\\ ", "Space ", false, true),                      // unless escaped
            ("Win\r\nOther", "Win", false, true),                     // CRLF files
            ("a[", "a[", false, nil),                                 // an unclosed bracket matches nothing (as git)
        ]
        for (text, path, isFolder, expected) in cases {
            let ignore = GitIgnore(text, base: "/r")
            XCTAssertEqual(ignore.decision("/r/" + path, isDirectory: isFolder), expected, "\(text.debugDescription) vs \(path)")
        }
    }

    func testManyDoubleStarsStayCheap() {
        let pattern = Array(repeating: "**", count: 40).joined(separator: "/a/") + "/z"
        let path = "/r/" + Array(repeating: "a", count: 60).joined(separator: "/")
        XCTAssertNil(GitIgnore(pattern, base: "/r").decision(path, isDirectory: false))
    }

    private func lintedFiles(_ arguments: [String]) -> [String] {
        let result = runInFolder(arguments + ["--quiet", "--format", "junit", "--fail-on", "never"])
        return result.out.components(separatedBy: "name=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    func testTheWalkSkipsIgnoredPathsUnlessNoIgnoreOrNamed() throws {
        let code = "let a = 1\n"
        try FileManager.default.createDirectory(atPath: path(".git/info"), withIntermediateDirectories: true)
        try write(".git/info/exclude", "Scratch.swift\n")
        try write(".gitignore", "/Generated/\n*.mock.swift\n/Vendor/*\n!/Vendor/Keep\n")   // git's documented way to keep one folder
        try write("App/.gitignore", "Local.swift\n!Kept.mock.swift\n")
        for file in ["App/A.swift", "App/Local.swift", "App/Kept.mock.swift", "App/B.mock.swift", "Generated/G.swift",
                     "App/Generated/H.swift", "Vendor/V.swift", "Vendor/Keep/K.swift", "Scratch.swift", "Other/Local.swift"] {
            try write(file, code)
        }
        XCTAssertEqual(lintedFiles(["."]), ["App/A.swift", "App/Generated/H.swift", "App/Kept.mock.swift", "Other/Local.swift", "Vendor/Keep/K.swift"])
        // From a subfolder, the parents' files (and the repository's exclude file) still apply.
        XCTAssertEqual(lintedFiles(["App"]), ["App/A.swift", "App/Generated/H.swift", "App/Kept.mock.swift"])
        XCTAssertEqual(lintedFiles([".", "--no-ignore"]).count, 10)
        // A file named on the command line is linted, ignored or not; so is a folder named.
        XCTAssertEqual(lintedFiles(["Generated/G.swift", "App/Local.swift", "Scratch.swift"]),
                       ["App/Local.swift", "Generated/G.swift", "Scratch.swift"])
        XCTAssertEqual(lintedFiles(["Generated"]), ["Generated/G.swift"])
    }

    func testOutsideARepositoryOnlyTheIgnoreFilesInTheWalkCount() throws {
        try write("Project/.gitignore", "Skip.swift\n")
        try write("Project/Skip.swift", "let a = 1\n")
        try write("Project/Sub/Skip.swift", "let a = 1\n")
        try write("Project/Keep.swift", "let a = 1\n")
        XCTAssertEqual(lintedFiles(["Project"]), ["Project/Keep.swift"])
    }
}
