import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard hmac-key list`: getAllSerialNumbers.
struct HMACKeyListCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the serial numbers of the cards whose HMAC keys this host keeps.")

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.hostOnlyCard()
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.getAllSerialNumbers()
            }
            return
        }
        let serials = try await session.run(card) { card throws(TonCardError) in
            try await card.serialNumbersWithHMACKeys()
        }
        guard !serials.isEmpty else {
            session.say("The key store in \(try session.keyStoreDirectory()) holds no HMAC keys.")
            return
        }
        for serial in serials { session.say(serial.description) }
    }
}
