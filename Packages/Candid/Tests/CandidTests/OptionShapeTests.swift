import Candid
import Testing

/// Shapes of `opt` that generated types have and plain mapping got wrong: an `opt record`
/// payload of a variant case, and a definition that is an `opt` of itself.
@Suite struct OptionShapeTests {
    struct Args: Codable, Equatable { var skip: Bool? }
    enum Mode: Codable, Equatable {
        case install
        case upgrade(Args?)
    }

    static let modeType = CandidType.variant([
        CandidFieldType("install", .null),
        CandidFieldType("upgrade", .opt(.record([CandidFieldType("skip", .opt(.bool))]))),
    ])

    /// `type o = opt o`, as the generator writes it.
    struct O: Codable, Equatable, CandidOptionWrapper {
        @CandidIndirect var value: O?
        init(_ value: O?) { self.value = value }
        init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(O?.self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    func roundTrip<T: Codable>(
        _: T.Type, _ value: CandidValue, at type: CandidType,
        in environment: CandidTypeEnvironment = CandidTypeEnvironment()
    ) throws -> (T, Bool) {
        let bytes = try CandidBinary.encode([value], types: [type], environment: environment)
        let swift = try CandidDecoder().decodeArguments(T.self, from: bytes, as: [type], environment: environment)
        return (swift, try CandidEncoder().encodeArguments(swift, as: [type], environment: environment) == bytes)
    }

    @Test func anOptRecordPayloadIsOneValue() throws {
        let some = CandidValue.variant(CandidField("upgrade", .opt(.record([CandidField("skip", .opt(nil))]))))
        let (decoded, same) = try roundTrip(Mode.self, some, at: Self.modeType)
        #expect(decoded == .upgrade(Args(skip: nil)) && same)
        let none = CandidValue.variant(CandidField("upgrade", .opt(nil)))
        let (empty, sameAgain) = try roundTrip(Mode.self, none, at: Self.modeType)
        #expect(empty == .upgrade(nil) && sameAgain)
    }

    @Test func anOptOfItselfKeepsEveryLevel() throws {
        let environment = CandidTypeEnvironment(["o": .opt(.named("o"))])
        let values: [(CandidValue, O)] = [
            (.opt(nil), O(nil)), (.opt(.opt(nil)), O(O(nil))), (.opt(.opt(.opt(nil))), O(O(O(nil)))),
        ]
        for (candid, expected) in values {
            let (decoded, same) = try roundTrip(O.self, candid, at: .named("o"), in: environment)
            #expect(decoded == expected && same, "\(candid)")
        }
    }

    /// `variant { 42; A }`: a case with a bare id is `_42` to Swift.
    enum Numbered: Codable, Equatable {
        case _42
        case a

        enum CodingKeys: String, CodingKey {
            case _42
            case a = "A"
        }
    }

    @Test func aCaseWithAnIdDecodesAsUnderscoreN() throws {
        let type = CandidType.variant([CandidFieldType(.id(42), .null), CandidFieldType("A", .null)])
        let (decoded, same) = try roundTrip(Numbered.self, .variant(CandidField(.id(42), .null)), at: type)
        #expect(decoded == ._42 && same)
    }
}
