import Foundation

/// Finds the Swift files under the paths given on the command line.
public enum FileWalker {
    /// Folders never descended into: build output, dependencies, VCS metadata. Also skipped: Xcode
    /// localization catalogs (`*.xcloc`, exported for translators, hold copies of every storyboard) and
    /// built products (`*.framework`, `*.xcframework`, `*.app`, `*.appex`, `*.xctest`, `*.dSYM`: a
    /// vendored or committed binary's headers and Info.plist, often a binary plist, are not the app's
    /// code).
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".hg", ".svn", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "CMakeFiles",
    ]
    static let builtProductSuffixes = [".xcloc", ".framework", ".xcframework", ".app", ".appex", ".xctest", ".dSYM"]

    /// A file to lint: the path to print (as given, relative stays relative) and the path on disk.
    public struct File: Equatable, Sendable {
        public var display: String
        public var absolute: String

        /// The absolute folder the file is in.
        public var folder: String {
            guard let slash = absolute.lastIndex(of: "/") else { return "" }
            return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        }
    }

    public struct Expansion {
        public var files: [File] = []
        /// Paths given that do not exist (a usage error).
        public var missing: [String] = []
        /// Paths that exist but could not be read or listed (no permission, longer than the system
        /// allows), and why: each is an `io_error` line, and the walk goes on.
        public var unreadable: [(path: String, reason: String)] = []
    }

    /// Expands each path (relative to `resolver.currentDirectory`): a file is taken as it is
    /// (whatever its extension), a directory is walked for `*.swift`. Sorted, deduplicated. Files and
    /// folders that their configuration excludes are left out (excluded folders are not descended into).
    public static func expand(_ paths: [String], resolver: ConfigResolver) -> Expansion {
        var result = Expansion()
        var files: [File] = []
        let fm = FileManager.default
        for path in paths {
            let absolute = resolver.absolute(path)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                // Only a path that is not there is missing; one darklint may not look at is unreadable.
                let code = statError(absolute)
                if code == ENOENT || code == ENOTDIR || code == nil {
                    result.missing.append(path)
                } else {
                    result.unreadable.append((path, "cannot read the path: " + SourceReader.describe(errno: code!)))
                }
                continue
            }
            if isExcluded(absolute, isFolder: isDirectory.boolValue, resolver) { continue }
            if isDirectory.boolValue {
                // A folder named on the command line is walked even if ignored; what is inside it is
                // matched against its own and its parents' ignore files.
                let ignores = resolver.settings(forFolder: absolute).noIgnore ? nil : GitIgnoreStack.starting(at: absolute)
                walk(File(display: path, absolute: absolute), isRoot: true, resolver: resolver, ignores: ignores, into: &files,
                     unreadable: &result.unreadable)
            } else {
                files.append(File(display: path, absolute: absolute))
            }
        }
        var seen: Set<PathKey> = []
        result.files = files.filter { seen.insert(PathKey($0.absolute)).inserted }.sorted { PathKey($0.display) < PathKey($1.display) }
        return result
    }

    /// Whether configuration excludes `absolute`; the enclosing folder's settings decide (a
    /// folder's own `.darklint` cannot exclude it).
    static func isExcluded(_ absolute: String, isFolder: Bool, _ resolver: ConfigResolver) -> Bool {
        let folder = (absolute as NSString).deletingLastPathComponent
        return resolver.settings(forFolder: folder).excludes(absolute, isFolder: isFolder)
    }

    /// Why `stat` fails on `path` (its errno), or nil when it does not.
    static func statError(_ path: String) -> Int32? {
        var info = stat()
        return stat(path, &info) == 0 ? nil : errno
    }

    /// Whether `name` is the example or demo app of a library: `Example`, `Examples`, `Demo`,
    /// `MailExample`, `DemoApp`.
    static func isExampleApp(_ name: String) -> Bool {
        ["Example", "Examples", "Demo", "Demos", "ExampleApp", "DemoApp"].contains(name) || name.hasSuffix("Example") || name.hasSuffix("Demo")
    }

    /// Whether a folder listing is a library's: a Swift package or a CocoaPods pod.
    static func isLibrary(_ entries: [DirectoryListing.Entry]) -> Bool {
        entries.contains { $0.name == "Package.swift" || $0.name.hasSuffix(".podspec") }
    }

    /// `ignores`: the `.gitignore` patterns in force above `directory` (nil: `--no-ignore`).
    /// `isRoot`: a folder named on the command line. Below it, the example app of a library the
    /// project vendors (`Local Pods/SwipeCellKit/Example`) is skipped like `Pods`: it is not the app,
    /// and no user of the app sees it. Lint the library's folder itself to include its examples.
    private static func walk(_ directory: File, isRoot: Bool = false, resolver: ConfigResolver, ignores: GitIgnoreStack?,
                             into files: inout [File], unreadable: inout [(path: String, reason: String)]) {
        guard let entries = DirectoryListing.entries(of: directory.absolute) else {
            let reason = directory.absolute.utf8.count >= Int(PATH_MAX) ? SourceReader.describe(errno: ENAMETOOLONG)
                : SourceReader.describe(errno: errno)
            unreadable.append((directory.display, "cannot list the folder: " + reason))
            return
        }
        // One settings lookup per folder: its children are excluded by the folder's settings.
        let settings = resolver.settings(forFolder: directory.absolute)
        let filters = !settings.excludes.isEmpty || !settings.includes.isEmpty
        let ignores = settings.noIgnore ? nil : (ignores ?? GitIgnoreStack.starting(at: directory.absolute)).entering(directory.absolute)
        let isVendoredLibrary = !isRoot && isLibrary(entries)
        // A folder given as an absolute path is displayed as itself: its files' two paths can share one string.
        let displayedAsItself = directory.display.utf8.elementsEqual(directory.absolute.utf8) && !directory.display.hasSuffix("/")
        for entry in entries.sorted(by: { PathKey($0.name) < PathKey($1.name) }) {
            let name = entry.name
            let absolute = joined(directory.absolute, "/", name)
            let display = displayedAsItself ? absolute : directory.display == "." ? name
                : (directory.display.hasSuffix("/") ? joined(directory.display, name) : joined(directory.display, "/", name))
            let child = File(display: display, absolute: absolute)
            // The listing's type saves a `stat` per entry; links (and file systems that give no type) are
            // looked at: a link to a file is that file, a link to a folder is not followed (links can loop).
            var isDirectory = entry.type == .directory
            if entry.type != .directory, entry.type != .file || child.absolute.utf8.count >= Int(PATH_MAX) {
                var info = stat()
                guard stat(child.absolute, &info) == 0 else {
                    // Listed but not there: a broken symbolic link is skipped; anything else (a path
                    // longer than PATH_MAX, no permission to look) is said, not silently dropped.
                    let code = errno
                    if code != ENOENT, code != ENOTDIR, SourceKind.of(path: child.display) != nil || code == ENAMETOOLONG {
                        unreadable.append((child.display, "cannot read the path: " + SourceReader.describe(errno: code)))
                    }
                    continue
                }
                isDirectory = info.st_mode & S_IFMT == S_IFDIR
                if isDirectory, entry.type == .link || DirectoryListing.isLink(child.absolute) { continue }
            }
            if isDirectory {
                if skippedFolders.contains(name) || builtProductSuffixes.contains(where: name.hasSuffix) || (isVendoredLibrary && isExampleApp(name)) { continue }
                if filters, settings.excludes(child.absolute, isFolder: true) { continue }
                if let ignores, ignores.ignores(child.absolute, isDirectory: true) { continue }
                walk(child, resolver: resolver, ignores: ignores, into: &files, unreadable: &unreadable)
            } else if SourceKind.of(path: child.display) != nil {
                if filters, settings.excludes(child.absolute, isFolder: false) { continue }
                if let ignores, ignores.ignores(child.absolute, isDirectory: false) { continue }
                files.append(child)
            }
        }
    }
}

extension FileWalker {
    /// `a + b + c` in a string of exactly that length: `+` leaves up to twice the capacity it needs,
    /// and the walk keeps two paths for every file of the run until the run ends.
    static func joined(_ a: String, _ b: String, _ c: String = "") -> String {
        var a = a, b = b, c = c
        return a.withUTF8 { x in
            b.withUTF8 { y in
                c.withUTF8 { z in
                    String(unsafeUninitializedCapacity: x.count + y.count + z.count) { out in
                        var k = 0
                        func append(_ part: UnsafeBufferPointer<UInt8>) {
                            guard let from = part.baseAddress else { return }
                            UnsafeMutableRawPointer(out.baseAddress! + k).copyMemory(from: from, byteCount: part.count)
                            k += part.count
                        }
                        append(x)
                        append(y)
                        append(z)
                        return k
                    }
                }
            }
        }
    }
}

/// A folder's entries with the type the file system gives for free (`readdir`'s `d_type`): the
/// walk needs no `stat` for plain files and folders, which are nearly all of them.
enum DirectoryListing {
    enum EntryType { case file, directory, link, other }

    struct Entry {
        var name: String
        var type: EntryType
    }

    /// The entries of `path` without `.` and `..`, or nil (errno says why) when it cannot be listed.
    static func entries(of path: String) -> [Entry]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var entries: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .file
            case Int32(DT_DIR): type = .directory
            case Int32(DT_LNK): type = .link
            default: type = .other   // DT_UNKNOWN included: the caller stats it
            }
            entries.append(Entry(name: name, type: type))
        }
        return entries
    }

    /// Whether `path` itself is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
