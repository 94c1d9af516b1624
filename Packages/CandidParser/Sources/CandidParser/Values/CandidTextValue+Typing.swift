import Candid

extension CandidTextValue {
    /// The typed value this text denotes at `type`: numbers are checked against the range of
    /// their type, missing `opt`/`null`/`reserved` record fields become null, extra fields are
    /// dropped, `vec` of `nat8` becomes a blob.
    public func typed(as type: CandidType, in environment: CandidTypeEnvironment = CandidTypeEnvironment())
        throws(CandidTypingError) -> CandidValue
    {
        var path: [String] = []
        return try Self.typed(self, type, environment, &path, depth: 0)
    }

    /// Types an argument list; missing trailing arguments of `opt`/`null`/`reserved` type become null.
    public static func typed(
        _ values: [CandidTextValue], as types: [CandidType],
        in environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws(CandidTypingError) -> [CandidValue] {
        var result: [CandidValue] = []
        for (index, type) in types.enumerated() {
            var path = ["argument \(index)"]
            if index < values.count {
                result.append(try typed(values[index], type, environment, &path, depth: 0))
            } else if let value = defaultValue(type, environment) {
                result.append(value)
            } else {
                throw CandidTypingError(path: path, message: "missing argument of type \(type)")
            }
        }
        return result
    }

    static func defaultValue(_ type: CandidType, _ environment: CandidTypeEnvironment) -> CandidValue? {
        switch environment.resolve(type) {
        case .null: return .null
        case .reserved: return .reserved
        case .opt: return .opt(nil)
        default: return nil
        }
    }

    private static func typed(
        _ value: CandidTextValue, _ type: CandidType, _ environment: CandidTypeEnvironment, _ path: inout [String],
        depth: Int
    ) throws(CandidTypingError) -> CandidValue {
        func fail(_ message: String) -> CandidTypingError { CandidTypingError(path: path, message: message) }
        guard depth < 512 else { throw fail("value nested too deeply") }
        guard let resolved = environment.resolve(type) else { throw fail("type \(type) is not defined") }
        if case .annotated(let inner, let annotation) = value {
            // Check the value against its own annotation first, then against the expected type.
            _ = try typed(inner, annotation, environment, &path, depth: depth + 1)
            return try typed(inner, resolved, environment, &path, depth: depth + 1)
        }
        func integer<T: FixedWidthInteger>(_ make: (T) -> CandidValue) throws(CandidTypingError) -> CandidValue {
            guard case .integer(let number) = value else {
                throw fail("expected a number for \(resolved), found \(value.kind)")
            }
            guard let fitted = T(exactly: number) else { throw fail("\(number) is out of range for \(resolved)") }
            return make(fitted)
        }
        switch resolved {
        case .reserved: return .reserved
        case .empty: throw fail("type empty has no values")
        case .null:
            guard case .null = value else { throw fail("expected null, found \(value.kind)") }
            return .null
        case .bool:
            guard case .bool(let flag) = value else { throw fail("expected a bool, found \(value.kind)") }
            return .bool(flag)
        case .nat:
            guard case .integer(let number) = value, number.sign == .plus || number.isZero else {
                throw fail("expected a nat, found \(value.kind)")
            }
            return .nat(number.magnitude)
        case .int:
            guard case .integer(let number) = value else { throw fail("expected an int, found \(value.kind)") }
            return .int(number)
        case .nat8: return try integer { (n: UInt8) in .nat8(n) }
        case .nat16: return try integer { (n: UInt16) in .nat16(n) }
        case .nat32: return try integer { (n: UInt32) in .nat32(n) }
        case .nat64: return try integer { (n: UInt64) in .nat64(n) }
        case .int8: return try integer { (n: Int8) in .int8(n) }
        case .int16: return try integer { (n: Int16) in .int16(n) }
        case .int32: return try integer { (n: Int32) in .int32(n) }
        case .int64: return try integer { (n: Int64) in .int64(n) }
        case .float32, .float64:
            let number: Double
            switch value {
            case .float(let float): number = float
            case .integer(let integer):
                guard let converted = Double(exactly: integer) ?? Double(integer.description) else {
                    throw fail("\(integer) is not a float")
                }
                number = converted
            default: throw fail("expected a float, found \(value.kind)")
            }
            if case .float32 = resolved { return .float32(Float(number)) }
            return .float64(number)
        case .text:
            guard case .text(let string) = value else { throw fail("expected text, found \(value.kind)") }
            return .text(string)
        case .principal:
            switch value {
            case .principal(let principal), .service(let principal): return .principal(principal)
            default: throw fail("expected a principal, found \(value.kind)")
            }
        case .opt(let inner):
            switch value {
            case .null: return .opt(nil)
            case .opt(let some):
                path.append("opt")
                defer { path.removeLast() }
                return .opt(try typed(some, inner, environment, &path, depth: depth + 1))
            default:
                guard defaultValue(inner, environment) == nil else {
                    throw fail("expected an option for \(resolved), found \(value.kind)")
                }
                return .opt(try typed(value, inner, environment, &path, depth: depth + 1))
            }
        case .vec(let element):
            let isBytes: Bool
            if case .nat8 = environment.resolve(element) { isBytes = true } else { isBytes = false }
            switch value {
            case .blob(let bytes) where isBytes: return .blob(bytes)
            case .vec(let items):
                var result: [CandidValue] = []
                for (index, item) in items.enumerated() {
                    path.append("element \(index)")
                    result.append(try typed(item, element, environment, &path, depth: depth + 1))
                    path.removeLast()
                }
                if isBytes {
                    return .blob(result.map { if case .nat8(let byte) = $0 { return byte } else { return 0 } })
                }
                return .vec(result)
            default: throw fail("expected a vector for \(resolved), found \(value.kind)")
            }
        case .record(let fields):
            guard case .record(let given) = value else { throw fail("expected a record, found \(value.kind)") }
            var result: [CandidField] = []
            for field in fields {
                path.append("field \(field.label)")
                if let match = given.first(where: { $0.label.id == field.label.id }) {
                    result.append(
                        CandidField(
                            field.label, try typed(match.value, field.type, environment, &path, depth: depth + 1)))
                } else if let missing = defaultValue(field.type, environment) {
                    result.append(CandidField(field.label, missing))
                } else {
                    throw fail("missing field of type \(field.type)")
                }
                path.removeLast()
            }
            return .record(sorting: result)
        case .variant(let cases):
            guard case .variant(let chosen) = value else { throw fail("expected a variant, found \(value.kind)") }
            guard let match = cases.first(where: { $0.label.id == chosen.label.id }) else {
                throw fail("variant has no case \(chosen.label)")
            }
            path.append("case \(match.label)")
            defer { path.removeLast() }
            return .variant(
                CandidField(match.label, try typed(chosen.value, match.type, environment, &path, depth: depth + 1)))
        case .function:
            guard case .function(let principal, let method) = value else {
                throw fail("expected a function reference, found \(value.kind)")
            }
            return .function(principal, method: method)
        case .service:
            guard case .service(let principal) = value else {
                throw fail("expected a service reference, found \(value.kind)")
            }
            return .service(principal)
        case .named(let name):
            throw fail("type \(name) is not defined")
        }
    }

    /// What kind of literal this is, for error messages.
    var kind: String {
        switch self {
        case .integer(let number): return "number \(number)"
        case .float(let number): return "number \(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .text: return "text"
        case .blob: return "blob"
        case .opt: return "opt value"
        case .vec: return "vec value"
        case .record: return "record value"
        case .variant: return "variant value"
        case .principal: return "principal"
        case .service: return "service reference"
        case .function: return "function reference"
        case .annotated(let inner, _): return inner.kind
        }
    }
}
