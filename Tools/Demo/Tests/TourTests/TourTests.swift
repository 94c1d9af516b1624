import Foundation
import Testing
import Tour

/// `make demo` is the project's main job; these tests keep every step of it working.
@Suite struct TourTests {
    @Test(arguments: TourStep.all.map(\.name))
    func everyStepRunsAndShowsSomething(_ name: String) async throws {
        let step = try #require(TourStep.all.first { $0.name == name })
        var transcript = Transcript()
        try await step.run(&transcript)
        #expect(transcript.lines.count > 5)
        #expect(!transcript.lines.contains { $0.contains("FAILED") })
    }

    @Test func theBigNumStepShowsExactAmountsAndLEB128() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "BigNum" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("0.00049 ETH"))
        #expect(text.contains("490000 gwei"))
        #expect(text.contains("1000000000000000000"))
        #expect(text.contains("e5 8e 26"))
        #expect(text.contains("1.3100 EOS"))
    }

    @Test func theCandidStepDecodesAtANewerTypeAndCallsADidMethod() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "Candid" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("44 49 44 4c"))
        #expect(text.contains("nil (the old message has no fee)"))
        #expect(text.contains("fee = null"))
        #expect(
            text.contains(
                "icrc1_transfer                     (TransferArg) -> (variant { Ok : nat; Err : TransferError })"))
        #expect(text.contains("InsufficientFunds = record { balance = 42 : nat }"))
        #expect(text.contains("decoding quota"))
    }

    @Test func theBLSStepVerifiesAMainnetCertificate() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "BLS" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("b294b418b11ebe5dd7dd1dcb099e4e0372b9a42aef7a7a37fb4f25667d705ea9"))
        #expect(text.contains("signed by the root key             yes"))
        #expect(text.contains("signed by the subnet               yes"))
        #expect(!text.contains("FAILED"))
    }

    @Test func theICPAgentStepSignsAndVerifiesOffline() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "ICPAgent" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("request_status/…/status            rejected"))
        #expect(text.contains("signs before expiry                yes"))
        #expect(text.contains("delegation 0 of the chain expired"))
        #expect(text.contains("is not hosted by subnet"))
        #expect(text.contains("old; at most"))
        #expect(!text.contains("FAILED"))
    }

    @Test func theCanistersStepInstallsCallsUpgradesAndDeletesACCanister() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "Canisters" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("get (query)                        2"))
        #expect(text.contains("IC0503"))
        #expect(text.contains("get after the trap (rolled back)   2"))
        #expect(text.contains("get after the upgrade              2"))
        #expect(text.contains("increment                          3"))
        #expect(text.contains("status                             running"))
        #expect(text.contains("IC0301"))
        #expect(!text.contains("FAILED"))
    }

    @Test func theLiveICPStepCallsVerifiesAndRefusesAForgery() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "ICPLive" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(
            text.contains(
                "whoami as alice (Ed25519)          33awh-z72kv-kb6zt-f6d7k-5em3y-a3lhq-zhnsu-jkb2n-346mc-icncg-mae"))
        #expect(text.contains("get (query)                        2"))
        #expect(text.contains("echo (query)                       hello, Internet Computer"))
        #expect(text.contains("refused: the answer did not verify"))
        #expect(!text.contains("FAILED"))
        // The ledger through the client CandidPlugin generated from icp_ledger.did.
        #expect(
            text.contains("func icrc1Transfer(_ arg0: TransferArg) async throws(AgentError) -> Icrc1TransferResult"))
        #expect(text.contains("icrc1Transfer(0.5 ICP to bob)      Ok: block 2"))
        #expect(text.contains("icrc1BalanceOf(bob) in e8s         300000000"))
        #expect(text.contains("Err: InsufficientFunds, balance"))
    }

    @Test func theAPDUStepTalksToTheVirtualCardThroughPcscd() async throws {
        guard ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"] != nil else {
            try Test.cancel(
                "no virtual card host: `make test` starts pcscd and one (PCSC_VIRTUAL_CARD_READER is unset)")
        }
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "APDU" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("00 b0 00 00 00 00 00"))
        #expect(text.contains("\"Virtual PCD 00 00\""))
        #expect(text.contains("300 bytes, 9000"))
        #expect(text.contains("32 bytes after resending, 9000"))
        #expect(text.contains("63C2"))
        #expect(text.contains("00 20 00 81 Lc=6 [6 bytes redacted]"))
        #expect(text.contains("transaction begins"))
        // Commands show their data in brackets; the PINs' must never appear.
        #expect(!text.contains("[30 30 30 30 30 30]"))
        #expect(!text.contains("[31 32 33 34 35 36]"))
    }

    /// Through pcscd when vpcd's spare reader is there (under `make test` it must be), else in
    /// process; the session and its lines are the same either way.
    @Test func theTonCardStepActivatesSignsUsesTheKeychainAndCountsAWrongPin() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "TON card" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        if text.contains("\"Virtual PCD 00 01\" through pcscd") {
            // The card was inserted while the client waited for it, and pulled out at the end.
            #expect(text.contains("inserted while the client waited for a card"))
            #expect(
                text.contains(
                    "recoveryData() with no card        210005 Card was removed or reset during the operation."))
        }
        if ProcessInfo.processInfo.environment["PCSC_VIRTUAL_CARD_READER"] != nil {
            #expect(text.contains("\"Virtual PCD 00 01\" through pcscd"))
        } else {
            #expect(
                text.contains("\"Virtual PCD 00 01\" through pcscd")
                    || text.contains("card                               in process ("))
        }
        #expect(text.contains("ATR                                3b 88 80 01 54 4f 4e 54 45 53 54 31 7b"))
        #expect(text.contains("serial number                      504394802433901126813236"))
        #expect(text.contains("verifyPin                          accepted, 10 tries left"))
        #expect(text.contains("cf06857a7453b195d573307dd4ecba5b38e29f99bb2fdacc1260063af4939836"))
        #expect(text.contains("signature verifies (Crypto)        yes"))
        #expect(text.contains("…for \"pay 9 TON to bob\"            no"))
        #expect(text.contains("key(for:) read back                the same 40 bytes"))
        #expect(text.contains("deleteKey                          0 key(s) left"))
        #expect(text.contains("RecoveryData described             RecoveryData(redacted)"))
        #expect(text.contains("sealed                             294 bytes: magic+version+KDF 544352440101"))
        #expect(text.contains("opened with the passphrase         the same four fields"))
        #expect(
            text.contains(
                "opened with a guess                the passphrase does not open this recovery data (wrong key)"))
        #expect(text.contains("one ciphertext bit flipped         the sealed recovery data was changed"))
        #expect(
            text.contains("verifyPin(wrong)                   refused: Incorrect PIN (from Ton wallet applet). (6F07)"))
        #expect(text.contains("tries left                         9"))
        #expect(
            text.contains(
                #"getKeyChainInfo()                  {"numberOfKeys":0,"occupiedSize":0,"freeSize":32767,"status":"ok"}"#
            ))
        #expect(
            text.contains(
                #""code":"6F07","errorTypeId":"0","errorType":"Applet fail: card operation error","cardInstruction":"VERIFY_PIN","apdu":"B0 A2 00 00 44 REDACTED"}"#
            ))
        #expect(text.contains(#"verifyPin(pin: "1234")             {"message":"done","status":"ok"}"#))
        #expect(!text.contains("FAILED"))
    }

    /// Over loopback only: the chain stub, the callback server and the wallet emulator all bind
    /// 127.0.0.1 on ports the system picks.
    @Test func theDeeplinkStepVerifiesAMYKEYLoginRefusesAForgedOneAndBinds() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "EOS deeplink" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(
            text.contains(
                "URL                                simplewallet://eos.io?param=%7B%22action%22%3A%22login%22"))
        #expect(text.contains("QR (level M, byte mode)            version "))
        #expect(text.contains("█▀▀▀▀▀█"))
        #expect(text.contains("POST loginUrl                      HTTP 200, reply code 0"))
        #expect(text.contains("verified account                   mykeydemo123"))
        #expect(text.contains("(MYKEY reserved key (keydata index 3))"))
        #expect(text.contains("POST loginUrl                      reply code 2"))
        #expect(text.contains("cannot act alone for mykeydemo123"))
        // MYKEY's binding codes from the SQLite registry, in the reply and in the callback.
        #expect(text.contains("mykeydemo123 for user-1"))
        #expect(text.contains("bound; reply code 0, callback result 1"))
        #expect(text.contains("10006 (already bound); reply code 10006, callback result 10006"))
        #expect(text.contains("10008 (dapp bound, MYKEY unbound); reply code 10008, callback result 10008"))
        #expect(text.contains("10009 (MYKEY bound); reply code 10009, callback result 10009"))
        #expect(text.contains("mykeydemo123 ↔ user-1"))
        #expect(
            text.contains(
                "10002 (MYKEY not installed): no wallet answered within 0.2 s. MYKEY or another SimpleWallet wallet"))
        // The desktop entry `deeplink register-handler` would write (the tool is built with the tests).
        #expect(text.contains("Exec=…/deeplink open %u"))
        #expect(text.contains("x-scheme-handler/simplewallet=deeplink-simplewallet.desktop;"))
        #expect(!text.contains("FAILED"))
    }

    @Test func theCoordinatorsStepRunsTheScriptedFlowAndLeavesNothingBehind() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "Coordinators" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("      [Send to]\n        1. Savings\n        2. Alice\n      > 2"))
        #expect(text.contains("    [PIN]\n    > ••••"))
        #expect(!text.contains("1234"))
        #expect(text.contains("flow result                        completed: block 42: 1.5 ICP to alice"))
        #expect(
            text.contains(
                "refused                            screen amount refused the scripted text (4 characters): type a number"
            ))
        #expect(text.contains("flow result                        cancelled"))
        #expect(text.contains("flow WaitForCard did not finish within 30.0 seconds"))
        #expect(text.contains("a card inserted late               refused: the wait already ended"))
        #expect(
            text.contains("lifetime report                    20000 flows started, all ended; no tracked object alive"))
        #expect(!text.contains("FAILED"))
    }

    @Test func theWalletStepTypesAWholeSessionIntoTheTerminalWallet() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "Wallet" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("simplewallet://eos.io?param="))
        #expect(text.contains("[Balance of Main]\n    │ 100 ICP"))
        #expect(text.contains("[Sent 1.5 ICP]\n    │ block 1"))
        #expect(text.contains("verified: certificate BLS signature"))
        #expect(text.contains("checked against the card's public key: valid"))
        #expect(text.contains("account walletuser"))
        #expect(text.contains("session ended                      quit"))
        #expect(text.contains("emulator started                   icp-replica, pid"))
        #expect(text.contains("emulator started                   deeplink-wallet, pid"))
        #expect(text.contains("emulators still running            none (stopped by PID)"))
        #expect(text.contains("secrets on screen                  none"))
        #expect(!text.contains("a tour passphrase"))
        #expect(!text.contains("FAILED"))
    }

    @Test func theHTTPSpecTLSStepInspectsVerifiesPinsAndRefusesTheWrongPin() async throws {
        var transcript = Transcript()
        try await #require(TourStep.all.first { $0.name == "Certificates" }).run(&transcript)
        let text = transcript.lines.joined(separator: "\n")
        #expect(text.contains("certificates in the bundle         2"))
        #expect(text.contains("names                          localhost, 127.0.0.1"))
        #expect(text.contains("pin (SPKI SHA-256)             sha256/"))
        #expect(text.contains("valid: CN=localhost → CN=HTTPSpec Test Intermediate → CN=HTTPSpec Test Root"))
        #expect(text.contains("expired leaf                       refused: the certificate for CN=localhost expired"))
        #expect(text.contains("refused: the certificate is not valid for api.example.com"))
        #expect(text.contains("answered: GET /status 0 localhost:"))
        #expect(text.contains("refused before sending:"))
        #expect(text.contains("requests that reached the server   1"))
        #expect(text.contains("04 | 00 a4 04 00 02 3f 00 | (empty)"))
        #expect(!text.contains("FAILED"))
    }
}
