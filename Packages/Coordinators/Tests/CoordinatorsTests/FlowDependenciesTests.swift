import Coordinators
import CoordinatorsTesting
import Testing

private protocol LedgerClient: Sendable {
    func balance() -> Int
}

private struct FakeLedger: LedgerClient {
    let amount: Int
    func balance() -> Int { amount }
}

private struct ShowBalance: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        try context.dependency((any LedgerClient).self).balance()
    }
}

private struct Parent: Coordinator {
    func run(in context: FlowContext) async throws -> Int {
        try await context.adding(FakeLedger(amount: 3), as: (any LedgerClient).self).coordinate(to: ShowBalance())
    }
}

@Suite("Dependencies handed down from the root")
struct FlowDependenciesTests {
    @Test("A value added as a protocol existential is read back as that protocol")
    func byExistentialType() {
        let dependencies = FlowDependencies().adding(FakeLedger(amount: 12), as: (any LedgerClient).self)
        #expect(dependencies.count == 1)
        #expect(dependencies.value(of: (any LedgerClient).self)?.balance() == 12)
        // Keyed by the type it was added as, not by its concrete type.
        #expect(dependencies.value(of: FakeLedger.self) == nil)
    }

    @Test("Adding under the same type replaces; different types sit side by side")
    func replacing() {
        let dependencies = FlowDependencies()
            .adding(1)
            .adding("name")
            .adding(2)
        #expect(dependencies.count == 2)
        #expect(dependencies.value(of: Int.self) == 2)
        #expect(dependencies.value(of: String.self) == "name")
        #expect(dependencies.value(of: Double.self) == nil)
        #expect(FlowDependencies().count == 0)
    }

    @Test("A child flow reads a dependency injected at the root")
    func injectedAtRoot() async throws {
        let dependencies = FlowDependencies().adding(FakeLedger(amount: 40), as: (any LedgerClient).self)
        let context = FlowContext(presenter: ScriptedPresenter([]), dependencies: dependencies)
        #expect(try await context.coordinate(to: ShowBalance()) == 40)
    }

    @Test("A dependency a parent adds reaches its child and not the parent's own context")
    func addedForChildren() async throws {
        let context = FlowContext(presenter: ScriptedPresenter([]))
        #expect(try await context.coordinate(to: Parent()) == 3)
        #expect(context.dependencies.count == 0)
        #expect(context.adding(5).dependencies.value(of: Int.self) == 5)
    }

    @Test("A missing dependency is missingDependency with the flow's path and the type's name")
    func missing() async throws {
        let observer = RecordingObserver()
        let context = FlowContext(presenter: ScriptedPresenter([]), observer: observer)
        let typeName = String(describing: (any LedgerClient).self)
        #expect(typeName.contains("LedgerClient"))
        let expected = FlowError.missingDependency(path: FlowPath(["ShowBalance"]), type: typeName)

        await #expect(throws: expected) { try await context.coordinate(to: ShowBalance()) }
        #expect(expected.description == "flow ShowBalance needs a \(typeName), and none was provided to its context")
        #expect(throws: FlowError.missingDependency(path: FlowPath(), type: "Int")) { try context.dependency(Int.self) }
    }

    @Test("presenting(with:) swaps the presenter and keeps the dependencies")
    func presentingWith() async throws {
        let first = ScriptedPresenter([])
        let second = ScriptedPresenter([.answer("ok", .confirmed(true))])
        let context = FlowContext(presenter: first).adding(7).presenting(with: second)
        #expect(try await context.present(Confirmation(id: "ok", title: "OK", message: "")) == .outcome(true))
        #expect(context.dependencies.value(of: Int.self) == 7)
        #expect(await first.transcript.isEmpty)
        #expect(await second.unusedSteps.isEmpty)
    }
}
