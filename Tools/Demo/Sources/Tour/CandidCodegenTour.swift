import Candid
import CandidCodegen
import Foundation
import ICPAgent
import ICPAgentTesting

/// The `.did` file CandidPlugin generates `TourLedger` from, read again to show what it became.
private let tourLedgerFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Interfaces/tour_ledger.did")

public let candidCodegenTour = TourStep(
    name: "CandidCodegen",
    summary: "a .did file turned into Swift at build time by CandidPlugin, and a ledger called through the generated client"
) { out in
    out.line("-- Interfaces/tour_ledger.did, the .did file in this target")
    if let text = try? String(contentsOf: tourLedgerFile, encoding: .utf8) {
        let service = text.split(separator: "\n").drop { !$0.hasPrefix("service") }
        for line in service where !line.contains("///") { out.line("   " + line) }
        out.line("-- What CandidPlugin generated from it (the same generator, run again here): the client's methods")
        let swift = try CandidSwiftGenerator(options: SwiftGeneratorOptions(access: .internal, sourceName: "tour_ledger.did")).generate(text)
        out.show("generated", "\(swift.split(separator: "\n").count) lines of Swift in enum TourLedger")
        for line in swift.split(separator: "\n") where line.contains(" func ") && line.contains("async throws") {
            out.line("   " + line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " {", with: ""))
        }
    } else {
        out.show("note", "\(tourLedgerFile.path) is not here to show; the client below was generated from it at build time")
    }

    out.line("-- Calls through the generated client, each answer verified by the agent")
    let replicas = TourReplicas()
    defer { replicas.stopAll() }
    let alice = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0xA1, count: 32))
    let bob = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0xB0, count: 32))
    let (transport, place) = try replicas.start(funds: [(alice.sender, 500_000_000)])
    out.show("replica", place)
    let ledger = TourLedger.Client(agent: try await Agent.forLocalTestNetwork(transport: transport, identity: alice), canister: StandardCanisters.ledger)
    let decimals = try await ledger.icrc1Decimals()
    out.show("icrc1Symbol(), icrc1Decimals()", "\(try await ledger.icrc1Symbol()), \(decimals)")
    let aliceAccount = TourLedger.Account(owner: alice.sender, subaccount: nil)
    let bobAccount = TourLedger.Account(owner: bob.sender, subaccount: nil)
    out.show("icrc1BalanceOf(alice)", try await ledger.icrc1BalanceOf(aliceAccount))
    let transfer = TourLedger.TransferArg(fromSubaccount: nil, to: bobAccount, amount: 120_000_000, fee: nil, memo: Data("rent".utf8), createdAtTime: nil)
    out.show("icrc1Transfer(1.2 to bob)", describe(try await ledger.icrc1Transfer(transfer)))
    out.show("icrc1BalanceOf(bob)", try await ledger.icrc1BalanceOf(bobAccount))
    let tooMuch = TourLedger.TransferArg(fromSubaccount: nil, to: bobAccount, amount: 100_000_000_000, fee: nil, memo: nil, createdAtTime: nil)
    out.show("icrc1Transfer(1000 to bob)", describe(try await ledger.icrc1Transfer(tooMuch)))
    for (pid, status) in replicas.stopAll() { out.show("stopped pid \(pid)", "exit \(status)") }
}

/// A transfer's result as the ledger's `.did` names it.
private func describe(_ result: TourLedger.Icrc1TransferResult) -> String {
    switch result {
    case .ok(let block): return "Ok: block \(block)"
    case .err(.insufficientFunds(let funds)): return "Err: InsufficientFunds, balance \(funds.balance)"
    case .err(let error): return "Err: \(error)"
    }
}
