import ByteTools

/// One BER-TLV data object (ISO 7816-4 §5.2): a tag, a definite length and a value.
///
/// The value is kept as raw bytes; nested objects of a constructed tag are parsed on demand with
/// ``children()``. Equality compares tag and value bytes.
public struct TLV: Sendable, Hashable {
    /// How deep recursive walks (searches, descriptions) descend into constructed objects.
    /// Real card data rarely nests beyond five levels; the bound exists so crafted input cannot
    /// drive recursion arbitrarily deep.
    public static let maximumNestingDepth = 64

    public var tag: TLVTag
    public var value: [UInt8]

    /// A primitive or constructed object with the given raw value.
    public init(tag: TLVTag, value: [UInt8]) {
        self.tag = tag
        self.value = value
    }

    /// An object whose value is the concatenated encodings of `children`.
    ///
    /// Use a constructed tag (bit 6 set): with a primitive tag the object still encodes, but
    /// ``children()`` will refuse to look inside it, as a receiver would.
    public init(tag: TLVTag, children: [TLV]) {
        self.init(tag: tag, value: children.flatMap(\.encoded))
    }

    /// Tag, minimal length field and value.
    public var encoded: [UInt8] {
        tag.bytes + Self.encodedLength(value.count) + value
    }

    /// The shortest definite length field for `count`: one byte below 128, otherwise `8n`
    /// followed by n big-endian bytes (`81 xx`, `82 xx xx`, …).
    static func encodedLength(_ count: Int) -> [UInt8] {
        if count < 0x80 { return [UInt8(truncatingIfNeeded: count)] }
        var lengthBytes: [UInt8] = []
        var remaining = count
        while remaining > 0 {
            lengthBytes.insert(UInt8(truncatingIfNeeded: remaining), at: 0)
            remaining >>= 8
        }
        return [0x80 | UInt8(truncatingIfNeeded: lengthBytes.count)] + lengthBytes
    }
}

extension TLV: CustomStringConvertible {
    /// Primitive objects as `tag: value hex`, constructed ones as `tag { child, child }`, e.g.
    /// `6F { 84: A0 00 00 00 03 10 10, A5 { 50: 56 49 53 41 } }`. A constructed value that does not
    /// parse, or lies beyond ``maximumNestingDepth``, is shown as hex.
    public var description: String {
        describe(depth: 1)
    }

    private func describe(depth: Int) -> String {
        let valueLimit = 64
        if tag.isConstructed, depth < Self.maximumNestingDepth,
            let nested = try? children()
        {
            if nested.isEmpty { return "\(tag) { }" }
            return "\(tag) { " + nested.map { $0.describe(depth: depth + 1) }.joined(separator: ", ") + " }"
        }
        if value.isEmpty { return "\(tag): (empty)" }
        return "\(tag): " + Hex.spaced(value, limit: valueLimit)
    }
}
