/// Why a textual value does not fit a type; names the path to the value.
public struct CandidTypingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: [String]
    public var message: String

    public var description: String {
        (path.isEmpty ? "" : path.joined(separator: " → ") + ": ") + message
    }
}
