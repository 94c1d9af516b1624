/// One method of a service.
public struct CandidMethod: Sendable, Hashable {
    public var name: String
    /// A `.function` type or a `.named` reference to one.
    public var type: CandidType

    public init(_ name: String, _ type: CandidType) {
        self.name = name
        self.type = type
    }
}
