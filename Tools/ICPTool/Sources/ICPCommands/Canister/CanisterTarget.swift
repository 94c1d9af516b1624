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

    /// Connects, runs `body` with the management client and the canister, and words an agent
    /// failure as the tool does: `doing` is what was being done (`starting`), the id follows.
    @discardableResult
    func perform<Result>(
        _ doing: String, io: CommandIO,
        _ body: (ManagementCanister.Client, Principal) async throws(AgentError) -> Result
    ) async throws(ICPToolError) -> (id: Principal, result: Result) {
        let (id, connection, client) = try await connect(io: io)
        do {
            return (id, try await body(client, id))
        } catch {
            throw connection.failure(error, doing: "\(doing) \(id)")
        }
    }
}
