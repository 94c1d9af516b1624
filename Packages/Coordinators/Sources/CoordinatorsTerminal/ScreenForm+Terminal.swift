import Coordinators

extension ScreenForm {
    /// The form's lines as a terminal shows them, before the prompt. A confirmation is one line
    /// that its prompt ends.
    var terminalBody: String {
        switch self {
        case .menu(let title, let message, let options):
            let entries = options.enumerated().map { "  \($0.offset + 1). \($0.element)\n" }.joined()
            return "[\(title)]\n" + Self.line(message) + entries
        case .prompt(let title, let message, _):
            return "[\(title)]\n" + Self.line(message)
        case .confirmation(let title, let message):
            return message.isEmpty ? "[\(title)] " : "[\(title)] \(message) "
        case .notice(let title, let message):
            return "[\(title)]\n" + Self.line(message)
        }
    }

    /// What the cursor waits after; written again each time the question is asked again.
    var terminalPrompt: String {
        switch self {
        case .menu: return "> "
        case .prompt(_, _, let secret): return secret ? "(hidden) > " : "> "
        case .confirmation: return "(y/n) > "
        case .notice: return "(press Enter) "
        }
    }

    /// Whether the answer must be read without echo.
    var isSecret: Bool {
        if case .prompt(_, _, true) = self { return true }
        return false
    }

    /// The answer a line stands for, or why it stands for none. Commands (`:back`, `b`) are
    /// recognised before this is asked.
    func answer(for line: String) -> Result<ScreenAnswer, ScreenAnswerError> {
        let word = line.trimmingWhitespace().lowercased()
        switch self {
        case .menu(_, _, let options):
            guard !options.isEmpty else {
                return .failure(ScreenAnswerError("this menu has no entries; type :back to leave it"))
            }
            let range = options.count == 1 ? "1" : "a number from 1 to \(options.count)"
            guard let number = Int(word) else {
                return .failure(ScreenAnswerError("type \(range) to choose, or b to go back"))
            }
            guard (1...options.count).contains(number) else {
                return .failure(ScreenAnswerError("there is no entry \(number); type \(range)"))
            }
            return .success(.choice(number - 1))
        case .prompt:
            // Text as typed: the screen's validator decides what is acceptable, spaces included.
            return .success(.text(line))
        case .confirmation:
            switch word {
            case "y", "yes": return .success(.confirmed(true))
            case "n", "no": return .success(.confirmed(false))
            default: return .failure(ScreenAnswerError("answer y or n"))
            }
        case .notice:
            return .success(.acknowledged)
        }
    }

    private static func line(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return text + "\n"
    }
}
