import Coordinators
import Testing

@Suite("Menu turns a choice into its entry's value")
struct MenuTests {
    let menu = Menu(
        id: "m", title: "Send", message: "what to send", options: [.init("ICP", "icp"), .init("Cycles", "cycles")])

    @Test("Its form lists the labels, and a valid index gives that entry's value")
    func validChoice() throws {
        #expect(menu.form == .menu(title: "Send", message: "what to send", options: ["ICP", "Cycles"]))
        #expect(menu.form.title == "Send")
        #expect(try menu.outcome(for: .choice(0)) == "icp")
        #expect(try menu.outcome(for: .choice(1)) == "cycles")
    }

    @Test("An index out of range, negative or Int.max or just past the end, is refused without trapping")
    func outOfRange() {
        for index in [-1, Int.min, 2, Int.max] {
            #expect(throws: ScreenAnswerError("there is no entry at index \(index): the menu has 2")) {
                try menu.outcome(for: .choice(index))
            }
        }
        let empty = Menu<Int>(id: "e", title: "Empty", options: [])
        #expect(throws: ScreenAnswerError("there is no entry at index 0: the menu has 0")) {
            try empty.outcome(for: .choice(0))
        }
    }

    @Test("Answers of another kind are refused as the wrong kind")
    func wrongKinds() {
        for answer: ScreenAnswer in [.text("ICP"), .confirmed(true), .acknowledged] {
            #expect(throws: ScreenAnswerError.wrongKind(answer, for: menu.form)) { try menu.outcome(for: answer) }
        }
        #expect(ScreenAnswerError.wrongKind(.confirmed(true), for: menu.form).message == "yes does not answer \"Send\"")
    }
}
