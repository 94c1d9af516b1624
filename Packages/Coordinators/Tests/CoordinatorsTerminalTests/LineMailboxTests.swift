import Synchronization
import Testing

@testable import CoordinatorsTerminal

@Suite("The line mailbox between a reader thread and the presenter")
struct LineMailboxTests {
    @Test("A line is asked for once per waiting reader, never while one is already asked for")
    func demand() async throws {
        let events = EventLog()
        let mailbox = LineMailbox { event, _ in events.append(event) }
        let reader = Task { try await mailbox.receive(secret: true) }
        try await events.waitFor(.lineWanted)
        mailbox.post(.line("pin"))
        #expect(try await reader.value == .line("pin"))
        #expect(
            events.all == [
                .waiting(secret: true), .lineWanted, .delivered(.line("pin"), secret: true, afterWaiting: true),
            ])
    }

    @Test("A cancelled reader leaves the line for the next, and the line already asked for is not asked again")
    func cancelledReader() async throws {
        let events = EventLog()
        let mailbox = LineMailbox { event, _ in events.append(event) }
        let first = Task { try await mailbox.receive(secret: true) }
        try await events.waitFor(.lineWanted)
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        let second = Task { try await mailbox.receive(secret: false) }
        try await events.waitFor(.waiting(secret: false))
        mailbox.post(.line("typed"))
        #expect(try await second.value == .line("typed"))
        #expect(
            events.all == [
                .waiting(secret: true), .lineWanted, .abandoned(secret: true), .waiting(secret: false),
                .delivered(.line("typed"), secret: false, afterWaiting: true),
            ])
    }

    @Test("Lines posted before anyone reads are kept in order; at the end readers get nil")
    func bufferedThenEnded() async throws {
        let mailbox = LineMailbox()
        mailbox.post(.line("a"))
        mailbox.post(.line("b"))
        mailbox.end()
        #expect(try await mailbox.receive(secret: false) == .line("a"))
        #expect(try await mailbox.receive(secret: false) == .line("b"))
        #expect(try await mailbox.receive(secret: false) == nil)
    }
}

/// The mailbox's events in order, and a way to await one without polling.
private final class EventLog: Sendable {
    private struct State {
        var events: [LineMailbox.Event] = []
        var waiters: [(LineMailbox.Event, CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    var all: [LineMailbox.Event] { state.withLock { $0.events } }

    func append(_ event: LineMailbox.Event) {
        state.withLock { state in
            state.events.append(event)
            state.waiters.removeAll { waiter in
                guard waiter.0 == event else { return false }
                waiter.1.resume()
                return true
            }
        }
    }

    /// Returns once `event` has happened (at once if it has).
    func waitFor(_ event: LineMailbox.Event) async throws {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            state.withLock { state in
                if state.events.contains(event) {
                    continuation.resume()
                } else {
                    state.waiters.append((event, continuation))
                }
            }
        }
    }
}
