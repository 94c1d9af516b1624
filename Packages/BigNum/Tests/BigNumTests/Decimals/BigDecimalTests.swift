import BigInt
import BigNum
import Foundation
import Testing

@Suite struct BigDecimalTests {
    @Test func parsesAndKeepsTheScale() throws {
        let cases: [(String, String, Int, String)] = [
            ("-12.3400", "-123400", 4, "-12.3400"), ("+5", "5", 0, "5"), ("0.5", "5", 1, "0.5"), ("0", "0", 0, "0"),
            ("1.3100", "13100", 4, "1.3100"), ("-0.00", "0", 2, "0.00"), ("000123.4500", "1234500", 4, "123.4500"),
            ("0.000000000000000001", "1", 18, "0.000000000000000001"),
            (
                "123456789012345678901234567890.123456789", "123456789012345678901234567890123456789", 9,
                "123456789012345678901234567890.123456789"
            ),
        ]
        for (text, significand, scale, formatted) in cases {
            let value = try BigDecimal(parsing: text)
            #expect(value.significand == BigInt(significand), "\(text)")
            #expect(value.scale == scale, "\(text)")
            #expect(value.description == formatted, "\(text)")
        }
        #expect(try BigDecimal("1.5") == BigDecimal(significand: 15, scale: 1))
        #expect(BigDecimal("1.5x") == nil)
    }

    @Test func rejectsGarbageNamingThePosition() {
        let cases: [(String, BigDecimalError)] = [
            ("", .empty),
            ("abc", .invalidCharacter("a", position: 0)),
            ("1.2.3", .invalidCharacter(".", position: 3)),
            (".5", .missingDigit(position: 0)),
            ("-.5", .missingDigit(position: 1)),
            ("5.", .missingDigit(position: 2)),
            ("-", .missingDigit(position: 1)),
            ("+", .missingDigit(position: 1)),
            ("1e5", .invalidCharacter("e", position: 1)),
            (" 1", .invalidCharacter(" ", position: 0)),
            ("1 ", .invalidCharacter(" ", position: 1)),
            ("1_000", .invalidCharacter("_", position: 1)),
            ("1,5", .invalidCharacter(",", position: 1)),
            ("--1", .invalidCharacter("-", position: 1)),
            ("1-", .invalidCharacter("-", position: 1)),
            ("12é", .invalidCharacter("é", position: 2)),
            ("١٢", .invalidCharacter("١", position: 0)),
            ("NaN", .invalidCharacter("N", position: 0)),
            ("0x10", .invalidCharacter("x", position: 1)),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try BigDecimal(parsing: text) }
        }
    }

    @Test func digitLimitIsEnforced() throws {
        let atLimit = String(repeating: "9", count: BigDecimal.maxDigits)
        #expect(try BigDecimal(parsing: atLimit).description == atLimit)
        let fraction = "0." + String(repeating: "1", count: BigDecimal.maxDigits - 1)
        #expect(try BigDecimal(parsing: fraction).scale == BigDecimal.maxDigits - 1)
        #expect(throws: BigDecimalError.tooManyDigits(position: BigDecimal.maxDigits, limit: BigDecimal.maxDigits)) {
            try BigDecimal(parsing: atLimit + "9")
        }
        #expect(throws: BigDecimalError.tooManyDigits(position: BigDecimal.maxDigits + 2, limit: BigDecimal.maxDigits))
        {
            try BigDecimal(parsing: "-1." + String(repeating: "0", count: 5_000))
        }
    }

    @Test func scaleLimitIsEnforced() throws {
        #expect(throws: BigDecimalError.scaleOutOfRange(-1, limit: BigDecimal.maxScale)) {
            try BigDecimal(significand: 1, scale: -1)
        }
        #expect(throws: BigDecimalError.scaleOutOfRange(BigDecimal.maxScale + 1, limit: BigDecimal.maxScale)) {
            try BigDecimal(significand: 1, scale: BigDecimal.maxScale + 1)
        }
        let tiny = try BigDecimal(significand: 1, scale: 600)
        #expect(throws: BigDecimalError.scaleOutOfRange(1_200, limit: BigDecimal.maxScale)) { try tiny * tiny }
        #expect(throws: BigDecimalError.scaleOutOfRange(1_001, limit: BigDecimal.maxScale)) {
            try BigDecimal(1).rescaled(to: 1_001, rounding: .unnecessary)
        }
        #expect(throws: BigDecimalError.scaleOutOfRange(-5_000, limit: BigDecimal.maxScale)) {
            try BigDecimal(1).movingPointRight(by: 5_000)
        }
        #expect(throws: (any Error).self) { try BigDecimal(1).movingPointLeft(by: Int.min) }
        #expect(throws: (any Error).self) { try BigDecimal(1).movingPointLeft(by: Int.max) }
    }

    @Test func additionAndSubtractionAreExactWithTheLargerScale() throws {
        let a = try BigDecimal(parsing: "1.25")
        let b = try BigDecimal(parsing: "-0.125")
        #expect((a + b).description == "1.125")
        #expect((a - b).description == "1.375")
        #expect((b - a).description == "-1.375")
        #expect((try BigDecimal(parsing: "1.10") + 2).description == "3.10")
        #expect((-a).description == "-1.25")
        // 0.1 + 0.2 is exactly 0.3 here, unlike in binary floating point.
        #expect(try BigDecimal(parsing: "0.1") + BigDecimal(parsing: "0.2") == BigDecimal(parsing: "0.3"))
    }

    @Test func multiplicationIsExactWithTheScaleSum() throws {
        let product = try BigDecimal(parsing: "1.50") * BigDecimal(parsing: "-0.3")
        #expect(product.description == "-0.450")
        #expect(product.scale == 3)
        #expect(
            try (BigDecimal(parsing: "123456789.123456789") * BigDecimal(parsing: "987654321.987654321")).description
                == "121932631356500531.347203169112635269")
    }

    @Test func divisionNeedsAScaleAndRounding() throws {
        let one = BigDecimal(1)
        let three = BigDecimal(3)
        #expect(try one.divided(by: three, scale: 5, rounding: .halfUp).description == "0.33333")
        #expect(try BigDecimal(2).divided(by: three, scale: 5, rounding: .halfUp).description == "0.66667")
        #expect(try BigDecimal(-2).divided(by: three, scale: 5, rounding: .halfUp).description == "-0.66667")
        #expect(try BigDecimal(-2).divided(by: three, scale: 5, rounding: .down).description == "-0.66666")
        #expect(try one.divided(by: BigDecimal(4), scale: 2, rounding: .unnecessary).description == "0.25")
        #expect(
            try BigDecimal(parsing: "10.00").divided(by: BigDecimal(parsing: "0.004"), scale: 0, rounding: .unnecessary)
                .description == "2500")
        #expect(
            try BigDecimal(parsing: "1").divided(by: BigDecimal(parsing: "0.0000003"), scale: 0, rounding: .floor)
                .description == "3333333")
        #expect(throws: BigDecimalError.roundingNecessary(value: "1 / 3", scale: 4)) {
            try one.divided(by: three, scale: 4, rounding: .unnecessary)
        }
        #expect(throws: BigDecimalError.divisionByZero) {
            try one.divided(by: BigDecimal(parsing: "0.000"), scale: 2, rounding: .halfEven)
        }
    }

    @Test func rescaleAndNormalize() throws {
        let value = try BigDecimal(parsing: "1.2345")
        #expect(try value.rescaled(to: 6, rounding: .unnecessary).description == "1.234500")
        #expect(try value.rescaled(to: 2, rounding: .halfEven).description == "1.23")
        #expect(try value.rescaled(to: 3, rounding: .halfEven).description == "1.234")
        #expect(try value.rescaled(to: 3, rounding: .halfUp).description == "1.235")
        #expect(throws: BigDecimalError.roundingNecessary(value: "1.2345", scale: 3)) {
            try value.rescaled(to: 3, rounding: .unnecessary)
        }
        #expect(try BigDecimal(parsing: "1.2300").rescaled(to: 2, rounding: .unnecessary).description == "1.23")
        let normalizations = [
            ("1.2300", "1.23"), ("100", "100"), ("0.000", "0"), ("-5.50", "-5.5"), ("1200.00", "1200"),
            (
                "0.0000000000000000000000000000000000000001000000000000000000000",
                "0.0000000000000000000000000000000000000001"
            ),
        ]
        for (input, expected) in normalizations {
            #expect(try BigDecimal(parsing: input).normalized().description == expected)
        }
        #expect(try BigDecimal(parsing: "2.500").minimalScale == 1)
        #expect(try BigDecimal(parsing: "-7.9").integerPart == -7)
    }

    @Test func movingThePointNeverRounds() throws {
        let value = try BigDecimal(parsing: "12.34")
        #expect(try value.movingPointLeft(by: 3).description == "0.01234")
        #expect(try value.movingPointRight(by: 1).description == "123.4")
        #expect(try value.movingPointRight(by: 5).description == "1234000")
        #expect(try value.movingPointRight(by: -2).description == "0.1234")
    }

    @Test func equalityIsNumericAndHashingAgrees() throws {
        let a = try BigDecimal(parsing: "1.0")
        let b = try BigDecimal(parsing: "1.00")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(!a.isIdentical(to: b))
        #expect(try BigDecimal(parsing: "-0.0") == BigDecimal.zero)
        #expect(try BigDecimal(parsing: "1.01") != a)
        let set: Set<BigDecimal> = [
            a, b, try BigDecimal(parsing: "1"), try BigDecimal(parsing: "1.000000"), try BigDecimal(parsing: "2"),
        ]
        #expect(set.count == 2)
        let sorted = try ["3", "-1.5", "0", "-1.25", "2.999", "-10", "0.001"].map { try BigDecimal(parsing: $0) }
            .sorted()
        #expect(sorted.map(\.description) == ["-10", "-1.5", "-1.25", "0", "0.001", "2.999", "3"])
        #expect(try BigDecimal(parsing: "-2") < BigDecimal(parsing: "-1.99"))
        #expect(try BigDecimal(parsing: "0.1") > BigDecimal(parsing: "0.0999999999999999999999"))
    }

    @Test func codableIsAStringNeverANumber() throws {
        let value = try BigDecimal(parsing: "12.3400")
        let json = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
        #expect(json == #"["12.3400"]"#)
        let decoded = try JSONDecoder().decode([BigDecimal].self, from: Data(json.utf8))
        #expect(decoded[0].isIdentical(to: value))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([BigDecimal].self, from: Data("[12.34]".utf8)) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([BigDecimal].self, from: Data(#"["1.2.3"]"#.utf8))
        }
    }

    @Test func formatThenParseIsIdentityOnRandomValues() throws {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<1_000 {
            let significand = rng.bigInt(maxBits: 300)
            let scale = Int(rng.next() % 41)
            let value = try BigDecimal(significand: significand, scale: scale)
            let parsed = try BigDecimal(parsing: value.description)
            #expect(parsed.isIdentical(to: value), "\(value)")
        }
    }

    @Test func parseThenFormatIsIdentityOnCanonicalText() throws {
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<1_000 {
            let integerDigits = Int(rng.next() % 30)
            var text = integerDigits == 0 ? "0" : String(1 + rng.next() % 9)
            for _ in 0..<max(0, integerDigits - 1) { text += String(rng.next() % 10) }
            let fractionDigits = Int(rng.next() % 25)
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(rng.next() % 10) }
            }
            let isZero = !text.contains(where: { $0 != "0" && $0 != "." })
            if rng.next() & 1 == 0, !isZero { text = "-" + text }
            #expect(try BigDecimal(parsing: text).description == text)
        }
    }

    @Test func errorDescriptionsSayWhatAndWhere() {
        #expect(
            BigDecimalError.invalidCharacter("x", position: 3).description
                == "invalid character \"x\" at position 3 in decimal number")
        #expect(BigDecimalError.missingDigit(position: 2).description.contains("position 2"))
        #expect(BigDecimalError.tooManyDigits(position: 1000, limit: 1000).description.contains("1000 digits"))
        #expect(BigDecimalError.divisionByZero.description == "division by zero")
        #expect(BigDecimalError.roundingNecessary(value: "1.25", scale: 1).description.contains("1.25"))
        #expect(BigDecimalError.scaleOutOfRange(2000, limit: 1000).description.contains("2000"))
    }
}
