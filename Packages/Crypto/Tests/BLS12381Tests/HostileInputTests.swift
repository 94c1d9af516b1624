import BigNum
import Testing

@testable import BLS12381

/// Random and mutated encodings through every decoder and the verifier: each returns a value,
/// throws its typed error or answers false; none traps.
@Suite struct HostileInputTests {
    @Test func decodersNeverTrap() {
        var generator = SeededGenerator(seed: 0xBAD)
        let seeds = [
            G1Point.generator.compressedRepresentation, G2Point.generator.compressedRepresentation,
            ICVectorTests.rootKeyRaw, ICVectorTests.rootKeyDER, hex(ICVectorTests.valid[1].signature),
        ]
        var accepted = 0
        for round in 0..<2_000 {
            var input: [UInt8]
            switch round < seeds.count ? -1 : round % 4 {
            case -1: input = seeds[round]  // the valid seeds themselves must decode
            case 0: input = generator.bytes([47, 48, 49, 95, 96, 97, 133][Int(generator.next() % 7)])
            default:
                input = seeds[round % seeds.count]
                for _ in 0..<(1 + Int(generator.next() % 3)) where !input.isEmpty {
                    let index = Int(generator.next() % UInt64(input.count))
                    switch generator.next() % 4 {
                    case 0: input[index] ^= 1 << UInt8(generator.next() % 8)
                    case 1: input[index] = [0x00, 0x80, 0xa0, 0xc0, 0xe0, 0xff][Int(generator.next() % 6)]
                    case 2: input.remove(at: index)
                    default: input = Array(input.prefix(index))
                    }
                }
            }
            if let point = try? G1Point(compressedRepresentation: input) {
                #expect(point.compressedRepresentation == input)
                accepted += 1
            }
            if let point = try? G2Point(compressedRepresentation: input) {
                #expect(point.compressedRepresentation == input)
                accepted += 1
            }
            if let key = try? BLS12381.Signing.PublicKey(derRepresentation: input) {
                #expect(key.derRepresentation == input)
                accepted += 1
            }
            _ = try? BLS12381.Signing.PrivateKey(rawRepresentation: input)
        }
        #expect(accepted > 0)
    }

    /// Garbage through `verify`: false, never a trap.
    @Test func verifyOfGarbageIsFalse() {
        var generator = SeededGenerator(seed: 0x6A4B)
        for _ in 0..<100 {
            let signature = generator.bytes(48)
            let key = generator.bytes(96)
            #expect(
                !BLS12381.Signing.verify(
                    signature: signature, message: generator.bytes(Int(generator.next() % 64)), publicKey: key))
        }
        #expect(!BLS12381.Signing.verify(signature: [], message: [], publicKey: []))
    }
}
