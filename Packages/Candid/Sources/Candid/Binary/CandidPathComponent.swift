/// One step on the way from an argument list to a value, used to say where decoding failed
/// (`argument 0 → field name → element 3`).
public enum CandidPathComponent: Sendable, Hashable, CustomStringConvertible {
    case argument(Int)
    case field(CandidLabel)
    case variantCase(CandidLabel)
    case element(Int)
    case optional

    public var description: String {
        switch self {
        case .argument(let index): return "argument \(index)"
        case .field(let label): return "field \(label)"
        case .variantCase(let label): return "case \(label)"
        case .element(let index): return "element \(index)"
        case .optional: return "opt"
        }
    }
}

extension Array where Element == CandidPathComponent {
    var pathDescription: String { isEmpty ? "top level" : map(\.description).joined(separator: " → ") }
}
