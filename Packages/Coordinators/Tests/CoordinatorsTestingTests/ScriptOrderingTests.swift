import Coordinators
import CoordinatorsTesting
import Testing

/// A tab that asks its menu `rounds` times, then ends the tabs with its name when `ends`.
private struct CountingTab: Coordinator {
    let name: String
    let rounds: Int

    func run(in context: FlowContext) async throws -> String {
        let menu = Menu(id: "\(name).menu", title: name, options: [.init("Again", false), .init("Quit", true)])
        for _ in 0..<rounds {
            if try await context.present(menu).value == true { return name }
        }
        return "\(name) ran out"
    }
}

@Suite("Scripts for flows that run at once: after and hold")
struct ScriptOrderingTests {
    @Test(
        "a step marked after waits until the other screen was shown that often; hold keeps a finished tab's screen up")
    func afterAndHold() async throws {
        let presenter = ScriptedPresenter([
            // Tab A may quit only after tab B showed its menu three times (two answers, then held).
            .choose("A.menu", "Quit").after("B.menu", shown: 3),
            .choose("B.menu", "Again"), .choose("B.menu", "Again"), .hold("B.menu"),
        ])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)
        let winner = try await context.coordinate(
            to: Tabs(
                name: "Home",
                tabs: [
                    AnyCoordinator(CountingTab(name: "A", rounds: 10)),
                    AnyCoordinator(CountingTab(name: "B", rounds: 10)),
                ]))
        #expect(winner == "A")
        #expect(await presenter.unusedSteps.isEmpty)
        let order = await presenter.transcript.compactMap { entry -> String? in
            if case .answered(let screen, _, _) = entry { return screen }
            return nil
        }
        #expect(order == ["B.menu", "B.menu", "A.menu"])
        #expect(tracker.report().isClean)
    }

    @Test("a flow cancelled while its step waits for its condition ends promptly, as cancelled")
    func cancelledWhileWaiting() async throws {
        let presenter = ScriptedPresenter([.choose("A.menu", "Quit").after("never.shown")])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)
        let task = Task { try await context.coordinate(to: CountingTab(name: "A", rounds: 1)) }
        // The step is taken (and the screen recorded) before it waits: wait for that, then cancel.
        for _ in 0..<10_000 where await presenter.transcript.isEmpty { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(tracker.report().isClean)
    }
}
