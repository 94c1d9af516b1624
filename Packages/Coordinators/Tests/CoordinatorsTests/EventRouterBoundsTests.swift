import Clocks
import Coordinators
import CoordinatorsTesting
import Testing

private typealias Router = EventRouter<String, Int>

@Suite("EventRouter: bounded open and closed keys", .timeLimit(.minutes(1)))
struct EventRouterBoundsTests {
    @Test("Past its capacity of open keys the router is full, and a closed key frees a place")
    func full() async throws {
        let router = Router(clock: TestClock(), capacity: 2)
        #expect(await router.capacity == 2)
        try await router.expect("a")
        try await router.expect("b")
        await #expect(throws: EventRouterError<String>.full(capacity: 2)) { try await router.expect("c") }
        try await router.deliver(1, for: "a")
        // Delivered and not yet waited for: still open.
        await #expect(throws: EventRouterError<String>.full(capacity: 2)) { try await router.expect("c") }
        _ = try await router.wait(for: "a", timeout: .seconds(1))
        try await router.expect("c")
        #expect(await router.openKeys == 2)
    }

    @Test("A capacity below one is raised to one")
    func minimumCapacity() async throws {
        let router = Router(clock: TestClock(), capacity: 0)
        #expect(await router.capacity == 1)
        try await router.expect("a")
        await #expect(throws: EventRouterError<String>.full(capacity: 1)) { try await router.expect("b") }
    }

    @Test("Closed keys are remembered up to four times the capacity, then a late event is an unknown key")
    func closedKeysBounded() async throws {
        let capacity = 2
        let router = Router(clock: TestClock(), capacity: capacity)
        func openAndConsume(_ key: String) async throws {
            try await router.expect(key)
            try await router.deliver(0, for: key)
            _ = try await router.wait(for: key, timeout: .seconds(1))
        }

        try await openAndConsume("old")
        // Three more closures than the one of "old" — up to 4 × capacity in all — and it is remembered.
        for number in 1..<(4 * capacity) {
            try await openAndConsume("k\(number)")
        }
        await #expect(throws: EventRouterError.duplicate("old")) { try await router.deliver(1, for: "old") }

        // One closure more and the oldest is forgotten.
        try await openAndConsume("last")
        await #expect(throws: EventRouterError.unknownKey("old")) { try await router.deliver(1, for: "old") }
        await #expect(throws: EventRouterError.duplicate("k1")) { try await router.deliver(1, for: "k1") }
        // A forgotten key can be expected again.
        try await router.expect("old")
    }

    @Test("Many closures keep only the latest keys remembered, abandoned ones as closed")
    func manyClosures() async throws {
        let capacity = 3
        let router = Router(clock: TestClock(), capacity: capacity)
        for number in 0..<1_000 {
            try await router.expect("k\(number)")
            await router.forget("k\(number)")
        }
        #expect(await router.openKeys == 0)
        await #expect(throws: EventRouterError.closed("k999")) { try await router.deliver(1, for: "k999") }
        await #expect(throws: EventRouterError.closed("k\(1_000 - 4 * capacity)")) {
            try await router.deliver(1, for: "k\(1_000 - 4 * capacity)")
        }
        await #expect(throws: EventRouterError.unknownKey("k\(999 - 4 * capacity)")) {
            try await router.deliver(1, for: "k\(999 - 4 * capacity)")
        }
        await #expect(throws: EventRouterError.unknownKey("k0")) { try await router.deliver(1, for: "k0") }
    }

    @Test("Every error describes itself")
    func descriptions() {
        #expect(
            EventRouterError.duplicate("k").description
                == "an event for k was already delivered; a second one is refused")
        #expect(EventRouterError.closed("k").description == "the wait for k already ended; the event comes too late")
        #expect(EventRouterError.alreadyExpected("k").description == "k is already expected")
        #expect(EventRouterError.alreadyWaiting("k").description == "a flow already waits for k")
        #expect(EventRouterError.cancelled("k").description == "the wait for k was cancelled")
        #expect(EventRouterError<String>.full(capacity: 4).description == "the router already holds 4 open keys")
    }
}
