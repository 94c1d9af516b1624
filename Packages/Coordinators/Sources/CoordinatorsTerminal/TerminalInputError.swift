/// Why a line read from a terminal cannot be used. The presenter shows the message and asks again.
public enum TerminalInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A line longer than `limit` bytes was typed or pasted; it was dropped whole, so a runaway
    /// paste cannot grow memory without bound.
    case lineTooLong(limit: Int)

    public var description: String {
        switch self {
        case .lineTooLong(let limit):
            return "that line is longer than \(limit) bytes and was ignored; type it again"
        }
    }
}
