/// Asks a person for a secret without echoing it. The executable uses ``TerminalSecretPrompt``;
/// tests inject their own or none.
public protocol SecretPrompt: Sendable {
    /// The answer without its line end; nil when there is no terminal to ask on.
    ///
    /// - Throws: a failure when the person cancels (Ctrl-C, Ctrl-D) or the terminal fails.
    func readSecret(prompt: String) throws(TonCardToolError) -> String?
}
