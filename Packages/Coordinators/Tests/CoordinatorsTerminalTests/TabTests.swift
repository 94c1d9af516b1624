import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("Tabs")
struct TabTests {
    let terminal = MemoryTerminal()
    let presenter: TerminalPresenter

    init() {
        presenter = TerminalPresenter(io: terminal, tabRoot: Fixtures.home, tabs: ["ICP", "Card"])
    }

    /// Starts the Card tab's menu, waits until it is in line, then the ICP tab's menu, and waits
    /// until ICP's asks: the order the tab bar shows is then always the same.
    private func startBothTabs() async throws -> (
        icp: Task<Presentation<String>, any Error>, card: Task<Presentation<String>, any Error>
    ) {
        let presenter = presenter
        let card = Task {
            try await presenter.present(Fixtures.menu("Card", ["Read card", "Lock"]), at: Fixtures.cardPath)
        }
        try await presenter.waitUntilWaiting(tab: "Card")
        let icp = Task {
            try await presenter.present(
                Fixtures.menu("ICP", ["Balance", "Send"]), at: Fixtures.icpPath.appending("Menu"))
        }
        await terminal.waitUntilReading()
        return (icp, card)
    }

    @Test("Of two tabs presenting at once only the active tab's screen is shown, until :card shows the other")
    func onlyTheActiveTabIsShown() async throws {
        let (icp, card) = try await startBothTabs()
        #expect(terminal.output == "[ICP] | Card*  (:icp :card to switch)\n[ICP]\n  1. Balance\n  2. Send\n> ")
        terminal.feed(":card")
        await terminal.waitUntilReading()
        #expect(
            terminal.output.hasSuffix(
                "> :card\nICP* | [Card]  (:icp :card to switch)\n[Card]\n  1. Read card\n  2. Lock\n> "))
        terminal.feed("2")
        #expect(try await card.value == .outcome("Lock"))
        icp.cancel()
        await #expect(throws: CancellationError.self) { try await icp.value }
    }

    @Test("Switching back shows the first tab's screen again, and it takes the answer")
    func switchingBack() async throws {
        let (icp, card) = try await startBothTabs()
        terminal.feed(":CARD")
        await terminal.waitUntilReading()
        terminal.feed(":icp")
        await terminal.waitUntilReading()
        let icpDrawn = "[ICP]\n  1. Balance\n  2. Send\n> "
        #expect(terminal.output.hasSuffix("> :icp\n[ICP] | Card*  (:icp :card to switch)\n" + icpDrawn))
        terminal.feed("1")
        #expect(try await icp.value == .outcome("Balance"))
        // Card's menu still waits for its tab; it was shown once and never answered.
        try await presenter.waitUntilWaiting(tab: "Card")
        card.cancel()
        await #expect(throws: CancellationError.self) { try await card.value }
        #expect(terminal.output.components(separatedBy: "[Card]\n").count == 2)
    }

    @Test("Switching to a tab with nothing waiting says so and stays")
    func nothingWaiting() async throws {
        let icp = Task { [presenter] in
            try await presenter.present(Fixtures.menu("ICP", ["Balance"]), at: Fixtures.icpPath)
        }
        await terminal.waitUntilReading()
        terminal.feed(":card", ":icp", "1")
        #expect(try await icp.value == .outcome("Balance"))
        #expect(
            terminal.output == "[ICP] | Card  (:icp :card to switch)\n[ICP]\n  1. Balance\n> :card\n"
                + "! Card has nothing to show yet; staying on ICP\n> :icp\n! ICP is the tab shown\n> 1\n")
    }

    @Test("A tab command on a screen outside the tabs is refused")
    func tabCommandOutsideTabs() async throws {
        terminal.feed(":card", "1")
        let before = presenter
        #expect(try await before.present(Fixtures.menu("Login", ["Log in"]), at: Fixtures.root) == .outcome("Log in"))
        #expect(
            terminal.output
                == "[Login]\n  1. Log in\n> :card\n! this screen is not in a tab; :card works once the tabs are shown\n> 1\n"
        )
    }

    @Test("A tab's screens wait in line in order, and a screen outside the tabs is shown in arrival order")
    func orderWithinATab() async throws {
        let presenter = presenter
        let first = Task { try await presenter.present(Fixtures.menu("First", ["One"]), at: Fixtures.icpPath) }
        await terminal.waitUntilReading()
        let second = Task {
            try await presenter.present(Fixtures.menu("Second", ["Two"]), at: Fixtures.icpPath.appending("Child"))
        }
        try await presenter.waitUntilWaiting(tab: "ICP")
        let outside = Task { try await presenter.present(Fixtures.menu("Outside", ["Three"]), at: Fixtures.root) }
        try await presenter.waitUntilWaiting(tab: nil)
        terminal.feed("1", "1", "1")
        #expect(try await first.value == .outcome("One"))
        #expect(try await second.value == .outcome("Two"))
        #expect(try await outside.value == .outcome("Three"))
        let output = terminal.output
        let firstAt = try #require(output.range(of: "[First]"))
        let secondAt = try #require(output.range(of: "[Second]"))
        let outsideAt = try #require(output.range(of: "[Outside]"))
        #expect(firstAt.lowerBound < secondAt.lowerBound && secondAt.lowerBound < outsideAt.lowerBound)
    }

    @Test(":help on a tab screen names the tab commands")
    func helpNamesTabs() async throws {
        let icp = Task { [presenter] in
            try await presenter.present(Fixtures.menu("ICP", ["Balance"]), at: Fixtures.icpPath)
        }
        await terminal.waitUntilReading()
        terminal.feed(":tabs", "1")
        #expect(try await icp.value == .outcome("Balance"))
        #expect(
            terminal.output.contains(
                "  :icp :card   switch tab; the screen you leave is shown again when you come back\n"))
    }
}
