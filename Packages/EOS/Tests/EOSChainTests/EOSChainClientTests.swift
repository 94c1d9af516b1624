import Foundation
import HTTPSpec
import Testing

@testable import EOSChain

@Suite("EOSChainClient: get_account and keydata rows over HTTP, and every way a chain can fail")
struct EOSChainClientTests {
    static let node = URL(string: "http://127.0.0.1:8888")!

    /// The shape nodeos answers get_account with (fields not used by verification trimmed).
    static let aliceAccount = #"""
        {"account_name":"alice","head_block_num":1000,"privileged":false,"permissions":[
         {"perm_name":"active","parent":"owner","required_auth":{"threshold":1,
          "keys":[{"key":"EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV","weight":1}],
          "accounts":[{"permission":{"actor":"mykeymanager","permission":"active"},"weight":1}],"waits":[]}},
         {"perm_name":"owner","parent":"","required_auth":{"threshold":2,
          "keys":[{"key":"PUB_K1_6RrvujLQN1x5Tacbep1KAk8zzKpSThAQXBCKYFfGUYeACcSRFs","weight":1}],
          "accounts":[],"waits":[{"wait_sec":3600,"weight":1}]}}],
         "total_resources":null}
        """#

    static func respond(_ status: Int, _ body: String) -> StubTransport {
        StubTransport(responses: [
            ClientResponse(
                status: .init(code: status), headerFields: [.contentType: "application/json"], body: Data(body.utf8))
        ])
    }

    @Test("get_account decodes permissions, keys, accounts and waits; the request is nodeos's POST")
    func account() async throws {
        let transport = Self.respond(200, Self.aliceAccount)
        let chain = EOSChainClient(baseURL: Self.node, transport: transport)
        let account = try await chain.account(named: EOSName("alice"))
        #expect(account.accountName.text == "alice")
        let active = try #require(account.permission("active"))
        #expect(active.requiredAuth.threshold == 1)
        #expect(
            active.requiredAuth.keys == [
                EOSKeyWeight(key: "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV", weight: 1)
            ])
        #expect(active.requiredAuth.accounts.first?.permission.actor.text == "mykeymanager")
        let owner = try #require(account.permission("owner"))
        #expect(owner.requiredAuth.waits == [EOSWaitWeight(waitSec: 3600, weight: 1)])
        #expect(account.permission("posting") == nil)
        let request = try #require(transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "http://127.0.0.1:8888/v1/chain/get_account")
        #expect(String(decoding: request.body ?? Data(), as: UTF8.self) == #"{"account_name":"alice"}"#)
    }

    @Test("keydata rows: the request names the manager, the account, the table and the bound")
    func keydataRows() async throws {
        let transport = Self.respond(
            200, #"{"rows":[{"index":3,"key":{"pubkey":"EOS4vK4x","status":0,"nonce":2}}],"more":false,"next_key":""}"#)
        let chain = EOSChainClient(baseURL: Self.node, transport: transport)
        let rows = try await chain.keydataRows(
            manager: EOSName("mykeymanager"), account: EOSName("alice"), lowerBound: 3, limit: 1)
        #expect(rows == [MYKEYKeydataRow(index: 3, key: .init(pubkey: "EOS4vK4x", status: 0, nonce: 2))])
        let body = String(decoding: transport.requests.first?.body ?? Data(), as: UTF8.self)
        #expect(
            body
                == #"{"code":"mykeymanager","json":true,"limit":1,"lower_bound":"3","scope":"alice","table":"keydata"}"#
        )
        #expect(transport.requests.first?.url.path == "/v1/chain/get_table_rows")
    }

    @Test("nodeos's account query exception is unknownAccount; other errors keep their status and text")
    func chainErrors() async throws {
        let missing =
            #"{"code":500,"message":"Internal Service Error","error":{"code":3060002,"name":"account_query_exception","what":"Account Query Exception","details":[]}}"#
        let unknown = await #expect(throws: EOSChainError.self) {
            _ = try await EOSChainClient(baseURL: Self.node, transport: Self.respond(500, missing)).account(
                named: EOSName("bob"))
        }
        #expect(unknown == .unknownAccount(try EOSName("bob")))
        let busy = await #expect(throws: EOSChainError.self) {
            _ = try await EOSChainClient(
                baseURL: Self.node, transport: Self.respond(503, #"{"code":503,"message":"busy"}"#)
            )
            .account(named: EOSName("bob"))
        }
        #expect(busy == .chainRefused(status: 503, message: "busy"))
    }

    @Test(
        "garbage answers are malformed, never an account",
        arguments: [
            "not json", "{}", #"{"account_name":"alice","permissions":"none"}"#,
            #"{"account_name":"alice","permissions":[{"perm_name":"active","parent":"owner","required_auth":{"threshold":-1,"keys":[],"accounts":[],"waits":[]}}]}"#,
            #"{"account_name":"ALICE!","permissions":[]}"#,
            #"{"account_name":"mallory","permissions":[]}"#,
        ])
    func garbage(body: String) async throws {
        let error = await #expect(throws: EOSChainError.self) {
            _ = try await EOSChainClient(baseURL: Self.node, transport: Self.respond(200, body)).account(
                named: EOSName("alice"))
        }
        guard case .malformedAnswer = error else {
            Issue.record("expected malformedAnswer, got \(String(describing: error))")
            return
        }
    }

    @Test("an unreachable node is unreachable")
    func unreachable() async throws {
        let transport = StubTransport { _ in throw URLError(.cannotConnectToHost) }
        let error = await #expect(throws: EOSChainError.self) {
            _ = try await EOSChainClient(baseURL: Self.node, transport: transport).account(named: EOSName("alice"))
        }
        guard case .unreachable = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
    }
}
