/// A tag number (major type 6). Any 64-bit number is allowed; the constants name the tags this
/// package gives meaning to and a few common ones, so code reads `.selfDescribeCBOR` not `55799`.
public struct CBORTag: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public init(integerLiteral value: UInt64) {
        self.rawValue = value
    }

    public static func < (lhs: CBORTag, rhs: CBORTag) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { String(rawValue) }

    /// 0: an RFC 3339 date/time text string (§3.4.1).
    public static let standardDateTime: CBORTag = 0
    /// 1: seconds since 1970-01-01T00:00Z as an integer or float (§3.4.2).
    public static let epochDateTime: CBORTag = 1
    /// 2: an unsigned bignum, big-endian bytes (§3.4.3).
    public static let positiveBignum: CBORTag = 2
    /// 3: a negative bignum, −1 − (big-endian bytes) (§3.4.3).
    public static let negativeBignum: CBORTag = 3
    /// 4: a decimal fraction `[exponent, mantissa]` (§3.4.4); kept as a plain tagged value.
    public static let decimalFraction: CBORTag = 4
    /// 5: a bigfloat `[exponent, mantissa]` (§3.4.4); kept as a plain tagged value.
    public static let bigfloat: CBORTag = 5
    /// 24: a byte string holding an encoded CBOR data item (§3.4.5.1).
    public static let embeddedCBOR: CBORTag = 24
    /// 32: a URI text string (§3.4.5.3).
    public static let uri: CBORTag = 32
    /// 55799: "this is CBOR" (§3.4.6). Its encoding starts with `d9 d9 f7`, which no other
    /// format begins with; it has no meaning of its own and the decoder strips it at the top.
    public static let selfDescribeCBOR: CBORTag = 55799
}
