import Clocks
import Coordinators
import CoordinatorsTesting
import Testing

private typealias Router = EventRouter<String, Int>

@Suite("EventRouter: expect, deliver and wait", .timeLimit(.minutes(1)))
struct EventRouterDeliveryTests {
    @Test("An event delivered before the wait is kept and handed over when the flow waits")
    func deliverThenWait() async throws {
        let router = Router(clock: TestClock())
        try await router.expect("uuid-1")
        try await router.deliver(7, for: "uuid-1")
        #expect(await router.openKeys == 1)
        #expect(try await router.wait(for: "uuid-1", timeout: .seconds(1)) == 7)
        #expect(await router.openKeys == 0)
    }

    @Test("An event delivered while the flow waits resumes it and cancels its deadline")
    func waitThenDeliver() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("uuid-2")
        let waiter = await startWaiting(on: router, for: "uuid-2", clock: clock)

        try await router.deliver(8, for: "uuid-2")

        #expect(await waiter.value == .success(8))
        #expect(await router.openKeys == 0)
        // The deadline's timer was cancelled: nothing sleeps on the clock any more.
        var cleared = false
        for _ in 0..<1_000 where !cleared {
            cleared = (try? await clock.checkSuspension()) != nil
        }
        #expect(cleared)
    }

    @Test("Delivering to or waiting for a key nobody expects is unknownKey")
    func unknownKey() async throws {
        let router = Router(clock: TestClock())
        await #expect(throws: EventRouterError.unknownKey("nobody")) { try await router.deliver(1, for: "nobody") }
        await #expect(throws: EventRouterError.unknownKey("nobody")) {
            try await router.wait(for: "nobody", timeout: .seconds(1))
        }
        #expect(EventRouterError.unknownKey("nobody").description == "no flow expects an event for nobody")
    }

    @Test("A second event before the wait took the first is a duplicate, and the first is kept")
    func duplicateBeforeWait() async throws {
        let router = Router(clock: TestClock())
        try await router.expect("k")
        try await router.deliver(1, for: "k")
        await #expect(throws: EventRouterError.duplicate("k")) { try await router.deliver(2, for: "k") }
        #expect(try await router.wait(for: "k", timeout: .seconds(1)) == 1)
    }

    @Test("A second event after the wait took the first is a duplicate")
    func duplicateAfterWait() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("k")
        let waiter = await startWaiting(on: router, for: "k", clock: clock)
        try await router.deliver(1, for: "k")
        #expect(await waiter.value == .success(1))
        await #expect(throws: EventRouterError.duplicate("k")) { try await router.deliver(2, for: "k") }
        // Waiting again for a key already closed is refused as closed.
        await #expect(throws: EventRouterError.closed("k")) { try await router.wait(for: "k", timeout: .seconds(1)) }
    }

    @Test("Expecting a key twice is alreadyExpected, also once it is closed")
    func alreadyExpected() async throws {
        let router = Router(clock: TestClock())
        try await router.expect("k")
        await #expect(throws: EventRouterError.alreadyExpected("k")) { try await router.expect("k") }
        try await router.deliver(1, for: "k")
        _ = try await router.wait(for: "k", timeout: .seconds(1))
        await #expect(throws: EventRouterError.alreadyExpected("k")) { try await router.expect("k") }
    }

    @Test("A second waiter for the same key is alreadyWaiting, and the first still gets the event")
    func alreadyWaiting() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("k")
        let first = await startWaiting(on: router, for: "k", clock: clock)

        await #expect(throws: EventRouterError.alreadyWaiting("k")) {
            try await router.wait(for: "k", timeout: .seconds(1))
        }

        try await router.deliver(3, for: "k")
        #expect(await first.value == .success(3))
    }
}
