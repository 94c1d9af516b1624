/// Choices for encoding. Integers, lengths and floats always use the preferred serialisation
/// (RFC 8949 §4.1: the shortest form that keeps the value) and lengths are always definite;
/// ``deterministic-property`` adds the one remaining rule, sorted map keys.
public struct CBOREncodingOptions: Sendable, Hashable {
    /// Sort map keys (RFC 8949 §4.2.1) so that equal data items always encode to equal bytes,
    /// and refuse maps whose keys repeat. Needed for anything that is hashed or signed.
    public var deterministic: Bool

    /// The order ``deterministic-property`` sorts keys in.
    public var mapKeyOrder: CBORMapKeyOrder

    /// Start the output with the self-describe tag 55799 (`d9 d9 f7`), as the Internet Computer
    /// does for request envelopes so that the bytes identify themselves as CBOR.
    public var selfDescribe: Bool

    /// Deepest nesting of arrays, maps and tags written; the same default as decoding, so that
    /// what this package writes it also reads back with default options.
    public var maximumDepth: Int

    public init(
        deterministic: Bool = false,
        mapKeyOrder: CBORMapKeyOrder = .bytewiseLexicographic,
        selfDescribe: Bool = false,
        maximumDepth: Int = 256
    ) {
        self.deterministic = deterministic
        self.mapKeyOrder = mapKeyOrder
        self.selfDescribe = selfDescribe
        self.maximumDepth = maximumDepth
    }

    /// Preferred serialisation, keys in insertion order.
    public static let `default` = CBOREncodingOptions()

    /// RFC 8949 §4.2.1 core deterministic encoding.
    public static let deterministic = CBOREncodingOptions(deterministic: true)
}
