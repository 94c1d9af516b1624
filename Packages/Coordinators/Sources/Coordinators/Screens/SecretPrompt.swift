/// Ask for a secret (a PIN, a password): a presenter must not echo or log it.
public struct SecretPrompt: Screen {
    public let id: String
    public let title: String
    public let message: String?
    private let validate: @Sendable (String) -> String?

    public init(id: String, title: String, message: String? = nil, validate: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.id = id
        self.title = title
        self.message = message
        self.validate = validate
    }

    public var form: ScreenForm {
        .prompt(title: title, message: message, secret: true)
    }

    public func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) -> SecretText {
        guard case .text(let text) = answer else { throw .wrongKind(answer, for: form) }
        if let refusal = validate(text) { throw ScreenAnswerError(refusal) }
        return SecretText(text)
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
