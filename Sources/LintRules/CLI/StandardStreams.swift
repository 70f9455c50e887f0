import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams through plain `read`/`write`, whose errors can be checked:
/// `FileHandle.write` stops the process with a fatal error on a closed pipe or a full disk, and
/// `readDataToEndOfFile` reads an endless stream until memory runs out.
public enum StandardStreams {
    /// Writes every byte, retrying short writes and interruptions; returns 0 or the errno.
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let n = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return 0
    }

    /// Writes `text` to `fd`; returns 0 or the errno.
    public static func write(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }

    /// Standard output for findings. A reader that went away (`| head -1`: EPIPE) ends the run
    /// quietly with exit code 2, as other command-line tools do; any other failure (`> /dev/full`:
    /// ENOSPC) says so in one line first. Needs SIGPIPE ignored (see `main.swift`), or the signal
    /// kills the process before the error can be seen.
    public static func writeOutputOrExit(_ text: String) {
        let failure = write(text, to: STDOUT_FILENO)
        guard failure != 0 else { return }
        if failure != EPIPE {
            _ = write("darklint: cannot write standard output: \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
        }
        exit(DarklintCommand.ExitCode.usage)
    }

    /// At most `limit` bytes of `fd` (to its end, or the first read error).
    public static func read(_ fd: Int32, limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            #if canImport(Glibc)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, wanted) }
            #else
            let n = chunk.withUnsafeMutableBytes { Darwin.read(fd, $0.baseAddress!, wanted) }
            #endif
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}
