import ArgumentParser
import ByteTools
import TonCard
import TonCardJSON

/// `toncard keychain get HMAC`: getKeyFromKeyChain; prints the key as hex.
struct KeychainGetCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Prints the key (hex) the keychain holds under an HMAC.")

    @Argument(
        help: ArgumentHelp(
            "The key's HMAC: 64 hex digits, as `keychain add` or `keychain list` print it.", valueName: "hmac"))
    var hmac: String

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .getKeyFromKeyChain, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.getKeyFromKeyChain(keyHmac: hmac)
            }
            return
        }
        let key = try await session.run(card) { card throws(TonCardError) in
            try await card.key(for: KeyHMAC(hex: hmac, operation: .getKeyFromKeyChain))
        }
        session.say(Hex.encode(key, uppercase: true))
    }
}
