import Coordinators
import CoordinatorsTesting
import Testing

private struct LedgerDown: Error, Equatable {}

/// Shows its screen, then fails.
private struct Fetch: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        _ = try await context.present(Notice(id: "fetching", title: "Fetching", message: "the balance"))
        throw LedgerDown()
    }
}

/// A screen that stays up until its flow is cancelled.
private struct Watch: Coordinator {
    func run(in context: FlowContext) async throws -> String {
        let shown = try await context.run(IdleModel(id: "watch")) { _ in .continue } as Presentation<String>
        return shown.value ?? "dismissed"
    }
}

private struct Balance: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        try await context.coordinate(to: Fetch()) + 1
    }
}

@Suite("A child flow that throws", .timeLimit(.minutes(1)))
struct FailingChildTests {
    @Test("The child's error reaches its parent and the root, and each flow is seen ending as failed")
    func errorReachesParent() async throws {
        let presenter = ScriptedPresenter([.answer("fetching", .acknowledged)])
        let observer = RecordingObserver()
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: FanOut([observer, tracker]))

        await #expect(throws: LedgerDown()) { try await context.coordinate(to: Balance()) }

        let failure = FlowEnding.failed(String(describing: LedgerDown()))
        #expect(observer.endings == ["Balance": failure, "Balance/Fetch": failure])
        #expect(tracker.report().isClean)
    }

    @Test("In concurrently, the failing child's sibling is cancelled and the error is thrown")
    func siblingCancelledInConcurrently() async throws {
        let presenter = ScriptedPresenter([.inputs("watch", []), .answer("fetching", .acknowledged)])
        let observer = RecordingObserver()
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: FanOut([observer, tracker]))

        await #expect(throws: LedgerDown()) { try await context.concurrently(Watch(), Fetch()) }

        #expect(observer.endings["Watch"] == .cancelled)
        #expect(observer.endings["Fetch"] == .failed(String(describing: LedgerDown())))
        let report = tracker.report()
        #expect(report.isClean, "\(report)")
    }

    @Test("In concurrently of three and of a list, one failure cancels every other child")
    func siblingsCancelledInThreeAndList() async throws {
        let presenter = ScriptedPresenter([.inputs("watch", []), .answer("fetching", .acknowledged)], repeats: true)
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)

        await #expect(throws: LedgerDown()) { try await context.concurrently(Watch(), Fetch(), Watch()) }
        let endingsOfThree = observer.events.compactMap { event -> FlowEnding? in
            if case .ended("Watch", let ending) = event { return ending } else { return nil }
        }
        #expect(endingsOfThree == [.cancelled, .cancelled])

        let list: [AnyCoordinator<Int>] = [
            AnyCoordinator(name: "W1") { try await $0.coordinate(to: Watch()).count },
            AnyCoordinator(Fetch()),
            AnyCoordinator(name: "W2") { try await $0.coordinate(to: Watch()).count },
        ]
        await #expect(throws: LedgerDown()) { try await context.concurrently(list) }
        #expect(observer.endings["W1"] == .cancelled)
        #expect(observer.endings["W1/Watch"] == .cancelled)
        #expect(observer.endings["W2"] == .cancelled)
    }

    @Test("A screen whose presenter cannot show it ends the flow with that error, not a cancellation")
    func unsupportedScreen() async throws {
        struct UsesModel: Coordinator {
            func run(in context: FlowContext) async throws -> Int {
                let result = try await context.run(IdleModel(id: "idle")) { _ in .continue } as Presentation<Int>
                return result.value ?? 0
            }
        }
        let observer = RecordingObserver()
        let context = FlowContext(presenter: GatedPresenter(), observer: observer)
        let expected = FlowError.unsupportedScreen(path: FlowPath(["UsesModel"]), screen: "idle")
        await #expect(throws: expected) { try await context.coordinate(to: UsesModel()) }
        #expect(observer.endings["UsesModel"] == .failed(expected.description))
        #expect(expected.description == "the presenter cannot show screen idle of flow UsesModel")
    }
}
