import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard activate`: turnOnWallet (spec §4.3) with the new PIN and the card's activation data;
/// the card's HMAC key goes to the encrypted host key store.
struct ActivateCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "activate",
        abstract: "Activates a card (turnOnWallet): sets its PIN and saves its HMAC key in the host key store.",
        discussion: """
            Secrets: TONCARD_NEW_PIN (4 digits), TONCARD_PASSWORD (256 hex digits), \
            TONCARD_COMMON_SECRET (64), TONCARD_IV (32), TONCARD_KEYSTORE_PASSPHRASE. The card \
            must be waiting for activation (state 27); its seed is regenerated.

            Example:
              TONCARD_NEW_PIN=1234 TONCARD_PASSWORD=… TONCARD_COMMON_SECRET=… TONCARD_IV=… toncard activate
            """)

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        // Every secret first, so a missing one stops the command before the card is touched.
        let newPin = try session.secret(.newPin)
        let password = try session.secret(.password)
        let commonSecret = try session.secret(.commonSecret)
        let initialVector = try session.secret(.initialVector)
        let card = try await session.card(for: .turnOnWallet, keyStore: true)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.turnOnWallet(
                    newPin: newPin, authenticationPassword: password, commonSecret: commonSecret,
                    initialVector: initialVector)
            }
            return
        }
        let state = try await session.run(card) { card throws(TonCardError) in
            try await card.turnOnWallet(
                newPin: newPin,
                password: ActivationPassword(hex: password, operation: .turnOnWallet),
                commonSecret: CommonSecret(hex: commonSecret, operation: .turnOnWallet),
                iv: InitialVector(hex: initialVector, operation: .turnOnWallet))
        }
        let serial = try await session.run(card) { card throws(TonCardError) in try await card.serialNumber() }
        session.say(state.description)
        session.say("Serial number: \(serial.description)")
        session.say("The card's HMAC key is saved in the key store in \(try session.keyStoreDirectory()).")
    }
}
