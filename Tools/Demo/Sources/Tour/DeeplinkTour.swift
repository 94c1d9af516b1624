import Deeplink
import DeeplinkQR
import DeeplinkServer
import DeeplinkVerification
import DeeplinkWalletEmulator
import EOSChain
import EOSKeys

public let deeplinkTour = TourStep(
    name: "EOS deeplink",
    summary:
        "a SimpleWallet login request as URL and terminal QR, answered by the wallet emulator, verified by the callback server against a chain stub (a MYKEY account's reserved key); then a forged login refused"
) { out in
    // A MYKEY account: its active authority names the manager contract, whose keydata row 3 is
    // the reserved key MYKEY signs logins with (spec §4.6). Keys are fresh for every run.
    let account = try EOSName("mykeydemo123")
    let keys = try (0..<4).map { _ in try EOSPrivateKey() }
    let manager = EOSPermissionLevelWeight(
        permission: EOSPermissionLevel(actor: MYKEYKeydataRow.mainnetManager, permission: try EOSName("active")),
        weight: 1)
    let chain = InMemoryEOSChain(
        accounts: [
            EOSAccount(
                accountName: account,
                permissions: [
                    EOSPermission(
                        permName: try EOSName("active"), parent: "owner",
                        requiredAuth: EOSAuthority(threshold: 1, keys: [], accounts: [manager]))
                ])
        ],
        keydata: [
            MYKEYKeydataRow.mainnetManager: [
                account: keys.enumerated().map { index, key in
                    MYKEYKeydataRow(index: index, key: .init(pubkey: key.publicKey.legacyString, status: 0, nonce: 0))
                }
            ]
        ])

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
