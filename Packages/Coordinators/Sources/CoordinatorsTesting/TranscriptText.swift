import Coordinators

extension TranscriptEntry {
    /// The entry as a person at a terminal would have seen it: a screen's title and body, the
    /// answer typed after `>` (a secret as dots), a status in brackets. Lines are indented by the
    /// flow's depth so nested flows read as nested.
    public var lines: [String] {
        switch self {
        case .shown(_, let path, let form):
            let indent = Self.indent(path)
            switch form {
            case .menu(let title, let message, let options):
                return [indent + "[\(title)]"] + (message.map { [indent + $0] } ?? [])
                    + options.enumerated().map { indent + "  \($0.offset + 1). \($0.element)" }
            case .prompt(let title, let message, _):
                return [indent + "[\(title)]"] + (message.map { [indent + $0] } ?? [])
            case .confirmation(let title, let message), .notice(let title, let message):
                return [indent + "[\(title)]"] + (message.isEmpty ? [] : [indent + message])
            }
        case .answered(_, let path, let answer):
            let typed: String
            switch answer {
            case .choice(let index): typed = index < Int.max ? String(index + 1) : String(index)
            case .text(let text): typed = text
            case .confirmed(let yes): typed = yes ? "yes" : "no"
            case .acknowledged: typed = "(enter)"
            }
            return [Self.indent(path) + "> " + typed]
        case .dismissed(_, let path):
            return [Self.indent(path) + "> (back)"]
        case .status(let status, let path):
            switch status {
            case .working(let message): return [Self.indent(path) + "… \(message)"]
            case .done: return []
            case .note(let message): return [Self.indent(path) + "· \(message)"]
            }
        }
    }

    private static func indent(_ path: FlowPath) -> String {
        String(repeating: "  ", count: max(0, path.components.count - 1))
    }
}

extension Array where Element == TranscriptEntry {
    /// Every entry's ``TranscriptEntry/lines``, in order; secret answers are shown as four dots (whatever their length) when
    /// the screen asked for a secret.
    public var text: [String] {
        var secretScreens: Set<String> = []
        var lines: [String] = []
        for entry in self {
            switch entry {
            case .shown(let screen, _, .prompt(_, _, true)):
                secretScreens.insert(screen)
                lines += entry.lines
            case .answered(let screen, let path, .text(let secret)) where secretScreens.contains(screen):
                lines +=
                    TranscriptEntry.answered(screen: screen, path: path, answer: .text(secret.isEmpty ? "" : "••••"))
                    .lines
            default:
                lines += entry.lines
            }
        }
        return lines
    }
}
