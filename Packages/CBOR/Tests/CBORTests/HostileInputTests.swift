import CBOR
import Testing

/// Random and corrupted bytes through the decoder: each input must decode or throw a
/// `CBORDecodingError` (a trap would end the test run), and whatever is accepted must re-encode
/// and decode to the same value.
@Suite struct HostileInputTests {
    /// Bytes biased towards the values that steer CBOR decoding: heads with every additional
    /// information, breaks, long-length prefixes, UTF-8 lead bytes.
    static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        let interesting: [UInt8] = [
            0x00, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1f, 0x20, 0x38, 0x3b, 0x40, 0x41, 0x58, 0x5b, 0x5f, 0x60, 0x61,
            0x78, 0x7b, 0x7f, 0x80, 0x81, 0x82, 0x98, 0x9b, 0x9f, 0xa0, 0xa1, 0xa2, 0xb8, 0xbb, 0xbf, 0xc0, 0xc2, 0xd8,
            0xd9, 0xdb, 0xdf, 0xf4, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb, 0xff, 0xc3, 0xe2, 0xed, 0xf0, 0xf4, 0x7e,
        ]
        let count = generator.below(48)
        return (0..<count).map { _ in
            generator.next() % 3 == 0
                ? UInt8(truncatingIfNeeded: generator.next()) : interesting[generator.below(interesting.count)]
        }
    }

    static func checkConsistency(_ input: [UInt8], options: CBORDecodingOptions) -> Bool {
        guard let value = try? CBOR(decoding: input, options: options) else { return false }
        // Anything accepted re-encodes to preferred bytes that decode to the same value, and the
        // preferred bytes are themselves a fixed point.
        guard let encoded = try? value.encoded(), let again = try? CBOR(decoding: encoded) else {
            Issue.record("accepted \(hex(input)) but its value does not round-trip")
            return true
        }
        #expect(again == value, "\(hex(input))")
        #expect((try? again.encoded()) == encoded, "\(hex(input))")
        _ = value.description
        return true
    }

    @Test func randomBytesNeverTrapAndAcceptedValuesRoundTrip() {
        var generator = SeededGenerator(seed: 0xBAD_C0B0)
        var accepted = 0
        var options = CBORDecodingOptions()
        options.allowsTrailingBytes = true
        for _ in 0..<60_000 {
            let input = Self.randomBytes(&generator)
            if Self.checkConsistency(input, options: .default) { accepted += 1 }
            _ = Self.checkConsistency(input, options: options)
            _ = Self.checkConsistency(input, options: .deterministic)
            _ = try? CBOR.decodeSequence(input)
        }
        #expect(accepted > 400, "the generator must also produce well-formed items")
    }

    @Test func bitFlipsOfValidMessagesNeverTrap() throws {
        var generator = SeededGenerator(seed: 0xF11B)
        var rejected = 0
        for _ in 0..<1_500 {
            let valid = try generator.cborValue(depth: 4).encoded(options: .deterministic)
            for _ in 0..<10 {
                var corrupted = valid
                switch generator.below(4) {
                case 0:
                    let position = generator.below(corrupted.count)
                    corrupted[position] ^= UInt8(1) << UInt8(generator.below(8))
                case 1:
                    corrupted.removeLast(generator.below(corrupted.count) + 1)
                case 2:
                    corrupted.insert(
                        UInt8(truncatingIfNeeded: generator.next()), at: generator.below(corrupted.count + 1))
                default:
                    corrupted[generator.below(corrupted.count)] = [0xff, 0x1f, 0x9b, 0x5b, 0xf8][generator.below(5)]
                }
                if !Self.checkConsistency(corrupted, options: .default) { rejected += 1 }
                _ = Self.checkConsistency(corrupted, options: .deterministic)
            }
        }
        #expect(rejected > 1_000)
    }

    @Test func randomTextNeverTrapsTheDiagnosticParser() {
        var generator = SeededGenerator(seed: 0xD1A9)
        let alphabet = Array("[]{}()<>_,:'\"\\/#0123456789abcdefxhb64-+.eE NaInfitysmplu\n\u{0}é")
        for _ in 0..<40_000 {
            let text = String((0..<generator.below(30)).map { _ in alphabet[generator.below(alphabet.count)] })
            if let value = try? CBOR(diagnostic: text) {
                #expect((try? CBOR(diagnostic: value.description)) == value, "\(text)")
            }
        }
    }

    /// Decodes `input` as `Value` through the Codable bridge and checks the contract: malformed
    /// bytes throw `CBORDecodingError` (exactly when the value decoder rejects them too), a
    /// well-formed item of the wrong shape throws `DecodingError`, and an accepted value encodes
    /// back to bytes that decode to the same value. Returns whether the input was accepted.
    static func checkCodable<Value: Codable & Equatable>(_: Value.Type, _ input: [UInt8]) -> Bool {
        let wellFormed = (try? CBOR(decoding: input)) != nil
        do {
            let value = try CBORDecoder().decode(Value.self, from: input)
            #expect(wellFormed, "\(Value.self) accepted \(hex(input)), which the value decoder rejects")
            let again = try CBORDecoder().decode(Value.self, from: CBOREncoder().encode(value))
            #expect(again == value, "\(Value.self) from \(hex(input)) does not round-trip")
            return true
        } catch is CBORDecodingError {
            #expect(!wellFormed, "\(Value.self): \(hex(input)) is well-formed but was rejected as malformed")
        } catch is DecodingError {
            #expect(wellFormed, "\(Value.self): \(hex(input)) is malformed but was rejected as a shape mismatch")
        } catch {
            Issue.record("\(Value.self): \(hex(input)) threw an untyped error: \(error)")
        }
        return false
    }

    @Test func codableDecodingOfRandomBytesThrowsTypedErrorsAndRoundTrips() {
        var generator = SeededGenerator(seed: 0xC0DE)
        var accepted = 0
        for round in 0..<20_000 {
            // Every tenth input is a real encoding of the right shape, possibly with a flipped
            // bit, so the success path and near-misses are exercised as well as noise.
            var input = Self.randomBytes(&generator)
            if round % 10 == 0 {
                let numbers = (0..<generator.below(6)).map { _ in Int8(truncatingIfNeeded: generator.next()) }
                input = (try? CBOREncoder().encode(numbers)) ?? []
                if round % 20 == 0, !input.isEmpty {
                    input[generator.below(input.count)] ^= UInt8(1) << UInt8(generator.below(8))
                }
            }
            var any = false
            any = Self.checkCodable(RequestEnvelope.self, input) || any
            any = Self.checkCodable([Int8].self, input) || any
            any = Self.checkCodable([String: Double].self, input) || any
            any = Self.checkCodable(ReadStateResponse.self, input) || any
            if any { accepted += 1 }
        }
        // Both paths are exercised: the unflipped encodings (1,000) and a few random inputs
        // (empty arrays and maps) decode, most inputs do not.
        #expect(accepted > 1_000, "only \(accepted) inputs decoded; the generator must reach the success path")
    }
}
