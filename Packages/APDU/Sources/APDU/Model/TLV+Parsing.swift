import ByteTools

extension TLV {
    /// Parses a sequence of BER-TLV objects that must use up every byte.
    ///
    /// `00` and `FF` bytes before, between and after objects are skipped, as ISO 7816-4 §5.2
    /// permits. Each object's value is taken as raw bytes; nested objects are parsed only when
    /// asked (``children()``), so this call does no recursion.
    ///
    /// - Throws: ``APDUError`` naming the offending byte offset: truncated tag, length or value;
    ///   an invalid tag; indefinite (`80`) or over-long (`85`…`FF`) length fields.
    public static func parseAll(_ bytes: some Collection<UInt8>) throws(APDUError) -> [TLV] {
        var reader = ByteReader(Array(bytes))
        var objects: [TLV] = []
        while let next = reader.peekByte() {
            if next == 0x00 || next == 0xFF {
                _ = try? reader.readByte()  // padding, known to be there
                continue
            }
            objects.append(try parseObject(from: &reader))
        }
        return objects
    }

    /// The nested objects in the value of a constructed object. Error offsets are relative to the
    /// start of this object's value.
    ///
    /// - Throws: ``APDUError/tlvNotConstructed(tag:)`` for a primitive tag, or any error of
    ///   ``parseAll(_:)`` for a malformed value.
    public func children() throws(APDUError) -> [TLV] {
        guard tag.isConstructed else { throw .tlvNotConstructed(tag: tag) }
        return try Self.parseAll(value)
    }

    private static func parseObject(from reader: inout ByteReader) throws(APDUError) -> TLV {
        let tag = try TLVTag.read(from: &reader)
        let length = try readLength(from: &reader)
        // `read` checks the length against the bytes present before copying anything.
        let value = try reader.nextBytes(length)
        return TLV(tag: tag, value: value)
    }

    /// Reads a definite length field: `00`–`7F`, or `81`–`84` followed by 1–4 big-endian bytes.
    /// Non-minimal forms such as `81 05` are accepted, as BER allows; encoding always uses the
    /// minimal form, so such input does not round-trip byte for byte.
    private static func readLength(from reader: inout ByteReader) throws(APDUError) -> Int {
        let start = reader.offset
        let first = try reader.nextByte()
        if first < 0x80 { return Int(first) }
        if first == 0x80 { throw .indefiniteTLVLength(offset: start) }
        let count = Int(first & 0x7F)
        guard count <= 4 else { throw .unsupportedTLVLength(first, offset: start) }

        let lengthBytes = try reader.nextBytes(count)
        let length = lengthBytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        // Compared before converting to Int, so a four-byte length cannot overflow on 32-bit
        // platforms; anything larger than the input is a truncation.
        guard length <= UInt64(reader.remaining) else {
            throw .truncated(expected: Int(clamping: length), available: reader.remaining, offset: reader.offset)
        }
        return Int(length)
    }
}
