import CandidCodegen
import Testing

/// Compiles and checks the generator example in Packages/CandidParser/README.md; the region
/// between the markers must stay identical to the README's code block (a workspace check
/// compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        // README-EXAMPLE-BEGIN
        let did = """
            type Account = record { owner : principal; subaccount : opt blob };
            service : {
              /// The balance of an account.
              icrc1_balance_of : (Account) -> (nat) query;
            }
            """
        let options = SwiftGeneratorOptions(access: .internal, namespace: "Ledger", sourceName: "ledger.did")
        let swift = try CandidSwiftGenerator(options: options).generate(did)
        // import BigInt      (only because a type is `nat`: BigUInt)
        // import Candid
        // import Foundation
        // import ICPAgent    (for the client)
        //
        // enum Ledger {
        //     struct Account: Codable, Hashable, Sendable { var owner: CandidPrincipal; var subaccount: Data? … }
        //     struct Client: Sendable {
        //         /// The balance of an account.
        //         func icrc1BalanceOf(_ arg0: Account) async throws(AgentError) -> BigUInt
        // README-EXAMPLE-END
        #expect(swift.contains("\nimport BigInt\nimport Candid\nimport Foundation\nimport ICPAgent\n\nenum Ledger {"))
        #expect(
            swift.contains(
                "    struct Account: Codable, Hashable, Sendable {\n        var owner: CandidPrincipal\n        var subaccount: Data?"
            ))
        #expect(
            swift.contains(
                "        /// The balance of an account.\n        func icrc1BalanceOf(_ arg0: Account) async throws(AgentError) -> BigUInt {"
            ))
    }
}
