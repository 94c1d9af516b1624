#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to vsmartcard's vpcd driver, framed as vpcd frames its messages: a two-byte
/// big-endian length, then that many bytes.
///
/// Latency: Debian's vpcd 0.8 writes a frame's length and body in two `send`s, so with delayed
/// ACKs on this side every body waits ~40 ms for the ACK of its header (Nagle on vpcd's side).
/// TCP_QUICKACK makes this side ACK at once, but Linux clears it after use, so it is set again
/// before every receive; TCP_NODELAY keeps our own replies from waiting.
final class VPCDSocket: Sendable {
    private let descriptor: Int32

    /// Connects to vpcd at `host` (an IPv4 address) and `port`.
    init(host: String, port: UInt16) throws(VirtualCardError) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw .invalidAddress(host) }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), Int32(IPPROTO_TCP))
        guard descriptor >= 0 else { throw .socket(operation: "socket", errno: errno) }
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let error = errno
            close(descriptor)
            throw .connectionRefused(host: host, port: port, errno: error)
        }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The next frame, or nil when vpcd closed the connection (pcscd stopped).
    func receiveFrame() throws(VirtualCardError) -> [UInt8]? {
        guard let header = try receive(count: 2) else { return nil }
        let length = Int(header[0]) << 8 | Int(header[1])
        if length == 0 { return [] }
        guard let body = try receive(count: length) else { throw .connectionClosedMidFrame }
        return body
    }

    /// Sends `payload` as one frame, header and body in a single write.
    func sendFrame(_ payload: [UInt8]) throws(VirtualCardError) {
        guard payload.count <= Int(UInt16.max) else { throw .frameTooLong(payload.count) }
        var frame = [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        frame += payload
        var sent = 0
        while sent < frame.count {
            let written = frame[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .socket(operation: "send", errno: errno)
            }
            sent += written
        }
    }

    /// Ends both directions, which also wakes a thread blocked in `receiveFrame`; vpcd sees the
    /// card removed. Safe to call from any thread while another one receives.
    func shutdownConnection() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Reads exactly `count` bytes; nil if the peer closed before the first byte.
    private func receive(count: Int) throws(VirtualCardError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            var one: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_QUICKACK, &one, socklen_t(MemoryLayout<Int32>.size))
            let received = buffer[filled...].withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if received < 0 {
                if errno == EINTR { continue }
                throw .socket(operation: "recv", errno: errno)
            }
            if received == 0 {
                if filled == 0 { return nil }
                throw .connectionClosedMidFrame
            }
            filled += received
        }
        return buffer
    }
}
