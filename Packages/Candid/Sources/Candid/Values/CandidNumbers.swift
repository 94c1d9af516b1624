/// A `vec` of a fixed-width number type held as one array of its numbers, as
/// ``CandidValue/blob(_:)`` holds a `vec nat8`: decoding a `vec nat64` of 10,000 numbers gives
/// one 80 kB array instead of 10,000 values, which is what makes bulk decoding run at memory
/// speed. Values compare equal to the same numbers written as ``CandidValue/vec(_:)``.
public enum CandidNumbers: Sendable, Hashable {
    case nat16([UInt16]), nat32([UInt32]), nat64([UInt64])
    case int8([Int8]), int16([Int16]), int32([Int32]), int64([Int64])
    case float32([Float]), float64([Double])

    /// How many numbers there are.
    public var count: Int {
        switch self {
        case .nat16(let numbers): return numbers.count
        case .nat32(let numbers): return numbers.count
        case .nat64(let numbers): return numbers.count
        case .int8(let numbers): return numbers.count
        case .int16(let numbers): return numbers.count
        case .int32(let numbers): return numbers.count
        case .int64(let numbers): return numbers.count
        case .float32(let numbers): return numbers.count
        case .float64(let numbers): return numbers.count
        }
    }

    /// The element type (`nat64` for ``nat64(_:)``…).
    public var elementType: CandidType {
        switch self {
        case .nat16: return .nat16
        case .nat32: return .nat32
        case .nat64: return .nat64
        case .int8: return .int8
        case .int16: return .int16
        case .int32: return .int32
        case .int64: return .int64
        case .float32: return .float32
        case .float64: return .float64
        }
    }

    /// The numbers one value each, as ``CandidValue/vec(_:)`` would hold them.
    public var elements: [CandidValue] {
        switch self {
        case .nat16(let numbers): return numbers.map(CandidValue.nat16)
        case .nat32(let numbers): return numbers.map(CandidValue.nat32)
        case .nat64(let numbers): return numbers.map(CandidValue.nat64)
        case .int8(let numbers): return numbers.map(CandidValue.int8)
        case .int16(let numbers): return numbers.map(CandidValue.int16)
        case .int32(let numbers): return numbers.map(CandidValue.int32)
        case .int64(let numbers): return numbers.map(CandidValue.int64)
        case .float32(let numbers): return numbers.map(CandidValue.float32)
        case .float64(let numbers): return numbers.map(CandidValue.float64)
        }
    }

    /// The compact form of `elements` when they are all numbers of one fixed-width type (and
    /// there is at least one, so the type is known); nil otherwise.
    public init?(_ elements: [CandidValue]) {
        guard let first = elements.first else { return nil }
        func all<T>(_ extract: (CandidValue) -> T?) -> [T]? {
            var numbers: [T] = []
            numbers.reserveCapacity(elements.count)
            for element in elements {
                guard let number = extract(element) else { return nil }
                numbers.append(number)
            }
            return numbers
        }
        let result: CandidNumbers?
        switch first {
        case .nat16: result = all { if case .nat16(let n) = $0 { n } else { nil } }.map(CandidNumbers.nat16)
        case .nat32: result = all { if case .nat32(let n) = $0 { n } else { nil } }.map(CandidNumbers.nat32)
        case .nat64: result = all { if case .nat64(let n) = $0 { n } else { nil } }.map(CandidNumbers.nat64)
        case .int8: result = all { if case .int8(let n) = $0 { n } else { nil } }.map(CandidNumbers.int8)
        case .int16: result = all { if case .int16(let n) = $0 { n } else { nil } }.map(CandidNumbers.int16)
        case .int32: result = all { if case .int32(let n) = $0 { n } else { nil } }.map(CandidNumbers.int32)
        case .int64: result = all { if case .int64(let n) = $0 { n } else { nil } }.map(CandidNumbers.int64)
        case .float32: result = all { if case .float32(let n) = $0 { n } else { nil } }.map(CandidNumbers.float32)
        case .float64: result = all { if case .float64(let n) = $0 { n } else { nil } }.map(CandidNumbers.float64)
        default: result = nil
        }
        guard let result else { return nil }
        self = result
    }
}
