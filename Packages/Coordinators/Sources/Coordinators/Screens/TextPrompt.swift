/// Ask for a line of text, checked by `validate` (which returns why a line is refused, or nil).
public struct TextPrompt: Screen {
    public let id: String
    public let title: String
    public let message: String?
    private let validate: @Sendable (String) -> String?

    public init(
        id: String, title: String, message: String? = nil,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.validate = validate
    }

    public var form: ScreenForm {
        .prompt(title: title, message: message, secret: false)
    }

    public func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) -> String {
        guard case .text(let text) = answer else { throw .wrongKind(answer, for: form) }
        if let refusal = validate(text) { throw ScreenAnswerError(refusal) }
        return text
    }
}
