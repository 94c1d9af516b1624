#if canImport(Glibc)
    import Glibc
#endif

/// A socket call of the fake vpcd failed (`EAGAIN` means it timed out).
struct FakeVPCDError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    var description: String {
        "\(operation) failed: \(String(cString: strerror(code)))" + (code == EAGAIN ? " (timed out)" : "")
    }
}

/// A stand-in for vsmartcard's vpcd driver: a TCP listener on 127.0.0.1 at a port the kernel
/// picks, speaking vpcd's framing (two-byte big-endian length, then the body) from the driver's
/// side. Every blocking call gives up after `timeoutSeconds`, so a host that never connects or
/// never answers fails the test instead of hanging it.
final class FakeVPCD {
    static let timeoutSeconds = 3

    let port: UInt16
    private let descriptor: Int32

    /// Binds the port; with `listening` false it refuses connections until `startListening()`,
    /// like a port whose pcscd has not started yet.
    init(listening: Bool = true) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), Int32(IPPROTO_TCP))
        guard descriptor >= 0 else { throw FakeVPCDError("socket") }
        do {
            // accept() honours the receive timeout on Linux.
            try setTimeouts(descriptor)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
                }
            }
            guard bound else { throw FakeVPCDError("bind") }
            self.port = UInt16(bigEndian: address.sin_port)
            self.descriptor = descriptor
        } catch {
            close(descriptor)
            throw error
        }
        if listening { try startListening() }
    }

    deinit {
        close(descriptor)
    }

    func startListening() throws {
        guard listen(descriptor, 4) == 0 else { throw FakeVPCDError("listen") }
    }

    /// The next connection from a host, waiting at most `timeoutSeconds` for it.
    func accept() throws -> FakeVPCDConnection {
        let connection = Glibc.accept(descriptor, nil, nil)
        guard connection >= 0 else { throw FakeVPCDError("accept") }
        return try FakeVPCDConnection(descriptor: connection)
    }
}

/// vpcd's end of one connection to a card host.
final class FakeVPCDConnection {
    private var descriptor: Int32?

    fileprivate init(descriptor: Int32) throws {
        do {
            try setTimeouts(descriptor)
        } catch {
            Glibc.close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    /// Sends `body` framed as vpcd frames it.
    func send(_ body: [UInt8]) throws {
        guard let descriptor else { throw FakeVPCDError("send", code: EBADF) }
        let frame = [UInt8(body.count >> 8), UInt8(body.count & 0xFF)] + body
        var sent = 0
        while sent < frame.count {
            let written = frame[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw FakeVPCDError("send") }
            sent += written
        }
    }

    /// The body of the next frame from the host, or nil when the host closed the connection.
    func receiveFrame() throws -> [UInt8]? {
        guard let header = try receive(count: 2) else { return nil }
        let length = Int(header[0]) << 8 | Int(header[1])
        guard let body = try receive(count: length) else { throw FakeVPCDError("recv", code: ECONNRESET) }
        return body
    }

    /// Closes vpcd's end, as vpcd does when pcscd stops.
    func close() {
        if let descriptor { Glibc.close(descriptor) }
        descriptor = nil
    }

    /// Exactly `count` bytes, or nil when the connection ends before the first.
    private func receive(count: Int) throws -> [UInt8]? {
        guard let descriptor else { throw FakeVPCDError("recv", code: EBADF) }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let received = buffer[filled...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if received < 0 {
                if errno == EINTR { continue }
                throw FakeVPCDError("recv")
            }
            if received == 0 {
                if filled == 0 { return nil }
                throw FakeVPCDError("recv", code: ECONNRESET)
            }
            filled += received
        }
        return buffer
    }
}

/// Bounds every receive (and accept) and send on `descriptor` by `FakeVPCD.timeoutSeconds`.
private func setTimeouts(_ descriptor: Int32) throws {
    var timeout = timeval(tv_sec: FakeVPCD.timeoutSeconds, tv_usec: 0)
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
        guard setsockopt(descriptor, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size)) == 0 else {
            throw FakeVPCDError("setsockopt")
        }
    }
}
