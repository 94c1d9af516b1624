import Synchronization

/// Who has the terminal: one screen at a time holds the display, the others wait their turn.
///
/// Screens outside the tabs and screens of the active tab take turns in the order they arrived;
/// screens of other tabs wait, each tab's in order, until their tab becomes active. A screen
/// put back by a tab switch keeps its place, so it is shown first when its tab comes back. A
/// waiting screen whose flow is cancelled leaves at once. A view model's screen, up for as long as
/// the user stays, steps aside to the back of the line for a screen that needs an answer. Everything is decided under one lock, so
/// a cancellation (which cannot wait for an actor) takes effect synchronously.
final class DisplayQueue: Sendable {
    /// What a screen got when its turn came.
    enum Turn: Sendable, Equatable {
        /// The screen holds the display.
        case granted
        /// The input ended: there is nobody to show anything to any more.
        case inputClosed
    }

    private struct Entry {
        let ticket: ScreenTicket
        /// Turns go to the smallest order among the screens that may be shown.
        var order: UInt64
        var continuation: CheckedContinuation<Turn, any Error>?
    }

    private struct CountWaiter {
        let id: UInt64
        let tab: String?
        let count: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var tabs: [String]
        var active: String?
        var holder: ScreenTicket?
        /// The holder's place in line, kept for when a tab switch puts it back.
        var holderOrder: UInt64 = 0
        var holderPreemption: PreemptionSignal?
        var entries: [Entry] = []
        var closed = false
        var nextID: UInt64 = 0
        var nextOrder: UInt64 = 0
        var countWaiters: [CountWaiter] = []

        func mayShow(_ ticket: ScreenTicket) -> Bool {
            ticket.tab == nil || ticket.tab == active
        }

        mutating func takeOrder() -> UInt64 {
            nextOrder += 1
            return nextOrder
        }
    }

    private let state: Mutex<State>

    /// A queue for these tabs, in order; the first is active. Tabs not named here are added as
    /// their first screen arrives.
    init(tabs: [String]) {
        state = Mutex(State(tabs: tabs, active: tabs.first))
    }

    /// Puts a screen in line; its turn may come at once. Await it with ``waitForTurn(_:)``.
    func enqueue(tab: String?, kind: ScreenTicket.Kind) -> ScreenTicket {
        state.withLock { state in
            state.nextID += 1
            let ticket = ScreenTicket(id: state.nextID, tab: tab, kind: kind)
            if let tab {
                if !state.tabs.contains(tab) { state.tabs.append(tab) }
                if state.active == nil { state.active = tab }
            }
            state.entries.append(Entry(ticket: ticket, order: state.takeOrder(), continuation: nil))
            // A screen that needs an answer asks a standing view model of its tab to step aside.
            if kind == .screen, state.mayShow(ticket), let signal = state.holderPreemption {
                state.holderPreemption = nil
                signal.fire()
            }
            Self.grantNext(&state)
            Self.notifyCountWaiters(&state)
            return ticket
        }
    }

    /// Returns when `ticket` holds the display, or the input has ended. Throws
    /// `CancellationError` when the calling task is cancelled while waiting; the screen has left
    /// the line then.
    func waitForTurn(_ ticket: ScreenTicket) async throws -> Turn {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Turn, any Error>) in
                state.withLock { state in
                    if state.holder == ticket {
                        continuation.resume(returning: .granted)
                    } else if state.closed {
                        continuation.resume(returning: .inputClosed)
                    } else if let index = state.entries.firstIndex(where: { $0.ticket == ticket }), !Task.isCancelled {
                        state.entries[index].continuation = continuation
                    } else {
                        // Cancelled before it waited (the handler below found nothing to cancel).
                        state.entries.removeAll { $0.ticket == ticket }
                        Self.notifyCountWaiters(&state)
                        continuation.resume(throwing: CancellationError())
                    }
                }
            }
        } onCancel: {
            state.withLock { state in
                guard let index = state.entries.firstIndex(where: { $0.ticket == ticket }) else { return }
                let entry = state.entries.remove(at: index)
                Self.notifyCountWaiters(&state)
                entry.continuation?.resume(throwing: CancellationError())
            }
        }
    }

    /// The screen is done: it gives the display up, or leaves the line if it was still in it.
    func release(_ ticket: ScreenTicket) {
        state.withLock { state in
            state.entries.removeAll { $0.ticket == ticket }
            if state.holder == ticket {
                state.holder = nil
                state.holderPreemption = nil
                Self.grantNext(&state)
            }
            Self.notifyCountWaiters(&state)
        }
    }

    /// The holder steps aside for the screens waiting behind it and queues again at the back.
    func stepAside(_ ticket: ScreenTicket) {
        state.withLock { state in
            guard state.holder == ticket else { return }
            state.holder = nil
            state.holderPreemption = nil
            state.entries.append(Entry(ticket: ticket, order: state.takeOrder(), continuation: nil))
            Self.grantNext(&state)
            Self.notifyCountWaiters(&state)
        }
    }

    /// The holder asks to switch to `tab`. When that tab has a screen waiting, it becomes active,
    /// the holder goes back to the front of its own tab's line and the display goes to the tab's
    /// screen.
    func switchTab(to tab: String, from ticket: ScreenTicket) -> TabSwitch {
        state.withLock { state in
            if tab == state.active { return .alreadyActive(tab: tab) }
            guard state.entries.contains(where: { $0.ticket.tab == tab }) else { return .nothingWaiting(tab: tab) }
            state.active = tab
            if state.holder == ticket {
                state.holder = nil
                state.holderPreemption = nil
                // Its old place: it was the first of its tab when it got the display, so it is
                // the first again when the tab comes back.
                state.entries.append(Entry(ticket: ticket, order: state.holderOrder, continuation: nil))
            }
            Self.grantNext(&state)
            Self.notifyCountWaiters(&state)
            return .switched
        }
    }

    /// While the holder, a view model's screen, waits for input, a screen needing an answer may
    /// push it aside through `signal`. Returns false when one waits already: step aside now.
    func allowPreemption(of ticket: ScreenTicket, through signal: PreemptionSignal) -> Bool {
        state.withLock { state in
            guard state.holder == ticket else { return true }
            if state.entries.contains(where: { $0.ticket.kind == .screen && state.mayShow($0.ticket) }) { return false }
            state.holderPreemption = signal
            return true
        }
    }

    /// The holder no longer waits for input: nothing may push it aside.
    func forbidPreemption(of ticket: ScreenTicket) {
        state.withLock { state in
            if state.holder == ticket { state.holderPreemption = nil }
        }
    }

    /// The input ended: every screen waiting gets ``Turn/inputClosed``, and so does every later one.
    func closeInput() {
        state.withLock { state in
            state.closed = true
            let entries = state.entries
            state.entries = []
            for entry in entries { entry.continuation?.resume(returning: .inputClosed) }
            Self.notifyCountWaiters(&state)
        }
    }

    /// The tab bar as it is now.
    var tabBar: TabBarState {
        state.withLock { state in
            TabBarState(tabs: state.tabs, active: state.active, waiting: Set(state.entries.compactMap(\.ticket.tab)))
        }
    }

    /// The tab named `name`, ignoring case; nil when there is no such tab.
    func tab(named name: String) -> String? {
        state.withLock { state in
            state.tabs.first { $0.lowercased() == name.lowercased() }
        }
    }

    /// Whether `tab` is the one shown.
    func isActive(_ tab: String) -> Bool {
        state.withLock { $0.active == tab }
    }

    /// Returns once at least `count` screens of `tab` (nil: outside the tabs) wait in line; for
    /// tests that must know a screen is queued before they go on.
    func waitUntilWaiting(tab: String?, count: Int) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                state.withLock { state in
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.countWaiters.append(
                            CountWaiter(id: id, tab: tab, count: count, continuation: continuation))
                        Self.notifyCountWaiters(&state)
                    }
                }
            }
        } onCancel: {
            state.withLock { state in
                guard let index = state.countWaiters.firstIndex(where: { $0.id == id }) else { return }
                state.countWaiters.remove(at: index).continuation.resume(throwing: CancellationError())
            }
        }
    }

    /// Gives the display, when free, to the first screen that may be shown.
    private static func grantNext(_ state: inout State) {
        guard state.holder == nil, !state.closed else { return }
        let candidates = state.entries.indices.filter { state.mayShow(state.entries[$0].ticket) }
        guard let next = candidates.min(by: { state.entries[$0].order < state.entries[$1].order }) else { return }
        let entry = state.entries.remove(at: next)
        state.holder = entry.ticket
        state.holderOrder = entry.order
        // Without a continuation yet, `waitForTurn` finds the ticket holding the display.
        entry.continuation?.resume(returning: .granted)
    }

    private static func notifyCountWaiters(_ state: inout State) {
        guard !state.countWaiters.isEmpty else { return }
        let entries = state.entries
        state.countWaiters.removeAll { waiter in
            let waiting = entries.filter { $0.ticket.tab == waiter.tab }.count
            guard waiting >= waiter.count else { return false }
            waiter.continuation.resume()
            return true
        }
    }
}
