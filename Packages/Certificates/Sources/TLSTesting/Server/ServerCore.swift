import Dispatch
import Foundation
import HTTPServer
import Synchronization

/// The running part of a ``LoopbackTLSServer``: the listening socket, a thread accepting
/// connections and a thread per connection relaying it, decrypted, to the plain HTTP server
/// behind (so no HTTP is read here). The threads hold this, not the server, so a server
/// dropped without `stop()` still goes away, and shuts this down as it goes.
///
/// Descriptors are closed only when nothing can use them any more (the listener in deinit, a
/// connection's when its object goes), so a shutdown never reaches a descriptor number the
/// process has since reused for another socket.
final class ServerCore: Sendable {
    let listener: ListeningSocket
    let log: RequestLog
    private let context: ServerTLSContext
    let backend: HTTPServer
    private let connections = Mutex(Connections())
    private let threads = DispatchGroup()

    private struct Connections: Sendable {
        var open: [ObjectIdentifier: ServerConnection] = [:]
        var stopped = false
    }

    private static let maximumConnections = 64

    init(context: ServerTLSContext, backend: HTTPServer, log: RequestLog) throws(LoopbackTLSServerError) {
        self.context = context
        self.backend = backend
        self.log = log
        listener = try ListeningSocket()
    }

    deinit { close(listener.descriptor) }

    func start() {
        startThread(named: "LoopbackTLSServer accept") { [self] in acceptConnections() }
    }

    /// Refuses new connections and interrupts every open one; once only.
    func shutDown() {
        let open = connections.withLock { connections -> [ServerConnection]? in
            guard !connections.stopped else { return nil }
            connections.stopped = true
            return Array(connections.open.values)
        }
        guard let open else { return }
        listener.shutDown()
        for connection in open { connection.interrupt() }
        // Dropped without stop() (which waits for it), the HTTP server behind stops by itself.
        let backend = self.backend
        Task { await backend.stop() }
    }

    /// Returns once every thread has ended: promptly after ``shutDown()``, which interrupted
    /// each of their blocking calls.
    func threadsEnded() async {
        await withCheckedContinuation { continuation in
            threads.notify(queue: .global()) { continuation.resume() }
        }
    }

    private func startThread(named name: String, _ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let threads = self.threads
        let thread = Thread {
            // A write to a connection the client has closed raises SIGPIPE, whose default
            // action ends the process; blocked on this thread, the write fails with EPIPE.
            var pipe = sigset_t()
            sigemptyset(&pipe)
            sigaddset(&pipe, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipe, nil)
            body()
            threads.leave()
        }
        thread.name = name
        thread.start()
    }

    private func acceptConnections() {
        // Bounded by shutDown(): the shut-down socket makes accept return nil.
        while let descriptor = listener.accept() {
            guard let connection = ServerConnection(descriptor: descriptor, context: context) else { continue }
            let admitted = connections.withLock { connections in
                guard !connections.stopped, connections.open.count < Self.maximumConnections else { return false }
                connections.open[ObjectIdentifier(connection)] = connection
                return true
            }
            guard admitted else { continue }
            startThread(named: "LoopbackTLSServer connection") { [self] in serve(connection) }
        }
    }

    /// One connection: the handshake, then its bytes relayed to the HTTP server until either
    /// side closes or the server stops.
    private func serve(_ connection: ServerConnection) {
        defer { _ = connections.withLock { $0.open.removeValue(forKey: ObjectIdentifier(connection)) } }
        guard connection.handshake() else { return }
        log.recordConnection()
        guard connection.connectBackend(port: backend.port) else { return }
        connection.relay()
    }
}
