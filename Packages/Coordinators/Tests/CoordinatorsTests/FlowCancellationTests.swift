import Clocks
import Coordinators
import CoordinatorsTesting
import Testing

/// App → Login → Scan, where Scan shows a screen that stays up (a gated screen or a view model).
private struct WaitingScan: Coordinator {
    let usesViewModel: Bool
    var name: String { "Scan" }
    func run(in context: FlowContext) async throws -> CoordinationResult<String> {
        if usesViewModel {
            let presentation =
                try await context.run(IdleModel(id: "scanner")) { _ in .continue } as Presentation<String>
            return presentation.value.map(CoordinationResult.completed) ?? .cancelled
        }
        guard let code = try await context.present(TextPrompt(id: "scan-code", title: "Code")).value else {
            return .cancelled
        }
        return .completed(code)
    }
}

private struct WaitingLogin: Coordinator {
    let usesViewModel: Bool
    var name: String { "Login" }
    func run(in context: FlowContext) async throws -> CoordinationResult<String> {
        try await context.coordinate(to: WaitingScan(usesViewModel: usesViewModel))
    }
}

private struct WaitingApp: Coordinator {
    let usesViewModel: Bool
    var name: String { "App" }
    func run(in context: FlowContext) async throws -> CoordinationResult<String> {
        try await context.coordinate(to: WaitingLogin(usesViewModel: usesViewModel))
    }
}

@Suite("Cancelling a flow reaches every child", .timeLimit(.minutes(1)))
struct FlowCancellationTests {
    @Test("Cancelling the root task while the grandchild waits on a screen ends all three flows as cancelled")
    func cancelRootWhileGrandchildWaits() async throws {
        let presenter = GatedPresenter()
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)

        let root = Task { try await context.coordinate(to: WaitingApp(usesViewModel: false)) }
        await presenter.waitForArrival("App/Login/Scan#scan-code")
        #expect(observer.endings.isEmpty)

        root.cancel()
        let result = await root.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(observer.endings == ["App": .cancelled, "App/Login": .cancelled, "App/Login/Scan": .cancelled])
        #expect(await presenter.cancelled == ["App/Login/Scan#scan-code"])
    }

    @Test("A view model screen of the scripted presenter stays up until the root is cancelled, then nothing is left")
    func cancelRootWhileViewModelShown() async throws {
        let presenter = ScriptedPresenter([.inputs("scanner", [])])
        let tracker = LifetimeTracker()
        let observer = RecordingObserver()
        // Both observers see the same run: the recorder gives the handshake, the tracker the report.
        let context = FlowContext(presenter: presenter, observer: FanOut([tracker, observer]))

        let root = Task { try await context.coordinate(to: WaitingApp(usesViewModel: true)) }
        await observer.waitFor(.attached("App/Login/Scan"))

        let during = tracker.report()
        #expect(during.openFlows == ["App", "App/Login", "App/Login/Scan"])
        #expect(during.liveObjects == ["IdleModel at App/Login/Scan"])
        #expect(!during.isClean)

        root.cancel()
        await #expect(throws: CancellationError.self) { try await root.value }

        #expect(observer.endings == ["App": .cancelled, "App/Login": .cancelled, "App/Login/Scan": .cancelled])
        let after = tracker.report()
        #expect(after.isClean, "\(after)")
        #expect(after.flowsStarted == 3 && after.flowsEnded == 3)
    }

    @Test("A flow started from an already cancelled task shows no screen")
    func alreadyCancelled() async throws {
        let presenter = ScriptedPresenter([.answer("scan-code", .text("never"))])
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, observer: observer)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await context.coordinate(to: WaitingApp(usesViewModel: false))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await presenter.transcript.isEmpty)
        #expect(await presenter.unusedSteps == ["scan-code"])
        #expect(observer.endings["App/Login/Scan"] == .cancelled)
    }

    @Test(
        "Cancelling a flow that waits on an EventRouter ends the wait with the router's cancelled error and closes the key"
    )
    func cancelWhileWaitingForEvent() async throws {
        let clock = TestClock()
        let router = EventRouter<String, Int>(clock: clock)
        try await router.expect("callback")
        struct AwaitCallback: Coordinator {
            let router: EventRouter<String, Int>
            func run(in context: FlowContext) async throws -> Int {
                try await router.wait(for: "callback", timeout: .seconds(120))
            }
        }
        let context = FlowContext(presenter: ScriptedPresenter([]), clock: clock)
        let root = Task { try await context.coordinate(to: AwaitCallback(router: router)) }
        #expect(await clock.waitForSleeper())

        root.cancel()

        await #expect(throws: EventRouterError.cancelled("callback")) { try await root.value }
        await #expect(throws: EventRouterError.closed("callback")) { try await router.deliver(1, for: "callback") }
    }
}
