import ByteToolsTesting
import StreamFraming
import Testing

/// LEB128 lengths, checked through the framing: the prefix bytes of an encoded frame, and what a
/// decoder makes of a prefix on its own.
@Suite("LEB128 length prefix")
struct LEB128LengthTests {
    static let framing = LengthPrefixedFraming(prefix: .leb128, maximumFrameSize: .max)

    /// The prefix a decoder reads from `bytes`: its value, found through the error a tiny
    /// maximum raises (so no body needs to follow).
    static func announcedLength(_ bytes: [UInt8]) -> FramingError? {
        var decoder = LengthPrefixedFraming(prefix: .leb128, maximumFrameSize: 0).makeDecoder()
        decoder.append(bytes)
        return framingError { () throws(FramingError) in _ = try decoder.nextFrame() }
    }

    @Test(
        "lengths encode as published",
        arguments: [
            (0, "00"), (1, "01"), (127, "7F"), (128, "80 01"), (255, "FF 01"), (300, "AC 02"),
            (16_383, "FF 7F"), (16_384, "80 80 01"),
            (624_485, "E5 8E 26"),  // the example in Wikipedia's LEB128 article and the DWARF spec
        ])
    func encode(length: Int, expected: String) throws {
        let encoded = try Self.framing.encode([UInt8](repeating: 0, count: length))
        #expect(Array(encoded.prefix(encoded.count - length)) == hexLiteral(expected))
        #expect(try decode([encoded], with: Self.framing) == [[UInt8](repeating: 0, count: length)])
    }

    @Test(
        "the largest lengths decode",
        arguments: [
            (UInt64(Int.max), "FF FF FF FF FF FF FF FF 7F"),
            (UInt64.max, "FF FF FF FF FF FF FF FF FF 01"),
        ])
    func largest(length: UInt64, prefix: String) {
        #expect(
            Self.announcedLength(hexLiteral(prefix)) == .announcedLengthTooLarge(length: length, maximum: 0, offset: 0))
    }

    @Test(
        "overlong encodings are refused",
        arguments: ["80 00", "FF 00", "80 80 00", "E5 8E A6 80 00", "80 80 80 80 80 80 80 80 80 00"])
    func overlong(prefix: String) {
        var decoder = Self.framing.makeDecoder()
        decoder.append([0x00] + hexLiteral(prefix))  // an empty frame first: the offset is 1
        #expect(throws: Never.self) { try decoder.nextFrame() }
        #expect(throws: FramingError.overlongLength(offset: 1)) { try decoder.nextFrame() }
    }

    @Test(
        "lengths beyond 64 bits are refused",
        arguments: [
            "FF FF FF FF FF FF FF FF FF 02", "FF FF FF FF FF FF FF FF FF 7F",
            "80 80 80 80 80 80 80 80 80 81", "FF FF FF FF FF FF FF FF FF FF 01",
        ])
    func overflow(prefix: String) {
        var decoder = Self.framing.makeDecoder()
        decoder.append(hexLiteral(prefix))
        #expect(throws: FramingError.lengthOverflow(offset: 0)) { try decoder.nextFrame() }
    }

    @Test("an unfinished prefix waits for its next byte, and is truncated at the end")
    func unfinished() throws {
        var decoder = Self.framing.makeDecoder()
        decoder.append(hexLiteral("E5 8E"))
        #expect(try decoder.nextFrame() == nil)
        #expect(throws: FramingError.truncatedFrame(offset: 0, receivedBytes: 2, expectedBytes: nil)) {
            try decoder.finish()
        }
        decoder.append([0x26])
        #expect(try decoder.nextFrame() == nil)
        #expect(decoder.bufferedByteCount == 3)
    }
}
