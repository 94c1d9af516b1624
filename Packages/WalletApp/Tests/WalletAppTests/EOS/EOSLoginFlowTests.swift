import Coordinators
import CoordinatorsTesting
import Foundation
import Testing
import WalletApp

/// The login flow against the real `deeplink-wallet` emulator (its chain stub checks the keys):
/// the QR screen, the emulator answering, the callback server verifying.
@Suite("EOS login through the deeplink-wallet emulator", .serialized)
struct EOSLoginFlowTests {
    @Test("the emulator answers the request: the flow ends with the verified account and key")
    func verifiedLogin() async throws {
        let status = try await LocalDeeplinkWallet.with { wallet in
            let presenter = ScriptedPresenter([.choose("eos.login", "Answer with the local wallet emulator")])
            let tracker = LifetimeTracker()
            let context = FlowContext(presenter: presenter, observer: tracker)
            let result = try await context.coordinate(to: EOSLoginFlow(settings: wallet.settings))
            #expect(
                result == .completed(EOSSession(account: "alice", permission: "active", publicKey: wallet.publicKey)))
            #expect(tracker.report().isClean)
            let shown = await presenter.transcript.compactMap { entry -> ScreenForm? in
                if case .shown(_, _, let form) = entry { return form }
                return nil
            }
            guard case .menu(_, let message?, let options)? = shown.first else {
                Issue.record("the login screen is not a menu with the QR code: \(shown)")
                return
            }
            #expect(message.contains("simplewallet://eos.io?param="))
            #expect(message.contains("█"))
            #expect(options == ["Answer with the local wallet emulator", "Cancel"])
        }
        #expect(status == 0)
    }

    @Test("a login signed with a key the account does not have is refused, not a session")
    func forgedLogin() async throws {
        let status = try await LocalDeeplinkWallet.with(["--fault", "wrong-key"]) { wallet in
            let context = FlowContext(
                presenter: ScriptedPresenter([.choose("eos.login", "Answer with the local wallet emulator")]))
            await #expect {
                _ = try await context.coordinate(to: EOSLoginFlow(settings: wallet.settings))
            } throws: { error in
                guard case .refused(let reason) = error as? EOSLoginError else { return false }
                return reason.contains("alice")
            }
        }
        #expect(status == 0)
    }

    @Test("a wallet that cancels ends the wait at once with the wallet's answer")
    func declinedLogin() async throws {
        let status = try await LocalDeeplinkWallet.with(["--decision", "cancel"]) { wallet in
            let context = FlowContext(
                presenter: ScriptedPresenter([.choose("eos.login", "Answer with the local wallet emulator")]))
            await #expect {
                _ = try await context.coordinate(to: EOSLoginFlow(settings: wallet.settings))
            } throws: { error in
                if case .declined = error as? EOSLoginError { return true }
                return false
            }
        }
        #expect(status == 0)
    }

    @Test("no wallet answers in time: MYKEY's 10002 with the install hint, or without it under disableInstall")
    func noWalletAnswers() async throws {
        for disableInstall in [false, true] {
            let settings = EOSLoginSettings(
                chainURL: URL(string: "http://127.0.0.1:9")!, timeout: .milliseconds(100),
                disableInstall: disableInstall)
            let context = FlowContext(presenter: ScriptedPresenter([.hold("eos.login")]))
            await #expect {
                _ = try await context.coordinate(to: EOSLoginFlow(settings: settings))
            } throws: { error in
                guard let error = error as? EOSLoginError, case .noWalletAnswered(let noWallet) = error else {
                    return false
                }
                return error.resultCode?.rawValue == 10002 && noWallet.disableInstall == disableInstall
                    && error.description.contains("Install MYKEY on your phone (https://mykey.org)") == !disableInstall
                    && error.description.hasPrefix("10002 (MYKEY not installed): no wallet answered within 0.1 s")
            }
        }
    }

    @Test("the user cancels on the QR screen: cancelled, and the callback server is stopped")
    func userCancels() async throws {
        let status = try await LocalDeeplinkWallet.with { wallet in
            let tracker = LifetimeTracker()
            let context = FlowContext(presenter: ScriptedPresenter([.choose("eos.login", "Cancel")]), observer: tracker)
            let result = try await context.coordinate(to: EOSLoginFlow(settings: wallet.settings))
            #expect(result == .cancelled)
            #expect(tracker.report().isClean)
        }
        #expect(status == 0)
    }

    @Test("the EOS tab shows the account and ends the home with the user's choice")
    func eosTab() async throws {
        let session = EOSSession(
            account: "alice", permission: "active", publicKey: "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV")
        let presenter = ScriptedPresenter([
            .choose("eos.menu", "Account"), .answer("eos.account", .acknowledged), .choose("eos.menu", "Log out"),
        ])
        let exit = try await FlowContext(presenter: presenter).coordinate(to: EOSTab(session: session))
        #expect(exit == .logOut)
        let notices = await presenter.transcript.compactMap { entry -> String? in
            if case .shown("eos.account", _, .notice(_, let message)) = entry { return message }
            return nil
        }
        #expect(notices.first?.contains("account alice") == true)
        #expect(await presenter.unusedSteps.isEmpty)
    }
}
