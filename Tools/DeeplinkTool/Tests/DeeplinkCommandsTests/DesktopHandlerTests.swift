import ChildProcesses
import ChildProcessesTesting
import CommandSupportTesting
import Deeplink
import DeeplinkDesktop
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `deeplink register-handler` and `deeplink open` as built, in temporary XDG folders: the
/// desktop entry and mimeapps.list they write, read back by xdg-utils where installed, and a
/// simplewallet:// URL reaching the deeplink-wallet started with --desktop.
@Suite struct DesktopHandlerTests {
    static let deeplink = BuiltTool("deeplink")
    static let wallet = BuiltTool("deeplink-wallet")
    static let xdgMime = DesktopUser.installed(["/usr/bin/xdg-mime", "/usr/local/bin/xdg-mime", "/bin/xdg-mime"])
    static let xdgOpen = DesktopUser.installed(["/usr/bin/xdg-open", "/usr/local/bin/xdg-open", "/bin/xdg-open"])
    static let key = "5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"

    /// The Exec line names the executable by its real path (the test bundle's folder may be a link).
    static var execLine: String { deeplink.url.resolvingSymlinksInPath().path + " open %u" }

    @Test func registerWritesAHiddenSchemeHandlerAndMakesItTheDefault() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        let run = try await user.run(Self.deeplink.url, ["register-handler", "--name", "test-wallet"])
        #expect(run.termination.status == 0, "\(run)")
        let entry = try #require(user.text(user.dataHome.appendingPathComponent("applications/test-wallet.desktop")))
        #expect(entry.hasPrefix("[Desktop Entry]\n"))
        for line in [
            "Type=Application", "NoDisplay=true", "MimeType=x-scheme-handler/simplewallet;", "Exec=\(Self.execLine)",
        ] {
            #expect(entry.contains("\n\(line)\n"), "\(line) in \(entry)")
        }
        #expect(
            user.text(user.configHome.appendingPathComponent("mimeapps.list"))
                == "[Default Applications]\nx-scheme-handler/simplewallet=test-wallet.desktop;\n")
        #expect(run.standardOutput.contains("test-wallet.desktop"))
    }

    @Test func anExistingMimeAppsListKeepsEveryOtherLine() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        try FileManager.default.createDirectory(at: user.configHome, withIntermediateDirectories: true)
        let list = user.configHome.appendingPathComponent("mimeapps.list")
        try """
        # mine
        [Added Associations]
        text/plain=vim.desktop;

        [Default Applications]
        text/html=firefox.desktop;
        x-scheme-handler/simplewallet=old.desktop;
        x-scheme-handler/simplewallet=older.desktop;
        image/png=eog.desktop;

        [Removed Associations]
        text/x-c=emacs.desktop;

        """.write(to: list, atomically: true, encoding: .utf8)
        let run = try await user.run(Self.deeplink.url, ["register-handler"])
        #expect(run.termination.status == 0, "\(run)")
        #expect(
            user.text(list) == """
                # mine
                [Added Associations]
                text/plain=vim.desktop;

                [Default Applications]
                text/html=firefox.desktop;
                x-scheme-handler/simplewallet=deeplink-simplewallet.desktop;
                image/png=eog.desktop;

                [Removed Associations]
                text/x-c=emacs.desktop;

                """)
        #expect(
            FileManager.default.fileExists(atPath: user.dataHome.path + "/applications/deeplink-simplewallet.desktop"))
    }

    @Test(.enabled(if: xdgMime != nil, "xdg-mime is not installed (make deps installs xdg-utils)"))
    func xdgMimeResolvesTheRegisteredHandler() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        #expect(try await user.run(Self.deeplink.url, ["register-handler", "--name", "test-wallet"]).succeeded)
        let query = try await user.run(
            try #require(Self.xdgMime), ["query", "default", "x-scheme-handler/simplewallet"])
        #expect(query.standardOutput == "test-wallet.desktop\n", "\(query)")
    }

    @Test func badSchemesAndNamesAreUsageErrorsAndPrintWritesNothing() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        for (arguments, message) in [
            (["--scheme", "1wallet"], "starts with a letter"),
            (["--scheme", "simple_wallet"], "not allowed in a scheme"),
            (["--scheme", "mykey"], "delivers only simplewallet://"), (["--name", "../evil"], "no path separator"),
            (["--name", "a\nb"], "not allowed"), (["--name", ".hidden"], "does not start with"),
        ] {
            let run = try await user.run(Self.deeplink.url, ["register-handler"] + arguments)
            #expect(run.termination.status == 64, "\(arguments): \(run)")
            #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
        }
        let printed = try await user.run(Self.deeplink.url, ["register-handler", "--print"])
        #expect(printed.termination.status == 0, "\(printed)")
        #expect(printed.standardOutput.contains("Exec=\(Self.execLine)\n"))
        #expect(printed.standardOutput.contains("x-scheme-handler/simplewallet=deeplink-simplewallet.desktop;\n"))
        #expect(!FileManager.default.fileExists(atPath: user.dataHome.path))
        #expect(!FileManager.default.fileExists(atPath: user.configHome.path))
    }

    @Test func anOpenedURLReachesTheDesktopWalletAndNobodyWaitingIsStatus70() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        let nobody = try await user.run(Self.deeplink.url, ["open", "simplewallet://eos.io?param=%7B%7D"])
        // `{}` is no request: refused as input (1) before anyone is looked for.
        #expect(nobody.termination.status == 1, "\(nobody)")

        var changes = user.environment
        changes["DEEPLINK_PRIVATE_KEY"] = Self.key
        let process = try await ServiceProcess.start(
            Command(Self.wallet.url, ["--account", "alice", "--desktop"], environment: changes), within: .seconds(30))
        let line = try WalletAnnouncement(line: process.readyLine)
        let file = user.runtime.appendingPathComponent("deeplink-wallet.json")
        let endpoint = try JSONDecoder().decode(WalletEndpoint.self, from: try Data(contentsOf: file))
        #expect(endpoint.open.absoluteString == line.wallet.absoluteString + "/open")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let dapp = try await DappSide.start(chain: line.chain)
        let opened = try await user.run(Self.deeplink.url, ["open", dapp.loginURL(uuID: "desk-1")])
        let outcome = try? await dapp.server.result(for: "desk-1", timeout: .seconds(20))
        let laterURL = dapp.loginURL(uuID: "desk-later")
        await dapp.stop()
        #expect(opened.termination.status == 0, "\(opened)")
        #expect(opened.standardOutput.contains(#""serverReply":{"code":0"#), "\(opened)")
        #expect(outcome?.signer?.account.text == "alice", "\(String(describing: outcome))")

        // A second --desktop wallet would take the URLs from the first: refused while it runs.
        let second = try await user.run(Self.wallet.url, ["--account", "bob", "--desktop"])
        #expect(second.termination.status == 70, "\(second)")
        #expect(second.standardError.contains("already receives this desktop's URLs"))

        #expect(await process.stop()?.status == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path), "the wallet removes its file when it stops")
        let gone = try await user.run(Self.deeplink.url, ["open", laterURL])
        #expect(gone.termination.status == 70, "\(gone)")
        #expect(gone.standardError.contains("no wallet is waiting"), "\(gone.standardError)")
    }

    @Test func aFileLeftByAKilledWalletIsNobodyWaitingAndTheNextWalletReplacesIt() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        var changes = user.environment
        changes["DEEPLINK_PRIVATE_KEY"] = Self.key
        let killed = try await ServiceProcess.start(
            Command(Self.wallet.url, ["--account", "alice", "--desktop"], environment: changes), within: .seconds(30))
        let line = try WalletAnnouncement(line: killed.readyLine)
        let dapp = try await DappSide.start(chain: line.chain)
        let url = dapp.loginURL(uuID: "desk-3")
        await dapp.stop()
        // SIGKILL: no chance to remove the file.
        #expect(await killed.stop(with: SIGKILL)?.status == 128 + SIGKILL)
        let file = user.runtime.appendingPathComponent("deeplink-wallet.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let stale = try await user.run(Self.deeplink.url, ["open", url])
        #expect(stale.termination.status == 70, "\(stale)")
        #expect(stale.standardError.contains("(pid \(killed.pid)) has exited"), "\(stale.standardError)")

        let next = try await ServiceProcess.start(
            Command(Self.wallet.url, ["--account", "bob", "--desktop"], environment: changes), within: .seconds(30))
        let endpoint = try JSONDecoder().decode(WalletEndpoint.self, from: try Data(contentsOf: file))
        #expect(endpoint.pid == next.pid)
        #expect(endpoint.account == "bob")
        #expect(await next.stop()?.status == 0)
    }

    @Test(.enabled(if: xdgOpen != nil, "xdg-open is not installed (make deps installs xdg-utils)"))
    func xdgOpenHandsTheURLThroughTheRegisteredHandlerToTheWallet() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        #expect(try await user.run(Self.deeplink.url, ["register-handler"]).succeeded)
        var changes = user.environment
        changes["DEEPLINK_PRIVATE_KEY"] = Self.key
        let process = try await ServiceProcess.start(
            Command(Self.wallet.url, ["--account", "alice", "--desktop"], environment: changes), within: .seconds(30))
        let line = try WalletAnnouncement(line: process.readyLine)
        let dapp = try await DappSide.start(chain: line.chain)
        // xdg-open asks for a handler only in a graphical session; the display is never contacted.
        let opened = try await user.run(
            try #require(Self.xdgOpen), [dapp.loginURL(uuID: "desk-2")], extra: ["DISPLAY": ":0"])
        let outcome = try? await dapp.server.result(for: "desk-2", timeout: .seconds(20))
        await dapp.stop()
        #expect(opened.termination.status == 0, "\(opened)")
        #expect(outcome?.signer?.account.text == "alice", "\(String(describing: outcome)) \(opened)")
        #expect(await process.stop()?.status == 0)
    }

    @Test func openRefusesOtherSchemesControlCharactersAndOverlongURLs() async throws {
        let user = try DesktopUser()
        defer { user.remove() }
        for (url, message) in [
            ("http://example.com/", "delivers only simplewallet://"),
            ("mykey://mykey.org/protocol?param=x", "delivers only"),
            ("simplewallet://eos.io?param=%7B%7D\u{1B}[2J", "control character"),
            ("simplewallet://eos.io?param=a b", "a space"),
        ] {
            let run = await CapturedRun.deeplink(["open", url], environment: user.plainEnvironment)
            #expect(run.status == 1, "\(url): \(run.error)")
            #expect(run.error.contains(message), "\(url): \(run.error)")
        }
        // Longer than a command-line argument can be on Linux, so in-process.
        let long =
            "simplewallet://eos.io?param=" + String(repeating: "a", count: DeeplinkLimits.default.maxEncodedBytes)
        let run = await CapturedRun.deeplink(["open", long], environment: user.plainEnvironment)
        #expect(run.status == 1)
        #expect(
            run.error.contains("at most \(DeeplinkLimits.default.maxEncodedBytes) are accepted"),
            "\(run.error.prefix(200))")
    }
}
