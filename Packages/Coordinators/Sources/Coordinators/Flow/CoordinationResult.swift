/// The end of a flow the user can abandon: its value, or `.cancelled` when the user went back.
public enum CoordinationResult<Value: Sendable>: Sendable {
    case completed(Value)
    case cancelled

    /// The value, or nil when the flow was cancelled.
    public var value: Value? {
        if case .completed(let value) = self { return value }
        return nil
    }

    /// The same ending with the value transformed.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> CoordinationResult<Other> {
        switch self {
        case .completed(let value): return .completed(try transform(value))
        case .cancelled: return .cancelled
        }
    }
}

extension CoordinationResult: Equatable where Value: Equatable {}
