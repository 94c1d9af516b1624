import ByteTools
import Testing

/// The CRC-32 check value from the catalogue of parametrised CRCs (CRC-32/ISO-HDLC), a zlib
/// vector, and the ICP principal checksum of `abcd01` from the interface specification.
@Suite struct CRC32Tests {
    @Test func checkValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum([0xab, 0xcd, 0x01]) == 0x233F_F206)
    }

    @Test func streamingMatchesOneShot() {
        var incremental = CRC32()
        incremental.update(data: Array("12345".utf8))
        incremental.update(data: [UInt8]())
        incremental.update(data: Array("6789".utf8)[...])
        #expect(incremental.finalize() == 0xCBF4_3926)
    }

    @Test func bigEndianBytesAreTheTextualPrefixOrder() {
        #expect(CRC32.bigEndianBytes(of: Array("123456789".utf8)) == [0xcb, 0xf4, 0x39, 0x26])
    }
}
