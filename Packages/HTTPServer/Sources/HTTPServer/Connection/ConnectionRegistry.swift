import NIOCore
import Synchronization

/// The connections a server serves: admitted up to the limit, counted, and closed all at once
/// when the server stops. Shared by the accepting channel's initializer and ``HTTPServer/stop()``.
final class ConnectionRegistry: Sendable {
    private struct State {
        var open: [ObjectIdentifier: any Channel] = [:]
        var accepted = 0
        var stopped = false
    }

    private let state = Mutex(State())
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts `channel` in, unless the server stopped or `limit` connections are open; a
    /// channel counted in leaves by itself when it closes.
    func admit(_ channel: any Channel) -> Bool {
        let admitted = state.withLock { state in
            guard !state.stopped, state.open.count < limit else { return false }
            state.open[ObjectIdentifier(channel)] = channel
            state.accepted += 1
            return true
        }
        if admitted {
            channel.closeFuture.whenComplete { [self] _ in
                _ = state.withLock { $0.open.removeValue(forKey: ObjectIdentifier(channel)) }
            }
        }
        return admitted
    }

    /// Connections admitted since the start.
    var accepted: Int { state.withLock { $0.accepted } }

    /// Marks the server stopped and returns the open connections; nil when it already was.
    func stop() -> [any Channel]? {
        state.withLock { state in
            guard !state.stopped else { return nil }
            state.stopped = true
            return Array(state.open.values)
        }
    }
}
