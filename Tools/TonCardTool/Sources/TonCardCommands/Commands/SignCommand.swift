import ArgumentParser
import ByteTools
import TonCard
import TonCardJSON

/// `toncard sign --message HEX | --text UTF8 [--index N]`: verifies the PIN and signs in one card
/// transaction (verifyPinAndSign…, spec §4.4).
struct SignCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract:
            "Verifies the PIN and signs a message with the card's Ed25519 key; prints the 64-byte signature (hex).",
        discussion: """
            Secrets: TONCARD_PIN, TONCARD_KEYSTORE_PASSPHRASE. At most 189 bytes for the default \
            path, 178 with --index.

            Examples:
              toncard sign --text 'pay 1 TON'
              toncard sign --message 48656C6C6F --index 5
            """)

    @Option(name: .long, help: ArgumentHelp("The message as hex.", valueName: "hex"))
    var message: String?

    @Option(name: .long, help: ArgumentHelp("The message as text, signed as its UTF-8 bytes.", valueName: "text"))
    var text: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The HD index: 1 to 10 decimal digits (default path without it).", valueName: "n"))
    var index: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (message == nil) != (text == nil) else {
            throw ValidationError("give the message to sign with exactly one of --message HEX or --text TEXT")
        }
    }

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let bytes: [UInt8]
        if let text {
            bytes = Array(text.utf8)
        } else {
            guard let decoded = HexArgument.decode(message ?? "") else {
                throw .usage("--message is not hex: give an even number of digits 0-9, A-F")
            }
            bytes = decoded
        }
        let pin = try session.secret(.pin)
        let card = try await session.card(
            for: index == nil ? .verifyPinAndSignForDefaultHdPath : .verifyPinAndSign, keyStore: true)
        if session.json {
            let data = Hex.encode(bytes, uppercase: true)
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                if let index { return try await client.verifyPinAndSign(data: data, hdIndex: index, pin: pin) }
                return try await client.verifyPinAndSignForDefaultHdPath(data: data, pin: pin)
            }
            return
        }
        let signature = try await session.run(card) { card throws(TonCardError) in
            if let index { return try await card.verifyPinAndSign(bytes, hdIndex: index, pin: pin) }
            return try await card.verifyPinAndSignForDefaultHdPath(bytes, pin: pin)
        }
        session.say(Hex.encode(signature, uppercase: true))
    }
}
