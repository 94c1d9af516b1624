import BigInt
import BigNum
import Candid
import Foundation
import ICPAgent

/// A client for the ICP ledger: balances of account identifiers, transfers with memo, fee and
/// `created_at_time`, the chain's blocks (following archived ranges to their archives through
/// the `func` callbacks the ledger returns), and the ICRC-1/ICRC-2 methods through ``icrc``.
/// Amounts are exact ICP `Amount`s (e8s underneath), every answer verified by the agent.
///
/// ```swift
/// let ledger = ICPLedger(agent: agent)                      // the mainnet ledger
/// let balance = try await ledger.balance(of: AccountIdentifier(owner: agent.identity.sender))
/// let receipt = try await ledger.transfer(to: recipient, amount: try Amount(parsing: "1.5 ICP"), memo: 42)
/// ```
public struct ICPLedger: Sendable {
    /// The mainnet ICP ledger, `ryjl3-tyaaa-aaaaa-aaaba-cai`.
    public static let mainnet = SystemCanister.ledger.principal
    /// The fee of every ICP transfer: 0.0001 ICP.
    public static let standardFee = Amount(e8s: 10_000)
    /// The most blocks one ``blocks(from:count:)`` call reads, so a hostile ledger or archive
    /// cannot make a client hold an unbounded list.
    public static let maximumBlocksPerRead: UInt64 = 10_000

    /// The ICRC-1/ICRC-2 side of the same ledger, in ICP.
    public var icrc: ICRCLedger
    public var client: CanisterClient { icrc.client }

    public init(agent: Agent, canister: Principal = ICPLedger.mainnet) {
        icrc = ICRCLedger(agent: agent, canister: canister, currency: .icp)
    }

    /// The balance of `account`.
    public func balance(of account: AccountIdentifier) async throws(LedgerError) -> Amount {
        let tokens = try await ICRCLedger.call { () async throws(AgentError) in
            try await client(
                Methods.accountBalance, ICPLedgerInterface.AccountBalanceArgs(account: Data(account.bytes)))
        }
        return Amount(e8s: tokens.e8s)
    }

    /// The ledger's transfer fee.
    public func transferFee() async throws(LedgerError) -> Amount {
        let fee = try await ICRCLedger.call { () async throws(AgentError) in
            try await client(Methods.transferFee, ICPLedgerInterface.TransferFeeArg())
        }
        return Amount(e8s: fee.transferFee.e8s)
    }

    /// Sends `amount` to `to` from the caller's account (or its `fromSubaccount`), applied at
    /// most once: see ``ICRCLedger/transfer(to:amount:fee:memo:fromSubaccount:createdAtTime:)``
    /// for how `createdAtTime`, retries and the duplicate answer work.
    ///
    /// - Parameters:
    ///   - to: the receiving account identifier.
    ///   - amount: in ICP.
    ///   - fee: the fee; the ICP ledger needs it stated (``standardFee``).
    ///   - memo: a number the block records (exchanges use it to tell deposits apart).
    ///   - fromSubaccount: which of the caller's subaccounts pays.
    ///   - createdAtTime: nanoseconds since 1970, the deduplication key; now when nil.
    /// - Throws: ``LedgerError``: `insufficientFunds`, `badFee`, `tooOld`, `createdInFuture`,
    ///   `invalidAmount` (not ICP, or beyond 64 bits of e8s), `agent`.
    public func transfer(
        to: AccountIdentifier, amount: Amount, fee: Amount = ICPLedger.standardFee, memo: UInt64 = 0,
        fromSubaccount: Subaccount? = nil, createdAtTime: UInt64? = nil
    ) async throws(LedgerError) -> LedgerReceipt {
        let time = createdAtTime ?? ExactlyOnce.now(client.agent)
        let argument = ICPLedgerInterface.TransferArgs(
            memo: memo, amount: try tokens(amount), fee: try tokens(fee),
            fromSubaccount: fromSubaccount.map { Data($0.bytes) },
            to: Data(to.bytes), createdAtTime: ICPLedgerInterface.TimeStamp(timestampNanos: time))
        return try await ExactlyOnce.submit(createdAtTime: time, attempts: icrc.attempts) {
            () async throws(LedgerError) in
            let result = try await ICRCLedger.call { () async throws(AgentError) in
                try await client(Methods.transfer, argument)
            }
            switch result {
            case .ok(let block): return BigUInt(block)
            case .err(.badFee(let expected)): throw .badFee(expected: Amount(e8s: expected.e8s))
            case .err(.insufficientFunds(let balance)): throw .insufficientFunds(balance: Amount(e8s: balance.e8s))
            case .err(.txTooOld): throw .tooOld
            case .err(.txCreatedInFuture): throw .createdInFuture(ledgerTime: nil)
            case .err(.txDuplicate(let block)): throw .duplicate(of: BigUInt(block))
            }
        }
    }

    // MARK: Blocks

    /// `query_blocks` as the ledger answers it: the blocks it holds of `start ..< start + length`
    /// and the archived ranges with their callbacks.
    public func queryBlocks(start: UInt64, length: UInt64) async throws(LedgerError)
        -> ICPLedgerInterface.QueryBlocksResponse
    {
        try await ICRCLedger.call { () async throws(AgentError) in
            try await client(Methods.queryBlocks, ICPLedgerInterface.GetBlocksArgs(start: start, length: length))
        }
    }

    /// Blocks `start ..< start + count` wherever they live: the ledger's own and, for archived
    /// ranges, each archive's through the callback the ledger named. Fewer come back only when
    /// the chain is shorter. At most ``maximumBlocksPerRead`` at a time.
    ///
    /// - Throws: ``LedgerError/archive(_:)`` when an archive refuses or answers blocks that do
    ///   not fit the range; ``LedgerError/agent(_:)``.
    public func blocks(from start: UInt64, count: UInt64) async throws(LedgerError) -> [ICPLedgerInterface.Block] {
        let count = min(count, Self.maximumBlocksPerRead)
        let (end, overflow) = start.addingReportingOverflow(count)
        guard !overflow else { throw .invalidAmount("blocks \(start) + \(count) go past 2^64") }
        var found: [UInt64: ICPLedgerInterface.Block] = [:]
        var next = start
        // Each round reads what the ledger holds and follows every archived range it names;
        // a ledger answers at most a bounded batch, so ask again from the first missing block.
        while next < end {
            let answer = try await queryBlocks(start: next, length: end - next)
            for (offset, block) in answer.blocks.enumerated() {
                let index = answer.firstBlockIndex &+ UInt64(offset)
                if index >= next, index < end { found[index] = block }
            }
            for range in answer.archivedBlocks {
                try await readArchive(
                    range, from: max(range.start, next), to: min(range.start &+ range.length, end), into: &found)
            }
            let before = next
            while next < end, found[next] != nil { next += 1 }
            // Nothing new (the chain ends here, or the ledger gave nothing): stop.
            if next == before { break }
        }
        return (start..<next).compactMap { found[$0] }
    }

    /// The block at `index`, or nil past the end of the chain.
    public func block(at index: UInt64) async throws(LedgerError) -> ICPLedgerInterface.Block? {
        try await blocks(from: index, count: 1).first
    }

    private func readArchive(
        _ range: ICPLedgerInterface.ArchivedBlocksRange, from start: UInt64, to end: UInt64,
        into found: inout [UInt64: ICPLedgerInterface.Block]
    ) async throws(LedgerError) {
        let callback = ICPFunction<ICPLedgerInterface.GetBlocksArgs, ICPLedgerInterface.QueryArchiveResult>(
            range.callback.method, .query)
        let archive = CanisterClient(agent: client.agent, canister: range.callback.canister)
        var next = start
        while next < end {
            let argument = ICPLedgerInterface.GetBlocksArgs(start: next, length: end - next)
            let answer = try await ICRCLedger.call { () async throws(AgentError) in
                try await archive(callback, argument)
            }
            switch answer {
            case .ok(let range):
                guard !range.blocks.isEmpty, UInt64(range.blocks.count) <= end - next else {
                    throw .archive("\(range.blocks.count) blocks for \(end - next) requested from \(next)")
                }
                for block in range.blocks {
                    found[next] = block
                    next += 1
                }
            case let .err(.badFirstBlockIndex(requested, firstValid)):
                throw .archive("block \(requested) is not in this archive (its first is \(firstValid))")
            case let .err(.other(code, message)):
                throw .archive("error \(code): \(message)")
            }
        }
    }

    private func tokens(_ amount: Amount) throws(LedgerError) -> ICPLedgerInterface.Tokens {
        let units = try icrc.baseUnits(amount)
        guard let e8s = UInt64(exactly: units) else {
            throw .invalidAmount("\(amount) is more e8s than the ledger holds (2^64)")
        }
        return ICPLedgerInterface.Tokens(e8s: e8s)
    }

    /// The ICP ledger's own methods (its ICRC ones are ``ICRCLedger/Methods``).
    public enum Methods {
        public static let accountBalance = ICPFunction<
            ICPLedgerInterface.AccountBalanceArgs, ICPLedgerInterface.Tokens
        >("account_balance", .query)
        public static let transfer = ICPFunction<ICPLedgerInterface.TransferArgs, ICPLedgerInterface.TransferResult>(
            "transfer", .update)
        public static let transferFee = ICPFunction<ICPLedgerInterface.TransferFeeArg, ICPLedgerInterface.TransferFee>(
            "transfer_fee", .query)
        public static let queryBlocks = ICPFunction<
            ICPLedgerInterface.GetBlocksArgs, ICPLedgerInterface.QueryBlocksResponse
        >("query_blocks", .query)
    }
}
