import BigNum
import Testing

@Suite struct RoundingModeTests {
    // java.math.RoundingMode's documentation table, rounding to an integer.
    static let inputs = ["5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5"]
    static let expected: [RoundingMode: [String?]] = [
        .up: ["6", "3", "2", "2", "1", "-1", "-2", "-2", "-3", "-6"],
        .down: ["5", "2", "1", "1", "1", "-1", "-1", "-1", "-2", "-5"],
        .ceiling: ["6", "3", "2", "2", "1", "-1", "-1", "-1", "-2", "-5"],
        .floor: ["5", "2", "1", "1", "1", "-1", "-2", "-2", "-3", "-6"],
        .halfUp: ["6", "3", "2", "1", "1", "-1", "-1", "-2", "-3", "-6"],
        .halfDown: ["5", "2", "2", "1", "1", "-1", "-1", "-2", "-2", "-5"],
        .halfEven: ["6", "2", "2", "1", "1", "-1", "-1", "-2", "-2", "-6"],
        .unnecessary: [nil, nil, nil, nil, "1", "-1", nil, nil, nil, nil],
    ]

    @Test(arguments: RoundingMode.allCases)
    func javaTable(mode: RoundingMode) throws {
        let row = try #require(Self.expected[mode])
        for (input, result) in zip(Self.inputs, row) {
            let value = try BigDecimal(parsing: input)
            if let result {
                #expect(try value.rescaled(to: 0, rounding: mode).description == result, "\(input) \(mode)")
            } else {
                #expect(throws: BigDecimalError.roundingNecessary(value: input, scale: 0), "\(input) \(mode)") {
                    try value.rescaled(to: 0, rounding: mode)
                }
            }
        }
    }

    @Test func tiesAtAFractionalScale() throws {
        let cases: [(String, RoundingMode, String)] = [
            ("0.125", .halfEven, "0.12"), ("0.125", .halfUp, "0.13"), ("0.125", .halfDown, "0.12"),
            ("-0.125", .halfEven, "-0.12"), ("-0.125", .halfUp, "-0.13"), ("-0.125", .halfDown, "-0.12"),
            ("0.135", .halfEven, "0.14"), ("-0.135", .halfEven, "-0.14"),
            ("0.1251", .halfDown, "0.13"), ("-0.1249", .halfUp, "-0.12"),
            ("0.001", .up, "0.01"), ("-0.001", .up, "-0.01"), ("0.009", .down, "0.00"), ("-0.009", .down, "0.00"),
            ("0.001", .ceiling, "0.01"), ("-0.001", .ceiling, "0.00"), ("0.001", .floor, "0.00"),
            ("-0.001", .floor, "-0.01"),
        ]
        for (input, mode, expected) in cases {
            #expect(
                try BigDecimal(parsing: input).rescaled(to: 2, rounding: mode).description == expected,
                "\(input) \(mode)")
        }
    }

    @Test func divisionRoundsTheExactQuotientWhateverTheSigns() throws {
        // 7 / -2 = -3.5, -7 / 2 = -3.5, -7 / -2 = 3.5
        let cases: [(Int, Int, RoundingMode, Int)] = [
            (7, -2, .up, -4), (7, -2, .down, -3), (7, -2, .ceiling, -3), (7, -2, .floor, -4),
            (7, -2, .halfUp, -4), (7, -2, .halfDown, -3), (7, -2, .halfEven, -4),
            (-7, 2, .halfEven, -4), (-7, -2, .halfEven, 4), (-7, -2, .floor, 3), (-7, -2, .ceiling, 4),
            (-5, -2, .halfEven, 2), (5, -2, .halfEven, -2), (-1, 3, .floor, -1), (1, -3, .ceiling, 0),
        ]
        for (numerator, denominator, mode, expected) in cases {
            let result = try BigDecimal(numerator).divided(by: BigDecimal(denominator), scale: 0, rounding: mode)
            #expect(result == BigDecimal(expected), "\(numerator)/\(denominator) \(mode)")
        }
    }

    @Test func codableUsesTheCaseName() throws {
        #expect(RoundingMode(rawValue: "halfEven") == .halfEven)
        #expect(RoundingMode.allCases.count == 8)
        #expect(RoundingMode.unnecessary.description == "unnecessary")
    }
}
