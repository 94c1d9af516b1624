import Candid
import CandidParser
import Testing

/// The types values get when text is read without expected types (didc's defaults).
@Suite struct TextInferenceTests {
    private func inferred(_ text: String) throws -> CandidType {
        try CandidTextValue(parsing: text).inferredType
    }

    @Test func numbersDefaultToIntAndFloat64UnlessAnnotated() throws {
        #expect(try inferred("42") == .int)
        #expect(try inferred("-1.5") == .float64)
        #expect(try inferred("(42 : nat16)") == .nat16)
    }

    @Test func constructorsFollowTheirContents() throws {
        #expect(try inferred("opt \"x\"") == .opt(.text))
        #expect(try inferred("blob \"ab\"") == .blob)
        #expect(try inferred("vec {}") == .vec(.empty))
        // A leading null does not decide the element type.
        #expect(try inferred("vec { null; opt true }") == .vec(.opt(.bool)))
        #expect(try inferred("variant { ok }") == .variant([CandidFieldType("ok", .null)]))
        #expect(
            try inferred("record { b = true; a = principal \"aaaaa-aa\" }")
                == .record([CandidFieldType("a", .principal), CandidFieldType("b", .bool)]))
    }
}
