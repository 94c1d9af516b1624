import ArgumentParser
import ByteTools
import TonCard
import TonCardJSON

/// `toncard recovery get`: getRecoveryData, as hex.
struct RecoveryGetCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Prints the card's recovery data (hex).")

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .getRecoveryData, keyStore: false)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in try await client.getRecoveryData()
            }
            return
        }
        let data = try await session.run(card) { card throws(TonCardError) in try await card.recoveryData() }
        session.say(Hex.encode(data, uppercase: true))
    }
}
