import BigInt
import BigNum
import Candid
import Foundation
import ICPAgent

/// The ICRC-1 and ICRC-2 token standards' interface, one Swift type per `.did` type with the
/// wire names. ``ICRCLedger`` wraps them; they are public for apps with their own
/// `ICPFunction`s and for emulators that answer them.
public enum ICRCInterface {
    /// `record { owner : principal; subaccount : opt blob }`.
    public struct Account: Codable, Sendable, Hashable {
        public var owner: Principal
        public var subaccount: Data?

        public init(owner: Principal, subaccount: Data? = nil) {
            self.owner = owner
            self.subaccount = subaccount
        }

        public init(_ account: ICRC1Account) {
            self.init(owner: account.owner, subaccount: account.subaccount.map { Data($0.bytes) })
        }

        /// The account, checked: a subaccount must be 32 bytes.
        public func checked() throws(AccountError) -> ICRC1Account {
            guard let subaccount else { return ICRC1Account(owner: owner) }
            return ICRC1Account(owner: owner, subaccount: try Subaccount(bytes: subaccount))
        }
    }

    /// `icrc1_transfer`'s argument.
    public struct TransferArg: Codable, Sendable, Hashable {
        public var fromSubaccount: Data?
        public var to: Account
        public var amount: BigUInt
        public var fee: BigUInt?
        public var memo: Data?
        public var createdAtTime: UInt64?

        public init(
            fromSubaccount: Data? = nil, to: Account, amount: BigUInt, fee: BigUInt? = nil, memo: Data? = nil,
            createdAtTime: UInt64? = nil
        ) {
            self.fromSubaccount = fromSubaccount
            self.to = to
            self.amount = amount
            self.fee = fee
            self.memo = memo
            self.createdAtTime = createdAtTime
        }

        enum CodingKeys: String, CodingKey {
            case to, amount, fee, memo
            case fromSubaccount = "from_subaccount"
            case createdAtTime = "created_at_time"
        }
    }

    /// `icrc2_approve`'s argument.
    public struct ApproveArgs: Codable, Sendable, Hashable {
        public var fromSubaccount: Data?
        public var spender: Account
        public var amount: BigUInt
        public var expectedAllowance: BigUInt?
        public var expiresAt: UInt64?
        public var fee: BigUInt?
        public var memo: Data?
        public var createdAtTime: UInt64?

        public init(
            fromSubaccount: Data? = nil, spender: Account, amount: BigUInt, expectedAllowance: BigUInt? = nil,
            expiresAt: UInt64? = nil,
            fee: BigUInt? = nil, memo: Data? = nil, createdAtTime: UInt64? = nil
        ) {
            self.fromSubaccount = fromSubaccount
            self.spender = spender
            self.amount = amount
            self.expectedAllowance = expectedAllowance
            self.expiresAt = expiresAt
            self.fee = fee
            self.memo = memo
            self.createdAtTime = createdAtTime
        }

        enum CodingKeys: String, CodingKey {
            case spender, amount, fee, memo
            case fromSubaccount = "from_subaccount"
            case expectedAllowance = "expected_allowance"
            case expiresAt = "expires_at"
            case createdAtTime = "created_at_time"
        }
    }

    /// `icrc2_allowance`'s argument.
    public struct AllowanceArgs: Codable, Sendable, Hashable {
        public var account: Account
        public var spender: Account
        public init(account: Account, spender: Account) {
            self.account = account
            self.spender = spender
        }
    }

    /// `icrc2_allowance`'s reply.
    public struct Allowance: Codable, Sendable, Hashable {
        public var allowance: BigUInt
        public var expiresAt: UInt64?
        public init(allowance: BigUInt, expiresAt: UInt64? = nil) {
            self.allowance = allowance
            self.expiresAt = expiresAt
        }
        enum CodingKeys: String, CodingKey {
            case allowance
            case expiresAt = "expires_at"
        }
    }

    /// `icrc2_transfer_from`'s argument.
    public struct TransferFromArgs: Codable, Sendable, Hashable {
        public var spenderSubaccount: Data?
        public var from: Account
        public var to: Account
        public var amount: BigUInt
        public var fee: BigUInt?
        public var memo: Data?
        public var createdAtTime: UInt64?

        public init(
            spenderSubaccount: Data? = nil, from: Account, to: Account, amount: BigUInt, fee: BigUInt? = nil,
            memo: Data? = nil,
            createdAtTime: UInt64? = nil
        ) {
            self.spenderSubaccount = spenderSubaccount
            self.from = from
            self.to = to
            self.amount = amount
            self.fee = fee
            self.memo = memo
            self.createdAtTime = createdAtTime
        }

        enum CodingKeys: String, CodingKey {
            case from, to, amount, fee, memo
            case spenderSubaccount = "spender_subaccount"
            case createdAtTime = "created_at_time"
        }
    }

    /// Every error of `icrc1_transfer`, `icrc2_approve` and `icrc2_transfer_from`: each method's
    /// variant is a subset of this one, so one Swift type decodes all three.
    public enum TransferError: Codable, Sendable, Hashable, CandidTypeProviding {
        case badFee(expectedFee: BigUInt)
        case badBurn(minBurnAmount: BigUInt)
        case insufficientFunds(balance: BigUInt)
        case insufficientAllowance(allowance: BigUInt)
        case allowanceChanged(currentAllowance: BigUInt)
        case expired(ledgerTime: UInt64)
        case tooOld
        case createdInFuture(ledgerTime: UInt64)
        case duplicate(duplicateOf: BigUInt)
        case temporarilyUnavailable
        case genericError(errorCode: BigUInt, message: String)

        enum CodingKeys: String, CodingKey {
            case badFee = "BadFee", badBurn = "BadBurn", insufficientFunds = "InsufficientFunds"
            case insufficientAllowance = "InsufficientAllowance", allowanceChanged = "AllowanceChanged", expired =
                "Expired"
            case tooOld = "TooOld", createdInFuture = "CreatedInFuture", duplicate = "Duplicate"
            case temporarilyUnavailable = "TemporarilyUnavailable", genericError = "GenericError"
        }
        enum BadFeeCodingKeys: String, CodingKey { case expectedFee = "expected_fee" }
        enum BadBurnCodingKeys: String, CodingKey { case minBurnAmount = "min_burn_amount" }
        enum InsufficientFundsCodingKeys: String, CodingKey { case balance }
        enum InsufficientAllowanceCodingKeys: String, CodingKey { case allowance }
        enum AllowanceChangedCodingKeys: String, CodingKey { case currentAllowance = "current_allowance" }
        enum ExpiredCodingKeys: String, CodingKey { case ledgerTime = "ledger_time" }
        enum TooOldCodingKeys: CodingKey {}
        enum CreatedInFutureCodingKeys: String, CodingKey { case ledgerTime = "ledger_time" }
        enum DuplicateCodingKeys: String, CodingKey { case duplicateOf = "duplicate_of" }
        enum TemporarilyUnavailableCodingKeys: CodingKey {}
        enum GenericErrorCodingKeys: String, CodingKey {
            case errorCode = "error_code"
            case message
        }

        public static let candidType = CandidType.variant([
            CandidFieldType("BadFee", .record([CandidFieldType("expected_fee", .nat)])),
            CandidFieldType("BadBurn", .record([CandidFieldType("min_burn_amount", .nat)])),
            CandidFieldType("InsufficientFunds", .record([CandidFieldType("balance", .nat)])),
            CandidFieldType("InsufficientAllowance", .record([CandidFieldType("allowance", .nat)])),
            CandidFieldType("AllowanceChanged", .record([CandidFieldType("current_allowance", .nat)])),
            CandidFieldType("Expired", .record([CandidFieldType("ledger_time", .nat64)])),
            CandidFieldType("TooOld", .null),
            CandidFieldType("CreatedInFuture", .record([CandidFieldType("ledger_time", .nat64)])),
            CandidFieldType("Duplicate", .record([CandidFieldType("duplicate_of", .nat)])),
            CandidFieldType("TemporarilyUnavailable", .null),
            CandidFieldType("GenericError", LedgerCandidTypes.genericError),
        ])
    }

    /// `variant { Ok : nat; Err : … }`, the reply of the three.
    public enum TransferResult: Codable, Sendable, Hashable, CandidTypeProviding {
        case ok(BigUInt)
        case err(TransferError)
        enum CodingKeys: String, CodingKey { case ok = "Ok", err = "Err" }
        public static let candidType = CandidType.variant([
            CandidFieldType("Ok", .nat), CandidFieldType("Err", TransferError.candidType),
        ])
    }

    /// A metadata value.
    public enum Value: Codable, Sendable, Hashable, CandidTypeProviding {
        case nat(BigUInt)
        case int(BigInt)
        case text(String)
        case blob(Data)
        enum CodingKeys: String, CodingKey { case nat = "Nat", int = "Int", text = "Text", blob = "Blob" }
        public static let candidType = CandidType.variant([
            CandidFieldType("Nat", .nat), CandidFieldType("Int", .int), CandidFieldType("Text", .text),
            CandidFieldType("Blob", .blob),
        ])
    }

    /// One `record { text; Value }` of `icrc1_metadata`.
    public struct MetadataEntry: Codable, Sendable, Hashable, CandidTypeProviding {
        public var key: String
        public var value: Value
        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
        enum CodingKeys: String, CodingKey {
            case key = "_0"
            case value = "_1"
        }
        public static let candidType = CandidType.record([
            CandidFieldType(.unnamed(0), .text), CandidFieldType(.unnamed(1), Value.candidType),
        ])
    }
}
