import Foundation
import Testing

/// System canisters by name on the command line: `icp call ledger …`.
@Suite(.onItsOwnThread) struct SystemCanisterAliasTests {
    @Test func aSystemCanistersNameIsItsPrincipal() throws {
        // Nothing listens on port 1: the name was accepted (a usage error would be 64) and the
        // request went to the network.
        let offline = ["--network", "http://127.0.0.1:1", "--local"]
        for name in ["ledger", "CKBTC-Minter", "internet-identity"] {
            let run = try icp(["call", name, "icrc1_fee", "--query"] + offline)
            #expect(run.status == 70, "\(name): \(run)")
        }
    }

    @Test func anUnknownNameListsTheKnownOnes() throws {
        let run = try icp("call", "ledgr", "icrc1_fee")
        #expect(run.status == 64)
        #expect(run.error.contains("neither a principal nor a system canister's name"), "\(run)")
        let status = try icp("request-status", String(repeating: "0", count: 64), "--canister", "nope")
        #expect(status.status == 64)
        let help = try icp("call", "--help")
        #expect(help.output.contains("ckbtc-ledger"))
    }

    @Test func theReplicaAnswersForARoutedName() throws {
        // Mainnet's ledger id is outside the local replica's range: its certificate does not cover
        // it, so the answer is refused — by name as by principal.
        try withReplica { replica in
            let byName = try icp(["read-state", "ledger", "time"] + replica.local)
            let byText = try icp(["read-state", "ryjl3-tyaaa-aaaaa-aaaba-cai", "time"] + replica.local)
            #expect(byName.status == byText.status, "\(byName) / \(byText)")
            #expect(byName.error == byText.error)
        }
    }
}
