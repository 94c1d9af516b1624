import Candid
import CandidParser

/// The type `candid encode` gives a textual value that has no type from `--types` or a `.did`
/// file, with didc's defaults: numbers are `int` (or `float64` with a fraction), unless
/// annotated (`1 : nat8`).
enum InferredTextType {
    static func type(of value: CandidTextValue) -> CandidType {
        switch value {
        case .integer: return .int
        case .float: return .float64
        case .bool: return .bool
        case .null: return .null
        case .text: return .text
        case .blob: return .blob
        case .opt(let inner): return .opt(type(of: inner))
        case .vec(let elements):
            // A leading `null` says nothing about the element type (`vec { null; opt 1 }`):
            // take the first element that does, and let typing check the others against it.
            let types = elements.lazy.map(type(of:))
            return .vec(types.first { $0 != .null } ?? types.first ?? .empty)
        case .record(let fields):
            return .record(fields.map { CandidFieldType($0.label, type(of: $0.value)) }.sorted { $0.label.id < $1.label.id })
        case .variant(let field): return .variant([CandidFieldType(field.label, type(of: field.value))])
        case .principal: return .principal
        case .service: return .service(CandidServiceType([]))
        // Without a type the method's signature is unknown; `func () -> ()` is what the value itself says.
        case .function: return .function(CandidFunctionType([], []))
        case .annotated(_, let annotation): return annotation
        }
    }
}
