import Candid
import Testing

@Suite struct LabelAndTypeTests {
    @Test func fieldHashesMatchTheSpec() {
        // Ids from the conformance suite's `record { foo : int; bar : bool }`.
        #expect(CandidLabel.hash("foo") == 5_097_222)
        #expect(CandidLabel.hash("bar") == 4_895_187)
        #expect(CandidLabel.hash("") == 0)
        #expect(CandidLabel.named("foo") == CandidLabel.id(5_097_222))
    }

    @Test func typesPrintAsCandidText() {
        let type = CandidType.record([
            CandidFieldType("name", .text), CandidFieldType("tags", .vec(.text)), CandidFieldType("data", .blob),
        ])
        #expect(type.description == "record { name : text; tags : vec text; data : blob }")
        #expect(CandidType.tuple([.nat, .opt(.int8)]).description == "record { nat; opt int8 }")
        #expect(
            CandidType.variant([CandidFieldType("ok", .null), CandidFieldType("err", .text)]).description
                == "variant { ok; err : text }")
        let function = CandidFunctionType([.text], [.nat], modes: [.query])
        #expect(CandidType.function(function).description == "func (text) -> (nat) query")
        let service = CandidType.service(CandidServiceType([CandidMethod("get", .function(function))]))
        #expect(service.description == "service { get : (text) -> (nat) query }")
        #expect(CandidType.record([CandidFieldType("type", .nat)]).description == "record { \"type\" : nat }")
    }

    @Test func environmentResolvesNamesAndRejectsSelfReference() {
        var environment = CandidTypeEnvironment()
        environment["A"] = .named("B")
        environment["B"] = .opt(.named("A"))
        environment["C"] = .named("C")
        #expect(environment.resolve(.named("A")) == .opt(.named("A")))
        #expect(environment.resolve(.named("C")) == nil)
        #expect(environment.resolve(.named("missing")) == nil)
    }
}
