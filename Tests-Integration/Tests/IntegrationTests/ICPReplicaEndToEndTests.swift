import BigNum
import CBOR
import Candid
import ChildProcessesTesting
import Clocks
import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import ICPLedger
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The agent and the ledger clients over HTTP against a running `icp-replica` (started by each
/// test with `--port 0`, stopped by PID): every kind of request, ledger transfers between the
/// two key types, ICRC-2, a delegated identity, and each injected fault ending in the right
/// typed error or a correct retry. The package depends on the `icp-replica` product, so building
/// the tests builds it next to the test binary.
@Suite(.serialized, .onItsOwnThread) struct ICPReplicaEndToEndTests {
    static let executable = ReplicaProcess.besideThisProgram

    let alice: Ed25519Identity
    let bob: Secp256k1Identity

    init() throws {
        alice = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0x11, count: 32))
        bob = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0x22, count: 32))
    }

    /// A replica on a free port; a missing executable is a `notBuilt` error that says how to build it.
    func start(_ arguments: [String] = []) throws -> ReplicaProcess {
        try ReplicaProcess(executable: Self.executable, arguments: arguments)
    }

    func agent(_ replica: ReplicaProcess, _ identity: any Identity) async throws -> Agent {
        try await Agent.forLocalTestNetwork(
            transport: HTTPAgentTransport(baseURL: replica.url, clock: ImmediateClock()), identity: identity,
            sleep: { _ in })
    }

    func ledger(_ replica: ReplicaProcess, _ identity: any Identity) async throws -> ICPLedger {
        ICPLedger(agent: try await agent(replica, identity), canister: try #require(replica.canisters["ledger"]))
    }

    func icp(_ text: String) throws -> Amount { try Amount(parsing: "\(text) ICP") }

    @Test func queryCallPolledCallAndReadState() async throws {
        let replica = try start(ReplicaCommandLine.processingPolls(1))
        defer { #expect(replica.stopBlocking() == 0) }
        let agent = try await agent(replica, alice)
        let echo = try #require(replica.canisters["echo"])
        let hello = try CandidEncoder().encode("hello")
        #expect(try await agent.query(echo, method: "echo", argument: hello) == hello)
        #expect(try await agent.call(echo, method: "echo", argument: hello) == hello)
        let time = try await agent.readState(echo, paths: [[Array("time".utf8)]])
        #expect(abs(time.time.timeIntervalSinceNow) < 60)

        let accepting = try start(["--accept-only", "--processing-polls", "2"])
        defer { #expect(accepting.stopBlocking() == 0) }
        let polling = try await self.agent(accepting, alice)
        #expect(
            try await polling.call(try #require(accepting.canisters["echo"]), method: "echo", argument: hello) == hello)
    }

    @Test func aLedgerTransferBetweenAnEd25519AndASecp256k1Identity() async throws {
        let replica = try start(ReplicaCommandLine.fund("\(alice.sender)", e8s: 1_000_000_000))
        defer { #expect(replica.stopBlocking() == 0) }
        let aliceLedger = try await ledger(replica, alice)
        let aliceAccount = AccountIdentifier(owner: alice.sender)
        let bobAccount = AccountIdentifier(owner: bob.sender)
        #expect(try await aliceLedger.balance(of: aliceAccount) == (try icp("10")))
        let receipt = try await aliceLedger.transfer(to: bobAccount, amount: try icp("3"), memo: 1)
        #expect(receipt.blockIndex == 1)
        #expect(try await aliceLedger.balance(of: aliceAccount) == (try icp("6.9999")))
        #expect(try await aliceLedger.balance(of: bobAccount) == (try icp("3")))
        let bobLedger = try await ledger(replica, bob)
        _ = try await bobLedger.transfer(to: aliceAccount, amount: try icp("1"))
        #expect(try await bobLedger.balance(of: bobAccount) == (try icp("1.9999")))
        #expect(try await bobLedger.icrc.balance(of: ICRC1Account(owner: alice.sender)) == (try icp("7.9999")))
        let blocks = try await bobLedger.blocks(from: 0, count: 10)
        #expect(blocks.count == 3)
    }

    @Test func icrc2ApproveAndTransferFrom() async throws {
        let replica = try start(ReplicaCommandLine.fund("\(alice.sender)", e8s: 500_000_000))
        defer { #expect(replica.stopBlocking() == 0) }
        let alice = try await ledger(replica, self.alice).icrc
        let bob = try await ledger(replica, self.bob).icrc
        let aliceAccount = ICRC1Account(owner: self.alice.sender)
        let bobAccount = ICRC1Account(owner: self.bob.sender)
        _ = try await alice.approve(spender: bobAccount, amount: try icp("2"))
        #expect(try await bob.allowance(of: aliceAccount, spender: bobAccount).amount == (try icp("2")))
        _ = try await bob.transferFrom(aliceAccount, to: bobAccount, amount: try icp("1.5"))
        #expect(try await bob.balance(of: bobAccount) == (try icp("1.5")))
        #expect(try await bob.balance(of: aliceAccount) == (try icp("3.4998")))
        await #expect { try await bob.transferFrom(aliceAccount, to: bobAccount, amount: try icp("1")) } throws: {
            error in
            if case .insufficientAllowance = error as? LedgerError { return true } else { return false }
        }
    }

    @Test func aDelegatedIdentityCallsWhoami() async throws {
        let replica = try start()
        defer { #expect(replica.stopBlocking() == 0) }
        let session = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0x33, count: 32))
        let whoami = try #require(replica.canisters["whoami"])
        let expiry = UInt64((Date().timeIntervalSince1970 + 600) * 1e9)
        let link = try await SignedDelegation.signing(
            Delegation(publicKey: try #require(session.publicKeyDER), expiration: expiry, targets: [whoami]), by: bob)
        let delegated = try DelegatedIdentity(
            session: session, rootPublicKey: try #require(bob.publicKeyDER), chain: [link])
        let agent = try await agent(replica, delegated)
        let caller = try await agent.call(whoami, method: "whoami", argument: Array("DIDL".utf8) + [0, 0])
        #expect(try CandidDecoder().decode(CandidPrincipal.self, from: caller) == bob.sender)
        // The delegation names whoami only: echo refuses it.
        await #expect {
            try await agent.call(try #require(replica.canisters["echo"]), method: "echo", argument: [1])
        } throws: { error in
            if case .unexpectedStatus(400, _, _) = error as? AgentError { return true } else { return false }
        }
    }

    @Test func aTransferWhoseAnswerIsLostIsAppliedOnce() async throws {
        let replica = try start(
            ReplicaCommandLine.fund("\(alice.sender)", e8s: 1_000_000_000) + ["--lose-answers", "1"])
        defer { #expect(replica.stopBlocking() == 0) }
        let ledger = try await ledger(replica, alice)
        let bobAccount = AccountIdentifier(owner: bob.sender)
        let receipt = try await ledger.transfer(to: bobAccount, amount: try icp("1"), memo: 77)
        #expect(receipt.blockIndex == 1 && receipt.wasAlreadyApplied)
        #expect(try await ledger.balance(of: bobAccount) == (try icp("1")))
        #expect(try await ledger.balance(of: AccountIdentifier(owner: alice.sender)) == (try icp("8.9999")))
    }

    @Test func busyAnswersAreRetried() async throws {
        let replica = try start(["--refuse", "503", "--refuse", "429", "--refuse", "503"])
        defer { #expect(replica.stopBlocking() == 0) }
        let agent = try await agent(replica, alice)
        #expect(try await agent.call(try #require(replica.canisters["echo"]), method: "echo", argument: [9]) == [9])
    }

    @Test func aSlowReplicaEndsInATimeoutNotAHang() async throws {
        let replica = try start(["--delay", "400"])
        defer { #expect(replica.stopBlocking() == 0) }
        let status = try await Agent(transport: HTTPAgentTransport(baseURL: replica.url), identity: alice).status()
        let agent = Agent(
            transport: HTTPAgentTransport(baseURL: replica.url, timeout: .milliseconds(100), clock: ImmediateClock()),
            identity: alice,
            verifier: CertificateVerifier(rootKey: try RootKey(derRepresentation: try #require(status.rootKey))),
            sleep: { _ in })
        await #expect {
            try await agent.call(try #require(replica.canisters["echo"]), method: "echo", argument: [1])
        } throws: { error in
            if case .transport = error as? AgentError { return true } else { return false }
        }
    }

    @Test(arguments: [
        ["--corrupt-certificate"], ["--certificate-time-offset=-900"], ["--certificate-time-offset=900"],
        ["--wrong-ranges"],
        ["--wrong-ranges", "--layout", "flat"], ["--corrupt-node-signature"],
    ])
    func untrustworthyAnswersAreRefused(_ fault: [String]) async throws {
        let replica = try start(fault)
        defer { #expect(replica.stopBlocking() == 0) }
        let agent = try await agent(replica, alice)
        let echo = try #require(replica.canisters["echo"])
        await #expect {
            if fault == ["--corrupt-node-signature"] {
                _ = try await agent.query(echo, method: "echo", argument: [1])
            } else {
                _ = try await agent.call(echo, method: "echo", argument: [1])
            }
        } throws: { error in
            if case .verification = error as? AgentError { return true } else { return false }
        }
    }

    /// What a client that skips verification would take: the same request over raw HTTP gets a
    /// well-formed certificate that holds the reply, and only the BLS check shows it is forged.
    @Test func aRawClientWouldTakeTheTamperedAnswer() async throws {
        let replica = try start(["--corrupt-certificate"])
        defer { #expect(replica.stopBlocking() == 0) }
        let echo = try #require(replica.canisters["echo"])
        let content = RequestContent.call(
            CanisterCall(
                canister: echo, method: "echo", argument: [5, 6], sender: alice.sender,
                ingressExpiry: IngressExpiry.make()))
        let envelope = try await Envelope.signed(content, by: alice)
        var request = URLRequest(url: replica.url.appendingPathComponent("api/v3/canister/\(echo)/call"))
        request.httpMethod = "POST"
        request.setValue("application/cbor", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(envelope.encoded())
        let (body, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        guard case .map(let map) = try CBOR(decoding: [UInt8](body)).untagged,
            case .bytes(let bytes)? = map[.text("certificate")]
        else {
            Issue.record("no certificate in the answer")
            return
        }
        let certificate = try Certificate(cbor: bytes)
        #expect(
            certificate.tree.lookup([Array("request_status".utf8), content.requestID.bytes, Array("reply".utf8)])
                == .found([5, 6]))
        let verifier = CertificateVerifier(rootKey: try RootKey(derRepresentation: replica.rootKey))
        #expect(throws: CertificateError.self) { try verifier.verify(certificate, for: .canister(echo)) }
    }

    @Test func theLedgerSurvivesARestartWithItsStateFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("icp-replica-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("ledger.sqlite").path
        let first = try start(
            ReplicaCommandLine.state(state) + ReplicaCommandLine.fund("\(alice.sender)", e8s: 1_000_000_000))
        let firstLedger = try await ledger(first, alice)
        let receipt = try await firstLedger.transfer(
            to: AccountIdentifier(owner: bob.sender), amount: try icp("4"), memo: 3)
        // Eight more at once: the emulator saves blocks while other answers are being made.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for memo in 10..<18 {
                group.addTask {
                    _ = try await firstLedger.transfer(
                        to: AccountIdentifier(owner: self.bob.sender), amount: Amount(e8s: 1), memo: UInt64(memo))
                }
            }
            try await group.waitForAll()
        }
        #expect(first.stopBlocking() == 0)
        // Funding applies to a new file only: restarted, the balances are the ledger's, not minted again.
        let second = try start(
            ReplicaCommandLine.state(state) + ReplicaCommandLine.fund("\(alice.sender)", e8s: 1_000_000_000))
        defer { #expect(second.stopBlocking() == 0) }
        let ledger = try await ledger(second, alice)
        #expect(try await ledger.balance(of: AccountIdentifier(owner: alice.sender)) == (try icp("5.99909992")))
        #expect(try await ledger.balance(of: AccountIdentifier(owner: bob.sender)) == (try icp("4.00000008")))
        #expect(try await ledger.blocks(from: 0, count: 100).count == 10)
        let again = try await ledger.transfer(
            to: AccountIdentifier(owner: bob.sender), amount: try icp("4"), memo: 3,
            createdAtTime: receipt.createdAtTime)
        #expect(again.blockIndex == receipt.blockIndex && again.wasAlreadyApplied)
    }
}
