import ArgumentParser
import TonCard
import TonCardJSON

/// `toncard recovery set (HEX | --file PATH)`: addRecoveryData.
struct RecoverySetCommand: TonCardSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Stores recovery data (hex) on the card; the card refuses while some is already set.")

    @Argument(help: ArgumentHelp("The recovery data as hex.", valueName: "hex"))
    var data: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A file holding the recovery data as hex (whitespace ignored).", valueName: "path"))
    var file: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (data == nil) != (file == nil) else {
            throw ValidationError("give the recovery data with exactly one of HEX or --file PATH")
        }
    }

    func execute(_ session: CommandSession) async throws(TonCardToolError) {
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
}
