import Coordinators
import CoordinatorsTesting
import Testing

/// Three levels: App coordinates Login, which coordinates Scan.
private struct Scan: Coordinator {
    func run(in context: FlowContext) async throws -> CoordinationResult<String> {
        guard let code = try await context.present(TextPrompt(id: "scan-code", title: "Code")).value else {
            return .cancelled
        }
        return .completed(code)
    }
}

private struct Login: Coordinator {
    func run(in context: FlowContext) async throws -> CoordinationResult<Int> {
        let method = try await context.present(
            Menu(
                id: "login-method", title: "Log in",
                options: [
                    .init("Scan a code", "scan"), .init("Skip", "skip"),
                ]))
        guard method.value == "scan" else { return .cancelled }
        // The grandchild's String becomes the child's Int.
        return try await context.coordinate(to: Scan()).map { $0.count }
    }
}

private struct App: Coordinator {
    func run(in context: FlowContext) async throws -> String {
        switch try await context.coordinate(to: Login()) {
        case .completed(let length): return "logged in with \(length) characters"
        case .cancelled: return "stayed out"
        }
    }
}

@Suite("Typed results travel through nested flows", .timeLimit(.minutes(1)))
struct NestedFlowResultTests {
    @Test("A grandchild's value reaches the root through its parent, transformed on the way")
    func valueThroughThreeLevels() async throws {
        let presenter = ScriptedPresenter([
            .choose("login-method", "Scan a code"),
            .answer("scan-code", .text("ABC-123")),
        ])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)

        let outcome = try await context.coordinate(to: App())

        #expect(outcome == "logged in with 7 characters")
        #expect(await presenter.unusedSteps.isEmpty)
        let report = tracker.report()
        #expect(report.isClean)
        #expect(report.flowsStarted == 3)
        #expect(report.flowsEnded == 3)
    }

    @Test("The transcript names each screen with its flow's path App/Login/Scan")
    func pathsInTranscript() async throws {
        let presenter = ScriptedPresenter([
            .choose("login-method", "Scan a code"),
            .answer("scan-code", .text("XY")),
        ])
        _ = try await FlowContext(presenter: presenter).coordinate(to: App())

        let login = FlowPath(["App", "Login"])
        let scan = FlowPath(["App", "Login", "Scan"])
        #expect(
            await presenter.transcript == [
                .shown(
                    screen: "login-method", path: login,
                    form: .menu(title: "Log in", message: nil, options: ["Scan a code", "Skip"])),
                .answered(screen: "login-method", path: login, answer: .choice(0)),
                .shown(screen: "scan-code", path: scan, form: .prompt(title: "Code", message: nil, secret: false)),
                .answered(screen: "scan-code", path: scan, answer: .text("XY")),
            ])
        #expect(scan.description == "App/Login/Scan")
        #expect(scan.isWithin(login))
        #expect(!login.isWithin(scan))
    }

    @Test("A child that ends cancelled lets the parent choose its own way on")
    func cancelledChildReachesParent() async throws {
        let presenter = ScriptedPresenter([.choose("login-method", "Skip")])
        let observer = RecordingObserver()
        let outcome = try await FlowContext(presenter: presenter, observer: observer).coordinate(to: App())

        #expect(outcome == "stayed out")
        // Scan never started: only App and Login ran.
        #expect(observer.startedPaths == ["App", "App/Login"])
        #expect(observer.endings == ["App": .completed, "App/Login": .completed])
    }

    @Test("CoordinationResult maps a completed value and keeps a cancellation")
    func coordinationResultMapAndValue() throws {
        let completed = CoordinationResult<String>.completed("four")
        let cancelled = CoordinationResult<String>.cancelled

        #expect(completed.value == "four")
        #expect(cancelled.value == nil)
        #expect(completed.map(\.count) == .completed(4))
        #expect(cancelled.map(\.count) == .cancelled)

        struct Refused: Error {}
        #expect(throws: Refused.self) { try completed.map { _ -> Int in throw Refused() } }
        // A cancelled result never calls the transform, so it cannot throw.
        #expect(try cancelled.map { _ -> Int in throw Refused() } == .cancelled)
    }

    @Test("A coordinator's name defaults to its type's name, and AnyCoordinator keeps it")
    func names() async throws {
        #expect(App().name == "App")
        #expect(AnyCoordinator(Login()).name == "Login")
        let closure = AnyCoordinator<Int>(name: "Closure") { _ in 7 }
        #expect(closure.name == "Closure")
        let presenter = ScriptedPresenter([])
        #expect(try await FlowContext(presenter: presenter).coordinate(to: closure) == 7)
        #expect(FlowPath().description == "/")
    }
}
