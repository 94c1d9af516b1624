import ArgumentParser
import ByteTools
import TonCard
import TonCardJSON

/// `toncard recovery get [--raw]`: getRecoveryData. Data stored by `recovery set --from-json` (it
/// starts with the envelope's magic `TCRD`) is opened with the recovery passphrase and shown as
/// its four fields; anything else, or any data with `--raw`, is shown as the stored bytes.
struct RecoveryGetCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Prints the card's recovery data: its fields when it is sealed typed data, else hex.",
        discussion: """
            Sealed typed data is opened with TONCARD_RECOVERY_PASSPHRASE (or a prompt); with --json its \
            fields are printed as {"multisigAddress":…,"surfPublicKey":…,"authenticationPassword":…,"commonSecret":…}.
            """)

    @Flag(
        name: .long,
        help: "Print the stored bytes as hex (with --json the original API's getRecoveryData JSON), even when sealed.")
    var raw = false

    @OptionGroup var global: GlobalOptions

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        let card = try await session.card(for: .getRecoveryData, keyStore: false)
        let data = try await session.run(card) { card throws(TonCardError) in try await card.recoveryData() }
        if !raw, data.starts(with: RecoveryDataEnvelope.magic) {
            let recovery = try session.openRecoveryData(data)
            if session.json {
                session.say(RecoveryDataJSON.render(recovery))
            } else {
                for field in RecoveryData.Field.allCases {
                    session.say("\(field.rawValue): \(Hex.encode(recovery.revealedBytes(of: field), uppercase: true))")
                }
            }
            return
        }
        let hex = Hex.encode(data, uppercase: true)
        session.say(session.json ? TonCardJSONFormat.message(hex) : hex)
    }
}
