import ChildProcesses
import Coordinators
import CoordinatorsTesting
import Foundation
import ICPAgent
import Testing
import WalletApp

/// A whole wallet session with `LocalWalletEnvironment`: the real `icp-replica` and
/// `deeplink-wallet` processes and the in-process card emulator, played by a script — unlock, EOS
/// login, ICP balance and transfer, card activation and signature, quit; then the emulators are
/// stopped.
@Suite("A local wallet session from unlock to quit", .serialized)
struct LocalWalletSessionTests {
    @Test("unlock, log in, check the balance, send 1.5 ICP, sign on the card, quit: every emulator stopped after")
    func wholeSession() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wallet-session-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = LocalWalletEnvironment(
            dataDirectory: directory, executables: try BuiltEmulators.folder(),
            keyDerivationRounds: 1_000)
        let recipient = AccountIdentifier(owner: try Ed25519Identity().sender).description
        let presenter = ScriptedPresenter([
            .answer("app.passphrase", .text("correct horse battery")),
            .choose("app.start", "Log in"),
            .choose("eos.login", "Answer with the local wallet emulator"),
            // The ICP tab first.
            .choose("icp.menu", "Balance"), .choose("icp.identity", "Main"), .answer("icp.balance", .acknowledged),
            .choose("icp.menu", "Transfer"), .choose("icp.identity", "Main"),
            .answer("icp.recipient", .text(recipient)),
            .answer("icp.amount", .text("1.5")), .answer("icp.confirm", .confirmed(true)),
            .answer("icp.receipt", .acknowledged),
            .hold("icp.menu"),
            // Then the card, once the ICP tab is done.
            .choose("card.menu", "Activate").after("icp.menu", shown: 3),
            .answer("card.activate.confirm", .confirmed(true)), .answer("card.newPin", .text("1234")),
            .answer("card.newPin.again", .text("1234")), .answer("card.activated", .acknowledged),
            .choose("card.menu", "Sign"), .answer("card.message", .text("hello from the terminal wallet")),
            .answer("card.pin", .text("1234")), .answer("card.signature", .acknowledged),
            .hold("card.menu"),
            // The EOS tab quits once the card is done.
            .choose("eos.menu", "Quit wallet").after("card.menu", shown: 3),
        ])
        let tracker = LifetimeTracker()
        let context = FlowContext(presenter: presenter, observer: tracker)
        let ending = try await context.coordinate(to: AppCoordinator(environment: environment))
        #expect(ending == .quit)
        #expect(environment.runningEmulators.isEmpty)
        #expect(await presenter.unusedSteps.isEmpty)
        #expect(tracker.report().isClean)

        let notices = await presenter.transcript.compactMap { entry -> (String, String)? in
            if case .shown(let screen, _, .notice(_, let message)) = entry { return (screen, message) }
            return nil
        }
        let balance = notices.first { $0.0 == "icp.balance" }?.1 ?? ""
        #expect(balance.contains("100 ICP"))
        #expect(balance.contains("verified"))
        let receipt = notices.first { $0.0 == "icp.receipt" }?.1 ?? ""
        #expect(receipt.contains("block"))
        let signature = notices.first { $0.0 == "card.signature" }?.1 ?? ""
        #expect(signature.contains("valid"))
        let text = await presenter.transcript.text.joined(separator: "\n")
        #expect(!text.contains("correct horse battery"))
        #expect(!text.contains("> 1234"))
    }

    @Test("a wrong passphrase is said and asked again; giving up leaves the wallet locked and starts nothing")
    func wrongPassphrase() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wallet-locked-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Where the emulators would be; this session never gets far enough to start them.
        let executables = Executables.folderOfThisProgram
        // The first opening sets the passphrase; quit at the start menu.
        let first = LocalWalletEnvironment(
            dataDirectory: directory, executables: executables, keyDerivationRounds: 1_000)
        let setUp = ScriptedPresenter([
            .answer("app.passphrase", .text("the first passphrase")), .choose("app.start", "Quit"),
        ])
        #expect(try await FlowContext(presenter: setUp).coordinate(to: AppCoordinator(environment: first)) == .quit)
        #expect(first.runningEmulators.isEmpty)

        let second = LocalWalletEnvironment(
            dataDirectory: directory, executables: executables, keyDerivationRounds: 1_000)
        let presenter = ScriptedPresenter([
            .answer("app.passphrase", .text("not the passphrase")), .answer("app.error", .acknowledged),
            .dismiss("app.passphrase"),
        ])
        #expect(
            try await FlowContext(presenter: presenter).coordinate(to: AppCoordinator(environment: second)) == .locked)
        #expect(second.runningEmulators.isEmpty)
        let error = await presenter.transcript.compactMap { entry -> String? in
            if case .shown("app.error", _, .notice(_, let message)) = entry { return message }
            return nil
        }
        #expect(error.first?.contains("passphrase") == true)
        #expect(error.first?.contains("not the passphrase") == false)
    }
}
