/// A decoded message: values with the types they were decoded at.
public struct CandidMessage: Sendable, Hashable {
    public var values: [CandidValue]
    public var types: [CandidType]
    /// Definitions for the `.named` types in ``types``.
    public var environment: CandidTypeEnvironment

    public init(
        values: [CandidValue], types: [CandidType], environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) {
        self.values = values
        self.types = types
        self.environment = environment
    }
}

extension CandidMessage: CustomStringConvertible {
    /// The values as Candid text at their types: reading the text back without types and
    /// encoding it gives the message's bytes (``CandidText/arguments(_:types:environment:)``).
    public var description: String {
        CandidText.arguments(values, types: types, environment: environment)
    }
}
