import Foundation
import HTTPSpec

/// Asks an EOSIO node over HTTP (`EOSChainAPI` through an HTTPSpec `Client`), mapping every
/// failure to an `EOSChainError`: a transport failure or timeout is `unreachable`, nodeos's
/// "account query exception" is `unknownAccount`, any other error status `chainRefused`, and an
/// answer that does not decode `malformedAnswer` — a chain answering garbage is never taken for
/// an account.
public struct EOSChainClient: EOSChainReading {
    private let client: Client<EOSChainAPI>

    /// - Parameters:
    ///   - baseURL: the node.
    ///   - transport: how requests are sent; HTTPSpec's default, libcurl (`CurlTransport`).
    ///   - timeout: per attempt.
    ///   - retry: how often a read is repeated after a transport failure or 429/5xx.
    public init(
        baseURL: URL, transport: any Transport = CurlTransport(), timeout: Duration = .seconds(10),
        retry: RetryPolicy = .none
    ) {
        client = Client(EOSChainAPI(baseURL: baseURL), transport: transport, retry: retry, timeout: timeout)
    }

    public func account(named name: EOSName) async throws(EOSChainError) -> EOSAccount {
        let account: EOSAccount
        do {
            account = try await client.run(\.getAccount, with: .init(accountName: name))
        } catch {
            if let body = error.errorBody(as: EOSChainErrorBody.self), body.isUnknownAccount {
                throw .unknownAccount(name)
            }
            throw Self.map(error)
        }
        // A node that answers for another account than the one asked about is not trusted.
        guard account.accountName == name else {
            throw .malformedAnswer("asked for account \(name), the answer is about \(account.accountName)")
        }
        return account
    }

    public func keydataRows(manager: EOSName, account: EOSName, lowerBound: Int, limit: Int) async throws(EOSChainError)
        -> [MYKEYKeydataRow]
    {
        let input = EOSChainAPI.GetTableRowsInput(
            code: manager, scope: account, table: Self.keydataTable, lowerBound: lowerBound, limit: limit)
        do {
            return try await client.run(\.getKeydataRows, with: input).rows
        } catch {
            throw Self.map(error)
        }
    }

    /// `keydata`, the table of MYKEY manager contracts that holds accounts' keys.
    static let keydataTable = EOSName(constant: "keydata")

    static func map(_ error: HTTPError) -> EOSChainError {
        switch error {
        case .transport(_, let reason): return .unreachable(reason)
        case .timeout(_, let seconds): return .unreachable("no answer within \(seconds) s")
        case .cancelled: return .unreachable("cancelled")
        case .invalidDeclaration(_, let reason): return .malformedAnswer(reason)
        case .badStatus(_, let response, _):
            let body = error.errorBody(as: EOSChainErrorBody.self)
            let message = body?.error?.what ?? body?.message ?? "no error body"
            return .chainRefused(status: response.status.code, message: message)
        case .decoding(_, let type, let path, let reason, _):
            return .malformedAnswer("\(type) at \(path.isEmpty ? "the top level" : path): \(reason)")
        }
    }
}
