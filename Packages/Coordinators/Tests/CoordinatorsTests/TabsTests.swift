import Clocks
import Coordinators
import CoordinatorsTesting
import Testing

@Suite("Tabs run concurrently and the first to finish ends the others", .timeLimit(.minutes(1)))
struct TabsTests {
    @Test(
        "Three tabs answered out of order: the Cards tab waits for an event the Wallet tab delivers, wins, and ends the others"
    )
    func threeTabsOutOfOrder() async throws {
        let clock = TestClock()
        let router = EventRouter<String, String>(clock: clock)
        try await router.expect("card")

        let home = Tabs(
            name: "Home",
            tabs: [
                AnyCoordinator(name: "Wallet") { context in
                    let pin = try await context.present(TextPrompt(id: "wallet-pin", title: "PIN")).value ?? ""
                    try await router.deliver("card-\(pin)", for: "card")
                    // The wallet tab stays open: it never returns on its own.
                    _ = try await context.run(IdleModel(id: "wallet-home")) { _ in .continue } as Presentation<String>
                    return "wallet"
                },
                AnyCoordinator(name: "Settings") { context in
                    _ = try await context.run(IdleModel(id: "settings-home")) { _ in .continue } as Presentation<String>
                    return "settings"
                },
                AnyCoordinator(name: "Cards") { context in
                    let card = try await router.wait(for: "card", timeout: .seconds(60))
                    let use =
                        try await context.present(Confirmation(id: "cards-use", title: "Use \(card)?", message: ""))
                        .value ?? false
                    return "cards: \(card) \(use ? "used" : "kept")"
                },
            ])
        #expect(home.titles == ["Wallet", "Settings", "Cards"])

        // Script order differs from the tabs' order; steps are matched by screen id.
        let presenter = ScriptedPresenter([
            .answer("cards-use", .confirmed(true)),
            .inputs("settings-home", []),
            .inputs("wallet-home", []),
            .answer("wallet-pin", .text("42")),
        ])
        let observer = RecordingObserver()
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, clock: clock, observer: FanOut([observer, tracker]))

        let outcome = try await context.coordinate(to: home)

        #expect(outcome == "cards: card-42 used")
        #expect(
            observer.endings == [
                "Home": .completed,
                "Home/Cards": .completed,
                "Home/Wallet": .cancelled,
                "Home/Settings": .cancelled,
            ])
        // The wallet tab's answer came before the cards tab could show its screen.
        let transcript = await presenter.transcript
        let pinAnswered = transcript.firstIndex(
            of: .answered(screen: "wallet-pin", path: FlowPath(["Home", "Wallet"]), answer: .text("42")))
        let cardsShown = transcript.firstIndex {
            if case .shown("cards-use", _, _) = $0 { return true } else { return false }
        }
        #expect(pinAnswered != nil && cardsShown != nil)
        #expect(pinAnswered! < cardsShown!)
        #expect(await router.openKeys == 0)
        #expect(tracker.report().isClean, "\(tracker.report())")
    }

    @Test("Tabs with no tab throw nothingToRun naming the tabs' path")
    func noTabs() async throws {
        let context = FlowContext(presenter: ScriptedPresenter([]))
        await #expect(throws: FlowError.nothingToRun(path: FlowPath(["Home"]))) {
            try await context.coordinate(to: Tabs<Int>(name: "Home", tabs: []))
        }
        #expect(
            FlowError.nothingToRun(path: FlowPath(["Home"])).description == "flow Home was given no child flows to run")
    }

    @Test("Tabs are named Tabs by default")
    func defaultName() {
        #expect(Tabs<Int>(tabs: []).name == "Tabs")
    }
}
