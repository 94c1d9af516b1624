import ByteToolsTesting
import Testing

@testable import APDU

/// Random *valid* values: encoding then parsing must give the value back.
@Suite("Round-trip properties")
struct RoundTripPropertyTests {
    /// Lengths weighted towards the interesting boundaries.
    static func dataCount(using rng: inout SplitMix64) -> Int {
        switch rng.int(in: 0...9) {
        case 0: return 0
        case 1: return [1, 255, 256, 65_535].randomElement(using: &rng) ?? 0
        case 2...6: return rng.int(in: 1...255)
        default: return rng.int(in: 256...1_000)
        }
    }

    static func expectedLength(using rng: inout SplitMix64) -> Int? {
        switch rng.int(in: 0...9) {
        case 0, 1: return nil
        case 2: return [1, 255, 256, 257, 65_535, 65_536].randomElement(using: &rng)
        case 3...6: return rng.int(in: 1...256)
        default: return rng.int(in: 257...65_536)
        }
    }

    @Test("CommandAPDU: encode then parse, in default and forced-extended form")
    func commands() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<2_000 {
            let command = try CommandAPDU(
                cla: rng.byte(), ins: rng.byte(), p1: rng.byte(), p2: rng.byte(),
                data: rng.bytes(Self.dataCount(using: &rng)), expectedLength: Self.expectedLength(using: &rng))

            let automatic = command.encoded()
            #expect(try CommandAPDU(bytes: automatic) == command)
            let extended = command.encoded(extended: true)
            #expect(try CommandAPDU(bytes: extended) == command)

            // Size of each form, straight from ISO 7816-3 §12.1.3.
            let nc = command.data.count
            let hasLe = command.expectedLength != nil
            let shortSize = 4 + (nc > 0 ? 1 + nc : 0) + (hasLe ? 1 : 0)
            let extendedSize = 4 + (nc > 0 ? 3 + nc : 0) + (hasLe ? (nc > 0 ? 2 : 3) : 0)
            #expect(automatic.count == (command.requiresExtendedLength ? extendedSize : shortSize))
            #expect(extended.count == extendedSize)
        }
    }

    static let tagPool: [[UInt8]] = [
        [0x84], [0x50], [0x87], [0x9F, 0x1A], [0x5F, 0x2D], [0xDF, 0x81, 0x01],  // primitive
        [0x6F], [0xA5], [0x70], [0x7F, 0x49], [0xBF, 0x0C],  // constructed
    ]

    static func randomTLV(depth: Int, using rng: inout SplitMix64) -> TLV {
        let tag = TLVTag(validatedBytes: tagPool[rng.int(in: 0...(tagPool.count - 1))])
        if tag.isConstructed, depth < 4 {
            let children = (0..<rng.int(in: 0...3)).map { _ in randomTLV(depth: depth + 1, using: &rng) }
            return TLV(tag: tag, children: children)
        }
        if tag.isConstructed { return TLV(tag: tag, value: []) }
        let count = rng.chance(10) ? rng.int(in: 128...600) : rng.int(in: 0...20)
        return TLV(tag: tag, value: rng.bytes(count))
    }

    /// Compares two trees level by level through `children()`, so nested encodings are checked too.
    static func sameTree(_ a: TLV, _ b: TLV) throws -> Bool {
        guard a == b else { return false }
        guard a.tag.isConstructed else { return true }
        let (left, right) = (try a.children(), try b.children())
        guard left.count == right.count else { return false }
        return try zip(left, right).allSatisfy { try sameTree($0, $1) }
    }

    @Test("TLV trees: encode then parse")
    func tlvTrees() throws {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<500 {
            let trees = (0..<rng.int(in: 1...4)).map { _ in Self.randomTLV(depth: 1, using: &rng) }
            let wire = trees.flatMap(\.encoded)
            let parsed = try TLV.parseAll(wire)
            #expect(parsed.count == trees.count)
            for (original, reparsed) in zip(trees, parsed) {
                #expect(try Self.sameTree(original, reparsed))
            }
        }
    }

    @Test("StatusWord: every value survives raw and byte round trips")
    func statusWords() throws {
        for raw in stride(from: 0, through: 0xFFFF, by: 7) {
            let sw = StatusWord(rawValue: UInt16(raw))
            #expect(StatusWord(sw1: sw.sw1, sw2: sw.sw2) == sw)
            #expect(try ResponseAPDU(bytes: [sw.sw1, sw.sw2]).statusWord == sw)
        }
    }
}
