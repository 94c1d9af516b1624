import Candid

/// A field of a textual record or variant.
public struct CandidTextField: Sendable, Hashable {
    public var label: CandidLabel
    public var value: CandidTextValue

    public init(_ label: CandidLabel, _ value: CandidTextValue) {
        self.label = label
        self.value = value
    }
}
