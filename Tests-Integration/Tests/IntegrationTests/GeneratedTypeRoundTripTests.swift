import Candid
import GeneratedInterfaces
import Testing

/// Every type of every generated interface (each definition, and each argument and result type
/// of each method), at random values: the Candid bytes decode into the generated Swift type and
/// re-encode to the same bytes. Decoding and encoding go through the same stated types a
/// generated client uses.
@Suite struct GeneratedTypeRoundTripTests {
    static let valuesPerType = 12

    struct Failure: CustomStringConvertible {
        let interface: String
        let type: CandidType
        let value: CandidValue
        let reason: String
        var description: String {
            "\(interface): \(CandidText.typeText(type)) = \(CandidText.valueText(value).prefix(300)): \(reason)"
        }
    }

    /// Decodes `bytes` as `T` and encodes the result again, both at `type`.
    static func roundTrip<T: Codable>(
        _: T.Type, _ bytes: [UInt8], at type: CandidType, in environment: CandidTypeEnvironment
    ) throws -> [UInt8] {
        let value = try CandidDecoder().decodeArguments(T.self, from: bytes, as: [type], environment: environment)
        return try CandidEncoder().encodeArguments(value, as: [type], environment: environment)
    }

    @Test(arguments: GeneratedInterfaces.all.map(\.name))
    func everyTypeRoundTrips(interface name: String) throws {
        let interface = try #require(GeneratedInterfaces.all.first { $0.name == name })
        var random = RandomCandidValues(
            seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }),
            environment: interface.definitions)
        var failures: [Failure] = []
        var checked = 0
        for (candid, swift) in interface.types() {
            for _ in 0..<Self.valuesPerType {
                guard let value = random.value(of: candid) else { break }
                let bytes = try CandidBinary.encode([value], types: [candid], environment: interface.definitions)
                do {
                    let again = try Self.roundTrip(swift, bytes, at: candid, in: interface.definitions)
                    if again != bytes {
                        failures.append(
                            Failure(interface: name, type: candid, value: value, reason: "re-encoded to other bytes"))
                    }
                } catch {
                    failures.append(Failure(interface: name, type: candid, value: value, reason: "\(error)"))
                }
                checked += 1
            }
        }
        #expect(checked > 0 || interface.types().isEmpty)
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(checked) values:\n\(failures.prefix(5).map(\.description).joined(separator: "\n"))")
    }
}
