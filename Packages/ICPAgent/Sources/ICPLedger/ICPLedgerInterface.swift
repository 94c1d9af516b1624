import BigNum
import Candid
import Foundation

/// The ICP ledger's own interface (account identifiers, `Tokens` in e8s), one Swift type per
/// type of its `.did` file, with the wire names. ``ICPLedger`` wraps them in a friendlier API;
/// they are public for apps that call the methods through their own `ICPFunction`s, and for
/// emulators that answer them.
public enum ICPLedgerInterface {
    /// `record { e8s : nat64 }`.
    public struct Tokens: Codable, Sendable, Hashable {
        public var e8s: UInt64
        public init(e8s: UInt64) { self.e8s = e8s }
    }

    /// `record { timestamp_nanos : nat64 }`.
    public struct TimeStamp: Codable, Sendable, Hashable {
        public var timestampNanos: UInt64
        public init(timestampNanos: UInt64) { self.timestampNanos = timestampNanos }
        enum CodingKeys: String, CodingKey { case timestampNanos = "timestamp_nanos" }
    }

    /// `account_balance`'s argument.
    public struct AccountBalanceArgs: Codable, Sendable, Hashable {
        /// The 32-byte account identifier.
        public var account: Data
        public init(account: Data) { self.account = account }
    }

    /// `transfer`'s argument.
    public struct TransferArgs: Codable, Sendable, Hashable {
        public var memo: UInt64
        public var amount: Tokens
        public var fee: Tokens
        public var fromSubaccount: Data?
        public var to: Data
        public var createdAtTime: TimeStamp?

        public init(
            memo: UInt64, amount: Tokens, fee: Tokens, fromSubaccount: Data?, to: Data, createdAtTime: TimeStamp?
        ) {
            self.memo = memo
            self.amount = amount
            self.fee = fee
            self.fromSubaccount = fromSubaccount
            self.to = to
            self.createdAtTime = createdAtTime
        }

        enum CodingKeys: String, CodingKey {
            case memo, amount, fee, to
            case fromSubaccount = "from_subaccount"
            case createdAtTime = "created_at_time"
        }
    }

    /// Why the ICP ledger refused a `transfer`.
    public enum TransferError: Codable, Sendable, Hashable, CandidTypeProviding {
        case badFee(expectedFee: Tokens)
        case insufficientFunds(balance: Tokens)
        case txTooOld(allowedWindowNanos: UInt64)
        case txCreatedInFuture
        case txDuplicate(duplicateOf: UInt64)

        enum CodingKeys: String, CodingKey {
            case badFee = "BadFee", insufficientFunds = "InsufficientFunds", txTooOld = "TxTooOld"
            case txCreatedInFuture = "TxCreatedInFuture", txDuplicate = "TxDuplicate"
        }
        enum BadFeeCodingKeys: String, CodingKey { case expectedFee = "expected_fee" }
        enum InsufficientFundsCodingKeys: String, CodingKey { case balance }
        enum TxTooOldCodingKeys: String, CodingKey { case allowedWindowNanos = "allowed_window_nanos" }
        enum TxCreatedInFutureCodingKeys: CodingKey {}
        enum TxDuplicateCodingKeys: String, CodingKey { case duplicateOf = "duplicate_of" }

        public static let candidType = CandidType.variant([
            CandidFieldType("BadFee", .record([CandidFieldType("expected_fee", LedgerCandidTypes.tokens)])),
            CandidFieldType("InsufficientFunds", .record([CandidFieldType("balance", LedgerCandidTypes.tokens)])),
            CandidFieldType("TxTooOld", .record([CandidFieldType("allowed_window_nanos", .nat64)])),
            CandidFieldType("TxCreatedInFuture", .null),
            CandidFieldType("TxDuplicate", .record([CandidFieldType("duplicate_of", .nat64)])),
        ])
    }

    /// `variant { Ok : BlockIndex; Err : TransferError }`.
    public enum TransferResult: Codable, Sendable, Hashable, CandidTypeProviding {
        case ok(UInt64)
        case err(TransferError)
        enum CodingKeys: String, CodingKey { case ok = "Ok", err = "Err" }
        public static let candidType = CandidType.variant([
            CandidFieldType("Ok", .nat64), CandidFieldType("Err", TransferError.candidType),
        ])
    }

    /// `transfer_fee`'s reply.
    public struct TransferFee: Codable, Sendable, Hashable {
        public var transferFee: Tokens
        public init(transferFee: Tokens) { self.transferFee = transferFee }
        enum CodingKeys: String, CodingKey { case transferFee = "transfer_fee" }
    }

    /// `transfer_fee`'s argument, `record {}`.
    public struct TransferFeeArg: Codable, Sendable, Hashable {
        public init() {}
    }
}

/// Candid types the interfaces share.
enum LedgerCandidTypes {
    static let tokens = CandidType.record([CandidFieldType("e8s", .nat64)])
    static let timeStamp = CandidType.record([CandidFieldType("timestamp_nanos", .nat64)])
    static let account = CandidType.record([
        CandidFieldType("owner", .principal), CandidFieldType("subaccount", .opt(.blob)),
    ])
    static let genericError = CandidType.record([
        CandidFieldType("error_code", .nat), CandidFieldType("message", .text),
    ])
}
