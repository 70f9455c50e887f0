import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// JSON-RPC 2.0 over `Content-Length` framed streams, as the Language Server Protocol speaks it.
enum JSONRPC {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002

    /// The largest message body read (a document of 64 MiB, as `--stdin-path` allows, plus its JSON).
    static let maximumMessage = 80 << 20
    /// The largest header block: anything longer is not a header.
    static let maximumHeader = 8 << 10

    /// `{"jsonrpc": "2.0", ...}` encoded as a framed message.
    static func frame(_ object: [String: Any]) -> [UInt8] {
        var message = object
        message["jsonrpc"] = "2.0"
        let body = (try? JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes]))
            ?? Data(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"response not encodable"}}"#.utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }
}

/// Reads framed messages from a file descriptor. A bad header or an oversized body is reported and
/// skipped; the stream goes on with the next message.
final class MessageReader: @unchecked Sendable {   // used by the reader thread alone
    enum Item {
        case message(Data)
        /// A frame that could not be read as a message (answered with a parse error).
        case malformed(String)
        case end
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var atEnd = false
    /// Bytes of an oversized body still to be thrown away.
    private var skip = 0

    init(fd: Int32) { self.fd = fd }

    /// Reads more bytes; false at end of input.
    private func fill() -> Bool {
        if atEnd { return false }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer += chunk[0..<n]
                return true
            }
            if n < 0, errno == EINTR { continue }
            atEnd = true
            return false
        }
    }

    func next() -> Item {
        while true {
            if skip > 0 {
                let n = min(skip, buffer.count)
                buffer.removeFirst(n)
                skip -= n
                if skip > 0 {
                    if !fill() { return .end }
                    continue
                }
            }
            guard let headerEnd = headerEnd() else {
                if buffer.count > JSONRPC.maximumHeader {
                    buffer.removeAll()
                    return .malformed("a header longer than \(JSONRPC.maximumHeader) bytes")
                }
                if !fill() { return .end }
                continue
            }
            let header = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
            buffer.removeFirst(headerEnd + 4)
            var length: Int?
            for line in header.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                    length = Int(parts[1].trimmingCharacters(in: .whitespaces))
                }
            }
            guard let length, length >= 0 else { return .malformed("a message without a valid Content-Length") }
            if length > JSONRPC.maximumMessage {
                skip = length
                return .malformed("a message of \(length) bytes (at most \(JSONRPC.maximumMessage) are read)")
            }
            while buffer.count < length {
                if !fill() { return .end }
            }
            let body = Data(buffer[0..<length])
            buffer.removeFirst(length)
            return .message(body)
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4) where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            return i
        }
        return nil
    }
}

/// Messages waiting for the server's one thread: filled by the reader thread, bounded so a client
/// that floods the server waits instead of growing its memory.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [MessageReader.Item] = []
    static let capacity = 256

    func put(_ item: MessageReader.Item) {
        condition.lock()
        while items.count >= Self.capacity { condition.wait() }
        items.append(item)
        condition.broadcast()
        condition.unlock()
    }

    /// The next item, or nil when `deadline` passes first.
    func take(before deadline: Date?) -> MessageReader.Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty {
            if let deadline {
                if !condition.wait(until: deadline) && items.isEmpty { return nil }
            } else {
                condition.wait()
            }
        }
        condition.broadcast()
        return items.removeFirst()
    }
}

/// Writes whole frames to a file descriptor.
struct MessageWriter {
    let fd: Int32

    /// False when the client is gone.
    @discardableResult
    func send(_ object: [String: Any]) -> Bool {
        let bytes = JSONRPC.frame(object)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            written += n
        }
        return true
    }
}
