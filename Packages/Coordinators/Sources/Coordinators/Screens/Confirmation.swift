/// A yes-or-no question.
public struct Confirmation: Screen {
    public let id: String
    public let title: String
    public let message: String

    public init(id: String, title: String, message: String) {
        self.id = id
        self.title = title
        self.message = message
    }

    public var form: ScreenForm {
        .confirmation(title: title, message: message)
    }

    public func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) -> Bool {
        guard case .confirmed(let yes) = answer else { throw .wrongKind(answer, for: form) }
        return yes
    }
}
