/// Limits and validation choices for decoding. The defaults are the safe ones: strict
/// well-formedness, no trailing bytes, no duplicate keys, at most 256 levels of nesting.
public struct CBORDecodingOptions: Sendable, Hashable {
    /// Deepest nesting of arrays, maps and tags accepted; a top-level array is level 1.
    ///
    /// The decoder recurses once per level, so this also bounds its stack use. 256 is far more
    /// than any protocol needs (IC certificates nest about a dozen levels) and costs well under
    /// the smallest thread stack; limits above some ten thousand need a larger stack.
    public var maximumDepth: Int

    /// What to do with repeated map keys.
    public var duplicateKeys: CBORDuplicateKeyPolicy

    /// Accept input that continues after the first data item. Off by default because trailing
    /// garbage usually means a framing bug or a smuggling attempt. ``CBOR/decode(from:options:)``
    /// and ``CBOR/decodeSequence(_:options:)`` read item by item and ignore this.
    public var allowsTrailingBytes: Bool

    /// Reject input that is not in deterministic encoding (RFC 8949 §4.2.1): non-preferred
    /// integers, lengths, tags and floats, indefinite lengths, and map keys out of order.
    public var requiresDeterministicEncoding: Bool

    /// The key order ``requiresDeterministicEncoding`` checks.
    public var mapKeyOrder: CBORMapKeyOrder

    /// Remove self-describe tags (55799) that wrap the top-level item. RFC 8949 §3.4.6 gives the
    /// tag no meaning beyond "this is CBOR", so callers almost never want to see it.
    public var stripsSelfDescribeTag: Bool

    public init(
        maximumDepth: Int = 256,
        duplicateKeys: CBORDuplicateKeyPolicy = .reject,
        allowsTrailingBytes: Bool = false,
        requiresDeterministicEncoding: Bool = false,
        mapKeyOrder: CBORMapKeyOrder = .bytewiseLexicographic,
        stripsSelfDescribeTag: Bool = true
    ) {
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
        self.allowsTrailingBytes = allowsTrailingBytes
        self.requiresDeterministicEncoding = requiresDeterministicEncoding
        self.mapKeyOrder = mapKeyOrder
        self.stripsSelfDescribeTag = stripsSelfDescribeTag
    }

    /// The defaults.
    public static let `default` = CBORDecodingOptions()

    /// The defaults plus ``requiresDeterministicEncoding``.
    public static let deterministic = CBORDecodingOptions(requiresDeterministicEncoding: true)
}
