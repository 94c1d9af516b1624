import BigInt
import BigNum
import Testing

@Suite struct CurrencyTests {
    @Test func builtInDenominations() {
        #expect(Currency.ether.denominations.map(\.symbol) == ["wei", "gwei", "ETH"])
        #expect(Currency.ether.denominations.map(\.exponent) == [0, 9, 18])
        #expect(Currency.icp.denominations.map(\.exponent) == [0, 8])
        #expect(Currency.ton.denominations.map(\.exponent) == [0, 9])
        #expect(Currency.eos.identifier == "4,EOS")
        #expect(Currency.eos.denominations == [Denomination(symbol: "EOS", exponent: 4)])
        #expect(Currency.eos.fixedScale)
        #expect(Currency.eos.maxBaseUnits == BigUInt(4_611_686_018_427_387_903))
        #expect(Currency.eos.baseDenomination == nil)
        #expect(Currency.ether.baseDenomination == .wei)
        #expect(Currency.ether.displayDenomination == .ether)
        #expect(Currency.builtIn.map(\.identifier) == ["ETH", "ICP", "TON", "4,EOS"])
    }

    @Test func symbolsAndAliasesAreCaseSensitive() {
        #expect(Currency.ether.denomination(forSymbol: "Gwei") == .gwei)
        #expect(Currency.ether.denomination(forSymbol: "Ξ") == .ether)
        #expect(Currency.ether.denomination(forSymbol: "ether") == .ether)
        #expect(Currency.ether.denomination(forSymbol: "eth") == nil)
        #expect(Currency.ton.denomination(forSymbol: "nanoTON") == .nanoton)
    }

    @Test func tokenCurrenciesDifferByPrecision() throws {
        let eight = try Currency(token: "EOS", precision: 8, maxBaseUnits: Currency.eos.maxBaseUnits)
        #expect(eight != Currency.eos)
        #expect(eight.identifier == "8,EOS")
        #expect(eight.denominations == [Denomination(symbol: "EOS", exponent: 8)])
        #expect(eight.fixedScale)
        #expect(
            try Currency(token: "EOS", precision: 4, maxBaseUnits: BigUInt(4_611_686_018_427_387_903)) == Currency.eos)
        #expect(try Currency(token: "EOS", precision: 4) != Currency.eos)
        #expect(throws: AmountError.invalidCurrency("code \"E S\" must be 1–16 characters without whitespace")) {
            try Currency(token: "E S", precision: 4)
        }
        #expect(throws: AmountError.invalidCurrency("denomination EOS of EOS: exponent -1 is outside 0...1000")) {
            try Currency(token: "EOS", precision: -1)
        }
    }

    @Test func customCurrencyWorksEndToEnd() throws {
        let usdc = try Currency(
            code: "USDC",
            denominations: [Denomination(symbol: "USDC", exponent: 6), Denomination(symbol: "µUSDC", exponent: 0)])
        #expect(usdc.denominations.map(\.exponent) == [0, 6])
        #expect(usdc.displayDenomination.symbol == "USDC")
        let amount = try Amount(parsing: "12.345678 USDC", currencies: [usdc])
        #expect(amount.baseUnits == 12_345_678)
        #expect(try amount.converted(to: usdc.denominations[0]).description == "12345678 µUSDC")
        #expect(throws: AmountError.finerThanBaseUnit(value: "0.0000001 USDC", currency: "USDC")) {
            try Amount(parsing: "0.0000001 USDC", currencies: [usdc])
        }
    }

    @Test func inconsistentDefinitionsAreRejected() {
        let a = Denomination(symbol: "A", exponent: 0)
        let b = Denomination(symbol: "B", exponent: 3)
        let cases: [(String, [Denomination], String?)] = [
            ("", [a], nil),
            ("X Y", [a], nil),
            ("X", [], nil),
            ("X", [a, Denomination(symbol: "A", exponent: 2)], nil),
            ("X", [a, Denomination(symbol: "C", exponent: 0)], nil),
            ("X", [a, Denomination(symbol: "C", exponent: 3, aliases: ["A"])], nil),
            ("X", [a, Denomination(symbol: "", exponent: 2)], nil),
            ("X", [a, Denomination(symbol: "C D", exponent: 2)], nil),
            ("X", [a, Denomination(symbol: "C", exponent: -1)], nil),
            ("X", [a, Denomination(symbol: "C", exponent: BigDecimal.maxScale + 1)], nil),
            ("X", [a, b], "Z"),
        ]
        for (code, denominations, display) in cases {
            #expect(throws: AmountError.self, "\(code) \(denominations) \(display ?? "-")") {
                try Currency(code: code, denominations: denominations, display: display)
            }
        }
        #expect(throws: Never.self) { try Currency(code: "X", denominations: [b, a], display: "A") }
    }

    @Test func invalidCurrencyErrorNamesTheField() {
        do {
            _ = try Currency(
                code: "X",
                denominations: [Denomination(symbol: "A", exponent: 0), Denomination(symbol: "A", exponent: 1)])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "invalid currency definition: symbol \"A\" appears twice in X")
        }
    }
}
