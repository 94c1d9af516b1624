/// Ask for a secret (a PIN, a password): a presenter must not echo or log it.
///
/// The line is read and checked as a ``TextPrompt`` reads it; only the form (secret) and the
/// outcome's type (``SecretText``) differ.
public struct SecretPrompt: Screen {
    private let line: TextPrompt

    public init(
        id: String, title: String, message: String? = nil,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        line = TextPrompt(id: id, title: title, message: message, validate: validate)
    }

    public var id: String { line.id }
    public var title: String { line.title }
    public var message: String? { line.message }

    public var form: ScreenForm {
        .prompt(title: title, message: message, secret: true)
    }

    public func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) -> SecretText {
        guard case .text = answer else { throw .wrongKind(answer, for: form) }
        return SecretText(try line.outcome(for: answer))
    }
}

/// A secret the user typed. Printing it shows a placeholder, so it cannot end up in a log by
/// accident; read ``value`` where the secret is used.
public struct SecretText: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public var description: String { "<secret>" }
    public var debugDescription: String { "<secret>" }
}

extension SecretText: CustomReflectable {
    /// No children: `dump`, debuggers and test failure messages that walk a value's mirror see the
    /// placeholder, never the secret.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
