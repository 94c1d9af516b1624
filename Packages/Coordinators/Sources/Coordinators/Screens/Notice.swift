/// Something for the user to read and acknowledge.
public struct Notice: Screen {
    public let id: String
    public let title: String
    public let message: String

    public init(id: String, title: String, message: String) {
        self.id = id
        self.title = title
        self.message = message
    }

    public var form: ScreenForm {
        .notice(title: title, message: message)
    }

    public func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) {
        guard case .acknowledged = answer else { throw .wrongKind(answer, for: form) }
    }
}
