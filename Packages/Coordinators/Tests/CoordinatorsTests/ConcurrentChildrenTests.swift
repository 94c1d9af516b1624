import Clocks
import Coordinators
import CoordinatorsTesting
import Synchronization
import Testing

/// The order steps finished in.
private final class FinishLog: Sendable {
    private let numbers = Mutex<[Int]>([])
    func append(_ number: Int) { numbers.withLock { $0.append(number) } }
    var order: [Int] { numbers.withLock { $0 } }
}

/// A step of a chain: answers its screen, waits for the event of the step after it (if any),
/// then tells the step before it that it finished. So the last step finishes first.
private struct ChainStep: Coordinator {
    let number: Int
    let waitsFor: String?
    let router: EventRouter<String, Int>
    let log: FinishLog
    var name: String { "Step\(number)" }

    func run(in context: FlowContext) async throws -> Int {
        let answer = try await context.present(TextPrompt(id: "step\(number)", title: "Step \(number)")).value ?? ""
        if let waitsFor {
            _ = try await router.wait(for: waitsFor, timeout: .seconds(60))
        }
        log.append(number)
        try await router.deliver(number, for: "done\(number)")
        return number * 10 + answer.count
    }
}

/// Shows a screen that stays up until it is cancelled.
private struct Forever: Coordinator {
    let label: String
    var name: String { label }
    func run(in context: FlowContext) async throws -> Int {
        _ = try await context.run(IdleModel(id: "forever")) { _ in .continue } as Presentation<Int>
        return -1
    }
}

private struct Instant: Coordinator {
    let value: Int
    func run(in context: FlowContext) async throws -> Int {
        try await context.present(Confirmation(id: "instant", title: "Go?", message: "")).value == true ? value : 0
    }
}

/// A router where `done1` … `done<count>` are expected, so steps can tell each other they finished.
private func chainRouter(count: Int) async throws -> EventRouter<String, Int> {
    let router = EventRouter<String, Int>(clock: TestClock())
    for number in 1...count {
        try await router.expect("done\(number)")
    }
    return router
}

private func chainScript(count: Int) -> [ScriptStep] {
    (1...count).map { .answer("step\($0)", .text(String(repeating: "x", count: $0))) }
}

@Suite("Children run at once: concurrently and first(of:)", .timeLimit(.minutes(1)))
struct ConcurrentChildrenTests {
    @Test("concurrently of two returns both results in order although the second finishes first")
    func two() async throws {
        let log = FinishLog()
        let router = try await chainRouter(count: 2)
        let presenter = ScriptedPresenter(chainScript(count: 2))
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)

        let (first, second) = try await context.concurrently(
            ChainStep(number: 1, waitsFor: "done2", router: router, log: log),
            ChainStep(number: 2, waitsFor: nil, router: router, log: log))

        #expect(first == 11)
        #expect(second == 22)
        #expect(log.order == [2, 1])
        #expect(await presenter.unusedSteps.isEmpty)
    }

    @Test("concurrently of three returns results in order although they finish in reverse")
    func three() async throws {
        let log = FinishLog()
        let router = try await chainRouter(count: 3)
        let presenter = ScriptedPresenter(chainScript(count: 3))
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)

        let results = try await context.concurrently(
            ChainStep(number: 1, waitsFor: "done2", router: router, log: log),
            ChainStep(number: 2, waitsFor: "done3", router: router, log: log),
            ChainStep(number: 3, waitsFor: nil, router: router, log: log))

        #expect(results == (11, 22, 33))
        #expect(log.order == [3, 2, 1])
    }

    @Test("concurrently of a list returns results in the list's order although they finish in reverse")
    func list() async throws {
        let count = 6
        let log = FinishLog()
        let router = try await chainRouter(count: count)
        let presenter = ScriptedPresenter(chainScript(count: count))
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)
        let steps = (1...count).map {
            ChainStep(number: $0, waitsFor: $0 < count ? "done\($0 + 1)" : nil, router: router, log: log)
        }

        let results = try await context.concurrently(steps)

        #expect(results == [11, 22, 33, 44, 55, 66])
        #expect(log.order == [6, 5, 4, 3, 2, 1])
    }

    @Test("concurrently of an empty list returns an empty list")
    func emptyList() async throws {
        let context = FlowContext(presenter: ScriptedPresenter([]))
        #expect(try await context.concurrently([Instant]()).isEmpty)
    }

    @Test("first(of:) returns the winner's index and result and cancels the rest")
    func firstOfPicksWinner() async throws {
        let presenter = ScriptedPresenter(
            [.inputs("forever", []), .answer("instant", .confirmed(true))], repeats: true)
        let observer = RecordingObserver()
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: FanOut([observer, tracker]))
        let children: [AnyCoordinator<Int>] = [
            AnyCoordinator(Forever(label: "A")),
            AnyCoordinator(name: "B") { try await $0.coordinate(to: Instant(value: 7)) },
            AnyCoordinator(Forever(label: "C")),
        ]

        let winner = try await context.first(of: children)

        #expect(winner.index == 1)
        #expect(winner.result == 7)
        #expect(observer.endings["A"] == .cancelled)
        #expect(observer.endings["C"] == .cancelled)
        #expect(observer.endings["B"] == .completed)
        #expect(observer.endings["B/Instant"] == .completed)
        #expect(tracker.report().isClean, "\(tracker.report())")
    }

    @Test("first(of:) throws a child's error when it comes before any winner")
    func firstOfThrows() async throws {
        struct Broken: Error, Equatable {}
        let presenter = ScriptedPresenter([.inputs("forever", [])])
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)
        let children: [AnyCoordinator<Int>] = [
            AnyCoordinator(Forever(label: "A")),
            AnyCoordinator(name: "B") { _ in throw Broken() },
        ]
        await #expect(throws: Broken()) { try await context.first(of: children) }
        #expect(observer.endings["A"] == .cancelled)
    }

    @Test("first(of:) an empty list throws nothingToRun at the calling flow's path")
    func firstOfEmpty() async throws {
        let context = FlowContext(presenter: ScriptedPresenter([]))
        await #expect(throws: FlowError.nothingToRun(path: FlowPath())) {
            try await context.first(of: [Instant]())
        }
    }
}
