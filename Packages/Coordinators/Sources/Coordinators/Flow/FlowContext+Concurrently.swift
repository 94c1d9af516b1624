extension FlowContext {
    /// Runs two children at once and returns both results. When either throws, the other is
    /// cancelled, and the error is thrown once both have ended.
    public func concurrently<First: Coordinator, Second: Coordinator>(
        _ first: First, _ second: Second
    ) async throws -> (First.Result, Second.Result) {
        try await withThrowingTaskGroup(of: OneOfTwo<First.Result, Second.Result>.self) { group in
            group.addTask { .first(try await self.coordinate(to: first)) }
            group.addTask { .second(try await self.coordinate(to: second)) }
            var a: First.Result?
            var b: Second.Result?
            // A throwing `next()` leaves the closure, and the group cancels and awaits the rest.
            while let result = try await group.next() {
                switch result {
                case .first(let value): a = value
                case .second(let value): b = value
                }
            }
            guard let a, let b else { throw CancellationError() }
            return (a, b)
        }
    }

    /// Runs three children at once; see ``concurrently(_:_:)``.
    public func concurrently<First: Coordinator, Second: Coordinator, Third: Coordinator>(
        _ first: First, _ second: Second, _ third: Third
    ) async throws -> (First.Result, Second.Result, Third.Result) {
        try await withThrowingTaskGroup(of: OneOfThree<First.Result, Second.Result, Third.Result>.self) { group in
            group.addTask { .first(try await self.coordinate(to: first)) }
            group.addTask { .second(try await self.coordinate(to: second)) }
            group.addTask { .third(try await self.coordinate(to: third)) }
            var a: First.Result?
            var b: Second.Result?
            var c: Third.Result?
            while let result = try await group.next() {
                switch result {
                case .first(let value): a = value
                case .second(let value): b = value
                case .third(let value): c = value
                }
            }
            guard let a, let b, let c else { throw CancellationError() }
            return (a, b, c)
        }
    }

    /// Runs every child at once and returns their results in the children's order. When one
    /// throws, the others are cancelled.
    public func concurrently<Child: Coordinator>(_ children: [Child]) async throws -> [Child.Result] {
        try await withThrowingTaskGroup(of: (Int, Child.Result).self) { group in
            for (index, child) in children.enumerated() {
                group.addTask { (index, try await self.coordinate(to: child)) }
            }
            var results = [Child.Result?](repeating: nil, count: children.count)
            while let (index, value) = try await group.next() {
                results[index] = value
            }
            let finished = results.compactMap { $0 }
            guard finished.count == children.count else { throw CancellationError() }
            return finished
        }
    }

    /// Runs every child at once; the first to finish wins and the others are cancelled. Returns
    /// the winner's index and result. An error from any child before a winner is thrown; an
    /// empty list is ``FlowError/nothingToRun(path:)``.
    public func first<Child: Coordinator>(of children: [Child]) async throws -> (index: Int, result: Child.Result) {
        guard !children.isEmpty else { throw FlowError.nothingToRun(path: path) }
        return try await withThrowingTaskGroup(of: (Int, Child.Result).self) { group in
            for (index, child) in children.enumerated() {
                group.addTask { (index, try await self.coordinate(to: child)) }
            }
            defer { group.cancelAll() }
            guard let winner = try await group.next() else { throw CancellationError() }
            return (index: winner.0, result: winner.1)
        }
    }
}

private enum OneOfTwo<A: Sendable, B: Sendable>: Sendable {
    case first(A)
    case second(B)
}

private enum OneOfThree<A: Sendable, B: Sendable, C: Sendable>: Sendable {
    case first(A)
    case second(B)
    case third(C)
}
