import BigInt
import BigNum
import CBOR
import Testing

/// Diagnostic notation: printing (the `description`) and parsing it back.
@Suite struct DiagnosticNotationTests {
    @Test func printing() {
        let value: CBOR = [
            "bytes": .bytes([0x00, 0xff]), "text": "a\"b\\c\n\u{1}é", "neg": .negative(.max), "tags": .tagged(1, 1.5),
            "floats": [0.1, 1e300, -0.0, 100_000.0, .float(.nan), .float(-.infinity), 5e-324],
            "simple": [.simple(CBORSimpleValue(16)!), .undefined, nil, true], 1: [:],
        ]
        let expected =
            #"{"bytes": h'00ff', "text": "a\"b\\c\n\u0001é", "neg": -18446744073709551616, "tags": 1(1.5), "#
            + #""floats": [0.1, 1.0e+300, -0.0, 100000.0, NaN, -Infinity, 5.0e-324], "#
            + #""simple": [simple(16), undefined, null, true], 1: {}}"#
        #expect(value.description == expected)
    }

    @Test func prettyPrinting() {
        let value: CBOR = ["content": ["arg": .bytes([1]), "list": [1, 2]], "empty": []]
        #expect(
            value.diagnosticNotation(prettyPrinted: true) == """
                {
                  "content": {
                    "arg": h'01',
                    "list": [
                      1,
                      2
                    ]
                  },
                  "empty": []
                }
                """)
    }

    @Test func randomValuesPrintAndParseBack() throws {
        var generator = SeededGenerator(seed: 0xD1A6)
        for _ in 0..<3_000 {
            let value = generator.cborValue(depth: 4)
            let text = value.description
            #expect(try CBOR(diagnostic: text) == value, "\(text)")
            #expect(try CBOR(diagnostic: value.diagnosticNotation(prettyPrinted: true)) == value)
        }
    }

    @Test func parsingTheExtendedNotation() throws {
        #expect(try CBOR(diagnostic: "0x1f") == 31)
        #expect(try CBOR(diagnostic: "-0b101") == -5)
        #expect(try CBOR(diagnostic: "0o17") == 15)
        #expect(try CBOR(diagnostic: "-0") == 0)
        #expect(try CBOR(diagnostic: "1_2") == 1)
        #expect(try CBOR(diagnostic: "1.5_1") == 1.5)
        #expect(try CBOR(diagnostic: "340282366920938463463374607431768211456") == CBOR(bigInt: BigInt(1) << 128))
        #expect(try CBOR(diagnostic: "b64'AQID'") == .bytes([1, 2, 3]))
        #expect(try CBOR(diagnostic: "b64'-_8'") == .bytes([0xfb, 0xff]))
        #expect(try CBOR(diagnostic: "b64'AQ=='") == .bytes([1]))
        #expect(try CBOR(diagnostic: "'hi\\''") == .bytes([0x68, 0x69, 0x27]))
        #expect(try CBOR(diagnostic: "h'01 02\n 0a'") == .bytes([1, 2, 10]))
        #expect(try CBOR(diagnostic: "<<1, \"a\">>") == .bytes([0x01, 0x61, 0x61]))
        #expect(try CBOR(diagnostic: "24(<<[1]>>)") == .tagged(.embeddedCBOR, .bytes([0x81, 0x01])))
        #expect(try CBOR(diagnostic: "[1, / a comment / 2, # to the end of the line\n 3,]") == [1, 2, 3])
        #expect(try CBOR(diagnostic: "{_ 1: [_ ], 2: (_ '', h'01')}") == [1: [], 2: .bytes([1])])
        #expect(try CBOR(diagnostic: "simple(20)") == false)
        #expect(try CBOR(diagnostic: " \"\\ud83d\\ude00\" ") == "😀")
        #expect(
            try CBOR(diagnostic: "[Infinity, -Infinity, NaN]") == [.float(.infinity), .float(-.infinity), .float(.nan)])
    }

    @Test func parseErrorsNameTheOffset() {
        let cases: [(String, Int)] = [
            ("[1, 2", 5), ("[1 2]", 3), ("{1 2}", 3), ("h'0'", 0), ("h'0g'", 3), ("\"\\x\"", 1), ("\"\\ud800\"", 1),
            ("simple(24)", 7), ("simple(256)", 7), ("1(", 2), ("-1(2)", 0), ("18446744073709551616(1)", 0),
            ("true false", 5),
            ("(_ 'a', \"b\")", 8), ("nope", 0), ("b64'A'", 0), ("1.5e", 0), ("", 0), ("<<1 2>>", 4),
        ]
        for (text, offset) in cases {
            do {
                _ = try CBOR(diagnostic: text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.offset == offset, "\(text): \(error)")
                #expect(error.description.contains("offset \(offset)"))
            }
        }
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: CBORDiagnosticError.nestingTooDeep(offset: 256, limit: 256)) { try CBOR(diagnostic: deep) }
    }
}
