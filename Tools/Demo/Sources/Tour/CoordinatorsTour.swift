import Clocks
import Coordinators
import CoordinatorsTesting
import Synchronization

/// The send flow of the tour: pick a recipient from a menu (a child flow), type an amount, type
/// the PIN, confirm. Every step can be abandoned, so it ends with a `CoordinationResult`.
private struct SendFlow: Coordinator {
    var name: String { "Send" }

    func run(in context: FlowContext) async throws -> CoordinationResult<String> {
        guard let recipient = try await context.coordinate(to: PickRecipient()).value else { return .cancelled }
        let amount = TextPrompt(id: "amount", title: "Amount in ICP", message: "to \(recipient)") { text in
            Double(text).map { $0 > 0 ? nil : "the amount must be more than 0" } ?? "type a number, like 1.5"
        }
        guard let typed = try await context.present(amount).value else { return .cancelled }
        guard try await context.present(SecretPrompt(id: "pin", title: "PIN")).value != nil else { return .cancelled }
        let confirmation = Confirmation(id: "confirm", title: "Send \(typed) ICP to \(recipient)?", message: "")
        guard try await context.present(confirmation).value == true else { return .cancelled }
        let receipt = await context.withProgress("sending") { "block 42: \(typed) ICP to \(recipient)" }
        return .completed(receipt)
    }
}

private struct PickRecipient: Coordinator {
    var name: String { "Recipient" }

    func run(in context: FlowContext) async throws -> CoordinationResult<String> {
        let menu = Menu(
            id: "recipient", title: "Send to", options: [.init("Savings", "savings"), .init("Alice", "alice")])
        return try await context.present(menu).value.map(CoordinationResult.completed) ?? .cancelled
    }
}

/// A flow that waits for an outside event that never comes: the deadline ends it.
private struct WaitForCard: Coordinator {
    var name: String { "WaitForCard" }
    let router: EventRouter<String, String>

    func run(in context: FlowContext) async throws -> String {
        try await router.expect("card")
        return try await router.wait(for: "card", timeout: .seconds(3600))
    }
}

public let coordinatorsTour = TourStep(
    name: "Coordinators",
    summary:
        "a send flow with a child flow played by a script, a user going back, a deadline on a test clock, 10,000 flows leaving nothing behind"
) { out in
    out.line("-- A send flow (Send → Recipient) as the user sees it; a script plays the user")
    let presenter = ScriptedPresenter([
        .choose("recipient", "Alice"), .answer("amount", .text("1.5")),
        .answer("pin", .text("1234")), .answer("confirm", .confirmed(true)),
    ])
    let context = FlowContext(presenter: presenter)
    let result = try await context.coordinate(to: SendFlow())
    for line in await presenter.transcript.text { out.line("    " + line) }
    out.show("flow result", result.value.map { "completed: \($0)" } ?? "cancelled")

    out.line("-- An amount the screen refuses: a terminal asks again, a script stops with the reason")
    let refusing = FlowContext(
        presenter: ScriptedPresenter([.choose("recipient", "Alice"), .answer("amount", .text("zero"))]))
    do {
        _ = try await refusing.coordinate(to: SendFlow())
        out.show("refused", "FAILED (accepted)")
    } catch {
        out.show("refused", error)
    }

    out.line("-- The user goes back on the first screen: the child and the parent end as cancelled")
    let goingBack = FlowContext(presenter: ScriptedPresenter([.dismiss("recipient")]))
    out.show("flow result", try await goingBack.coordinate(to: SendFlow()).value ?? "cancelled")

    out.line("-- A flow waits for a card that never comes; its deadline runs on a test clock")
    let clock = TestClock()
    let router = EventRouter<String, String>(clock: clock)
    let timed = FlowContext(presenter: ScriptedPresenter([]), clock: clock)
    let ended = Atomic<Bool>(false)
    let waiting = Task { () -> String in
        defer { ended.store(true, ordering: .releasing) }
        do {
            return try await timed.coordinate(to: WaitForCard(router: router), within: .seconds(30))
        } catch {
            return String(describing: error)
        }
    }
    // Test time moves a second at a time, once the flow waits, until the deadline has ended it
    // (a test clock only wakes sleepers already asleep, so it is advanced after they are).
    for _ in 0..<10_000 where await router.openKeys == 0 { await Task.yield() }
    var seconds = 0
    while seconds < 120, !ended.load(ordering: .acquiring) {
        await clock.advance(by: .seconds(1))
        seconds += 1
    }
    out.show(
        "after \(seconds) s of test time",
        try await value(of: waiting, within: .seconds(10), waitingFor: "the deadline"))
    out.show(
        "a card inserted late",
        (try? await router.deliver("card 1", for: "card")).map { "accepted" } ?? "refused: the wait already ended")

    out.line("-- 10,000 send flows with a lifetime tracker: nothing outlives its flow")
    let tracker = LifetimeTracker()
    let many = FlowContext(
        presenter: ScriptedPresenter(
            [
                .choose("recipient", "Savings"), .answer("amount", .text("1")), .answer("pin", .text("0000")),
                .answer("confirm", .confirmed(true)),
            ], repeats: true, recordsTranscript: false),
        observer: tracker)
    for _ in 0..<10_000 { _ = try await many.coordinate(to: SendFlow()) }
    out.show("lifetime report", tracker.report())
}
