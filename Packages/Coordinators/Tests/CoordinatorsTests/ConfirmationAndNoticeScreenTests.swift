import Coordinators
import Testing

@Suite("Confirmation and Notice")
struct ConfirmationAndNoticeTests {
    @Test("A confirmation's outcome is the yes or no given")
    func confirmation() throws {
        let screen = Confirmation(id: "c", title: "Delete?", message: "This cannot be undone")
        #expect(screen.form == .confirmation(title: "Delete?", message: "This cannot be undone"))
        #expect(try screen.outcome(for: .confirmed(true)) == true)
        #expect(try screen.outcome(for: .confirmed(false)) == false)
        for answer: ScreenAnswer in [.choice(0), .text("yes"), .acknowledged] {
            #expect(throws: ScreenAnswerError.wrongKind(answer, for: screen.form)) { try screen.outcome(for: answer) }
        }
    }

    @Test("A notice takes only an acknowledgement")
    func notice() throws {
        let screen = Notice(id: "n", title: "Done", message: "Sent")
        #expect(screen.form == .notice(title: "Done", message: "Sent"))
        #expect(screen.form.title == "Done")
        try screen.outcome(for: .acknowledged)
        for answer: ScreenAnswer in [.choice(0), .text(""), .confirmed(true)] {
            #expect(throws: ScreenAnswerError.wrongKind(answer, for: screen.form)) { try screen.outcome(for: answer) }
        }
    }
}
