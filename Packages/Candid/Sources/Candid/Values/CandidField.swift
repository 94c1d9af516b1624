/// A record field or variant case value.
public struct CandidField: Sendable, Hashable {
    public var label: CandidLabel
    public var value: CandidValue

    public init(_ label: CandidLabel, _ value: CandidValue) {
        self.label = label
        self.value = value
    }
}
