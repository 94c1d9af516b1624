/// One disagreement found by `workspace check`: where it is and what to change.
public struct Finding: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Path relative to the repository root.
    public let file: String
    public let message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
