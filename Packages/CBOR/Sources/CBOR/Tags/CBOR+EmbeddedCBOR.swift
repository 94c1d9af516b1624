/// Tag 24 (RFC 8949 §3.4.5.1): a byte string that holds another encoded data item, used when a
/// protocol needs the exact bytes of an inner item (to hash or sign them) or wants to decode it
/// later.
extension CBOR {
    /// Tag 24 over the encoding of `value`.
    public init(embedding value: CBOR, options: CBOREncodingOptions = .default) throws(CBOREncodingError) {
        self = .tagged(.embeddedCBOR, .bytes(try value.encoded(options: options)))
    }

    /// The item inside a tag 24 byte string, decoded with `options`; `nil` when this is not
    /// tag 24 over a byte string.
    public func embeddedValue(options: CBORDecodingOptions = .default) throws(CBORDecodingError) -> CBOR? {
        guard case .tagged(.embeddedCBOR, .bytes(let encoded)) = self else { return nil }
        return try CBOR(decoding: encoded, options: options)
    }
}
