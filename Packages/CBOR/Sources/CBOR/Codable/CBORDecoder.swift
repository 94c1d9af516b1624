#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes any `Decodable` value from CBOR.
///
/// The bytes are first decoded into a ``CBOR`` tree with ``options`` (limits, duplicate keys,
/// trailing bytes, deterministic checks), then the type reads from the tree. Malformed bytes
/// therefore throw ``CBORDecodingError`` with the byte offset; a well-formed message of the
/// wrong shape throws `DecodingError` with the coding path.
///
/// Reading is lenient where no information is lost: integers decode into any integer type
/// they fit (bignum tags included), into `Double` when exact, `[UInt8]` accepts a byte string
/// or an array of bytes, `nil` accepts `null` and `undefined`, and self-describe tags are
/// ignored wherever they appear. Map keys match coding keys by their text (compared byte for
/// byte) or, for integer map keys, by the key's `intValue`.
public struct CBORDecoder: Sendable {
    public var options: CBORDecodingOptions
    public var dateDecodingStrategy: DateDecodingStrategy
    public var keyDecodingStrategy: KeyDecodingStrategy
    /// Passed to `init(from:)` implementations as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(
        options: CBORDecodingOptions = .default,
        dateDecodingStrategy: DateDecodingStrategy = .tagged,
        keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys,
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) {
        self.options = options
        self.dateDecodingStrategy = dateDecodingStrategy
        self.keyDecodingStrategy = keyDecodingStrategy
        self.userInfo = userInfo
    }

    /// Decodes `type` from `bytes`, which must hold exactly one data item (unless the options
    /// allow trailing bytes).
    public func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try decode(type, from: try CBOR(decoding: bytes, options: options))
    }

    /// Decodes from `Data` or any other byte sequence (copied once).
    public func decode<Value: Decodable, Bytes: Sequence>(_ type: Value.Type, from bytes: Bytes) throws -> Value
    where Bytes.Element == UInt8 {
        try decode(type, from: Array(bytes))
    }

    /// Decodes `type` from an already decoded value.
    public func decode<Value: Decodable>(_ type: Value.Type, from value: CBOR) throws -> Value {
        let context = DecodingContext(self)
        return try DecoderImplementation.unbox(
            value.withoutSelfDescribeTags, as: type, pathNode: .root, context: context)
    }
}

extension CBORDecoder {
    /// How `Date` values are read.
    public enum DateDecodingStrategy: Sendable {
        /// Tag 0 (RFC 3339 text) or tag 1 (seconds since 1970, integer or float). The default.
        case tagged
        /// A number of seconds since 1970, tagged 1 or not.
        case secondsSince1970
        /// A number of milliseconds since 1970.
        case millisecondsSince1970
        /// RFC 3339 text, tagged 0 or not.
        case rfc3339
        /// Whatever `Date.init(from:)` reads (a float of seconds since 2001).
        case deferredToDate
        /// Your closure reads the date from the decoder it is given.
        case custom(@Sendable (any Decoder) throws -> Date)
    }

    /// How the text keys of a map are matched to coding keys.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys must equal the coding key's `stringValue`.
        case useDefaultKeys
        /// `request_type` matches `requestType`. As with Foundation's JSON decoder, acronyms do
        /// not survive the round trip: `canister_id` becomes `canisterId`, so name the property
        /// that way or give it an explicit coding key.
        case convertFromSnakeCase
        /// Your closure maps the coding path ending in a map's key to the coding key to match.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}

extension CBOR {
    /// The item without any self-describe tags wrapped around it.
    var withoutSelfDescribeTags: CBOR {
        var value = self
        while case .tagged(.selfDescribeCBOR, let content) = value { value = content }
        return value
    }
}
