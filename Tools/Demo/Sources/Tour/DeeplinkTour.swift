import ChildProcesses
import Deeplink
import DeeplinkBinding
import DeeplinkQR
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys
import Foundation
import Storage

public let deeplinkTour = TourStep(
    name: "EOS deeplink",
    summary:
        "a SimpleWallet login request as URL and terminal QR, answered by the wallet emulator, verified by the callback server against a chain stub (a MYKEY account's reserved key); then a forged login refused, MYKEY's binding codes from a SQLite binding registry, and 10002 when no wallet answers"
) { out in
    // A MYKEY account: its active authority names the manager contract, whose keydata row 3 is
    // the reserved key MYKEY signs logins with (spec §4.6). Keys are fresh for every run.
    let account = try EOSName("mykeydemo123")
    // A second MYKEY account the same phone holds (same reserved key), for the binding codes.
    let secondAccount = try EOSName("mykeydemo222")
    let keys = try (0..<4).map { _ in try EOSPrivateKey() }
    let manager = EOSPermissionLevelWeight(
        permission: EOSPermissionLevel(actor: MYKEYKeydataRow.mainnetManager, permission: try EOSName("active")),
        weight: 1)
    let rows = keys.enumerated().map { index, key in
        MYKEYKeydataRow(index: index, key: .init(pubkey: key.publicKey.legacyString, status: 0, nonce: 0))
    }
    let chain = InMemoryEOSChain(
        accounts: try [account, secondAccount].map { name in
            EOSAccount(
                accountName: name,
                permissions: [
                    EOSPermission(
                        permName: try EOSName("active"), parent: "owner",
                        requiredAuth: EOSAuthority(threshold: 1, keys: [], accounts: [manager]))
                ])
        },
        keydata: [MYKEYKeydataRow.mainnetManager: [account: rows, secondAccount: rows]])

    out.line("-- A chain stub and the dapp's callback server, both on 127.0.0.1")
    let node = try await ChainStub.start(chain: chain)
    let server: CallbackServer
    do {
        server = try await CallbackServer.start(verifier: LoginVerifier(chain: EOSChainClient(baseURL: node.baseURL)))
    } catch {
        await node.stop()
        throw error
    }
    out.show("chain (get_account, keydata)", node.baseURL.absoluteString)
    out.show("callback server", server.baseURL.absoluteString)
    do {
        try await tour(account: account, reservedKey: keys[3], adminKey: keys[0], server: server, into: &out)
        try await bindingTour(
            accounts: (account, secondAccount), reservedKey: keys[3], chainURL: node.baseURL, into: &out)
    } catch {
        await server.stop()
        await node.stop()
        throw error
    }
    await server.stop()
    await node.stop()
}

private func tour(
    account: EOSName, reservedKey: EOSPrivateKey, adminKey: EOSPrivateKey, server: CallbackServer,
    into out: inout Transcript
) async throws {
    out.line("-- The dapp's login request: a simplewallet:// URL, and the same JSON as a QR code")
    let uuID = "demo-login-1"
    let request = LoginRequest(
        dappName: "Tour dApp", dappIcon: "https://example.com/icon.png", uuID: uuID,
        loginUrl: server.postURL(.login, key: uuID), callback: server.callbackURL(for: uuID))
    out.show("URL", String(request.simpleWalletURL.prefix(72)) + "…")
    let qr = try QRCode(text: request.qrPayload)
    out.show("QR (level M, byte mode)", "version \(qr.version), \(qr.size)×\(qr.size) modules")
    for line in qr.terminalText(quietZone: 2).split(separator: "\n", omittingEmptySubsequences: false) {
        out.line("    " + line)
    }

    out.line("-- The wallet emulator answers as MYKEY: it signs with the account's reserved key")
    let wallet = WalletEmulator(account: account, key: reservedKey)
    let answer = try await wallet.answer(request.simpleWalletURL)
    out.show(
        "POST loginUrl",
        "HTTP \(answer.postStatus.map(String.init) ?? "—"), reply code \(answer.serverReply?.code ?? -1)")
    out.show("callback opened", "HTTP \(answer.callbackStatus.map(String.init) ?? "—")")
    let outcome = try await server.result(for: uuID, timeout: .seconds(10))
    if let signer = outcome.signer {
        out.show("verified account", signer.account)
        out.show("signed by", "\(signer.publicKey) (\(signer.permission))")
    } else {
        out.show("verified account", "FAILED: \(outcome.refusal.map { "\($0)" } ?? "no result")")
    }

    out.line("-- A forged login: signed with the account's admin key (keydata row 0), not its reserved key")
    let forgedID = "demo-login-2"
    let forged = LoginRequest(
        dappName: "Tour dApp", dappIcon: "https://example.com/icon.png", uuID: forgedID,
        loginUrl: server.postURL(.login, key: forgedID), callback: server.callbackURL(for: forgedID))
    let forger = WalletEmulator(account: account, key: adminKey)
    let refusedAnswer = try await forger.answer(forged.simpleWalletURL)
    out.show("POST loginUrl", "reply code \(refusedAnswer.serverReply?.code ?? -1)")
    let refused = try await server.result(for: forgedID, timeout: .seconds(10))
    if let reason = refused.refusal {
        out.show("refused", reason)
    } else {
        out.show("refused", "FAILED (accepted)")
    }
}

/// MYKEY's binding (§3.4) behind a second callback server: a SQLite registry binds the account to
/// the app user that asked for the login, and answers the conflicts with their codes; then a
/// login nobody answers ends in 10002 with the install hint.
private func bindingTour(
    accounts: (EOSName, EOSName), reservedKey: EOSPrivateKey, chainURL: URL, into out: inout Transcript
) async throws {
    out.line("-- Binding accounts to the dapp's users (MYKEY 10006-10010), kept in SQLite")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deeplink-tour-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try await SQLiteDataStore(path: directory.appendingPathComponent("bindings.sqlite").path)
    defer { try? store.close() }
    let registry = BindingRegistry(store: store)
    let server = try await CallbackServer.start(
        verifier: LoginVerifier(chain: EOSChainClient(baseURL: chainURL)), bindings: registry)
    do {
        let wallet = WalletEmulator(account: accounts.0, key: reservedKey)
        for (step, (appUser, account)) in [
            ("user-1", accounts.0), ("user-1", accounts.0), ("user-1", accounts.1), ("user-2", accounts.0),
        ].enumerated() {
            let uuID = "demo-bind-\(step)"
            let request = LoginRequest(
                dappName: "Tour dApp", dappIcon: "https://example.com/icon.png", uuID: uuID,
                loginUrl: try server.loginURL(key: uuID, appUser: appUser), callback: server.callbackURL(for: uuID))
            let answer = try await wallet.answer(request.simpleWalletURL, faults: [.actAs(account)])
            let outcome = try await server.result(for: uuID, timeout: .seconds(10))
            let verdict = outcome.bindingRefusal.map { "\($0.resultCode.map { "\($0)" } ?? "\($0)")" } ?? "bound"
            out.show(
                "\(account) for \(appUser)",
                "\(verdict); reply code \(answer.serverReply?.code ?? -1), callback result \(answer.callbackURL.flatMap(resultItem) ?? "—")"
            )
        }
        let boundUser = try await registry.appUser(boundTo: accounts.0.text)
        out.show("registry", "\(accounts.0) ↔ \(boundUser ?? "nobody")")

        out.line("-- A login request no wallet answers: MYKEY's 10002 with the SDK's install hint")
        let uuID = "demo-nobody"
        _ = LoginRequest(
            dappName: "Tour dApp", dappIcon: "https://example.com/icon.png", uuID: uuID,
            loginUrl: server.postURL(.login, key: uuID), callback: server.callbackURL(for: uuID))
        let waited = Duration.milliseconds(200)
        let ending: CallbackServerError?
        do {
            _ = try await server.result(for: uuID, timeout: waited)
            ending = nil
        } catch {
            ending = error
        }
        // Matched with `if case`, not `catch .timedOut`: the latter crashes this compiler (6.3.1).
        if case .timedOut? = ending {
            out.show("no wallet", NoWalletAnswer(waited: waited))
        } else {
            out.show("no wallet", "FAILED (\(ending.map { "\($0)" } ?? "a login arrived"))")
        }
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
    try await showDesktopHandler(&out)
}

/// What `deeplink register-handler` would write so a `simplewallet://` URL opened on the desktop
/// reaches a waiting `deeplink-wallet --desktop` (through `deeplink open %u`): the built tool beside
/// the demo, asked to print rather than write, with XDG folders of the tour's own.
private func showDesktopHandler(_ out: inout Transcript) async throws {
    out.line("-- On a desktop: simplewallet:// URLs to the waiting wallet (deeplink register-handler --print)")
    let tool = Executables.folderOfThisProgram.appendingPathComponent("deeplink")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        out.show("deeplink", "not built beside the demo (`make demo` builds it)")
        return
    }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("deeplink-tour-xdg")
    let printed = try await Command(
        tool, ["register-handler", "--print"],
        environment: [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ]
    ).run(timeout: .seconds(30)).checked()
    for line in String(decoding: printed.output, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("MimeType=") || line.hasPrefix("Exec=") || line.hasPrefix("x-scheme-handler/") {
        out.line("   " + line.replacingOccurrences(of: Executables.folderOfThisProgram.path, with: "…"))
    }
}

/// The `result` item of a callback URL the wallet opened.
private func resultItem(_ url: String) -> String? {
    URLComponents(string: url)?.queryItems?.last(where: { $0.name == "result" })?.value
}
