import Foundation

/// An app parked beside the one built, which nobody ships: an earlier version in a folder named
/// `old`, `legacy`, `deprecated`, `archive(d)` or `obsolete` (cuappdev's podcast-ios moved its first
/// app to `old/` when the redesign began; blind set fresh19), or a vendored library's demo in a folder
/// whose name has the word demo, sample or example (`InAppSettingsKitSampleApp`, `demo/MGSwipeDemo`
/// beside Flycut; blind set fresh28). The folder holds an Xcode project of its own, under a folder
/// whose project or workspace is the live app or the library, or is built by the project of the
/// library's folder it sits in, itself under the live app's. Its findings are left to `--pedantic`,
/// and the summary line says how many files that leaves out.
enum ParkedApps {
    private static let names: [[UInt8]] = ["old", "legacy", "deprecated", "archive", "archived", "obsolete"].map { Array($0.utf8) }
    private static let demoWords: [[UInt8]] = ["demo", "demos", "sample", "samples", "example", "examples"].map { Array($0.utf8) }

    /// `old`, or a name with the word demo, sample or example in it (`MailAppDemoSwift`, `Sample Code`,
    /// not `Sampler`). Asked of every folder of every file: read from the bytes, no string made.
    static func isParkedName(_ component: Substring) -> Bool {
        component.utf8.withContiguousStorageIfAvailable(isParkedName) ?? Array(component.utf8).withUnsafeBufferPointer(isParkedName)
    }

    private static func isDemoName(_ component: Substring) -> Bool {
        Array(component.utf8).withUnsafeBufferPointer(hasDemoWord)
    }

    private static func hasDemoWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        demoWords.contains { AppearanceGuards.containsCaseInsensitive(bytes, $0) }
    }

    private static func isParkedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        names.contains { $0.count == bytes.count && AppearanceGuards.containsCaseInsensitive(bytes, $0) } || hasDemoWord(bytes)
    }

    /// The display-path prefixes (`podcast/old/`) of the parked folders among `files`' folders.
    static func folders(of files: [FileWalker.File]) -> [String] {
        var candidates: [String: String] = [:]   // absolute folder -> its display prefix
        for file in files where hasParkedFolder(file.display) {
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
        for (folder, prefix) in candidates {
            // The demo's project may be the library's, beside it (`AWKGallery/AWKGallery.xcodeproj`
            // builds `AWKGallery/Example`, vendored in Beam; blind set fresh35): then the library's
            // folder must be under the live app's.
            // Not for `old` or `legacy`: a live app's project often builds a `Legacy` folder beside it.
            let library = (folder as NSString).deletingLastPathComponent
            if holdsProject(folder) && hasLiveProject(above: folder)
                || isDemoName(Substring((folder as NSString).lastPathComponent)) && holdsProject(library)
                    && !isRepositoryRoot(library) && hasLiveProject(above: library) {
                found.append(prefix)
            }
        }
        // The outermost folder only: `demo/` holds `demo/MailAppDemoSwift/` and its `.xcodeproj`.
        return found.filter { inner in !found.contains { $0 != inner && inner.hasPrefix($0) } }.sorted()
    }

    /// Whether a folder of `path` (not its last component) has a parked name: asked of every file,
    /// so the path is read in place, not split.
    private static func hasParkedFolder(_ path: String) -> Bool {
        let bytes = path.utf8
        var start = bytes.startIndex
        while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
            if isParkedName(path[start..<slash]) { return true }
            start = bytes.index(after: slash)
        }
        return false
    }

    private static func holdsProject(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// A folder holding a `.git` directory: nothing above it is the same app (a submodule's `.git`
    /// is a file, and a vendored library may be one).
    private static func isRepositoryRoot(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/.git", isDirectory: &isDirectory) && isDirectory.boolValue
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
