import ByteTools
import Testing

/// Compiles and checks the example in Packages/ByteTools/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let message = try Hex.decode("4449444c0001710568656c6c6f")
        var reader = ByteReader(message)
        let magic = try reader.readBytes(count: 4)  // "DIDL"
        let typeCount = try reader.readByte()  // 0
        let argumentCount = try reader.readInteger(UInt8.self)  // 1
        let log = Hex.encode(message, uppercase: true, separator: " ", limit: 4)

        let checksum = CRC32.checksum([0xab, 0xcd, 0x01])  // 0x233ff206

        do {
            _ = try reader.readBytes(count: 100)
        } catch {
            print(error)  // unexpected end of input at byte offset 6: needed 100 byte(s), 7 available
        }
        // README-EXAMPLE-END

        #expect(magic == Array("DIDL".utf8))
        #expect(typeCount == 0)
        #expect(argumentCount == 1)
        #expect(log == "44 49 44 4C … (+9 bytes)")
        #expect(checksum == 0x233F_F206)
        #expect(reader.offset == 6)
        #expect(throws: ByteReaderError.truncated(offset: 6, needed: 100, available: 7)) {
            try reader.readBytes(count: 100)
        }
    }
}
