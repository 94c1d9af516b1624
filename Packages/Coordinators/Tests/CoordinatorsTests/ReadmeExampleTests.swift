import Coordinators
import CoordinatorsTesting
import Testing

/// Compiles and checks the example in Packages/Coordinators/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        // A child flow the user can abandon: it ends with a name, or cancelled.
        struct AskName: Coordinator {
            func run(in context: FlowContext) async throws -> CoordinationResult<String> {
                let prompt = TextPrompt(id: "name", title: "Your name") { $0.isEmpty ? "type a name" : nil }
                guard let name = try await context.present(prompt).value else { return .cancelled }
                return .completed(name)
            }
        }

        // Its parent awaits the child's typed result; the child is gone when the await returns.
        struct Greeting: Coordinator {
            func run(in context: FlowContext) async throws -> String {
                switch try await context.coordinate(to: AskName()) {
                case .completed(let name): return "Hello, \(name)"
                case .cancelled: return "Goodbye"
                }
            }
        }

        // In a test, a script plays the user and a tracker checks that nothing outlives the flow.
        let presenter = ScriptedPresenter([.answer("name", .text("Ada"))])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)
        let greeting = try await context.coordinate(to: Greeting())  // "Hello, Ada"
        let report = tracker.report()  // 2 flows started, all ended
        // README-EXAMPLE-END
        #expect(greeting == "Hello, Ada")
        #expect(report.isClean)
        #expect(report.flowsStarted == 2)
        #expect(await presenter.unusedSteps.isEmpty)
    }
}
