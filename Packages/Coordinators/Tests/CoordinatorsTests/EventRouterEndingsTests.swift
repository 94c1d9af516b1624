import Clocks
import Coordinators
import CoordinatorsTesting
import Testing

private typealias Router = EventRouter<String, Int>

@Suite("EventRouter: waits that end without an event", .timeLimit(.minutes(1)))
struct EventRouterEndingsTests {
    @Test("A wait past its timeout on the test clock is timedOut, and a late event is closed")
    func timedOut() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("k")
        let waiter = await startWaiting(on: router, for: "k", timeout: .seconds(90), clock: clock)

        await clock.advance(by: .seconds(90))

        #expect(await waiter.value == .failure(.timedOut("k", .seconds(90))))
        await #expect(throws: EventRouterError.closed("k")) { try await router.deliver(1, for: "k") }
        #expect(await router.openKeys == 0)
        #expect(
            EventRouterError<String>.timedOut("k", .seconds(90)).description == "no event for k within 90.0 seconds")
    }

    @Test("Short of its timeout a wait still takes the event")
    func notYetTimedOut() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("k")
        let waiter = await startWaiting(on: router, for: "k", timeout: .seconds(90), clock: clock)
        await clock.advance(by: .seconds(89))
        try await router.deliver(5, for: "k")
        #expect(await waiter.value == .success(5))
    }

    @Test("Cancelling the waiting task ends the wait with cancelled, and a late event is closed")
    func cancelledWaiter() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("k")
        let waiter = await startWaiting(on: router, for: "k", clock: clock)

        waiter.cancel()

        #expect(await waiter.value == .failure(.cancelled("k")))
        await #expect(throws: EventRouterError.closed("k")) { try await router.deliver(1, for: "k") }
        #expect(await router.openKeys == 0)
    }

    @Test("A task already cancelled when it starts waiting gets cancelled at once")
    func cancelledBeforeWaiting() async throws {
        let router = Router(clock: TestClock())
        try await router.expect("k")
        let waiter = Task { () -> Result<Int, EventRouterError<String>> in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(EventRouterError<String>) {
                return .success(try await router.wait(for: "k", timeout: .seconds(1)))
            } catch {
                return .failure(error)
            }
        }
        #expect(await waiter.value == .failure(.cancelled("k")))
        await #expect(throws: EventRouterError.closed("k")) { try await router.deliver(1, for: "k") }
    }

    @Test("Forgetting a key ends its wait with cancelled, and a late event is closed")
    func forgetWhileWaiting() async throws {
        let clock = TestClock()
        let router = Router(clock: clock)
        try await router.expect("k")
        let waiter = await startWaiting(on: router, for: "k", clock: clock)

        await router.forget("k")

        #expect(await waiter.value == .failure(.cancelled("k")))
        await #expect(throws: EventRouterError.closed("k")) { try await router.deliver(1, for: "k") }
        await #expect(throws: EventRouterError.closed("k")) { try await router.wait(for: "k", timeout: .seconds(1)) }
    }

    @Test("Forgetting an expected key refuses its event as closed; forgetting an unknown key does nothing")
    func forgetExpected() async throws {
        let router = Router(clock: TestClock())
        try await router.expect("k")
        await router.forget("k")
        await router.forget("never")
        #expect(await router.openKeys == 0)
        await #expect(throws: EventRouterError.closed("k")) { try await router.deliver(1, for: "k") }
        await #expect(throws: EventRouterError.unknownKey("never")) { try await router.deliver(1, for: "never") }
    }
}
