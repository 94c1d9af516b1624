/// Choose one of several entries; the outcome is the chosen entry's value.
public struct Menu<Choice: Sendable>: Screen {
    public struct Option: Sendable {
        public let label: String
        public let value: Choice

        public init(_ label: String, _ value: Choice) {
            self.label = label
            self.value = value
        }
    }

    public let id: String
    public let title: String
    public let message: String?
    public let options: [Option]

    public init(id: String, title: String, message: String? = nil, options: [Option]) {
        self.id = id
        self.title = title
        self.message = message
        self.options = options
    }

    public var form: ScreenForm {
        .menu(title: title, message: message, options: options.map(\.label))
    }

    public func outcome(for answer: ScreenAnswer) throws(ScreenAnswerError) -> Choice {
        guard case .choice(let index) = answer else { throw .wrongKind(answer, for: form) }
        guard options.indices.contains(index) else {
            throw ScreenAnswerError("there is no entry at index \(index): the menu has \(options.count)")
        }
        return options[index].value
    }
}
