import Candid
import Foundation
import Testing

/// `func` values through the Codable bridge: the record around a ``CandidFunctionReference``
/// states the signature, which the encoder writes and the decoder checks.
@Suite struct FunctionReferenceTests {
    // A valid principal text (the ICP ledger's first archive), so the force-try cannot fail.
    static let archive = try! CandidPrincipal(text: "qjdve-lqaaa-aaaaa-aaaeq-cai")
    static let signature = CandidFunctionType([.record([CandidFieldType("start", .nat64)])], [.nat64], modes: [.query])

    /// Like the ICP ledger's archived block range.
    struct Range: Codable, Equatable, CandidTypeProviding {
        var start: UInt64
        var callback: CandidFunctionReference
        static let candidType = CandidType.record([
            CandidFieldType("start", .nat64), CandidFieldType("callback", .function(signature)),
        ])
    }

    @Test func encodesTheStatedSignatureAndDecodesBack() throws {
        let range = Range(start: 7, callback: CandidFunctionReference(canister: Self.archive, method: "get_blocks"))
        let bytes = try CandidEncoder().encode(range)
        let message = try CandidBinary.decode(bytes)
        // The placeholder `func () -> ()` would not decode at the query signature.
        _ = try CandidBinary.decode(bytes, as: [Range.candidType])
        #expect(message.values[0]["callback"] == .function(Self.archive, method: "get_blocks"))
        #expect(try CandidDecoder().decode(Range.self, from: bytes) == range)
    }

    @Test func aCallbackWithAnotherSignatureIsRefused() throws {
        let other = CandidType.record([
            CandidFieldType("start", .nat64), CandidFieldType("callback", .function(CandidFunctionType([], [.text]))),
        ])
        let value = CandidValue.record(sorting: [
            CandidField("start", .nat64(1)), CandidField("callback", .function(Self.archive, method: "m")),
        ])
        let bytes = try CandidBinary.encode([value], types: [other])
        #expect(throws: CandidCodingError.self) { try CandidDecoder().decode(Range.self, from: bytes) }
    }

    @Test func anotherValueWhereAFuncBelongsIsAMismatch() throws {
        struct Loose: Decodable { var callback: CandidFunctionReference }
        let bytes = try CandidBinary.encode([.record(sorting: [CandidField("callback", .text("not a func"))])])
        #expect(throws: CandidCodingError.self) { try CandidDecoder().decode(Loose.self, from: bytes) }
    }

    @Test func withoutAStatedTypeTheWireTypeIsUsed() throws {
        struct Loose: Decodable, Equatable { var callback: CandidFunctionReference }
        let value = CandidValue.record(sorting: [CandidField("callback", .function(Self.archive, method: "get_blocks"))]
        )
        let type = CandidType.record([CandidFieldType("callback", .function(Self.signature))])
        let decoded = try CandidDecoder().decode(Loose.self, from: try CandidBinary.encode([value], types: [type]))
        #expect(decoded.callback == CandidFunctionReference(canister: Self.archive, method: "get_blocks"))
    }

    @Test func printsAsCandidText() {
        #expect(
            CandidFunctionReference(canister: Self.archive, method: "get_blocks").description
                == "func \"qjdve-lqaaa-aaaaa-aaaeq-cai\".get_blocks")
        #expect(
            CandidFunctionReference(canister: Self.archive, method: "two words").description
                == "func \"qjdve-lqaaa-aaaaa-aaaeq-cai\".\"two words\"")
    }

    @Test func otherCodersSeeCanisterAndMethod() throws {
        let json = try JSONEncoder().encode(CandidFunctionReference(canister: Self.archive, method: "get_blocks"))
        let decoded = try JSONDecoder().decode(CandidFunctionReference.self, from: json)
        #expect(decoded.method == "get_blocks" && decoded.canister == Self.archive)
    }
}
