import CandidCodegen
import CandidParser
import Testing

/// Bad input gives a typed ``CandidCodegenError`` that says what and where, and never traps.
@Suite struct ErrorTests {
    static let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(sourceName: "test.did"))

    static func parseError(_ file: String, _ line: Int, _ column: Int, _ message: String) -> CandidCodegenError {
        .parse(file: file, CandidParseError(line: line, column: column, message: message))
    }

    @Test func aSyntaxErrorNamesTheFileLineAndColumn() {
        #expect(throws: Self.parseError("broken.did", 3, 1, "expected '}', found end of input")) {
            try Self.generator.generate("service : {\n  f : (nat) -> (nat)\n", path: "broken.did")
        }
        #expect(throws: Self.parseError("a.did", 1, 27, "expected '}', found end of input")) {
            try Self.generator.generate("type A = record { a : nat ", path: "a.did")
        }
        // `type` is a keyword of Candid, so no definition can have that name.
        #expect(throws: Self.parseError("k.did", 1, 6, "expected a type name, found 'type'")) {
            try Self.generator.generate("type type = nat;", path: "k.did")
        }
        let error = Self.parseError("broken.did", 3, 1, "expected '}', found end of input")
        #expect(error.description == "broken.did:3:1: expected '}', found end of input")
        // Without a path the position alone leads.
        #expect(Self.parseError("", 1, 2, "x").description == "1:2: x")
    }

    @Test func typeErrorsNameTheDefinitionOrMethod() {
        #expect(throws: Self.parseError("u.did", 3, 1, "type B uses undefined type Missing")) {
            try Self.generator.generate(
                "type A = record { a : nat };\n\ntype B = record { b : Missing };\n", path: "u.did")
        }
        #expect(
            throws: Self.parseError("o.did", 1, 1, "method f of the service: a oneway function cannot return values")
        ) {
            try Self.generator.generate("service : { f : (nat) -> (nat) oneway }", path: "o.did")
        }
    }

    @Test func anImportWithoutALoaderOrThatCannotBeReadIsAParseErrorAtTheImport() {
        let text = "\nimport \"other.did\";\nservice : {}\n"
        #expect(throws: Self.parseError("main.did", 2, 8, "import \"other.did\" needs a loader")) {
            try Self.generator.generate(text, path: "main.did")
        }
        struct Unreadable: Error, CustomStringConvertible {
            var description: String { "no such file" }
        }
        #expect(throws: Self.parseError("dir/main.did", 2, 8, "cannot import \"other.did\": no such file")) {
            try Self.generator.generate(text, path: "dir/main.did") { _ in throw Unreadable() }
        }
        // The loader is handed the path next to the importing file.
        let swift = try? Self.generator.generate(
            "import \"other.did\";\nservice : { f : (T) -> () }\n", path: "dir/main.did"
        ) { path in
            path == "dir/other.did" ? "type T = nat;" : ""
        }
        #expect(swift?.contains("    public typealias T = BigUInt\n") == true)
    }

    @Test(arguments: [
        ("", "the namespace is empty"),
        ("2x", "a namespace is ASCII letters, digits and _, not starting with a digit"),
        ("class", "it is a Swift keyword"),
        ("foo-bar", "a namespace is ASCII letters, digits and _, not starting with a digit"),
        ("String", "the generated code uses String for a type of Swift, Candid or ICPAgent"),
        ("Self", "it is a Swift keyword"),
        ("_", "it is a Swift keyword"),
        ("é", "a namespace is ASCII letters, digits and _, not starting with a digit"),
    ])
    func anInvalidNamespace(name: String, reason: String) {
        let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(namespace: name))
        #expect(throws: CandidCodegenError.invalidName(name, reason: reason)) { try generator.generate("service : {}") }
        // A value file is held by a namespace too.
        #expect(throws: CandidCodegenError.invalidName(name, reason: reason)) {
            try generator.generateValue("1", name: "One")
        }
    }

    @Test(arguments: [
        ("", "the client name is empty"),
        ("2x", "a client name is ASCII letters, digits and _, not starting with a digit"),
        ("class", "it is a Swift keyword"),
        ("foo-bar", "a client name is ASCII letters, digits and _, not starting with a digit"),
        ("String", "the generated code uses String for a type of Swift, Candid or ICPAgent"),
        ("Agent", "the generated code uses Agent for a type of Swift, Candid or ICPAgent"),
    ])
    func anInvalidClientName(name: String, reason: String) {
        let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(clientName: name))
        #expect(throws: CandidCodegenError.invalidName(name, reason: reason)) { try generator.generate("service : {}") }
    }

    @Test(arguments: [
        ("", "the value name is empty"),
        ("2x", "a value name is ASCII letters, digits and _, not starting with a digit"),
        ("class", "it is a Swift keyword"),
        ("foo-bar", "a value name is ASCII letters, digits and _, not starting with a digit"),
        ("Int", "the generated code uses Int for a type of Swift, Candid or ICPAgent"),
    ])
    func anInvalidValueName(name: String, reason: String) {
        #expect(throws: CandidCodegenError.invalidName(name, reason: reason)) {
            try Self.generator.generateValue("1", name: name)
        }
    }

    @Test func invalidNamesReadAsSentences() {
        #expect(
            CandidCodegenError.invalidName(
                "2x", reason: "a namespace is ASCII letters, digits and _, not starting with a digit"
            ).description
                == "cannot use \"2x\" as a Swift name: a namespace is ASCII letters, digits and _, not starting with a digit"
        )
        // The name is quoted as a Swift literal, so an odd one cannot garble the message.
        #expect(
            CandidCodegenError.invalidName("a\"\n", reason: "r").description
                == "cannot use \"a\\\"\\n\" as a Swift name: r")
    }

    @Test(arguments: [
        ("service : {}", 1, 9, "expected a text literal, found ':'"),
        ("type t = nat;", 1, 1, "unexpected 'type' where a value was expected"),
        ("", 1, 1, "unexpected end of input where a value was expected"),
        ("1 2", 1, 3, "unexpected number 2 after the value"),
        ("(1, 2)", 1, 3, "expected ')', found ','"),
        ("record { a = 1; a = 2 }", 1, 17, "field a appears twice"),
        ("\"unterminated", 1, 1, "unterminated text literal"),
    ])
    func aValueFileThatIsNotOneValue(text: String, line: Int, column: Int, message: String) {
        #expect(throws: Self.parseError("v.txt", line, column, message)) {
            try Self.generator.generateValue(text, name: "V", path: "v.txt")
        }
    }

    /// Values that parse but that no Swift type can hold: `empty` has no values, and a number
    /// outside its annotated type.
    @Test(arguments: [
        ("null : empty", "type empty has no values"),
        ("record { a = null : empty }", "field a: type empty has no values"),
        ("vec { null : empty }", "element 0: type empty has no values"),
        ("300 : nat8", "300 is out of range for nat8"),
    ])
    func aValueNoTypeCanHold(text: String, reason: String) {
        #expect(throws: CandidCodegenError.unsupportedValue(reason)) {
            try Self.generator.generateValue(text, name: "V", path: "v.txt")
        }
        #expect(CandidCodegenError.unsupportedValue(reason).description == "cannot generate the value: \(reason)")
    }

    /// Which check comes first when two things are wrong: the interface is parsed before the
    /// options are checked, a value's name is checked before the value is parsed.
    @Test func theOrderOfChecks() {
        let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(namespace: "2x"))
        #expect(throws: Self.parseError("b.did", 1, 5, "expected a type name, found end of input")) {
            try generator.generate("type", path: "b.did")
        }
        #expect(
            throws: CandidCodegenError.invalidName(
                "2", reason: "a value name is ASCII letters, digits and _, not starting with a digit")
        ) {
            try Self.generator.generateValue("(", name: "2", path: "b.txt")
        }
    }

    /// Every prefix of an interface and of a value file either generates or throws a typed
    /// error: truncated input must not trap.
    @Test func everyPrefixGeneratesOrThrows() {
        let interface = """
            // A ledger-like interface.
            type Account = record { owner : principal; "sub-account" : opt blob };
            type Tree = variant { leaf : int; node : record { Tree; Tree } };
            type List = opt record { head : nat; tail : List };
            service : (init : record { minter : Account }) -> {
              balance : (Account) -> (nat) query;
              transfer : (record { to : Account; amount : nat }) -> (variant { Ok : nat; Err : text });
              walk : (Tree, List) -> (empty) composite_query;
            }
            """
        let value = """
            vec { record { name = "MyName"; phone = 1234 : nat; tags = opt vec { "a"; "\\u{1F4E6}" }; \
            who = principal "aaaaa-aa"; blob = blob "\\01\\02"; pick = variant { yes = -5 : int } } }
            """
        let generator = CandidSwiftGenerator(options: SwiftGeneratorOptions(sourceName: "prefix.did", typeTable: true))
        var generated = 0
        for end in interface.indices {
            if (try? generator.generate(String(interface[..<end]), path: "prefix.did")) != nil { generated += 1 }
        }
        for end in value.indices {
            if (try? generator.generateValue(String(value[..<end]), name: "V", path: "prefix.txt")) != nil {
                generated += 1
            }
        }
        // Some prefixes are whole: the empty file, the comment, the first definitions.
        #expect(generated > 0)
        #expect((try? generator.generate(interface, path: "prefix.did")) != nil)
        #expect((try? generator.generateValue(value, name: "V")) != nil)
    }
}
