/// `func (args) -> (results) annotations`.
public struct CandidFunctionType: Sendable, Hashable {
    public var arguments: [CandidType]
    public var results: [CandidType]
    public var modes: [CandidFunctionMode]

    public init(_ arguments: [CandidType], _ results: [CandidType], modes: [CandidFunctionMode] = []) {
        self.arguments = arguments
        self.results = results
        self.modes = modes
    }
}
