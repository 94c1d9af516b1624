import BigNum
import Testing

/// Compiles and checks the example in Packages/BigNum/README.md; the region between the markers
/// must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let price = try Amount(parsing: "0.00049 ETH")
        let inGwei = try price.converted(to: .gwei)  // 490000 gwei, exact
        let total = try price.multiplied(by: 3, rounding: .unnecessary)
        let short = try total.shortDescription(fractionDigits: 4, rounding: .halfEven)

        let stake = try Amount(parsing: "1.3100 EOS")  // precision 4 is part of the symbol
        let fee = try BigDecimal(parsing: "0.125")
            .rescaled(to: 2, rounding: .halfEven)  // 0.12: rounding is always explicit

        var bytes: [UInt8] = []
        LEB128.encode(UInt64(624_485), into: &bytes)  // e5 8e 26
        SLEB128.encode(Int64(-123_456), into: &bytes)  // c0 bb 78
        var reader = ByteReader(bytes)
        let unsigned = try LEB128.decode(UInt64.self, from: &reader)
        let signed = try SLEB128.decode(Int64.self, from: &reader)
        // README-EXAMPLE-END

        #expect(inGwei.description == "490000 gwei")
        #expect(total.description == "0.00147 ETH")
        #expect(short == "0.0015 ETH")
        #expect(stake.baseUnits == 13_100)
        #expect(fee.description == "0.12")
        #expect(bytes == [0xe5, 0x8e, 0x26, 0xc0, 0xbb, 0x78])
        #expect(unsigned == 624_485)
        #expect(signed == -123_456)
        #expect(reader.isAtEnd)
    }
}
