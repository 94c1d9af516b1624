import Candid

/// `service name : (init args) -> { … }` or `service : ServiceType`.
public struct CandidActor: Sendable, Hashable {
    public var name: String?
    /// The arguments of a service class (`service : (nat) -> { … }`); nil for a plain service.
    public var initArguments: [CandidType]?
    /// A `.service` type or a `.named` reference to one.
    public var type: CandidType

    public init(name: String? = nil, initArguments: [CandidType]? = nil, type: CandidType) {
        self.name = name
        self.initArguments = initArguments
        self.type = type
    }
}
