import BigNum
import ByteToolsTesting
import EOSAssets
import Testing

/// Random bytes and strings through the asset and symbol decoders (moved here from BigNum's
/// hostile-input tests with the types): each must return a value or throw its typed error,
/// never trap, and whatever it accepts must survive a round trip.
@Suite struct HostileInputTests {
    /// Half eosio's 16-byte form of an asset (amounts of every size, precisions around the limit
    /// of 18, codes of 1–7 letters) with one byte possibly changed and the end cut or extended;
    /// half noise biased towards the letters' edges, zero padding and sign bits.
    static func randomBytes(_ generator: inout SplitMix64) -> [UInt8] {
        let interesting: [UInt8] = [
            0x00, 0x01, 0x12, 0x13, 0x3f, 0x40, 0x41, 0x45, 0x4f, 0x53, 0x5a, 0x5b, 0x7f, 0x80, 0xc0, 0xff,
        ]
        guard generator.chance(50) else {
            return (0..<generator.below(40)).map { _ in
                generator.chance(33) ? generator.byte() : interesting[generator.below(interesting.count)]
            }
        }
        let amount = Int64(bitPattern: generator.next()) >> Int64(generator.below(64))
        let code = (0..<1 + generator.below(7)).map { _ in UInt8(ascii: "A") + UInt8(generator.below(26)) }
        var bytes =
            amount.bytes(endianness: .little) + [UInt8(generator.below(20))] + code
            + [UInt8](repeating: 0, count: 7 - code.count)
        if generator.chance(25) {
            bytes[generator.below(bytes.count)] = interesting[generator.below(interesting.count)]
        }
        if generator.chance(10) { bytes.removeLast(1 + generator.below(bytes.count)) }
        if generator.chance(10) { bytes += generator.bytes(generator.below(8)) }
        return bytes
    }

    /// Half well-formed `<number> <CODE>` or `<precision>,<CODE>` texts with one character
    /// possibly changed, half noise.
    static func randomText(_ generator: inout SplitMix64) -> String {
        let alphabet = Array("0123456789000.-+ ,EOSJUNGLEeosAZ\u{0}\u{00e9}\u{1F600}\u{0660}_")
        let digits = Array("0123456789")
        guard generator.chance(50) else {
            return String((0..<generator.below(30)).map { _ in alphabet[generator.below(alphabet.count)] })
        }
        let codes = ["EOS", "JUNGLE", "A", "ABCDEFG", "ABCDEFGH", "eos", ""]
        let code = codes[generator.below(codes.count)]
        var characters: [Character]
        if generator.chance(25) {
            characters = Array("\(generator.below(21)),\(code)")
        } else {
            let whole = String((0..<1 + generator.below(20)).map { _ in digits[generator.below(10)] })
            let fraction = String((0..<generator.below(20)).map { _ in digits[generator.below(10)] })
            let sign = ["", "-", "+"][generator.below(3)]
            characters = Array(
                sign + whole + (fraction.isEmpty ? "" : "." + fraction) + (generator.chance(90) ? " " : "") + code)
        }
        if generator.chance(25), !characters.isEmpty {
            characters[generator.below(characters.count)] = alphabet[generator.below(alphabet.count)]
        }
        return String(characters)
    }

    @Test func byteDecodersNeverTrapAndAcceptedBytesRoundTrip() {
        var generator = SplitMix64(seed: 0xF1_3D)
        var accepted = 0
        for _ in 0..<20_000 {
            let input = Self.randomBytes(&generator)
            var reader = ByteReader(input)
            if let asset = try? EOSAsset(from: &reader) {
                #expect(asset.serialized == Array(input.prefix(16)), "\(input)")
                #expect(reader.offset == 16)
                accepted += 1
            } else {
                #expect(reader.offset == 0, "a refused asset consumes nothing")
            }
        }
        #expect(accepted > 1_000, "the generator must also produce valid assets")
    }

    @Test func textParsersNeverTrapAndAcceptedTextRoundTrips() throws {
        var generator = SplitMix64(seed: 0x7E_C5)
        var accepted = (assets: 0, symbols: 0)
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            if let asset = try? EOSAsset(parsing: text) {
                #expect(try EOSAsset(parsing: asset.description) == asset, "\(text)")
                #expect(try EOSAsset(asset.amountValue) == asset, "\(text)")
                accepted.assets += 1
            }
            if let symbol = try? EOSSymbol(parsing: text) {
                #expect(try EOSSymbol(parsing: symbol.description) == symbol, "\(text)")
                accepted.symbols += 1
            }
        }
        #expect(accepted.assets > 200 && accepted.symbols > 200, "\(accepted)")
    }
}
