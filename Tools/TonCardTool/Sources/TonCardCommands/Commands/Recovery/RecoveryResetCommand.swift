import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard recovery reset`: resetRecoveryData.
struct RecoveryResetCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Removes the card's recovery data.")

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .resetRecoveryData, keyStore: false)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.resetRecoveryData()
            }
            return
        }
        try await session.run(card) { card throws(TonCardError) in try await card.resetRecoveryData() }
        session.say("Removed the card's recovery data.")
    }
}
