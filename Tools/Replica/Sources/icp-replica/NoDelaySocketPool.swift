import FlyingFox
import FlyingSocks

#if canImport(Glibc)
    import Glibc
#endif

/// FlyingFox's socket pool with Nagle's algorithm turned off on every socket it waits for.
///
/// FlyingFox writes a response's head and body in two `write`s. With Nagle on, the body waits
/// for the client to acknowledge the head, and the client delays that acknowledgement by 40 ms:
/// every answer took 44 ms on loopback (22 round trips/s, measured with `make bench`). The
/// server has no hook on accepted sockets, but each one passes through the pool the first time
/// it waits to be read, so the option is set there (it is idempotent; a failure only costs speed).
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    init(base: any AsyncSocketPool = HTTPServer.defaultPool()) {
        self.base = base
    }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
