import Candid
import CandidParser
import Testing

@Suite struct TextValueTests {
    func typed(_ text: String, _ types: String) throws -> [CandidValue] {
        try CandidTextValue.typed(
            try CandidTextValue.parseArguments(text), as: try CandidType.parseArgumentTypes(types))
    }

    @Test func numbersWithUnderscoresHexSignsAndFloats() throws {
        #expect(
            try typed("(1_000, 0xff, -0x10, +5, 1.5, 2e3, 3.)", "(nat, nat8, int, int, float64, float32, float64)") == [
                .nat(1000), .nat8(255), .int(-16), .int(5), .float64(1.5), .float32(2000), .float64(3),
            ])
        #expect(throws: CandidTypingError.self) { try typed("(256)", "(nat8)") }
        #expect(throws: CandidTypingError.self) { try typed("(-1)", "(nat)") }
    }

    @Test func textEscapes() throws {
        #expect(try typed(#"("\u{2603}\u{26_03}\n\t\"\'\\\41")"#, "(text)") == [.text("☃☃\n\t\"'\\A")])
        #expect(throws: CandidParseError.self) { try CandidTextValue.parseArguments(#"("\u{2603")"#) }
        #expect(throws: CandidParseError.self) { try CandidTextValue.parseArguments(#"("\u{D800}")"#) }
    }

    @Test func textOutsideASCIIKeepsItsBytesAndColumnsCountCharacters() throws {
        #expect(try typed(#"("größe ☃ 🎉\u{e9}")"#, "(text)") == [.text("größe ☃ 🎉é")])
        // "é☃🎉" are 2, 3 and 4 bytes but one column each, so `;` is at column 12.
        #expect(throws: CandidParseError(line: 1, column: 12, message: "unexpected ';' where a value was expected")) {
            try CandidTextValue.parseArguments("(\"é☃🎉\", 1, ;)")
        }
        #expect(throws: CandidParseError(line: 2, column: 4, message: "unexpected character \\u{2603}")) {
            try CandidTextValue.parseArguments("// ünïcödé\n(1 ☃)")
        }
        #expect(throws: CandidParseError(line: 1, column: 7, message: "unknown escape \\é")) {
            try CandidTextValue.parseArguments(#"("ab\é")"#)
        }
    }

    @Test func blobsPrincipalsAndReferences() throws {
        let values = try typed(
            #"(blob "\00\ffA", principal "aaaaa-aa", func "aaaaa-aa".go, service "aaaaa-aa")"#,
            "(blob, principal, func () -> (), service {})")
        let root = try CandidPrincipal(text: "aaaaa-aa")
        #expect(values == [.blob([0, 255, 65]), .principal(root), .function(root, method: "go"), .service(root)])
        #expect(try typed("(vec { 1; 2 })", "(blob)") == [.blob([1, 2])])
    }

    @Test func recordsTuplesVariantsAndOptions() throws {
        let values = try typed(
            "(record { 42; \"x\" }, record { a = 1; extra = true }, variant { ok = 5 }, opt 3, null, 7)",
            "(record { nat; text }, record { a : nat; b : opt nat }, variant { ok : nat; err }, opt nat, opt nat, opt nat)"
        )
        #expect(values[0] == .tuple([.nat(42), .text("x")]))
        #expect(values[1] == .record(sorting: [CandidField("a", .nat(1)), CandidField("b", .opt(nil))]))
        #expect(values[2] == .variant(CandidField("ok", .nat(5))))
        #expect(values[3] == .opt(.nat(3)))
        #expect(values[4] == .opt(nil))
        #expect(values[5] == .opt(.nat(7)))
    }

    @Test func annotations() throws {
        #expect(try typed("((5 : nat8), 6 : nat16)", "(nat8, nat16)") == [.nat8(5), .nat16(6)])
        #expect(throws: CandidTypingError.self) { try typed("(300 : nat8)", "(nat)") }
    }

    @Test func errorsNameLineAndColumn() {
        #expect {
            try CandidTextValue.parseArguments("(record {\n  a = ;\n})")
        } throws: { error in
            (error as? CandidParseError).map { $0.line == 2 && $0.column == 7 } ?? false
        }
    }

    @Test func typingErrorsNameThePath() {
        #expect {
            try typed("(record { a = vec { 1; \"x\" } })", "(record { a : vec nat })")
        } throws: { error in
            (error as? CandidTypingError)?.description.contains("field a → element 1") == true
        }
    }

    @Test func printedValuesParseBack() throws {
        let type = try CandidType(
            parsing: "record { name : text; count : nat8; tags : vec text; data : blob; owner : opt principal }")
        let values = try typed(
            #"(record { name = "x"; count = 3; tags = vec { "a" }; data = blob "\01"; owner = opt principal "aaaaa-aa" })"#,
            "(\(type))")
        let printed = CandidText.arguments(values)
        #expect(try typed(printed, "(\(type))") == values)
    }
}
