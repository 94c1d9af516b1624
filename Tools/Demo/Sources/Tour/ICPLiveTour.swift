import Candid
import CandidCodegen
import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import ICPLedger

public let icpLiveTour = TourStep(
    name: "ICPLive",
    summary:
        "icp-replica on this machine: two identities, a ledger transfer between them, the ledger through a client generated from its .did, a counter, a verified query, a call submitted now and answered later, and a forged certificate refused"
) { out in
    // `make demo` builds icp-replica next to the demo; without it the same session runs against
    // the simulator icp-replica serves, in this process.
    // Stopped at the end of the step; a step that fails drops them, which stops them by PID.
    let replicas = TourReplicas()
    let alice = try Ed25519Identity(
        mnemonic: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
    let bob = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0x42, count: 32))

    out.line("-- A replica on the loopback interface, trusted as a local network (its root key read once)")
    // Alice starts with 12 ICP, minted by the replica.
    let (transport, place) = try await replicas.start(funds: [(alice.sender, 1_200_000_000)])
    out.show("replica", place)
    let empty = Array("DIDL".utf8) + [0, 0]
    for (name, identity) in [("alice (Ed25519)", alice as any Identity), ("bob (secp256k1)", bob)] {
        let agent = try await Agent.forLocalTestNetwork(transport: transport, identity: identity)
        let caller = try CandidDecoder().decode(
            CandidPrincipal.self,
            from: try await agent.call(StandardCanisters.whoami, method: "whoami", argument: empty))
        out.show("whoami as \(name)", caller == identity.sender ? "\(caller)" : "FAILED: \(caller)")
    }

    out.line("-- The ICP ledger: alice sends bob 2.5 ICP (fee 0.0001), every answer verified")
    let agent = try await Agent.forLocalTestNetwork(transport: transport, identity: alice)
    let ledger = ICPLedger(agent: agent, canister: StandardCanisters.ledger)
    let aliceAccount = AccountIdentifier(owner: alice.sender)
    let bobAccount = AccountIdentifier(owner: bob.sender)
    out.show("alice's account", aliceAccount)
    out.show("alice's balance", try await ledger.balance(of: aliceAccount))
    out.show("bob's balance", try await ledger.balance(of: bobAccount))
    let receipt = try await ledger.transfer(to: bobAccount, amount: try Amount(parsing: "2.5 ICP"), memo: 2026)
    out.show("transfer", "block \(receipt.blockIndex)")
    out.show("alice's balance", try await ledger.balance(of: aliceAccount))
    out.show("bob's balance", try await ledger.balance(of: bobAccount))
    let again = try await ledger.transfer(
        to: bobAccount, amount: try Amount(parsing: "2.5 ICP"), memo: 2026, createdAtTime: receipt.createdAtTime)
    out.show(
        "the same transfer again",
        again.wasAlreadyApplied ? "already in block \(again.blockIndex), not paid twice" : "FAILED: applied twice")
    do {
        _ = try await ledger.transfer(to: aliceAccount, amount: try Amount(parsing: "100 ICP"))
        out.show("100 ICP more", "FAILED: accepted")
    } catch {
        out.show("100 ICP more", "refused: \(error)")
    }

    out.line(
        "-- The same ledger through IcpLedger.Client, which CandidPlugin generated from icp_ledger.did at build time")
    if let did = try? String(contentsOf: icpLedgerFile, encoding: .utf8) {
        // The generator the plugin ran, run again here to show an excerpt of what it wrote.
        let swift = try CandidSwiftGenerator(
            options: SwiftGeneratorOptions(access: .internal, sourceName: "icp_ledger.did")
        ).generate(did)
        out.show(
            "generated",
            "\(swift.split(separator: "\n", omittingEmptySubsequences: false).count - 1) lines of Swift in enum IcpLedger, for example:"
        )
        for line in swift.split(separator: "\n")
        where ["func icrc1BalanceOf(", "func icrc1Transfer(", "func accountBalance("].contains(where: line.contains) {
            out.line("   " + line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " {", with: ""))
        }
        // Names a person chose: a method and a type renamed; the wire names stay Candid's.
        let renamed = try CandidSwiftGenerator(
            options: SwiftGeneratorOptions(
                access: .internal, sourceName: "icp_ledger.did",
                renames: ["Client.icrc1BalanceOf": "balance", "Account": "LedgerAccount"])
        ).generate(did)
        for line in renamed.split(separator: "\n") where line.contains("func balance(") {
            out.show(
                "renamed (Client.icrc1BalanceOf → balance, Account → LedgerAccount)",
                line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " {", with: ""))
        }
    }
    let generated = IcpLedger.Client(agent: agent, canister: StandardCanisters.ledger)
    let bobICRC = IcpLedger.Account(owner: bob.sender, subaccount: nil)
    out.show(
        "icrc1Symbol(), icrc1Decimals()", "\(try await generated.icrc1Symbol()), \(try await generated.icrc1Decimals())"
    )
    out.show("icrc1BalanceOf(bob) in e8s", try await generated.icrc1BalanceOf(bobICRC))
    let payment = IcpLedger.TransferArg(
        fromSubaccount: nil, to: bobICRC, amount: 50_000_000, fee: nil, memo: Data("tea".utf8), createdAtTime: nil)
    out.show("icrc1Transfer(0.5 ICP to bob)", describe(try await generated.icrc1Transfer(payment)))
    out.show("icrc1BalanceOf(bob) in e8s", try await generated.icrc1BalanceOf(bobICRC))
    let overdraft = IcpLedger.TransferArg(
        fromSubaccount: nil, to: bobICRC, amount: 100_000_000_000, fee: nil, memo: nil, createdAtTime: nil)
    out.show("icrc1Transfer(1000 ICP to bob)", describe(try await generated.icrc1Transfer(overdraft)))

    out.line("-- Typed functions: two certified updates, then a query checked against the nodes' keys")
    let counter = CanisterClient(agent: agent, canister: StandardCanisters.counter)
    let increment = ICPFunction<NoArguments, UInt64>("increment")
    out.show("increment", try await counter(increment))
    out.show("increment", try await counter(increment))
    out.show("get (query)", try await counter(ICPFunction<NoArguments, UInt64>("get", .query)))
    let echo = CanisterClient(agent: agent, canister: StandardCanisters.echo)
    out.show("echo (query)", try await echo(ICPFunction<String, String>("echo", .query), "hello, Internet Computer"))
    out.show("clock skew measured", agent.clockSkew)

    out.line("-- Submit now, answer later: the request's text, kept, read back and polled")
    // `increment` takes no arguments: the empty Candid message.
    let submitted = try await agent.submit(
        StandardCanisters.counter, method: "increment", argument: Array("DIDL".utf8) + [0, 0])
    out.show("submitted (request id@effective canister)", "\(submitted)".prefix(24) + "…")
    let restored = SubmittedCall(submitted.description)
    out.show("read back from its text", restored == submitted ? "same call" : "FAILED")
    if let restored {
        let reply = try await agent.result(of: restored)
        out.show("its verified answer", try CandidDecoder().decode(UInt64.self, from: reply))
    }

    out.line("-- A second replica that forges its certificates (a flipped signature bit)")
    let (forging, _) = try await replicas.start(corruptCertificates: true)
    let trusting = try await Agent.forLocalTestNetwork(transport: forging, identity: alice)
    do {
        _ = try await trusting.call(StandardCanisters.echo, method: "echo", argument: empty)
        out.show("its answer", "FAILED: accepted")
    } catch {
        out.show("its answer", "refused: \(error)")
    }
    for (pid, status) in await replicas.stopAll() { out.show("stopped pid \(pid)", "exit \(status)") }
}

/// The ledger's `.did` file CandidPlugin generates `IcpLedger` from, read again for the excerpt.
private let icpLedgerFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Interfaces/icp_ledger.did")

/// A transfer's result as the ledger's `.did` names it.
private func describe(_ result: IcpLedger.Icrc1TransferResult) -> String {
    switch result {
    case .ok(let block): return "Ok: block \(block)"
    case .err(.insufficientFunds(let funds)): return "Err: InsufficientFunds, balance \(funds.balance)"
    case .err(let error): return "Err: \(error)"
    }
}
