import Candid
import CandidParser
import Testing

/// Inputs `workspace fuzz` found, each with the fix it led to.
@Suite struct FuzzRegressionTests {
    /// fuzz-candid-text: `(1e999 : float64)` is infinity, which printed as `inf`, which the
    /// parser did not read. `nan`, `inf` and `-inf` now read back as the printer writes them.
    @Test func nanAndInfinityReadBackAsPrinted() throws {
        let values = try CandidTextValue.typed(
            try CandidTextValue.parseArguments("(inf, -inf, nan : float32, +inf)"),
            as: [.float64, .float64, .float32, .float64])
        #expect(values[0] == .float64(.infinity))
        #expect(values[1] == .float64(-.infinity))
        guard case .float32(let nan) = values[2] else {
            Issue.record("not a float32: \(values[2])")
            return
        }
        #expect(nan.isNaN)
        #expect(values[3] == .float64(.infinity))
        let printed = CandidText.arguments([.float64(-.infinity), .float32(.infinity)], types: [.float64, .float32])
        #expect(printed == "(-inf : float64, inf : float32)")
        #expect(throws: CandidParseError.self) { try CandidTextValue.parseArguments("(-nope)") }
        let found = try CandidTextValue.parseArguments("(1e999 : float64)")
        let bytes = try CandidBinary.encode(try CandidTextValue.typed(found, as: [.float64]), types: [.float64])
        let printed2 = try CandidBinary.decode(bytes).description
        #expect(printed2 == "(inf : float64)")
        let again = try CandidTextValue.parseArguments(printed2)
        #expect(
            try CandidBinary.encode(try CandidTextValue.typed(again, as: again.map(\.inferredType)), types: [.float64])
                == bytes)
    }
}

extension FuzzRegressionTests {
    /// fuzz-candid-text (in CI's smoke run): `(-nan)` parses to a NaN with its sign bit set, which
    /// printed as `nan` and so encoded again without it. A negative NaN now prints as `-nan`.
    @Test func aNegativeNaNKeepsItsSignThroughText() throws {
        for text in ["(-nan)", "(nan)", "(-nan : float32)"] {
            let parsed = try CandidTextValue.parseArguments(text)
            let types = parsed.map(\.inferredType)
            let bytes = try CandidBinary.encode(try CandidTextValue.typed(parsed, as: types), types: types)
            let printed = try CandidBinary.decode(bytes).description
            let again = try CandidTextValue.parseArguments(printed)
            let againTypes = again.map(\.inferredType)
            #expect(
                try CandidBinary.encode(try CandidTextValue.typed(again, as: againTypes), types: againTypes) == bytes,
                "\(text) printed as \(printed)")
        }
    }
}
