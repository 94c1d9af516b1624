import BigInt
import BigNum
import CBOR
import Foundation
import Testing

/// The tags this package gives meaning to: 0/1 dates, 2/3 bignums, 24 embedded CBOR, 55799.
@Suite struct TagTests {
    @Test func bignumsRoundTripAtEveryWidth() throws {
        var generator = SeededGenerator(seed: 0xB16)
        for bits in [0, 1, 63, 64, 65, 127, 128, 129, 256, 521] {
            for _ in 0..<20 {
                let words = (0..<((bits + 63) / 64)).map { _ in UInt(generator.next()) }
                let magnitude = BigUInt(words: words) >> max(0, words.count * 64 - bits)
                for value in [BigInt(magnitude), -BigInt(magnitude), -BigInt(magnitude) - 1] {
                    let encoded = CBOR(bigInt: value)
                    #expect(encoded.bigIntValue == value)
                    #expect(try CBOR(decoding: encoded.encoded()).bigIntValue == value)
                    let tagged = CBOR(bigInt: value, alwaysTagged: true)
                    #expect(tagged.bigIntValue == value)
                    // Preferred serialisation: tags only beyond 64 bits, no leading zero bytes.
                    if case .tagged(_, .bytes(let content)) = encoded {
                        #expect(content.first != 0)
                        #expect(value.magnitude > BigUInt(UInt64.max))
                    }
                }
            }
        }
        // Leading zeros are accepted on input (§3.4.3), and a bignum can hold a small value.
        #expect(CBOR.tagged(.positiveBignum, .bytes([0, 0, 0, 7])).bigIntValue == 7)
        #expect(CBOR.tagged(.positiveBignum, .bytes([])).bigIntValue == 0)
        #expect(CBOR.tagged(.negativeBignum, .bytes([])).bigIntValue == -1)
        #expect(CBOR.tagged(.positiveBignum, "7").bigIntValue == nil)
    }

    @Test func datesFromTagsZeroAndOne() throws {
        let instant = Date(timeIntervalSince1970: 1_363_896_240)
        #expect(CBOR(epochDateTime: instant) == .tagged(.epochDateTime, 1_363_896_240))
        #expect(CBOR(epochDateTime: instant.addingTimeInterval(0.5)) == .tagged(.epochDateTime, 1_363_896_240.5))
        #expect(CBOR(epochDateTime: Date(timeIntervalSince1970: -1)) == .tagged(.epochDateTime, -1))
        #expect(CBOR(standardDateTime: instant) == .tagged(.standardDateTime, "2013-03-21T20:04:00Z"))
        #expect(CBOR(standardDateTime: instant.addingTimeInterval(0.125))?.untagged == "2013-03-21T20:04:00.125Z")
        #expect(
            CBOR(standardDateTime: Date(timeIntervalSince1970: -62_167_219_200))
                == .tagged(.standardDateTime, "0000-01-01T00:00:00Z"))
        #expect(CBOR(standardDateTime: Date(timeIntervalSince1970: 253_402_300_800)) == nil)
        #expect(CBOR(standardDateTime: Date(timeIntervalSince1970: -62_167_219_201)) == nil)
        let parsed: [(String, Double?)] = [
            ("2013-03-21T20:04:00Z", 1_363_896_240), ("2013-03-21t20:04:00z", 1_363_896_240),
            ("2013-03-21T22:04:00+02:00", 1_363_896_240), ("2013-03-21T19:34:00.25-00:30", 1_363_896_240.25),
            ("2016-12-31T23:59:60Z", 1_483_228_800), ("2000-02-29T00:00:00Z", 951_782_400),
            ("1969-12-31T23:59:59Z", -1),
            ("2013-03-21T20:04:00", nil), ("2013-3-21T20:04:00Z", nil), ("2001-02-29T00:00:00Z", nil),
            ("2013-03-21T24:00:00Z", nil),
            ("2013-03-21T20:04:00.Z", nil), ("2013-03-21T20:04:00Z ", nil), ("２０13-03-21T20:04:00Z", nil),
        ]
        for (text, seconds) in parsed {
            #expect(CBOR.tagged(.standardDateTime, .text(text)).dateValue?.timeIntervalSince1970 == seconds, "\(text)")
        }
        #expect(CBOR.tagged(.epochDateTime, .float(.infinity)).dateValue == nil)
        #expect(CBOR.tagged(.epochDateTime, -2).dateValue == Date(timeIntervalSince1970: -2))
        // Every day of a 400-year cycle formats and parses back.
        for day in stride(from: -146_097, to: 146_097, by: 7) {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400 + 3_723)
            #expect(CBOR(standardDateTime: date)?.dateValue == date)
        }
    }

    @Test func embeddedCBOR() throws {
        let inner: CBOR = ["a": [1, 2]]
        let embedded = try CBOR(embedding: inner)
        #expect(hex(try embedded.encoded()) == "d81846a16161820102")
        #expect(try embedded.embeddedValue() == inner)
        #expect(try CBOR(1).embeddedValue() == nil)
        #expect(throws: CBORDecodingError.self) { try CBOR.tagged(.embeddedCBOR, .bytes([0x81])).embeddedValue() }
    }

    @Test func unknownTagsArePreserved() throws {
        let value: CBOR = .tagged(CBORTag(rawValue: 0xdead_beef_cafe), .tagged(37, .bytes([1, 2])))
        #expect(try CBOR(decoding: value.encoded()) == value)
        #expect(CBORTag.selfDescribeCBOR.rawValue == 55799 && CBORTag.uri.description == "32")
        #expect(CBORTag(4) < .bigfloat)
    }
}
