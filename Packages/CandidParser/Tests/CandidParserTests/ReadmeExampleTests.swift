import Candid
import CandidParser
import Testing

/// Compiles and checks the example in Packages/CandidParser/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let did = """
            type Account = record { owner : principal; subaccount : opt blob };
            service : {
              icrc1_balance_of : (Account) -> (nat) query;
            }
            """
        let ledger = try CandidInterface(parsing: did)  // parsed and type-checked
        let method = try #require(ledger.method("icrc1_balance_of"))

        let text = #"(record { owner = principal "ryjl3-tyaaa-aaaaa-aaaba-cai" })"#
        let arguments = try CandidTextValue.typed(
            try CandidTextValue.parseArguments(text),
            as: method.arguments, in: ledger.environment)
        let bytes = try CandidBinary.encode(
            arguments, types: method.arguments,
            environment: ledger.environment)  // DIDL...
        let reply = try CandidBinary.decode(
            try CandidBinary.encode([.nat(1_500_000)], types: [.nat]),
            as: method.results, environment: ledger.environment)
        let printed = CandidText.arguments(reply)  // (1500000 : nat)

        var problem = ""
        do { _ = try CandidInterface(parsing: "type A = record { a : nat;\n  b : Missing };") } catch {
            problem = error.description  // 1:1: type A uses undefined type Missing
        }
        // README-EXAMPLE-END

        #expect(method.modes == [.query])
        #expect(Array(bytes.prefix(4)) == Array("DIDL".utf8))
        #expect(
            arguments == [
                .record(sorting: [
                    CandidField("owner", .principal(try CandidPrincipal(text: "ryjl3-tyaaa-aaaaa-aaaba-cai"))),
                    CandidField("subaccount", .opt(nil)),
                ])
            ])
        #expect(printed == "(1500000 : nat)")
        #expect(problem == "1:1: type A uses undefined type Missing")
    }
}
