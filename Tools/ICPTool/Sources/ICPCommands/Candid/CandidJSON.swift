import BigInt
import BigNum
import ByteTools
import Candid
import JSONValues

/// Candid values as JSON, for `icp call --output json` and scripts:
///
/// | Candid | JSON |
/// |---|---|
/// | `null`, `reserved` | `null` |
/// | `bool` | `true` / `false` |
/// | `nat8`…`nat32`, `int8`…`int32` | a number |
/// | `nat`, `int`, `nat64`, `int64` | a number when its magnitude is at most 2^53 − 1 (exact in every JSON reader), else a string of decimal digits |
/// | `float32`, `float64` | a number; `"NaN"`, `"Infinity"`, `"-Infinity"` as strings |
/// | `text` | a string |
/// | `blob` (`vec nat8`) | a string of lower-case hex |
/// | `vec T` | an array |
/// | `opt T` | `null`, or the value itself |
/// | `record` | an object keyed by field name (from the type, else the value), or by the decimal id when only the id is known; tuple fields are `"0"`, `"1"`, …; members in the order of the type's fields (CandidParser holds them by id), else by id |
/// | `variant` | `{ "Case": payload }`, payload `null` for a case without data |
/// | `principal`, `service` | the principal's text |
/// | `func` | `{ "principal": text, "method": name }` |
///
/// `opt opt T` cannot tell `null` from `opt null` in JSON; use `--output candid` where that matters.
public enum CandidJSON {
    /// The largest integer every JSON reader holds exactly (JavaScript's `Number.MAX_SAFE_INTEGER`).
    public static let maximumExactInteger: UInt64 = (1 << 53) - 1

    /// An argument or result list as a JSON array, one element per value.
    ///
    /// - Parameters:
    ///   - values: the decoded values.
    ///   - types: the types they were decoded at; field and case names come from them.
    ///   - environment: where the types' names resolve.
    public static func list(
        _ values: [CandidValue], types: [CandidType], environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) -> JSONValue {
        .array(
            values.enumerated().map { index, value in
                self.value(value, type: index < types.count ? types[index] : nil, environment: environment)
            })
    }

    /// One value as JSON; `type` (resolved in `environment`) supplies names the value lacks.
    public static func value(
        _ value: CandidValue, type: CandidType? = nil, environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) -> JSONValue {
        let resolved = type.flatMap { environment.resolve($0) }
        switch value {
        case .null, .reserved: return .null
        case .bool(let flag): return .bool(flag)
        case .nat8(let number): return .number(JSONNumber(number))
        case .nat16(let number): return .number(JSONNumber(number))
        case .nat32(let number): return .number(JSONNumber(number))
        case .int8(let number): return .number(JSONNumber(number))
        case .int16(let number): return .number(JSONNumber(number))
        case .int32(let number): return .number(JSONNumber(number))
        case .nat64(let number): return integer(number, exact: number <= maximumExactInteger)
        case .int64(let number): return integer(number, exact: number.magnitude <= maximumExactInteger)
        case .nat(let number): return integer(number, exact: number <= BigUInt(maximumExactInteger))
        case .int(let number):
            return integer(number, exact: number.magnitude <= BigUInt(maximumExactInteger))
        case .float32(let number):
            return float(number.isFinite ? number.description : nil, nan: number.isNaN, negative: number < 0)
        case .float64(let number):
            return float(number.isFinite ? number.description : nil, nan: number.isNaN, negative: number < 0)
        case .text(let text): return .string(text)
        case .principal(let principal), .service(let principal): return .string(principal.description)
        case .function(let principal, let method):
            return .object(["principal": .string(principal.description), "method": .string(method)])
        case .opt(let inner):
            guard let inner else { return .null }
            var innerType: CandidType?
            if case .opt(let type)? = resolved { innerType = type }
            return self.value(inner, type: innerType, environment: environment)
        case .blob(let bytes): return .string(Hex.encode(bytes))
        case .vec, .numbers:
            var elementType: CandidType?
            if case .vec(let type)? = resolved { elementType = type }
            let elements = value.vectorElements ?? []
            if let elementType, environment.resolve(elementType) == .nat8 {
                // A blob that arrived as separate values: still hex.
                let bytes = elements.compactMap { if case .nat8(let byte) = $0 { byte } else { nil } }
                if bytes.count == elements.count { return .string(Hex.encode(bytes)) }
            }
            return .array(elements.map { self.value($0, type: elementType, environment: environment) })
        case .record(let fields):
            var fieldTypes: [CandidFieldType] = []
            if case .record(let types)? = resolved { fieldTypes = types }
            // Fields in the order of the type's fields, then any the type does not know, by id as
            // on the wire. (CandidParser holds a .did file's fields by id, so today both are id order.)
            let position = Dictionary(fieldTypes.enumerated().map { ($1.label.id, $0) }) { first, _ in first }
            let ordered = fields.enumerated().sorted { a, b in
                (position[a.element.label.id] ?? Int.max, a.offset) < (
                    position[b.element.label.id] ?? Int.max, b.offset
                )
            }.map(\.element)
            return .object(
                JSONObject(
                    ordered.map { field in
                        let declared = position[field.label.id].map { fieldTypes[$0] }
                        return JSONMember(
                            key(field.label, declared: declared?.label),
                            self.value(field.value, type: declared?.type, environment: environment))
                    }))
        case .variant(let field):
            var caseTypes: [CandidFieldType] = []
            if case .variant(let types)? = resolved { caseTypes = types }
            let declared = caseTypes.first { $0.label.id == field.label.id }
            return .object([
                key(field.label, declared: declared?.label): self.value(
                    field.value, type: declared?.type, environment: environment)
            ])
        }
    }

    /// The key of a field: the declared name, else the value's name, else the decimal id.
    private static func key(_ label: CandidLabel, declared: CandidLabel?) -> String {
        declared?.name ?? label.name ?? String(label.id)
    }

    private static func integer<T: BinaryInteger>(_ number: T, exact: Bool) -> JSONValue {
        exact ? .number(JSONNumber(number)) : .string(String(number))
    }

    private static func float(_ literal: String?, nan: Bool, negative: Bool) -> JSONValue {
        // Swift writes finite floats as JSON number tokens (`1.5`, `1e-05`, `1e+20`); a text it
        // did not would still reach the user, as a string.
        if let literal { return JSONNumber(text: literal).map(JSONValue.number) ?? .string(literal) }
        return .string(nan ? "NaN" : negative ? "-Infinity" : "Infinity")
    }
}
