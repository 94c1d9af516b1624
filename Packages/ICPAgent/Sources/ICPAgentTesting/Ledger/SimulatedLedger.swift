import BigNum
import Candid
import CryptoPrimitives
import Foundation
import ICPAgent
import ICPLedger

/// The ICP ledger written in Swift, for ``ReplicaSimulator`` and `icp-replica`: real balances
/// by account identifier, fees, ICRC-2 allowances, deduplication by `created_at_time` and the
/// other fields of a transaction, a chain of blocks each naming its parent's hash, and an
/// archive canister that takes the oldest blocks past ``SimulatedLedgerConfiguration/blocksKeptInLedger``.
/// It answers the ICP ledger's own methods, ICRC-1 and ICRC-2 (see `SimulatedLedger+Methods.swift`).
///
/// The blocks are the whole state: ``restore(_:)`` replays saved blocks into balances,
/// allowances and the deduplication memory, which is how `icp-replica --state` survives a restart.
public final class SimulatedLedger: @unchecked Sendable {
    // @unchecked: every mutable field is behind `lock`.
    let lock = NSLock()
    public let configuration: SimulatedLedgerConfiguration
    public let canister: Principal
    public let archive: Principal
    let now: @Sendable () -> Date

    var chain: [ICPLedgerInterface.Block] = []
    var lastHash: [UInt8]?
    /// Blocks below this index are served by the archive, not the ledger.
    var archivedCount = 0
    var balances: [AccountIdentifier: UInt64] = [:]
    var allowances: [AllowanceKey: (amount: UInt64, expiresAt: UInt64?)] = [:]
    var supply: UInt64 = 0
    /// Transactions sent with a `created_at_time`, to their block, while inside the window.
    var recent: [ICPLedgerInterface.Transaction: UInt64] = [:]
    var recentOrder: [(createdAt: UInt64, transaction: ICPLedgerInterface.Transaction)] = []

    struct AllowanceKey: Hashable {
        let owner: AccountIdentifier
        let spender: AccountIdentifier
    }

    /// - Parameters:
    ///   - canister: the ledger's id.
    ///   - archive: its archive's id.
    ///   - configuration: token, fee, window, archiving.
    ///   - now: the ledger's clock (block times, the deduplication window).
    public init(
        canister: Principal = StandardCanisters.ledger, archive: Principal = StandardCanisters.ledgerArchive,
        configuration: SimulatedLedgerConfiguration = SimulatedLedgerConfiguration(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.canister = canister
        self.archive = archive
        self.configuration = configuration
        self.now = now
    }

    // MARK: State

    /// The balance of `account`, in e8s.
    public func balance(of account: AccountIdentifier) -> UInt64 {
        lock.withLock { balances[account, default: 0] }
    }

    /// How many blocks the chain has.
    public var chainLength: Int { lock.withLock { chain.count } }

    /// The blocks from `index` on, in order: what a saver has not saved yet.
    public func blocks(from index: Int) -> [ICPLedgerInterface.Block] {
        lock.withLock { index < chain.count ? Array(chain[max(0, index)...]) : [] }
    }

    /// Mints `e8s` to `account` (a `Mint` block from the minting account) and returns its index;
    /// nil, and nothing minted, when the total supply would pass 2^64 e8s.
    @discardableResult
    public func mint(_ e8s: UInt64, to account: AccountIdentifier) -> UInt64? {
        lock.withLock {
            guard !supply.addingReportingOverflow(e8s).overflow else { return nil }
            let stamp = nowStamp
            let transaction = ICPLedgerInterface.Transaction(
                memo: 0, icrc1Memo: nil, operation: .mint(to: Data(account.bytes), amount: .init(e8s: e8s)),
                createdAtTime: stamp)
            return append(transaction, at: stamp, deduplicated: false)
        }
    }

    /// Replays saved blocks (from ``blocks(from:)``) into a fresh ledger.
    ///
    /// - Throws: ``SimulatedLedgerError`` when the ledger already has blocks or a block does not
    ///   apply (a balance would go negative, a parent hash does not match).
    public func restore(_ blocks: [ICPLedgerInterface.Block]) throws(SimulatedLedgerError) {
        lock.lock()
        defer { lock.unlock() }
        guard chain.isEmpty else { throw .restore("the ledger already has \(chain.count) blocks") }
        for (index, block) in blocks.enumerated() {
            guard block.parentHash.map(Array.init) == lastHash else {
                throw .restore("block \(index) does not name its parent's hash")
            }
            guard let operation = block.transaction.operation, apply(operation, at: block.timestamp.timestampNanos)
            else {
                throw .restore("block \(index) does not apply to the balances before it")
            }
            // Which blocks had a caller's `created_at_time` is not in the block; remembering all
            // is harmless, since only a transaction sent with one is ever looked up.
            record(block, deduplicated: true)
        }
    }

    // MARK: Applying

    var nowStamp: ICPLedgerInterface.TimeStamp { .init(timestampNanos: nanoseconds(now())) }

    func nanoseconds(_ date: Date) -> UInt64 { Nanoseconds.since1970(date) }

    /// Applies `transaction` (already checked) as the next block, dated `stamp`, and returns its
    /// index; `deduplicated` remembers it for the window. Call with `lock` held.
    func append(
        _ transaction: ICPLedgerInterface.Transaction, at stamp: ICPLedgerInterface.TimeStamp, deduplicated: Bool
    ) -> UInt64 {
        let block = ICPLedgerInterface.Block(
            parentHash: lastHash.map { Data($0) }, transaction: transaction, timestamp: stamp)
        if let operation = transaction.operation { _ = apply(operation, at: stamp.timestampNanos) }
        return record(block, deduplicated: deduplicated)
    }

    @discardableResult
    private func record(_ block: ICPLedgerInterface.Block, deduplicated: Bool) -> UInt64 {
        let index = UInt64(chain.count)
        chain.append(block)
        // The chain's link: SHA-256 of the block's Candid bytes (the real ledger hashes its own
        // encoding; what matters here is that each block commits to its parent).
        lastHash = SHA256.hash(data: (try? CandidEncoder().encode(block)) ?? []).bytes
        if deduplicated {
            recent[block.transaction] = index
            recentOrder.append((block.transaction.createdAtTime.timestampNanos, block.transaction))
        }
        forgetOldTransactions(now: block.timestamp.timestampNanos)
        if chain.count - archivedCount > configuration.blocksKeptInLedger {
            // Move the older half to the archive at once, as the real ledger archives in batches.
            archivedCount = chain.count - configuration.blocksKeptInLedger / 2
        }
        return index
    }

    /// Applies an operation's effect on balances and allowances; false when it does not fit
    /// (only a replayed block can fail: live operations are checked first).
    private func apply(_ operation: ICPLedgerInterface.Operation, at time: UInt64) -> Bool {
        func account(_ data: Data) -> AccountIdentifier? { try? AccountIdentifier(bytes: data) }
        switch operation {
        case let .mint(to, amount):
            // Every balance is part of the supply, so a supply that fits keeps them all in range.
            guard let to = account(to), !supply.addingReportingOverflow(amount.e8s).overflow else { return false }
            balances[to, default: 0] += amount.e8s
            supply += amount.e8s
        case let .burn(from, spender, amount):
            guard let from = account(from), balances[from, default: 0] >= amount.e8s else { return false }
            balances[from, default: 0] -= amount.e8s
            supply -= amount.e8s
            if let spender = spender.flatMap(account) { spend(amount.e8s, of: from, by: spender) }
        case let .transfer(from, to, amount, fee, spender):
            guard let from = account(from), let to = account(to) else { return false }
            let (total, overflow) = amount.e8s.addingReportingOverflow(fee.e8s)
            guard !overflow, balances[from, default: 0] >= total else { return false }
            balances[from, default: 0] -= total
            balances[to, default: 0] += amount.e8s
            supply -= fee.e8s
            if let spender = spender.flatMap(account) { spend(total, of: from, by: spender) }
        case let .approve(from, spender, _, allowance, fee, expiresAt, _):
            guard let from = account(from), let spender = account(spender), balances[from, default: 0] >= fee.e8s else {
                return false
            }
            balances[from, default: 0] -= fee.e8s
            supply -= fee.e8s
            allowances[AllowanceKey(owner: from, spender: spender)] = (allowance.e8s, expiresAt?.timestampNanos)
        }
        return true
    }

    private func spend(_ e8s: UInt64, of owner: AccountIdentifier, by spender: AccountIdentifier) {
        let key = AllowanceKey(owner: owner, spender: spender)
        guard let current = allowances[key] else { return }
        allowances[key] = current.amount > e8s ? (current.amount - e8s, current.expiresAt) : nil
    }

    private func forgetOldTransactions(now: UInt64) {
        let window =
            Nanoseconds.from(seconds: configuration.transactionWindow)
            &+ Nanoseconds.from(seconds: configuration.permittedDrift)
        var dropped = 0
        while dropped < recentOrder.count, recentOrder[dropped].createdAt &+ window < now {
            recent[recentOrder[dropped].transaction] = nil
            dropped += 1
        }
        if dropped > 0 { recentOrder.removeFirst(dropped) }
    }
}

/// Why saved blocks could not be restored.
public enum SimulatedLedgerError: Error, Sendable, CustomStringConvertible {
    case restore(String)
    public var description: String {
        switch self {
        case .restore(let reason): return "the ledger's blocks could not be restored: \(reason)"
        }
    }
}
