/// Test targets and preview-only files. Their colours never reach a user (snapshot fixtures,
/// `XCTAssertEqual(color, .white)`, preview backdrops), so darklint skips them unless
/// `--include-tests` is given. They still feed the run-wide index (a test may subclass a view).
public enum TestCode {
    /// A folder named like a test target (`Tests`, `AppTests`, `AppUITests`, `SnapshotTests`) or
    /// preview assets (`Preview Content`, `Preview Files`, `Previews`), or a file named `...Tests.swift` / `...Test.swift`.
    public static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        for folder in components.dropLast() {
            if folder.hasSuffix("Tests") || ["Preview Content", "PreviewContent", "Preview Files", "Previews"].contains(folder) {
                return true
            }
        }
        return isTestFileName(path)
    }

    public static func isTestFileName(_ path: String) -> Bool {
        // Called for every file of a run: suffix tests on the path, no splitting.
        path.hasSuffix("Tests.swift") || path.hasSuffix("Test.swift") || path.hasSuffix("Previews.swift")
    }
}
