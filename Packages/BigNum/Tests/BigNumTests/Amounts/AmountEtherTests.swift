import BigInt
import BigNum
import Testing

/// Heimdall's EtherAmount behaviours (ether/wei construction, raw values, descriptions), made exact.
@Suite struct AmountEtherTests {
    @Test func bigIntSugarBuildsEtherAmounts() throws {
        #expect(BigInt(1).ether.rawWei == BigInt("1000000000000000000"))
        #expect(BigInt(1).ether.description == "1 ETH")
        #expect(BigInt(2).gwei.rawWei == 2_000_000_000)
        #expect(BigInt(2).gwei.description == "2 gwei")
        #expect(BigInt(1_000_000).wei.description == "1000000 wei")
        #expect(BigInt(1).ether == BigInt(1_000_000_000).gwei)
        #expect(Amount(wei: 5) == BigInt(5).wei)
        #expect(Amount(ether: 3) == BigInt(3).ether)
    }

    @Test func heimdallDescriptionsAreReproducedExactly() throws {
        let one = BigInt(1).ether
        #expect(one.descriptionAsWei == "1000000000000000000 Wei")
        #expect(try one.descriptionAsEther(fractionDigits: 4, rounding: .halfEven) == "1.0000 Ξ")
        #expect(try one.shortDescription(fractionDigits: 4, rounding: .halfEven) == "1.0000 ETH")

        let oneAndAHalf = try Amount(ether: BigDecimal(parsing: "1.5"))
        #expect(oneAndAHalf.rawWei == BigInt("1500000000000000000"))
        #expect(oneAndAHalf.rawEther.description == "1.5")
        #expect(try oneAndAHalf.descriptionAsEther(fractionDigits: 4, rounding: .halfEven) == "1.5000 Ξ")
        #expect(oneAndAHalf.descriptionAsWei == "1500000000000000000 Wei")

        let milli = Amount(wei: BigInt(1_000_000_000_000_000))
        #expect(milli.rawEther.description == "0.001")
        #expect(try milli.descriptionAsEther(fractionDigits: 4, rounding: .halfEven) == "0.0010 Ξ")
        #expect(try milli.shortDescription(fractionDigits: 4, rounding: .halfEven) == "0.0010 ETH")

        let thousand = Amount(wei: BigInt("1000000000000000000000"))
        #expect(try thousand.descriptionAsEther(fractionDigits: 4, rounding: .halfEven) == "1000.0000 Ξ")
        #expect(thousand.rawEther.description == "1000")

        // Heimdall showed amounts below 0.0001 ether in wei.
        let small = BigInt(1_000_000).wei
        #expect(small.descriptionAsWei == "1000000 Wei")
        #expect(try small.descriptionAsEther(fractionDigits: 4, rounding: .halfEven) == "0.0000 Ξ")
        #expect(try small.shortDescription(fractionDigits: 4, rounding: .halfEven) == "1000000 wei")
    }

    @Test func noSilentRoundingWhereHeimdallUsedDouble() throws {
        let amount = try Amount(parsing: "0.00049 ETH")
        #expect(amount.rawEther.description == "0.00049")
        #expect(try amount.descriptionAsEther(fractionDigits: 4, rounding: .halfUp) == "0.0005 Ξ")
        #expect(throws: AmountError.self) { try amount.descriptionAsEther(fractionDigits: 4, rounding: .unnecessary) }
        // 0.1 + 0.2 ether is exactly 0.3 ether.
        let sum = try Amount(ether: BigDecimal(parsing: "0.1")) + Amount(ether: BigDecimal(parsing: "0.2"))
        #expect(sum == (try Amount(ether: BigDecimal(parsing: "0.3"))))
        #expect(throws: AmountError.finerThanBaseUnit(value: "0.0000000000000000001 ETH", currency: "ETH")) {
            try Amount(ether: BigDecimal(parsing: "0.0000000000000000001"))
        }
        #expect(try Amount(ether: BigDecimal(parsing: "0.0000000000000000015"), rounding: .halfEven).rawWei == 2)
    }

    @Test func heimdallStringsParseBack() throws {
        #expect(try Amount(parsing: BigInt(1_000_000).wei.descriptionAsWei) == BigInt(1_000_000).wei)
        #expect(
            try Amount(parsing: BigInt(1).ether.descriptionAsEther(fractionDigits: 4, rounding: .unnecessary))
                == BigInt(1).ether)
    }

    @Test func otherCurrenciesUseTheirOwnUnits() throws {
        let icp = try Amount(parsing: "1.5 ICP")
        #expect(icp.descriptionAsWei == "150000000 e8s")
        #expect(try icp.descriptionAsEther(fractionDigits: 2, rounding: .unnecessary) == "1.50 ICP")
        #expect(try Amount(parsing: "1.3100 EOS").descriptionAsWei == "13100 EOS")
    }
}
