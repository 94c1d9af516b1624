import Foundation
import Synchronization

/// Lines a service printed after its ready line, taken in order by ``next(within:)``, each take
/// with a deadline of its own; ends when the service's output does.
final class LineQueue: Sendable {
    private struct State {
        var lines: [String] = []
        var ended = false
        var waiters: [(id: UUID, continuation: CheckedContinuation<String?, Never>)] = []
        /// Takes whose wait ended (deadline, cancellation) before they were registered.
        var abandoned: Set<UUID> = []
    }

    private let state = Mutex(State())

    /// Hands `line` to the oldest waiting take, or keeps it for the next.
    func append(_ line: String) {
        let waiter = state.withLock { state -> CheckedContinuation<String?, Never>? in
            guard !state.ended else { return nil }
            guard !state.waiters.isEmpty else {
                state.lines.append(line)
                return nil
            }
            return state.waiters.removeFirst().continuation
        }
        waiter?.resume(returning: line)
    }

    /// No more lines will come: waiting takes get nil.
    func end() {
        let waiters = state.withLock { state -> [CheckedContinuation<String?, Never>] in
            state.ended = true
            defer { state.waiters = [] }
            return state.waiters.map(\.continuation)
        }
        for waiter in waiters { waiter.resume(returning: nil) }
    }

    /// The next line; nil when `limit` passes first, the output has ended, or the task is cancelled.
    func next(within limit: Duration) async -> String? {
        await withTaskGroup(of: String?.self) { group in
            group.addTask { await self.take() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private func take() async -> String? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                let ready = state.withLock { state -> String?? in
                    if state.abandoned.remove(id) != nil { return .some(nil) }
                    if !state.lines.isEmpty { return .some(state.lines.removeFirst()) }
                    if state.ended { return .some(nil) }
                    state.waiters.append((id, continuation))
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<String?, Never>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
                    state.abandoned.insert(id)
                    return nil
                }
                return state.waiters.remove(at: index).continuation
            }
            waiter?.resume(returning: nil)
        }
    }
}
