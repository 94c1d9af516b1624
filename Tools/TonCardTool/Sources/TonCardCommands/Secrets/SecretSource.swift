import CommandSupport
import Synchronization

/// Finds each secret a command needs, in this order: the `--secrets-from-stdin` lines (when the
/// flag is given), the environment variable of the same name, a no-echo prompt on the terminal.
/// With none of them, a usage error names the variable to set. Standard input is read at most
/// once, and only when a secret is first needed.
final class SecretSource: Sendable {
    private let environment: [String: String]
    private let prompt: (any SecretPrompt)?
    private let readInput: (@Sendable () -> String?)?
    private let fromStdin = Mutex<[SecretName: String]?>(nil)

    /// - Parameter readInput: standard input, when `--secrets-from-stdin` was given.
    init(environment: [String: String], prompt: (any SecretPrompt)?, readInput: (@Sendable () -> String?)?) {
        self.environment = environment
        self.prompt = prompt
        self.readInput = readInput
    }

    func value(_ name: SecretName) throws(TonCardToolError) -> String {
        if let readInput {
            let lines = try stdinSecrets(readInput)
            if let value = lines[name] { return value }
        }
        if let value = environment[name.rawValue] { return value }
        if let prompt, let value = try prompt.readSecret(prompt: name.prompt) { return value }
        throw .usage(
            "this command needs \(name.rawValue): set it in the environment, give a \(name.rawValue)=… line with "
                + "--secrets-from-stdin, or run on a terminal to be asked for it (secrets are never taken from arguments)"
        )
    }

    private func stdinSecrets(_ readInput: @Sendable () -> String?) throws(TonCardToolError) -> [SecretName: String] {
        if let parsed = fromStdin.withLock({ $0 }) { return parsed }
        guard let text = readInput() else {
            throw .usage(
                "--secrets-from-stdin: standard input could not be read as UTF-8 text of at most \(StdinSecrets.maximumBytes) bytes"
            )
        }
        let parsed = try StdinSecrets.parse(text)
        fromStdin.withLock { $0 = parsed }
        return parsed
    }
}
