import StreamFraming
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection to vsmartcard's vpcd driver, framed as vpcd frames its messages: a two-byte
/// big-endian length, then that many bytes (`VPCDSocket.framing`). A zero length is a frame too,
/// an empty one, not the end of the connection.
///
/// Latency: Debian's vpcd 0.8 writes a frame's length and body in two `send`s, so with delayed
/// ACKs on this side every body waits ~40 ms for the ACK of its header (Nagle on vpcd's side).
/// TCP_QUICKACK makes this side ACK at once, but Linux clears it after use, so it is set again
/// before every receive; TCP_NODELAY keeps our own replies from waiting.
final class VPCDSocket: Sendable {
    /// vpcd's framing. The maximum is what two bytes can announce, so a length is never refused:
    /// the only way a stream breaks this framing is by ending inside a frame.
    static let framing = LengthPrefixedFraming(prefix: .twoBytes(.big), maximumFrameSize: Int(UInt16.max))

    /// How many bytes one `recv` asks for. A frame takes at most 65 537 bytes with its prefix, so
    /// long ones take several reads; the usual short ones come whole.
    private static let receiveChunkSize = 4_096

    private let descriptor: Int32
    /// The bytes received and not yet handed out as frames. Only the thread in `receiveFrame`
    /// touches it; the lock is what lets the socket be shared with the thread that shuts it down,
    /// and it is never held across a blocking call.
    private let decoder = Mutex(VPCDSocket.framing.makeDecoder())

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

    /// The next frame, or nil when vpcd closed the connection (pcscd stopped) between frames.
    /// Throws `connectionClosedMidFrame` when it closed inside one.
    func receiveFrame() throws(VirtualCardError) -> [UInt8]? {
        while true {
            if let frame = try withDecoder({ decoder throws(FramingError) in try decoder.nextFrame() }) { return frame }
            guard try receiveChunk() else {
                try withDecoder { decoder throws(FramingError) in try decoder.finish() }
                return nil
            }
        }
    }

    /// Sends `payload` as one frame, header and body in a single write.
    func sendFrame(_ payload: [UInt8]) throws(VirtualCardError) {
        let frame: [UInt8]
        do {
            frame = try Self.framing.encode(payload)
        } catch {
            // Only the length can be refused: the maximum is the prefix's own limit.
            throw .frameTooLong(payload.count)
        }
        var sent = 0
        while sent < frame.count {
            let written = frame[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
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

    /// Receives what has arrived, up to `receiveChunkSize` bytes, into the decoder; false when
    /// vpcd closed the connection.
    private func receiveChunk() throws(VirtualCardError) -> Bool {
        while true {
            var one: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_QUICKACK, &one, socklen_t(MemoryLayout<Int32>.size))
            let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.receiveChunkSize) {
                chunk -> Int in
                let received = recv(descriptor, chunk.baseAddress, chunk.count, 0)
                if received > 0 { decoder.withLock { $0.append(chunk.prefix(received)) } }
                return received
            }
            if outcome < 0 {
                if errno == EINTR { continue }
                throw .socket(operation: "recv", errno: errno)
            }
            return outcome > 0
        }
    }

    /// Runs `body` on the decoder under its lock, turning framing errors into vpcd's.
    private func withDecoder<Result>(_ body: (inout LengthPrefixedFraming.Decoder) throws(FramingError) -> Result)
        throws(VirtualCardError) -> Result
    {
        do {
            return try decoder.withLock { decoder throws(FramingError) in try body(&decoder) }
        } catch .truncatedFrame {
            throw .connectionClosedMidFrame
        } catch {
            // Unreachable with this framing (see `framing`); reported as a protocol error on the
            // connection rather than trapping.
            throw .socket(operation: "recv", errno: EPROTO)
        }
    }
}
