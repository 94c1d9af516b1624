import BigInt
import Foundation

/// Decodes `Decodable` Swift values from Candid messages (mapping as ``CandidEncoder``).
///
/// The message is decoded at an expected type, with the spec's subtyping, when one is known:
/// the `as:` argument, a ``CandidTypeProviding`` conformance, or the type probed from the
/// `Decodable` shape; otherwise at its wire types. Enum cases are found by name when the type
/// names them, by id otherwise. Errors name the field and the coding path.
public struct CandidDecoder: Sendable {
    public var options: CandidDecodingOptions

    public init(options: CandidDecodingOptions = CandidDecodingOptions()) {
        self.options = options
    }

    /// Decodes the first argument of a message as `T`.
    public func decode<T: Decodable>(
        _ type: T.Type, from bytes: some Sequence<UInt8>, as expected: CandidType? = nil,
        environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws(CandidCodingError) -> T {
        let bytes = Array(bytes)
        let value: CandidValue
        do {
            if let expectedType = expected ?? TypeProbe.type(of: T.self) {
                value = try CandidBinary.decode(bytes, as: [expectedType], environment: environment, options: options)[
                    0]
            } else {
                guard let first = try CandidBinary.decode(bytes, options: options).values.first else {
                    throw CandidCodingError.missingField(field: "argument 0", path: "top level")
                }
                value = first
            }
        } catch let error as CandidDecodingError {
            throw .decoding(error)
        } catch let error as CandidCodingError {
            throw error
        } catch {
            throw .unsupported("\(error)", path: "top level")
        }
        return try decode(T.self, from: value)
    }

    /// Decodes a Swift value from a ``CandidValue``.
    public func decode<T: Decodable>(_ type: T.Type, from value: CandidValue) throws(CandidCodingError) -> T {
        do {
            return try DecodingSupport.decode(T.self, from: value, path: [])
        } catch let error as CandidCodingError {
            throw error
        } catch {
            throw .unsupported("\(error)", path: "top level")
        }
    }
}

/// An `Optional` whose payload the bridge can decode: how `opt v` becomes `.some` of v.
protocol CandidDecodableOptional {
    static func candidSome(_ payload: CandidValue, path: [any CodingKey]) throws -> Self
}

extension Optional: CandidDecodableOptional where Wrapped: Decodable {
    static func candidSome(_ payload: CandidValue, path: [any CodingKey]) throws -> Self {
        .some(try DecodingSupport.decode(Wrapped.self, from: payload, path: path))
    }
}

enum DecodingSupport {
    static func unwrapped(_ value: CandidValue) -> CandidValue {
        if case .opt(let inner?) = value { return unwrapped(inner) }
        return value
    }

    static func isNil(_ value: CandidValue) -> Bool {
        switch value {
        case .null, .reserved, .opt(nil): return true
        default: return false
        }
    }

    static func mismatch(_ expected: String, _ value: CandidValue, _ path: [any CodingKey]) -> CandidCodingError {
        .typeMismatch(expected: expected, found: CandidText.shortValue(value), path: CandidCodingError.pathText(path))
    }

    static func integer<T: FixedWidthInteger>(_: T.Type, _ value: CandidValue, _ path: [any CodingKey]) throws -> T {
        let result: T?
        switch unwrapped(value) {
        case .nat(let n): result = T(exactly: n)
        case .int(let n): result = T(exactly: n)
        case .nat8(let n): result = T(exactly: n)
        case .nat16(let n): result = T(exactly: n)
        case .nat32(let n): result = T(exactly: n)
        case .nat64(let n): result = T(exactly: n)
        case .int8(let n): result = T(exactly: n)
        case .int16(let n): result = T(exactly: n)
        case .int32(let n): result = T(exactly: n)
        case .int64(let n): result = T(exactly: n)
        default: throw mismatch("\(T.self)", value, path)
        }
        guard let result else { throw mismatch("a number that fits \(T.self)", value, path) }
        return result
    }

    static func decode<T: Decodable>(_: T.Type, from value: CandidValue, path: [any CodingKey]) throws -> T {
        // Scalars and vectors of scalars first, by metatype: see CodableFastPaths.swift. They
        // return nil for anything they would decode differently, and the code below reports it.
        if let scalar = fastScalar(T.self, value) { return scalar }
        if let vector = try fastVector(T.self, value, path) { return vector }
        if let optionalType = T.self as? any AnyOptional.Type {
            // A null is `nil` of any payload type.
            if isNil(value), let none = optionalType.empty as? T { return none }
            // `opt v` is `.some` of v: one level of `opt` for one level of `Optional`, so `opt
            // null` at `opt opt T` is `.some(nil)`. (Optional's own init(from:) would hand the
            // payload decoder the whole `opt (null)`, which it would then read as `nil`.)
            if case .opt(let inner?) = value, let optional = T.self as? any CandidDecodableOptional.Type,
                let some = try optional.candidSome(inner, path: path) as? T
            {
                return some
            }
            // Anything else (a value at an optional type that is not an `opt`) goes through
            // Optional's own init(from:).
            return try T(from: CodableValueDecoder(value: value, codingPath: path))
        }
        let plain = T.self is any CandidOptionWrapper.Type ? value : unwrapped(value)
        if T.self == CandidValue.self, let result = value as? T { return result }
        if let special = try special(T.self, plain, path) { return special }
        if let dictionaryType = T.self as? any CandidDecodableDictionary.Type {
            guard case .vec(let entries) = plain else { throw mismatch("vec record { key; value }", value, path) }
            if let result = try dictionaryType.candidDecode(entries, path: path) as? T { return result }
        }
        return try T(from: CodableValueDecoder(value: plain, codingPath: path))
    }

    static func special<T>(_: T.Type, _ value: CandidValue, _ path: [any CodingKey]) throws -> T? {
        func cast(_ result: Any) -> T? { result as? T }
        switch T.self {
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch("bool", value, path) }
            return cast(flag)
        case is String.Type:
            guard case .text(let text) = value else { throw mismatch("text", value, path) }
            return cast(text)
        case is Int.Type: return cast(try integer(Int.self, value, path))
        case is Int8.Type: return cast(try integer(Int8.self, value, path))
        case is Int16.Type: return cast(try integer(Int16.self, value, path))
        case is Int32.Type: return cast(try integer(Int32.self, value, path))
        case is Int64.Type: return cast(try integer(Int64.self, value, path))
        case is UInt.Type: return cast(try integer(UInt.self, value, path))
        case is UInt8.Type: return cast(try integer(UInt8.self, value, path))
        case is UInt16.Type: return cast(try integer(UInt16.self, value, path))
        case is UInt32.Type: return cast(try integer(UInt32.self, value, path))
        case is UInt64.Type: return cast(try integer(UInt64.self, value, path))
        case is Float.Type:
            switch value {
            case .float32(let number): return cast(number)
            case .float64(let number): return cast(Float(number))
            default: throw mismatch("float32", value, path)
            }
        case is Double.Type:
            switch value {
            case .float64(let number): return cast(number)
            case .float32(let number): return cast(Double(number))
            default: throw mismatch("float64", value, path)
            }
        case is BigInt.Type:
            switch value {
            case .int(let number): return cast(number)
            case .nat(let number): return cast(BigInt(number))
            default: return cast(BigInt(try integer(Int64.self, value, path)))
            }
        case is BigUInt.Type:
            switch value {
            case .nat(let number): return cast(number)
            case .int(let number) where number.sign == .plus || number.isZero: return cast(number.magnitude)
            default: return cast(BigUInt(try integer(UInt64.self, value, path)))
            }
        case is Data.Type, is [UInt8].Type:
            let bytes: [UInt8]
            switch value {
            case .blob(let blob): bytes = blob
            case .vec(let elements):
                var collected: [UInt8] = []
                for (index, element) in elements.enumerated() {
                    collected.append(try integer(UInt8.self, element, path + [CandidCodingKey(intValue: index)]))
                }
                bytes = collected
            default: throw mismatch("blob", value, path)
            }
            return T.self == Data.self ? cast(Data(bytes)) : cast(bytes)
        case is CandidPrincipal.Type:
            switch value {
            case .principal(let principal), .service(let principal): return cast(principal)
            default: throw mismatch("principal", value, path)
            }
        case is CandidFunctionReference.Type:
            guard case .function(let canister, let method) = value else { throw mismatch("func", value, path) }
            return cast(CandidFunctionReference(canister: canister, method: method))
        case is CandidNull.Type:
            guard case .null = value else { throw mismatch("null", value, path) }
            return cast(CandidNull())
        case is CandidReserved.Type:
            // Every type is a subtype of `reserved`: whatever is there is discarded.
            return cast(CandidReserved())
        default:
            return nil
        }
    }
}
