import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("Prompts, secrets, confirmations and notices")
struct PromptTests {
    @Test("A text prompt shows its title and message and returns the line as typed")
    func textPrompt() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("Ada Lovelace")
        let prompt = TextPrompt(id: "name", title: "Your name", message: "as on your card")
        #expect(try await presenter.present(prompt, at: Fixtures.root) == .outcome("Ada Lovelace"))
        #expect(terminal.output == "[Your name]\nas on your card\n> Ada Lovelace\n")
    }

    @Test("A text the validator refuses shows its message, and the next text is accepted")
    func validation() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("", "Ada")
        let prompt = TextPrompt(id: "name", title: "Your name") { $0.isEmpty ? "type a name" : nil }
        #expect(try await presenter.present(prompt, at: Fixtures.root) == .outcome("Ada"))
        #expect(terminal.output == "[Your name]\n> \n! type a name\n> Ada\n")
    }

    @Test("A secret is read as a secret and never appears in the output, not even when refused")
    func secretPrompt() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("123", "4711")
        let prompt = SecretPrompt(id: "pin", title: "PIN", message: "four digits") {
            $0.count == 4 ? nil : "the PIN has 4 digits"
        }
        let result = try await presenter.present(prompt, at: Fixtures.root)
        #expect(result == .outcome(SecretText("4711")))
        #expect(terminal.reads == [.secret, .secret])
        #expect(terminal.output == "[PIN]\nfour digits\n(hidden) > \n! the PIN has 4 digits\n(hidden) > \n")
        #expect(!terminal.output.contains("4711") && !terminal.output.contains("123"))
    }

    @Test("A secret that starts with a colon is a secret, not a command, and is never written back")
    func secretWithAColon() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed(":open-sesame")
        let result = try await presenter.present(SecretPrompt(id: "pass", title: "Passphrase"), at: Fixtures.root)
        #expect(result == .outcome(SecretText(":open-sesame")))
        #expect(terminal.output == "[Passphrase]\n(hidden) > \n")
    }

    @Test("On a text prompt, :back still goes back while another colon word is text")
    func colonTextOnAPrompt() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed(":ratio", ":back")
        let prompt = TextPrompt(id: "word", title: "Word")
        #expect(try await presenter.present(prompt, at: Fixtures.root) == .outcome(":ratio"))
        #expect(try await presenter.present(prompt, at: Fixtures.root) == .dismissed)
    }

    @Test(
        "A confirmation takes y, yes, n and no in any case",
        arguments: [
            ("y", true), ("YES", true), ("Yes", true), ("n", false), ("No", false), (" no ", false),
        ])
    func confirmation(line: String, expected: Bool) async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed(line)
        let question = Confirmation(id: "send", title: "Send", message: "Send 1 ICP to Bob?")
        #expect(try await presenter.present(question, at: Fixtures.root) == .outcome(expected))
        #expect(terminal.output == "[Send] Send 1 ICP to Bob? (y/n) > \(line)\n")
    }

    @Test("A confirmation refuses anything but yes or no and asks again")
    func confirmationRefusal() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("maybe", "y")
        let question = Confirmation(id: "send", title: "Send", message: "Send 1 ICP to Bob?")
        #expect(try await presenter.present(question, at: Fixtures.root) == .outcome(true))
        #expect(terminal.output == "[Send] Send 1 ICP to Bob? (y/n) > maybe\n! answer y or n\n(y/n) > y\n")
    }

    @Test("A notice shows its message and is acknowledged with Enter")
    func notice() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("")
        let notice = Notice(id: "done", title: "Done", message: "The card is ready.")
        let result = try await presenter.present(notice, at: Fixtures.root)
        #expect(result.value != nil)
        #expect(terminal.output == "[Done]\nThe card is ready.\n(press Enter) \n")
    }

    @Test("A notice can be left with :back like any screen")
    func noticeBack() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed(":back")
        let result = try await presenter.present(Notice(id: "done", title: "Done", message: "ok"), at: Fixtures.root)
        #expect(result.value == nil)
    }
}
