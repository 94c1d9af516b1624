import Coordinators
import CoordinatorsTesting
import Testing

@Suite("A transcript reads as a terminal would have shown it")
struct TranscriptTextTests {
    @Test("Menus list numbered entries, answers follow a >, nested flows are indented")
    func menuAndNesting() {
        let root = FlowPath(["App"])
        let child = FlowPath(["App", "Send"])
        let entries: [TranscriptEntry] = [
            .shown(
                screen: "home", path: root, form: .menu(title: "Home", message: "pick one", options: ["Send", "Quit"])),
            .answered(screen: "home", path: root, answer: .choice(0)),
            .shown(screen: "to", path: child, form: .prompt(title: "To", message: nil, secret: false)),
            .answered(screen: "to", path: child, answer: .text("alice")),
            .status(.working("Sending"), path: child),
            .status(.done, path: child),
            .shown(screen: "sent", path: child, form: .notice(title: "Sent", message: "")),
            .answered(screen: "sent", path: child, answer: .acknowledged),
            .shown(screen: "again", path: child, form: .confirmation(title: "Again?", message: "one more")),
            .dismissed(screen: "again", path: child),
        ]
        #expect(
            entries.text == [
                "[Home]", "pick one", "  1. Send", "  2. Quit",
                "> 1",
                "  [To]",
                "  > alice",
                "  … Sending",
                "  [Sent]",
                "  > (enter)",
                "  [Again?]", "  one more",
                "  > (back)",
            ])
    }

    @Test("A secret answer is shown as four dots whatever its length, and an empty one as nothing")
    func secretsHidden() {
        let path = FlowPath(["Unlock"])
        let entries: [TranscriptEntry] = [
            .shown(screen: "pin", path: path, form: .prompt(title: "PIN", message: nil, secret: true)),
            .answered(screen: "pin", path: path, answer: .text("123456789")),
            .answered(screen: "pin", path: path, answer: .text("")),
        ]
        #expect(entries.text == ["[PIN]", "> ••••", "> "])
        #expect(!entries.text.joined().contains("123"))
        // A single entry on its own does not know the screen was secret.
        #expect(entries[1].lines == ["> 123456789"])
    }

    @Test("Yes, no and extreme menu indices print without trapping")
    func answers() {
        let path = FlowPath()
        #expect(TranscriptEntry.answered(screen: "c", path: path, answer: .confirmed(true)).lines == ["> yes"])
        #expect(TranscriptEntry.answered(screen: "c", path: path, answer: .confirmed(false)).lines == ["> no"])
        #expect(TranscriptEntry.answered(screen: "m", path: path, answer: .choice(Int.max)).lines == ["> \(Int.max)"])
        #expect(TranscriptEntry.answered(screen: "m", path: path, answer: .choice(-1)).lines == ["> 0"])
        #expect(TranscriptEntry.status(.note("hello"), path: FlowPath(["A", "B", "C"])).lines == ["    · hello"])
    }
}
