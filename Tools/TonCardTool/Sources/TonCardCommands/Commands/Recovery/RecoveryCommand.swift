import ArgumentParser

/// `toncard recovery …`: the card's recovery data (spec §4.5; no PIN, no HMAC).
struct RecoveryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recovery",
        abstract: "Stores, reads and removes the card's recovery data (up to 2048 bytes).",
        discussion: """
            Examples:
              toncard recovery set --file recovery.hex
              TONCARD_RECOVERY_PASSPHRASE=… toncard recovery set --from-json recovery.json
              TONCARD_RECOVERY_PASSPHRASE=… toncard recovery get --json
              toncard recovery get --raw
              toncard recovery reset
            """,
        subcommands: [RecoverySetCommand.self, RecoveryGetCommand.self, RecoveryResetCommand.self]
    )
}
