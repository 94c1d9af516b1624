import Synchronization

private let flowCounter = Atomic<UInt64>(0)

extension FlowContext {
    /// Runs `child` to its end and returns its result.
    ///
    /// The child runs on the calling task: cancelling the parent cancels it, and when this call
    /// returns, the child and everything it started have finished.
    public func coordinate<Child: Coordinator>(to child: Child) async throws -> Child.Result {
        let childContext = descending(into: child.name)
        let id = FlowID(value: flowCounter.add(1, ordering: .relaxed).newValue)
        observer?.flowStarted(id, path: childContext.path)
        do {
            let result = try await child.run(in: childContext)
            observer?.flowEnded(id, path: childContext.path, ending: .completed)
            return result
        } catch {
            observer?.flowEnded(id, path: childContext.path, ending: Self.ending(for: error))
            throw error
        }
    }

    /// Runs `child` with a deadline on the context's clock: past `limit`, the child and all of
    /// its children are cancelled and this throws ``FlowError/deadlineExceeded(path:limit:)``.
    public func coordinate<Child: Coordinator>(to child: Child, within limit: Duration) async throws -> Child.Result {
        try await withDeadline(limit, naming: path.appending(child.name)) {
            try await self.coordinate(to: child)
        }
    }

    /// Runs `operation` with a deadline on the context's clock, for waits that are not flows
    /// (a network call, a card). Past `limit` the operation is cancelled and this throws
    /// ``FlowError/deadlineExceeded(path:limit:)`` naming `path` (this flow's, by default).
    public func withDeadline<Value: Sendable>(
        _ limit: Duration, naming path: FlowPath? = nil, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let clock = self.clock
        let named = path ?? self.path
        return try await withThrowingTaskGroup(of: DeadlineRace<Value>.self) { group in
            group.addTask { .finished(try await operation()) }
            group.addTask {
                try await clock.sleep(for: limit)
                return .expired
            }
            defer { group.cancelAll() }
            // The group has two children, so `next()` yields at least one result or error.
            guard let first = try await group.next() else { throw CancellationError() }
            switch first {
            case .finished(let value): return value
            case .expired: throw FlowError.deadlineExceeded(path: named, limit: limit)
            }
        }
    }

    static func ending(for error: any Error) -> FlowEnding {
        if error is CancellationError { return .cancelled }
        return .failed(String(describing: error))
    }
}

private enum DeadlineRace<Value: Sendable>: Sendable {
    case finished(Value)
    case expired
}
