import Foundation
import Synchronization

/// Something that happens once (a service's ready line, its exit, a stop request) and that any
/// number of tasks await, each with a deadline of its own. The first value given is the value.
final class OneTimeEvent<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [UUID: CheckedContinuation<Value?, Never>] = [:]
        /// Waiters whose wait ended (deadline, cancellation) before they were registered.
        var abandoned: Set<UUID> = []
    }

    private let state = Mutex(State())

    /// Sets the value and wakes every waiter; later calls change nothing.
    func happen(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value?, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The value if it has happened.
    var current: Value? { state.withLock { $0.value } }

    /// The value, once it happens; nil when `limit` passes first or the waiting task is
    /// cancelled. Nil `limit`: no deadline.
    func value(within limit: Duration?) async -> Value? {
        guard let limit else { return await wait() }
        return await withTaskGroup(of: Value?.self) { group in
            group.addTask { await self.wait() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private func wait() async -> Value? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                let ready = state.withLock { state -> Value?? in
                    if let value = state.value { return .some(value) }
                    if state.abandoned.remove(id) != nil { return .some(nil) }
                    state.waiters[id] = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Value?, Never>? in
                guard let waiter = state.waiters.removeValue(forKey: id) else {
                    if state.value == nil { state.abandoned.insert(id) }
                    return nil
                }
                return waiter
            }
            waiter?.resume(returning: nil)
        }
    }
}
