import BigNum
import EOSAssets
import Testing

/// Compiles and checks the assets example in Packages/EOS/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let stake = try EOSAsset(parsing: "1.3100 EOS")  // 4 fraction digits: 4,EOS
        let wax = try EOSSymbol(parsing: "8,WAX")
        let fee = try EOSAsset(amount: 2_500, symbol: wax)  // 0.00002500 WAX

        let total = try stake.adding(EOSAsset(parsing: "0.0001 EOS"))  // 1.3101 EOS
        let bytes = stake.serialized  // eosio's 16 bytes
        var reader = ByteReader(bytes)
        let read = try EOSAsset(from: &reader)

        // The same value as a BigNum amount, and back.
        let amount = stake.amountValue  // 1.3100 EOS, Currency.eos
        let again = try EOSAsset(try Amount(parsing: "1.3100 EOS"))
        // README-EXAMPLE-END

        #expect(stake.amount == 13_100)
        #expect(stake.symbol == .eos)
        #expect(fee.description == "0.00002500 WAX")
        #expect(total.description == "1.3101 EOS")
        #expect(Hex.encode(bytes) == "2c33000000000000" + "04454f5300000000")
        #expect(read == stake)
        #expect(amount.currency == Currency.eos)
        #expect(again == stake)
    }
}
