import Candid
import CandidParser

/// The type a value file is generated at: Candid's text inference (numbers are `int` unless
/// annotated, and so on), except for vectors. Text inference takes a vector's first element's
/// type, which would silently drop the fields and refuse the cases that later elements show;
/// here the elements' types are merged, so every element fits: a variant gathers every case
/// written, `null` and `opt T` meet at `opt T`, an empty vector fits any vector. Records must
/// agree on their fields (a field missing from one element has no value to generate).
enum ValueTypeInference {
    static func type(of value: CandidTextValue) throws(CandidCodegenError) -> CandidType {
        switch value {
        case .opt(let inner): return .opt(try type(of: inner))
        case .vec(let elements):
            var merged: CandidType? = nil
            for (index, element) in elements.enumerated() {
                let elementType = try type(of: element)
                guard let current = merged else {
                    merged = elementType
                    continue
                }
                guard let both = merge(current, elementType) else {
                    throw .unsupportedValue(
                        "element \(index) of a vector is a \(CandidText.typeText(elementType)), which does not fit the elements before it "
                            + "(\(CandidText.typeText(current)))")
                }
                merged = both
            }
            return .vec(merged ?? .empty)
        case .record(let fields):
            var types: [CandidFieldType] = []
            for field in fields { types.append(CandidFieldType(field.label, try type(of: field.value))) }
            return CandidTextInference.record(types)
        case .variant(let field):
            return CandidTextInference.variant(CandidFieldType(field.label, try type(of: field.value)))
        default:
            return value.inferredType
        }
    }

    /// The least type both `first` and `second` fit, if the rules above give one.
    static func merge(_ first: CandidType, _ second: CandidType) -> CandidType? {
        if first == second { return first }
        switch (first, second) {
        case (.null, .opt), (.vec(.empty), .vec): return second
        case (.opt, .null), (.vec, .vec(.empty)): return first
        case (.opt(let a), .opt(let b)): return merge(a, b).map(CandidType.opt)
        case (.vec(let a), .vec(let b)): return merge(a, b).map(CandidType.vec)
        case (.record(let a), .record(let b)):
            guard a.map(\.label.id) == b.map(\.label.id) else { return nil }
            var fields: [CandidFieldType] = []
            for (left, right) in zip(a, b) {
                guard let type = merge(left.type, right.type) else { return nil }
                fields.append(CandidFieldType(left.label, type))
            }
            return .record(fields)
        case (.variant(let a), .variant(let b)):
            var cases = a
            for item in b {
                if let index = cases.firstIndex(where: { $0.label.id == item.label.id }) {
                    guard let type = merge(cases[index].type, item.type) else { return nil }
                    cases[index] = CandidFieldType(cases[index].label, type)
                } else {
                    cases.append(item)
                }
            }
            return .variant(cases.sorted { $0.label.id < $1.label.id })
        default:
            return nil
        }
    }
}
