import Coordinators
import CoordinatorsTesting
import Testing

private struct Round: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        try await context.coordinate(to: Count()) + 1
    }
}

private struct Count: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        try await context.run(CounterModel()) { total in total >= 5 ? .finish(total) : .continue }.value ?? 0
    }
}

/// Keeps the view model it shows, on purpose.
private struct Hoarder: Coordinator {
    let keeper: Keeper
    func run(in context: FlowContext) async throws -> Int {
        let model = CounterModel()
        keeper.keep(model)
        return try await context.run(model) { .finish($0) }.value ?? 0
    }
}

@Suite("The lifetime tracker after many flows", .timeLimit(.minutes(1)))
struct ManyFlowsLifetimeTests {
    @Test("5 000 two-level flows with view models leave no flow running and no model alive")
    func thousandsOfFlows() async throws {
        let presenter = ScriptedPresenter(
            [.inputs("counter", [.text("2"), .text("3")])], repeats: true, recordsTranscript: false)
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)

        var sum = 0
        for _ in 0..<5_000 {
            sum += try await context.coordinate(to: Round())
        }

        #expect(sum == 5_000 * 6)
        let report = tracker.report()
        #expect(report.isClean, "\(report)")
        #expect(report.flowsStarted == 10_000)
        #expect(report.flowsEnded == 10_000)
        #expect(report.description == "10000 flows started, all ended; no tracked object alive")
        #expect(await presenter.transcript.isEmpty)
        #expect(await presenter.unusedSteps.isEmpty)
    }

    @Test("A view model kept alive by the flow is reported live, and gone once released")
    func retainedModelIsReported() async throws {
        let keeper = Keeper()
        let presenter = ScriptedPresenter([.inputs("counter", [.text("4")])], repeats: true)
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)

        #expect(try await context.coordinate(to: Hoarder(keeper: keeper)) == 4)

        let report = tracker.report()
        #expect(!report.isClean)
        #expect(report.openFlows.isEmpty)
        #expect(report.liveObjects == ["CounterModel at Hoarder"])
        #expect(report.description == "1 flows started, 1 ended; still running: ; still alive: CounterModel at Hoarder")

        keeper.release()
        #expect(tracker.report().isClean)
    }
}
