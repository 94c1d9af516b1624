import BigInt
import BigNum
import ICPAgent

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Sends a ledger transaction so that it is applied at most once and its block is found even
/// when an answer is lost: the transaction carries a fixed `created_at_time` (the ledger's
/// deduplication key with the memo and the other fields), a lost answer or a busy ledger is
/// retried with the very same transaction, and "duplicate of block N" means it is in block N.
enum ExactlyOnce {
    /// The ledger's clock as the agent knows it (ours corrected by the skew the agent measured
    /// from certificates), in nanoseconds: a `created_at_time` the ledger will not find in its
    /// future.
    static func now(_ agent: Agent) -> UInt64 {
        Nanoseconds.since1970(agent.replicaTime)
    }

    /// Runs `attempt` up to `attempts` times while it fails with a retryable error.
    static func submit(createdAtTime: UInt64, attempts: Int, _ attempt: () async throws(LedgerError) -> BigUInt)
        async throws(LedgerError) -> LedgerReceipt
    {
        var remaining = max(1, attempts)
        while true {
            remaining -= 1
            do {
                return LedgerReceipt(
                    blockIndex: try await attempt(), wasAlreadyApplied: false, createdAtTime: createdAtTime)
            } catch .duplicate(let block) {
                return LedgerReceipt(blockIndex: block, wasAlreadyApplied: true, createdAtTime: createdAtTime)
            } catch let error where error.isRetryable && remaining > 0 {
                continue
            }
        }
    }
}
