/// The Candid interface a ``SystemCanister`` serves, where this workspace vendors its `.did` file
/// (`Tests-Integration/Sources/GeneratedInterfaces/Mainnet/<file>`, from which the tests generate
/// Swift clients with `candid generate swift`).
public enum SystemCanisterInterface: String, Sendable, Hashable, CaseIterable {
    /// The ICP ledger's own interface (account identifiers, `transfer`, blocks) and ICRC-1/2.
    case icpLedger = "icp_ledger.did"
    /// An ICRC-1 ledger (the chain-key tokens' ledgers).
    case icrc1Ledger = "icrc1_ledger.did"
    /// NNS governance.
    case nnsGovernance = "nns_governance.did"
    /// The cycles minting canister.
    case cyclesMinting = "cycles_minting.did"
    /// Internet Identity.
    case internetIdentity = "internet_identity.did"
    /// The ckBTC minter.
    case ckBTCMinter = "ckbtc_minter.did"

    /// The vendored file's name.
    public var fileName: String { rawValue }
}
