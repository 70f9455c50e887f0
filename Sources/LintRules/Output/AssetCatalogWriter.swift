import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an asset catalog (a folder) so that the user never loses one:
/// - `--force` replaces only a folder named `*.xcassets` that holds nothing but catalog content
///   (`Contents.json`, `*.colorset`, `*.imageset`, ... and group folders of the same): a typo'd
///   `--xcassets Sources --force` is refused instead of deleting the sources;
/// - the new catalog is built whole in a hidden sibling folder, then swapped in with one
///   `renameat2(RENAME_EXCHANGE)` (`renamex_np(RENAME_SWAP)` on macOS) and the old one deleted.
///   Where the file system cannot swap, the old catalog is renamed to a hidden backup first, the
///   new one renamed into place, and the backup deleted: a kill in between leaves the backup, which
///   the next run puts back before anything else;
/// - leftovers are cleaned by name: only this catalog's own temporary folders, of processes that
///   are gone.
enum AssetCatalogWriter {
    struct Failure: Error { let reason: String }

    /// `files`: paths relative to the catalog and their contents.
    static func write(_ files: [(path: String, contents: String)], to path: String, force: Bool) throws(Failure) {
        let path = (path as NSString).standardizingPath
        let name = (path as NSString).lastPathComponent, parent = (path as NSString).deletingLastPathComponent
        guard !name.isEmpty, name != "/", name != ".", name != ".." else { throw Failure(reason: "it is not a catalog path") }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(reason: "cannot create its folder")
        }
        cleanLeftovers(of: name, in: parent)

        var s = stat()
        let exists = lstat(path, &s) == 0
        if exists {
            guard force else { throw Failure(reason: "it already exists; --force replaces it") }
            if let reason = notReplaceable(path, s) {
                throw Failure(reason: "it \(reason), and --force replaces only an asset catalog; nothing was changed")
            }
        }

        let temporary = parent + "/" + hiddenName(name, "new", unique: true)
        do {
            try build(files, in: temporary)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(reason: error.reason)
        }
        TestHook.checkpoint("catalog-built")
        guard exists else {
            guard rename(temporary, path) == 0 else {
                let reason = AtomicFileWriter.message(errno)
                try? FileManager.default.removeItem(atPath: temporary)
                throw Failure(reason: reason)
            }
            return
        }
        if exchange(temporary, path) {
            TestHook.checkpoint("catalog-swapped")
            try? FileManager.default.removeItem(atPath: temporary)   // now the old catalog
            return
        }
        let backup = parent + "/" + hiddenName(name, "old", unique: true)
        guard rename(path, backup) == 0 else {
            let reason = AtomicFileWriter.message(errno)
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(reason: reason)
        }
        TestHook.checkpoint("catalog-moved-aside")
        guard rename(temporary, path) == 0 else {
            let reason = AtomicFileWriter.message(errno)
            rename(backup, path)
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(reason: reason)
        }
        try? FileManager.default.removeItem(atPath: backup)
    }

    /// Writes the files into a new folder `folder`, each flushed to disk before the swap.
    static func build(_ files: [(path: String, contents: String)], in folder: String) throws(AtomicFileWriter.Failure) {
        guard mkdir(folder, 0o777) == 0 else { throw AtomicFileWriter.Failure(reason: AtomicFileWriter.message(errno)) }
        for file in files {
            let full = folder + "/" + file.path
            let sub = (full as NSString).deletingLastPathComponent
            if sub != folder, mkdir(sub, 0o777) != 0, errno != EEXIST {
                throw AtomicFileWriter.Failure(reason: AtomicFileWriter.message(errno))
            }
            try AtomicFileWriter.write(Array(file.contents.utf8), to: full)
        }
    }

    // MARK: What --force may replace

    /// Folder extensions of Xcode's asset types: their contents (images, JSON) are the catalog's.
    static let assetFolderExtensions: Set<String> = [
        "colorset", "imageset", "appiconset", "dataset", "symbolset", "launchimage", "iconset", "textureset",
        "cubetextureset", "mipmapset", "imagestack", "imagestacklayer", "brandassets", "sticker", "stickerpack",
        "stickersequence", "arresourcegroup", "arreferenceimage", "arreferenceobject", "complicationset",
        "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "spriteatlas", "solidimagestack",
        "solidimagestacklayer", "appiconsolidset",
    ]

    /// Why `path` (lstat `s`) must not be replaced, or nil when it is an asset catalog.
    static func notReplaceable(_ path: String, _ s: stat) -> String? {
        guard path.hasSuffix(".xcassets") else { return "is not named *.xcassets" }
        guard s.st_mode & S_IFMT == S_IFDIR else {
            return s.st_mode & S_IFMT == S_IFLNK ? "is a symbolic link" : "is not a folder"
        }
        return foreignEntry(in: path, depth: 0).map { "holds \($0), which is not asset-catalog content" }
    }

    /// The first entry of a catalog or group folder that is not catalog content: anything but
    /// `Contents.json`, `.DS_Store`, asset folders and group folders (checked the same way).
    static func foreignEntry(in folder: String, depth: Int) -> String? {
        guard depth < 32 else { return folder }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return folder }
        for entry in entries.sorted() {
            let full = folder + "/" + entry
            var s = stat()
            guard lstat(full, &s) == 0 else { return full }
            let type = s.st_mode & S_IFMT
            if entry == "Contents.json" || entry == ".DS_Store" {
                if type == S_IFREG { continue }
                return full
            }
            guard type == S_IFDIR else { return full }
            let ext = (entry as NSString).pathExtension
            if assetFolderExtensions.contains(ext) { continue }
            guard ext.isEmpty else { return full }
            if let foreign = foreignEntry(in: full, depth: depth + 1) { return foreign }
        }
        return nil
    }

    // MARK: Temporary folders

    /// `.NAME.darklint-KIND-PID-RANDOM`, or the prefix shared by every such name of `name`.
    static func hiddenName(_ name: String, _ kind: String, unique: Bool) -> String {
        let prefix = ".\(name).darklint-\(kind)-"
        return unique ? prefix + "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))" : prefix
    }

    /// Removes this catalog's temporary folders left by processes that are gone (killed mid-write).
    /// A backup whose catalog is missing is the user's only copy: it is put back, not removed.
    static func cleanLeftovers(of name: String, in parent: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        let target = parent + "/" + name
        // Earlier versions built the catalog in `NAME.darklint-tmp-PID`.
        let legacy = "\(name).darklint-tmp-"
        for entry in entries.sorted() {
            var kind = "", rest = Substring()
            for k in ["new", "old"] where entry.hasPrefix(hiddenName(name, k, unique: false)) {
                kind = k
                rest = entry.dropFirst(hiddenName(name, k, unique: false).count)
            }
            if kind.isEmpty, entry.hasPrefix(legacy), entry.dropFirst(legacy.count).allSatisfy(\.isNumber) {
                kind = "new"
                rest = entry.dropFirst(legacy.count)
            }
            guard !kind.isEmpty, let pid = Int32(rest.prefix { $0.isNumber }), !AtomicFileWriter.isRunning(pid) else { continue }
            var s = stat()
            if kind == "old", lstat(target, &s) != 0 {
                if rename(parent + "/" + entry, target) == 0 { continue }
            }
            try? FileManager.default.removeItem(atPath: parent + "/" + entry)
        }
    }

    /// Swaps two paths in one step, where the system and file system can; false otherwise.
    static func exchange(_ a: String, _ b: String) -> Bool {
        if TestHook.noExchange { return false }
        #if canImport(Glibc)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        // Not in Swift's Glibc module (it needs _GNU_SOURCE), but in every glibc since 2.28.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #elseif canImport(Darwin)
        return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }
}
