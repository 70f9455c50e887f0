import Foundation

/// Finds the Swift files under the paths given on the command line.
public enum FileWalker {
    /// Folders never descended into: build output, dependencies, VCS metadata.
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".hg", ".svn", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
    ]

    public enum Entry: Equatable {
        case file(String)
        case missing(String)
    }

    /// Expands each path: a file is taken as it is (whatever its extension), a directory is walked for
    /// `*.swift`. Paths keep the form they were given in (relative stays relative). Sorted, deduplicated.
    /// Files and folders that their configuration excludes are left out (excluded folders are not
    /// descended into).
    public static func expand(_ paths: [String], resolver: ConfigResolver? = nil) -> [Entry] {
        var files: [String] = []
        var missing: [Entry] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(.missing(path))
                continue
            }
            if isDirectory.boolValue {
                if let resolver, isExcluded(path, isFolder: true, resolver) { continue }
                walk(path, resolver: resolver, into: &files)
            } else {
                if let resolver, isExcluded(path, isFolder: false, resolver) { continue }
                files.append(path)
            }
        }
        var seen: Set<String> = []
        let unique = files.filter { seen.insert(normalized($0)).inserted }
        return missing + unique.sorted().map(Entry.file)
    }

    private static func normalized(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    static func isExcluded(_ path: String, isFolder: Bool, _ resolver: ConfigResolver) -> Bool {
        let absolute = resolver.absolute(path)
        // The settings of the enclosing folder decide (a folder's own .darklint cannot exclude it).
        let folder = (absolute as NSString).deletingLastPathComponent
        return resolver.settings(forFolder: folder).excludes(absolute, isFolder: isFolder)
    }

    private static func walk(_ directory: String, resolver: ConfigResolver?, into files: inout [String]) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() {
            if name.hasPrefix("."), name != ".", skippedFolders.contains(name) || name == ".build" { continue }
            let path = directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if skippedFolders.contains(name) || name.hasSuffix(".xcassets") { continue }
                // Symbolic links to folders are not followed: they can loop.
                if let attributes = try? fm.attributesOfItem(atPath: path),
                   attributes[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                if let resolver, isExcluded(path, isFolder: true, resolver) { continue }
                walk(path, resolver: resolver, into: &files)
            } else if name.hasSuffix(".swift") {
                if let resolver, isExcluded(path, isFolder: false, resolver) { continue }
                files.append(path)
            }
        }
    }
}
