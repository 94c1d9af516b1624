import Candid

// The Swift of every `.did` file in this target is generated at build time by CandidPlugin (see
// candid-swift.json): the ten mainnet interfaces, the valid parser assets of Candid's conformance
// suite, and two local ones. That this target builds is the test that the generated code compiles
// with ICPAgent; the tests in IntegrationTests call and round-trip through it.

/// One generated interface: its namespace's Candid definitions and its type table.
public struct GeneratedInterface: Sendable {
    public let name: String
    public let definitions: CandidTypeEnvironment
    /// Each Candid type of the interface with the Swift type that holds its values.
    public let types: @Sendable () -> [(candid: CandidType, swift: any Codable.Type)]
}

public enum GeneratedInterfaces {
    /// Every interface of the target, for tests that walk them all.
    public static let all: [GeneratedInterface] = [
        GeneratedInterface(
            name: "ckbtc_minter", definitions: CkbtcMinter.candidDefinitions, types: { CkbtcMinter.candidTypeTable }),
        GeneratedInterface(
            name: "cycles_minting", definitions: CyclesMinting.candidDefinitions,
            types: { CyclesMinting.candidTypeTable }),
        GeneratedInterface(
            name: "ic_management", definitions: IcManagement.candidDefinitions, types: { IcManagement.candidTypeTable }),
        GeneratedInterface(
            name: "icp_ledger", definitions: IcpLedger.candidDefinitions, types: { IcpLedger.candidTypeTable }),
        GeneratedInterface(
            name: "icrc1_ledger", definitions: Icrc1Ledger.candidDefinitions, types: { Icrc1Ledger.candidTypeTable }),
        GeneratedInterface(
            name: "icrc1_standard", definitions: Icrc1Standard.candidDefinitions,
            types: { Icrc1Standard.candidTypeTable }),
        GeneratedInterface(
            name: "icrc3_standard", definitions: Icrc3Standard.candidDefinitions,
            types: { Icrc3Standard.candidTypeTable }),
        GeneratedInterface(
            name: "internet_identity", definitions: InternetIdentity.candidDefinitions,
            types: { InternetIdentity.candidTypeTable }),
        GeneratedInterface(
            name: "nns_governance", definitions: NnsGovernance.candidDefinitions,
            types: { NnsGovernance.candidTypeTable }),
        GeneratedInterface(
            name: "sns_swap", definitions: SnsSwap.candidDefinitions, types: { SnsSwap.candidTypeTable }),
        GeneratedInterface(name: "actor", definitions: Actor.candidDefinitions, types: { Actor.candidTypeTable }),
        GeneratedInterface(name: "class", definitions: Class.candidDefinitions, types: { Class.candidTypeTable }),
        GeneratedInterface(name: "comment", definitions: Comment.candidDefinitions, types: { Comment.candidTypeTable }),
        GeneratedInterface(name: "cyclic", definitions: Cyclic.candidDefinitions, types: { Cyclic.candidTypeTable }),
        GeneratedInterface(name: "empty", definitions: Empty.candidDefinitions, types: { Empty.candidTypeTable }),
        GeneratedInterface(name: "escape", definitions: Escape.candidDefinitions, types: { Escape.candidTypeTable }),
        GeneratedInterface(name: "example", definitions: Example.candidDefinitions, types: { Example.candidTypeTable }),
        GeneratedInterface(
            name: "fieldnat", definitions: Fieldnat.candidDefinitions, types: { Fieldnat.candidTypeTable }),
        GeneratedInterface(name: "float", definitions: Float_.candidDefinitions, types: { Float_.candidTypeTable }),
        GeneratedInterface(
            name: "inline_methods", definitions: InlineMethods.candidDefinitions,
            types: { InlineMethods.candidTypeTable }),
        GeneratedInterface(name: "keyword", definitions: Keyword.candidDefinitions, types: { Keyword.candidTypeTable }),
        GeneratedInterface(
            name: "malicious_doc", definitions: MaliciousDoc.candidDefinitions, types: { MaliciousDoc.candidTypeTable }),
        GeneratedInterface(
            name: "management", definitions: Management.candidDefinitions, types: { Management.candidTypeTable }),
        GeneratedInterface(
            name: "recursion", definitions: Recursion.candidDefinitions, types: { Recursion.candidTypeTable }),
        GeneratedInterface(
            name: "recursive_class", definitions: RecursiveClass.candidDefinitions,
            types: { RecursiveClass.candidTypeTable }),
        GeneratedInterface(name: "service", definitions: Service.candidDefinitions, types: { Service.candidTypeTable }),
        GeneratedInterface(name: "unicode", definitions: Unicode.candidDefinitions, types: { Unicode.candidTypeTable }),
        GeneratedInterface(name: "echo", definitions: Echo.candidDefinitions, types: { Echo.candidTypeTable }),
        GeneratedInterface(name: "names", definitions: Names.candidDefinitions, types: { Names.candidTypeTable }),
    ]
}

/// candid-swift.json renames some of example.did's generated names: this compiles only when the
/// plugin passed them on.
enum RenamedExampleNames {
    static let choice: Example.HChoice = .a(1)
    static let list: Example.DocList = nil
    static let fork: Example.Tree.Fork.Type = Example.Tree.Fork.self
    static let failure: Example.Res = .failure(Example.Res.Err(error: "no"))
    static let lookup = Example.Client.Methods.lookup
}
