import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way darklint writes a file (`--output`, baselines, `--stamp`, the palette's JSON), so
/// that a write can never cost the user the file that was there:
/// - the bytes go to a new temporary file next to the target (same folder, so the same file
///   system), are flushed with `fsync`, and `rename` replaces the target in one step. The target is
///   never unlinked first: killed at any point, the folder holds the old file or the new one;
/// - temporary names carry the process id and a random part, so concurrent runs never touch each
///   other's temporary file (the last rename wins, and a whole file is always there);
/// - a symbolic link is written through: the file it points to is replaced and the link stays (a
///   shared baseline stays shared); an existing file keeps its permission mode;
/// - a directory, a device, a FIFO or a socket is refused, and so is a file the run lints.
public enum AtomicFileWriter {
    public struct Failure: Error, Equatable {
        public let reason: String
    }

    /// Writes `bytes` to `path` (absolute). `inputs` are the absolute paths the run read: a target
    /// that is the same file as one of them (by device and inode, so `..` spellings, links and hard
    /// links are caught) is refused.
    public static func write(_ bytes: [UInt8], to path: String, inputs: [String] = []) throws(Failure) {
        guard !path.hasSuffix("/") else { throw Failure(reason: "it names a folder") }
        let target = try resolve(path)
        var existing = stat()
        var mode: mode_t = 0o666   // a new file: what the umask allows, as any other tool creates it
        let exists = stat(target, &existing) == 0
        if exists {
            let type = existing.st_mode & S_IFMT
            if type == S_IFDIR { throw Failure(reason: "it is a directory") }
            if type != S_IFREG { throw Failure(reason: "it is not a regular file (a device, FIFO or socket)") }
            for input in inputs {
                var s = stat()
                if stat(input, &s) == 0, s.st_dev == existing.st_dev, s.st_ino == existing.st_ino {
                    throw Failure(reason: "it is one of the files being linted")
                }
            }
            mode = existing.st_mode & 0o7777
        } else if errno != ENOENT {
            throw Failure(reason: message(errno))
        }

        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeLeftovers(of: name, in: folder)
        let temporary = folder + "/" + temporaryName(for: name)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(reason: message(errno)) }
        var failure: Int32 = 0
        if exists, fchmod(fd, mode) != 0 { failure = errno }
        // Run as root (a CI container), the new file would otherwise belong to root; for anyone
        // else this is a no-op or not allowed, and either is fine.
        if exists { _ = fchown(fd, existing.st_uid, existing.st_gid) }
        if failure == 0 { failure = bytes.withUnsafeBytes { StandardStreams.writeAll(fd, $0) } }
        if failure == 0 { TestHook.checkpoint("written") }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0 { TestHook.checkpoint("before-rename") }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw Failure(reason: message(failure))
        }
        TestHook.checkpoint("renamed")
        // The rename itself is durable only once the folder is flushed; best effort (not every
        // file system lets a folder be opened for it).
        let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
        if folderFD >= 0 {
            _ = fsync(folderFD)
            close(folderFD)
        }
    }

    /// `path` with symbolic links followed to the file they name (which may not exist yet), in a
    /// folder given by its real path.
    static func resolve(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {   // the kernel's own limit on links in a path (ELOOP)
            var s = stat()
            guard lstat(current, &s) == 0, s.st_mode & S_IFMT == S_IFLNK else { break }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, Int(PATH_MAX))
            guard n > 0 else { throw Failure(reason: message(errno)) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : (current as NSString).deletingLastPathComponent + "/" + link
        }
        let name = (current as NSString).lastPathComponent
        guard !name.isEmpty, name != ".", name != ".." else { throw Failure(reason: "it is a directory") }
        let parent = (current as NSString).deletingLastPathComponent
        guard let real = realpath(parent.isEmpty ? "." : parent, nil) else {
            throw Failure(reason: errno == ENOENT ? "its folder does not exist" : message(errno))
        }
        defer { free(real) }
        let folder = String(cString: real)
        return (folder == "/" ? "" : folder) + "/" + name
    }

    /// `.NAME.darklint-tmp-PID-RANDOM`: hidden, recognisably darklint's, unique per process and call.
    static func temporaryName(for name: String) -> String {
        temporaryPrefix(for: name) + "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    }

    /// `.NAME.darklint-tmp-`, with the name shortened so the whole stays within NAME_MAX.
    static func temporaryPrefix(for name: String) -> String {
        ".\(String(decoding: Array(name.utf8.prefix(100)), as: UTF8.self)).darklint-tmp-"
    }

    /// A process killed between creating its temporary file and the rename (kill -9, a CI
    /// timeout) leaves the file behind; the next write of the same target removes those of
    /// processes that are gone, and nothing else.
    static func removeLeftovers(of name: String, in folder: String) {
        let prefix = temporaryPrefix(for: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count).prefix { $0.isNumber }),
                  !isRunning(pid) else { continue }
            unlink(folder + "/" + entry)
        }
    }

    /// Whether process `pid` exists (a temporary name of a live process is never touched).
    static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Test-only: `DARKLINT_TEST_KILL_AT=NAME` kills the process with SIGKILL at the checkpoint NAME,
/// so tests can check what a kill at that point leaves on disk (what a crash or a CI timeout does).
/// `DARKLINT_TEST_NO_EXCHANGE=1` takes the path of file systems that cannot swap two folders.
enum TestHook {
    static let killAt = ProcessInfo.processInfo.environment["DARKLINT_TEST_KILL_AT"]
    static let noExchange = ProcessInfo.processInfo.environment["DARKLINT_TEST_NO_EXCHANGE"] != nil

    static func checkpoint(_ name: String) {
        if killAt == name { kill(getpid(), SIGKILL) }
    }
}
