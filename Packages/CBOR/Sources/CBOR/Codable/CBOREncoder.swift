#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Encodes any `Encodable` value to CBOR.
///
/// Structs and classes become maps, arrays and sets become arrays, optionals that are `nil`
/// are left out by `encodeIfPresent` (synthesised conformances) or written as `null`.
/// Some types get their natural CBOR form rather than their generic `Codable` one: `Data` and
/// `[UInt8]` are byte strings, `Date` follows ``dateEncodingStrategy``, `BigInt` and `BigUInt`
/// are integers or bignum tags 2/3, `URL` is text, and a ``CBOR`` value is written as it is.
///
/// A struct, so one configured encoder can be shared across tasks.
public struct CBOREncoder: Sendable {
    /// Deterministic encoding, self-describe tag, depth limit.
    public var options: CBOREncodingOptions
    public var dateEncodingStrategy: DateEncodingStrategy
    public var keyEncodingStrategy: KeyEncodingStrategy
    /// Write a coding key's `intValue`, when it has one, as an integer map key instead of its
    /// `stringValue` (COSE-style maps and `enum CodingKeys: Int`).
    public var usesIntegerKeys: Bool
    public var byteArrayEncodingStrategy: ByteArrayEncodingStrategy
    public var bigIntegerEncodingStrategy: BigIntegerEncodingStrategy
    /// Passed to `encode(to:)` implementations as `encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(
        options: CBOREncodingOptions = .default,
        dateEncodingStrategy: DateEncodingStrategy = .epochDateTime,
        keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys,
        usesIntegerKeys: Bool = false,
        byteArrayEncodingStrategy: ByteArrayEncodingStrategy = .byteString,
        bigIntegerEncodingStrategy: BigIntegerEncodingStrategy = .preferred,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) {
        self.options = options
        self.dateEncodingStrategy = dateEncodingStrategy
        self.keyEncodingStrategy = keyEncodingStrategy
        self.usesIntegerKeys = usesIntegerKeys
        self.byteArrayEncodingStrategy = byteArrayEncodingStrategy
        self.bigIntegerEncodingStrategy = bigIntegerEncodingStrategy
        self.userInfo = userInfo
    }

    /// The encoded bytes.
    ///
    /// - Throws: `EncodingError` for values `Codable` cannot express (a date outside RFC 3339's
    ///   years, a top-level value that encodes nothing); ``CBOREncodingError`` for nesting deeper
    ///   than the limit or, when deterministic, two equal keys in one map.
    public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let node = try EncoderImplementation.topLevelNode(for: value, context: EncodingContext(self))
        var buffer = EncodingBuffer(capacity: 256)
        if options.selfDescribe { buffer.appendHead(major: 6, argument: CBORTag.selfDescribeCBOR.rawValue) }
        try buffer.append(node, depth: 0, state: ValueEncodingState(options: options))
        return buffer.bytes()
    }

    /// The value as a ``CBOR`` tree instead of bytes, to inspect or combine before encoding.
    public func encodeAsCBOR<Value: Encodable>(_ value: Value) throws -> CBOR {
        try EncoderImplementation.topLevelNode(for: value, context: EncodingContext(self)).resolved()
    }
}

extension CBOREncoder {
    /// How `Date` values are written.
    public enum DateEncodingStrategy: Sendable {
        /// Tag 1 over the seconds since 1970: an integer for whole seconds, else a float. The
        /// default: compact and exact for the `Double` a `Date` holds.
        case epochDateTime
        /// Tag 0 over RFC 3339 text in UTC (`2013-03-21T20:04:00Z`), fractional seconds when
        /// present; dates outside the years 0000–9999 fail to encode.
        case standardDateTime
        /// Untagged seconds since 1970 (integer when whole).
        case secondsSince1970
        /// Untagged milliseconds since 1970 (integer when whole).
        case millisecondsSince1970
        /// Untagged RFC 3339 text.
        case rfc3339
        /// Whatever `Date.encode(to:)` writes (a float of seconds since 2001).
        case deferredToDate
        /// Your closure writes the date through the encoder it is given.
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// How the string keys of keyed containers are written.
    public enum KeyEncodingStrategy: Sendable {
        /// The coding key's `stringValue` as it is.
        case useDefaultKeys
        /// `requestType` → `request_type` (the Internet Computer's field names).
        case convertToSnakeCase
        /// Your closure maps the full coding path to the key to write.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `[UInt8]` is written. (`Data` is always a byte string.)
    public enum ByteArrayEncodingStrategy: Sendable, Hashable {
        /// A byte string: the compact form every CBOR protocol means by "bytes". The default.
        case byteString
        /// An array of small integers, as the generic `Codable` form would be.
        case array
    }

    /// How `BigInt` and `BigUInt` are written.
    public enum BigIntegerEncodingStrategy: Sendable, Hashable {
        /// Major type 0/1 when the value fits in 64 bits, otherwise tag 2/3 (RFC 8949 §3.4.3's
        /// preferred serialisation). The default.
        case preferred
        /// Always tag 2/3 with the shortest magnitude bytes (RFC 8949 §4.2.2's second option).
        case alwaysTagged
    }
}
