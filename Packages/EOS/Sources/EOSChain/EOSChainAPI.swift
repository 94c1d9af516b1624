import Foundation
import HTTPSpec

/// The two endpoints of an EOSIO node's chain API that login verification uses, declared with
/// HTTPSpec. Both are POSTs with a JSON body, as nodeos serves them; both only read, so they are
/// marked idempotent and may be retried.
public struct EOSChainAPI: API {
    public let baseURL: URL

    /// - Parameter baseURL: the node, e.g. `https://eos.greymass.com` (without `/v1`).
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public var errorBody: (any (Decodable & Sendable).Type)? { EOSChainErrorBody.self }

    public struct GetAccountInput: Encodable, Sendable {
        @Body public var body: GetAccountBody

        public init(accountName: EOSName) {
            body = GetAccountBody(accountName: accountName)
        }
    }

    public struct GetAccountBody: Encodable, Sendable {
        public let accountName: EOSName

        enum CodingKeys: String, CodingKey {
            case accountName = "account_name"
        }
    }

    public struct GetTableRowsInput: Encodable, Sendable {
        @Body public var body: GetTableRowsBody

        public init(code: EOSName, scope: EOSName, table: EOSName, lowerBound: Int, limit: Int) {
            body = GetTableRowsBody(
                code: code, scope: scope, table: table, json: true, lowerBound: String(lowerBound), limit: limit)
        }
    }

    public struct GetTableRowsBody: Encodable, Sendable {
        public let code: EOSName
        public let scope: EOSName
        public let table: EOSName
        /// Rows as JSON objects rather than packed hex.
        public let json: Bool
        /// nodeos takes the bound as text (it may be a name or a number).
        public let lowerBound: String
        public let limit: Int

        enum CodingKeys: String, CodingKey {
            case code, scope, table, json, limit
            case lowerBound = "lower_bound"
        }
    }

    /// The answer of get_table_rows, with rows of one known shape.
    public struct TableRows<Row: Decodable & Sendable>: Decodable, Sendable {
        public let rows: [Row]
        public let more: Bool?
    }

    @POST("v1/chain/get_account", options: .init(idempotent: true))
    public var getAccount: Endpoint<GetAccountInput, EOSAccount>

    @POST("v1/chain/get_table_rows", options: .init(idempotent: true))
    public var getKeydataRows: Endpoint<GetTableRowsInput, TableRows<MYKEYKeydataRow>>
}

/// nodeos's error answer: `{"code":500,"message":"Internal Service Error","error":{"code":3060002,
/// "name":"account_query_exception","what":"Account Query Exception","details":[…]}}`.
public struct EOSChainErrorBody: Decodable, Sendable, Hashable {
    public let code: Int?
    public let message: String?
    public let error: Detail?

    public struct Detail: Decodable, Sendable, Hashable {
        public let code: Int?
        public let name: String?
        public let what: String?
    }

    /// Whether nodeos is saying the account does not exist.
    var isUnknownAccount: Bool {
        error?.code == 3_060_002 || error?.name == "account_query_exception"
    }
}
