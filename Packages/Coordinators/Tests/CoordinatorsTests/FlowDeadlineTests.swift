import Clocks
import Coordinators
import CoordinatorsTesting
import Testing

private struct Camera: Coordinator {
    func run(in context: FlowContext) async throws -> String {
        try await context.present(TextPrompt(id: "camera", title: "Point at the code")).value ?? ""
    }
}

private struct Scan: Coordinator {
    func run(in context: FlowContext) async throws -> String {
        "scanned " + (try await context.coordinate(to: Camera()))
    }
}

private struct App: Coordinator {
    let limit: Duration
    func run(in context: FlowContext) async throws -> String {
        try await context.coordinate(to: Scan(), within: limit)
    }
}

@Suite("Deadlines cancel a slow child and name it", .timeLimit(.minutes(1)))
struct FlowDeadlineTests {
    @Test(
        "Past the deadline, coordinate(to:within:) throws deadlineExceeded with the child's path and cancels it and its child"
    )
    func deadlineExceeded() async throws {
        let clock = TestClock()
        let presenter = GatedPresenter()
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, clock: clock, observer: observer)

        let root = Task { try await context.coordinate(to: App(limit: .seconds(30))) }
        await presenter.waitForArrival("App/Scan/Camera#camera")
        #expect(await clock.waitForSleeper())
        await clock.advance(by: .seconds(30))

        await #expect(throws: FlowError.deadlineExceeded(path: FlowPath(["App", "Scan"]), limit: .seconds(30))) {
            try await root.value
        }
        #expect(observer.endings["App/Scan"] == .cancelled)
        #expect(observer.endings["App/Scan/Camera"] == .cancelled)
        #expect(
            observer.endings["App"]
                == .failed(
                    String(
                        describing: FlowError.deadlineExceeded(path: FlowPath(["App", "Scan"]), limit: .seconds(30)))))
        #expect(await presenter.cancelled == ["App/Scan/Camera#camera"])
    }

    @Test("A child that answers before the deadline returns its value and leaves no sleeper on the clock")
    func finishesInTime() async throws {
        let clock = TestClock()
        let presenter = GatedPresenter()
        let observer = RecordingObserver()
        let context = FlowContext(presenter: presenter, clock: clock, observer: observer)

        let root = Task { try await context.coordinate(to: App(limit: .seconds(30))) }
        await presenter.waitForArrival("App/Scan/Camera#camera")
        #expect(await clock.waitForSleeper())
        // Just short of the deadline nothing happens; then the user answers.
        await clock.advance(by: .seconds(29))
        #expect(await presenter.answer("camera", .text("QR")))

        #expect(try await root.value == "scanned QR")
        #expect(observer.endings == ["App": .completed, "App/Scan": .completed, "App/Scan/Camera": .completed])
        try await clock.checkSuspension()
    }

    @Test("withDeadline names the calling flow's path by default and cancels the operation")
    func withDeadlineDefaultPath() async throws {
        let clock = TestClock()
        let presenter = GatedPresenter()
        struct Pay: Coordinator {
            func run(in context: FlowContext) async throws -> Bool {
                try await context.withDeadline(.seconds(5)) {
                    try await context.present(Confirmation(id: "card", title: "Tap your card", message: "")).value
                        ?? false
                }
            }
        }
        let root = Task { try await FlowContext(presenter: presenter, clock: clock).coordinate(to: Pay()) }
        await presenter.waitForArrival("Pay#card")
        #expect(await clock.waitForSleeper())
        await clock.advance(by: .seconds(5))

        await #expect(throws: FlowError.deadlineExceeded(path: FlowPath(["Pay"]), limit: .seconds(5))) {
            try await root.value
        }
        #expect(await presenter.cancelled == ["Pay#card"])
    }

    @Test("withDeadline passes on the operation's own error before the deadline")
    func withDeadlineRethrows() async throws {
        struct Offline: Error, Equatable {}
        let context = FlowContext(presenter: ScriptedPresenter([]), clock: TestClock())
        await #expect(throws: Offline()) {
            try await context.withDeadline(.seconds(1), naming: FlowPath(["Network"])) { () async throws -> Int in
                throw Offline()
            }
        }
        #expect(try await context.withDeadline(.seconds(1)) { 42 } == 42)
    }

    @Test("The deadline error describes the path and the limit")
    func deadlineDescription() {
        let error = FlowError.deadlineExceeded(path: FlowPath(["App", "Scan"]), limit: .seconds(30))
        #expect(
            error.description == "flow App/Scan did not finish within 30.0 seconds; it and its children were cancelled")
    }
}
