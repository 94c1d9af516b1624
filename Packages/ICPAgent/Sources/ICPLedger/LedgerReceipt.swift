import BigInt
import BigNum

/// A transaction the ledger holds: its block, and whether this call found it already applied
/// (a retry, or the same transaction sent before) instead of applying it now.
public struct LedgerReceipt: Sendable, Hashable {
    /// The block that records the transaction.
    public let blockIndex: BigUInt
    /// True when the ledger answered "duplicate of `blockIndex`": the transaction with this
    /// `createdAtTime` and memo was applied once, earlier, and not again.
    public let wasAlreadyApplied: Bool
    /// The `created_at_time` sent (nanoseconds since 1970): keep it to retry the same
    /// transaction later without applying it twice.
    public let createdAtTime: UInt64

    public init(blockIndex: BigUInt, wasAlreadyApplied: Bool, createdAtTime: UInt64) {
        self.blockIndex = blockIndex
        self.wasAlreadyApplied = wasAlreadyApplied
        self.createdAtTime = createdAtTime
    }
}
