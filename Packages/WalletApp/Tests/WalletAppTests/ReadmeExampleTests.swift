import Coordinators
import CoordinatorsTesting
import Foundation
import Testing
import WalletApp

/// Compiles and checks the example in Packages/WalletApp/README.md; the region between the
/// markers must stay identical to the README's code block (a workspace check compares them).
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() async throws {
        // README-EXAMPLE-BEGIN
        // The TON card tab on the card emulator, in process: the card's state in a file, the HMAC
        // keys the wallet shares with it in an encrypted store (few PBKDF2 rounds: an example).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-\(UUID())").path
        let keys = try await CardKeyStore.open(
            dataDirectory: directory, passphrase: SecretText("an example passphrase"), rounds: 1_000)
        let card = CardService(
            connector: try EmulatedCardConnector(stateFile: directory + "/toncard.state", keyStore: keys))

        // A script plays the person (in `wallet`, CoordinatorsTerminal's TerminalPresenter asks
        // one): activate the card with a new PIN, sign a message with it, quit.
        let presenter = ScriptedPresenter([
            .choose("card.menu", "Activate"), .answer("card.activate.confirm", .confirmed(true)),
            .answer("card.newPin", .text("2468")), .answer("card.newPin.again", .text("2468")),
            .answer("card.activated", .acknowledged),
            .choose("card.menu", "Sign"), .answer("card.message", .text("hello")),
            .answer("card.pin", .text("2468")), .answer("card.signature", .acknowledged),
            .choose("card.menu", "Quit wallet"),
        ])
        let exit = try await FlowContext(presenter: presenter).coordinate(to: CardTab(service: card))  // .quit
        let screens = await presenter.transcript.text  // …, "checked against the card's public key: valid"
        // README-EXAMPLE-END
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(exit == .quit)
        #expect(await presenter.unusedSteps.isEmpty)
        #expect(screens.contains { $0.contains("checked against the card's public key: valid") })
        #expect(!screens.contains { $0.contains("2468") })
    }
}
