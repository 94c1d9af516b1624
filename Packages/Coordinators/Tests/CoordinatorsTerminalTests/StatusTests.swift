import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("Status lines")
struct StatusTests {
    @Test("Work in progress is shown with …, a note with ·, and the end of work shows nothing")
    func statusLines() async {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        await presenter.show(.working("asking the ledger"), at: Fixtures.root)
        await presenter.show(.done, at: Fixtures.root)
        await presenter.show(.note("balance updated"), at: Fixtures.root)
        #expect(terminal.output == "… asking the ledger\n· balance updated\n")
    }

    @Test("A note arriving while a question waits is written below it, and the prompt is written again")
    func noteWhileAsking() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let asked = Task { try await presenter.present(TextPrompt(id: "name", title: "Name"), at: Fixtures.root) }
        await terminal.waitUntilReading()
        await presenter.show(.note("card inserted"), at: Fixtures.root)
        terminal.feed("Ada")
        #expect(try await asked.value == .outcome("Ada"))
        #expect(terminal.output == "[Name]\n> \n· card inserted\n> Ada\n")
    }

    @Test("A note from a tab not shown waits until that tab is shown; its progress is not shown")
    func notesOfHiddenTabs() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal, tabRoot: Fixtures.home, tabs: ["ICP", "Card"])
        await presenter.show(.working("reading the card"), at: Fixtures.cardPath)
        await presenter.show(.note("card read"), at: Fixtures.cardPath)
        #expect(terminal.output == "")
        let card = Task { try await presenter.present(Fixtures.menu("Card", ["Balance"]), at: Fixtures.cardPath) }
        try await presenter.waitUntilWaiting(tab: "Card")
        let icp = Task { try await presenter.present(Fixtures.menu("ICP", ["Send"]), at: Fixtures.icpPath) }
        await terminal.waitUntilReading()
        terminal.feed(":card")
        await terminal.waitUntilOutput(contains: "[Card]")
        await terminal.waitUntilReading()
        terminal.feed("1")
        #expect(try await card.value == .outcome("Balance"))
        icp.cancel()
        await #expect(throws: CancellationError.self) { try await icp.value }
        #expect(terminal.output.contains(":card\nICP* | [Card]  (:icp :card to switch)\n· card read\n[Card]\n"))
        #expect(!terminal.output.contains("reading the card"))
    }
}
