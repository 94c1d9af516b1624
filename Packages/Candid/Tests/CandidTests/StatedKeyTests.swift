import Candid
import Testing

/// Coding keys that state their wire id through `intValue`: how a type tells the field named
/// `_2` from the field with id 2, which text alone cannot (`_N` is a position to synthesized
/// `Codable`).
@Suite struct StatedKeyTests {
    /// `record { 2 : int; _2 : int }`, keys as a generator writes them.
    struct Both: Codable, Equatable {
        var id2: Int64
        var named2: Int64

        enum CodingKeys: CodingKey {
            case id2, named2

            var stringValue: String { "_2" }
            var intValue: Int? {
                switch self {
                case .id2: return 2
                case .named2: return Int(CandidLabel.hash("_2"))
                }
            }

            init?(stringValue: String) { nil }
            init?(intValue: Int) {
                switch intValue {
                case 2: self = .id2
                case Int(CandidLabel.hash("_2")): self = .named2
                default: return nil
                }
            }
        }
    }

    static let bothType = CandidType.record([CandidFieldType(.id(2), .int64), CandidFieldType(.named("_2"), .int64)])

    @Test func eachKeyReachesItsOwnField() throws {
        let value = Both(id2: 7, named2: -7)
        let bytes = try CandidEncoder().encode(value, as: Self.bothType)
        let fields: [CandidField] = [CandidField(.id(2), .int64(7)), CandidField(.named("_2"), .int64(-7))]
        #expect(bytes == (try CandidBinary.encode([.record(fields)], types: [Self.bothType])))
        #expect(try CandidDecoder().decodeArguments(Both.self, from: bytes, as: [Self.bothType]) == value)
        // Inferred types name the field by its name where the id is its name's hash.
        #expect(try CandidEncoder().encodeValue(value).type == Self.bothType)
    }

    /// `variant { _0; 0 : int }` as an enum with stated keys.
    enum Choice: Codable, Equatable {
        case named0
        case id0(Int64)

        enum CodingKeys: CodingKey {
            case named0, id0

            var stringValue: String { "_0" }
            var intValue: Int? {
                switch self {
                case .named0: return Int(CandidLabel.hash("_0"))
                case .id0: return 0
                }
            }

            init?(stringValue: String) { nil }
            init?(intValue: Int) {
                switch intValue {
                case 0: self = .id0
                case Int(CandidLabel.hash("_0")): self = .named0
                default: return nil
                }
            }
        }
    }

    @Test func variantCasesByStatedID() throws {
        let type = CandidType.variant([CandidFieldType(.named("_0"), .null), CandidFieldType(.id(0), .int64)])
        for value in [Choice.named0, .id0(5)] {
            let bytes = try CandidEncoder().encode(value, as: type)
            #expect(try CandidDecoder().decodeArguments(Choice.self, from: bytes, as: [type]) == value)
        }
        let bytes = try CandidEncoder().encode(Choice.id0(5), as: type)
        #expect(bytes == (try CandidBinary.encode([.variant(CandidField(.id(0), .int64(5)))], types: [type])))
    }
}
