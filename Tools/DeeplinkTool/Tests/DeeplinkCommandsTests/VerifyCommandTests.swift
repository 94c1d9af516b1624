import Deeplink
import EOSKeys
import Foundation
import HTTPServerTesting
import Testing

@Suite("deeplink verify: a saved login against a node", .serialized)
struct VerifyCommandTests {
    // V4, a fixed valid vector
    static let key = try! EOSPrivateKey("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")
    static let account =
        #"{"account_name":"alice","permissions":[{"perm_name":"active","parent":"owner","required_auth":{"threshold":1,"keys":[{"key":"EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV","weight":1}],"accounts":[],"waits":[]}}]}"#

    static func login(uuID: String = "u1", timestamp: Int = 1_700_000_000, signer: EOSPrivateKey = key) throws -> String
    {
        let signature = try signer.signature(for: Array("\(timestamp)alice\(uuID)mykey".utf8))
        return
            #"{"account":"alice","ref":"mykey","sign":"\#(signature.string)","timestamp":\#(timestamp),"uuID":"\#(uuID)"}"#
    }

    @Test("a good login verifies; a stranger's, a stale one, a wrong uuID are status 1")
    func verify() async throws {
        let server = try LoopbackServer(responses: Array(repeating: .json(Self.account), count: 3))
        defer { server.stop() }
        let node = server.baseURL.absoluteString
        let good = await CapturedRun.deeplink(
            "verify", "-", "--chain", node, "--uuid", "u1", "--now", "1700000010", input: try Self.login())
        #expect(good.status == 0)
        #expect(
            good.output
                == "verified: alice signed with EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV (active)\n")
        let stranger = await CapturedRun.deeplink(
            "verify", "-", "--chain", node, "--any-time", input: try Self.login(signer: try EOSPrivateKey()))
        #expect(stranger.status == 1)
        #expect(stranger.error.contains("cannot act alone for alice"))
        let stale = await CapturedRun.deeplink(
            "verify", "-", "--chain", node, "--now", "1700009999", input: try Self.login())
        #expect(stale.status == 1)
        #expect(stale.error.contains("too old"))
        let other = await CapturedRun.deeplink(
            "verify", "-", "--chain", node, "--uuid", "u2", "--any-time", input: try Self.login())
        #expect(other.status == 1)
        #expect(other.error.contains("not the one issued"))
    }

    @Test("an unreachable node is status 70; usage errors are 64; garbage bodies are 1")
    func failures() async throws {
        let unreachable = await CapturedRun.deeplink(
            "verify", "-", "--chain", "http://127.0.0.1:9", "--any-time", input: try Self.login())
        #expect(unreachable.status == 70)
        #expect(await CapturedRun.deeplink("verify", "-", "--chain", "ftp://x", input: "{}").status == 64)
        #expect(
            await CapturedRun.deeplink("verify", "-", "--chain", "http://127.0.0.1:9", "--manager", "Not!", input: "{}")
                .status == 64)
        let garbage = await CapturedRun.deeplink("verify", "-", "--chain", "http://127.0.0.1:9", input: "{\"account\":")
        #expect(garbage.status == 1)
        #expect(
            await CapturedRun.deeplink("verify", "/nonexistent/login.json", "--chain", "http://127.0.0.1:9").status
                == 66)
    }
}
