import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard keychain list`: getKeyChainDataAboutAllKeys; one line per key.
struct KeychainListCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Lists the keychain's keys: each one's HMAC and length.")

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .getKeyChainDataAboutAllKeys, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.getKeyChainDataAboutAllKeys()
            }
            return
        }
        let keys = try await session.run(card) { card throws(TonCardError) in try await card.keychainKeys() }
        guard !keys.isEmpty else {
            session.say("The keychain is empty.")
            return
        }
        for key in keys {
            session.say("\(key.hmac.hex)  \(key.length) \(key.length == 1 ? "byte" : "bytes")")
        }
    }
}
