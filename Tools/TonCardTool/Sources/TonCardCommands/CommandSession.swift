import APDU
import CommandSupport
import TonCard
import TonCardJSON

/// One run of one command: its options, secrets and output, the way to the card and the key
/// store, and the translation of the card layer's errors into sentences (or, with `--json`, the
/// spec's error JSON) and exit statuses. Commands only say which operation to call and how to
/// print its answer.
final class CommandSession: Sendable {
    let context: TonCardToolContext
    let reader: String?
    /// `--wait SECONDS`: how long to wait for a card before failing with 210001; nil fails at once.
    let wait: Duration?
    let json: Bool
    let keyStoreDirectoryOption: String?
    let secrets: SecretSource

    init(context: TonCardToolContext, options: GlobalOptions) {
        self.context = context
        reader = options.reader
        wait = options.wait.map { .seconds($0) }
        json = options.json
        keyStoreDirectoryOption = options.keyStoreDirectory
        secrets = SecretSource(
            environment: context.environment, prompt: context.prompt,
            readInput: options.secretsFromStdin ? context.io.readInput : nil)
    }

    /// Writes one line of output.
    func say(_ line: String) {
        context.io.write(line + "\n")
    }

    func secret(_ name: SecretName) throws(TonCardToolError) -> String {
        try secrets.value(name)
    }

    // MARK: The card

    /// Connects to the card chosen by `--reader` or the spec's rule, with the encrypted key store
    /// when the command's operations are HMAC-protected and an empty in-memory one otherwise
    /// (nothing is written to it).
    ///
    /// The store's directory and passphrase are found first, so a missing one is reported before
    /// anything else; the card is connected before the store is opened, so a missing reader is
    /// reported without first paying for the passphrase's key derivation.
    func card(for operation: TonCardOperation, keyStore needed: Bool) async throws(TonCardToolError) -> TonCard {
        let location = needed ? try keyStoreLocation() : nil
        let channel = try await connect(for: operation)
        let store: any CardHMACKeyStore =
            if let location { try await openKeyStore(location) } else { InMemoryHMACKeyStore() }
        return TonCard(channel: channel, keyStore: store)
    }

    /// The card's channel. With `--wait`, a first look that finds no card (210001) or no reader
    /// (210003) says so on standard error, once, and waits for one; nothing reaches a card before
    /// it is there, so a wait that ends (deadline, Ctrl-C) leaves nothing behind.
    private func connect(for operation: TonCardOperation) async throws(TonCardToolError) -> any CardChannel {
        do {
            return try await context.cards.connect(reader: reader, operation: operation)
        } catch {
            guard let wait, case .transport(let kind, _, _) = error, kind == .cardNotDetected || kind == .noReaders
            else { throw await failure(error, card: nil) }
        }
        context.io.writeError(
            "No card \(reader.map { "in \"\($0)\"" } ?? "in any reader"): insert one (waiting up to "
                + "\(wait?.components.seconds ?? 0) s; Ctrl-C cancels).\n")
        do {
            return try await context.cards.connect(reader: reader, waitingUpTo: wait ?? .zero, operation: operation)
        } catch {
            throw await failure(error, card: nil)
        }
    }

    /// A client for the host-only key store calls, which send nothing to a card: none is connected.
    func hostOnlyCard() async throws(TonCardToolError) -> TonCard {
        TonCard(channel: HostOnlyChannel(), keyStore: try await openKeyStore(keyStoreLocation()))
    }

    /// The store's directory: `--keystore-dir`, else `TONCARD_KEYSTORE_DIR`, else the spec's default.
    func keyStoreDirectory() throws(TonCardToolError) -> String {
        if let keyStoreDirectoryOption { return keyStoreDirectoryOption }
        if let directory = context.environment["TONCARD_KEYSTORE_DIR"], !directory.isEmpty { return directory }
        if let directory = EncryptedHMACKeyStore.defaultDirectory(environment: context.environment) { return directory }
        throw .usage(
            "no key store directory: pass --keystore-dir or set TONCARD_KEYSTORE_DIR (HOME and XDG_DATA_HOME are unset)"
        )
    }

    private func keyStoreLocation() throws(TonCardToolError) -> (directory: String, passphrase: String) {
        (try keyStoreDirectory(), try secret(.keyStorePassphrase))
    }

    private func openKeyStore(_ location: (directory: String, passphrase: String)) async throws(TonCardToolError)
        -> EncryptedHMACKeyStore
    {
        do {
            if let rounds = context.keyStoreRounds {
                return try await EncryptedHMACKeyStore(
                    directory: location.directory, passphrase: location.passphrase, rounds: rounds)
            }
            return try await EncryptedHMACKeyStore(directory: location.directory, passphrase: location.passphrase)
        } catch {
            throw await failure(error, card: nil)
        }
    }

    // MARK: Running operations

    /// Runs a typed operation; a failure becomes the command's error.
    func run<Value>(
        _ card: TonCard, _ operation: (TonCard) async throws(TonCardError) -> Value
    ) async throws(TonCardToolError) -> Value {
        do {
            return try await operation(card)
        } catch {
            throw await failure(error, card: card)
        }
    }

    /// Runs an operation of the JSON layer (`--json`): its JSON on success, its error JSON in the
    /// thrown error otherwise.
    func runJSON(
        _ card: TonCard, _ operation: (TonCardJSONClient) async throws(TonCardJSONFailure) -> String
    ) async throws(TonCardToolError) -> String {
        do {
            return try await operation(TonCardJSONClient(card: card))
        } catch {
            throw await failure(error.error, card: card)
        }
    }

    /// Prints the one JSON line of a one-operation command.
    func printJSON(
        _ card: TonCard, _ operation: (TonCardJSONClient) async throws(TonCardJSONFailure) -> String
    ) async throws(TonCardToolError) {
        say(try await runJSON(card, operation))
    }

    /// The command's error for a failure of the card layer: the §10.0 JSON with `--json`,
    /// otherwise a sentence, which for a wrong PIN says how many tries are left (read from the
    /// card right after the refusal).
    func failure(_ error: TonCardError, card: TonCard?) async -> TonCardToolError {
        let status = ErrorExplanation.status(for: error)
        if json {
            return TonCardToolError(
                status, ErrorExplanation.sentence(for: error, remainingPinTries: nil),
                json: TonCardJSONFormat.error(error))
        }
        var tries: Int?
        if ErrorExplanation.isWrongPin(error), let card {
            tries = try? await card.remainingPinTries()
        }
        return TonCardToolError(status, ErrorExplanation.sentence(for: error, remainingPinTries: tries))
    }
}
