import ByteTools

/// Candid's textual notation for values and types (`record { name = "x"; count = 3 : nat8 }`).
public enum CandidText {
    /// Words that must be quoted when used as field or method names.
    public static let keywords: Set<String> = [
        "type", "import", "opt", "vec", "record", "variant", "func", "service", "oneway", "query",
        "composite_query", "blob", "principal", "null", "bool", "nat", "int", "nat8", "nat16", "nat32",
        "nat64", "int8", "int16", "int32", "int64", "float32", "float64", "text", "reserved", "empty",
        "true", "false",
    ]

    /// Whether `name` can be written without quotes: `[A-Za-z_][A-Za-z0-9_]*` and not a keyword.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name) else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
        }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }

    static func quoteIfNeeded(_ name: String) -> String {
        isIdentifier(name) ? name : quoted(name)
    }

    /// `"…"` with Candid escapes; other characters are kept as they are.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "'": result += "\\'"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `blob "…"`: printable ASCII as itself, everything else as `\xx`.
    static func blob(_ bytes: [UInt8]) -> String {
        var result = Array("blob \"".utf8)
        result.reserveCapacity(bytes.count * 3 + 7)
        for byte in bytes {
            if byte >= 0x20, byte < 0x7f, byte != 0x22, byte != 0x5c, byte != 0x27 {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "\\"))
                Hex.append(byte, to: &result)
            }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    // MARK: Values

    /// An argument list: `(v1, v2)`.
    public static func arguments(_ values: [CandidValue]) -> String {
        "(" + values.map(valueText).joined(separator: ", ") + ")"
    }

    /// An argument list printed at its types: text that reads back, without types, as exactly
    /// these types, so `encode(parse(text))` gives the bytes `values` were decoded from (see
    /// ``valueText(_:as:in:)``).
    public static func arguments(
        _ values: [CandidValue], types: [CandidType], environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) -> String {
        let printer = TypedValuePrinter(environment: environment)
        let parts = values.enumerated().map { index, value in
            index < types.count ? printer.print(value, at: types[index]) : valueText(value)
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// The value at `type`, annotated exactly where its text alone would be read as another
    /// type (``CandidTextInference``): `127 : nat`, `null : opt int`, `vec {} : vec text`, a
    /// variant with all its cases. Messages of recursive types are the exception: Candid text
    /// has no inline recursive types, so such an annotation names the type instead.
    public static func valueText(
        _ value: CandidValue, as type: CandidType, in environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) -> String {
        TypedValuePrinter(environment: environment).print(value, at: type)
    }

    /// The value, with annotations on numbers whose literal alone would be read as `int` or
    /// `float64` (`3 : nat8`, `127 : nat`); `int` prints bare. Without a type, empty vectors,
    /// `null` options and variants print as themselves; ``valueText(_:as:in:)`` annotates those too.
    public static func valueText(_ value: CandidValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .nat(let number): return "\(number) : nat"
        case .int(let number): return number.description
        case .nat8(let number): return "\(number) : nat8"
        case .nat16(let number): return "\(number) : nat16"
        case .nat32(let number): return "\(number) : nat32"
        case .nat64(let number): return "\(number) : nat64"
        case .int8(let number): return "\(number) : int8"
        case .int16(let number): return "\(number) : int16"
        case .int32(let number): return "\(number) : int32"
        case .int64(let number): return "\(number) : int64"
        case .float32(let number): return "\(floatText(Double(number))) : float32"
        case .float64(let number): return "\(floatText(number)) : float64"
        case .text(let string): return quoted(string)
        case .reserved: return "null : reserved"
        case .principal(let principal): return "principal \(quoted(principal.description))"
        case .opt(nil): return "null"
        case .opt(let inner?):
            // `opt 5 : nat8` would annotate the option; the annotation belongs to the content.
            let text = valueText(inner)
            switch inner {
            case .nat, .nat8, .nat16, .nat32, .nat64, .int8, .int16, .int32, .int64, .float32, .float64, .reserved:
                return "opt (\(text))"
            default:
                return "opt \(text)"
            }
        case .vec(let elements):
            return elements.isEmpty ? "vec {}" : "vec { " + elements.map(valueText).joined(separator: "; ") + " }"
        case .blob(let bytes): return blob(bytes)
        case .numbers(let numbers): return valueText(.vec(numbers.elements))
        case .record(let fields):
            if fields.isEmpty { return "record {}" }
            let isTuple = fields.enumerated().allSatisfy { index, field in
                if case .unnamed(let id) = field.label, id == UInt32(index) { return true }
                return false
            }
            let parts = fields.map { isTuple ? valueText($0.value) : "\($0.label) = \(valueText($0.value))" }
            return "record { " + parts.joined(separator: "; ") + " }"
        case .variant(let field):
            if case .null = field.value { return "variant { \(field.label) }" }
            return "variant { \(field.label) = \(valueText(field.value)) }"
        case let .function(principal, method):
            return "func \(quoted(principal.description)).\(quoteIfNeeded(method))"
        case .service(let principal): return "service \(quoted(principal.description))"
        }
    }

    /// A float as text that parses back to the same bits, but for a NaN's payload (its sign is
    /// kept: `-nan`).
    static func floatText(_ number: Double) -> String {
        if number.isNaN { return number.sign == .minus ? "-nan" : "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        return number.description
    }

    /// A value cut to 60 characters, for error messages.
    static func shortValue(_ value: CandidValue) -> String {
        let text = valueText(value)
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    // MARK: Types

    /// The type as Candid text; `vec nat8` prints as `blob`.
    public static func typeText(_ type: CandidType) -> String {
        switch type {
        case .null: return "null"
        case .bool: return "bool"
        case .nat: return "nat"
        case .int: return "int"
        case .nat8: return "nat8"
        case .nat16: return "nat16"
        case .nat32: return "nat32"
        case .nat64: return "nat64"
        case .int8: return "int8"
        case .int16: return "int16"
        case .int32: return "int32"
        case .int64: return "int64"
        case .float32: return "float32"
        case .float64: return "float64"
        case .text: return "text"
        case .reserved: return "reserved"
        case .empty: return "empty"
        case .principal: return "principal"
        case .opt(let inner): return "opt \(typeText(inner))"
        case .vec(.nat8): return "blob"
        case .vec(let inner): return "vec \(typeText(inner))"
        case .record(let fields):
            if fields.isEmpty { return "record {}" }
            let isTuple = fields.enumerated().allSatisfy { index, field in
                if case .unnamed(let id) = field.label, id == UInt32(index) { return true }
                return false
            }
            let parts = fields.map { isTuple ? typeText($0.type) : "\($0.label) : \(typeText($0.type))" }
            return "record { " + parts.joined(separator: "; ") + " }"
        case .variant(let fields):
            if fields.isEmpty { return "variant {}" }
            let parts = fields.map { field in
                if case .null = field.type { return field.label.description }
                return "\(field.label) : \(typeText(field.type))"
            }
            return "variant { " + parts.joined(separator: "; ") + " }"
        case .function(let function): return "func " + functionText(function)
        case .service(let service): return serviceText(service)
        case .named(let name): return quoteIfNeeded(name)
        }
    }

    /// `(args) -> (results) modes`, the form methods take inside a service.
    public static func functionText(_ function: CandidFunctionType) -> String {
        var text = "(" + function.arguments.map(typeText).joined(separator: ", ") + ") -> ("
        text += function.results.map(typeText).joined(separator: ", ") + ")"
        for mode in function.modes { text += " \(mode)" }
        return text
    }

    static func serviceText(_ service: CandidServiceType) -> String {
        if service.methods.isEmpty { return "service {}" }
        let methods = service.methods.map { method -> String in
            if case .function(let function) = method.type {
                return "\(quoteIfNeeded(method.name)) : \(functionText(function))"
            }
            return "\(quoteIfNeeded(method.name)) : \(typeText(method.type))"
        }
        return "service { " + methods.joined(separator: "; ") + " }"
    }
}

extension CandidValue: CustomStringConvertible {
    public var description: String { CandidText.valueText(self) }
}

extension CandidType: CustomStringConvertible {
    public var description: String { CandidText.typeText(self) }
}
