import BigInt
import BigNum

extension CBOR {
    /// Any integer: major type 0 or 1 when it fits in 64 bits, otherwise a bignum (tag 2 or 3),
    /// which is RFC 8949's preferred serialisation for integers.
    public init<Integer: BinaryInteger>(_ value: Integer) {
        if let unsigned = UInt64(exactly: value) {
            self = .unsigned(unsigned)
        } else if value < 0, let negative = UInt64(exactly: ~value) {
            // ~value is −1 − value, which cannot overflow the way `-1 - value` can at T.min.
            self = .negative(negative)
        } else {
            self.init(bigInt: BigInt(value))
        }
    }

    /// A byte string.
    public init<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        self = .bytes(Array(bytes))
    }

    /// For a map, the value stored under `key`; for an array and an unsigned integer key, the
    /// item at that index; otherwise `nil`. Reads naturally along a path:
    /// `envelope["content"]?["arg"]`.
    public subscript(key: CBOR) -> CBOR? {
        switch self {
        case .map(let map):
            return map[key]
        case .array(let items):
            guard case .unsigned(let position) = key, position < UInt64(items.count) else { return nil }
            return items[Int(position)]
        default:
            return nil
        }
    }

    /// The integer as a fixed-width type, when it is one and fits (bignum tags included).
    public func integer<Integer: FixedWidthInteger>(as type: Integer.Type = Integer.self) -> Integer? {
        switch self {
        case .unsigned(let value):
            return Integer(exactly: value)
        case .negative(let value):
            // −1 − value; go through Int64 only when it cannot overflow.
            guard Integer.isSigned else { return nil }
            if value < UInt64(Int64.max) {
                return Integer(exactly: -1 - Int64(value))
            }
            return bigIntValue.flatMap { Integer(exactly: $0) }
        case .tagged(.positiveBignum, _), .tagged(.negativeBignum, _):
            return bigIntValue.flatMap { Integer(exactly: $0) }
        default:
            return nil
        }
    }

    /// The float of a `.float`.
    public var doubleValue: Double? {
        if case .float(let value) = self { return value }
        return nil
    }

    /// The bytes of a `.bytes`.
    public var bytesValue: [UInt8]? {
        if case .bytes(let value) = self { return value }
        return nil
    }

    /// The string of a `.text`.
    public var textValue: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The items of an `.array`.
    public var arrayValue: [CBOR]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries of a `.map`.
    public var mapValue: CBORMap? {
        if case .map(let value) = self { return value }
        return nil
    }

    /// The flag of a `.bool`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The tag of a `.tagged`.
    public var tag: CBORTag? {
        if case .tagged(let tag, _) = self { return tag }
        return nil
    }

    /// The content under all tags (the item itself when it is not tagged).
    public var untagged: CBOR {
        var value = self
        while case .tagged(_, let content) = value { value = content }
        return value
    }
}
