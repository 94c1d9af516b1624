import ArgumentParser
import CommandSupport
import EOSKeys

/// `deeplink keys generate`: a new key pair from the system's random source.
struct KeysGenerateCommand: DeeplinkSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Makes a new key pair and prints its private and public forms.",
        discussion: "The private key is printed on standard output: redirect it somewhere safe."
    )

    func execute(io: CommandIO, environment: [String: String]) async throws(DeeplinkToolError) {
        do {
            io.write(KeysConvertCommand.lines(for: try EOSPrivateKey()).joined(separator: "\n") + "\n")
        } catch {
            throw .unavailable("no key could be made: \(error)")
        }
    }
}
