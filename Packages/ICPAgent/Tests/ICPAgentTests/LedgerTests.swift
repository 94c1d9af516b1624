import BigNum
import Foundation
import ICPAgent
import ICPAgentTesting
import ICPLedger
import Testing

/// The ICP ledger and ICRC clients against the simulated ledger: balances, transfers and every
/// typed refusal, ICRC-2 allowances, exactly-once delivery, and blocks read through the archive.
@Suite struct LedgerTests {
    /// The ledger's and the replica's clock, moved by the tests.
    final class Clock: @unchecked Sendable {
        // @unchecked: `current` is behind `lock`.
        private let lock = NSLock()
        private var current = Date(timeIntervalSince1970: 1_800_000_000)
        var now: Date { lock.withLock { current } }
        func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
    }

    struct World {
        let clock = Clock()
        let replica: ReplicaSimulator
        let ledger: SimulatedLedger
        let alice: Ed25519Identity
        let bob: Secp256k1Identity

        init(configuration: SimulatedLedgerConfiguration = SimulatedLedgerConfiguration()) throws {
            let clock = clock
            replica = ReplicaSimulator(
                certifier: TestCertifier(seed: 4, canisterRanges: [StandardCanisters.range]), now: { clock.now })
            ledger = SimulatedLedger(configuration: configuration, now: { clock.now })
            ledger.install(on: replica)
            alice = try Ed25519Identity(rawRepresentation: [UInt8](repeating: 0xa1, count: 32))
            bob = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0xb0, count: 32))
            ledger.mint(10 * 100_000_000, to: AccountIdentifier(owner: alice.sender))
        }

        func agent(_ identity: any Identity) -> Agent {
            let clock = clock
            return Agent(
                transport: replica, identity: identity,
                verifier: CertificateVerifier(rootKey: replica.certifier.rootKey, now: { clock.now }), sleep: { _ in })
        }

        func icp(_ identity: any Identity) -> ICPLedger {
            ICPLedger(agent: agent(identity), canister: StandardCanisters.ledger)
        }
    }

    func icp(_ text: String) throws -> Amount { try Amount(parsing: "\(text) ICP") }

    @Test func anICPTransferMovesTheAmountAndTakesTheFee() async throws {
        let world = try World()
        let alice = world.icp(world.alice)
        let bobAccount = AccountIdentifier(owner: world.bob.sender)
        #expect(try await alice.balance(of: AccountIdentifier(owner: world.alice.sender)) == (try icp("10")))
        let receipt = try await alice.transfer(to: bobAccount, amount: try icp("2.5"), memo: 7)
        #expect(receipt.blockIndex == 1 && !receipt.wasAlreadyApplied)
        #expect(try await alice.balance(of: AccountIdentifier(owner: world.alice.sender)) == (try icp("7.4999")))
        #expect(try await alice.balance(of: bobAccount) == (try icp("2.5")))
        #expect(try await alice.transferFee() == ICPLedger.standardFee)
        // Bob (secp256k1) sends some back through the ICRC-1 side of the same ledger.
        let back = try await world.icp(world.bob).icrc.transfer(
            to: ICRC1Account(owner: world.alice.sender), amount: try icp("1"))
        #expect(back.blockIndex == 2)
        #expect(try await alice.icrc.balance(of: ICRC1Account(owner: world.bob.sender)) == (try icp("1.4999")))
        #expect(try await alice.icrc.totalSupply() == (try icp("9.9998")))
    }

    @Test func refusalsAreTyped() async throws {
        let world = try World()
        let alice = world.icp(world.alice)
        let bob = AccountIdentifier(owner: world.bob.sender)
        await #expect { try await alice.transfer(to: bob, amount: try icp("10")) } throws: { error in
            guard case .insufficientFunds(let balance) = error as? LedgerError else { return false }
            return balance == (try? icp("10"))
        }
        await #expect { try await alice.transfer(to: bob, amount: try icp("1"), fee: try icp("0.001")) } throws: {
            error in
            guard case .badFee(let expected) = error as? LedgerError else { return false }
            return expected == ICPLedger.standardFee
        }
        let now = UInt64(world.clock.now.timeIntervalSince1970 * 1e9)
        await #expect {
            try await alice.transfer(to: bob, amount: try icp("1"), createdAtTime: now - 25 * 3600 * 1_000_000_000)
        } throws: { error in
            if case .tooOld = error as? LedgerError { return true } else { return false }
        }
        await #expect {
            try await alice.transfer(to: bob, amount: try icp("1"), createdAtTime: now + 120 * 1_000_000_000)
        } throws: { error in
            if case .createdInFuture = error as? LedgerError { return true } else { return false }
        }
        await #expect { try await alice.transfer(to: bob, amount: try Amount(parsing: "1 ETH")) } throws: { error in
            if case .invalidAmount = error as? LedgerError { return true } else { return false }
        }
        await #expect {
            try await alice.icrc.transfer(
                to: ICRC1Account(owner: world.bob.sender), amount: try icp("1"), fee: try icp("1"))
        } throws: { error in
            guard case .badFee(let expected) = error as? LedgerError else { return false }
            return expected == ICPLedger.standardFee
        }
        // Nothing mints past 2^64 e8s in all.
        #expect(world.ledger.mint(.max, to: bob) == nil)
        // Nothing above moved anything.
        #expect(world.ledger.balance(of: AccountIdentifier(owner: world.alice.sender)) == 1_000_000_000)
        #expect(world.ledger.chainLength == 1)
    }

    @Test func aRetriedTransferIsAppliedOnceAndReturnsTheOriginalBlock() async throws {
        let world = try World()
        let alice = world.icp(world.alice)
        let bob = AccountIdentifier(owner: world.bob.sender)
        // The ledger applies the transfer, then the answer is lost twice: the client sends the
        // same transaction again and gets "duplicate of block 1" — the transfer it asked for.
        var faults = ReplicaFaults()
        faults.lostAnswers = 2
        world.replica.faults = faults
        let receipt = try await alice.transfer(to: bob, amount: try icp("1"), memo: 99)
        #expect(receipt.blockIndex == 1 && receipt.wasAlreadyApplied)
        #expect(world.ledger.balance(of: bob) == 100_000_000)
        // Later, the app sends it once more with the receipt's time: still block 1, paid once.
        let again = try await alice.transfer(
            to: bob, amount: try icp("1"), memo: 99, createdAtTime: receipt.createdAtTime)
        #expect(again.blockIndex == 1 && again.wasAlreadyApplied)
        #expect(world.ledger.balance(of: bob) == 100_000_000)
        // Another memo is another transaction.
        #expect(
            try await alice.transfer(to: bob, amount: try icp("1"), memo: 100, createdAtTime: receipt.createdAtTime)
                .blockIndex == 2)
        // Out of attempts: the lost answers surface as the agent's transport error.
        faults.lostAnswers = 5
        world.replica.faults = faults
        await #expect { try await alice.transfer(to: bob, amount: try icp("1"), memo: 101) } throws: { error in
            if case .agent(.transport) = error as? LedgerError { return true } else { return false }
        }
        #expect(world.ledger.chainLength == 4)
    }

    @Test func icrc2ApproveAllowanceAndTransferFrom() async throws {
        let world = try World()
        let alice = world.icp(world.alice).icrc
        let bob = world.icp(world.bob).icrc
        let aliceAccount = ICRC1Account(owner: world.alice.sender)
        let bobAccount = ICRC1Account(owner: world.bob.sender)
        let carol = ICRC1Account(owner: world.bob.sender, subaccount: Subaccount(index: 3))
        let expiry = UInt64(world.clock.now.timeIntervalSince1970 * 1e9) + 3_600_000_000_000
        _ = try await alice.approve(spender: bobAccount, amount: try icp("3"), expiresAt: expiry)
        #expect(try await alice.allowance(of: aliceAccount, spender: bobAccount).amount == (try icp("3")))
        _ = try await bob.transferFrom(aliceAccount, to: carol, amount: try icp("1"))
        #expect(try await bob.balance(of: carol) == (try icp("1")))
        // Amount and fee come out of the allowance.
        #expect(try await alice.allowance(of: aliceAccount, spender: bobAccount).amount == (try icp("1.9999")))
        await #expect { try await bob.transferFrom(aliceAccount, to: carol, amount: try icp("2")) } throws: { error in
            guard case .insufficientAllowance(let allowance) = error as? LedgerError else { return false }
            return allowance == (try? icp("1.9999"))
        }
        await #expect {
            try await alice.approve(spender: bobAccount, amount: try icp("5"), expectedAllowance: try icp("3"))
        } throws: { error in
            guard case .allowanceChanged(let current) = error as? LedgerError else { return false }
            return current == (try? icp("1.9999"))
        }
        // Expired approvals allow nothing.
        world.clock.advance(7200)
        #expect(try await alice.allowance(of: aliceAccount, spender: bobAccount).amount.isZero)
        await #expect {
            try await alice.approve(spender: bobAccount, amount: try icp("1"), expiresAt: expiry)
        } throws: { error in
            if case .expired = error as? LedgerError { return true } else { return false }
        }
    }

    @Test func metadataAndTheTokenCurrency() async throws {
        let world = try World()
        let agent = world.agent(world.alice)
        let token = try await ICRCLedger.connect(agent: agent, canister: StandardCanisters.ledger)
        #expect(token.currency.code == "ICP")
        #expect(try await token.decimals() == 8)
        #expect(try await token.symbol() == "ICP")
        #expect(try await token.name() == "Internet Computer")
        let metadata = try await token.metadata()
        #expect(metadata["icrc1:fee"] == .nat(10_000) && metadata["icrc1:symbol"] == .text("ICP"))
        #expect(try await token.fee().baseUnits == 10_000)
        #expect(try await token.mintingAccount() == ICRC1Account(owner: SimulatedLedgerConfiguration().mintingAccount))
        #expect(try ICRCLedger.tokenCurrency(symbol: "ckBTC", decimals: 8).displayDenomination.exponent == 8)
        #expect(throws: LedgerError.self) { try ICRCLedger.tokenCurrency(symbol: " ", decimals: 8) }
    }

    @Test func blocksAreReadFromTheLedgerAndThroughTheArchiveCallback() async throws {
        var configuration = SimulatedLedgerConfiguration()
        configuration.blocksKeptInLedger = 6
        configuration.maximumBlocksPerAnswer = 4
        let world = try World(configuration: configuration)
        let alice = world.icp(world.alice)
        let bob = AccountIdentifier(owner: world.bob.sender)
        for memo in 1...11 {
            _ = try await alice.transfer(to: bob, amount: Amount(e8s: UInt64(memo)), memo: UInt64(memo))
        }
        let answer = try await alice.queryBlocks(start: 0, length: 12)
        #expect(answer.chainLength == 12)
        #expect(answer.archivedBlocks.first?.callback.canister == StandardCanisters.ledgerArchive)
        #expect(answer.archivedBlocks.first?.start == 0 && answer.firstBlockIndex > 0)
        let blocks = try await alice.blocks(from: 0, count: 100)
        #expect(blocks.count == 12)
        guard case .mint? = blocks[0].transaction.operation else {
            Issue.record("block 0 is the mint")
            return
        }
        #expect(blocks.dropFirst().map(\.transaction.memo) == Array(1...11))
        // Each block names its parent; the first has none.
        #expect(blocks[0].parentHash == nil && blocks.dropFirst().allSatisfy { $0.parentHash?.count == 32 })
        #expect(try await alice.block(at: 11)?.transaction.memo == 11)
        #expect(try await alice.block(at: 12) == nil)
    }

    @Test func savedBlocksRestoreTheBalances() async throws {
        let world = try World()
        let alice = world.icp(world.alice)
        let bob = AccountIdentifier(owner: world.bob.sender)
        let first = try await alice.transfer(to: bob, amount: try icp("2"), memo: 5)
        _ = try await world.icp(world.bob).icrc.approve(
            spender: ICRC1Account(owner: world.alice.sender), amount: try icp("1"))
        let restored = SimulatedLedger(now: { world.clock.now })
        try restored.restore(world.ledger.blocks(from: 0))
        #expect(restored.chainLength == 3)
        for account in [AccountIdentifier(owner: world.alice.sender), bob] {
            #expect(restored.balance(of: account) == world.ledger.balance(of: account))
        }
        // The restored ledger still knows the transfer: sending it again is a duplicate.
        let replica = ReplicaSimulator(certifier: world.replica.certifier, now: { world.clock.now })
        restored.install(on: replica)
        let again = ICPLedger(
            agent: Agent(
                transport: replica, identity: world.alice,
                verifier: CertificateVerifier(rootKey: replica.certifier.rootKey, now: { world.clock.now }),
                sleep: { _ in }),
            canister: StandardCanisters.ledger)
        let receipt = try await again.transfer(
            to: bob, amount: try icp("2"), memo: 5, createdAtTime: first.createdAtTime)
        #expect(receipt.blockIndex == first.blockIndex && receipt.wasAlreadyApplied)
        // A chain whose links do not match is refused.
        var broken = world.ledger.blocks(from: 0)
        broken[1].parentHash = Data(repeating: 0, count: 32)
        #expect(throws: SimulatedLedgerError.self) { try SimulatedLedger().restore(broken) }
    }

    @Test func malformedAccountsAndSubaccountsTrapInsteadOfMovingFunds() async throws {
        let world = try World()
        let client = CanisterClient(agent: world.agent(world.alice), canister: StandardCanisters.ledger)
        let bob = Data(AccountIdentifier(owner: world.bob.sender).bytes)
        let arguments = [
            ICPLedgerInterface.TransferArgs(
                memo: 1, amount: .init(e8s: 5), fee: .init(e8s: 10_000), fromSubaccount: nil, to: bob.dropLast(),
                createdAtTime: nil),
            // Not read as the default subaccount: that would spend from an account not named.
            ICPLedgerInterface.TransferArgs(
                memo: 1, amount: .init(e8s: 5), fee: .init(e8s: 10_000), fromSubaccount: Data([1, 2]), to: bob,
                createdAtTime: nil),
        ]
        for argument in arguments {
            await #expect { try await client(ICPLedger.Methods.transfer, argument) } throws: { error in
                guard case .rejected(let rejection) = error as? AgentError else { return false }
                return rejection.errorCode == "IC0503" && rejection.message.contains("trapped")
            }
        }
        await #expect { try await client(ICPLedger.Methods.accountBalance, .init(account: Data([1, 2, 3]))) } throws: {
            error in
            if case .rejected = error as? AgentError { return true } else { return false }
        }
        #expect(world.ledger.chainLength == 1)
        #expect(world.ledger.balance(of: AccountIdentifier(owner: world.alice.sender)) == 1_000_000_000)
    }

    @Test func updateMethodsAreRefusedAsQueriesAndBadArgumentsAreRejected() async throws {
        let world = try World()
        let agent = world.agent(world.alice)
        await #expect {
            try await agent.query(StandardCanisters.ledger, method: "transfer", argument: Array("DIDL".utf8) + [0, 0])
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.errorCode == "IC0504"
        }
        await #expect {
            try await agent.call(StandardCanisters.ledger, method: "transfer", argument: [1, 2, 3])
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.errorCode == "IC0503" && rejection.message.contains("could not decode")
        }
    }
}
