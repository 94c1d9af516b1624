/// `service { name : functype; ... }`; methods reference a function type, directly or by name.
public struct CandidServiceType: Sendable, Hashable {
    public var methods: [CandidMethod]

    public init(_ methods: [CandidMethod]) {
        self.methods = methods
    }
}
