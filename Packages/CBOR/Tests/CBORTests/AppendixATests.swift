import BigInt
import BigNum
import CBOR
import Testing

/// RFC 8949 Appendix A, every example, both directions.
///
/// Each example carries its value built in Swift (not parsed), its diagnostic notation as the RFC
/// prints it, the RFC's bytes, and, for the examples the RFC marks as not preferred (indefinite
/// lengths, wide floats), the preferred bytes our encoder must produce for the same value.
/// The RFC 7049 example `simple(24)` (`f8 18`) is absent: RFC 8949 made it not well-formed,
/// and AppendixFTests checks that it is rejected.
@Suite struct AppendixATests {
    struct Example: Sendable, CustomTestStringConvertible {
        let diagnostic: String
        let hex: String
        let value: CBOR
        /// The preferred serialisation when `hex` is not it.
        let preferredHex: String?
        /// Whether our printer writes exactly the RFC's diagnostic text.
        let printsAsInRFC: Bool

        init(_ diagnostic: String, _ hex: String, _ value: CBOR, preferred: String? = nil, printsAsInRFC: Bool = true) {
            self.diagnostic = diagnostic
            self.hex = hex
            self.value = value
            self.preferredHex = preferred
            self.printsAsInRFC = printsAsInRFC && preferred == nil
        }

        var testDescription: String { "\(diagnostic) ↔ \(hex)" }
    }

    static let oneToTwentyFive: CBOR = .array((1...25).map { CBOR.unsigned(UInt64($0)) })

    static let examples: [Example] = [
        Example("0", "00", 0),
        Example("1", "01", 1),
        Example("10", "0a", 10),
        Example("23", "17", 23),
        Example("24", "1818", 24),
        Example("25", "1819", 25),
        Example("100", "1864", 100),
        Example("1000", "1903e8", 1000),
        Example("1000000", "1a000f4240", 1_000_000),
        Example("1000000000000", "1b000000e8d4a51000", 1_000_000_000_000),
        Example("18446744073709551615", "1bffffffffffffffff", .unsigned(.max)),
        Example(
            "18446744073709551616", "c249010000000000000000",
            .tagged(.positiveBignum, .bytes([1, 0, 0, 0, 0, 0, 0, 0, 0])), printsAsInRFC: false),
        Example("-18446744073709551616", "3bffffffffffffffff", .negative(.max)),
        Example(
            "-18446744073709551617", "c349010000000000000000",
            .tagged(.negativeBignum, .bytes([1, 0, 0, 0, 0, 0, 0, 0, 0])), printsAsInRFC: false),
        Example("-1", "20", -1),
        Example("-10", "29", -10),
        Example("-100", "3863", -100),
        Example("-1000", "3903e7", -1000),
        Example("0.0", "f90000", 0.0),
        Example("-0.0", "f98000", -0.0),
        Example("1.0", "f93c00", 1.0),
        Example("1.1", "fb3ff199999999999a", 1.1),
        Example("1.5", "f93e00", 1.5),
        Example("65504.0", "f97bff", 65504.0),
        Example("100000.0", "fa47c35000", 100_000.0),
        Example("3.4028234663852886e+38", "fa7f7fffff", 3.4028234663852886e+38),
        Example("1.0e+300", "fb7e37e43c8800759c", 1.0e+300),
        Example("5.960464477539063e-8", "f90001", 5.960464477539063e-8),
        Example("0.00006103515625", "f90400", 0.00006103515625, printsAsInRFC: false),
        Example("-4.0", "f9c400", -4.0),
        Example("-4.1", "fbc010666666666666", -4.1),
        Example("Infinity", "f97c00", .float(.infinity)),
        Example("NaN", "f97e00", .float(.nan)),
        Example("-Infinity", "f9fc00", .float(-.infinity)),
        Example("Infinity", "fa7f800000", .float(.infinity), preferred: "f97c00"),
        Example("NaN", "fa7fc00000", .float(.nan), preferred: "f97e00"),
        Example("-Infinity", "faff800000", .float(-.infinity), preferred: "f9fc00"),
        Example("Infinity", "fb7ff0000000000000", .float(.infinity), preferred: "f97c00"),
        Example("NaN", "fb7ff8000000000000", .float(.nan), preferred: "f97e00"),
        Example("-Infinity", "fbfff0000000000000", .float(-.infinity), preferred: "f9fc00"),
        Example("false", "f4", false),
        Example("true", "f5", true),
        Example("null", "f6", nil),
        Example("undefined", "f7", .undefined),
        Example("simple(16)", "f0", .simple(CBORSimpleValue(16)!)),
        Example("simple(255)", "f8ff", .simple(CBORSimpleValue(255)!)),
        Example(
            "0(\"2013-03-21T20:04:00Z\")", "c074323031332d30332d32315432303a30343a30305a",
            .tagged(.standardDateTime, "2013-03-21T20:04:00Z")),
        Example("1(1363896240)", "c11a514b67b0", .tagged(.epochDateTime, 1_363_896_240)),
        Example("1(1363896240.5)", "c1fb41d452d9ec200000", .tagged(.epochDateTime, 1_363_896_240.5)),
        Example("23(h'01020304')", "d74401020304", .tagged(23, .bytes([1, 2, 3, 4]))),
        Example(
            "24(h'6449455446')", "d818456449455446", .tagged(.embeddedCBOR, .bytes([0x64, 0x49, 0x45, 0x54, 0x46]))),
        Example(
            "32(\"http://www.example.com\")", "d82076687474703a2f2f7777772e6578616d706c652e636f6d",
            .tagged(.uri, "http://www.example.com")),
        Example("h''", "40", .bytes([])),
        Example("h'01020304'", "4401020304", .bytes([1, 2, 3, 4])),
        Example("\"\"", "60", ""),
        Example("\"a\"", "6161", "a"),
        Example("\"IETF\"", "6449455446", "IETF"),
        Example("\"\\\"\\\\\"", "62225c", "\"\\"),
        Example("\"\\u00fc\"", "62c3bc", "\u{00fc}", printsAsInRFC: false),
        Example("\"\\u6c34\"", "63e6b0b4", "\u{6c34}", printsAsInRFC: false),
        Example("\"\\ud800\\udd51\"", "64f0908591", "\u{10151}", printsAsInRFC: false),
        Example("[]", "80", []),
        Example("[1, 2, 3]", "83010203", [1, 2, 3]),
        Example("[1, [2, 3], [4, 5]]", "8301820203820405", [1, [2, 3], [4, 5]]),
        Example(
            "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]",
            "98190102030405060708090a0b0c0d0e0f101112131415161718181819", oneToTwentyFive),
        Example("{}", "a0", [:]),
        Example("{1: 2, 3: 4}", "a201020304", [1: 2, 3: 4]),
        Example("{\"a\": 1, \"b\": [2, 3]}", "a26161016162820203", ["a": 1, "b": [2, 3]]),
        Example("[\"a\", {\"b\": \"c\"}]", "826161a161626163", ["a", ["b": "c"]]),
        Example(
            "{\"a\": \"A\", \"b\": \"B\", \"c\": \"C\", \"d\": \"D\", \"e\": \"E\"}",
            "a56161614161626142616361436164614461656145", ["a": "A", "b": "B", "c": "C", "d": "D", "e": "E"]),
        Example("(_ h'0102', h'030405')", "5f42010243030405ff", .bytes([1, 2, 3, 4, 5]), preferred: "450102030405"),
        Example(
            "(_ \"strea\", \"ming\")", "7f657374726561646d696e67ff", "streaming", preferred: "6973747265616d696e67"),
        Example("[_ ]", "9fff", [], preferred: "80"),
        Example(
            "[_ 1, [2, 3], [_ 4, 5]]", "9f018202039f0405ffff", [1, [2, 3], [4, 5]], preferred: "8301820203820405"),
        Example("[_ 1, [2, 3], [4, 5]]", "9f01820203820405ff", [1, [2, 3], [4, 5]], preferred: "8301820203820405"),
        Example("[1, [2, 3], [_ 4, 5]]", "83018202039f0405ff", [1, [2, 3], [4, 5]], preferred: "8301820203820405"),
        Example("[1, [_ 2, 3], [4, 5]]", "83019f0203ff820405", [1, [2, 3], [4, 5]], preferred: "8301820203820405"),
        Example(
            "[_ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]",
            "9f0102030405060708090a0b0c0d0e0f101112131415161718181819ff", oneToTwentyFive,
            preferred: "98190102030405060708090a0b0c0d0e0f101112131415161718181819"),
        Example(
            "{_ \"a\": 1, \"b\": [_ 2, 3]}", "bf61610161629f0203ffff", ["a": 1, "b": [2, 3]],
            preferred: "a26161016162820203"),
        Example("[\"a\", {_ \"b\": \"c\"}]", "826161bf61626163ff", ["a", ["b": "c"]], preferred: "826161a161626163"),
        Example(
            "{_ \"Fun\": true, \"Amt\": -2}", "bf6346756ef563416d7421ff", ["Fun": true, "Amt": -2],
            preferred: "a26346756ef563416d7421"),
    ]

    @Test func everyExampleIsHere() {
        // RFC 8949's table has 81 rows (RFC 7049's 82 less simple(24)); the count guards
        // against a lost line.
        #expect(Self.examples.count == 81)
    }

    @Test(arguments: examples)
    func bytesDecodeToTheValue(_ example: Example) throws {
        let decoded = try CBOR(decoding: bytes(example.hex))
        #expect(decoded == example.value)
    }

    @Test(arguments: examples)
    func valueEncodesToThePreferredBytes(_ example: Example) throws {
        let preferred = example.preferredHex ?? example.hex
        #expect(hex(try example.value.encoded()) == preferred)
        // Deterministic encoding differs only where map keys are out of order.
        let deterministic = Self.sortedKeys[example.hex] ?? preferred
        #expect(hex(try example.value.encoded(options: .deterministic)) == deterministic)
    }

    /// The one example whose keys are not in bytewise order: "Amt" (63 41 …) sorts before "Fun".
    static let sortedKeys = ["bf6346756ef563416d7421ff": "a263416d74216346756ef5"]

    @Test func onlyTheUnsortedMapDiffersUnderDeterministicEncoding() throws {
        let value: CBOR = ["Fun": true, "Amt": -2]
        #expect(hex(try value.encoded(options: .deterministic)) == "a263416d74216346756ef5")
    }

    @Test(arguments: examples)
    func diagnosticNotationParsesToTheValue(_ example: Example) throws {
        #expect(try CBOR(diagnostic: example.diagnostic) == example.value)
    }

    @Test(arguments: examples.filter(\.printsAsInRFC))
    func valuePrintsAsTheRFCWritesIt(_ example: Example) {
        #expect(example.value.description == example.diagnostic)
    }

    @Test func bignumExamplesReadAsIntegers() throws {
        let big = try CBOR(decoding: bytes("c249010000000000000000"))
        #expect(big.bigIntValue == BigInt(1) << 64)
        let negative = try CBOR(decoding: bytes("c349010000000000000000"))
        #expect(negative.bigIntValue == -(BigInt(1) << 64) - 1)
        #expect(try CBOR(decoding: bytes("3bffffffffffffffff")).bigIntValue == -(BigInt(1) << 64))
        #expect(CBOR(bigInt: BigInt(1) << 64) == big)
    }

    @Test func preferredFormsAreAlsoDeterministic() throws {
        for example in Self.examples {
            let deterministic = bytes(Self.sortedKeys[example.hex] ?? example.preferredHex ?? example.hex)
            #expect(throws: Never.self, "\(example.diagnostic)") {
                try CBOR(decoding: deterministic, options: .deterministic)
            }
            if example.preferredHex != nil {
                #expect(decodingError(bytes(example.hex), options: .deterministic) != nil, "\(example.hex)")
            }
        }
    }

    @Test func theWriterProducesTheIndefiniteForms() throws {
        var writer = CBORWriter()
        writer.beginIndefiniteByteString()
        writer.writeBytes([1, 2])
        writer.writeBytes([3, 4, 5])
        writer.writeBreak()
        #expect(hex(writer.bytes) == "5f42010243030405ff")

        writer.removeAll()
        writer.beginIndefiniteMap()
        writer.writeText("a")
        writer.writeUnsigned(1)
        writer.writeText("b")
        writer.beginIndefiniteArray()
        writer.writeInteger(2)
        writer.writeInteger(3)
        writer.writeBreak()
        writer.writeBreak()
        #expect(hex(writer.bytes) == "bf61610161629f0203ffff")

        writer.removeAll()
        writer.writeSingle(.infinity)
        writer.writeDouble(.nan)
        writer.writeHalf(bitPattern: 0x7c00)
        writer.writeInteger(Int64.min)
        #expect(hex(writer.bytes) == "fa7f800000" + "fb7ff8000000000000" + "f97c00" + "3b7fffffffffffffff")
    }
}
