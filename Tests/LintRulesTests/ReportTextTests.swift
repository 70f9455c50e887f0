import XCTest
@testable import LintRules

/// What the reports put around the text they show: escaping, code spans, links, the header, and the
/// comparison with a baseline.
final class ReportTextTests: TemporaryFolderTestCase {
    func testCodeSpansAreSplitAsCommonMarkDoes() {
        typealias S = InlineCode.Segment
        XCTAssertEqual(InlineCode.segments("use `.label`, or `x`"),
                       [S(text: "use ", isCode: false), S(text: ".label", isCode: true), S(text: ", or ", isCode: false), S(text: "x", isCode: true)])
        XCTAssertEqual(InlineCode.segments("a `` b ` c `` d"), [S(text: "a ", isCode: false), S(text: "b ` c", isCode: true), S(text: " d", isCode: false)])
        XCTAssertEqual(InlineCode.segments("an ` unmatched tick"), [S(text: "an ` unmatched tick", isCode: false)])
        XCTAssertEqual(InlineCode.segments(""), [])
    }

    func testHTMLRendersCodeSpansAndEscapesEverythingElse() {
        XCTAssertEqual(HTMLReport.prose("use `.systemBackground` <b>&</b>"), "use <code>.systemBackground</code> &lt;b&gt;&amp;&lt;/b&gt;")
        XCTAssertEqual(HTMLReport.prose("`<script>`"), "<code>&lt;script&gt;</code>")
        XCTAssertEqual(HTMLReport.prose("odd ` tick"), "odd ` tick")
    }

    func testMarkdownCodeSpansAreFencedForTheirContent() {
        XCTAssertEqual(MarkdownText.code("view.layer"), "`view.layer`")
        XCTAssertEqual(MarkdownText.code("let s = \"`x`\""), "``let s = \"`x`\"``")
        XCTAssertEqual(MarkdownText.code("`a` and ``b``"), "``` `a` and ``b`` ```", "padded: it starts with a backtick")
        XCTAssertEqual(MarkdownText.code("a | b"), "`a \\| b`", "a pipe would end the table cell")
        XCTAssertEqual(MarkdownText.code("a | b", inTable: false), "`a | b`")
        XCTAssertEqual(MarkdownText.code("two\nlines"), "`two lines`")
        // Round trip through the parser the HTML report uses: the content comes back whole.
        for code in ["`", "``x``", "a ` b", "x`"] {
            let fenced = MarkdownText.code(code, inTable: false)
            XCTAssertEqual(InlineCode.segments(fenced), [InlineCode.Segment(text: code, isCode: true)], fenced)
        }
        XCTAssertEqual(MarkdownText.text("Views/<Generic>/A_b*.swift | x"), "Views/\\<Generic\\>/A\\_b\\*.swift \\| x")
        XCTAssertEqual(MarkdownText.inline("use `a|b` <now>"), "use `a\\|b` \\<now\\>")
    }

    func testMarkdownReportSurvivesBackticksAndAngleBracketsInSources() {
        var d = Diagnostic(path: "Sources/<Weird>/A`B.swift", line: 3, column: 1, ruleID: "hardcoded_color", severity: .warning,
                           message: "`UIColor(white:)` is fixed; use `.label`", suggestion: "`traitCollectionDidChange(_:)` or `layoutSubviews()`",
                           sourceLine: "let s = \"`\"; v.textColor = UIColor(white: 0.2, alpha: 1) // a | b")
        d.details = FindingDetails(color: RGBA(white: 0.2), role: "text")
        let result = LintRun.Result(diagnostics: [d], filesLinted: 1, generatedSkipped: 0, lines: 1, bytes: 1)
        let md = MarkdownReport.render(MigrationReport(result: result, links: SourceLinks(currentDirectory: "/p")))
        XCTAssertTrue(md.contains("| ``let s = \"`\"; v.textColor = UIColor(white: 0.2, alpha: 1) // a \\| b`` |"), md)
        XCTAssertTrue(md.contains("**Sources/\\<Weird\\>/A\\`B.swift** (1)"), md)
        XCTAssertTrue(md.contains("| `traitCollectionDidChange(_:)` or `layoutSubviews()` |"), md)
        XCTAssertTrue(md.contains("(<file:///p/Sources/%3CWeird%3E/A%60B.swift>)"), md)
        // Every table row has as many cells as its header: no stray pipe split one.
        for line in md.split(separator: "\n") where line.hasPrefix("| ") && line.contains("hardcoded_color") && line.contains("UIColor(white: 0.2") {
            XCTAssertEqual(line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 6, String(line))
        }
        let html = HTMLReport.render(MigrationReport(result: result))
        XCTAssertTrue(html.contains("<code>UIColor(white:)</code> is fixed; use <code>.label</code>"))
        XCTAssertTrue(html.contains("fix: <code>traitCollectionDidChange(_:)</code> or <code>layoutSubviews()</code>"))
        XCTAssertTrue(html.contains("Sources/&lt;Weird&gt;/A`B.swift"))
    }

    func testLinkTemplates() {
        let links = SourceLinks(template: "https://github.com/o/r/blob/{commit}/{path}#L{line}", root: "/repo", currentDirectory: "/repo/App",
                                commit: "0123456789abcdef0123456789abcdef01234567")
        XCTAssertEqual(links.url(path: "Views/Card View.swift", line: 12),
                       "https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/App/Views/Card%20View.swift#L12")
        XCTAssertEqual(links.url(path: "/repo/A#1.swift", line: 1), "https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/A%231.swift#L1")
        XCTAssertEqual(SourceLinks(template: "vscode://file/{abspath}:{line}", currentDirectory: "/w").url(path: "é.swift", line: 3),
                       "vscode://file//w/%C3%A9.swift:3")
        XCTAssertEqual(SourceLinks(template: "https://x/{path}", root: "/r", currentDirectory: "/r").url(path: "a.swift", line: 1), "https://x/a.swift")
        XCTAssertEqual(SourceLinks(template: "https://x/blob/{commit}/{path}", root: "/r", currentDirectory: "/r").url(path: "a.swift", line: 1),
                       "https://x/blob/HEAD/a.swift", "no commit known: HEAD")
        XCTAssertEqual(SourceLinks(root: "/r", currentDirectory: "/r").url(path: "a b.swift", line: 9), "file:///r/a%20b.swift")
        XCTAssertEqual(links.relative("Views/A.swift"), "App/Views/A.swift")
        XCTAssertEqual(links.relative("/elsewhere/A.swift"), "/elsewhere/A.swift")
        XCTAssertNil(SourceLinks.problem("https://github.com/o/r/blob/main/{path}#L{line}"))
        XCTAssertNotNil(SourceLinks.problem("https://github.com/o/r/blob/main/#L{line}"), "no path")
        XCTAssertNotNil(SourceLinks.problem("javascript:alert({path})"))
        XCTAssertNotNil(SourceLinks.problem("{path}"), "not a URL")
    }

    func testBaselineComparisonFindsNewAndFixed() {
        func d(_ path: String, _ line: String, rule: String = "hardcoded_color") -> Diagnostic {
            Diagnostic(path: path, line: 1, column: 1, ruleID: rule, severity: .warning, message: "m", sourceLine: line)
        }
        let before = [d("A.swift", "a = .white"), d("A.swift", "a = .white"), d("B.swift", "b = .black"), d("C.swift", "c = .gray")]
        let baseline = Baseline(diagnostics: before, folder: "/w", currentDirectory: "/w")
        let now = [d("A.swift", "a  =  .white"), d("B.swift", "b = .black"), d("D.swift", "d = .red")]
        let comparison = BaselineComparison(baseline: baseline, path: "baseline.json", diagnostics: now, folder: "/w", currentDirectory: "/w")
        XCTAssertEqual(comparison.isNew, [false, false, true])
        XCTAssertEqual(comparison.fixed.map { "\($0.key.file) \($0.key.line) ×\($0.count)" }, ["A.swift a = .white ×1", "C.swift c = .gray ×1"])
        XCTAssertEqual([comparison.newCount, comparison.fixedCount, comparison.unchangedCount], [1, 2, 2])
        let report = MigrationReport(result: LintRun.Result(diagnostics: now, filesLinted: 4, generatedSkipped: 0, lines: 4, bytes: 4),
                                     baseline: comparison)
        XCTAssertEqual(now.map(report.isNew), [false, false, true])
        let html = HTMLReport.render(report)
        XCTAssertTrue(html.contains("<section id=\"baseline\">") && html.contains("<h3>Fixed</h3>") && html.contains("badge new"))
        XCTAssertTrue(MarkdownReport.render(report).contains("**1** new, **2** fixed (or their line changed), **2** still there"))
    }

    func testCommitIsReadFromTheRepositoryFiles() throws {
        let hash = String(repeating: "ab", count: 20), packed = String(repeating: "cd", count: 20)
        try write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try write("repo/.git/refs/heads/main", hash + "\n")
        try write("repo/App/A.swift", "")
        XCTAssertEqual(GitRepository.head(root: path("repo"))?.commit, hash)
        XCTAssertEqual(GitRepository.head(root: path("repo"))?.branch, "main")
        // After `git gc`: only in packed-refs.
        try FileManager.default.removeItem(atPath: path("repo/.git/refs/heads/main"))
        try write("repo/.git/packed-refs", "# pack-refs with: peeled\n\(packed) refs/heads/main\n")
        XCTAssertEqual(GitRepository.head(root: path("repo"))?.commit, packed)
        // A worktree: `.git` is a file, HEAD detached in its own git directory.
        try write("repo/.git/worktrees/wt/HEAD", hash + "\n")
        try write("repo/.git/worktrees/wt/commondir", "../..\n")
        try write("wt/.git", "gitdir: \(path("repo/.git/worktrees/wt"))\n")
        XCTAssertEqual(GitRepository.head(root: path("wt"))?.commit, hash)
        XCTAssertNil(GitRepository.head(root: path("wt"))?.branch)
        // Anything else fails silently.
        try write("bad/.git/HEAD", "ref: ../../etc/passwd\n")
        XCTAssertNil(GitRepository.head(root: path("bad")))
        XCTAssertNil(GitRepository.head(root: path("nowhere")))

        let header = ReportHeader.make(paths: ["App"], currentDirectory: path("repo"), environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertEqual(header.projectName, "repo")
        XCTAssertEqual(header.commit, packed)
        XCTAssertEqual(header.dateText, "2023-11-14 22:13 UTC")
        XCTAssertEqual(header.commitText, "cdcdcdcdcdcd (main)")
    }

    func testReportCommandComparesWithABaselineAndLinksWithATemplate() throws {
        try write("App/A.swift", "import UIKit\nfunc f(_ v: UIView) { v.backgroundColor = .white }\n")
        let baseline = path("baseline.json")
        XCTAssertEqual(runInFolder(["lint", "App", "--write-baseline", baseline, "--quiet"]).code, 0)
        try write("App/B.swift", "import UIKit\nfunc g(_ v: UIView) { v.backgroundColor = .white }\n")
        let report = runInFolder(["report", "App", "--format", "markdown", "--baseline", baseline, "--link-template", "https://example.com/r/{path}#L{line}"])
        XCTAssertEqual(report.code, 0, report.err)
        XCTAssertTrue(report.out.contains("**1** new, **0** fixed (or their line changed), **1** still there"), report.out)
        XCTAssertTrue(report.out.contains("(<https://example.com/r/B.swift#L2>)"), "relative to the folder scanned (not in git): \(report.out)")
        XCTAssertTrue(report.out.contains("non_adaptive_color"), "the report shows every finding, also those in the baseline")
        let bad = runInFolder(["report", "App", "--link-template", "https://example.com/"])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("--link-template needs {path}"), bad.err)
    }
}
