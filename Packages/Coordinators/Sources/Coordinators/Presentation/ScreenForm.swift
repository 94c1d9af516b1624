/// What a screen shows and what kind of answer it takes, free of any UI toolkit: a terminal
/// draws it as lines and a prompt, a test script answers it, an app maps it to its views.
public enum ScreenForm: Sendable, Equatable {
    /// A list to choose one entry from; answered with ``ScreenAnswer/choice(_:)``.
    case menu(title: String, message: String?, options: [String])
    /// A line of text; `secret` text must not be echoed or logged. Answered with
    /// ``ScreenAnswer/text(_:)``.
    case prompt(title: String, message: String?, secret: Bool)
    /// A yes-or-no question; answered with ``ScreenAnswer/confirmed(_:)``.
    case confirmation(title: String, message: String)
    /// Something to read; answered with ``ScreenAnswer/acknowledged``.
    case notice(title: String, message: String)

    /// The heading every form has.
    public var title: String {
        switch self {
        case .menu(let title, _, _), .prompt(let title, _, _), .confirmation(let title, _), .notice(let title, _):
            return title
        }
    }
}

/// What the user gave a screen.
public enum ScreenAnswer: Sendable, Equatable, CustomStringConvertible {
    /// The index of the chosen menu entry.
    case choice(Int)
    /// A line of text (for a secret prompt, the secret: never print the answer).
    case text(String)
    case confirmed(Bool)
    case acknowledged

    /// Describes the answer without the text itself, which may be a secret.
    public var description: String {
        switch self {
        case .choice(let index): return "choice \(index)"
        case .text(let text): return "text (\(text.count) characters)"
        case .confirmed(let yes): return yes ? "yes" : "no"
        case .acknowledged: return "acknowledged"
        }
    }
}

/// Why an answer does not fit its screen. A presenter shows ``message`` and asks again.
public struct ScreenAnswerError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// An answer of another kind than the form takes (text for a menu, say).
    public static func wrongKind(_ answer: ScreenAnswer, for form: ScreenForm) -> ScreenAnswerError {
        ScreenAnswerError("\(answer) does not answer \"\(form.title)\"")
    }

    public var description: String { message }
}
