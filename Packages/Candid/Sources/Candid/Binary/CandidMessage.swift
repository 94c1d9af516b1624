/// A decoded message: values with the types they were decoded at.
public struct CandidMessage: Sendable, Hashable {
    public var values: [CandidValue]
    public var types: [CandidType]
    /// Definitions for the `.named` types in ``types``.
    public var environment: CandidTypeEnvironment
}
