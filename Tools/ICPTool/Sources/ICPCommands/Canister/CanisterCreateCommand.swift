import ArgumentParser
import BigInt
import CommandSupport
import ICPAgent
import ICPManagement

/// `icp canister create`: a new, empty canister on a local replica.
struct CanisterCreateCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Creates an empty canister on a local replica and prints its id.",
        discussion: """
            Calls provisional_create_canister_with_cycles, which local replicas (icp-replica, \
            PocketIC, dfx's) offer and mainnet does not. Its controllers are the --controller \
            principals, or the sender when none is given. --effective-canister routes the call \
            to the subnet of that canister; the default is icp-replica's first canister id.
            """
    )

    /// icp-replica's first canister id (its subnet's range starts there).
    static let localEffectiveCanister = "5v3p4-iyaaa-aaaaa-qaaaa-cai"

    @Option(name: .long, help: ArgumentHelp("A controller (repeatable). Default: the sender.", valueName: "principal"))
    var controller: [String] = []

    @Option(name: .long, help: ArgumentHelp("Cycles for the new canister.", valueName: "cycles"))
    var cycles: UInt64?

    @Option(
        name: .customLong("effective-canister"),
        help: ArgumentHelp("Route the call by this canister's subnet.", valueName: "canister"))
    var effectiveCanister: String = Self.localEffectiveCanister

    @OptionGroup var replica: ReplicaOptions

    func validate() throws {
        for text in controller + [effectiveCanister] where (try? Principal(text: text)) == nil {
            throw ValidationError("not a principal: \(text)")
        }
        guard controller.count <= 10 else { throw ValidationError("a canister has at most 10 controllers") }
    }

    func execute(io: CommandIO) async throws(ICPToolError) {
        var controllers: [Principal] = []
        for text in controller { controllers.append(try CanisterArgument.principal(text, for: "the controller")) }
        let route = try CanisterArgument.principal(effectiveCanister, for: "the effective canister")
        let identity = try replica.signer.load(io: io)
        let connection = try await replica.connect(as: identity)
        let client = ManagementCanister.Client(agent: connection.agent, actingOn: route)
        let settings = ManagementCanister.CanisterSettings(
            controllers: controllers.isEmpty ? nil : controllers, computeAllocation: nil, memoryAllocation: nil,
            freezingThreshold: nil, reservedCyclesLimit: nil, logVisibility: nil, wasmMemoryLimit: nil,
            wasmMemoryThreshold: nil, environmentVariables: nil)
        do {
            let created = try await client.provisionalCreateCanisterWithCycles(
                .init(
                    amount: cycles.map { BigUInt($0) }, settings: settings, specifiedId: nil, senderCanisterVersion: nil
                ))
            io.write("\(created.canisterId)\n")
        } catch {
            throw connection.failure(error, doing: "creating a canister")
        }
    }
}
