import Coordinators
import CoordinatorsTesting
import Testing

private enum Action: Sendable, Equatable { case send, receive, debug }

/// A flow that knows what to do with two of the menu's three entries.
private struct Wallet: Coordinator {
    func run(in context: FlowContext) async throws -> String {
        let menu = Menu(
            id: "wallet", title: "Wallet",
            options: [
                .init("Send", Action.send), .init("Receive", .receive), .init("Debug", .debug),
            ])
        guard let action = try await context.present(menu).value else { return "closed" }
        switch action {
        case .send: return "sending"
        case .receive: return "receiving"
        case .debug:
            throw FlowError.unexpectedOutcome(path: context.path, screen: menu.id, outcome: String(describing: action))
        }
    }
}

@Suite("A flow that gets an outcome it does not expect")
struct UnexpectedOutcomeTests {
    @Test("throws unexpectedOutcome naming its path, the screen and the outcome")
    func unexpectedOutcome() async throws {
        let presenter = ScriptedPresenter([.choose("wallet", "Debug")])
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)
        let expected = FlowError.unexpectedOutcome(path: FlowPath(["Wallet"]), screen: "wallet", outcome: "debug")

        await #expect(throws: expected) { try await context.coordinate(to: Wallet()) }

        #expect(expected.description == "flow Wallet received debug from screen wallet, which it does not expect")
        #expect(observer.endings["Wallet"] == .failed(expected.description))
    }

    @Test("handles the outcomes it knows")
    func expectedOutcomes() async throws {
        let presenter = ScriptedPresenter([.choose("wallet", "Send"), .choose("wallet", "Receive"), .dismiss("wallet")])
        let context = FlowContext(presenter: presenter)
        #expect(try await context.coordinate(to: Wallet()) == "sending")
        #expect(try await context.coordinate(to: Wallet()) == "receiving")
        #expect(try await context.coordinate(to: Wallet()) == "closed")
    }
}
