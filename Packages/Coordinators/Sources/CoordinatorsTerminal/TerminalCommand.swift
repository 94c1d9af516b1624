/// A line that is an instruction to the terminal rather than an answer: it starts with `:`, or
/// it is `b` on a menu.
enum TerminalCommand: Sendable, Equatable {
    /// `:back`, or `b` on a menu: leave the screen.
    case back
    /// `:help` or `:tabs`: list the commands.
    case help
    /// `:<name>`: a tab's name, or a mistake.
    case named(String)

    /// The command `line` stands for, or nil when it is an answer.
    init?(line: String, onMenu: Bool) {
        let word = line.trimmingWhitespace().lowercased()
        if onMenu && word == "b" {
            self = .back
            return
        }
        guard word.hasPrefix(":") else { return nil }
        switch word.dropFirst() {
        case "back": self = .back
        case "help", "tabs": self = .help
        case let name: self = .named(String(name))
        }
    }
}
