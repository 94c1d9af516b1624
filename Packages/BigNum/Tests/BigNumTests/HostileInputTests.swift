import BigInt
import BigNum
import Testing

/// Random bytes and strings through every decoder and parser: each must return a value or throw
/// its typed error, never trap, and whatever it accepts must survive a round trip.
@Suite struct HostileInputTests {
    /// Bytes biased towards the values that steer LEB128 and fixed-width decoding (continuation
    /// bits, sign bits, zero padding), and a few letters.
    static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        let interesting: [UInt8] = [0x00, 0x01, 0x3f, 0x40, 0x41, 0x7f, 0x80, 0x81, 0xbf, 0xc0, 0xff, 0x45, 0x4f, 0x53]
        let count = Int(generator.next() % 40)
        return (0..<count).map { _ in
            generator.next() % 3 == 0
                ? UInt8(truncatingIfNeeded: generator.next())
                : interesting[Int(generator.next() % UInt64(interesting.count))]
        }
    }

    /// Half well-formed `<number> <unit>` texts with one character possibly mutated, half noise.
    static func randomText(_ generator: inout SeededGenerator) -> String {
        let alphabet = Array("0123456789000.-+ ,EOSETHgweiICPe8sTONnanoton\u{0}\u{00e9}\u{1F600}\u{0660}_eE")
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        guard generator.next() % 2 == 0 else {
            return String((0..<Int(generator.next() % 30)).map { _ in pick(alphabet) })
        }
        let whole = String((0..<Int(1 + generator.next() % 25)).map { _ in pick(Array("0123456789")) })
        let fraction = String((0..<Int(generator.next() % 20)).map { _ in pick(Array("0123456789")) })
        let number = pick(["", "-", "+"]) + whole + (fraction.isEmpty ? "" : "." + fraction)
        var characters = Array(
            number + pick(["", " ETH", " gwei", " wei", " ICP", " e8s", " TON", " nanoton", " EOS", " 4,EOS"]))
        if generator.next() % 4 == 0, !characters.isEmpty {
            characters[Int(generator.next() % UInt64(characters.count))] = pick(alphabet)
        }
        return String(characters)
    }

    @Test func leb128DecodersNeverTrapAndCanonicalDecodesRoundTrip() {
        var generator = SeededGenerator(seed: 0xBAD_B17E5)
        var accepted = 0
        for _ in 0..<20_000 {
            let input = Self.randomBytes(&generator)
            for encoding in [LEB128Encoding.canonical, .lenient] {
                var reader = ByteReader(input)
                if let value = try? LEB128.decode(UInt64.self, from: &reader, encoding: encoding),
                    encoding == .canonical
                {
                    #expect(LEB128.encode(value) == Array(input[..<reader.offset]), "\(input)")
                    accepted += 1
                }
                reader = ByteReader(input)
                if let value = try? LEB128.decode(BigUInt.self, from: &reader, encoding: encoding),
                    encoding == .canonical
                {
                    #expect(LEB128.encode(value) == Array(input[..<reader.offset]), "\(input)")
                }
                reader = ByteReader(input)
                if let value = try? SLEB128.decode(Int64.self, from: &reader, encoding: encoding),
                    encoding == .canonical
                {
                    #expect(SLEB128.encode(value) == Array(input[..<reader.offset]), "\(input)")
                }
                reader = ByteReader(input)
                if let value = try? SLEB128.decode(BigInt.self, from: &reader, encoding: encoding),
                    encoding == .canonical
                {
                    #expect(SLEB128.encode(value) == Array(input[..<reader.offset]), "\(input)")
                }
                reader = ByteReader(input)
                _ = try? LEB128.decode(UInt8.self, from: &reader, encoding: encoding)
                reader = ByteReader(input)
                _ = try? SLEB128.decode(Int16.self, from: &reader, encoding: encoding)
            }
        }
        #expect(accepted > 1_000, "the generator must also produce valid encodings")
    }

    @Test func byteDecodersNeverTrap() throws {
        var generator = SeededGenerator(seed: 0xF1_3D)
        for _ in 0..<20_000 {
            let input = Self.randomBytes(&generator)
            var reader = ByteReader(input)
            _ = try? reader.readInteger(UInt32.self, endian: .little)
            _ = try? reader.readBytes(count: Int(generator.next() % 50))
            _ = try? UInt32(bytes: input, endianness: .big)
            _ = BigUInt(bytes: input, endianness: .little)
            let signed = BigInt(twosComplementBytes: input, endianness: .big)
            if !input.isEmpty {
                #expect(try signed.twosComplementBytes(count: input.count, endianness: .big) == input)
            }
        }
    }

    @Test func textParsersNeverTrapAndAcceptedTextRoundTrips() throws {
        var generator = SeededGenerator(seed: 0x7E_C5)
        var accepted = (decimals: 0, amounts: 0)
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            if let decimal = try? BigDecimal(parsing: text) {
                #expect(try BigDecimal(parsing: decimal.description).isIdentical(to: decimal), "\(text)")
                accepted.decimals += 1
            }
            if let amount = try? Amount(parsing: text) {
                #expect(try Amount(parsing: amount.description) == amount, "\(text)")
                accepted.amounts += 1
            }
            _ = try? Amount(parsing: text, rounding: .halfEven)
        }
        #expect(accepted.decimals > 500 && accepted.amounts > 500, "\(accepted)")
    }
}
