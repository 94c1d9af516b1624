import Coordinators

/// Screens and paths the tests share.
enum Fixtures {
    static let root = FlowPath(["App"])
    static let home = FlowPath(["App", "Home"])
    static let icpPath = home.appending("ICP")
    static let cardPath = home.appending("Card")

    static let letters = Menu(
        id: "letters", title: "Letters", message: "pick one",
        options: [.init("Alpha", "a"), .init("Beta", "b"), .init("Gamma", "c")])

    static let lettersDrawn = "[Letters]\npick one\n  1. Alpha\n  2. Beta\n  3. Gamma\n> "

    static func menu(_ title: String, _ options: [String]) -> Menu<String> {
        Menu(id: title.lowercased(), title: title, options: options.map { .init($0, $0) })
    }
}
