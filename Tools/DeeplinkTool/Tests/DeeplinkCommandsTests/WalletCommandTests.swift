import CommandSupport
import Deeplink
import DeeplinkVerification
import DeeplinkWalletCommand
import EOSKeys
import Foundation
import HTTPServerTesting
import Testing

@Suite("deeplink-wallet in-process: the JSON line, POST /open, faults, the key's sources")
struct WalletCommandTests {
    static let v4WIF = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"
    static let v4Public = "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV"

    /// A running wallet: its line read back, the gate that stops it.
    struct Running {
        let run: LiveRun
        let gate: StopGate
        let line: WalletAnnouncement

        func stop() async -> Int32 {
            gate.open()
            return await run.status
        }
    }

    func start(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) async throws -> Running
    {
        let output = WatchedOutput()
        let error = WatchedOutput()
        let gate = StopGate()
        let io = CommandIO(write: { output.append($0) }, writeError: { error.append($0) }, readInput: { input })
        let task = Task {
            await DeeplinkWalletTool.run(arguments, io: io, environment: environment, until: { await gate.wait() })
        }
        let run = LiveRun(task: task, output: output, error: error)
        guard let line = await output.line(where: { _ in true }) else {
            gate.open()
            _ = await run.status
            throw WalletAnnouncement.Unreadable(description: "no line; standard error: \(error.text)")
        }
        return Running(run: run, gate: gate, line: try WalletAnnouncement(line: line))
    }

    @Test("an ordinary account with the key from DEEPLINK_PRIVATE_KEY: a login it answers verifies as active")
    func ordinaryAccount() async throws {
        let wallet = try await start(["--account", "alice"], environment: ["DEEPLINK_PRIVATE_KEY": Self.v4WIF])
        #expect(wallet.line.account == "alice")
        #expect(wallet.line.publicKey == Self.v4Public)
        #expect(wallet.line.permission == "active")
        #expect(wallet.line.wallet.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(wallet.line.chain.absoluteString.hasPrefix("http://127.0.0.1:"))
        let health = try await ControlHTTP.get(wallet.line.wallet.appendingPathComponent("health"))
        #expect(health.status == 200)
        #expect(health.body == #"{"account":"alice","status":"ok"}"# + "\n")
        let exchange = try await DappSide.login(through: wallet.line.wallet, chain: wallet.line.chain)
        #expect(exchange.outcome.signer?.permission == .active)
        #expect(exchange.outcome.signer?.publicKey == (try EOSPublicKey(Self.v4Public)))
        #expect(exchange.reply.status == 200)
        let answer = try #require(try JSONValue(parsing: exchange.reply.body).objectValue)
        #expect(answer["action"] == "login")
        #expect(answer["serverReply"] == .object(["code": 0, "message": ""]))
        #expect(answer["callbackStatus"] == 200)
        #expect(await wallet.stop() == 0)
        #expect(
            wallet.run.error.text.contains("deeplink-wallet: answered login, POST 200 (reply code 0), callback 200"))
        // Both servers are stopped.
        await #expect(throws: (any Error).self) {
            _ = try await ControlHTTP.get(wallet.line.wallet.appendingPathComponent("health"))
        }
        await #expect(throws: (any Error).self) { _ = try await ControlHTTP.get(wallet.line.chain) }
    }

    @Test("--mykey with the key on standard input: the login verifies as the reserved key (keydata row 3)")
    func mykeyAccount() async throws {
        let wallet = try await start(["--account", "mykeyuser123", "--mykey", "--key-stdin"], input: Self.v4WIF + "\n")
        #expect(wallet.line.permission == "mykeyReserved")
        #expect(wallet.line.publicKey == Self.v4Public)
        let exchange = try await DappSide.login(through: wallet.line.wallet, chain: wallet.line.chain)
        #expect(exchange.outcome.signer?.permission == .mykeyReserved)
        #expect(exchange.outcome.signer?.account.text == "mykeyuser123")
        #expect(await wallet.stop() == 0)
    }

    @Test("without a key one is made; only its public key is printed, and it logs in")
    func generatedKey() async throws {
        let wallet = try await start(["--account", "bob"])
        let key = try EOSPublicKey(wallet.line.publicKey)
        let exchange = try await DappSide.login(through: wallet.line.wallet, chain: wallet.line.chain)
        #expect(exchange.outcome.signer?.publicKey == key)
        #expect(await wallet.stop() == 0)
        #expect(!wallet.run.output.text.contains("PVT_K1_"))
        #expect(wallet.run.output.text.split(separator: "\n").count == 1)
    }

    @Test("query items replace the command line's decision and faults for one request")
    func perRequestOverrides() async throws {
        let wallet = try await start(["--account", "alice"], environment: ["DEEPLINK_PRIVATE_KEY": Self.v4WIF])
        let tampered = try await DappSide.login(
            through: wallet.line.wallet, chain: wallet.line.chain, query: "?fault=tamper")
        guard case .keyNotAuthorized? = tampered.outcome.refusal else {
            Issue.record("expected keyNotAuthorized, got \(tampered.outcome)")
            return
        }
        let skewed = try await DappSide.login(
            through: wallet.line.wallet, chain: wallet.line.chain, query: "?fault=skew:-3600")
        guard case .timestampOutsideWindow? = skewed.outcome.refusal else {
            Issue.record("expected timestampOutsideWindow, got \(skewed.outcome)")
            return
        }
        let bad = try await ControlHTTP.post(
            "simplewallet://eos.io?param=%7B%7D",
            to: try #require(URL(string: wallet.line.wallet.absoluteString + "/open?fault=nope")))
        #expect(bad.status == 400)
        #expect(bad.body.contains("unknown fault"))
        #expect(await wallet.stop() == 0)
    }

    @Test("a body that is not a request is 400 with the reason; the wallet keeps serving")
    func unreadableRequest() async throws {
        let wallet = try await start(["--account", "alice"])
        let open = wallet.line.wallet.appendingPathComponent("open")
        let reply = try await ControlHTTP.post("https://example.com/", to: open)
        #expect(reply.status == 400)
        #expect(reply.body.hasPrefix(#"{"error":"the wallet cannot read the request"#))
        #expect(try await ControlHTTP.get(wallet.line.wallet.appendingPathComponent("health")).status == 200)
        #expect(await wallet.stop() == 0)
    }

    @Test("the control endpoint refuses in JSON: 413 over the body limit, 411 without Content-Length, 404, 405")
    func controlRefusals() async throws {
        let wallet = try await start(["--account", "alice"])
        let open = wallet.line.wallet.appendingPathComponent("open")
        let oversized = try await ControlHTTP.post(
            String(repeating: "a", count: 256 * 1024 + 1), to: open)
        #expect(oversized.status == 413)
        #expect(oversized.body == #"{"error":"the body is over 262144 bytes; a request is not"}"# + "\n")
        let chunked = try await RawHTTPConnection.exchange(
            "POST /open HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
            port: try #require(wallet.line.wallet.port))
        #expect(chunked.status == 411)
        #expect(chunked.body.hasSuffix(#"{"error":"a body with Content-Length is needed"}"# + "\n"))
        let nowhere = try await ControlHTTP.get(wallet.line.wallet.appendingPathComponent("nowhere"))
        #expect(nowhere.status == 404)
        #expect(nowhere.body.hasPrefix(#"{"error":"#))
        let getOpen = try await ControlHTTP.get(open)
        #expect(getOpen.status == 405)
        #expect(getOpen.headers["allow"] == "POST")
        // Still serving after each refusal.
        #expect(try await ControlHTTP.get(wallet.line.wallet.appendingPathComponent("health")).status == 200)
        #expect(await wallet.stop() == 0)
        #expect(wallet.run.error.text.contains("deeplink-wallet: refused: 262145 bytes"))
        #expect(wallet.run.error.text.contains("deeplink-wallet: refused: no Content-Length"))
    }

    @Test("a broken key is status 1 without echoing it; bad options are 64; --help is 0")
    func commandLine() async throws {
        let broken = String(Self.v4WIF.dropLast()) + "4"
        let output = WatchedOutput()
        let error = WatchedOutput()
        let io = CommandIO(write: { output.append($0) }, writeError: { error.append($0) })
        let status = await DeeplinkWalletTool.run(
            ["--account", "alice"], io: io, environment: ["DEEPLINK_PRIVATE_KEY": broken], until: {})
        #expect(status == 1)
        #expect(error.text.hasPrefix("error: not a private key"))
        #expect(!error.text.contains(broken))
        #expect(output.text.isEmpty)
        for arguments in [
            [], ["--account", "Not Valid"], ["--account", "alice", "--fault", "nope"],
            ["--account", "alice", "--fault", "skew:x"],
            ["--account", "alice", "--decision", "fail:1"], ["--account", "alice", "--chain-fault", "slow"],
            ["--account", "alice", "--protocol", "Other"], ["--account", "alice", "--port", "70000"],
        ] {
            let quiet = CommandIO(write: { _ in }, writeError: { _ in })
            #expect(
                await DeeplinkWalletTool.run(arguments, io: quiet, environment: [:], until: {}) == 64, "\(arguments)")
        }
    }
}
