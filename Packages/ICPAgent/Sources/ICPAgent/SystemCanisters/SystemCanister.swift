/// A canister of the Internet Computer's mainnet that the system runs (the NNS, and the chain-key
/// tokens on the fiduciary subnet), by a short name a person can type: `SystemCanister.ledger`,
/// `SystemCanister.named("ckbtc-ledger")`, `icp call ledger icrc1_fee`.
public struct SystemCanister: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The short name, in lower case with hyphens (`ledger`, `ckbtc-minter`): the `icp` tool's alias.
    public let name: String
    /// What it is, in a few words.
    public let title: String
    public let principal: Principal
    /// The interface it serves, when it is one this workspace knows by name.
    public let interface: SystemCanisterInterface?

    public var id: String { name }

    /// `name (principal)`.
    public var description: String { "\(name) (\(principal))" }

    /// The canister called `name` (case-insensitive), or nil.
    public static func named(_ name: String) -> SystemCanister? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    /// Every canister of the catalogue, NNS first, in the order of their ids.
    public static let all: [SystemCanister] = [
        registry, governance, ledger, root, cyclesMinting, lifeline, genesisToken, internetIdentity, nnsUI, snsWasm,
        ledgerIndex, ckBTCLedger, ckBTCMinter, ckBTCIndex, ckETHMinter, ckETHLedger, ckETHIndex,
    ]
}

extension SystemCanister {
    /// The NNS's canisters are numbered from 0 on the NNS subnet (`Principal(canisterIndex:)`).
    private static func nns(_ index: UInt64, _ name: String, _ title: String, _ interface: SystemCanisterInterface?)
        -> SystemCanister
    {
        SystemCanister(name: name, title: title, principal: Principal(canisterIndex: index), interface: interface)
    }

    /// The fiduciary subnet's canisters, whose ids start at 0x0230_0000 (`…-aaaar-…`).
    private static func fiduciary(
        _ offset: UInt64, _ name: String, _ title: String, _ interface: SystemCanisterInterface?
    ) -> SystemCanister {
        SystemCanister(
            name: name, title: title, principal: Principal(canisterIndex: 0x0230_0000 + offset), interface: interface)
    }

    /// `rwlgt-iiaaa-aaaaa-aaaaa-cai`: the registry (subnets, nodes, canister ranges).
    public static let registry = nns(0, "registry", "NNS registry", nil)
    /// `rrkah-fqaaa-aaaaa-aaaaq-cai`: NNS governance (neurons, proposals).
    public static let governance = nns(1, "governance", "NNS governance", .nnsGovernance)
    /// `ryjl3-tyaaa-aaaaa-aaaba-cai`: the ICP ledger.
    public static let ledger = nns(2, "ledger", "ICP ledger", .icpLedger)
    /// `r7inp-6aaaa-aaaaa-aaabq-cai`: NNS root, the controller of the other NNS canisters.
    public static let root = nns(3, "root", "NNS root", nil)
    /// `rkp4c-7iaaa-aaaaa-aaaca-cai`: the cycles minting canister (ICP to cycles, the conversion rate).
    public static let cyclesMinting = nns(4, "cycles-minting", "cycles minting canister", .cyclesMinting)
    /// `rno2w-sqaaa-aaaaa-aaacq-cai`: NNS lifeline, root's controller.
    public static let lifeline = nns(5, "lifeline", "NNS lifeline", nil)
    /// `renrk-eyaaa-aaaaa-aaada-cai`: the genesis token canister.
    public static let genesisToken = nns(6, "genesis-token", "genesis token canister", nil)
    /// `rdmx6-jaaaa-aaaaa-aaadq-cai`: Internet Identity.
    public static let internetIdentity = nns(7, "internet-identity", "Internet Identity", .internetIdentity)
    /// `qoctq-giaaa-aaaaa-aaaea-cai`: the NNS dapp's front end.
    public static let nnsUI = nns(8, "nns-ui", "NNS front-end dapp", nil)
    /// `qaa6y-5yaaa-aaaaa-aaafa-cai`: SNS-W, which deploys SNSs.
    public static let snsWasm = nns(10, "sns-wasm", "SNS wasm modules canister", nil)
    /// `qhbym-qaaaa-aaaaa-aaafq-cai`: the ICP ledger's index.
    public static let ledgerIndex = nns(11, "ledger-index", "ICP ledger index", nil)
    /// `mxzaz-hqaaa-aaaar-qaada-cai`: the ckBTC ledger (ICRC-1).
    public static let ckBTCLedger = fiduciary(0x06, "ckbtc-ledger", "ckBTC ledger", .icrc1Ledger)
    /// `mqygn-kiaaa-aaaar-qaadq-cai`: the ckBTC minter (BTC in and out).
    public static let ckBTCMinter = fiduciary(0x07, "ckbtc-minter", "ckBTC minter", .ckBTCMinter)
    /// `n5wcd-faaaa-aaaar-qaaea-cai`: the ckBTC ledger's index.
    public static let ckBTCIndex = fiduciary(0x08, "ckbtc-index", "ckBTC index", nil)
    /// `sv3dd-oaaaa-aaaar-qacoa-cai`: the ckETH minter (ETH in and out).
    public static let ckETHMinter = fiduciary(0x9c, "cketh-minter", "ckETH minter", nil)
    /// `ss2fx-dyaaa-aaaar-qacoq-cai`: the ckETH ledger (ICRC-1).
    public static let ckETHLedger = fiduciary(0x9d, "cketh-ledger", "ckETH ledger", .icrc1Ledger)
    /// `s3zol-vqaaa-aaaar-qacpa-cai`: the ckETH ledger's index.
    public static let ckETHIndex = fiduciary(0x9e, "cketh-index", "ckETH index", nil)
}
