import CLibSSL
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted connection with OpenSSL on it, relayed to the plain HTTP server behind, used by
/// one thread with blocking calls. Another thread ends a blocked call by shutting the sockets
/// down (``interrupt()``).
final class ServerConnection: @unchecked Sendable {
    // @unchecked: `ssl` and `backend` are used by the connection's thread only (`backend` is set
    // before the relay starts); `interrupt` only touches the descriptors, which stay open until
    // that thread's last reference goes and deinit closes them.
    let descriptor: Int32
    private let ssl: OpaquePointer
    private let backendDescriptor = Mutex<Int32>(-1)

    /// How long one read or write may block: a bound on a peer that stops talking, long past
    /// any test's own timeouts. Stopping the server ends a wait at once.
    private static let ioTimeoutSeconds = 60

    init?(descriptor: Int32, context: ServerTLSContext) {
        guard let ssl = SSL_new(context.context) else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.ssl = ssl
        Self.configure(descriptor)
        SSL_set_fd(ssl, descriptor)
    }

    deinit {
        SSL_free(ssl)
        close(descriptor)
        let backend = backendDescriptor.withLock { $0 }
        if backend >= 0 { close(backend) }
    }

    /// The TLS handshake; false when it failed (a client that refused the chain, say).
    func handshake() -> Bool {
        let accepted = SSL_accept(ssl) == 1
        ERR_clear_error()
        return accepted
    }

    /// Connects to the plain HTTP server on 127.0.0.1:`port`; false when it cannot.
    func connectBackend(port: Int) -> Bool {
        let backend = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard backend >= 0 else { return false }
        backendDescriptor.withLock { $0 = backend }
        Self.configure(backend)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(backend, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return connected == 0
    }

    /// Moves bytes both ways until either side closes: decrypted requests to the HTTP server,
    /// its answers encrypted back. A TLS close notification goes out when the server closes.
    func relay() {
        let backend = backendDescriptor.withLock { $0 }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: backend, events: Int16(POLLIN), revents: 0),
        ]
        // Bounded: each round moves bytes or ends; interrupt() makes poll and reads return.
        while true {
            // Bytes OpenSSL has already decrypted wait in its buffer, invisible to poll.
            let waitMilliseconds: Int32 = SSL_pending(ssl) > 0 ? 0 : Int32(Self.ioTimeoutSeconds * 1_000)
            watched[0].revents = 0
            watched[1].revents = 0
            let ready = poll(&watched, 2, waitMilliseconds)
            if ready < 0 && errno != EINTR { return }
            if ready == 0 && SSL_pending(ssl) == 0 { return }
            if SSL_pending(ssl) > 0 || watched[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
                guard count > 0 else {
                    ERR_clear_error()
                    return
                }
                guard Self.sendAll(buffer[0..<Int(count)], to: backend) else { return }
            }
            if watched[1].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { recv(backend, $0.baseAddress, $0.count, 0) }
                guard count > 0 else {
                    SSL_shutdown(ssl)
                    ERR_clear_error()
                    return
                }
                guard write(buffer[0..<count]) else { return }
            }
        }
    }

    /// Makes a blocked call on another thread return.
    func interrupt() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        let backend = backendDescriptor.withLock { $0 }
        if backend >= 0 { shutdown(backend, Int32(SHUT_RDWR)) }
    }

    /// Writes all of `bytes` through TLS; false when the connection failed first.
    private func write(_ bytes: ArraySlice<UInt8>) -> Bool {
        var offset = bytes.startIndex
        // Bounded: every round writes at least one byte or returns.
        while offset < bytes.endIndex {
            let written = bytes[offset...].withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
            guard written > 0 else {
                ERR_clear_error()
                return false
            }
            offset += Int(written)
        }
        return true
    }

    private static func sendAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func configure(_ descriptor: Int32) {
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var limit = timeval(tv_sec: ioTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
}
