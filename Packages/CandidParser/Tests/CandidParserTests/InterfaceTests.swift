import Candid
import CandidParser
import Testing

@Suite struct InterfaceTests {
    @Test func servicesWithInitArgumentsAndAnnotations() throws {
        let interface = try CandidInterface(
            parsing: """
                // comment
                /* block /* nested */ comment */
                type Account = record { owner : principal; subaccount : opt blob };
                service ledger : (record { minter : Account }) -> {
                  balance : (Account) -> (nat) query;
                  notify : (nat) -> () oneway;
                  "weird name" : () -> () composite_query;
                }
                """)
        #expect(interface.service?.name == "ledger")
        #expect(interface.service?.initArguments?.count == 1)
        #expect(interface.method("balance")?.modes == [.query])
        #expect(interface.method("notify")?.modes == [.oneway])
        #expect(interface.method("weird name")?.modes == [.compositeQuery])
        let reparsed = try CandidInterface(parsing: interface.prettyPrinted)
        #expect(reparsed == interface)
    }

    @Test func importsGoThroughTheLoader() throws {
        let files = [
            "lib/types.did": "type Id = nat64;",
            "lib/base.did": "import \"types.did\"; service : { get : (Id) -> (text) }",
        ]
        let loader: CandidInterface.Loader = { path in
            guard let text = files[path] else { throw CandidParseError(line: 0, column: 0, message: "no \(path)") }
            return text
        }
        let interface = try CandidInterface(
            parsing: """
                import service "lib/base.did";
                service : { put : (Id, text) -> () }
                """, path: "main.did", loader: loader)
        #expect(interface.methods.map(\.name).sorted() == ["get", "put"])
        #expect(interface.environment["Id"] == .nat64)
        #expect(throws: CandidParseError.self) { try CandidInterface(parsing: "import \"x.did\";") }
    }

    @Test func importCyclesAndMissingImportsAreReported() throws {
        let files = [
            "a.did": "import \"b.did\";\ntype A = nat;",
            "b.did": "import \"./a.did\";\ntype B = nat;",
            "self.did": "import \"self.did\";",
            // Two files importing the same third one is not a cycle.
            "d.did": "import \"b2.did\";\nimport \"c2.did\";",
            "b2.did": "import \"c2.did\";\ntype B = nat;",
            "c2.did": "type C = nat;",
        ]
        let loader: CandidInterface.Loader = { path in
            guard let text = files[path] else { throw CandidParseError(line: 0, column: 0, message: "no such file") }
            return text
        }
        func message(_ path: String) -> String {
            do {
                _ = try CandidInterface(parsing: files[path] ?? "", path: path, loader: loader)
                return ""
            } catch {
                return error.description
            }
        }
        #expect(message("a.did") == "1:8: in b.did at 1:8: import cycle: a.did → b.did → a.did")
        #expect(message("self.did") == "1:8: import cycle: self.did → self.did")
        #expect(message("d.did") == "")
        #expect(
            try CandidInterface(parsing: files["d.did"] ?? "", path: "d.did", loader: loader).environment["C"] == .nat)
        #expect(throws: CandidParseError(line: 1, column: 8, message: "cannot import \"gone.did\": 0:0: no such file"))
        {
            try CandidInterface(parsing: "import \"gone.did\";", path: "x.did", loader: loader)
        }
    }

    @Test(arguments: [
        ("type A = B;", "undefined"),
        ("type A = B;\ntype B = A;", "cyclic"),
        ("type f = func () -> (nat) oneway;", "oneway"),
        ("type r = record { a : nat; a : text };", "collision"),
        ("service : { m : nat }", "function"),
        ("type t = nat;\nservice : t", "not a service"),
        ("type t = opt nat;\nservice : { m : t }", "not a function"),
        ("service : { m : () -> (); m : () -> () }", "twice"),
    ])
    func typeChecksRejectBadInterfaces(_ text: String, _ expected: String) {
        #expect {
            try CandidInterface(parsing: text)
        } throws: { error in
            (error as? CandidParseError)?.description.contains(expected) == true
        }
    }

    @Test func checkErrorsPointAtTheDefinition() {
        #expect {
            try CandidInterface(parsing: "type A = nat;\n\n  type B = vec C;")
        } throws: { error in
            (error as? CandidParseError).map { $0.line == 3 && $0.column == 3 } ?? false
        }
    }

    @Test func typesParseAndPrint() throws {
        for text in [
            "record { nat; text }", "variant { ok : nat; err : text }", "opt vec blob",
            "func (text) -> (nat) query", "service { a : (nat) -> (); b : (principal) -> (opt nat) composite_query }",
        ] {
            #expect(try CandidType(parsing: text).description == text)
        }
        #expect(try CandidType(parsing: "record { 1 : nat; 0 : text }").description == "record { text; nat }")
        #expect(throws: CandidParseError.self) { try CandidType(parsing: "record { a : nat") }
    }
}
