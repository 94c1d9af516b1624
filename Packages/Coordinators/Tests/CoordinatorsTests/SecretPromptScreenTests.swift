import Coordinators
import Testing

@Suite("SecretPrompt keeps the secret out of every description")
struct SecretPromptTests {
    let prompt = SecretPrompt(id: "pin", title: "PIN") { $0.count == 4 ? nil : "the PIN has 4 digits" }

    @Test("A valid secret is the outcome, and its form asks for a secret")
    func valid() throws {
        #expect(try prompt.outcome(for: .text("1234")) == SecretText("1234"))
        #expect(try prompt.outcome(for: .text("1234")).value == "1234")
        #expect(prompt.form == .prompt(title: "PIN", message: nil, secret: true))
    }

    @Test("A refused secret gives the validator's message, which does not repeat the secret")
    func refused() {
        #expect(throws: ScreenAnswerError("the PIN has 4 digits")) { try prompt.outcome(for: .text("98765")) }
        #expect(throws: ScreenAnswerError.wrongKind(.choice(1), for: prompt.form)) {
            try prompt.outcome(for: .choice(1))
        }
    }

    @Test("Printing, interpolating or debug-printing SecretText never shows the secret")
    func descriptionHidesSecret() {
        let secret = SecretText("s3cr3t-pin")
        #expect(secret.description == "<secret>")
        #expect(secret.debugDescription == "<secret>")
        #expect("\(secret)" == "<secret>")
        #expect(String(describing: secret) == "<secret>")
        #expect(String(reflecting: secret) == "<secret>")
        #expect(!String(describing: [secret]).contains("s3cr3t"))
        #expect(!String(describing: Optional(secret)).contains("s3cr3t"))
    }

    @Test("Dumping SecretText or walking its mirror never shows the secret")
    func mirrorHidesSecret() {
        let secret = SecretText("s3cr3t-pin")
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains("s3cr3t"), "dump showed \(dumped)")
        #expect(Mirror(reflecting: secret).children.isEmpty)
        var nested = ""
        dump(["pin": secret], to: &nested)
        #expect(!nested.contains("s3cr3t"))
    }

    @Test("The description of a typed answer gives its length, never the text")
    func answerDescriptionHidesText() {
        #expect(ScreenAnswer.text("s3cr3t").description == "text (6 characters)")
        #expect(ScreenAnswer.choice(2).description == "choice 2")
        #expect(ScreenAnswer.confirmed(true).description == "yes")
        #expect(ScreenAnswer.confirmed(false).description == "no")
        #expect(ScreenAnswer.acknowledged.description == "acknowledged")
    }
}
