import Candid
import Testing

@Suite struct TextTests {
    @Test func valuesPrintAsCandidText() throws {
        let value = CandidValue.record(sorting: [CandidField("name", .text("x")), CandidField("count", .nat8(3))])
        #expect(value.description == "record { name = \"x\"; count = 3 : nat8 }")
        #expect(CandidValue.tuple([.nat(42), .bool(true)]).description == "record { 42 : nat; true }")
        #expect(CandidValue.blob([0x41, 0x00, 0xff]).description == "blob \"A\\00\\ff\"")
        #expect(CandidValue.opt(nil).description == "null")
        #expect(CandidValue.variant(CandidField("ok", .null)).description == "variant { ok }")
        #expect(CandidValue.text("a\"b\n").description == "\"a\\\"b\\n\"")
        let principal = try CandidPrincipal(text: "aaaaa-aa")
        #expect(CandidValue.function(principal, method: "m").description == "func \"aaaaa-aa\".m")
        #expect(CandidText.arguments([.int(-1), .vec([])]) == "(-1, vec {})")
    }
}
