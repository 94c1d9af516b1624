import BigInt
import BigNum
import Foundation

// Shortcuts for the values messages are mostly made of: scalars and vectors of scalars.
//
// The general Codable path pays, per value, an `as? any AnyOptional` cast, a chain of failing
// dynamic casts, a coding path and an `Encoder`/`Decoder` round trip; for a `vec nat64` of
// 10,000 elements that was nearly all the time. These shortcuts recognise a type by comparing
// metatypes (a pointer comparison each) and then do only the conversion. They must produce
// exactly what the general path produces, so each one either mirrors `EncodingSupport.special`
// / `DecodingSupport.special` case for case or, whenever it is unsure (an empty vector, a value
// of another shape, a value that does not fit), returns nil and leaves the work to the general
// path, which also builds the error and its coding path. `CodableFastPathTests` checks both.

/// `value` as `U` when `T` is exactly `U`. Only a metatype comparison: no dynamic cast, and no
/// match for subclasses or bridged types (those keep taking the general path).
@inline(__always)
private func exactly<T, U>(_ value: T, _: U.Type) -> U? {
    T.self == U.self ? unsafeBitCast(value, to: U.self) : nil
}

/// An optional of one concrete type as another that `T` is exactly equal to.
@inline(__always)
private func exactly<A, B>(_ value: A?, as _: B.Type) -> B? {
    guard let value else { return nil }
    return exactly(value, B.self)
}

extension EncodingSupport {
    /// The value and type of a scalar (the types `special` knows), or nil for any other type.
    static func fastScalar<T>(_ value: T) -> (CandidValue, CandidType)? {
        if let v = exactly(value, UInt64.self) { return (.nat64(v), .nat64) }
        if let v = exactly(value, Int64.self) { return (.int64(v), .int64) }
        if let v = exactly(value, Int.self) { return (.int64(Int64(v)), .int64) }
        if let v = exactly(value, UInt.self) { return (.nat64(UInt64(v)), .nat64) }
        if let v = exactly(value, String.self) { return (.text(v), .text) }
        if let v = exactly(value, Bool.self) { return (.bool(v), .bool) }
        if let v = exactly(value, UInt32.self) { return (.nat32(v), .nat32) }
        if let v = exactly(value, UInt16.self) { return (.nat16(v), .nat16) }
        if let v = exactly(value, UInt8.self) { return (.nat8(v), .nat8) }
        if let v = exactly(value, Int32.self) { return (.int32(v), .int32) }
        if let v = exactly(value, Int16.self) { return (.int16(v), .int16) }
        if let v = exactly(value, Int8.self) { return (.int8(v), .int8) }
        if let v = exactly(value, Double.self) { return (.float64(v), .float64) }
        if let v = exactly(value, Float.self) { return (.float32(v), .float32) }
        if let v = exactly(value, Data.self) { return (.blob(Array(v)), .blob) }
        if let v = exactly(value, [UInt8].self) { return (.blob(v), .blob) }
        if let v = exactly(value, BigUInt.self) { return (.nat(v), .nat) }
        if let v = exactly(value, BigInt.self) { return (.int(v), .int) }
        if let v = exactly(value, CandidPrincipal.self) { return (.principal(v), .principal) }
        if let v = exactly(value, CandidValue.self) { return (v, v.inferredType) }
        return nil
    }

    /// A non-empty vector of scalars, converted in one loop; nil for any other type and for
    /// empty vectors (whose element type the general path finds by probing).
    static func fastVector<T>(_ value: T) -> (CandidValue, CandidType)? {
        let result: (CandidValue, CandidType)?
        // Numbers of a fixed width become one compact vector: the array as it is, no value per element.
        if let v = exactly(value, [UInt64].self) {
            result = numbers(v, .nat64(v))
        } else if let v = exactly(value, [Int64].self) {
            result = numbers(v, .int64(v))
        } else if let v = exactly(value, [Int].self) {
            result = numbers(v, .int64(v.map(Int64.init)))
        } else if let v = exactly(value, [UInt].self) {
            result = numbers(v, .nat64(v.map(UInt64.init)))
        } else if let v = exactly(value, [String].self) {
            result = vector(v, .text, CandidValue.text)
        } else if let v = exactly(value, [Bool].self) {
            result = vector(v, .bool, CandidValue.bool)
        } else if let v = exactly(value, [UInt32].self) {
            result = numbers(v, .nat32(v))
        } else if let v = exactly(value, [UInt16].self) {
            result = numbers(v, .nat16(v))
        } else if let v = exactly(value, [Int32].self) {
            result = numbers(v, .int32(v))
        } else if let v = exactly(value, [Int16].self) {
            result = numbers(v, .int16(v))
        } else if let v = exactly(value, [Int8].self) {
            result = numbers(v, .int8(v))
        } else if let v = exactly(value, [Double].self) {
            result = numbers(v, .float64(v))
        } else if let v = exactly(value, [Float].self) {
            result = numbers(v, .float32(v))
        } else {
            return nil
        }
        // As in the general path, a conformance of the array type itself has the last word.
        if let result, let provided = (T.self as? any CandidTypeProviding.Type)?.candidType {
            return (result.0, provided)
        }
        return result
    }

    private static func numbers<E>(_ elements: [E], _ numbers: @autoclosure () -> CandidNumbers) -> (
        CandidValue, CandidType
    )? {
        if elements.isEmpty { return nil }
        let compact = numbers()
        return (.numbers(compact), .vec(compact.elementType))
    }

    private static func vector<E>(_ elements: [E], _ elementType: CandidType, _ make: (E) -> CandidValue) -> (
        CandidValue, CandidType
    )? {
        if elements.isEmpty { return nil }
        var values: [CandidValue] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(make(element)) }
        return (.vec(values), .vec(elementType))
    }
}

extension DecodingSupport {
    /// A scalar decoded as `special` would decode it, or nil for any other type and for any
    /// value `special` would reject (the general path then reports it).
    static func fastScalar<T>(_: T.Type, _ value: CandidValue) -> T? {
        if T.self == UInt64.self { return fastInteger(UInt64.self, value) as? T }
        if T.self == Int64.self { return fastInteger(Int64.self, value) as? T }
        if T.self == Int.self { return fastInteger(Int.self, value) as? T }
        if T.self == UInt.self { return fastInteger(UInt.self, value) as? T }
        if T.self == String.self { return fastText(value) as? T }
        if T.self == Bool.self { return fastBool(value) as? T }
        if T.self == UInt32.self { return fastInteger(UInt32.self, value) as? T }
        if T.self == UInt16.self { return fastInteger(UInt16.self, value) as? T }
        if T.self == UInt8.self { return fastInteger(UInt8.self, value) as? T }
        if T.self == Int32.self { return fastInteger(Int32.self, value) as? T }
        if T.self == Int16.self { return fastInteger(Int16.self, value) as? T }
        if T.self == Int8.self { return fastInteger(Int8.self, value) as? T }
        if T.self == Double.self { return fastDouble(value) as? T }
        if T.self == Float.self { return fastFloat(value) as? T }
        return nil
    }

    /// A vector of scalars decoded element by element without a `Decoder` or a coding path per
    /// element; nil for any other type or shape, and the general path takes over.
    static func fastVector<T>(_: T.Type, _ value: CandidValue, _ path: [any CodingKey]) throws -> T? {
        if case .numbers(let numbers) = unwrapped(value), let array = sameNumbers(T.self, numbers) { return array }
        if T.self == [UInt64].self { return try vector(value, path) { fastInteger(UInt64.self, $0) } as? T }
        if T.self == [Int64].self { return try vector(value, path) { fastInteger(Int64.self, $0) } as? T }
        if T.self == [Int].self { return try vector(value, path) { fastInteger(Int.self, $0) } as? T }
        if T.self == [UInt].self { return try vector(value, path) { fastInteger(UInt.self, $0) } as? T }
        if T.self == [String].self { return try vector(value, path, fastText) as? T }
        if T.self == [Bool].self { return try vector(value, path, fastBool) as? T }
        if T.self == [UInt32].self { return try vector(value, path) { fastInteger(UInt32.self, $0) } as? T }
        if T.self == [UInt16].self { return try vector(value, path) { fastInteger(UInt16.self, $0) } as? T }
        if T.self == [Int32].self { return try vector(value, path) { fastInteger(Int32.self, $0) } as? T }
        if T.self == [Int16].self { return try vector(value, path) { fastInteger(Int16.self, $0) } as? T }
        if T.self == [Int8].self { return try vector(value, path) { fastInteger(Int8.self, $0) } as? T }
        if T.self == [Double].self { return try vector(value, path, fastDouble) as? T }
        if T.self == [Float].self { return try vector(value, path, fastFloat) as? T }
        return nil
    }

    /// The elements of a `vec` (as `Array.init(from:)` reads them through the unkeyed
    /// container); an element the shortcut cannot convert goes through the general path with
    /// its full coding path, which either converts it the same way or throws the usual error.
    @inline(__always)
    private static func vector<E: Decodable>(
        _ value: CandidValue, _ path: [any CodingKey], _ convert: (CandidValue) -> E?
    ) throws -> [E]? {
        let elements: [CandidValue]
        switch unwrapped(value) {
        case .vec(let list): elements = list
        case .numbers(let numbers): elements = numbers.elements
        default: return nil
        }
        var result: [E] = []
        result.reserveCapacity(elements.count)
        // By index, not `enumerated()`: the elements are borrowed in place instead of copied.
        for index in elements.indices {
            if let converted = convert(elements[index]) {
                result.append(converted)
            } else {
                result.append(
                    try decode(E.self, from: elements[index], path: path + [CandidCodingKey(intValue: index)]))
            }
        }
        return result
    }

    /// A compact vector handed over as it is when `T` is exactly the array type it holds (a
    /// `vec nat64` decoded as `[UInt64]`): no conversion at all. Nil otherwise.
    private static func sameNumbers<T>(_: T.Type, _ numbers: CandidNumbers) -> T? {
        switch numbers {
        case .nat64(let array): return exactly(array, T.self)
        case .int64(let array): return exactly(array, T.self)
        case .nat32(let array): return exactly(array, T.self)
        case .int32(let array): return exactly(array, T.self)
        case .nat16(let array): return exactly(array, T.self)
        case .int16(let array): return exactly(array, T.self)
        case .int8(let array): return exactly(array, T.self)
        case .float64(let array): return exactly(array, T.self)
        case .float32(let array): return exactly(array, T.self)
        }
    }

    /// `integer` without the error: nil where `integer` would throw.
    @inline(__always)
    static func fastInteger<T: FixedWidthInteger>(_: T.Type, _ value: CandidValue) -> T? {
        switch value {
        case .nat64(let n): return T(exactly: n)
        case .int64(let n): return T(exactly: n)
        case .nat32(let n): return T(exactly: n)
        case .int32(let n): return T(exactly: n)
        case .nat16(let n): return T(exactly: n)
        case .int16(let n): return T(exactly: n)
        case .nat8(let n): return T(exactly: n)
        case .int8(let n): return T(exactly: n)
        case .nat(let n): return T(exactly: n)
        case .int(let n): return T(exactly: n)
        case .opt(let inner?): return optionalInteger(T.self, inner)
        default: return nil
        }
    }

    /// The recursive case apart, so that `fastInteger` itself can be inlined into vector loops.
    @inline(never)
    private static func optionalInteger<T: FixedWidthInteger>(_: T.Type, _ inner: CandidValue) -> T? {
        fastInteger(T.self, unwrapped(inner))
    }

    static func fastText(_ value: CandidValue) -> String? {
        if case .text(let text) = unwrapped(value) { return text }
        return nil
    }

    static func fastBool(_ value: CandidValue) -> Bool? {
        if case .bool(let flag) = unwrapped(value) { return flag }
        return nil
    }

    static func fastDouble(_ value: CandidValue) -> Double? {
        switch unwrapped(value) {
        case .float64(let number): return number
        case .float32(let number): return Double(number)
        default: return nil
        }
    }

    static func fastFloat(_ value: CandidValue) -> Float? {
        switch unwrapped(value) {
        case .float32(let number): return number
        case .float64(let number): return Float(number)
        default: return nil
        }
    }
}
