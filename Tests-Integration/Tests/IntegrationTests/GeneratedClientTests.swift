import BigInt
import Candid
import ChildProcessesTesting
import Clocks
import Foundation
import GeneratedInterfaces
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import Testing

/// Clients that CandidPlugin generated at build time from `.did` files, calling a running
/// `icp-replica` over HTTP: the mainnet ICP ledger interface against its ledger (ICRC-1 and the
/// legacy methods, queries and updates, success and typed errors) and a local interface against
/// its echo canister (several arguments and results, variants, options, recursion, blobs).
@Suite(.serialized, .onItsOwnThread) struct GeneratedClientTests {
    let alice: Ed25519Identity
    let bob: Ed25519Identity

    init() throws {
        alice = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0x31, count: 32))
        bob = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0x32, count: 32))
    }

    func start(_ arguments: [String] = []) throws -> ReplicaProcess {
        try ReplicaProcess(executable: ReplicaProcess.besideThisProgram, arguments: arguments)
    }

    func agent(_ replica: ReplicaProcess, _ identity: any Identity) async throws -> Agent {
        try await Agent.forLocalTestNetwork(
            transport: HTTPAgentTransport(baseURL: replica.url, clock: ImmediateClock()), identity: identity,
            sleep: { _ in })
    }

    @Test func theGeneratedLedgerClientQueriesAndTransfers() async throws {
        let replica = try start(ReplicaCommandLine.fund("\(alice.sender)", e8s: 1_000_000_000))
        defer { #expect(replica.stopBlocking() == 0) }
        let ledger = IcpLedger.Client(
            agent: try await agent(replica, alice), canister: try #require(replica.canisters["ledger"]))
        #expect(try await ledger.icrc1Symbol() == "ICP")
        #expect(try await ledger.icrc1Decimals() == 8)
        let fee = try await ledger.icrc1Fee()
        let aliceAccount = IcpLedger.Account(owner: alice.sender, subaccount: nil)
        let bobAccount = IcpLedger.Account(owner: bob.sender, subaccount: nil)
        #expect(try await ledger.icrc1BalanceOf(aliceAccount) == 1_000_000_000)

        let transfer = IcpLedger.TransferArg(
            fromSubaccount: nil, to: bobAccount, amount: 300_000_000, fee: nil, memo: Data([7]), createdAtTime: nil)
        guard case .ok(let block) = try await ledger.icrc1Transfer(transfer) else {
            Issue.record("the transfer was refused")
            return
        }
        #expect(block >= 1)
        #expect(try await ledger.icrc1BalanceOf(bobAccount) == 300_000_000)
        #expect(try await ledger.icrc1BalanceOf(aliceAccount) == 1_000_000_000 - 300_000_000 - fee)

        // The legacy interface: account identifiers as blobs, amounts as Tokens.
        let legacy = try await ledger.accountBalance(
            IcpLedger.AccountBalanceArgs(account: Data(AccountIdentifier(owner: bob.sender).bytes)))
        #expect(legacy == IcpLedger.Tokens(e8s: 300_000_000))

        // A refusal is the interface's own typed error, not an agent error.
        let tooMuch = IcpLedger.TransferArg(
            fromSubaccount: nil, to: aliceAccount, amount: 10_000_000_000, fee: nil, memo: nil, createdAtTime: nil)
        let bobLedger = IcpLedger.Client(agent: try await agent(replica, bob), canister: ledger.canister.canister)
        guard case .err(.insufficientFunds(let funds)) = try await bobLedger.icrc1Transfer(tooMuch) else {
            Issue.record("an overdraft was not refused with InsufficientFunds")
            return
        }
        #expect(funds.balance == 300_000_000)
    }

    @Test func theGeneratedEchoClientSendsAndReceivesEveryShape() async throws {
        let replica = try start()
        defer { #expect(replica.stopBlocking() == 0) }
        let echo = Echo.Client(
            agent: try await agent(replica, alice), canister: try #require(replica.canisters["echo"]))
        let earlier = Echo.Note(author: bob.sender, tags: [], amount: nil, body: Data(), replyTo: nil)
        let note = Echo.Note(
            author: alice.sender, tags: ["a", "📦"], amount: BigInt("-12345678901234567890"), body: Data([0, 1, 255]),
            replyTo: earlier)
        let big = BigUInt(1) << 128
        let (text, number, greeting, notes) = try await echo.echo("hello", big, .count(3), [note, earlier])
        #expect(text == "hello")
        #expect(number == big)
        #expect(greeting == .count(3))
        #expect(notes == [note, earlier])
        let (_, _, none, empty) = try await echo.echo("", 0, nil, [])
        #expect(none == nil && empty.isEmpty)
        let (_, _, wave, _) = try await echo.echo("", 0, .wave, [])
        #expect(wave == .wave)
    }
}
