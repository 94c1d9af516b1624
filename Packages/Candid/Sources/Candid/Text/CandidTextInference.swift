/// The type Candid text gives a value that carries no annotation and is read without expected
/// types, following didc: an integer literal is `int`, a literal with a fraction or exponent is
/// `float64`, `null` is `null`, a vector takes the type of its first element that is not
/// `null`, a record the types of its fields, a variant only the case it shows, `func` and
/// `service` references the empty signature.
///
/// One set of rules for both directions: the text parser's typeless encoding
/// (`CandidTextValue.inferredType` in CandidParser) builds types with it, and the typed printer
/// (``CandidText/valueText(_:as:in:)``) uses it to decide where an annotation is needed for the
/// text to read back as the type it was printed at.
public enum CandidTextInference {
    /// A number without a fraction or exponent.
    public static let integerLiteral = CandidType.int
    /// A number with a fraction or exponent.
    public static let floatLiteral = CandidType.float64

    /// `vec { … }`: the first element type that says more than `null`; `vec empty` when there
    /// are no elements.
    public static func vector(elementTypes: [CandidType]) -> CandidType {
        .vec(elementTypes.first { $0 != .null } ?? elementTypes.first ?? .empty)
    }

    /// `record { … }`: its fields, in label-id order as the wire format has them.
    public static func record(_ fields: [CandidFieldType]) -> CandidType {
        .record(fields.sorted { $0.label.id < $1.label.id })
    }

    /// `variant { l = v }`: the one case the text shows.
    public static func variant(_ field: CandidFieldType) -> CandidType {
        .variant([field])
    }

    /// `func "id".method`: nothing in the text says more than `func () -> ()`.
    public static let functionReference = CandidType.function(CandidFunctionType([], []))
    /// `service "id"`: nothing in the text says more than `service {}`.
    public static let serviceReference = CandidType.service(CandidServiceType([]))
}
