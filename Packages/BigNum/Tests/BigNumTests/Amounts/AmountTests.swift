import BigInt
import BigNum
import Foundation
import Testing

@Suite struct AmountTests {
    @Test func parsesAndFormatsExactly() throws {
        let cases: [(String, String, String)] = [
            ("0.00049 ETH", "490000000000000", "ETH"), ("1.5 gwei", "1500000000", "ETH"),
            ("1.3100 EOS", "13100", "4,EOS"),
            ("1 ICP", "100000000", "ICP"), ("0.00000001 ICP", "1", "ICP"), ("2.5 TON", "2500000000", "TON"),
            ("-3 wei", "-3", "ETH"), ("123 e8s", "123", "ICP"), ("7 nanoton", "7", "TON"),
            ("1.50 ETH", "1500000000000000000", "ETH"),
            ("0.0000 EOS", "0", "4,EOS"), ("-0.0001 EOS", "-1", "4,EOS"),
            (
                "115792089237316195423570985008687907853269984665640564039457.584007913129639935 ETH",
                "115792089237316195423570985008687907853269984665640564039457584007913129639935", "ETH"
            ),
        ]
        for (text, baseUnits, currency) in cases {
            let amount = try Amount(parsing: text)
            #expect(amount.baseUnits == BigInt(baseUnits), "\(text)")
            #expect(amount.currency.identifier == currency, "\(text)")
            #expect(amount.description == text, "\(text)")
        }
        #expect(try Amount(parsing: "1.5 Gwei").description == "1.5 gwei")
        #expect(try Amount(parsing: "2 Ξ").description == "2 ETH")
    }

    @Test func e8sAreHundredMillionthsOfAnICP() throws {
        #expect(Amount(e8s: 10_000).description == "0.0001 ICP")
        #expect(Amount(e8s: 150_000_000) == (try Amount(parsing: "1.5 ICP")))
        #expect(Amount(e8s: .max).baseUnits == BigInt(UInt64.max))
    }

    @Test func parseErrorsNameThePosition() throws {
        let cases: [(String, AmountError)] = [
            ("", .number(.empty)),
            ("1.5", .invalidFormat("expected a space and a unit after the number", position: 3)),
            ("1.5x", .number(.invalidCharacter("x", position: 3))),
            ("1.5 ", .invalidFormat("expected a unit after the space", position: 4)),
            (
                "1.5  ETH",
                .invalidFormat(
                    "expected exactly one space between number and unit, and nothing after the unit", position: 4)
            ),
            (
                "1.5 ETH ",
                .invalidFormat(
                    "expected exactly one space between number and unit, and nothing after the unit", position: 7)
            ),
            (" ETH", .number(.missingDigit(position: 0))),
            ("1,5 ETH", .number(.invalidCharacter(",", position: 1))),
            ("1.5e3 ETH", .number(.invalidCharacter("e", position: 3))),
            (".5 ETH", .number(.missingDigit(position: 0))),
            ("1.5 BTC", .unknownUnit("BTC", position: 4)),
            ("1.5 eth", .unknownUnit("eth", position: 4)),
            ("0.5 wei", .finerThanBaseUnit(value: "0.5 wei", currency: "ETH")),
            ("0.0000000001 gwei", .finerThanBaseUnit(value: "0.0000000001 gwei", currency: "ETH")),
            ("0.000000001 ICP", .finerThanBaseUnit(value: "0.000000001 ICP", currency: "ICP")),
            ("1.31 EOS", .precisionMismatch(expected: 4, actual: 2, currency: "4,EOS")),
            ("1.31000 EOS", .precisionMismatch(expected: 4, actual: 5, currency: "4,EOS")),
            (
                "461168601842738.7904 EOS",
                .outOfRange(value: "4611686018427387904", limit: "4611686018427387903", currency: "4,EOS")
            ),
            (
                "-461168601842738.7904 EOS",
                .outOfRange(value: "-4611686018427387904", limit: "4611686018427387903", currency: "4,EOS")
            ),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try Amount(parsing: text) }
        }
        #expect(throws: AmountError.number(.tooManyDigits(position: BigDecimal.maxDigits, limit: BigDecimal.maxDigits)))
        {
            try Amount(parsing: String(repeating: "1", count: 2_000) + " wei")
        }
        #expect(throws: AmountError.unknownUnit("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…", position: 2)) {
            try Amount(parsing: "1 " + String(repeating: "A", count: 10_000))
        }
        #expect(try Amount(parsing: "461168601842738.7903 EOS").baseUnits == BigInt(4_611_686_018_427_387_903))
    }

    @Test func roundingModeAllowsFinerThanTheBaseUnit() throws {
        #expect(try Amount(parsing: "0.5 wei", rounding: .halfEven).description == "0 wei")
        #expect(try Amount(parsing: "0.5 wei", rounding: .halfUp).description == "1 wei")
        #expect(try Amount(parsing: "-0.5 wei", rounding: .floor).description == "-1 wei")
        #expect(
            try Amount(parsing: "1.0000000000000000005 ETH", rounding: .down).description == "1.000000000000000000 ETH")
        #expect(throws: AmountError.finerThanBaseUnit(value: "0.5 wei", currency: "ETH")) {
            try Amount(parsing: "0.5 wei", rounding: .unnecessary)
        }
        // Extra zeros are not finer than the base unit; they are kept for display.
        #expect(try Amount(parsing: "1.00 wei").description == "1.00 wei")
        #expect(try Amount(BigDecimal(parsing: "1.23456"), .icp, rounding: .halfEven).description == "1.23456 ICP")
    }

    @Test func constructionChecksTheDenomination() throws {
        #expect(try Amount(BigDecimal(parsing: "1.5"), .gwei).currency == .ether)
        #expect(throws: AmountError.denominationNotInCurrency("gwei", currency: "ICP")) {
            try Amount(BigDecimal(1), .gwei, currency: .icp)
        }
        #expect(throws: AmountError.denominationNotInCurrency("XYZ", currency: "any built-in currency")) {
            try Amount(BigDecimal(1), Denomination(symbol: "XYZ", exponent: 2))
        }
        #expect(try Amount(BigDecimal(2), Currency.eos.displayDenomination, currency: .eos).description == "2.0000 EOS")
        #expect(
            try Amount(BigDecimal(parsing: "2.000000"), Currency.eos.displayDenomination, currency: .eos).description
                == "2.0000 EOS")
        #expect(
            throws: AmountError.outOfRange(
                value: "4611686018427387904", limit: "4611686018427387903", currency: "4,EOS")
        ) {
            try Amount(baseUnits: BigInt(1) << 62, currency: .eos)
        }
        #expect(try Amount(baseUnits: 13_100, currency: .eos).description == "1.3100 EOS")
        #expect(try Amount(baseUnits: 150_000_000, currency: .icp).description == "1.5 ICP")
        #expect(try Amount(baseUnits: 150_000_000, currency: .icp, denomination: .e8s).description == "150000000 e8s")
    }

    @Test func convertingBetweenDenominationsIsExact() throws {
        let amount = try Amount(parsing: "1.5 ETH")
        #expect(try amount.converted(to: .gwei).description == "1500000000 gwei")
        #expect(try amount.converted(to: .wei).description == "1500000000000000000 wei")
        #expect(try Amount(parsing: "490000000000000 wei").converted(to: .ether).description == "0.00049 ETH")
        #expect(try Amount(parsing: "1 wei").converted(to: .ether).description == "0.000000000000000001 ETH")
        #expect(try Amount(parsing: "1 wei").converted(to: .gwei).description == "0.000000001 gwei")
        #expect(try Amount(parsing: "1.5 ICP").converted(to: .e8s).description == "150000000 e8s")
        #expect(try Amount(parsing: "3 nanoton").converted(to: .ton).description == "0.000000003 TON")
        #expect(try amount.converted(to: .ether).description == "1.5 ETH")
        #expect(try amount.converted(to: .gwei) == amount)
        #expect(throws: AmountError.denominationNotInCurrency("ICP", currency: "ETH")) {
            try amount.converted(to: .icp)
        }
    }

    @Test func exactFormattingNeverRoundsUnlessAsked() throws {
        let amount = try Amount(parsing: "0.00049 ETH")
        #expect(amount.description == "0.00049 ETH")
        #expect(try amount.shortDescription(fractionDigits: 4, rounding: .halfUp) == "0.0005 ETH")
        #expect(try amount.shortDescription(fractionDigits: 4, rounding: .down) == "0.0004 ETH")
        #expect(try amount.shortDescription(fractionDigits: 5, rounding: .unnecessary) == "0.00049 ETH")
        #expect(try amount.shortDescription(fractionDigits: 7, rounding: .unnecessary) == "0.0004900 ETH")
        #expect(throws: AmountError.number(.roundingNecessary(value: "0.00049", scale: 4))) {
            try amount.shortDescription(fractionDigits: 4, rounding: .unnecessary)
        }
        #expect(try amount.negated().shortDescription(fractionDigits: 4, rounding: .halfUp) == "-0.0005 ETH")
        // Below one unit of the last digit, the exact base-unit form is used instead of 0.0000.
        #expect(try Amount(parsing: "1000 wei").shortDescription(fractionDigits: 4, rounding: .halfUp) == "1000 wei")
        #expect(try Amount(parsing: "-1000 wei").shortDescription(fractionDigits: 4, rounding: .halfUp) == "-1000 wei")
        #expect(try Amount(parsing: "0 wei").shortDescription(fractionDigits: 4, rounding: .halfUp) == "0.0000 ETH")
        #expect(
            try Amount(parsing: "0.0001 ETH").shortDescription(fractionDigits: 4, rounding: .unnecessary)
                == "0.0001 ETH")
        #expect(
            try Amount(parsing: "1.3100 EOS").shortDescription(fractionDigits: 2, rounding: .unnecessary) == "1.31 EOS")
        #expect(try Amount(parsing: "0.0001 EOS").shortDescription(fractionDigits: 2, rounding: .up) == "0.01 EOS")
    }

    @Test func rescalingChangesOnlyTheWrittenDigitsUnlessRounding() throws {
        let amount = try Amount(parsing: "1.5 ETH")
        #expect(try amount.rescaled(to: 3, rounding: .unnecessary).description == "1.500 ETH")
        #expect(try amount.rescaled(to: 0, rounding: .halfEven).description == "2 ETH")
        #expect(try amount.rescaled(to: 0, rounding: .halfEven).baseUnits == BigInt("2000000000000000000"))
        #expect(throws: AmountError.number(.roundingNecessary(value: "1.5", scale: 0))) {
            try amount.rescaled(to: 0, rounding: .unnecessary)
        }
        #expect(throws: AmountError.precisionMismatch(expected: 4, actual: 2, currency: "4,EOS")) {
            try Amount(parsing: "1.3100 EOS").rescaled(to: 2, rounding: .halfEven)
        }
    }

    @Test func arithmeticIsExactAndChecksTheCurrency() throws {
        let eth = try Amount(parsing: "1.5 ETH")
        let gwei = try Amount(parsing: "1 gwei")
        #expect(try (eth + gwei).description == "1.500000001 ETH")
        #expect(try (gwei + eth).description == "1500000001 gwei")
        #expect(try (eth - gwei).description == "1.499999999 ETH")
        #expect(try (gwei - eth).baseUnits == BigInt(1_000_000_000) - BigInt("1500000000000000000"))
        #expect((-eth).description == "-1.5 ETH")
        #expect(try (Amount(parsing: "1.3100 EOS") + Amount(parsing: "0.0001 EOS")).description == "1.3101 EOS")
        #expect(throws: AmountError.currencyMismatch("ETH", "ICP")) { try eth + Amount(parsing: "1 ICP") }
        let eightEOS = try Amount(
            baseUnits: 1, currency: Currency(token: "EOS", precision: 8, maxBaseUnits: Currency.eos.maxBaseUnits))
        #expect(throws: AmountError.currencyMismatch("4,EOS", "8,EOS")) { try Amount(parsing: "1.0000 EOS") + eightEOS }
        let max = try Amount(parsing: "461168601842738.7903 EOS")
        #expect(
            throws: AmountError.outOfRange(
                value: "4611686018427387904", limit: "4611686018427387903", currency: "4,EOS")
        ) {
            try max + Amount(parsing: "0.0001 EOS")
        }
        #expect(try (max - max).description == "0.0000 EOS")
    }

    @Test func multiplyingAndDividingNeedARoundingMode() throws {
        let oneWei = try Amount(parsing: "1 wei")
        #expect(try oneWei.multiplied(by: BigDecimal(parsing: "0.5"), rounding: .halfEven).description == "0 wei")
        #expect(try oneWei.multiplied(by: BigDecimal(parsing: "0.5"), rounding: .halfUp).description == "1 wei")
        #expect(throws: AmountError.number(.roundingNecessary(value: "0.5", scale: 0))) {
            try oneWei.multiplied(by: BigDecimal(parsing: "0.5"), rounding: .unnecessary)
        }
        let price = try Amount(parsing: "1.50 ETH")
        #expect(try price.multiplied(by: 2, rounding: .unnecessary).description == "3.00 ETH")
        #expect(try price.multiplied(by: BigDecimal(parsing: "0.333"), rounding: .down).description == "0.4995 ETH")
        #expect(
            try price.multiplied(by: BigDecimal(parsing: "-1.1"), rounding: .unnecessary).description == "-1.65 ETH")
        #expect(try Amount(parsing: "1 ETH").divided(by: 3, rounding: .down).description == "0.333333333333333333 ETH")
        #expect(try Amount(parsing: "1 ETH").divided(by: 3, rounding: .up).description == "0.333333333333333334 ETH")
        #expect(try Amount(parsing: "1.0000 EOS").divided(by: 3, rounding: .halfEven).description == "0.3333 EOS")
        #expect(throws: AmountError.number(.divisionByZero)) {
            try price.divided(by: BigDecimal.zero, rounding: .halfEven)
        }
        #expect(try price.ratio(to: Amount(parsing: "6 ETH"), scale: 2, rounding: .unnecessary).description == "0.25")
        #expect(throws: AmountError.currencyMismatch("ETH", "TON")) {
            try price.ratio(to: Amount(parsing: "1 TON"), scale: 2, rounding: .halfEven)
        }
        #expect(
            throws: AmountError.outOfRange(
                value: "9223372036854775806", limit: "4611686018427387903", currency: "4,EOS")
        ) {
            try Amount(parsing: "461168601842738.7903 EOS").multiplied(by: 2, rounding: .unnecessary)
        }
    }

    @Test func equalityIgnoresDenominationAndScale() throws {
        let a = try Amount(parsing: "1 ETH")
        let b = try Amount(parsing: "1000000000 gwei")
        let c = try Amount(parsing: "1.000 ETH")
        #expect(a == b)
        #expect(a == c)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, c]).count == 1)
        #expect(try Amount(parsing: "1 ICP") != Amount(parsing: "1 TON"))
        #expect(try Amount(parsing: "100000000 e8s") == Amount(parsing: "1 ICP"))
        let sorted = try ["2 gwei", "1 ETH", "-1 wei", "0.5 ETH"].map { try Amount(parsing: $0) }.sorted()
        #expect(sorted.map(\.description) == ["-1 wei", "2 gwei", "0.5 ETH", "1 ETH"])
        let mixed = try ["1 TON", "1 ETH", "1 ICP"].map { try Amount(parsing: $0) }.sorted()
        #expect(mixed.map(\.currency.identifier) == ["ETH", "ICP", "TON"])
    }

    @Test func codableUsesTheTextForm() throws {
        let amounts = try ["0.00049 ETH", "1.5 gwei", "1.3100 EOS", "1.50 ICP"].map { try Amount(parsing: $0) }
        let json = String(decoding: try JSONEncoder().encode(amounts), as: UTF8.self)
        #expect(json == #"["0.00049 ETH","1.5 gwei","1.3100 EOS","1.50 ICP"]"#)
        let decoded = try JSONDecoder().decode([Amount].self, from: Data(json.utf8))
        #expect(decoded.map(\.description) == amounts.map(\.description))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Amount].self, from: Data(#"["1.5 BTC"]"#.utf8))
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Amount].self, from: Data("[1.5]".utf8)) }
    }

    @Test func formatThenParseIsIdentityOnRandomAmounts() throws {
        var rng = SeededGenerator(seed: 0xA11)
        for _ in 0..<1_000 {
            let currency = Currency.builtIn[Int(rng.next() % UInt64(Currency.builtIn.count))]
            let denomination = currency.denominations[Int(rng.next() % UInt64(currency.denominations.count))]
            var baseUnits = rng.bigInt(maxBits: currency.fixedScale ? 62 : 200)
            if currency.fixedScale, baseUnits.magnitude > currency.maxBaseUnits! { baseUnits /= 2 }
            var amount = try Amount(baseUnits: baseUnits, currency: currency, denomination: denomination)
            if !currency.fixedScale {
                amount = try amount.rescaled(to: amount.value.scale + Int(rng.next() % 4), rounding: .unnecessary)
            }
            let parsed = try Amount(parsing: amount.description)
            #expect(parsed == amount)
            #expect(parsed.value.isIdentical(to: amount.value), "\(amount)")
            #expect(parsed.denomination == amount.denomination)
            #expect(parsed.description == amount.description)
        }
    }

    @Test func parseThenFormatIsIdentityOnCanonicalText() throws {
        var rng = SeededGenerator(seed: 0xB22)
        let units: [(String, Int)] = [
            ("wei", 0), ("gwei", 9), ("ETH", 18), ("e8s", 0), ("ICP", 8), ("nanoton", 0), ("TON", 9),
        ]
        for _ in 0..<1_000 {
            let (symbol, exponent) = units[Int(rng.next() % UInt64(units.count))]
            var text = String(rng.next() % 1_000_000)
            let fraction = exponent == 0 ? 0 : Int(rng.next() % UInt64(exponent + 1))
            if fraction > 0 {
                text += "." + (0..<fraction).map { _ in String(rng.next() % 10) }.joined()
            }
            if rng.next() & 1 == 0, text.contains(where: { $0 != "0" && $0 != "." }) { text = "-" + text }
            text += " " + symbol
            #expect(try Amount(parsing: text).description == text)
        }
    }

    @Test func errorDescriptionsSayWhatAndWhere() {
        #expect(AmountError.unknownUnit("BTC", position: 4).description == "unknown unit \"BTC\" at position 4")
        #expect(
            AmountError.currencyMismatch("ETH", "ICP").description
                == "currency mismatch: ETH and ICP cannot be combined")
        #expect(AmountError.finerThanBaseUnit(value: "0.5 wei", currency: "ETH").description.contains("0.5 wei"))
        #expect(AmountError.number(.invalidCharacter(",", position: 1)).description.contains("position 1"))
        #expect(
            AmountError.precisionMismatch(expected: 4, actual: 2, currency: "4,EOS").description
                == "4,EOS amounts need exactly 4 fraction digit(s), got 2")
        #expect(
            AmountError.invalidFormat("expected a unit after the space", position: 4).description.contains("position 4")
        )
    }
}
