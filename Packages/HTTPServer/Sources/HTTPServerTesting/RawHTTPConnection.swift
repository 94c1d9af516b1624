import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection to a server on 127.0.0.1 that sends exactly the bytes a test gives — requests
/// no HTTP client would send (oversized heads, broken framing, pipelining, another protocol
/// version) — and reads what comes back as text. For testing servers' limits and refusals.
///
/// Its blocking reads run on a thread of their own, never on Swift's cooperative pool, where they
/// could hold back the very server under test.
public struct RawHTTPConnection: Sendable {
    /// An answer read until the server closed: the status from its first line, the head up to
    /// the blank line, and everything after it.
    public struct Reply: Sendable {
        public let status: Int
        public let head: String
        public let body: String
        /// Everything received, as text.
        public let text: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private let descriptor: Int32
    /// Reads stop after this many bytes, so a server that never stops sending cannot exhaust memory.
    private static let readLimit = 1 << 20

    /// Connects to 127.0.0.1:`port`; each read waits at most `timeout` seconds.
    ///
    /// - Throws: ``Failure`` when nothing listens there.
    public init(port: Int, timeout: Int = 10) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = errno
            Glibc.close(descriptor)
            throw Failure(description: "connect() to 127.0.0.1:\(port) failed: errno \(reason)")
        }
        self.descriptor = descriptor
    }

    /// Connects, sends `text`, and reads until the server closes.
    public static func exchange(_ text: String, port: Int, timeout: Int = 10) async throws -> Reply {
        let connection = try RawHTTPConnection(port: port, timeout: timeout)
        defer { connection.close() }
        connection.send(text)
        return Reply(await connection.readToEnd())
    }

    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends what the server takes: one that answers before reading everything (413, 431) may
    /// close early, and the rest cannot be sent — its answer is still there to read.
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Everything until the server closes (or a read times out), as text.
    public func readToEnd() async -> String {
        await Self.onOwnThread { [descriptor] in Self.read(descriptor) { _ in false } }
    }

    /// Reads until `marker` has arrived `times` times, the server closes, or a read times out.
    public func read(until marker: String, times: Int = 1) async -> String {
        await Self.onOwnThread { [descriptor] in
            Self.read(descriptor) { text in text.components(separatedBy: marker).count - 1 >= times }
        }
    }

    public func close() { Glibc.close(descriptor) }

    private static func read(_ descriptor: Int32, until done: (String) -> Bool) -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while received.count < readLimit, !done(String(decoding: received, as: UTF8.self)) {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    private static func onOwnThread(_ body: @escaping @Sendable () -> String) async -> String {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}

extension RawHTTPConnection.Reply {
    init(_ text: String) {
        let parts = text.components(separatedBy: "\r\n\r\n")
        head = parts.first ?? ""
        status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? -1
        body = parts.dropFirst().joined(separator: "\r\n\r\n")
        self.text = text
    }
}
