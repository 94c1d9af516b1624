import Coordinators
import CoordinatorsTesting
import Testing

@Suite("ScriptedPresenter plays the user from a script")
struct ScriptedPresenterTests {
    let name = TextPrompt(id: "name", title: "Name")
    let ok = Confirmation(id: "ok", title: "OK?", message: "Sure?")

    @Test("After a run that used every step, unusedSteps is empty")
    func exactRun() async throws {
        let presenter = ScriptedPresenter([.answer("name", .text("Ada")), .answer("ok", .confirmed(true))])
        let context = FlowContext(presenter: presenter)
        #expect(try await context.present(name) == .outcome("Ada"))
        #expect(try await context.present(ok) == .outcome(true))
        #expect(await presenter.unusedSteps.isEmpty)
    }

    @Test("Steps left over are listed by screen id, sorted by id, once per step")
    func leftoverSteps() async throws {
        let presenter = ScriptedPresenter([
            .answer("ok", .confirmed(true)), .answer("name", .text("A")), .answer("ok", .confirmed(false)),
            .dismiss("name"),
        ])
        #expect(await presenter.unusedSteps == ["name", "name", "ok", "ok"])
        _ = try await FlowContext(presenter: presenter).present(ok)
        #expect(await presenter.unusedSteps == ["name", "name", "ok"])
    }

    @Test("Each screen's steps are used in order, whatever order the screens come in")
    func perScreenOrder() async throws {
        let presenter = ScriptedPresenter([
            .answer("name", .text("first")), .answer("ok", .confirmed(true)), .answer("name", .text("second")),
        ])
        let context = FlowContext(presenter: presenter)
        #expect(try await context.present(ok) == .outcome(true))
        #expect(try await context.present(name) == .outcome("first"))
        #expect(try await context.present(name) == .outcome("second"))
    }

    @Test("With repeats, a screen's steps start over once used up, and nothing counts as unused")
    func repeats() async throws {
        let presenter = ScriptedPresenter(
            [.answer("name", .text("one")), .answer("name", .text("two"))], repeats: true)
        let context = FlowContext(presenter: presenter)
        var answers: [String] = []
        for _ in 0..<5 {
            answers.append(try await context.present(name).value ?? "")
        }
        #expect(answers == ["one", "two", "one", "two", "one"])
        #expect(await presenter.unusedSteps.isEmpty)
        // A screen with no steps at all is still unexpected.
        await #expect(throws: ScriptError.self) { try await context.present(ok) }
    }

    @Test("answer(with:) hands the closure the form as shown")
    func answerWithSeesForm() async throws {
        let menu = Menu(
            id: "pick", title: "Pick", message: "choose the last",
            options: [.init("A", 1), .init("B", 2), .init("C", 3)])
        let presenter = ScriptedPresenter([
            .answer("pick") { form in
                guard case .menu(_, let message, let options) = form, message == "choose the last" else {
                    return .acknowledged
                }
                return .choice(options.count - 1)
            }
        ])
        #expect(try await FlowContext(presenter: presenter).present(menu) == .outcome(3))
        #expect(await presenter.transcript.last == .answered(screen: "pick", path: FlowPath(), answer: .choice(2)))
    }

    @Test("choose picks the entry with the label")
    func choose() async throws {
        let menu = Menu(id: "pick", title: "Pick", options: [.init("A", 1), .init("B", 2)])
        let presenter = ScriptedPresenter([.choose("pick", "B")])
        #expect(try await FlowContext(presenter: presenter).present(menu) == .outcome(2))
    }

    @Test("Appended steps join the end of their screen's queue")
    func append() async throws {
        let presenter = ScriptedPresenter([.answer("name", .text("first"))])
        await presenter.append([.answer("name", .text("later")), .answer("ok", .confirmed(false))])
        let context = FlowContext(presenter: presenter)
        #expect(try await context.present(name) == .outcome("first"))
        #expect(try await context.present(name) == .outcome("later"))
        #expect(await presenter.unusedSteps == ["ok"])
    }

    @Test(
        "Without recordsTranscript nothing is kept; with it, shown, answered, dismissed and statuses are kept in order")
    func transcriptRecording() async throws {
        let quiet = ScriptedPresenter([.answer("name", .text("x"))], recordsTranscript: false)
        _ = try await FlowContext(presenter: quiet).present(name)
        await FlowContext(presenter: quiet).note("hi")
        #expect(await quiet.transcript.isEmpty)

        let loud = ScriptedPresenter([.answer("name", .text("x")), .dismiss("ok")])
        let context = FlowContext(presenter: loud)
        _ = try await context.present(name)
        _ = try await context.present(ok)
        await context.note("hi")
        #expect(
            await loud.transcript == [
                .shown(screen: "name", path: FlowPath(), form: name.form),
                .answered(screen: "name", path: FlowPath(), answer: .text("x")),
                .shown(screen: "ok", path: FlowPath(), form: ok.form),
                .dismissed(screen: "ok", path: FlowPath()),
                .status(.note("hi"), path: FlowPath()),
            ])
    }

    @Test("A refused answer is answerRefused with the screen's reason, after the answer is in the transcript")
    func refusedAnswer() async throws {
        let prompt = TextPrompt(id: "amount", title: "Amount") { Int($0) == nil ? "type a number" : nil }
        let presenter = ScriptedPresenter([.answer("amount", .text("ten"))])
        await #expect(
            throws: ScriptError.answerRefused(screen: "amount", answer: "text (3 characters)", reason: "type a number")
        ) {
            try await FlowContext(presenter: presenter).present(prompt)
        }
        #expect(await presenter.transcript.count == 2)
        #expect(
            ScriptError.answerRefused(screen: "amount", answer: "text (3 characters)", reason: "type a number")
                .description
                == "screen amount refused the scripted text (3 characters): type a number")
    }

    @Test("A step knows the screen it answers")
    func stepScreen() {
        #expect(ScriptStep.answer("a", .acknowledged).screen == "a")
        #expect(ScriptStep.choose("b", "x").screen == "b")
        #expect(ScriptStep.dismiss("c").screen == "c")
        #expect(ScriptStep.inputs("d", []).screen == "d")
        #expect(ScriptStep.answer("e") { _ in .acknowledged }.screen == "e")
    }
}
