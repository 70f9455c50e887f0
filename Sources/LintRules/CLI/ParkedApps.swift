import Foundation

/// An app parked beside the one built, which nobody ships: an earlier version in a folder named
/// `old`, `legacy`, `deprecated`, `archive(d)` or `obsolete` (cuappdev's podcast-ios moved its first
/// app to `old/` when the redesign began; blind set fresh19), or a vendored library's demo in a folder
/// whose name has the word demo, sample or example (`InAppSettingsKitSampleApp`, `demo/MGSwipeDemo`
/// beside Flycut; blind set fresh28). The folder holds an Xcode project of its own, under a folder
/// whose project or workspace is the live app or the library. Its findings are left to `--pedantic`,
/// and the summary line says how many files that leaves out.
enum ParkedApps {
    private static let names: Set<String> = ["old", "legacy", "deprecated", "archive", "archived", "obsolete"]
    private static let demoWords: Set<String> = ["demo", "demos", "sample", "samples", "example", "examples"]
    /// What every parked name contains, lower-cased.
    private static let hints: [[UInt8]] = ["old", "legacy", "deprecated", "archive", "obsolete", "demo", "sample", "example"].map { Array($0.utf8) }

    /// Whether `text` contains `word` (lower-case ASCII), ignoring ASCII case.
    private static func contains(_ text: Substring.UTF8View, _ word: [UInt8]) -> Bool {
        var start = text.startIndex
        while start != text.endIndex {
            var i = start, k = 0
            while k < word.count, i != text.endIndex, text[i] | 0x20 == word[k] { i = text.index(after: i); k += 1 }
            if k == word.count { return true }
            start = text.index(after: start)
        }
        return false
    }

    /// `old`, or a name with the word demo, sample or example in it (`MailAppDemoSwift`, `Sample Code`).
    static func isParkedName(_ component: Substring) -> Bool {
        // Asked of every folder of every file: look at the bytes before making any string.
        guard hints.contains(where: { contains(component.utf8, $0) }) else { return false }
        if names.contains(component.lowercased()) { return true }
        return component.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .contains { AppearanceGuards.camelWords(String($0)).contains(where: demoWords.contains) }
    }

    /// The display-path prefixes (`podcast/old/`) of the parked folders among `files`' folders.
    static func folders(of files: [FileWalker.File]) -> [String] {
        var candidates: [String: String] = [:]   // absolute folder -> its display prefix
        for file in files {
            let display = file.display.split(separator: "/", omittingEmptySubsequences: false)
            let absolute = file.absolute.split(separator: "/", omittingEmptySubsequences: false)
            guard display.count >= 2, display.count <= absolute.count else { continue }
            // Folders of the display path only (never above what was given on the command line).
            for k in 0..<(display.count - 1) where isParkedName(display[k]) {
                let depthFromEnd = display.count - 1 - k
                let folder = absolute.dropLast(depthFromEnd).joined(separator: "/")
                if candidates[folder] == nil { candidates[folder] = display[0...k].joined(separator: "/") + "/" }
            }
        }
        var found: [String] = []
        for (folder, prefix) in candidates where holdsProject(folder) && hasLiveProject(above: folder) {
            found.append(prefix)
        }
        return found.sorted()
    }

    private static func holdsProject(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// A project or workspace in a folder above, up to the repository's root.
    private static func hasLiveProject(above folder: String) -> Bool {
        var current = (folder as NSString).deletingLastPathComponent
        for _ in 0..<8 where current.count > 1 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return true }
            if entries.contains(".git") { return false }
            current = (current as NSString).deletingLastPathComponent
        }
        return false
    }
}
