import CBOR
import Testing

/// RFC 8949 Appendix F.1: every example of a data item that is not well-formed, each rejected with
/// the error kind its group names, in both the general and the deterministic decoder.
@Suite struct AppendixFTests {
    struct Group: Sendable, CustomTestStringConvertible {
        let name: String
        let kind: String
        let examples: [String]

        var testDescription: String { name }
    }

    static let groups: [Group] = [
        Group(
            name: "End of input in a head", kind: "truncated",
            examples: [
                "18", "19", "1a", "1b", "19 01", "1a 01 02", "1b 01 02 03 04 05 06 07", "38", "58", "78", "98",
                "9a 01 ff 00", "b8", "d8", "f8", "f9 00", "fa 00 00", "fb 00 00 00",
            ]),
        Group(
            name: "Definite-length strings with short data", kind: "truncated",
            examples: [
                "41", "61", "5a ff ff ff ff 00", "5b ff ff ff ff ff ff ff ff 01 02 03", "7a ff ff ff ff 00",
                "7b 7f ff ff ff ff ff ff ff 01 02 03",
            ]),
        Group(
            name: "Definite-length maps and arrays not closed with enough items", kind: "truncated",
            examples: [
                "81", "81 81 81 81 81 81 81 81 81", "82 00", "a1", "a2 01 02", "a1 00", "a2 00 00 00",
            ]),
        Group(name: "Tag number not followed by tag content", kind: "truncated", examples: ["c0"]),
        Group(
            name: "Indefinite-length strings not closed by a break stop code", kind: "truncated",
            examples: [
                "5f 41 00", "7f 61 00",
            ]),
        Group(
            name: "Indefinite-length maps and arrays not closed by a break stop code", kind: "truncated",
            examples: [
                "9f", "9f 01 02", "bf", "bf 01 02 01 02", "81 9f", "9f 80 00", "9f 9f 9f 9f 9f ff ff ff ff",
                "9f 81 9f 81 9f 9f ff ff ff",
            ]),
        Group(
            name: "Reserved additional information values", kind: "reservedAdditionalInformation",
            examples: [
                "1c", "1d", "1e", "3c", "3d", "3e", "5c", "5d", "5e", "7c", "7d", "7e", "9c", "9d", "9e", "bc", "bd",
                "be",
                "dc", "dd", "de", "fc", "fd", "fe",
            ]),
        Group(
            name: "Reserved two-byte encodings of simple values", kind: "invalidSimpleValue",
            examples: [
                "f8 00", "f8 01", "f8 18", "f8 1f",
            ]),
        Group(
            name: "Indefinite-length string chunks not of the correct type", kind: "invalidIndefiniteChunk",
            examples: [
                "5f 00 ff", "5f 21 ff", "5f 61 00 ff", "5f 80 ff", "5f a0 ff", "5f c0 00 ff", "5f e0 ff", "7f 41 00 ff",
            ]),
        Group(
            name: "Indefinite-length string chunks not definite length", kind: "invalidIndefiniteChunk",
            examples: [
                "5f 5f 41 00 ff ff", "7f 7f 61 00 ff ff",
            ]),
        Group(
            name: "Break occurring on its own outside of an indefinite-length item", kind: "unexpectedBreak",
            examples: [
                "ff"
            ]),
        Group(
            name: "Break occurring in a definite-length array or map or a tag", kind: "unexpectedBreak",
            examples: [
                "81 ff", "82 00 ff", "a1 ff", "a1 ff 00", "a1 00 ff", "a2 00 00 ff", "9f 81 ff",
                "9f 82 9f 81 9f 9f ff ff ff ff",
            ]),
        Group(
            name: "Break in an indefinite-length map that would lead to an odd number of items",
            kind: "unexpectedBreak",
            examples: [
                "bf 00 ff", "bf 00 00 00 ff",
            ]),
        Group(
            name: "Major type 0, 1, 6 with additional information 31", kind: "indefiniteLengthNotAllowed",
            examples: [
                "1f", "3f", "df",
            ]),
    ]

    @Test func everyExampleIsHere() {
        #expect(Self.groups.count == 14)
        #expect(Self.groups.map(\.examples.count).reduce(0, +) == 94)
    }

    @Test(arguments: groups)
    func everyExampleIsRejectedWithItsKind(_ group: Group) {
        for example in group.examples {
            #expect(kind(decodingError(bytes(example))) == group.kind, "\(example)")
        }
    }

    @Test(arguments: groups)
    func theDeterministicDecoderRejectsThemToo(_ group: Group) {
        for example in group.examples {
            let error = decodingError(bytes(example), options: .deterministic)
            #expect(error != nil, "\(example)")
        }
    }

    @Test(arguments: groups)
    func noPrefixOfAnExampleIsAccepted(_ group: Group) {
        // A truncated well-formed item must never be accepted; neither may any prefix of these.
        for example in group.examples {
            let input = bytes(example)
            for length in 0..<input.count {
                #expect(decodingError(Array(input[..<length])) != nil, "\(example) cut to \(length)")
            }
        }
    }

    /// Kind 1 of Appendix F, too much data: any well-formed item followed by more bytes.
    @Test func trailingBytesAreRejectedUnlessAllowed() throws {
        #expect(decodingError(bytes("01 02")) == .trailingBytes(offset: 1, count: 1))
        #expect(decodingError(bytes("a1 61 61 01 00 00")) == .trailingBytes(offset: 4, count: 2))
        var options = CBORDecodingOptions()
        options.allowsTrailingBytes = true
        #expect(try CBOR(decoding: bytes("01 02"), options: options) == 1)
    }

    @Test func errorsNameTheOffsetAndWhatWasExpected() {
        #expect(
            decodingError(bytes("82 01 19 01"))
                == .truncated(offset: 3, expected: "a 2-byte argument, but only 1 byte(s) remain"))
        #expect(decodingError(bytes("83 01 02 1c")) == .reservedAdditionalInformation(offset: 3, initialByte: 0x1c))
        #expect(decodingError(bytes("82 00 ff")) == .unexpectedBreak(offset: 2))
        #expect(decodingError(bytes("5f 41 00 61 00 ff"))?.offset == 3)
        #expect(decodingError(bytes("81 f8 10")) == .invalidSimpleValue(offset: 1, value: 16))
        #expect(decodingError(bytes("81 df 00")) == .indefiniteLengthNotAllowed(offset: 1, majorType: 6))
        let description = decodingError(bytes("5a ff ff ff ff 00"))?.description ?? ""
        #expect(description.contains("byte offset 5"))
        #expect(description.contains("4294967295 byte(s) of byte string content"))
    }
}
