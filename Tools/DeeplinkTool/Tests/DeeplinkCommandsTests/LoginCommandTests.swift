import Deeplink
import DeeplinkWalletEmulator
import EOSKeys
import Testing

@Suite("deeplink login: a request shown, answered by a wallet, verified against a node")
struct LoginCommandTests {
    static let aliceLine = "logged in: alice (active key EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV)\n"

    /// Starts a chain stub, runs `body` with its URL, stops the stub on every path.
    func withChain(_ body: (String) async throws -> Void) async throws {
        let node = try await ChainStub.start(chain: LoginFixture.chain())
        do {
            try await body(node.baseURL.absoluteString)
        } catch {
            await node.stop()
            throw error
        }
        await node.stop()
    }

    @Test("the URL and QR are printed before the wait; the wallet's login is verified; the server is stopped after")
    func loggedIn() async throws {
        try await withChain { chain in
            let run = LoginFixture.deeplink(["login", "--dapp", "Test dApp", "--chain", chain, "--timeout", "30"])
            let urlLine = try #require(await run.output.line { $0.hasPrefix("url: ") }, "\(run.error.text)")
            let waiting = try #require(await run.output.line { $0.hasPrefix("waiting up to 30 s") })
            #expect(waiting.contains("/login?key="))
            // The QR code is drawn with half blocks between the URL and the waiting line.
            #expect(run.output.text.contains("▀"))
            let url = String(urlLine.dropFirst("url: ".count))
            let wallet = LoginFixture.wallet()
            let answer = try await wallet.answer(url)
            #expect(answer.serverReply?.code == 0)
            #expect(answer.callbackStatus == 200)
            #expect(await run.status == 0)
            #expect(run.output.text.hasPrefix("login request for Test dApp (uuID "))
            #expect(run.output.text.hasSuffix(Self.aliceLine))
            // Stopped: the same request finds nobody listening.
            await #expect(throws: WalletEmulatorError.self) { _ = try await wallet.answer(url) }
        }
    }

    @Test("--json: the request line first (answered here through its QR text), then the result")
    func json() async throws {
        try await withChain { chain in
            let run = LoginFixture.deeplink(["login", "--dapp", "Test", "--chain", chain, "--json", "--uuid", "4f1c2a"])
            let first = try #require(await run.output.line { _ in true }, "\(run.error.text)")
            let request = try #require(try JSONValue(parsing: first).objectValue)
            #expect(request["event"] == "request")
            #expect(request["uuID"] == "4f1c2a")
            let loginUrl = try #require(request["loginUrl"]?.stringValue)
            #expect(loginUrl.hasPrefix("http://127.0.0.1:") && loginUrl.hasSuffix("/login?key=4f1c2a"))
            #expect(request["url"]?.stringValue?.hasPrefix("simplewallet://eos.io?param=") == true)
            let qr = try #require(request["qr"]?.stringValue)
            _ = try await LoginFixture.wallet().answer(qr)
            #expect(await run.status == 0)
            let lines = run.output.text.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(
                lines.last
                    == #"{"account":"alice","event":"loggedIn","permission":"active","publicKey":"EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV"}"#
            )
            #expect(!run.output.text.contains("▀"))
        }
    }

    @Test("a login signed by a stranger's key is refused: status 1 with the reason")
    func forged() async throws {
        try await withChain { chain in
            let run = LoginFixture.deeplink(["login", "--dapp", "Test", "--chain", chain, "--no-qr"])
            let urlLine = try #require(await run.output.line { $0.hasPrefix("url: ") })
            let answer = try await LoginFixture.wallet().answer(
                String(urlLine.dropFirst("url: ".count)), faults: [.wrongKey(try EOSPrivateKey())])
            #expect(answer.serverReply?.code == 2)
            #expect(await run.status == 1)
            #expect(run.error.text.hasPrefix("error: login refused: "))
            #expect(run.error.text.contains("cannot act alone for alice"))
            #expect(!run.output.text.contains("logged in"))
        }
    }

    @Test("a wallet that cancels ends the wait at once: status 1")
    func cancelledByTheWallet() async throws {
        try await withChain { chain in
            let run = LoginFixture.deeplink(["login", "--dapp", "Test", "--chain", chain, "--no-qr", "--json"])
            let first = try #require(await run.output.line { _ in true })
            let url = try #require(try JSONValue(parsing: first).objectValue?["url"]?.stringValue)
            _ = try await LoginFixture.wallet().answer(url, decision: .cancel)
            #expect(await run.status == 1)
            #expect(run.output.text.contains(#""event":"cancelled""#))
            #expect(run.error.text.contains("the wallet did not log in: cancelled by the user (result=0)"))
        }
    }

    @Test("no wallet within --timeout: status 1, MYKEY's 10002 and the install hint")
    func timeout() async throws {
        let run = LoginFixture.deeplink([
            "login", "--dapp", "Test", "--chain", "http://127.0.0.1:9", "--timeout", "0.05", "--no-qr",
        ])
        #expect(await run.status == 1)
        #expect(run.output.text.contains("waiting up to 0.05 s"))
        #expect(
            run.error.text
                == "error: 10002 (MYKEY not installed): no wallet answered within 0.05 s. \(NoWalletAnswer.installHint) "
                + "(uuID \(try uuID(in: run.output.text)); the server is stopped)\n"
        )
    }

    @Test("--disable-install: 10002 without the hint; --json says result 10002")
    func timeoutWithoutInstallHint() async throws {
        let run = LoginFixture.deeplink([
            "login", "--dapp", "Test", "--chain", "http://127.0.0.1:9", "--timeout", "0.05", "--no-qr",
            "--disable-install", "--json",
        ])
        #expect(await run.status == 1)
        let last = try #require(run.output.text.split(separator: "\n").last)
        let event = try #require(try JSONValue(parsing: String(last)).objectValue)
        #expect(event["event"] == "timedOut")
        #expect(event["result"] == 10002)
        #expect(event["hint"] == nil)
        #expect(run.error.text.hasPrefix("error: 10002 (MYKEY not installed): no wallet answered within 0.05 s (uuID "))
        #expect(!run.error.text.contains("mykey.org"))
    }

    @Test("cancelling the run stops the server and reports an interruption")
    func interrupted() async throws {
        let run = LoginFixture.deeplink([
            "login", "--dapp", "Test", "--chain", "http://127.0.0.1:9", "--json", "--no-qr",
        ])
        let first = try #require(await run.output.line { _ in true })
        let url = try #require(try JSONValue(parsing: first).objectValue?["url"]?.stringValue)
        run.task.cancel()
        #expect(await run.status == 1)
        #expect(run.output.text.hasSuffix(#"{"event":"interrupted"}"# + "\n"))
        await #expect(throws: WalletEmulatorError.self) { _ = try await LoginFixture.wallet().answer(url) }
    }

    @Test("a node that cannot be asked is status 70; bad options are 64")
    func failures() async throws {
        let run = LoginFixture.deeplink(["login", "--dapp", "Test", "--chain", "http://127.0.0.1:9", "--no-qr"])
        let urlLine = try #require(await run.output.line { $0.hasPrefix("url: ") })
        _ = try await LoginFixture.wallet().answer(String(urlLine.dropFirst("url: ".count)))
        #expect(await run.status == 70)
        for arguments in [
            ["login", "--dapp", "T", "--chain", "ftp://x"],
            ["login", "--dapp", "T", "--chain", "http://x", "--timeout", "0"],
            ["login", "--dapp", "T", "--chain", "http://x", "--manager", "Not!"], ["login", "--chain", "http://x"],
            ["login", "--dapp", "T", "--chain", "http://x", "--uuid", ""],
        ] {
            #expect(await CapturedRun.deeplink(arguments).status == 64, "\(arguments)")
        }
    }

    private func uuID(in text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first)
        return String(try #require(line.split(separator: " ").last).dropLast())
    }
}
