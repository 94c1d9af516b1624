import APDU
import Synchronization
import Testing

/// The gate on its own: who counts as holding it, and in which order waiters get it.
@Suite("CardAccessGate", .timeLimit(.minutes(1)))
struct CardAccessGateTests {
    /// Where waiters write down their turn.
    final class Turns: Sendable {
        private let order = Mutex<[Int]>([])
        var values: [Int] { order.withLock { $0 } }
        func append(_ value: Int) { order.withLock { $0.append(value) } }
    }

    /// Counts visits to the gate and visits that found someone else inside.
    final class Occupancy: Sendable {
        private let state = Mutex((inside: 0, visits: 0, overlaps: 0))
        var overlaps: Int { state.withLock { $0.overlaps } }
        var visits: Int { state.withLock { $0.visits } }

        func visit() {
            state.withLock { state in
                state.inside += 1
                state.visits += 1
                if state.inside > 1 { state.overlaps += 1 }
            }
            state.withLock { $0.inside -= 1 }
        }
    }

    @Test("waiters get the gate in the order they arrived")
    func firstComeFirstServed() async throws {
        let gate = CardAccessGate()
        let executor = SerialTaskExecutor()
        let turns = Turns()
        let waiters = try await gate.withExclusiveAccess {
            var waiters: [Task<Void, any Error>] = []
            for index in 0..<5 {
                waiters.append(
                    Task.detached(executorPreference: executor) {
                        try await gate.withExclusiveAccess { turns.append(index) }
                    })
                await executor.drain()  // queued before the next one starts
            }
            #expect(turns.values.isEmpty)
            return waiters
        }
        for waiter in waiters { try await waiter.value }
        #expect(turns.values == [0, 1, 2, 3, 4])
    }

    @Test("a cancelled waiter is skipped; the ones behind it keep their order")
    func cancelledWaiterIsSkipped() async throws {
        let gate = CardAccessGate()
        let executor = SerialTaskExecutor()
        let turns = Turns()
        let waiters = try await gate.withExclusiveAccess {
            var waiters: [Task<Void, any Error>] = []
            for index in 0..<3 {
                waiters.append(
                    Task.detached(executorPreference: executor) {
                        try await gate.withExclusiveAccess { turns.append(index) }
                    })
                await executor.drain()
            }
            waiters[1].cancel()
            await #expect(throws: CancellationError.self) { try await waiters[1].value }
            return waiters
        }
        try await waiters[0].value
        try await waiters[2].value
        #expect(turns.values == [0, 2])
    }

    @Test("held by the holder and tasks it starts while holding, by nobody else")
    func heldByCurrentTask() async throws {
        let gate = CardAccessGate()
        let otherGate = CardAccessGate()
        #expect(!gate.isHeldByCurrentTask)
        let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)
        let straggler = try await gate.withExclusiveAccess {
            #expect(gate.isHeldByCurrentTask)
            #expect(!otherGate.isHeldByCurrentTask)
            #expect(await Task { gate.isHeldByCurrentTask }.value)
            #expect(await Task.detached { gate.isHeldByCurrentTask }.value == false)
            return Task {
                for await _ in release { break }
                return gate.isHeldByCurrentTask
            }
        }
        #expect(!gate.isHeldByCurrentTask)
        releaseContinuation.yield()
        // The token it inherited belonged to a holding that is over.
        #expect(await straggler.value == false)
    }

    @Test("under contention every task gets through and no two are inside at once")
    func contention() async throws {
        // Many short holdings from several threads: mutual exclusion holds and nobody is lost.
        // (A waiter arriving while the holder leaves must not queue behind an open gate; that
        // window is too narrow to hit on demand, but a lost waiter here would fail the suite's
        // time limit instead of hanging.)
        let gate = CardAccessGate()
        let occupancy = Occupancy()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<2_000 {
                        try await gate.withExclusiveAccess { occupancy.visit() }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(occupancy.overlaps == 0)
        #expect(occupancy.visits == 16_000)
    }

    @Test("the gate opens again when the body throws")
    func releasedOnError() async throws {
        struct Failure: Error {}
        let gate = CardAccessGate()
        await #expect(throws: Failure.self) {
            try await gate.withExclusiveAccess { throw Failure() }
        }
        #expect(try await Task.detached { try await gate.withExclusiveAccess { 42 } }.value == 42)
    }
}
