import Candid

extension CandidTextValue {
    /// The type this value has when it is read without an expected type (Candid's
    /// `CandidTextInference`, didc's defaults): numbers are `int` (or `float64` with a fraction)
    /// unless annotated, a vector takes its first element type that is not `null`, a variant the
    /// case it shows.
    ///
    /// `candid encode` without types encodes at this type; Candid's typed printer
    /// (`CandidText.valueText(_:as:in:)`) annotates exactly where it would differ from the
    /// type a value was printed at.
    public var inferredType: CandidType {
        switch self {
        case .integer: return CandidTextInference.integerLiteral
        case .float: return CandidTextInference.floatLiteral
        case .bool: return .bool
        case .null: return .null
        case .text: return .text
        case .blob: return .blob
        case .opt(let inner): return .opt(inner.inferredType)
        case .vec(let elements): return CandidTextInference.vector(elementTypes: elements.map(\.inferredType))
        case .record(let fields):
            return CandidTextInference.record(fields.map { CandidFieldType($0.label, $0.value.inferredType) })
        case .variant(let field):
            return CandidTextInference.variant(CandidFieldType(field.label, field.value.inferredType))
        case .principal: return .principal
        case .service: return CandidTextInference.serviceReference
        case .function: return CandidTextInference.functionReference
        case .annotated(_, let annotation): return annotation
        }
    }
}
