import ByteToolsTesting
import Testing

@testable import APDU

/// Random and mutated input into every parser. The parsers declare `throws(APDUError)`, so the
/// compiler already guarantees no other error escapes; what these tests establish is that no input
/// traps (out-of-range index, overflow, force unwrap) or hangs, and that whatever is accepted is
/// self-consistent.
@Suite("Hostile input")
struct HostileInputTests {
    static let iterations = 20_000

    /// Valid inputs to mutate: random bytes alone rarely reach deep parser states.
    static let seeds: [[UInt8]] = [
        hex("00 A4 04 00 07 A0 00 00 00 03 10 10 00"),
        hex("00 D6 00 00 00 00 02 AA BB 01 00"),
        hex("6F 1A 84 07 A0 00 00 00 03 10 10 A5 0F 50 0A 56 49 53 41 43 52 45 44 49 54 87 01 01"),
        hex("7F 49 05 86 03 04 AA BB 9F 1A 02 08 40"),
        hex("3B 88 80 01 54 4F 4E 54 45 53 54 31 7B"),
        hex("3B F8 13 00 00 81 31 FE 45 4A 43 4F 50 76 32 34 31 B7"),
    ]

    /// Random length and bytes, or a seed with a few bytes flipped, inserted or deleted.
    static func input(using rng: inout SplitMix64, maxRandomLength: Int) -> [UInt8] {
        if rng.chance(50) {
            return rng.bytes(rng.int(in: 0...maxRandomLength))
        }
        var bytes = seeds[rng.int(in: 0...(seeds.count - 1))]
        for _ in 0..<rng.int(in: 1...3) {
            switch rng.int(in: 0...2) {
            case 0 where !bytes.isEmpty: bytes[rng.int(in: 0...(bytes.count - 1))] = rng.byte()
            case 1: bytes.insert(rng.byte(), at: rng.int(in: 0...bytes.count))
            case 2 where !bytes.isEmpty: bytes.remove(at: rng.int(in: 0...(bytes.count - 1)))
            default: break
            }
        }
        return bytes
    }

    @Test("CommandAPDU(bytes:) never traps; accepted input re-encodes to an equal value")
    func commandAPDU() {
        var rng = SplitMix64(seed: 0xC0FF_EE01)
        var accepted = 0
        for _ in 0..<Self.iterations {
            let bytes = Self.input(using: &rng, maxRandomLength: 300)
            do throws(APDUError) {
                let command = try CommandAPDU(bytes: bytes)
                accepted += 1
                #expect(try CommandAPDU(bytes: command.encoded()) == command)
                #expect(try CommandAPDU(bytes: command.encoded(extended: true)) == command)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(accepted > 100)  // the sweep really exercises the success paths too
    }

    @Test("ResponseAPDU(bytes:) never traps and round-trips")
    func responseAPDU() {
        var rng = SplitMix64(seed: 0xC0FF_EE02)
        for _ in 0..<Self.iterations {
            let bytes = rng.bytes(rng.int(in: 0...40))
            do throws(APDUError) {
                let response = try ResponseAPDU(bytes: bytes)
                #expect(response.bytes == bytes)
                _ = response.description
            } catch {
                #expect(bytes.count < 2)
            }
        }
    }

    @Test("TLV.parseAll, children, search and description never trap")
    func tlv() {
        var rng = SplitMix64(seed: 0xC0FF_EE03)
        var accepted = 0
        for _ in 0..<Self.iterations {
            let bytes = Self.input(using: &rng, maxRandomLength: 200)
            do throws(APDUError) {
                let objects = try TLV.parseAll(bytes)
                accepted += 1
                #expect(try TLV.parseAll(objects.flatMap(\.encoded)) == objects)
                for object in objects {
                    _ = object.description
                    _ = try? object.children()
                    _ = try? object.firstDescendant(.applicationLabel)
                }
                _ = try? objects.firstDescendant(.dfName)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(accepted > 100)
    }

    @Test("ATR(bytes:) never traps; accepted ATRs are consistent")
    func atr() {
        var rng = SplitMix64(seed: 0xC0FF_EE04)
        var accepted = 0
        for _ in 0..<Self.iterations {
            var bytes = Self.input(using: &rng, maxRandomLength: 40)
            // Give random input a plausible TS half of the time so the walk gets past byte 0.
            if !bytes.isEmpty, rng.chance(50) { bytes[0] = rng.chance(50) ? 0x3B : 0x3F }
            do throws(APDUError) {
                let atr = try ATR(bytes: bytes)
                accepted += 1
                #expect(atr.bytes == bytes)
                #expect(atr.bytes.count <= ATR.maximumByteCount)
                #expect(!atr.protocols.isEmpty)
                if let tck = atr.checkCharacter {
                    #expect(bytes.last == tck)
                    #expect(bytes.dropFirst().reduce(0, ^) == 0)
                }
                _ = atr.description
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(accepted > 100)
    }

    @Test("TLVTag(bytes:) never traps on short random input")
    func tags() {
        var rng = SplitMix64(seed: 0xC0FF_EE05)
        for _ in 0..<Self.iterations {
            let bytes = rng.bytes(rng.int(in: 0...5))
            if let tag = try? TLVTag(bytes: bytes) {
                #expect(tag.bytes == bytes)
                #expect((1...3).contains(tag.bytes.count))
            }
        }
    }

    @Test("a huge declared TLV length fails fast without allocating")
    func hugeLengths() {
        // 84 84 FF FF FF FF claims a 4 GiB value; the parser must compare against the 2 bytes
        // that exist instead of reserving memory.
        #expect(throws: APDUError.truncated(expected: 4_294_967_295, available: 2, offset: 6)) {
            try TLV.parseAll(hex("84 84 FF FF FF FF AA BB"))
        }
    }
}
