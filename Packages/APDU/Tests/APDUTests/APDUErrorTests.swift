import Testing

@testable import APDU

@Suite("APDUError descriptions")
struct APDUErrorTests {
    @Test(
        "every case reads as a sentence with its numbers",
        arguments: [
            (
                APDUError.truncated(expected: 4, available: 1, offset: 0),
                "input ends early: 4 bytes needed at offset 0, but only 1 available"
            ),
            (
                .truncated(expected: 1, available: 0, offset: 7),
                "input ends early: 1 byte needed at offset 7, but only 0 available"
            ),
            (.trailingBytes(offset: 4, count: 1), "1 unexpected trailing byte starting at offset 4"),
            (
                .inconsistentLc(lc: 256, bytesFollowing: 1, offset: 4, extended: true),
                "extended Lc at offset 4 announces 256 data bytes, but 1 byte follows it; "
                    + "expected exactly 256 (case 3) or 258 (case 4 with a 2-byte Le)"
            ),
            (.zeroLc(offset: 4), "extended Lc at offset 4 is 0; a command without data must omit the Lc field"),
            (.dataTooLong(70_000), "command data is 70000 bytes; an APDU carries at most 65535"),
            (
                .expectedLengthOutOfRange(0),
                "expected response length Ne=0 is outside 1...65536 (use nil for no Le field)"
            ),
            (.emptyTLVTag, "a TLV tag needs at least one byte"),
            (
                .invalidTLVTagStart(0xFF, offset: 3),
                "byte FF at offset 3 cannot start a TLV tag (00 and FF are padding in ISO 7816-4)"
            ),
            (
                .invalidTLVTagContinuation(0x80, offset: 1),
                "TLV tag byte 80 at offset 1 is invalid: the tag number would start with a zero group"
            ),
            (.tlvTagTooLong(offset: 0), "TLV tag starting at offset 0 is longer than 3 bytes"),
            (
                .indefiniteTLVLength(offset: 1),
                "TLV length at offset 1 is 80 (indefinite form), which ISO 7816-4 does not allow"
            ),
            (
                .unsupportedTLVLength(0x85, offset: 1),
                "TLV length at offset 1 starts with 85; ISO 7816-4 allows 00-7F or 81-84 followed by 1-4 length bytes"
            ),
            (.tlvNestingTooDeep(limit: 64), "TLV objects are nested more than 64 levels deep"),
            (
                .missingATRCheckCharacter(offset: 12),
                "ATR indicates a protocol other than T=0, so the check byte TCK is required at offset 12, but the ATR ends there"
            ),
        ] as [(APDUError, String)])
    func descriptions(error: APDUError, expected: String) {
        #expect(error.description == expected)
    }
}
