import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket listening on 127.0.0.1 at a port the kernel picks, so servers never race each
/// other for a port number.
struct ListeningSocket: Sendable {
    let descriptor: Int32
    let port: Int

    init() throws(LoopbackTLSServerError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .socketFailed(reason: "socket(): \(Self.lastError())") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = Self.lastError()
            close(descriptor)
            throw .socketFailed(reason: "bind/listen: \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let reason = Self.lastError()
            close(descriptor)
            throw .socketFailed(reason: "getsockname: \(reason)")
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// The next connection, or nil once the socket has been shut down.
    func accept() -> Int32? {
        // Bounded by the socket's life: accept fails for good once `shutDown` has run.
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            if client >= 0 {
                // Not inherited by child processes started meanwhile.
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return client
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    /// Wakes a thread blocked in ``accept()`` (it returns nil) and refuses new connections.
    func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
