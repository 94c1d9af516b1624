import CommandSupport
import Foundation

/// Everything a command reaches outside itself, injected so tests run every command in-process:
/// its streams, the environment (secrets, key store directory), the readers and cards, the
/// terminal prompt for secrets, and the key store's PBKDF2 cost.
public struct TonCardToolContext: Sendable {
    public var io: CommandIO
    public var environment: [String: String]
    public var cards: any CardConnector
    /// Where secrets are asked for when neither stdin nor the environment has them; nil never asks.
    public var prompt: (any SecretPrompt)?
    /// PBKDF2 rounds for the key store's passphrase and for sealing recovery data; nil is each
    /// one's default. Tests lower it: the default is meant to be slow.
    public var keyStoreRounds: Int?

    public init(
        io: CommandIO, environment: [String: String], cards: any CardConnector,
        prompt: (any SecretPrompt)? = nil, keyStoreRounds: Int? = nil
    ) {
        self.io = io
        self.environment = environment
        self.cards = cards
        self.prompt = prompt
        self.keyStoreRounds = keyStoreRounds
    }

    /// The process's streams and environment, pcscd's readers and the controlling terminal.
    public static var standard: TonCardToolContext {
        TonCardToolContext(
            io: .standard, environment: ProcessInfo.processInfo.environment,
            cards: PCSCCardConnector(), prompt: TerminalSecretPrompt())
    }
}
