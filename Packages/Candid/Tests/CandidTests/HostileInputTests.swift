import Candid
import Testing

/// Random and mutated messages through the decoder: each must decode or throw its typed
/// error, never trap or hang; whatever decodes at the wire types must re-encode and decode to
/// the same values.
@Suite struct HostileInputTests {
    static let interesting: [UInt8] = [
        0x00, 0x01, 0x02, 0x7f, 0x80, 0xff, 0x6c, 0x6d, 0x6e, 0x6b, 0x6a, 0x69, 0x68, 0x67, 0x71, 0x7d, 0x7c,
    ]

    static func mutate(_ bytes: [UInt8], _ random: inout RandomCandid) -> [UInt8] {
        var result = bytes
        for _ in 0..<(1 + random.below(3)) {
            switch random.below(4) {
            case 0 where !result.isEmpty:
                result[random.below(result.count)] = interesting[random.below(interesting.count)]
            case 1 where !result.isEmpty: result.remove(at: random.below(result.count))
            case 2: result.insert(interesting[random.below(interesting.count)], at: random.below(result.count + 1))
            default: if result.count > 4 { result.removeLast(random.below(result.count - 4)) }
            }
        }
        return result
    }

    @Test func mutatedMessagesNeverTrap() throws {
        var random = RandomCandid(seed: 0xBAD_CA4D1D)
        var accepted = 0
        for _ in 0..<3_000 {
            let types = (0..<(1 + random.below(3))).map { _ in random.type() }
            let values = try types.map { try random.value($0) }
            let bytes = Self.mutate(try CandidBinary.encode(values, types: types), &random)
            _ = try? CandidBinary.decode(bytes, as: types)
            _ = try? CandidBinary.decode(bytes, as: [random.type(), .opt(random.type())])
            if let message = try? CandidBinary.decode(bytes) {
                accepted += 1
                let again = try CandidBinary.encode(
                    message.values, types: message.types, environment: message.environment)
                #expect(try CandidBinary.decode(again).values == message.values)
            }
        }
        #expect(accepted > 0)
    }

    /// Every outcome is accounted for: a message accepted at its wire types re-encodes to bytes
    /// that read back the same, and a rejected one names a byte offset inside the input.
    @Test func randomBytesAfterTheMagicAreAcceptedConsistentlyOrRejectedAtAnOffset() throws {
        var random = RandomCandid(seed: 99)
        var accepted = 0
        var rejected = 0
        for round in 0..<5_000 {
            var bytes =
                Array("DIDL".utf8)
                + (0..<random.below(40)).map { _ in
                    random.below(2) == 0
                        ? Self.interesting[random.below(Self.interesting.count)]
                        : UInt8(truncatingIfNeeded: random.generator.next())
                }
            // Every fifth input is a real message, whole or cut short, so acceptance is exercised
            // as much as rejection.
            if round % 5 == 0 {
                let type = random.type()
                bytes = try CandidBinary.encode([try random.value(type)], types: [type])
                if random.below(2) == 0 { bytes.removeLast(random.below(bytes.count - 4)) }
            }
            for expected in [nil, [.opt(.nat), .reserved], [.vec(.opt(.record([]))), .text]] as [[CandidType]?] {
                do {
                    if let expected {
                        let values = try CandidBinary.decode(bytes, as: expected)
                        #expect(values.count == expected.count, "\(hexString(bytes))")
                    } else {
                        let message = try CandidBinary.decode(bytes)
                        let again = try CandidBinary.encode(
                            message.values, types: message.types, environment: message.environment)
                        let reread = try CandidBinary.decode(again)
                        let twice = try CandidBinary.encode(
                            reread.values, types: reread.types, environment: reread.environment)
                        #expect(twice == again, "\(hexString(bytes))")
                    }
                    accepted += 1
                } catch let error as CandidDecodingError {
                    rejected += 1
                    #expect(
                        (0...bytes.count).contains(error.offset),
                        "offset \(error.offset) outside \(bytes.count) bytes: \(error)")
                } catch {
                    Issue.record("an error that is not a CandidDecodingError: \(error)")
                }
            }
        }
        // Both paths run.
        #expect(accepted > 300, "only \(accepted) accepted")
        #expect(rejected > 1_000, "only \(rejected) rejected")
    }

    @Test func hugeCountsFailBeforeAllocating() {
        let billion: [UInt8] = [0x80, 0x94, 0xeb, 0xdc, 0x03]
        let cases: [[UInt8]] = [
            billion + [0x00],  // type table length
            [0x00] + billion,  // argument count
            [0x00, 0x01, 0x71] + billion,  // text length
            [0x01, 0x6c] + billion,  // record field count
            [0x01, 0x6d, 0x7e, 0x01, 0x00] + billion,  // vec bool
            [0x01, 0x6d, 0x7f, 0x01, 0x00] + billion,  // vec null
        ]
        for body in cases {
            #expect(throws: CandidDecodingError.self) {
                try CandidBinary.decode(Array("DIDL".utf8) + body, as: [.vec(.bool)])
            }
            #expect(throws: CandidDecodingError.self) { try CandidBinary.decode(Array("DIDL".utf8) + body) }
        }
    }

    @Test func deeplyNestedWireTypesHitTheDepthGuard() {
        // opt opt opt ... nat, 2,000 levels deep in the type table, value all "1" flags.
        let depth = 2_000
        var body: [UInt8] = []
        LEB128.encode(UInt64(depth), into: &body)
        for index in 0..<depth {
            body.append(0x6e)
            if index == depth - 1 { body.append(0x7d) } else { SLEB128.encode(Int64(index + 1), into: &body) }
        }
        body += [0x01, 0x00] + Array(repeating: 0x01, count: depth) + [0x00]
        #expect(throws: CandidDecodingError.self) { try CandidBinary.decode(Array("DIDL".utf8) + body) }
        #expect(throws: CandidDecodingError.self) {
            try CandidBinary.decode(Array("DIDL".utf8) + body, as: [.opt(.nat)])
        }
    }
}
