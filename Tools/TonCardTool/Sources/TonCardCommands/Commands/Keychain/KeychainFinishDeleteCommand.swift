import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard keychain finish-delete`: finishDeleteKeyFromKeyChainAfterInterruption (spec §4.7). A
/// delete cut short (card removed) leaves the card in state 37, where the keychain takes nothing
/// else until the delete is finished.
struct KeychainFinishDeleteCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "finish-delete",
        abstract: "Finishes a keychain delete that was interrupted (the card waits in state 37).")

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .finishDeleteKeyFromKeyChainAfterInterruption, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.finishDeleteKeyFromKeyChainAfterInterruption()
            }
            return
        }
        let left = try await session.run(card) { card throws(TonCardError) in
            try await card.finishDeleteKeyAfterInterruption()
        }
        session.say(
            "Finished the interrupted delete. \(left) \(left == 1 ? "key is" : "keys are") left in the keychain.")
    }
}
