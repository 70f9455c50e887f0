import Foundation

/// Reads a file's bytes and decides whether it is one to lint.
public enum SourceReader {
    public enum Outcome {
        case source(SourceFile)
        /// Generated code: not linted, but its names (a generated palette, a theme) still feed the index.
        case generated(SourceFile)
        /// Encrypted in the repository (git-crypt) and not unlocked here: nothing to read, no error.
        case encrypted
        case failed(String)
    }

    /// Files larger than this are refused, by their size before anything is read: the largest
    /// hand-written Swift files and storyboards are a few MiB, and a stray 10 GB file in the tree
    /// must cost a line, not the machine's memory.
    public static let maximumSize = 32 << 20

    /// Standard input (`--stdin-path`) larger than this is refused: an editor buffer is far smaller,
    /// and an endless stream (`< /dev/zero`) must end in an error, not in exhausted memory.
    public static let maximumStandardInput = 64 << 20

    /// Reads `path` from disk; the source is named `displayPath` in findings.
    public static func read(_ path: String, displayPath: String? = nil, includeGenerated: Bool) -> Outcome {
        let bytes: [UInt8]
        switch readRegularFile(path, limit: maximumSize) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failed(failure.message)
        }
        // A binary Info.plist is not text; its linter says it was not read.
        if path.hasSuffix("Info.plist"), bytes.starts(with: Array("bplist".utf8)) {
            return .source(SourceFile(path: displayPath ?? path, bytes: bytes))
        }
        // A repository that keeps secrets with git-crypt is checked out locked wherever the key is
        // not, CI included: those files are not the team's to lint there, and not errors.
        if bytes.starts(with: gitCryptHeader) { return .encrypted }
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            return .failed("the file is not valid UTF-8 (byte offset \(offset))")
        }
        let source = SourceFile(path: displayPath ?? path, bytes: bytes)
        if !includeGenerated, GeneratedFileDetector.isGenerated(source.bytes) { return .generated(source) }
        return .source(source)
    }

    /// The first bytes of a file git-crypt encrypted: `\0GITCRYPT\0`.
    static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    struct ReadFailure: Error {
        /// Why, on its own (`permission denied`, `not a regular file ...`).
        var reason: String
        /// A failure of the system call (not of a check darklint made), for which the message says
        /// what could not be done.
        var isSystemError = false
        var message: String { isSystemError ? "cannot read the file: " + reason : reason }
    }

    /// The bytes of a regular file of at most `limit` bytes. Opened without blocking and checked
    /// with `fstat` before any read: a FIFO would block the run forever, and a device or a huge
    /// file would never end. The message tells a missing file from one darklint may not read.
    static func readRegularFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        if path.utf8.count >= Int(PATH_MAX) {
            return .failure(ReadFailure(reason: "the path is longer than the system allows (\(PATH_MAX) bytes); not read"))
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(reason: describe(errno: errno), isSystemError: true)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(ReadFailure(reason: describe(errno: errno), isSystemError: true)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(ReadFailure(reason: "not a regular file (a FIFO, socket or device); not read"))
        }
        guard Int(info.st_size) <= limit else {
            return .failure(ReadFailure(reason: "the file is larger than \(limit >> 20) MiB (\(info.st_size) bytes); not read"))
        }
        // Read straight into the array's memory: zeroing it first cost about as much as the read.
        var failure: ReadFailure?
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, filled in
            guard let base = buffer.baseAddress else { return }
            while filled < buffer.count {
                let n = systemRead(fd, base + filled, buffer.count - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = ReadFailure(reason: describe(errno: errno), isSystemError: true)
                    return
                }
                if n == 0 { return }   // shorter than fstat said
                filled += n
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count == Int(info.st_size) {
            // Read to the end through a small buffer: the file may have grown since fstat, and
            // growing `bytes` itself would double the memory every file keeps for the run.
            var probe = [UInt8](unsafeUninitializedCapacity: 4096) { _, count in count = 4096 }   // only read bytes are kept
            while true {
                let n = probe.withUnsafeMutableBufferPointer { systemRead(fd, $0.baseAddress!, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    return .failure(ReadFailure(reason: describe(errno: errno), isSystemError: true))
                }
                if n == 0 { break }
                guard bytes.count + n <= limit else {
                    return .failure(ReadFailure(reason: "the file is larger than \(limit >> 20) MiB; not read"))
                }
                bytes.append(contentsOf: probe[0..<n])
            }
        }
        guard bytes.count <= limit else { return .failure(ReadFailure(reason: "the file is larger than \(limit >> 20) MiB; not read")) }
        return .success(bytes)
    }

    /// A small text file darklint reads besides the sources (configuration, baseline, manifests),
    /// read as safely as a source: regular files only, size checked first, UTF-8.
    static func readText(_ path: String, limit: Int = maximumSize) -> Result<String, ReadFailure> {
        readRegularFile(path, limit: limit).flatMap { bytes in
            if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
                return .failure(ReadFailure(reason: "not valid UTF-8 (byte offset \(offset))"))
            }
            return .success(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Missing and forbidden are different problems with different fixes; say which.
    static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file (missing, or a broken symbolic link)"
        case ENOTDIR: return "no such file (a folder on its path is a file)"
        case EACCES, EPERM: return "permission denied"
        case ENAMETOOLONG: return "the path is longer than the system allows"
        case ELOOP: return "too many levels of symbolic links"
        default: return String(cString: strerror(code))
        }
    }

    /// Source text given on standard input (`--stdin-path`).
    public static func source(path: String, bytes: [UInt8]) -> Outcome {
        guard bytes.count <= maximumStandardInput else { return .failed("standard input is larger than 64 MiB") }
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            return .failed("the input is not valid UTF-8 (byte offset \(offset))")
        }
        return .source(SourceFile(path: path, bytes: bytes))
    }
}

/// The C library's `read` (inside `SourceReader`, `read` names its own method).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// Strict UTF-8 validation on bytes (no String is made).
public enum UTF8Validation {
    public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buf -> Int? in
            var i = 0
            let n = buf.count
            while i < n {
                // Source is nearly all ASCII: eight bytes at a time while no high bit is set.
                while i + 8 <= n,
                      UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                }
                guard i < n else { break }
                let b = buf[i]
                if b < 0x80 { i += 1; continue }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch b {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
                default: return i
                }
                guard i + length <= n else { return i }
                for k in 1..<length {
                    let c = buf[i + k]
                    guard c & 0xC0 == 0x80 else { return i }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
                i += length
            }
            return nil
        }
    }
}

/// Files whose leading comment says a tool wrote them. The fix belongs in the generator, and a
/// generated palette can hold thousands of colour literals.
public enum GeneratedFileDetector {
    static let markers: [[UInt8]] = [
        "DO NOT EDIT", "Do not edit", "do not edit", "Do Not Edit", "Code generated", "@generated", "AUTO GENERATED",
        "AUTO-GENERATED", "Auto-generated", "auto-generated", "Autogenerated", "autogenerated", "Generated by SwiftGen",
        "Generated using SwiftGen", "Generated using Sourcery", "Generated by R.swift", "This file was generated",
        "This file is generated", "Generated by the protocol buffer compiler", "generated by protoc",
    ].map { Array($0.utf8) }

    /// Looks at the comment lines among the first 40 lines: the leading block, and comments after
    /// the `import`s (SwiftGen and Sourcery templates put their marker below the imports; code
    /// generators add licence headers first). A marker in a string or in code is not one.
    public static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let end = leadingCommentEnd(bytes)
        if containsMarker(bytes, from: 0, to: end) { return true }
        var i = end
        var lines = 0
        while i < bytes.count, lines < 40 {
            var lineEnd = i
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var j = i
            while j < lineEnd, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            let isComment = j + 1 < lineEnd && bytes[j] == 0x2F && (bytes[j + 1] == 0x2F || bytes[j + 1] == 0x2A)
            if isComment, containsMarker(bytes, from: j, to: lineEnd) {
                return true
            }
            i = lineEnd + 1
            lines += 1
        }
        return false
    }

    /// The markers by their first byte: a licence header is read once, not once per marker.
    private static let markersByFirstByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for marker in markers { table[Int(marker[0])].append(marker) }
        return table
    }()

    /// Whether a marker occurs in `bytes[from..<end]`.
    static func containsMarker(_ bytes: [UInt8], from: Int, to end: Int) -> Bool {
        let table = markersByFirstByte
        return bytes.withUnsafeBufferPointer { buf in
            var i = from
            while i < end {
                for marker in table[Int(buf[i])] where marker.count <= end - i {
                    var k = 1
                    while k < marker.count, buf[i + k] == marker[k] { k += 1 }
                    if k == marker.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Where the leading run of blank and comment lines (`//`, `/*`, ` *`, `#!`) ends.
    static func leadingCommentEnd(_ bytes: [UInt8]) -> Int {
        var i = 0
        var lines = 0
        var inBlock = false
        while i < bytes.count, lines < 40 {
            var lineEnd = i
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var j = i
            while j < lineEnd, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0D { j += 1 }
            let line = bytes[j..<lineEnd]
            let isComment = inBlock || line.isEmpty || line.starts(with: [0x2F, 0x2F]) || line.starts(with: [0x2F, 0x2A])
                || line.starts(with: [0x2A]) || line.starts(with: [0x23, 0x21])
            guard isComment else { break }
            if line.starts(with: [0x2F, 0x2A]) { inBlock = true }
            if inBlock, ByteSearch.firstIndex(of: [0x2A, 0x2F], in: bytes, from: j, to: lineEnd) != nil { inBlock = false }
            i = lineEnd + 1
            lines += 1
        }
        return min(i, bytes.count)
    }
}
