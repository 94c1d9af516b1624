extension CandidValue {
    /// The most natural type of the value: vectors take the type of their first element
    /// (`vec empty` when empty), `null` options become `opt empty`, numbers keep their width.
    public var inferredType: CandidType {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .nat: return .nat
        case .int: return .int
        case .nat8: return .nat8
        case .nat16: return .nat16
        case .nat32: return .nat32
        case .nat64: return .nat64
        case .int8: return .int8
        case .int16: return .int16
        case .int32: return .int32
        case .int64: return .int64
        case .float32: return .float32
        case .float64: return .float64
        case .text: return .text
        case .reserved: return .reserved
        case .principal: return .principal
        case .opt(let inner): return .opt(inner?.inferredType ?? .empty)
        case .vec(let elements): return .vec(elements.first?.inferredType ?? .empty)
        case .blob: return .blob
        case .numbers(let numbers): return .vec(numbers.elementType)
        case .record(let fields): return .record(fields.map { CandidFieldType($0.label, $0.value.inferredType) })
        case .variant(let field): return .variant([CandidFieldType(field.label, field.value.inferredType)])
        case .function: return .function(CandidFunctionType([], []))
        case .service: return .service(CandidServiceType([]))
        }
    }
}
