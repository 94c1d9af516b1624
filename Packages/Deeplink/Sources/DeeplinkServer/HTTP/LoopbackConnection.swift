import FlyingSocks
import Foundation

/// One accepted connection, read with the limits in force: the head only up to
/// ``CallbackServerLimits/maxHeadBytes``, the body only after its `Content-Length` has been
/// checked. FlyingFox's own decoder reads header lines without any bound and keeps connections
/// alive per the client's wish, so the callback server reads requests here and uses FlyingSocks
/// for the sockets and the event loop only.
struct LoopbackConnection: Sendable {
    let socket: AsyncSocket
    let limits: CallbackServerLimits

    /// Reads up to the blank line that ends the head; returns the head and the bytes read past it
    /// (the start of the body).
    ///
    /// - Throws: ``HTTPFailure`` 431 when no blank line comes within the limit, 400 for a head
    ///   that does not parse; ``ConnectionClosed`` when the peer goes away first.
    func readHead() async throws -> (RequestHead, [UInt8]) {
        var buffer: [UInt8] = []
        var searchFrom = 0
        while true {
            let chunk = try await read(atMost: limits.maxHeadBytes + 4 - buffer.count)
            buffer += chunk
            if let end = Self.blankLine(in: buffer, from: searchFrom) {
                guard end <= limits.maxHeadBytes else { throw Self.headTooLarge(limits) }
                return (try RequestHead.parse(buffer[..<end]), Array(buffer[(end + 4)...]))
            }
            guard buffer.count < limits.maxHeadBytes + 4 else { throw Self.headTooLarge(limits) }
            searchFrom = max(0, buffer.count - 3)
        }
    }

    /// The body of a request that must have one (POST): `Content-Length` is required (411 without
    /// it, also when the client chose chunked transfer coding) and at most ``CallbackServerLimits/maxBodyBytes``
    /// (413, decided before a byte of the body is read).
    func readBody(of head: RequestHead, alreadyRead: [UInt8]) async throws -> [UInt8] {
        let lengths = head.values("content-length")
        if lengths.isEmpty {
            throw HTTPFailure(status: 411, reason: "a POST needs Content-Length")
        }
        // RFC 9112 §6.3: both framings at once, or disagreeing lengths, cannot be trusted.
        guard head.values("transfer-encoding").isEmpty, Set(lengths).count == 1, let text = lengths.first,
            (1...18).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let length = Int(text)
        else {
            throw HTTPFailure(status: 400, reason: "Content-Length is not one decimal number")
        }
        guard length <= limits.maxBodyBytes else {
            throw HTTPFailure(
                status: 413, reason: "the body is \(length) bytes: at most \(limits.maxBodyBytes) are accepted")
        }
        var body = Array(alreadyRead.prefix(length))
        while body.count < length {
            body += try await read(atMost: length - body.count)
        }
        return body
    }

    func write(_ reply: HTTPReply) async {
        // The peer may be gone already; there is nobody to tell.
        try? await socket.write(reply.encoded)
    }

    func close() {
        try? socket.close()
    }

    /// After an error reply to a request not read to its end: stop sending, then read and drop
    /// what the client still sends (at most `limit` bytes, within the connection's deadline)
    /// until it closes. Closing with unread bytes would make the kernel reset the connection,
    /// and the client could lose the reply it has not read yet.
    func finishAfterError(limit: Int = 256 * 1024) async {
        #if canImport(Glibc)
            _ = Glibc.shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        #elseif canImport(Darwin)
            _ = Darwin.shutdown(socket.socket.file.rawValue, SHUT_WR)
        #endif
        var drained = 0
        while drained < limit, let chunk = try? await socket.read(atMost: 4096) {
            drained += chunk.count
        }
    }

    private func read(atMost count: Int) async throws -> [UInt8] {
        do {
            return try await socket.read(atMost: max(1, count))
        } catch SocketError.disconnected {
            throw ConnectionClosed()
        }
    }

    private static func headTooLarge(_ limits: CallbackServerLimits) -> HTTPFailure {
        HTTPFailure(status: 431, reason: "the request head is longer than \(limits.maxHeadBytes) bytes")
    }

    /// The offset of the first CR LF CR LF at or after `start`.
    static func blankLine(in buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= 4 else { return nil }
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// The peer closed the connection before a whole request arrived: nothing to answer.
struct ConnectionClosed: Error {}
