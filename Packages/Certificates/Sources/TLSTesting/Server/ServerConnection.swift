import CLibSSL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted connection with OpenSSL on it, used by one thread with blocking calls. Another
/// thread ends a blocked call by shutting the socket down (``interrupt()``).
final class ServerConnection: @unchecked Sendable {
    // @unchecked: `ssl` is used by the connection's thread only; `interrupt` only touches the
    // descriptor, which stays open until that thread closes it in deinit.
    let descriptor: Int32
    private let ssl: OpaquePointer

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
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var limit = timeval(tv_sec: Self.ioTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        SSL_set_fd(ssl, descriptor)
    }

    deinit {
        SSL_free(ssl)
        close(descriptor)
    }

    /// The TLS handshake; false when it failed (a client that refused the chain, say).
    func handshake() -> Bool {
        let accepted = SSL_accept(ssl) == 1
        ERR_clear_error()
        return accepted
    }

    /// Up to `buffer.count` decrypted bytes; 0 when the peer closed, failed or went quiet.
    func read(into buffer: inout [UInt8]) -> Int {
        let count = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
        if count <= 0 { ERR_clear_error() }
        return max(Int(count), 0)
    }

    /// Writes all of `bytes`; false when the connection failed first.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        // Bounded: every round writes at least one byte or returns.
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
            guard written > 0 else {
                ERR_clear_error()
                return false
            }
            offset += Int(written)
        }
        return true
    }

    /// Sends TLS's close notification, best effort, before the socket closes.
    func closeGracefully() {
        SSL_shutdown(ssl)
        ERR_clear_error()
    }

    /// Makes a blocked read or write on another thread return.
    func interrupt() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
