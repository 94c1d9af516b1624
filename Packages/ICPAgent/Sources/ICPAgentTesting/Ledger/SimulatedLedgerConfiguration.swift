import Foundation
import ICPAgent

/// How a ``SimulatedLedger`` behaves: its token, fee, deduplication window and when blocks move
/// to its archive. The defaults are the ICP ledger's.
public struct SimulatedLedgerConfiguration: Sendable, Hashable {
    public var symbol = "ICP"
    public var name = "Internet Computer"
    public var decimals: UInt8 = 8
    /// The fee of every transfer and approval, in e8s.
    public var fee: UInt64 = 10_000
    /// The principal whose default account mints (transfers from it) and burns (transfers to it).
    public var mintingAccount: Principal = StandardCanisters.canister(0x10_00ff)
    /// How long a transaction with a `created_at_time` is remembered for deduplication, and
    /// how old a `created_at_time` may be: 24 hours.
    public var transactionWindow: TimeInterval = 24 * 3600
    /// How far ahead of the ledger's clock a `created_at_time` may be: 60 seconds.
    public var permittedDrift: TimeInterval = 60
    /// Past this many blocks in the ledger itself, the oldest go to the archive canister.
    public var blocksKeptInLedger = 2_000
    /// The most blocks one `query_blocks` or `get_blocks` answer holds.
    public var maximumBlocksPerAnswer = 2_000

    public init() {}
}
