import BigInt
import ByteToolsTesting
import Candid
import Testing

/// Random types and values (SplitMix64, fixed seeds) survive encode → decode, both at the
/// type and at the wire types, and the wire types accept the value again.
@Suite struct RoundTripPropertyTests {
    @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE])
    func randomValuesRoundTrip(seed: UInt64) throws {
        var random = RandomCandid(seed: seed)
        for iteration in 0..<300 {
            let types = (0..<random.below(4)).map { _ in random.type() }
            let values = try types.map { try random.value($0) }
            let bytes = try CandidBinary.encode(values, types: types)
            let decoded = try CandidBinary.decode(bytes, as: types)
            #expect(decoded == values, "seed \(seed) iteration \(iteration): \(types)")
            let message = try CandidBinary.decode(bytes)
            #expect(message.values == values, "seed \(seed) iteration \(iteration) (wire types)")
            let again = try CandidBinary.encode(message.values, types: message.types, environment: message.environment)
            #expect(try CandidBinary.decode(again, as: types) == values)
        }
    }

    @Test func recursiveTypesRoundTrip() throws {
        let environment = CandidTypeEnvironment([
            "Tree": .variant([
                CandidFieldType("leaf", .int),
                CandidFieldType(
                    "node",
                    .record([CandidFieldType("left", .named("Tree")), CandidFieldType("right", .named("Tree"))])),
            ])
        ])
        var random = RandomCandid(seed: 7)
        func tree(_ depth: Int) -> CandidValue {
            if depth == 0 || random.below(3) == 0 {
                return .variant(CandidField("leaf", .int(BigInt(random.below(100)))))
            }
            return .variant(
                CandidField(
                    "node",
                    .record(sorting: [CandidField("left", tree(depth - 1)), CandidField("right", tree(depth - 1))])))
        }
        for _ in 0..<50 {
            let value = tree(8)
            let bytes = try CandidBinary.encode([value], types: [.named("Tree")], environment: environment)
            #expect(try CandidBinary.decode(bytes, as: [.named("Tree")], environment: environment) == [value])
        }
    }
}
