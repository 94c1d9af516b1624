import ArgumentParser

/// `toncard keychain …`: the card's keychain of up to 1023 keys, each named by its HMAC.
struct KeychainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keychain",
        abstract: "Adds, reads, lists and deletes keys in the card's keychain.",
        discussion: """
            Every keychain command is HMAC-protected: it needs TONCARD_KEYSTORE_PASSPHRASE and the \
            card's key in the host key store (toncard activate puts it there).

            Examples:
              toncard keychain add --key 00112233445566778899AABBCCDDEEFF
              toncard keychain list
              toncard keychain get 6A5F…      # the HMAC add printed
              toncard keychain delete 6A5F…
              toncard keychain free-space
              toncard keychain finish-delete  # after a delete the card was pulled out of
            """,
        subcommands: [
            KeychainAddCommand.self, KeychainGetCommand.self, KeychainListCommand.self,
            KeychainDeleteCommand.self, KeychainFreeSpaceCommand.self, KeychainFinishDeleteCommand.self,
        ]
    )
}
