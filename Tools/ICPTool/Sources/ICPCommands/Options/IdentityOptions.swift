import ArgumentParser
import CommandSupport
import ICPAgent

/// `--identity PEM`: who requests are sent as; anonymous without it.
struct IdentityOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A PEM file with the private key requests are signed with (Ed25519 or secp256k1, as dfx writes them; '-' reads standard input). Default: anonymous.",
            valueName: "pem"))
    var identity: String?

    /// The identity: the key in the PEM file, or ``AnonymousIdentity``.
    func load(io: CommandIO) throws(ICPToolError) -> any Identity {
        guard let identity else { return AnonymousIdentity() }
        return try IdentityFile.load(identity, io: io)
    }
}
