import AsyncAlgorithms
import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("View models in the terminal")
struct ViewModelTests {
    static func counterDrawn(_ count: Int) -> String {
        "[Counter]\ncount: \(count)\n  1. Add one\n  2. Finish\n> "
    }

    @Test("An attached view model gets an input per answer, is redrawn when it asks, and :back ends the screen")
    func attachAndRedraw() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let model = CounterModel()
        let attached = Task { try await presenter.attach(model, at: Fixtures.root) }
        await terminal.waitUntilReading()
        terminal.feed("1")
        var inputs = model.inputs.makeAsyncIterator()
        #expect(await inputs.next() == .add)
        await terminal.waitUntilReading()
        model.set(5)
        await terminal.waitUntilOutput(contains: "(updated)")
        terminal.feed("x", "2")
        #expect(await inputs.next() == .finish)
        await terminal.waitUntilReading()
        terminal.feed(":back")
        try await attached.value
        #expect(
            terminal.output == Self.counterDrawn(0) + "1\n"
                + Self.counterDrawn(0) + "\n(updated)\n" + Self.counterDrawn(5)
                + "x\n! type a number from 1 to 2 to choose, or b to go back\n> 2\n"
                + Self.counterDrawn(5) + ":back\n")
    }

    @Test("An answer the view model refuses is shown with its message and asked again")
    func refusedByTheModel() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let model = OneChoiceModel()
        let attached = Task { try await presenter.attach(model, at: Fixtures.root) }
        terminal.feed("2", ":back")
        try await attached.value
        #expect(terminal.output == "[Pick]\n  1. Fine\n  2. Refused\n> 2\n! not that one\n> :back\n")
    }

    @Test("An attached view model ends with CancellationError when its flow is cancelled, and the line stays")
    func attachCancelled() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let attached = Task { try await presenter.attach(CounterModel(), at: Fixtures.root) }
        await terminal.waitUntilReading()
        attached.cancel()
        await #expect(throws: CancellationError.self) { try await attached.value }
        terminal.feed("3")
        #expect(try await presenter.present(Fixtures.letters, at: Fixtures.root) == .outcome("c"))
    }

    @Test("A confirmation its flow shows pushes the view model's screen aside, which comes back after it")
    func stepsAsideForAConfirmation() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let model = CounterModel()
        let path = Fixtures.root.appending("Counter")
        let attached = Task { try await presenter.attach(model, at: path) }
        await terminal.waitUntilReading()
        let confirmation = Task {
            try await presenter.present(Confirmation(id: "reset", title: "Reset", message: "Start again?"), at: path)
        }
        await terminal.waitUntilOutput(contains: "(y/n) > ")
        await terminal.waitUntilReading()
        terminal.feed("y")
        #expect(try await confirmation.value == .outcome(true))
        await terminal.waitUntilReading()
        terminal.feed(":back")
        try await attached.value
        #expect(
            terminal.output == Self.counterDrawn(0) + "\n[Reset] Start again? (y/n) > y\n" + Self.counterDrawn(0)
                + ":back\n")
    }

    @Test("A view model's screen in a tab waits while another tab is shown, and is drawn again on coming back")
    func viewModelInATab() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal, tabRoot: Fixtures.home, tabs: ["ICP", "Card"])
        let model = CounterModel()
        let card = Task {
            let menu = Fixtures.menu("Card", ["Read"])
            let first = try await presenter.present(menu, at: Fixtures.cardPath)
            let second = try await presenter.present(menu, at: Fixtures.cardPath)
            return [first, second]
        }
        try await presenter.waitUntilWaiting(tab: "Card")
        let attached = Task { try await presenter.attach(model, at: Fixtures.icpPath) }
        await terminal.waitUntilReading()
        terminal.feed(":card")
        await terminal.waitUntilOutput(contains: "[Card]")
        await terminal.waitUntilReading()
        terminal.feed("1")
        await terminal.waitUntilOutput(contains: "[Card]", times: 2)
        await terminal.waitUntilReading()
        // No redraw asked: the form is drawn fresh when the screen comes back anyway.
        model.set(3, redraw: false)
        terminal.feed(":icp")
        await terminal.waitUntilOutput(contains: "count: 3")
        await terminal.waitUntilReading()
        terminal.feed(":back")
        try await attached.value
        card.cancel()
        await #expect(throws: CancellationError.self) { try await card.value }
        let bar = { (icp: String, card: String) in "\(icp) | \(card)  (:icp :card to switch)\n" }
        let cardDrawn = "[Card]\n  1. Read\n> "
        #expect(
            terminal.output == bar("[ICP]", "Card*") + Self.counterDrawn(0) + ":card\n"
                + bar("ICP*", "[Card]") + cardDrawn + "1\n"
                + bar("ICP*", "[Card]") + cardDrawn + ":icp\n"
                + bar("[ICP]", "Card*") + Self.counterDrawn(3) + ":back\n")
    }

    @Test("context.run shows the model, hands its outputs to the flow, and ends when the flow has its value")
    func runThroughTheContext() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let context = FlowContext(presenter: presenter)
        terminal.feed("1", "1", "2")
        let model = CounterModel()
        let result = try await context.run(model) { output in
            output < 0 ? .finish(-output) : .continue
        }
        #expect(result == .outcome(2))
        #expect(terminal.reads == [.line("1"), .line("1"), .line("2")])
    }
}

/// A view model whose second entry it refuses itself, for the refusal path of attach.
final class OneChoiceModel: ViewModel {
    let id = "pick"
    let inputs = AsyncChannel<Int>()
    let outputs = AsyncChannel<Int>()

    func form() async -> ScreenForm {
        .menu(title: "Pick", message: nil, options: ["Fine", "Refused"])
    }

    func input(for answer: ScreenAnswer) async throws(ScreenAnswerError) -> Int {
        guard case .choice(0) = answer else { throw ScreenAnswerError("not that one") }
        return 0
    }

    func run() async {
        for await _ in inputs {}
    }
}
