import Coordinators
import CoordinatorsTesting
import Testing

private final class Thing: Sendable {}

private struct Leaf: Coordinator {
    func run(in context: FlowContext) async throws -> Int { 1 }
}

private struct Branch: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        try await context.coordinate(to: Leaf()) + context.coordinate(to: Leaf())
    }
}

@Suite("LifetimeTracker reports what outlived its flows")
struct LifetimeTrackerTests {
    @Test("A fresh tracker reports a clean state")
    func fresh() {
        let report = LifetimeTracker().report()
        #expect(report.isClean)
        #expect(report.flowsStarted == 0)
        #expect(report.description == "0 flows started, all ended; no tracked object alive")
    }

    @Test("Flows that ended are counted and none is open")
    func countsFlows() async throws {
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: ScriptedPresenter([]), observer: tracker)
        for _ in 0..<10 {
            _ = try await context.coordinate(to: Branch())
        }
        let report = tracker.report()
        #expect(report.flowsStarted == 30)
        #expect(report.flowsEnded == 30)
        #expect(report.openFlows.isEmpty)
        #expect(report.isClean)
    }

    @Test("A flow still running is listed by its path until it ends")
    func openFlowIsListed() async throws {
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        let (release, releaseSignal) = AsyncStream<Void>.makeStream()
        struct Waiter: Coordinator {
            let started: AsyncStream<Void>.Continuation
            let release: AsyncStream<Void>
            func run(in context: FlowContext) async throws -> Int {
                started.yield()
                for await _ in release { break }
                return 1
            }
        }
        struct Outer: Coordinator {
            let waiter: Waiter
            func run(in context: FlowContext) async throws -> Int { try await context.coordinate(to: waiter) }
        }
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: ScriptedPresenter([]), observer: tracker)
        let task = Task {
            try await context.coordinate(to: Outer(waiter: Waiter(started: startedSignal, release: release)))
        }
        for await _ in started { break }

        let during = tracker.report()
        #expect(during.openFlows == ["Outer", "Outer/Waiter"])
        #expect(during.flowsStarted == 2 && during.flowsEnded == 0)
        #expect(!during.isClean)
        #expect(during.description == "2 flows started, 0 ended; still running: Outer, Outer/Waiter; still alive: ")

        releaseSignal.yield()
        #expect(try await task.value == 1)
        #expect(tracker.report().isClean)
    }

    @Test("A deliberately retained object is reported live with its label until it is released")
    func retainedObjectIsLive() {
        let tracker = LifetimeTracker()
        var kept: Thing? = Thing()
        tracker.track(kept!, label: "the kept thing")
        tracker.track(Thing())
        tracker.track(Thing(), label: "gone at once")

        let report = tracker.report()
        #expect(!report.isClean)
        #expect(report.liveObjects == ["the kept thing"])
        #expect(report.description.contains("still alive: the kept thing"))

        kept = nil
        #expect(tracker.report().isClean)
        _ = kept
    }

    @Test("An object tracked without a label is named by its type")
    func defaultLabel() {
        let tracker = LifetimeTracker()
        let thing = Thing()
        tracker.track(thing)
        #expect(tracker.report().liveObjects == ["Thing"])
        withExtendedLifetime(thing) {}
    }

    @Test("Tens of thousands of short-lived objects are pruned, and the live ones are still found")
    func pruning() {
        let tracker = LifetimeTracker()
        let survivors = (0..<3).map { _ in Thing() }
        for (index, survivor) in survivors.enumerated() {
            tracker.track(survivor, label: "survivor \(index)")
        }
        for _ in 0..<20_000 {
            tracker.track(Thing())
        }
        #expect(tracker.report().liveObjects == ["survivor 0", "survivor 1", "survivor 2"])
        withExtendedLifetime(survivors) {}
    }
}
