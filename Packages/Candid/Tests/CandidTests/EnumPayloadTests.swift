import Candid
import Foundation
import Testing

/// Enum cases whose one unlabeled payload is itself a record or a variant (`case ok(Range)`,
/// `case err(Reason)`), as every `Result`-like Candid variant has.
@Suite struct EnumPayloadTests {
    struct Range: Codable, Equatable {
        var start: UInt64
        var length: UInt64
    }

    enum Reason: Codable, Equatable, CandidTypeProviding {
        case tooOld
        case badFee(expected: UInt64)
        static let candidType = CandidType.variant([
            CandidFieldType("tooOld", .null), CandidFieldType("badFee", .record([CandidFieldType("expected", .nat64)])),
        ])
    }

    enum Outcome: Codable, Equatable, CandidTypeProviding {
        case ok(Range)
        case err(Reason)
        static let candidType = CandidType.variant([
            CandidFieldType("ok", .record([CandidFieldType("start", .nat64), CandidFieldType("length", .nat64)])),
            CandidFieldType("err", Reason.candidType),
        ])
    }

    @Test(arguments: [Outcome.ok(Range(start: 3, length: 9)), .err(.tooOld), .err(.badFee(expected: 10_000))])
    func roundTrips(_ outcome: Outcome) throws {
        let bytes = try CandidEncoder().encode(outcome)
        #expect(try CandidDecoder().decode(Outcome.self, from: bytes) == outcome)
    }

    @Test func thePayloadIsTheRecordItselfOnTheWire() throws {
        let bytes = try CandidEncoder().encode(Outcome.ok(Range(start: 3, length: 9)))
        let expected = CandidValue.variant(
            CandidField("ok", .record(sorting: [CandidField("start", .nat64(3)), CandidField("length", .nat64(9))])))
        #expect(try CandidBinary.decode(bytes, as: [Outcome.candidType]) == [expected])
    }

    @Test func aRecordMissingAFieldIsStillAnError() throws {
        let bytes = try CandidBinary.encode([
            .variant(CandidField("ok", .record(sorting: [CandidField("start", .nat64(3))])))
        ])
        #expect(throws: CandidCodingError.self) { try CandidDecoder().decode(Outcome.self, from: bytes, as: nil) }
    }
}
