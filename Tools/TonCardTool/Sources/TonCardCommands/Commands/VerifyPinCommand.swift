import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard verify-pin`: checks the PIN against the card (VERIFY_PIN, HMAC-protected).
struct VerifyPinCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-pin",
        abstract: "Checks the PIN with the card; a wrong one says how many tries are left.",
        discussion: """
            Secrets: TONCARD_PIN, TONCARD_KEYSTORE_PASSPHRASE.

            Example:
              toncard verify-pin
            """)

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let pin = try session.secret(.pin)
        let card = try await session.card(for: .verifyPin, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.verifyPin(pin: pin)
            }
            return
        }
        try await session.run(card) { card throws(TonCardError) in try await card.verifyPin(pin) }
        session.say("PIN verified.")
    }
}
