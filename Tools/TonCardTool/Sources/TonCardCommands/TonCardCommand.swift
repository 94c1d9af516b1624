import ArgumentParser

/// The `toncard` command line: the TON Labs security card through a PC/SC reader.
public struct TonCardCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "toncard",
        abstract:
            "Uses a TON Labs security card in a PC/SC reader: activation, keys, signatures, keychain, recovery data.",
        discussion: """
            The card is the one in the reader named by --reader, else the first listed reader \
            holding a card. Options go after the command's name.

            Secrets are never taken from arguments. Each comes from --secrets-from-stdin \
            (NAME=value lines), else its environment variable, else a prompt without echo when \
            standard input is a terminal: TONCARD_PIN, TONCARD_NEW_PIN, TONCARD_PASSWORD (256 hex \
            digits), TONCARD_COMMON_SECRET (64), TONCARD_IV (32), TONCARD_KEYSTORE_PASSPHRASE. \
            The HMAC keys of activated cards live in an encrypted store: --keystore-dir, else \
            TONCARD_KEYSTORE_DIR, else $XDG_DATA_HOME/toncard (~/.local/share/toncard).

            Examples:
              toncard readers
              toncard status
              TONCARD_NEW_PIN=1234 toncard activate        # asks for the other secrets
              printf 'TONCARD_PIN=1234\\nTONCARD_KEYSTORE_PASSPHRASE=…\\n' | toncard sign --text 'pay 1 TON' --secrets-from-stdin
              toncard pubkey --index 5
              toncard keychain add --key-file key.hex
              toncard keychain list --json
              toncard recovery set --file recovery.hex
              toncard hmac-key list

            With --json the output is exactly the JSON of the original library's API: one line \
            per command (a command of several operations prints one object keyed by operation), \
            errors included on standard output.

            Exit codes: 0 success; 1 the card or the key store refused (wrong PIN, blocked card, \
            no HMAC key for the card, wrong state); 64 usage (bad options or input, a missing \
            secret); 70 the reader, pcscd or the tool failed (no reader, no card, card removed). \
            Every tool of the workspace uses the same numbers.
            """,
        version: toolVersion,
        subcommands: [
            ReadersCommand.self, StatusCommand.self, ActivateCommand.self, PubkeyCommand.self, SignCommand.self,
            VerifyPinCommand.self, KeychainCommand.self, RecoveryCommand.self, HMACKeyCommand.self,
        ]
    )

    public init() {}
}
