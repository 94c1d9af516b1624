import Coordinators
import CoordinatorsTesting
import Foundation
import WalletApp

// WalletApp.cardSignFlowsPerSecond   the card tab's "Sign" flow as a person runs it, on the TON
//                                    card emulator in process: message and PIN through a
//                                    ScriptedPresenter, the card's signature (PIN check, HMAC-
//                                    sealed APDUs, Ed25519 on the card) and the wallet's own
//                                    check of it against the card's public key. What the wallet
//                                    adds on top of the card, for one signature a person asks for.

private let signFlowsPerCall = 50
private let walletBenchmarkPrefix = "walletapp-bench-"

/// A body running `count` sign flows on an activated emulated card; nil when setting the card up
/// or the first flow does not come out right.
private func cardSignFlows(_ count: Int) -> (() -> UInt64)? {
    removeStaleBenchmarkFiles(prefix: walletBenchmarkPrefix)
    let directory = benchmarkDirectory(prefix: walletBenchmarkPrefix, "card").path
    guard
        let card = waitFor({ () async throws -> CardService in
            // Few PBKDF2 rounds: the key store's opening is not what is measured.
            let keys = try await CardKeyStore.open(
                dataDirectory: directory, passphrase: SecretText("benchmark passphrase"), rounds: 1_000)
            return CardService(
                connector: try EmulatedCardConnector(stateFile: directory + "/toncard.state", keyStore: keys))
        })
    else { return nil }
    // Activate the card once, then check one signature the way the flow reports it.
    let activation = ScriptedPresenter([
        .choose("card.menu", "Activate"), .answer("card.activate.confirm", .confirmed(true)),
        .answer("card.newPin", .text("2468")), .answer("card.newPin.again", .text("2468")),
        .answer("card.activated", .acknowledged),
        .choose("card.menu", "Sign"), .answer("card.message", .text("hello")),
        .answer("card.pin", .text("2468")), .answer("card.signature", .acknowledged),
        .choose("card.menu", "Quit wallet"),
    ])
    guard waitFor({ try await FlowContext(presenter: activation).coordinate(to: CardTab(service: card)) }) == .quit,
        let screens = waitFor({ await activation.transcript.text }),
        screens.contains(where: { $0.contains("checked against the card's public key: valid") })
    else { return nil }
    let presenter = ScriptedPresenter(
        [
            .answer("card.message", .text("a message to sign")), .answer("card.pin", .text("2468")),
            .answer("card.signature", .acknowledged),
        ], repeats: true, recordsTranscript: false)
    let context = FlowContext(presenter: presenter)
    let flow = CardSignFlow(service: card)
    return {
        waitForChecksum {
            var signed: UInt64 = 0
            for _ in 0..<count where try await context.coordinate(to: flow).value != nil { signed &+= 1 }
            return signed
        }
    }
}

func walletAppBenchmarks() -> [Benchmark] {
    [
        Benchmark(name: "WalletApp.cardSignFlowsPerSecond", operations: signFlowsPerCall) {
            cardSignFlows(signFlowsPerCall)
        }
    ]
}
