/// A value the replica answered, with a short sentence saying what was checked before the wallet
/// believed it. There is no "verified" flag: an answer that failed a check is an error, never a
/// value, so holding one means its checks passed.
public struct ICPVerifiedAnswer<Value: Sendable>: Sendable {
    public let value: Value
    /// What was verified, for the screen: `verified: replica node signatures on the query, …`.
    public let verification: String

    public init(value: Value, verification: String) {
        self.value = value
        self.verification = verification
    }
}

extension ICPVerifiedAnswer: Equatable where Value: Equatable {}
