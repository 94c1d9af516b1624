import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("End of input")
struct EndOfInputTests {
    @Test("At the end of input the screen is dismissed, and every later screen is dismissed at once")
    func endOfInputDismissesEverything() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.finishInput()
        #expect(try await presenter.present(Fixtures.letters, at: Fixtures.root) == .dismissed)
        let drawn = terminal.output
        #expect(drawn == Fixtures.lettersDrawn + "\n")
        #expect(try await presenter.present(TextPrompt(id: "name", title: "Name"), at: Fixtures.root) == .dismissed)
        #expect(
            try await presenter.present(Confirmation(id: "ok", title: "OK", message: "?"), at: Fixtures.root)
                == .dismissed)
        try await presenter.attach(CounterModel(), at: Fixtures.root)
        #expect(terminal.output == drawn)
        #expect(terminal.reads == [.endOfInput])
    }

    @Test("Lines fed before the end are still answered; the end comes after them")
    func linesBeforeTheEnd() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("2")
        terminal.finishInput()
        #expect(try await presenter.present(Fixtures.letters, at: Fixtures.root) == .outcome("b"))
        #expect(try await presenter.present(Fixtures.letters, at: Fixtures.root) == .dismissed)
    }

    @Test("Screens waiting in line, even in tabs not shown, are dismissed when the input ends")
    func waitingScreensAreDismissed() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal, tabRoot: Fixtures.home, tabs: ["ICP", "Card"])
        let card = Task { try await presenter.present(Fixtures.menu("Card", ["Balance"]), at: Fixtures.cardPath) }
        let login = Task { try await presenter.present(Fixtures.menu("Login", ["Log in"]), at: Fixtures.root) }
        try await presenter.waitUntilWaiting(tab: "Card")
        await terminal.waitUntilReading()
        let later = Task { try await presenter.present(Fixtures.menu("Later", ["Go"]), at: Fixtures.root) }
        try await presenter.waitUntilWaiting(tab: nil)
        terminal.finishInput()
        #expect(try await login.value == .dismissed)
        #expect(try await card.value == .dismissed)
        #expect(try await later.value == .dismissed)
    }

    @Test("A secret asked at the end of input is dismissed and recorded as a secret read")
    func secretAtTheEnd() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.finishInput()
        #expect(try await presenter.present(SecretPrompt(id: "pin", title: "PIN"), at: Fixtures.root) == .dismissed)
        #expect(terminal.reads == [.secretEndOfInput])
    }
}
