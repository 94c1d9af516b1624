import ChildProcessesTesting
import Foundation
import ICPAgentTesting
import Testing

/// `icp ledger balance|transfer` against the replica's ICP ledger, funded with `--fund`.
@Suite(.onItsOwnThread) struct LedgerCommandTests {
    @Test func aTransferBetweenAnEd25519AndASecp256k1IdentityMovesTheBalances() throws {
        let folder = try Folder(["alice.pem": Vectors.ed25519PEM, "bob.pem": Vectors.secp256k1DfxPEM])
        defer { folder.remove() }
        try withReplica(ReplicaCommandLine.fund(Vectors.ed25519Principal, e8s: 1_000_000_000)) { replica in
            let ledger = ["--canister", try replica.canister("ledger")] + replica.local
            let alice = ["--identity", folder.path("alice.pem")]
            let bob = ["--identity", folder.path("bob.pem")]
            let before = try icp(["ledger", "balance"] + alice + ledger)
            #expect(before.status == 0, "\(before)")
            #expect(before.output == "10 ICP\n")

            let sent = try icp(
                ["ledger", "transfer", "2.5", "--to", Vectors.secp256k1Account, "--memo", "9"] + alice + ledger)
            #expect(sent.status == 0, "\(sent)")
            #expect(sent.output.hasPrefix("transferred in block 1; created_at_time "))
            #expect(try icp(["ledger", "balance"] + alice + ledger).output == "7.4999 ICP\n")
            #expect(
                try icp(["ledger", "balance", "--account", Vectors.secp256k1Account, "--e8s"] + ledger).output
                    == "250000000\n")

            // The same transaction again (its created_at_time and memo): recognised, not paid twice.
            let time = try #require(sent.output.split(separator: " ").last).trimmingCharacters(
                in: .whitespacesAndNewlines)
            let again = try icp(
                [
                    "ledger", "transfer", "2.5", "--to", Vectors.secp256k1Account, "--memo", "9", "--created-at-time",
                    time,
                ] + alice + ledger)
            #expect(again.status == 0, "\(again)")
            #expect(again.output.hasPrefix("already in block 1 (not applied again)"))
            #expect(try icp(["ledger", "balance"] + bob + ledger).output == "2.5 ICP\n")

            // Bob sends some back by principal, in e8s.
            let back = try icp(
                ["ledger", "transfer", "100000000 e8s", "--to-principal", Vectors.ed25519Principal] + bob + ledger)
            #expect(back.status == 0, "\(back)")
            #expect(
                try icp(["ledger", "balance", "--principal", Vectors.ed25519Principal] + ledger).output
                    == "8.4999 ICP\n")
        }
    }

    @Test func refusalsAreFailuresThatSayWhy() throws {
        let folder = try Folder(["alice.pem": Vectors.ed25519PEM])
        defer { folder.remove() }
        try withReplica(ReplicaCommandLine.fund(Vectors.ed25519Principal, e8s: 100_000_000)) { replica in
            let ledger =
                ["--canister", try replica.canister("ledger"), "--identity", folder.path("alice.pem")] + replica.local
            let overdraft = try icp(["ledger", "transfer", "5", "--to", Vectors.secp256k1Account] + ledger)
            #expect(overdraft.status == 1, "\(overdraft)")
            #expect(overdraft.error.contains("insufficient funds: the balance is 1 ICP"))
            let fee = try icp(["ledger", "transfer", "0.1", "--to", Vectors.secp256k1Account, "--fee", "0.5"] + ledger)
            #expect(fee.status == 1, "\(fee)")
            #expect(fee.error.contains("bad fee: the ledger expects 0.0001 ICP"))
        }
    }

    @Test func badArgumentsAreUsageErrors() throws {
        for arguments in [
            ["ledger", "transfer", "1"], ["ledger", "transfer", "lots", "--to", Vectors.secp256k1Account],
            ["ledger", "transfer", "1", "--to", "abc"], ["ledger", "transfer", "-1", "--to", Vectors.secp256k1Account],
            ["ledger", "transfer", "1 ETH", "--to", Vectors.secp256k1Account],
            ["ledger", "balance", "--account", "00"], ["ledger", "balance", "--canister", "nope"], ["ledger"],
        ] {
            let run = try icp(arguments)
            #expect(run.status == 64, "\(arguments): \(run)")
        }
    }
}
