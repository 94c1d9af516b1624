import Coordinators
import CoordinatorsTerminal
import Testing

/// Compiles and checks the terminal example in Packages/Coordinators/README.md; the region
/// between the markers must stay identical to the README's code block (a workspace check
/// compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        // A flow of a command-line app: pick a coin, or go back.
        struct PickCoin: Coordinator {
            func run(in context: FlowContext) async throws -> CoordinationResult<String> {
                let menu = Menu(id: "coin", title: "Coin", options: [.init("ICP", "icp"), .init("EOS", "eos")])
                guard let coin = try await context.present(menu).value else { return .cancelled }
                return .completed(coin)
            }
        }

        // A program passes StandardTerminal(); a test types into a MemoryTerminal and reads the screen.
        let terminal = MemoryTerminal()
        terminal.feed("2")
        let context = FlowContext(presenter: TerminalPresenter(io: terminal))
        let coin = try await context.coordinate(to: PickCoin()).value  // "eos"
        let screen = terminal.output  // "[Coin]\n  1. ICP\n  2. EOS\n> 2\n"
        // README-EXAMPLE-END
        #expect(coin == "eos")
        #expect(screen == "[Coin]\n  1. ICP\n  2. EOS\n> 2\n")
    }
}
