import ArgumentParser
import ByteTools
import TonCard
import TonCardJSON

/// `toncard pubkey [--index N]`: the Ed25519 public key at the default path or at index N.
struct PubkeyCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "pubkey",
        abstract: "Prints the card's Ed25519 public key (hex) for the default path, or for an HD index.",
        discussion: """
            The default path is m/44'/396'/0'/0'/0'; --index N uses m/44'/396'/0'/0'/N'.

            Examples:
              toncard pubkey
              toncard pubkey --index 5 --json
            """)

    @Option(name: .long, help: ArgumentHelp("The HD index: 1 to 10 decimal digits.", valueName: "n"))
    var index: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(
            for: index == nil ? .getPublicKeyForDefaultPath : .getPublicKey, keyStore: false)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                if let index { return try await client.getPublicKey(hdIndex: index) }
                return try await client.getPublicKeyForDefaultPath()
            }
            return
        }
        let key = try await session.run(card) { card throws(TonCardError) in
            if let index { return try await card.publicKey(hdIndex: index) }
            return try await card.publicKeyForDefaultPath()
        }
        session.say(Hex.encode(key.rawRepresentation, uppercase: true))
    }
}
