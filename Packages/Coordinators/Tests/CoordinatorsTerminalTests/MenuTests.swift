import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("Menus in the terminal")
struct MenuTests {
    @Test("Typing 3 chooses the third entry, and the menu is drawn with its title, message and numbered entries")
    func choosesByNumber() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("3")
        let result = try await presenter.present(Fixtures.letters, at: Fixtures.root)
        #expect(result == .outcome("c"))
        #expect(terminal.output == Fixtures.lettersDrawn + "3\n")
        #expect(terminal.reads == [.line("3")])
    }

    @Test("A letter is refused with a message and the menu asks again")
    func refusesALetter() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("x", " 2 ")
        let result = try await presenter.present(Fixtures.letters, at: Fixtures.root)
        #expect(result == .outcome("b"))
        #expect(
            terminal.output == Fixtures.lettersDrawn
                + "x\n! type a number from 1 to 3 to choose, or b to go back\n>  2 \n")
    }

    @Test("A number that is not on the menu is refused, then a valid one is taken")
    func refusesOutOfRange() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("7", "0", "1")
        let result = try await presenter.present(Fixtures.letters, at: Fixtures.root)
        #expect(result == .outcome("a"))
        #expect(
            terminal.output == Fixtures.lettersDrawn
                + "7\n! there is no entry 7; type a number from 1 to 3\n> "
                + "0\n! there is no entry 0; type a number from 1 to 3\n> 1\n")
    }

    @Test(":back dismisses a menu", arguments: [":back", "b", "B", " :BACK "])
    func backDismisses(line: String) async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed(line)
        let result = try await presenter.present(Fixtures.letters, at: Fixtures.root)
        #expect(result == .dismissed)
    }

    @Test("b is text on a prompt, where only :back goes back")
    func bIsTextOnAPrompt() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("b", ":back")
        let prompt = TextPrompt(id: "name", title: "Name")
        #expect(try await presenter.present(prompt, at: Fixtures.root) == .outcome("b"))
        #expect(try await presenter.present(prompt, at: Fixtures.root) == .dismissed)
    }

    @Test("An unknown command is refused and :help lists the commands without counting as an answer")
    func commands() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed(":frobnicate", ":help", "2")
        let result = try await presenter.present(Fixtures.letters, at: Fixtures.root)
        #expect(result == .outcome("b"))
        let output = terminal.output
        #expect(output.contains(":frobnicate\n! there is no command :frobnicate; type :help for the commands\n> "))
        #expect(output.contains(":help\nCommands:\n"))
        #expect(output.contains("  :back       go back (anywhere)\n"))
        #expect(output.contains("  Ctrl-D      end the input"))
        #expect(output.hasSuffix("> 2\n"))
    }

    @Test("After 20 refused answers in a row the screen counts as dismissed, so a runaway script ends")
    func refusalLimit() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        for _ in 0..<TerminalPresenter.maximumRefusalsInARow { terminal.feed("nope") }
        terminal.feed("1")
        let result = try await presenter.present(Fixtures.letters, at: Fixtures.root)
        #expect(result == .dismissed)
        #expect(terminal.output.hasSuffix("! 20 answers in a row were refused; leaving \"Letters\"\n"))
        // The line after the runaway is left for the next screen.
        #expect(try await presenter.present(Fixtures.letters, at: Fixtures.root) == .outcome("a"))
    }

    @Test("A line too long for the terminal is refused with a message and asked again")
    func tooLongLine() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feedTooLongLine()
        terminal.feed("2")
        #expect(try await presenter.present(Fixtures.letters, at: Fixtures.root) == .outcome("b"))
        #expect(
            terminal.output == Fixtures.lettersDrawn
                + "! that line is longer than 4096 bytes and was ignored; type it again\n> 2\n")
    }
}
