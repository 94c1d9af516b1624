import ArgumentParser

/// The options every command takes (after the command's name: `toncard status --json`).
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Use the reader of this name (as `toncard readers` lists it) instead of the first one holding a card.",
            valueName: "name"))
    var reader: String?

    @Flag(
        name: .long,
        help: "Print exactly the JSON of the original library's API (spec §10.0): one line, errors included.")
    var json = false

    @Option(
        name: .customLong("keystore-dir"),
        help: ArgumentHelp(
            "The directory of the encrypted HMAC key store (default: $TONCARD_KEYSTORE_DIR, else $XDG_DATA_HOME/toncard or ~/.local/share/toncard).",
            valueName: "dir"))
    var keyStoreDirectory: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With no card in the reader, wait up to this many seconds (1-86400) for one to be inserted instead of failing at once (210001).",
            valueName: "seconds"))
    var wait: Int?

    @Flag(
        name: .customLong("secrets-from-stdin"),
        help:
            "Read secrets as NAME=value lines from standard input (TONCARD_PIN=1234 …) instead of the environment or a prompt."
    )
    var secretsFromStdin = false

    /// A day is far beyond anyone standing at a reader; the bound keeps a typo from meaning years.
    static let waitRange = 1...86_400

    func validate() throws {
        if let wait, !Self.waitRange.contains(wait) {
            throw ValidationError("--wait takes a number of seconds in 1…86400, not \(wait)")
        }
    }
}
