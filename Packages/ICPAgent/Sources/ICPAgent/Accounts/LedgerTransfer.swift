import CBOR
import CryptoPrimitives

/// An ICP ledger transfer as the ledger records it, and its transaction hash: the id explorers
/// and the Rosetta API show for it (VECTORS.md §10, a real mainnet transfer among them).
///
/// The hash is SHA-256 of the ledger's packed CBOR of the transaction: a map of field numbers,
/// `{0: {2: {0: from, 1: to, 2: {0: amount}, 3: {0: fee}}}, 1: memo, 2: {0: created_at_time}}`,
/// with the account identifiers as lower-case hex text (operation 2 is Transfer). Transfers that
/// carry an ICRC-1 memo or a spender hash more fields, which this does not model yet.
public struct LedgerTransfer: Sendable, Hashable {
    public var from: AccountIdentifier
    public var to: AccountIdentifier
    /// In e8s (10⁻⁸ ICP).
    public var amount: UInt64
    public var fee: UInt64
    public var memo: UInt64
    /// Nanoseconds since the Unix epoch, as the transfer's `created_at_time`.
    public var createdAt: UInt64

    public init(
        from: AccountIdentifier, to: AccountIdentifier, amount: UInt64, fee: UInt64, memo: UInt64, createdAt: UInt64
    ) {
        self.from = from
        self.to = to
        self.amount = amount
        self.fee = fee
        self.memo = memo
        self.createdAt = createdAt
    }

    /// The ledger's CBOR of the transaction.
    public var cbor: CBOR {
        let transfer: CBOR = .map([
            .unsigned(0): .text(from.description), .unsigned(1): .text(to.description),
            .unsigned(2): .map([.unsigned(0): .unsigned(amount)]), .unsigned(3): .map([.unsigned(0): .unsigned(fee)]),
        ])
        return .map([
            .unsigned(0): .map([.unsigned(2): transfer]),
            .unsigned(1): .unsigned(memo),
            .unsigned(2): .map([.unsigned(0): .unsigned(createdAt)]),
        ])
    }

    /// The transaction hash, 32 bytes.
    public var hash: [UInt8] {
        // A map of numbers and text: encoding cannot fail.
        SHA256.hash(data: (try? cbor.encoded()) ?? []).bytes
    }
}
