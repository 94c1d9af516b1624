import ByteTools

extension CBOR {
    /// Decodes the one data item that makes up `bytes`.
    ///
    /// - Throws: ``CBORDecodingError`` naming the byte offset of the first problem; trailing
    ///   bytes are an error unless ``CBORDecodingOptions/allowsTrailingBytes`` is set.
    public init(decoding bytes: [UInt8], options: CBORDecodingOptions = .default) throws(CBORDecodingError) {
        var reader = ByteReader(bytes)
        let value = try CBOR.decode(from: &reader, options: options)
        if !options.allowsTrailingBytes && !reader.isAtEnd {
            throw .trailingBytes(offset: reader.offset, count: reader.remaining)
        }
        self = value
    }

    /// Decodes from any byte collection (`Data`, `ArraySlice<UInt8>`...); the bytes are copied
    /// once, and offsets in errors count from their first byte.
    public init<Bytes: Sequence>(decoding bytes: Bytes, options: CBORDecodingOptions = .default)
        throws(CBORDecodingError) where Bytes.Element == UInt8
    {
        try self.init(decoding: Array(bytes), options: options)
    }

    /// Reads one data item at the reader's position and leaves the reader just after it, so
    /// CBOR can be embedded in a larger binary format or read as a sequence.
    ///
    /// On error the reader does not move, and the error's offset counts from the start of the
    /// reader's input.
    public static func decode(from reader: inout ByteReader, options: CBORDecodingOptions = .default)
        throws(CBORDecodingError) -> CBOR
    {
        var value = try reader.withUnsafeUnreadBytes {
            (unread, baseOffset) throws(CBORDecodingError) -> (result: CBOR, consumed: Int) in
            guard let base = unread.baseAddress, !unread.isEmpty else {
                throw .truncated(offset: baseOffset, expected: "a data item")
            }
            var parser = CBORParser(base: base, count: unread.count, baseOffset: baseOffset, options: options)
            let item = try parser.parseItem(depth: 0)
            return (item, parser.index)
        }
        if options.stripsSelfDescribeTag {
            while case .tagged(.selfDescribeCBOR, let content) = value {
                value = content
            }
        }
        return value
    }

    /// Decodes a CBOR sequence (RFC 8742): zero or more data items back to back.
    public static func decodeSequence(_ bytes: [UInt8], options: CBORDecodingOptions = .default)
        throws(CBORDecodingError) -> [CBOR]
    {
        var reader = ByteReader(bytes)
        var items: [CBOR] = []
        while !reader.isAtEnd {
            items.append(try decode(from: &reader, options: options))
        }
        return items
    }
}
