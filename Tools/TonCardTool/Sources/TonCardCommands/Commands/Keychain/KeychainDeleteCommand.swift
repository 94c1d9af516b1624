import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard keychain delete HMAC`: deleteKeyFromKeyChain (spec §4.7).
struct KeychainDeleteCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Deletes the key with this HMAC from the keychain.")

    @Argument(help: ArgumentHelp("The key's HMAC: 64 hex digits.", valueName: "hmac"))
    var hmac: String

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .deleteKeyFromKeyChain, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.deleteKeyFromKeyChain(keyHmac: hmac)
            }
            return
        }
        let left = try await session.run(card) { card throws(TonCardError) in
            try await card.deleteKey(KeyHMAC(hex: hmac, operation: .deleteKeyFromKeyChain))
        }
        session.say("Deleted the key. \(left) \(left == 1 ? "key is" : "keys are") left in the keychain.")
    }
}
