import Coordinators
import CoordinatorsTesting
import Testing

private struct AskAmount: Coordinator {
    func run(in context: FlowContext) async throws -> CoordinationResult<Int> {
        let prompt = TextPrompt(id: "amount", title: "Amount") { Int($0) == nil ? "type a number" : nil }
        switch try await context.present(prompt) {
        case .outcome(let text): return .completed(Int(text)!)
        case .dismissed: return .cancelled
        }
    }
}

private struct Transfer: Coordinator {
    func run(in context: FlowContext) async throws -> String {
        guard let amount = try await context.coordinate(to: AskAmount()).value else { return "no transfer" }
        return "sent \(amount)"
    }
}

@Suite("The user dismisses a screen", .timeLimit(.minutes(1)))
struct UserDismissalTests {
    @Test("A dismissed screen is Presentation.dismissed and the flow ends cancelled, which its parent sees")
    func dismissalCancelsTheFlow() async throws {
        let presenter = ScriptedPresenter([.dismiss("amount")])
        let observer = RecordingObserver()

        let outcome = try await FlowContext(presenter: presenter, observer: observer).coordinate(to: Transfer())

        #expect(outcome == "no transfer")
        let path = FlowPath(["Transfer", "AskAmount"])
        #expect(
            await presenter.transcript == [
                .shown(screen: "amount", path: path, form: .prompt(title: "Amount", message: nil, secret: false)),
                .dismissed(screen: "amount", path: path),
            ])
        // The flow returned .cancelled normally: for the observer it completed.
        #expect(observer.endings == ["Transfer": .completed, "Transfer/AskAmount": .completed])
        #expect(await presenter.unusedSteps.isEmpty)
    }

    @Test("present returns .dismissed for a dismissal and .outcome for an answer")
    func presentationValues() async throws {
        let presenter = ScriptedPresenter([.dismiss("ok"), .answer("ok", .confirmed(true))])
        let context = FlowContext(presenter: presenter)
        let screen = Confirmation(id: "ok", title: "OK?", message: "")

        let first = try await context.present(screen)
        let second = try await context.present(screen)

        #expect(first == .dismissed)
        #expect(first.value == nil)
        #expect(second == .outcome(true))
        #expect(second.value == true)
    }

    @Test("Dismissing the same screen after one answer: each showing takes the next step for its id")
    func answerThenDismiss() async throws {
        let presenter = ScriptedPresenter([.answer("amount", .text("5")), .dismiss("amount")])
        let context = FlowContext(presenter: presenter)
        #expect(try await context.coordinate(to: Transfer()) == "sent 5")
        #expect(try await context.coordinate(to: Transfer()) == "no transfer")
    }
}
