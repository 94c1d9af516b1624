import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard keychain add (--key HEX | --key-file PATH)`: addKeyIntoKeyChain; prints the key's HMAC.
struct KeychainAddCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Adds a key (1 to 8192 bytes, hex) to the keychain and prints its HMAC, the key's name from then on.")

    @Option(name: .long, help: ArgumentHelp("The key as hex.", valueName: "hex"))
    var key: String?

    @Option(
        name: .customLong("key-file"),
        help: ArgumentHelp(
            "A file holding the key as hex (whitespace ignored), so the key stays out of argv.", valueName: "path"))
    var keyFile: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (key == nil) != (keyFile == nil) else {
            throw ValidationError("give the key with exactly one of --key HEX or --key-file PATH")
        }
    }

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let hex = HexArgument.normalised(
            try keyFile.map { path throws(TonCardToolError) in try TextFile.read(path, option: "--key-file") } ?? key
                ?? "")
        let card = try await session.card(for: .addKeyIntoKeyChain, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.addKeyIntoKeyChain(newKey: hex)
            }
            return
        }
        let hmac = try await session.run(card) { card throws(TonCardError) in try await card.addKey(hex: hex) }
        session.say("Added a \(hex.count / 2)-byte key. Its HMAC: \(hmac.hex)")
    }
}
