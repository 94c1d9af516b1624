import Coordinators
import Testing

@Suite("TextPrompt checks the line with its validator")
struct TextPromptTests {
    let prompt = TextPrompt(id: "amount", title: "Amount", message: "in e8s") {
        Int($0) == nil ? "type a whole number" : nil
    }

    @Test("A valid line is the outcome; its form is a visible prompt")
    func valid() throws {
        #expect(try prompt.outcome(for: .text("12")) == "12")
        #expect(prompt.form == .prompt(title: "Amount", message: "in e8s", secret: false))
    }

    @Test("A refused line gives the validator's message")
    func refused() {
        #expect(throws: ScreenAnswerError("type a whole number")) { try prompt.outcome(for: .text("twelve")) }
        #expect(ScreenAnswerError("type a whole number").description == "type a whole number")
    }

    @Test("Without a validator every line is taken, the empty one too")
    func noValidator() throws {
        #expect(try TextPrompt(id: "t", title: "T").outcome(for: .text("")) == "")
    }

    @Test("Answers of another kind are refused as the wrong kind")
    func wrongKinds() {
        for answer: ScreenAnswer in [.choice(0), .confirmed(false), .acknowledged] {
            #expect(throws: ScreenAnswerError.wrongKind(answer, for: prompt.form)) { try prompt.outcome(for: answer) }
        }
    }
}
