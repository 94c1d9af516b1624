import Candid
import CandidParser
import Foundation
import Testing

/// The syntax view: the interface as written (order, names, doc comments, positions, imports)
/// beside the checked model, from the same parse.
@Suite struct SyntaxTests {
    static let ledger = """
        // Generated header, separated by a blank line: documents nothing.

        /// An account.
        // Second line.
        type Account = record {
          /// The owner.
          owner : principal;
          subaccount : opt blob; // trailing: not documentation
          0x2a : nat;
        };
        type Pair = record { text; 1 : nat };
        service ledger : (minter : Account) -> {
          // Reads a balance.
          zeta : (who : Account, "at time" : nat64) -> (nat, fee : nat) query composite_query query;
          alpha : () -> ();
        }
        """

    @Test func keepsWrittenOrderNamesAndComments() throws {
        let interface = try CandidInterface(parsing: Self.ledger, path: "ledger.did")
        let syntax = interface.syntax
        #expect(syntax.path == "ledger.did")
        let account = try #require(syntax.definition("Account"))
        #expect(account.documentation == ["An account.", "Second line."])
        #expect(account.position == CandidSourcePosition(file: "ledger.did", line: 5, column: 1))
        guard case .record(let fields) = account.type else {
            Issue.record("Account is not a record: \(account.type)")
            return
        }
        #expect(fields.map(\.label.description) == ["owner", "subaccount", "42"])
        #expect(fields.map(\.documentation) == [["The owner."], [], []])
        #expect(fields[1].type == .opt(.blob))
        #expect(fields[2].position.line == 9)
        // The checked model has the fields in id order, as the wire does.
        guard case .record(let checked)? = interface.environment["Account"] else {
            Issue.record("no checked Account")
            return
        }
        #expect(checked.map(\.label.id) == checked.map(\.label.id).sorted())

        let service = try #require(syntax.service)
        #expect(service.name == "ledger")
        #expect(service.initArguments?.map(\.name) == ["minter"])
        let body = try #require(syntax.serviceBody(of: service.type))
        #expect(body.methods.map(\.name) == ["zeta", "alpha"])
        #expect(interface.methods.map(\.name) == ["alpha", "zeta"])
        #expect(body.methods[0].documentation == ["Reads a balance."])
        guard case .function(let zeta) = body.methods[0].type else {
            Issue.record("zeta is not inline")
            return
        }
        #expect(zeta.arguments.map(\.name) == ["who", "at time"])
        #expect(zeta.results.map(\.name) == [nil, "fee"])
        #expect(zeta.modes == [.query, .compositeQuery])
        #expect(zeta.checked == interface.method("zeta"))
    }

    @Test func positionalFieldsStayPositional() throws {
        let interface = try CandidInterface(parsing: Self.ledger)
        guard case .record(let fields)? = interface.syntax.definition("Pair")?.type else {
            Issue.record("no Pair")
            return
        }
        #expect(fields.map(\.label) == [.unnamed(0), .id(1)])
        #expect(interface.environment["Pair"] == .tuple([.text, .nat]))
    }

    @Test func docCommentsOfTheConformanceExample() throws {
        let interface = try ParserAssetTests.parse("example")
        let list = try #require(interface.syntax.definition("List"))
        #expect(list.documentation == ["Doc comment for List"])
        guard case .opt(.record(let fields)) = list.type else {
            Issue.record("List is \(list.type)")
            return
        }
        #expect(fields.map(\.documentation) == [["Doc comment for List head"], ["Doc comment for List tail"]])
        guard case .variant(let cases)? = interface.syntax.definition("res")?.type,
            case .record(let errFields) = cases[1].type
        else {
            Issue.record("no res")
            return
        }
        #expect(errFields[0].documentation == ["Doc comment for error field in Err variant,", "on multiple lines"])
    }

    @Test func importsAreListedAndImportedDefinitionsKeepTheirFile() throws {
        let interface = try ParserAssetTests.parse("example")
        #expect(interface.syntax.imports == ["recursion.did", "import/a.did", "import/b/b.did"])
        let imported = try #require(interface.syntax.definition("b"))
        #expect(imported.position.file == "import/b/b.did")
        // `import service` appends the imported service's methods after the file's own.
        let body = try #require(interface.syntax.service.flatMap { interface.syntax.serviceBody(of: $0.type) })
        #expect(body.methods.map(\.name).suffix(3) == ["f", "g", "bbbbb"])
        let bbbbb = try #require(body.methods.last)
        #expect(bbbbb.documentation == ["Doc comment for imported bbbbb service method"])
        #expect(bbbbb.position.file == "import/b/b.did")
        #expect(Set(body.methods.map(\.name)) == Set(interface.methods.map(\.name)))
    }

    @Test func maliciousCommentsAreKeptAsPlainLines() throws {
        let interface = try ParserAssetTests.parse("malicious_doc")
        let type = try #require(interface.syntax.definition("MaliciousType"))
        #expect(type.documentation.last == "Another */ attempt /* to inject")
    }
}
