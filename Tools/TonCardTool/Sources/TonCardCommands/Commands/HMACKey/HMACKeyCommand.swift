import ArgumentParser

/// `toncard hmac-key …`: the host's encrypted store of card HMAC keys (spec §4.1.1). No card needed.
struct HMACKeyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hmac-key",
        abstract: "Lists, checks and deletes the HMAC keys this host keeps for activated cards.",
        discussion: """
            The keys are named by the cards' serial numbers (24 digits). Needs \
            TONCARD_KEYSTORE_PASSPHRASE; no card is needed. `toncard activate` adds keys.

            Examples:
              toncard hmac-key list
              toncard hmac-key select 504394802433901126813236
              toncard hmac-key delete 504394802433901126813236
            """,
        subcommands: [HMACKeyListCommand.self, HMACKeySelectCommand.self, HMACKeyDeleteCommand.self]
    )
}
