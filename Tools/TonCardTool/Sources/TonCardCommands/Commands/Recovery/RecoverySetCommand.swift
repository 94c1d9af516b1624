import ArgumentParser
import ByteTools
import TonCard
import TonCardJSON

/// `toncard recovery set (HEX | --file PATH | --from-json PATH)`: addRecoveryData, of raw bytes or
/// of typed recovery data sealed under `TONCARD_RECOVERY_PASSPHRASE`.
struct RecoverySetCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Stores recovery data on the card; the card refuses while some is already set.",
        discussion: """
            --from-json reads the four fields of typed recovery data (multisigAddress, surfPublicKey, \
            authenticationPassword, commonSecret, as hex) and stores them sealed (AES-256-GCM) under the \
            passphrase in TONCARD_RECOVERY_PASSPHRASE, or one asked for on the terminal.
            """)

    @Argument(help: ArgumentHelp("The recovery data as hex.", valueName: "hex"))
    var data: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A file holding the recovery data as hex (whitespace ignored).", valueName: "path"))
    var file: String?

    @Option(
        name: .customLong("from-json"),
        help: ArgumentHelp(
            "A JSON file with the typed recovery data's four hex fields, stored sealed under TONCARD_RECOVERY_PASSPHRASE.",
            valueName: "path"))
    var fromJSON: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard [data != nil, file != nil, fromJSON != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("give the recovery data with exactly one of HEX, --file PATH or --from-json PATH")
        }
    }

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
        if let fromJSON {
            try await storeTyped(from: fromJSON, session: session)
            return
        }
        let hex = HexArgument.normalised(
            try file.map { path throws(TonCardToolError) in try TextFile.read(path, option: "--file") } ?? data ?? "")
        let card = try await session.card(for: .addRecoveryData, keyStore: false)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.addRecoveryData(recoveryData: hex)
            }
            return
        }
        try await session.run(card) { card throws(TonCardError) in try await card.addRecoveryData(hex: hex) }
        session.say("Stored \(hex.count / 2) bytes of recovery data on the card.")
    }

    /// Reads and checks the file and the passphrase before the card is touched, so a bad file or
    /// a missing passphrase costs nothing on the card.
    private func storeTyped(from path: String, session: CommandSession) async throws(TonCardToolError) {
        let recovery = try RecoveryDataJSON.parse(
            TextFile.read(path, option: "--from-json"), source: "--from-json \(path)")
        let sealed = try session.sealRecoveryData(recovery)
        let card = try await session.card(for: .addRecoveryData, keyStore: false)
        if session.json {
            try await session.printJSON(card) { client throws(TonCardJSONFailure) in
                try await client.addRecoveryData(recoveryData: Hex.encode(sealed, uppercase: true))
            }
            return
        }
        try await session.run(card) { card throws(TonCardError) in try await card.addRecoveryData(sealed) }
        session.say(
            "Stored the recovery data on the card, sealed under the recovery passphrase (\(sealed.count) bytes).")
    }
}
