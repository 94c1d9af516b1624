import APDU
import Testing

/// `withTransaction` on `InProcessCardChannel`: code inside may use the channel freely, everybody
/// else waits. Ordering is read from a `CounterCard`, whose answers number the commands in the
/// order they reached the card. Where a test needs another task to be queued at the gate, it
/// runs that task on a `SerialTaskExecutor` and drains it instead of sleeping.
@Suite("Transactions", .timeLimit(.minutes(1)))
struct TransactionTests {
    @Test("a transaction body can use the channel again, and transactions nest")
    func reentrancy() async throws {
        let channel = InProcessCardChannel(card: CounterCard())
        let counts = try await channel.withTransaction {
            let first = try await channel.nextCount()
            let nested = try await channel.withTransaction {
                let inner = try await channel.nextCount()
                let innermost = try await channel.withTransaction { try await channel.nextCount() }
                return [inner, innermost]
            }
            let last = try await channel.nextCount()
            return [first] + nested + [last]
        }
        #expect(counts == [1, 2, 3, 4])
        // The gate is open again afterwards.
        #expect(try await Task.detached { try await channel.nextCount() }.value == 5)
    }

    @Test("child tasks and unstructured tasks started inside a transaction are part of it")
    func childTasks() async throws {
        let channel = InProcessCardChannel(card: CounterCard())
        let fromGroup = try await channel.withTransaction {
            try await withThrowingTaskGroup(of: UInt32.self) { group in
                for _ in 0..<8 { group.addTask { try await channel.nextCount() } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(fromGroup.sorted() == Array(1...8))
        // `Task {}` inherits the transaction while the transaction lasts; awaiting it inside
        // must not deadlock.
        let fromTask = try await channel.withTransaction {
            try await Task { try await channel.nextCount() }.value
        }
        #expect(fromTask == 9)
    }

    @Test("another task waits until the transaction ends")
    func outsiderWaits() async throws {
        let channel = InProcessCardChannel(card: CounterCard())
        let executor = SerialTaskExecutor()
        let (inside, outsider) = try await channel.withTransaction {
            // Detached: it inherits no task-local values, so it is not part of the transaction.
            let outsider = Task.detached(executorPreference: executor) { try await channel.nextCount() }
            await executor.drain()
            var inside: [UInt32] = []
            for _ in 0..<200 { inside.append(try await channel.nextCount()) }
            return (inside, outsider)
        }
        #expect(inside == Array(1...200))
        #expect(try await outsider.value == 201)
    }

    @Test("a task that outlives the transaction that started it does not bypass a later one")
    func stragglerQueues() async throws {
        let channel = InProcessCardChannel(card: CounterCard())
        let executor = SerialTaskExecutor()
        let (go, goContinuation) = AsyncStream.makeStream(of: Void.self)
        let straggler = try await channel.withTransaction {
            // Inherits the first transaction's holding, then waits past its end.
            Task(executorPreference: executor) {
                for await _ in go { break }
                return try await channel.nextCount()
            }
        }
        let later = try await Task.detached {
            try await channel.withTransaction {
                goContinuation.yield()
                await executor.drain()
                var counts: [UInt32] = []
                for _ in 0..<200 { counts.append(try await channel.nextCount()) }
                return counts
            }
        }.value
        #expect(later == Array(1...200))
        #expect(try await straggler.value == 201)
    }

    @Test("cancelling a task that waits for the channel throws CancellationError and frees its place")
    func cancelledWaiter() async throws {
        let card = RecordingCard(CounterCard())
        let channel = InProcessCardChannel(card: card)
        let executor = SerialTaskExecutor()
        try await channel.withTransaction {
            let waiter = Task.detached(executorPreference: executor) { try await channel.nextCount() }
            await executor.drain()
            waiter.cancel()
            // Its result arrives while the transaction is still held: it stopped waiting.
            await #expect(throws: CancellationError.self) { try await waiter.value }
            let count = try await channel.nextCount()
            #expect(count == 1)
        }
        // The abandoned place in the queue blocks nobody, and its command never reached the card.
        #expect(try await Task.detached { try await channel.nextCount() }.value == 2)
        #expect(card.receivedCommands.count == 2)
    }

    @Test("a task cancelled before it asks for a held channel does not wait at all")
    func cancelledBeforeAsking() async throws {
        let channel = InProcessCardChannel(card: CounterCard())
        try await channel.withTransaction {
            let waiter = Task.detached {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await channel.nextCount()
            }
            await #expect(throws: CancellationError.self) { try await waiter.value }
        }
        #expect(try await channel.nextCount() == 1)
    }

    @Test(
        "one withExchange call is never interleaved with another's",
        arguments: [true, false])
    func exchangesStayWhole(insideTransaction: Bool) async throws {
        let channel = InProcessCardChannel(card: CounterCard())
        let run: @Sendable () async throws -> [[UInt32]] = {
            try await withThrowingTaskGroup(of: [UInt32].self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        try await channel.withExchange { exchange in try (0..<50).map { _ in try exchange.nextCount() }
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        let batches = if insideTransaction { try await channel.withTransaction(run) } else { try await run() }
        for batch in batches {
            #expect(batch == Array(batch[0]..<batch[0] + 50))
        }
        #expect(batches.flatMap { $0 }.sorted() == Array(1...200))
    }
}
