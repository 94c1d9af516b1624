import BigNum
import EOSAssets
import Foundation
import Testing

@Suite struct EOSAssetTests {
    @Test func parsesPrecisionFromTheText() throws {
        let asset = try EOSAsset(parsing: "1.3100 EOS")
        #expect(asset.amount == 13_100)
        #expect(asset.symbol == EOSSymbol.eos)
        #expect(asset.description == "1.3100 EOS")
        #expect(try EOSAsset(parsing: "5 JUNGLE").symbol.description == "0,JUNGLE")
        #expect(try EOSAsset(parsing: "-0.0001 EOS").amount == -1)
        #expect(try EOSAsset(parsing: "0.000000000000000001 A").symbol.precision == 18)
        #expect(try EOSAsset(parsing: "461168601842738.7903 EOS").amount == EOSAsset.maxAmount)
        #expect(try EOSAsset(parsing: "-461168601842738.7903 EOS").amount == -EOSAsset.maxAmount)
    }

    @Test func invalidSymbolsAndAmountsAreRejected() {
        let cases: [(String, EOSAssetError)] = [
            ("1.0000 eos", .invalidSymbolCode("eos", position: 7)),
            ("1.0000 EOSEOSEO", .invalidSymbolCode("EOSEOSEO", position: 14)),
            ("1.0000 E0S", .invalidSymbolCode("E0S", position: 8)),
            ("1.0000 ", .invalidSymbolCode("", position: 7)),
            ("1.0000 EOS ", .invalidSymbolCode("EOS ", position: 10)),
            ("1.0000", .invalidFormat("expected \"<number> <CODE>\"", position: 6)),
            ("1.x EOS", .number(.invalidCharacter("x", position: 2))),
            (" EOS", .number(.missingDigit(position: 0))),
            ("0.0000000000000000001 EOS", .invalidPrecision(19)),
            ("461168601842738.7904 EOS", .amountOutOfRange("4611686018427387904")),
            ("99999999999999999999 EOS", .amountOutOfRange("99999999999999999999")),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try EOSAsset(parsing: text) }
        }
        #expect(throws: EOSAssetError.amountOutOfRange(String(Int64.min))) {
            try EOSAsset(amount: .min, symbol: .eos)
        }
    }

    @Test func symbolsValidateLikeEosio() throws {
        #expect(try EOSSymbol(code: "EOS", precision: 4) == EOSSymbol.eos)
        #expect(try EOSSymbol(code: "ABCDEFG", precision: 18).code == "ABCDEFG")
        #expect(throws: EOSAssetError.invalidPrecision(19)) { try EOSSymbol(code: "EOS", precision: 19) }
        #expect(throws: EOSAssetError.invalidPrecision(-1)) { try EOSSymbol(code: "EOS", precision: -1) }
        #expect(throws: EOSAssetError.invalidSymbolCode("", position: 0)) { try EOSSymbol(code: "", precision: 4) }
        #expect(throws: EOSAssetError.invalidSymbolCode("ABCDEFGH", position: 7)) {
            try EOSSymbol(code: "ABCDEFGH", precision: 4)
        }
        #expect(throws: EOSAssetError.invalidSymbolCode("EoS", position: 1)) {
            try EOSSymbol(code: "EoS", precision: 4)
        }
        #expect(throws: EOSAssetError.invalidSymbolCode("ÉOS", position: 0)) {
            try EOSSymbol(code: "ÉOS", precision: 4)
        }
        #expect(try EOSSymbol(parsing: "4,EOS") == .eos)
        #expect(try EOSSymbol(parsing: "18,WAX").precision == 18)
        #expect(throws: EOSAssetError.invalidPrecision(19)) { try EOSSymbol(parsing: "19,EOS") }
        #expect(throws: EOSAssetError.invalidFormat("expected \"<precision>,<CODE>\"", position: 0)) {
            try EOSSymbol(parsing: "EOS")
        }
        #expect(throws: EOSAssetError.invalidFormat("expected a digit", position: 0)) {
            try EOSSymbol(parsing: "x,EOS")
        }
        #expect(throws: EOSAssetError.invalidSymbolCode("eos", position: 2)) { try EOSSymbol(parsing: "4,eos") }
    }

    @Test func rawSymbolMatchesTheChainEncoding() throws {
        #expect(EOSSymbol.eos.rawValue == 1_397_703_940)  // 0x534f4504
        #expect(try EOSSymbol(rawValue: 1_397_703_940) == .eos)
        #expect(throws: EOSAssetError.invalidRawSymbol(0x04)) { try EOSSymbol(rawValue: 0x04) }
        #expect(throws: EOSAssetError.invalidRawSymbol(0x5300_4504)) { try EOSSymbol(rawValue: 0x5300_4504) }
        #expect(throws: EOSAssetError.invalidPrecision(20)) { try EOSSymbol(rawValue: 0x534f_4514) }
    }

    @Test func binaryFormRoundTrips() throws {
        let asset = try EOSAsset(parsing: "1.0000 EOS")
        #expect(Hex.encode(asset.serialized, separator: " ") == "10 27 00 00 00 00 00 00 04 45 4f 53 00 00 00 00")
        var reader = ByteReader(asset.serialized + [0xaa])
        #expect(try EOSAsset(from: &reader) == asset)
        #expect(reader.offset == 16)
        var short = ByteReader(Array(asset.serialized.prefix(12)))
        #expect(throws: EOSAssetError.bytes(.truncated(offset: 8, needed: 8, available: 4))) {
            try EOSAsset(from: &short)
        }
        #expect(short.offset == 0)
        var badRange = ByteReader(
            Int64.max.bytes(endianness: .little) + EOSSymbol.eos.rawValue.bytes(endianness: .little))
        #expect(throws: EOSAssetError.amountOutOfRange(String(Int64.max))) { try EOSAsset(from: &badRange) }
        #expect(badRange.offset == 0)
    }

    @Test func arithmeticChecksSymbolAndRange() throws {
        let a = try EOSAsset(parsing: "1.0000 EOS")
        #expect(try a.adding(a).description == "2.0000 EOS")
        #expect(try a.subtracting(EOSAsset(parsing: "3.0000 EOS")).description == "-2.0000 EOS")
        #expect(throws: EOSAssetError.symbolMismatch("4,EOS", "3,EOS")) { try a.adding(EOSAsset(parsing: "1.000 EOS")) }
        let max = try EOSAsset(amount: EOSAsset.maxAmount, symbol: .eos)
        #expect(throws: EOSAssetError.amountOutOfRange("4611686018427387904")) {
            try max.adding(EOSAsset(amount: 1, symbol: .eos))
        }
    }

    @Test func convertsToAndFromAmount() throws {
        let asset = try EOSAsset(parsing: "1.3100 EOS")
        #expect(asset.amountValue == (try Amount(parsing: "1.3100 EOS")))
        #expect(asset.amountValue.description == "1.3100 EOS")
        #expect(try EOSAsset(Amount(parsing: "1.3100 EOS")) == asset)
        let jungle = try EOSAsset(parsing: "12.5 JUNGLE")
        #expect(jungle.amountValue.currency == .eos(try EOSSymbol(code: "JUNGLE", precision: 1)))
        #expect(try EOSAsset(jungle.amountValue) == jungle)
        #expect(throws: EOSAssetError.notAnEOSAmount(currency: "ETH")) { try EOSAsset(Amount(parsing: "1 ETH")) }
        // An EOS token is exactly a symbol's currency: the same identifier without eosio's limit is not one.
        #expect(Currency.eos.eosSymbol == .eos)
        #expect(Currency.eos(.eos) == Currency.eos)
        #expect(Currency.ether.eosSymbol == nil)
        let unlimited = try Currency(token: "EOS", precision: 4)
        #expect(unlimited.eosSymbol == nil)
        #expect(throws: EOSAssetError.notAnEOSAmount(currency: "4,EOS")) {
            try EOSAsset(Amount(baseUnits: 1, currency: unlimited))
        }
        #expect(asset.decimalValue.description == "1.3100")
    }

    @Test func codableUsesTheTextForm() throws {
        let assets = [try EOSAsset(parsing: "1.3100 EOS"), try EOSAsset(parsing: "7 JUNGLE")]
        let json = String(decoding: try JSONEncoder().encode(assets), as: UTF8.self)
        #expect(json == #"["1.3100 EOS","7 JUNGLE"]"#)
        #expect(try JSONDecoder().decode([EOSAsset].self, from: Data(json.utf8)) == assets)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([EOSAsset].self, from: Data(#"["1.0 eos"]"#.utf8))
        }
        let symbolJSON = String(decoding: try JSONEncoder().encode([EOSSymbol.eos]), as: UTF8.self)
        #expect(symbolJSON == #"["4,EOS"]"#)
        #expect(try JSONDecoder().decode([EOSSymbol].self, from: Data(symbolJSON.utf8)) == [.eos])
    }

    @Test func errorDescriptions() {
        #expect(EOSAssetError.invalidSymbolCode("eos", position: 7).description.contains("position 7"))
        #expect(EOSAssetError.invalidPrecision(19).description.contains("0...18"))
        #expect(EOSAssetError.amountOutOfRange("4611686018427387904").description.contains("4611686018427387903"))
    }
}
