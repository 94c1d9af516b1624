import ArgumentParser
import CommandSupport

/// `icp principal`: the principal requests are sent as.
struct PrincipalCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "principal",
        abstract: "Prints the principal of an identity (anonymous without --identity).",
        discussion: """
            The self-authenticating principal of the PEM file's public key, the same as \
            `dfx identity get-principal`. Without --identity: the anonymous principal, 2vxsx-fae.

            Examples:
              icp principal --identity ~/.config/dfx/identity/default/identity.pem
              icp principal
            """
    )

    @OptionGroup var signer: IdentityOptions

    func execute(io: CommandIO) async throws(ICPToolError) {
        io.write(try signer.load(io: io).sender.description + "\n")
    }
}
