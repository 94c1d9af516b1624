import BigInt
import BigNum

/// Tags 2 and 3 (RFC 8949 §3.4.3): integers of any size as big-endian magnitudes.
extension CBOR {
    /// `value` in preferred serialisation: major type 0/1 when it fits in 64 bits, otherwise tag
    /// 2 (n) or 3 (−1 − n) over the shortest big-endian bytes of n.
    public init(bigInt value: BigInt) {
        self.init(bigInt: value, alwaysTagged: false)
    }

    /// `value` as in ``init(bigInt:)``, or always as tag 2/3 when `alwaysTagged` is set (RFC 8949
    /// §4.2.2 allows a protocol to choose that for every integer of a field).
    public init(bigInt value: BigInt, alwaysTagged: Bool) {
        if value.sign == .plus || value.isZero {
            let magnitude = value.magnitude
            if !alwaysTagged, let small = UInt64(exactly: magnitude) {
                self = .unsigned(small)
            } else {
                self = .tagged(.positiveBignum, .bytes(magnitude.minimalBytes()))
            }
        } else {
            let n = value.magnitude - 1
            if !alwaysTagged, let small = UInt64(exactly: n) {
                self = .negative(small)
            } else {
                self = .tagged(.negativeBignum, .bytes(n.minimalBytes()))
            }
        }
    }

    /// An unsigned integer of any size; see ``init(bigInt:)``.
    public init(bigUInt value: BigUInt, alwaysTagged: Bool = false) {
        self.init(bigInt: BigInt(value), alwaysTagged: alwaysTagged)
    }

    /// The integer of major type 0/1 or of a bignum tag over a byte string (leading zero bytes
    /// are accepted, as §3.4.3 requires); `nil` for anything else.
    public var bigIntValue: BigInt? {
        switch self {
        case .unsigned(let value):
            return BigInt(value)
        case .negative(let value):
            return -1 - BigInt(value)
        case .tagged(.positiveBignum, .bytes(let magnitude)):
            return BigInt(BigUInt(bytes: magnitude))
        case .tagged(.negativeBignum, .bytes(let magnitude)):
            return -1 - BigInt(BigUInt(bytes: magnitude))
        default:
            return nil
        }
    }

    /// ``bigIntValue`` when it is not negative.
    public var bigUIntValue: BigUInt? {
        guard let value = bigIntValue, value.sign == .plus || value.isZero else { return nil }
        return value.magnitude
    }
}
