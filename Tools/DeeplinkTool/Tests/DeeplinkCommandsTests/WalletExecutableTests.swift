import ChildProcesses
import ChildProcessesTesting
import CommandSupportTesting
import Deeplink
import DeeplinkVerification
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `deeplink-wallet` and `deeplink login` as processes: started, read, stopped by PID.
@Suite(.onItsOwnThread) struct WalletExecutableTests {
    static let wallet = BuiltTool("deeplink-wallet")
    static let deeplink = BuiltTool("deeplink")
    static let key = ["DEEPLINK_PRIVATE_KEY": "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"]

    /// Starts `tool` and waits up to 30 s for its JSON line (the wallet's announcement, the
    /// login request); nothing of ours leaks in: no DEEPLINK_PRIVATE_KEY unless the test gives one.
    static func start(_ tool: BuiltTool, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> ServiceProcess
    {
        var changes: [String: String?] = ["DEEPLINK_PRIVATE_KEY": nil]
        for (name, value) in environment { changes[name] = value }
        return try await ServiceProcess.start(Command(tool.url, arguments, environment: changes), within: .seconds(30))
    }

    @Test func aLoginTheWalletAnswersVerifiesAndSIGTERMStopsItWithStatus0() async throws {
        let process = try await Self.start(Self.wallet, ["--account", "alice", "--port", "0"], environment: Self.key)
        let line = try WalletAnnouncement(line: process.readyLine)
        #expect(line.publicKey == "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV")
        let exchange = try await DappSide.login(through: line.wallet, chain: line.chain)
        #expect(exchange.outcome.signer?.account.text == "alice", "\(process.standardError)")
        #expect(exchange.outcome.signer?.permission == .active)
        #expect(await process.stop()?.status == 0)
        #expect(process.standardError.contains("answered login"))
    }

    @Test(arguments: [
        (["--fault", "wrong-key"], "keyNotAuthorized"), (["--fault", "tamper"], "keyNotAuthorized"),
        (["--fault", "wrong-uuid"], "uuidMismatch"), (["--chain-fault", "unavailable"], "chain"),
    ])
    func aFaultFlagGetsTheLoginRefused(_ flags: [String], _ expected: String) async throws {
        let process = try await Self.start(Self.wallet, ["--account", "alice"] + flags, environment: Self.key)
        let line = try WalletAnnouncement(line: process.readyLine)
        let refused = try await DappSide.login(through: line.wallet, chain: line.chain, uuID: "u1")
        #expect(Self.name(of: refused.outcome.refusal) == expected, "\(refused.outcome)")
        #expect(refused.reply.body.contains(#""serverReply":{"code":2"#))
        #expect(await process.stop()?.status == 0)
    }

    @Test func theReplayFlagSendsTheFirstLoginAgainAndTheServerRefusesIt() async throws {
        let process = try await Self.start(
            Self.wallet, ["--account", "alice", "--fault", "replay"], environment: Self.key)
        let line = try WalletAnnouncement(line: process.readyLine)
        let dapp = try await DappSide.start(chain: line.chain)
        let first = try await dapp.open(through: line.wallet, uuID: "first")
        #expect(first.body.contains(#""serverReply":{"code":0"#))
        #expect(try await dapp.server.result(for: "first", timeout: .seconds(20)).signer != nil)
        // The next request gets the first login again; the same server has accepted it once.
        let replayed = try await dapp.open(through: line.wallet, uuID: "second", keyed: false)
        await dapp.stop()
        #expect(
            replayed.body.contains(
                #""serverReply":{"code":2,"message":"the login \"first\" was already accepted once"}"#),
            "\(replayed.body)")
        #expect(await process.stop()?.status == 0)
    }

    @Test func helpVersionAndUsageErrors() throws {
        let help = try Self.wallet.run(["--help"])
        #expect(help.status == 0)
        for text in [
            "POST /open", "GET /health", "--fault", "--chain-fault", "--mykey", "--key-stdin", "DEEPLINK_PRIVATE_KEY",
            "SIGTERM", "Examples:", "Exit codes",
        ] {
            #expect(help.output.contains(text), "\(text)")
        }
        #expect(try Self.wallet.run(["--version"]).output == (try WorkspaceVersion.of("DeeplinkTool")) + "\n")
        for arguments in [
            ["--frobnicate"], [], ["--account", "alice", "--fault", "nope"],
            ["--account", "alice", "--decision", "maybe"],
        ] {
            #expect(try Self.wallet.run(arguments).status == 64, "\(arguments)")
        }
        let deeplinkHelp = try Self.deeplink.run(["login", "--help"])
        #expect(deeplinkHelp.status == 0)
        #expect(deeplinkHelp.output.contains("--timeout"))
    }

    @Test func deeplinkLoginStopsItsServerOnSIGINT() async throws {
        let process = try await Self.start(
            Self.deeplink, ["login", "--dapp", "T", "--chain", "http://127.0.0.1:9", "--json", "--no-qr"])
        let request = try #require(try JSONValue(parsing: process.readyLine).objectValue)
        let loginUrl = try #require(request["loginUrl"]?.stringValue.flatMap(URL.init(string:)))
        #expect(await process.stop(with: SIGINT)?.status == 130)
        #expect(process.standardError.contains("interrupted before a login arrived"))
        await #expect(throws: (any Error).self) { _ = try await ControlHTTP.post("{}", to: loginUrl) }
    }

    private static func name(of refusal: LoginVerificationError?) -> String {
        switch refusal {
        case .keyNotAuthorized?: return "keyNotAuthorized"
        case .uuidMismatch?: return "uuidMismatch"
        case .chain?: return "chain"
        case let other?: return "\(other)"
        case nil: return "verified"
        }
    }
}
