import Coordinators
import Testing

@testable import CoordinatorsTerminal

@Suite("Cancellation")
struct CancellationTests {
    @Test("A screen cancelled while waiting in line leaves it at once and is never shown")
    func cancelledWhileQueued() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let first = Task { try await presenter.present(TextPrompt(id: "a", title: "A"), at: Fixtures.root) }
        await terminal.waitUntilReading()
        let second = Task { try await presenter.present(TextPrompt(id: "b", title: "B"), at: Fixtures.root) }
        try await presenter.waitUntilWaiting(tab: nil)
        second.cancel()
        await #expect(throws: CancellationError.self) { try await second.value }
        terminal.feed("for A")
        #expect(try await first.value == .outcome("for A"))
        #expect(terminal.output == "[A]\n> for A\n")
    }

    @Test("A screen cancelled while waiting for input consumes no line: the next line goes to the next screen")
    func cancelledWhileReading() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let first = Task { try await presenter.present(TextPrompt(id: "a", title: "A"), at: Fixtures.root) }
        await terminal.waitUntilReading()
        let second = Task { try await presenter.present(TextPrompt(id: "b", title: "B"), at: Fixtures.root) }
        try await presenter.waitUntilWaiting(tab: nil)
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        await terminal.waitUntilReading()
        terminal.feed("for B")
        #expect(try await second.value == .outcome("for B"))
        #expect(terminal.output == "[A]\n> \n[B]\n> for B\n")
        #expect(terminal.reads == [.line("for B")])
    }

    @Test("A present from a cancelled task throws before anything is shown")
    func alreadyCancelled() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await presenter.present(TextPrompt(id: "a", title: "A"), at: Fixtures.root)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(terminal.output == "")
    }

    @Test("A cancelled read leaves its line in the terminal for the next reader")
    func memoryTerminalKeepsTheLine() async throws {
        let terminal = MemoryTerminal()
        let reader = Task { try await terminal.readLine() }
        await terminal.waitUntilReading()
        reader.cancel()
        await #expect(throws: CancellationError.self) { try await reader.value }
        terminal.feed("kept")
        #expect(try await terminal.readLine() == "kept")
    }

    @Test("A wait for output that never comes ends when its task is cancelled, registered or not")
    func outputWaitCancelled() async throws {
        let terminal = MemoryTerminal()
        let waiting = Task {
            await terminal.waitUntilOutput(contains: "never written")
            return Task.isCancelled
        }
        let alreadyCancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await terminal.waitUntilOutput(contains: "never written")
            return Task.isCancelled
        }
        waiting.cancel()
        #expect(await waiting.value)
        #expect(await alreadyCancelled.value)
        terminal.write("still works: never written")
        await terminal.waitUntilOutput(contains: "never written")
    }

    @Test("A wait for a reader ends when its task is cancelled, and a later wait still sees the reader")
    func readingWaitCancelled() async throws {
        let terminal = MemoryTerminal()
        let waiting = Task {
            await terminal.waitUntilReading()
            return Task.isCancelled
        }
        waiting.cancel()
        #expect(await waiting.value)
        let reader = Task { try await terminal.readLine() }
        await terminal.waitUntilReading()
        terminal.feed("read")
        #expect(try await reader.value == "read")
    }
}
