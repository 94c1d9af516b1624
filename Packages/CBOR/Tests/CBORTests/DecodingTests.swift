import BigNum
import CBOR
import Testing

/// Bytes → value: limits, policies, offsets and the reader API.
@Suite struct DecodingTests {
    @Test func hugeDeclaredLengthsFailBeforeAllocating() {
        // Every length width, every container; each must fail fast as truncated.
        let heads = ["5b", "7b", "9b", "bb"]
        for head in heads {
            let input = bytes(head + "ffffffffffffffff") + [UInt8](repeating: 0, count: 8)
            let start = ContinuousClock.now
            #expect(kind(decodingError(input)) == "truncated", "\(head)")
            #expect(ContinuousClock.now - start < .seconds(1))
        }
        #expect(kind(decodingError(bytes("5a ffffffff") + [1, 2])) == "truncated")
        #expect(kind(decodingError(bytes("9f 5b ffffffffffffffff ff"))) == "truncated")
        #expect(kind(decodingError(bytes("7f 7b 7fffffffffffffff ff"))) == "truncated")
        // A map promising 2^63 entries of which the first key is a lone break.
        #expect(kind(decodingError(bytes("bb 8000000000000000 ff"))) == "unexpectedBreak")
    }

    @Test func nestingIsLimitedToTheConfiguredDepth() throws {
        let deepest = [UInt8](repeating: 0x81, count: 255) + [0x80]
        #expect(throws: Never.self) { try CBOR(decoding: deepest) }
        let tooDeep = [UInt8](repeating: 0x81, count: 256) + [0x80]
        #expect(decodingError(tooDeep) == .nestingTooDeep(offset: 256, limit: 256))
        #expect(decodingError([UInt8](repeating: 0xc1, count: 300) + [0]) == .nestingTooDeep(offset: 256, limit: 256))
        #expect(decodingError([UInt8](repeating: 0xa1, count: 300)) == .nestingTooDeep(offset: 256, limit: 256))
        var options = CBORDecodingOptions()
        options.maximumDepth = 1000
        #expect(throws: Never.self) { try CBOR(decoding: tooDeep, options: options) }
        options.maximumDepth = 0
        #expect(try CBOR(decoding: [0x01], options: options) == 1)
        #expect(kind(decodingError([0x80], options: options)) == "nestingTooDeep")
    }

    @Test func invalidUTF8NamesTheFirstBadByte() {
        #expect(decodingError(bytes("63 61 ff 61")) == .invalidUTF8(offset: 2))
        #expect(decodingError(bytes("82 00 64 61 62 c3 28")) == .invalidUTF8(offset: 5))
        #expect(decodingError(bytes("63 ed a0 80")) == .invalidUTF8(offset: 1))  // a surrogate
        #expect(decodingError(bytes("62 c0 80")) == .invalidUTF8(offset: 1))  // overlong
        #expect(decodingError(bytes("64 f4 90 80 80")) == .invalidUTF8(offset: 1))  // above U+10FFFF
        #expect(decodingError(bytes("7f 61 e6 62 b0 b4 ff")) == .invalidUTF8(offset: 2))  // split across chunks
        #expect(decodingError(bytes("6c 61 61 61 61 61 61 61 61 61 61 61 80")) == .invalidUTF8(offset: 12))
        #expect(throws: Never.self) { try CBOR(decoding: bytes("64 f0 90 85 91")) }
    }

    @Test func duplicateKeysFollowThePolicy() throws {
        let input = bytes("a3 01 61 61 02 61 62 01 61 63")  // {1: "a", 2: "b", 1: "c"}
        #expect(decodingError(input) == .duplicateMapKey(offset: 7, key: 1))
        func decoded(_ policy: CBORDuplicateKeyPolicy) throws -> CBORMap? {
            var options = CBORDecodingOptions()
            options.duplicateKeys = policy
            return try CBOR(decoding: input, options: options).mapValue
        }
        #expect(try decoded(.keepFirst)?.entries == [.init(key: 1, value: "a"), .init(key: 2, value: "b")])
        #expect(try decoded(.keepLast)?.entries == [.init(key: 1, value: "c"), .init(key: 2, value: "b")])
        #expect(try decoded(.keepAll)?.count == 3)
    }

    @Test func duplicatesAreFoundWhateverTheirEncoding() {
        // 1 written short and long, "a" written definite and chunked, 1.0 as half and double.
        #expect(kind(decodingError(bytes("a2 01 00 18 01 00"))) == "duplicateMapKey")
        #expect(kind(decodingError(bytes("a2 61 61 00 7f 61 61 ff 00"))) == "duplicateMapKey")
        #expect(kind(decodingError(bytes("a2 f9 3c 00 00 fb 3ff0000000000000 00"))) == "duplicateMapKey")
        #expect(kind(decodingError(bytes("a2 81 01 00 9f 01 ff 00"))) == "duplicateMapKey")
        // Different data items that merely look alike are not duplicates.
        #expect(kind(decodingError(bytes("a2 01 00 f9 3c 00 00"))) == "accepted")
        #expect(kind(decodingError(bytes("a2 41 61 00 61 61 00"))) == "accepted")
        #expect(kind(decodingError(bytes("a2 62 c3 a9 00 63 65 cc 81 00"))) == "accepted")
    }

    @Test func duplicatesInLargeMapsAreFoundInLinearTime() throws {
        var writer = CBORWriter()
        let count = 100_000
        writer.writeMapHeader(count: count + 1)
        for key in 0..<count {
            writer.writeUnsigned(UInt64(key))
            writer.writeNull()
        }
        writer.writeInteger(5)  // repeats key 5 at the very end
        writer.writeNull()
        let start = ContinuousClock.now
        #expect(kind(decodingError(writer.bytes)) == "duplicateMapKey")
        #expect(ContinuousClock.now - start < .seconds(20))
        var options = CBORDecodingOptions()
        options.duplicateKeys = .keepLast
        #expect(try CBOR(decoding: writer.bytes, options: options).mapValue?.count == count)
    }

    @Test func selfDescribeTagsAreStrippedAtTheTopOnly() throws {
        #expect(try CBOR(decoding: bytes("d9d9f7 d9d9f7 a1 01 d9d9f7 02")) == [1: .tagged(.selfDescribeCBOR, 2)])
        var options = CBORDecodingOptions()
        options.stripsSelfDescribeTag = false
        #expect(try CBOR(decoding: bytes("d9d9f7 01"), options: options) == .tagged(.selfDescribeCBOR, 1))
    }

    @Test func theReaderAPIReadsOneItemAndKeepsOffsetsAbsolute() throws {
        var reader = ByteReader(bytes("ff ff 01 82 02 03 a1"))
        try reader.skip(2)
        #expect(try CBOR.decode(from: &reader) == 1)
        #expect(reader.offset == 3)
        #expect(try CBOR.decode(from: &reader) == [2, 3])
        #expect(
            throws: CBORDecodingError.truncated(
                offset: 7, expected: "1 map entries, but only 0 byte(s) remain after the head")
        ) {
            try CBOR.decode(from: &reader)
        }
        #expect(reader.offset == 6)  // a failed read consumes nothing
        #expect(throws: CBORDecodingError.truncated(offset: 0, expected: "a data item")) { try CBOR(decoding: []) }
    }

    @Test func sequencesDecodeItemByItem() throws {
        #expect(try CBOR.decodeSequence(bytes("01 6161 80")) == [1, "a", []])
        #expect(try CBOR.decodeSequence([]) == [])
        #expect(throws: CBORDecodingError.self) { try CBOR.decodeSequence(bytes("01 18")) }
        #expect(try CBOR(decoding: bytes("01")[...]) == 1)
    }
}
