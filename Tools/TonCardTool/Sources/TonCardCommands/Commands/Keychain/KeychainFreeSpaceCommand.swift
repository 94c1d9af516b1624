import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard keychain free-space`: getFreeStorageSize.
struct KeychainFreeSpaceCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "free-space",
        abstract: "Prints how many bytes the keychain has free.")

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .getFreeStorageSize, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.getFreeStorageSize()
            }
            return
        }
        let free = try await session.run(card) { card throws(TonCardError) in try await card.freeStorageSize() }
        session.say("\(free) bytes free in the keychain.")
    }
}
