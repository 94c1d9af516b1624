import AsyncAlgorithms
import Coordinators
import CoordinatorsTesting
import Testing

/// Shows a counter and finishes once the total reaches `target`.
private struct CountTo: Coordinator {
    let target: Int
    func run(in context: FlowContext) async throws -> CoordinationResult<Int> {
        let model = CounterModel()
        let shown = try await context.run(model) { total in total >= target ? .finish(total) : .continue }
        switch shown {
        case .outcome(let total): return .completed(total)
        case .dismissed: return .cancelled
        }
    }
}

@Suite("View models: inputs drive outputs, the flow decides when the screen ends", .timeLimit(.minutes(1)))
struct ViewModelFlowTests {
    @Test("Scripted inputs reach the model, its outputs reach the flow, and run(_:until:) returns the finishing value")
    func outcome() async throws {
        let presenter = ScriptedPresenter([.inputs("counter", [.text("2"), .text("3"), .text("4")])])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)

        let result = try await context.coordinate(to: CountTo(target: 9))

        #expect(result == .completed(9))
        let path = FlowPath(["CountTo"])
        let transcript = await presenter.transcript
        #expect(
            transcript.filter { if case .answered = $0 { return true } else { return false } } == [
                .answered(screen: "counter", path: path, answer: .text("2")),
                .answered(screen: "counter", path: path, answer: .text("3")),
                .answered(screen: "counter", path: path, answer: .text("4")),
            ])
        // The form is drawn before each answer, so it shows the totals as they grow.
        #expect(
            transcript.first
                == .shown(
                    screen: "counter", path: path,
                    form: .prompt(title: "Total 0", message: "add a number", secret: false)))
        let report = tracker.report()
        #expect(report.isClean, "the view model must be gone after the flow: \(report)")
        #expect(report.flowsStarted == 1)
    }

    @Test("Inputs that do not finish the screen followed by a dismissal give .dismissed")
    func dismissedAfterInputs() async throws {
        let presenter = ScriptedPresenter([.inputs("counter", [.text("1"), .text("1")], thenDismiss: true)])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)

        let result = try await context.coordinate(to: CountTo(target: 100))

        #expect(result == .cancelled)
        #expect(await presenter.transcript.last == .dismissed(screen: "counter", path: FlowPath(["CountTo"])))
        #expect(tracker.report().isClean, "\(tracker.report())")
    }

    @Test("A dismiss step on a view model dismisses it before any input")
    func dismissStep() async throws {
        let presenter = ScriptedPresenter([.dismiss("counter")])
        let tracker = LifetimeTracker()
        let result = try await FlowContext(presenter: presenter, observer: tracker).coordinate(to: CountTo(target: 1))
        #expect(result == .cancelled)
        #expect(await presenter.transcript.count == 2)
        #expect(tracker.report().isClean)
    }

    @Test("An answer the model cannot turn into an input is refused with the model's message")
    func refusedInput() async throws {
        let presenter = ScriptedPresenter([.inputs("counter", [.text("2"), .text("two")])])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)

        await #expect(
            throws: ScriptError.answerRefused(
                screen: "counter", answer: "text (3 characters)", reason: "two is not a number")
        ) {
            try await context.coordinate(to: CountTo(target: 100))
        }
        #expect(tracker.report().isClean, "\(tracker.report())")
    }

    @Test("answer(with:) and choose steps give a view model a single input")
    func singleAnswerSteps() async throws {
        let presenter = ScriptedPresenter([
            .answer("counter") { form in
                // The closure sees the model's form as it is now.
                .text(form.title == "Total 0" ? "5" : "0")
            }
        ])
        let result = try await FlowContext(presenter: presenter).coordinate(to: CountTo(target: 5))
        #expect(result == .completed(5))

        let choosing = ScriptedPresenter([.choose("counter", "Five")])
        await #expect(throws: ScriptError.noSuchOption(screen: "counter", label: "Five", options: [])) {
            try await FlowContext(presenter: choosing).coordinate(to: CountTo(target: 5))
        }
    }

    @Test("A handler that throws ends the screen with its error and the model is gone")
    func handlerThrows() async throws {
        struct TooMuch: Error, Equatable {}
        struct Strict: Coordinator {
            func run(in context: FlowContext) async throws -> Int {
                let shown = try await context.run(CounterModel()) { (total: Int) -> ViewModelStep<Int> in
                    if total > 3 { throw TooMuch() }
                    return .continue
                }
                return shown.value ?? 0
            }
        }
        let presenter = ScriptedPresenter([.inputs("counter", [.text("9")])])
        let tracker = LifetimeTracker()
        await #expect(throws: TooMuch()) {
            try await FlowContext(presenter: presenter, observer: tracker).coordinate(to: Strict())
        }
        #expect(tracker.report().isClean, "\(tracker.report())")
    }

    @Test("A model's default redraws stream ends at once")
    func defaultRedraws() async {
        var count = 0
        for await _ in CounterModel().redraws { count += 1 }
        #expect(count == 0)
    }
}
