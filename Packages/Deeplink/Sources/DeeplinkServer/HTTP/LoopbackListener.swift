import FlyingSocks
import Foundation
import Synchronization

/// A listening socket on 127.0.0.1 (never a wildcard address, §5) and the task that accepts on it.
/// Each connection runs in a child task under ``CallbackServerLimits/connectionTimeout``; at most
/// ``CallbackServerLimits/maxConnections`` run at once. ``stop()`` closes the socket and cancels
/// every connection task, and returns only when all of them have ended.
final class LoopbackListener: Sendable {
    let port: UInt16
    private let socket: Socket
    private let task: Task<Void, Never>
    /// Closing a descriptor twice could close another socket that reused its number.
    private let isStopped = Mutex(false)

    /// Binds and listens before returning, so ``port`` is the one really listening.
    ///
    /// - Parameter serve: handles one connection; it must not close it (the listener does).
    static func start(
        port: UInt16, limits: CallbackServerLimits, serve: @escaping @Sendable (LoopbackConnection) async -> Void
    ) async throws -> LoopbackListener {
        let socket = try Socket(domain: AF_INET, type: .stream)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
            guard case .ip4(_, let boundPort) = try socket.sockname() else {
                throw SocketError.unsupportedAddress
            }
            // An event pool per server: stopping one server never touches another's sockets.
            let pool: some AsyncSocketPool = .make(logger: .disabled)
            try await pool.prepare()
            let listening = try AsyncSocket(socket: socket, pool: pool)
            let task = Task { await Self.run(listening, pool: pool, limits: limits, serve: serve) }
            return LoopbackListener(port: boundPort, socket: socket, task: task)
        } catch {
            try? socket.close()
            throw error
        }
    }

    private init(port: UInt16, socket: Socket, task: Task<Void, Never>) {
        self.port = port
        self.socket = socket
        self.task = task
    }

    /// Closes the listener and waits for every connection task to end. Idempotent.
    func stop() async {
        let first = isStopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        if first { try? socket.close() }
        task.cancel()
        await task.value
    }

    private static func run(
        _ listening: AsyncSocket, pool: some AsyncSocketPool, limits: CallbackServerLimits,
        serve: @escaping @Sendable (LoopbackConnection) async -> Void
    ) async {
        let active = ConnectionCount()
        await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await client in listening.sockets {
                        let connection = LoopbackConnection(socket: client, limits: limits)
                        let admitted = active.admit(limit: limits.maxConnections)
                        connections.addTask {
                            defer { connection.close() }
                            guard admitted else {
                                await connection.write(.text(503, "too many connections"))
                                return
                            }
                            defer { active.release() }
                            await withTimeout(limits.connectionTimeout) { await serve(connection) }
                        }
                    }
                }
            }
            // The first child to end (the socket closed, or cancellation) ends the server.
            _ = try? await group.next()
            group.cancelAll()
        }
    }

    /// Runs `body`, cancelling it after `duration` on the system clock.
    private static func withTimeout(_ duration: Duration, _ body: @escaping @Sendable () async -> Void) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await body() }
            group.addTask { try? await Task.sleep(for: duration) }
            _ = await group.next()
            group.cancelAll()
        }
    }
}

/// Connections being served, shared by the accept loop and the connection tasks.
private final class ConnectionCount: Sendable {
    private let count = Mutex(0)

    /// Counts one more connection, unless `limit` are already being served.
    func admit(limit: Int) -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func release() {
        count.withLock { $0 -= 1 }
    }
}
