import Coordinators
import CoordinatorsTesting
import Testing

@testable import CoordinatorsTerminal

/// A small sign-up flow with every kind of screen and status.
struct SignUp: Coordinator {
    enum Plan: String, Sendable { case free, pro }

    struct Account: Sendable, Equatable {
        let name: String
        let plan: Plan
        let pinLength: Int
    }

    func run(in context: FlowContext) async throws -> CoordinationResult<Account> {
        let namePrompt = TextPrompt(id: "name", title: "Your name") { $0.isEmpty ? "type a name" : nil }
        guard let name = try await context.present(namePrompt).value else { return .cancelled }
        let pinPrompt = SecretPrompt(id: "pin", title: "Choose a PIN", message: "four digits") {
            $0.count == 4 && $0.allSatisfy(\.isNumber) ? nil : "the PIN has four digits"
        }
        guard let pin = try await context.present(pinPrompt).value else { return .cancelled }
        let planMenu = Menu<Plan>(id: "plan", title: "Plan", options: [.init("Free", .free), .init("Pro", .pro)])
        guard let plan = try await context.present(planMenu).value else { return .cancelled }
        let sure = Confirmation(id: "sure", title: "Sign up", message: "\(name) on \(plan.rawValue)?")
        guard try await context.present(sure).value == true else { return .cancelled }
        await context.withProgress("creating the account") {}
        await context.note("account created")
        _ = try await context.present(Notice(id: "welcome", title: "Welcome", message: "Hello, \(name)."))
        return .completed(Account(name: name, plan: plan, pinLength: pin.value.count))
    }
}

/// Two tabs, each a menu until its user leaves: the tab that ends first ends the home.
struct TabFlow: Coordinator {
    let name: String

    func run(in context: FlowContext) async throws -> String {
        let menu = Menu<String>(id: name, title: name, options: [.init("Stay", "stay"), .init("Leave", "leave")])
        for _ in 0..<10 {
            switch try await context.present(menu) {
            case .outcome("leave"), .dismissed: return "\(name) left"
            default: continue
            }
        }
        return "\(name) stayed"
    }
}

@Suite("Whole flows in the terminal")
struct FlowTests {
    @Test("A sign-up flow run against the terminal shows exactly what a person would see")
    func signUp() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)
        terminal.feed("", "Ada", "12", "4711", "3", "2", "yes", "")
        let result = try await context.coordinate(to: SignUp())
        #expect(result == .completed(SignUp.Account(name: "Ada", plan: .pro, pinLength: 4)))
        #expect(
            terminal.output == """
                [Your name]
                > 
                ! type a name
                > Ada
                [Choose a PIN]
                four digits
                (hidden) > 
                ! the PIN has four digits
                (hidden) > 
                [Plan]
                  1. Free
                  2. Pro
                > 3
                ! there is no entry 3; type a number from 1 to 2
                > 2
                [Sign up] Ada on pro? (y/n) > yes
                … creating the account
                · account created
                [Welcome]
                Hello, Ada.
                (press Enter) 

                """)
        #expect(!terminal.output.contains("4711"))
        #expect(tracker.report().isClean)
    }

    @Test("A sign-up flow whose input ends midway is cancelled instead of hanging")
    func signUpEndOfInput() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal)
        terminal.feed("Ada")
        terminal.finishInput()
        let result = try await FlowContext(presenter: presenter).coordinate(to: SignUp())
        #expect(result == .cancelled)
        #expect(terminal.output == "[Your name]\n> Ada\n[Choose a PIN]\nfour digits\n(hidden) > \n")
    }

    @Test("A tabbed home: the user switches to the second tab and leaves there, which ends the home")
    func tabbedHome() async throws {
        let terminal = MemoryTerminal()
        let presenter = TerminalPresenter(io: terminal, tabRoot: FlowPath(["Home"]), tabs: ["ICP", "Card"])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)
        let home = Tabs(
            name: "Home", tabs: [AnyCoordinator(TabFlow(name: "ICP")), AnyCoordinator(TabFlow(name: "Card"))])
        let ended = Task { try await context.coordinate(to: home) }
        try await presenter.waitUntilWaiting(tab: "Card")
        await terminal.waitUntilReading()
        terminal.feed("1")
        await terminal.waitUntilReading()
        terminal.feed(":card", "2")
        #expect(try await ended.value == "Card left")
        let output = terminal.output
        #expect(
            output.hasSuffix("> :card\nICP* | [Card]  (:icp :card to switch)\n[Card]\n  1. Stay\n  2. Leave\n> 2\n"))
        #expect(output.components(separatedBy: "[ICP]\n").count == 3)
        #expect(tracker.report().isClean)
    }
}
