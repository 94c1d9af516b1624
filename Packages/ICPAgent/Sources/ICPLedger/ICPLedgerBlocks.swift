import BigInt
import BigNum
import Candid
import Foundation

extension ICPLedgerInterface {
    /// `query_blocks`'s and an archive's `get_blocks`'s argument.
    public struct GetBlocksArgs: Codable, Sendable, Hashable {
        public var start: UInt64
        public var length: UInt64
        public init(start: UInt64, length: UInt64) {
            self.start = start
            self.length = length
        }
    }

    /// One block of the chain: its parent's hash, the transaction and when it was added.
    public struct Block: Codable, Sendable, Hashable, CandidTypeProviding {
        public var parentHash: Data?
        public var transaction: Transaction
        public var timestamp: TimeStamp

        public init(parentHash: Data?, transaction: Transaction, timestamp: TimeStamp) {
            self.parentHash = parentHash
            self.transaction = transaction
            self.timestamp = timestamp
        }

        enum CodingKeys: String, CodingKey {
            case transaction, timestamp
            case parentHash = "parent_hash"
        }

        public static let candidType = CandidType.record([
            CandidFieldType("parent_hash", .opt(.blob)), CandidFieldType("transaction", Transaction.candidType),
            CandidFieldType("timestamp", LedgerCandidTypes.timeStamp),
        ])
    }

    /// What a block records.
    public struct Transaction: Codable, Sendable, Hashable, CandidTypeProviding {
        public var memo: UInt64
        public var icrc1Memo: Data?
        public var operation: Operation?
        public var createdAtTime: TimeStamp

        public init(memo: UInt64, icrc1Memo: Data?, operation: Operation?, createdAtTime: TimeStamp) {
            self.memo = memo
            self.icrc1Memo = icrc1Memo
            self.operation = operation
            self.createdAtTime = createdAtTime
        }

        enum CodingKeys: String, CodingKey {
            case memo, operation
            case icrc1Memo = "icrc1_memo"
            case createdAtTime = "created_at_time"
        }

        public static let candidType = CandidType.record([
            CandidFieldType("memo", .nat64), CandidFieldType("icrc1_memo", .opt(.blob)),
            CandidFieldType("operation", .opt(Operation.candidType)),
            CandidFieldType("created_at_time", LedgerCandidTypes.timeStamp),
        ])
    }

    /// A block's operation; accounts are 32-byte account identifiers.
    public enum Operation: Codable, Sendable, Hashable, CandidTypeProviding {
        case mint(to: Data, amount: Tokens)
        case burn(from: Data, spender: Data?, amount: Tokens)
        case transfer(from: Data, to: Data, amount: Tokens, fee: Tokens, spender: Data?)
        case approve(
            from: Data, spender: Data, allowanceE8s: BigInt, allowance: Tokens, fee: Tokens, expiresAt: TimeStamp?,
            expectedAllowance: Tokens?)

        enum CodingKeys: String, CodingKey {
            case mint = "Mint", burn = "Burn", transfer = "Transfer", approve = "Approve"
        }
        enum MintCodingKeys: String, CodingKey { case to, amount }
        enum BurnCodingKeys: String, CodingKey { case from, spender, amount }
        enum TransferCodingKeys: String, CodingKey { case from, to, amount, fee, spender }
        enum ApproveCodingKeys: String, CodingKey {
            case from, spender, allowance, fee
            case allowanceE8s = "allowance_e8s"
            case expiresAt = "expires_at"
            case expectedAllowance = "expected_allowance"
        }

        public static let candidType: CandidType = {
            let tokens = LedgerCandidTypes.tokens
            return .variant([
                CandidFieldType("Mint", .record([CandidFieldType("to", .blob), CandidFieldType("amount", tokens)])),
                CandidFieldType(
                    "Burn",
                    .record([
                        CandidFieldType("from", .blob), CandidFieldType("spender", .opt(.blob)),
                        CandidFieldType("amount", tokens),
                    ])),
                CandidFieldType(
                    "Transfer",
                    .record([
                        CandidFieldType("from", .blob), CandidFieldType("to", .blob), CandidFieldType("amount", tokens),
                        CandidFieldType("fee", tokens), CandidFieldType("spender", .opt(.vec(.nat8))),
                    ])),
                CandidFieldType(
                    "Approve",
                    .record([
                        CandidFieldType("from", .blob), CandidFieldType("spender", .blob),
                        CandidFieldType("allowance_e8s", .int),
                        CandidFieldType("allowance", tokens), CandidFieldType("fee", tokens),
                        CandidFieldType("expires_at", .opt(LedgerCandidTypes.timeStamp)),
                        CandidFieldType("expected_allowance", .opt(tokens)),
                    ])),
            ])
        }()
    }

    /// `query_blocks`'s reply: the blocks the ledger still holds, and where the older ones went.
    public struct QueryBlocksResponse: Codable, Sendable, Hashable, CandidTypeProviding {
        public var chainLength: UInt64
        public var certificate: Data?
        public var blocks: [Block]
        public var firstBlockIndex: UInt64
        public var archivedBlocks: [ArchivedBlocksRange]

        public init(
            chainLength: UInt64, certificate: Data?, blocks: [Block], firstBlockIndex: UInt64,
            archivedBlocks: [ArchivedBlocksRange]
        ) {
            self.chainLength = chainLength
            self.certificate = certificate
            self.blocks = blocks
            self.firstBlockIndex = firstBlockIndex
            self.archivedBlocks = archivedBlocks
        }

        enum CodingKeys: String, CodingKey {
            case certificate, blocks
            case chainLength = "chain_length"
            case firstBlockIndex = "first_block_index"
            case archivedBlocks = "archived_blocks"
        }

        public static let candidType = CandidType.record([
            CandidFieldType("chain_length", .nat64), CandidFieldType("certificate", .opt(.blob)),
            CandidFieldType("blocks", .vec(Block.candidType)), CandidFieldType("first_block_index", .nat64),
            CandidFieldType("archived_blocks", .vec(ArchivedBlocksRange.candidType)),
        ])
    }

    /// Blocks `start ..< start + length` live in an archive: call `callback` with that range.
    public struct ArchivedBlocksRange: Codable, Sendable, Hashable, CandidTypeProviding {
        public var start: UInt64
        public var length: UInt64
        /// The archive's `get_blocks`-like query, a Candid `func` value.
        public var callback: CandidFunctionReference

        public init(start: UInt64, length: UInt64, callback: CandidFunctionReference) {
            self.start = start
            self.length = length
            self.callback = callback
        }

        /// `func (GetBlocksArgs) -> (QueryArchiveResult) query`.
        public static let callbackType = CandidFunctionType(
            [.record([CandidFieldType("start", .nat64), CandidFieldType("length", .nat64)])],
            [QueryArchiveResult.candidType], modes: [.query])

        public static let candidType = CandidType.record([
            CandidFieldType("start", .nat64), CandidFieldType("length", .nat64),
            CandidFieldType("callback", .function(callbackType)),
        ])
    }

    /// An archive's answer.
    public enum QueryArchiveResult: Codable, Sendable, Hashable, CandidTypeProviding {
        case ok(BlockRange)
        case err(QueryArchiveError)
        enum CodingKeys: String, CodingKey { case ok = "Ok", err = "Err" }
        public static let candidType = CandidType.variant([
            CandidFieldType("Ok", .record([CandidFieldType("blocks", .vec(Block.candidType))])),
            CandidFieldType("Err", QueryArchiveError.candidType),
        ])
    }

    /// `record { blocks : vec Block }`.
    public struct BlockRange: Codable, Sendable, Hashable {
        public var blocks: [Block]
        public init(blocks: [Block]) { self.blocks = blocks }
    }

    /// Why an archive refused a range.
    public enum QueryArchiveError: Codable, Sendable, Hashable, CandidTypeProviding {
        case badFirstBlockIndex(requestedIndex: UInt64, firstValidIndex: UInt64)
        case other(errorCode: UInt64, errorMessage: String)

        enum CodingKeys: String, CodingKey { case badFirstBlockIndex = "BadFirstBlockIndex", other = "Other" }
        enum BadFirstBlockIndexCodingKeys: String, CodingKey {
            case requestedIndex = "requested_index"
            case firstValidIndex = "first_valid_index"
        }
        enum OtherCodingKeys: String, CodingKey {
            case errorCode = "error_code"
            case errorMessage = "error_message"
        }

        public static let candidType = CandidType.variant([
            CandidFieldType(
                "BadFirstBlockIndex",
                .record([CandidFieldType("requested_index", .nat64), CandidFieldType("first_valid_index", .nat64)])),
            CandidFieldType(
                "Other", .record([CandidFieldType("error_code", .nat64), CandidFieldType("error_message", .text)])),
        ])
    }
}
