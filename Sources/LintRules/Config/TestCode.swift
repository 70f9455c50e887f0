/// Test targets and preview-only files. Their colours never reach a user (snapshot fixtures,
/// `XCTAssertEqual(color, .white)`, preview backdrops), so darklint skips them unless
/// `--include-tests` is given. They still feed the run-wide index (a test may subclass a view).
public enum TestCode {
    /// A folder named like a test target (`Tests`, `AppTests`, `AppUITests`, `SnapshotTests`) or
    /// preview assets (`Preview Content`, `Preview Files`, `Previews`), or a file named `...Tests.swift` / `...Test.swift`.
    public static func isTestPath(_ path: String) -> Bool {
        // Every name below holds `Test` or `Preview`: a path with neither (nearly every one) is not
        // split into components, which cost a few percent of a large run (a plan is made per folder).
        guard contains(path, "Test") || contains(path, "Preview") else { return false }
        let components = path.split(separator: "/")
        for folder in components.dropLast() {
            if folder.hasSuffix("Tests") || ["Preview Content", "PreviewContent", "Preview Files", "Previews"].contains(folder) {
                return true
            }
        }
        return isTestFileName(path)
    }

    /// Whether the UTF-8 bytes of `path` contain `word`.
    private static func contains(_ path: String, _ word: StaticString) -> Bool {
        var path = path
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return path.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count >= needle.count else { return false }
            for i in 0...(bytes.count - needle.count) where bytes[i] == needle[0] {
                if memcmp(base + i, needle.baseAddress!, needle.count) == 0 { return true }
            }
            return false
        }
    }

    public static func isTestFileName(_ path: String) -> Bool {
        // Called for every file of a run: suffix tests on the path, no splitting.
        path.hasSuffix("Tests.swift") || path.hasSuffix("Test.swift") || path.hasSuffix("Previews.swift")
    }
}

import Foundation
