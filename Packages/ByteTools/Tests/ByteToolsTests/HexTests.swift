import ByteTools
import Testing

@Suite struct HexTests {
    @Test func encodesLowerCaseByDefault() {
        #expect(Hex.encode([0x00, 0xff, 0x10, 0xab]) == "00ff10ab")
        #expect(Hex.encode([UInt8]()) == "")
        #expect(Hex.encode(byte: 0x0a) == "0a")
        #expect(Hex.encode(byte: 0x0a, uppercase: true) == "0A")
    }

    @Test func separatesAndCutsForLogLines() {
        let aid: [UInt8] = [0xa0, 0x00, 0x00, 0x00, 0x03]
        #expect(Hex.encode(aid, uppercase: true, separator: " ") == "A0 00 00 00 03")
        #expect(Hex.encode(aid, uppercase: true, separator: " ", limit: 2) == "A0 00 … (+3 bytes)")
        #expect(Hex.encode(aid, limit: 5) == "a000000003")
        #expect(Hex.encode(aid, limit: 0) == "… (+5 bytes)")
        #expect(Hex.encode([0x44, 0x49], separator: ":") == "44:49")
    }

    @Test func decodesEitherCaseStrictly() throws {
        #expect(try Hex.decode("00FFaB") == [0x00, 0xff, 0xab])
        #expect(try Hex.decode("") == [])
        #expect(try Hex.decode("00ff"[...]) == [0x00, 0xff])
        #expect(throws: HexDecodingError.oddDigitCount(3)) { try Hex.decode("abc") }
        #expect(throws: HexDecodingError.invalidCharacter("g", position: 2)) { try Hex.decode("00gg") }
        #expect(throws: HexDecodingError.invalidCharacter("x", position: 1)) { try Hex.decode("0x00") }
        #expect(throws: HexDecodingError.invalidCharacter(" ", position: 2)) { try Hex.decode("00 ff") }
        #expect(throws: HexDecodingError.invalidCharacter("é", position: 0)) { try Hex.decode("é0") }
    }

    @Test func lenientDecodingTakesPastedDumps() throws {
        #expect(try Hex.decode(lenient: "44 49 44 4c") == Array("DIDL".utf8))
        #expect(try Hex.decode(lenient: "0x4449\n444C\t") == Array("DIDL".utf8))
        #expect(try Hex.decode(lenient: "  0X00") == [0])
        #expect(try Hex.decode(lenient: "") == [])
        #expect(try Hex.decode(lenient: " \n") == [])
        #expect(try Hex.decode(lenient: "0x") == [])
        #expect(throws: HexDecodingError.oddDigitCount(3)) { try Hex.decode(lenient: "0x0 0 0") }
        #expect(throws: HexDecodingError.invalidCharacter("z", position: 4)) { try Hex.decode(lenient: "0x00z") }
        // `0x` only counts as a prefix at the start.
        #expect(throws: HexDecodingError.invalidCharacter("x", position: 3)) { try Hex.decode(lenient: "000x") }
    }

    @Test func roundTripsEveryByte() throws {
        let all = (0...255).map(UInt8.init)
        #expect(try Hex.decode(Hex.encode(all)) == all)
        #expect(try Hex.decode(Hex.encode(all, uppercase: true)) == all)
        #expect(try Hex.decode(lenient: Hex.encode(all, separator: " ")) == all)
    }

    @Test func digitValuesAndAppending() {
        #expect(Hex.value(of: "7") == 7)
        #expect(Hex.value(of: "f") == 15)
        #expect(Hex.value(of: "F") == 15)
        #expect(Hex.value(of: "g") == nil)
        #expect(Hex.value(of: "٣") == nil)
        #expect(Hex.value(ofASCII: UInt8(ascii: "b")) == 11)
        #expect(Hex.value(ofASCII: 0xff) == nil)
        var buffer = Array("%".utf8)
        Hex.append(0x2f, uppercase: true, to: &buffer)
        Hex.append(0xe9, to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "%2Fe9")
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(
            HexDecodingError.invalidCharacter("g", position: 2).description
                == "invalid hex character \"g\" at position 2: expected 0-9, a-f or A-F")
        #expect(
            HexDecodingError.oddDigitCount(3).description == "hex has an odd number of digits (3): every byte needs two"
        )
    }
}
