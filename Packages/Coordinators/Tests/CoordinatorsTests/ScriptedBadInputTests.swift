import Coordinators
import CoordinatorsTesting
import Testing

@Suite("Scripts that do not fit the flow's screens fail loudly")
struct ScriptedBadInputTests {
    let menu = Menu(id: "pick", title: "Pick", options: [.init("One", 1), .init("Two", 2)])

    @Test("A screen answered with the wrong kind of answer is answerRefused")
    func wrongKind() async throws {
        let presenter = ScriptedPresenter([.answer("pick", .text("One"))])
        let context = FlowContext(presenter: presenter)
        await #expect(
            throws: ScriptError.answerRefused(
                screen: "pick", answer: "text (3 characters)", reason: "text (3 characters) does not answer \"Pick\"")
        ) {
            try await context.present(menu)
        }
    }

    @Test("A menu index out of range, negative or Int.max, is refused without trapping")
    func outOfRange() async throws {
        let presenter = ScriptedPresenter([
            .answer("pick", .choice(-1)), .answer("pick", .choice(Int.max)), .answer("pick", .choice(2)),
        ])
        let context = FlowContext(presenter: presenter)
        await #expect(
            throws: ScriptError.answerRefused(
                screen: "pick", answer: "choice -1", reason: "there is no entry at index -1: the menu has 2")
        ) {
            try await context.present(menu)
        }
        await #expect(
            throws: ScriptError.answerRefused(
                screen: "pick", answer: "choice \(Int.max)",
                reason: "there is no entry at index \(Int.max): the menu has 2")
        ) {
            try await context.present(menu)
        }
        await #expect(throws: ScriptError.self) { try await context.present(menu) }
        // The transcript of such answers can be printed too.
        let lines = await presenter.transcript.text
        #expect(lines.contains("> 0"))
        #expect(lines.contains("> \(Int.max)"))
    }

    @Test("Choosing a label that is not on the menu is noSuchOption listing the menu's labels")
    func noSuchOption() async throws {
        let presenter = ScriptedPresenter([.choose("pick", "Three")])
        await #expect(throws: ScriptError.noSuchOption(screen: "pick", label: "Three", options: ["One", "Two"])) {
            try await FlowContext(presenter: presenter).present(menu)
        }
        #expect(
            ScriptError.noSuchOption(screen: "pick", label: "Three", options: ["One", "Two"]).description
                == "screen pick has no entry \"Three\" (it has \"One\", \"Two\")")
    }

    @Test("Choosing on a screen that is not a menu is noSuchOption with no labels")
    func chooseOnPrompt() async throws {
        let presenter = ScriptedPresenter([.choose("name", "Ada")])
        await #expect(throws: ScriptError.noSuchOption(screen: "name", label: "Ada", options: [])) {
            try await FlowContext(presenter: presenter).present(TextPrompt(id: "name", title: "Name"))
        }
    }

    @Test("A screen the script has no step for is unexpectedScreen with its path and form")
    func unexpectedScreen() async throws {
        struct Ask: Coordinator {
            func run(in context: FlowContext) async throws -> String {
                try await context.present(TextPrompt(id: "surprise", title: "Surprise", message: "hi")).value ?? ""
            }
        }
        let presenter = ScriptedPresenter([.answer("other", .acknowledged)])
        let observer = RecordingObserver()
        let expected = ScriptError.unexpectedScreen(
            screen: "surprise", path: FlowPath(["Ask"]), form: .prompt(title: "Surprise", message: "hi", secret: false))
        await #expect(throws: expected) {
            try await FlowContext(presenter: presenter, observer: observer).coordinate(to: Ask())
        }
        #expect(
            expected.description == "flow Ask showed screen surprise (\"Surprise\"), which the script does not answer")
        #expect(observer.endings["Ask"] == .failed(expected.description))
        #expect(await presenter.unusedSteps == ["other"])
    }

    @Test("A screen shown more often than the script answers it is unexpectedScreen the second time")
    func stepsUsedUp() async throws {
        let presenter = ScriptedPresenter([.answer("ok", .confirmed(false))])
        let context = FlowContext(presenter: presenter)
        let screen = Confirmation(id: "ok", title: "OK?", message: "sure?")
        #expect(try await context.present(screen) == .outcome(false))
        await #expect(throws: ScriptError.unexpectedScreen(screen: "ok", path: FlowPath(), form: screen.form)) {
            try await context.present(screen)
        }
    }

    @Test("A view model's inputs step on a plain screen gives its first answer, and none is unexpectedScreen")
    func inputsOnPlainScreen() async throws {
        let presenter = ScriptedPresenter([.inputs("ok", [.confirmed(true), .confirmed(false)]), .inputs("ok", [])])
        let context = FlowContext(presenter: presenter)
        let screen = Confirmation(id: "ok", title: "OK?", message: "")
        #expect(try await context.present(screen) == .outcome(true))
        await #expect(throws: ScriptError.unexpectedScreen(screen: "ok", path: FlowPath(), form: screen.form)) {
            try await context.present(screen)
        }
    }
}
