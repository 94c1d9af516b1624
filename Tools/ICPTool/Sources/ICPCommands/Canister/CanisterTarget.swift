import ArgumentParser
import CommandSupport
import ICPAgent
import ICPManagement

/// The canister a subcommand acts on, and the management client routed by it.
struct CanisterTarget: ParsableArguments {
    @Argument(help: ArgumentHelp("The canister: a principal.", valueName: "canister"))
    var canister: String

    @OptionGroup var replica: ReplicaOptions

    func validate() throws {
        guard (try? Principal(text: canister)) != nil else {
            throw ValidationError("the canister is not a principal: \(canister)")
        }
    }

    /// The canister, the connection, and a management client whose requests are routed by it.
    func connect(io: CommandIO) async throws(ICPToolError) -> (
        Principal, Connection, ManagementCanister.Client
    ) {
        let id = try CanisterArgument.principal(canister, for: "the canister")
        let identity = try replica.signer.load(io: io)
        let connection = try await replica.connect(as: identity)
        let client = ManagementCanister.Client(agent: connection.agent, actingOn: id)
        return (id, connection, client)
    }
}
