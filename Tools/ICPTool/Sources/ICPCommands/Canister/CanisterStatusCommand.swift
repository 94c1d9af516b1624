import ArgumentParser
import ByteTools
import CommandSupport
import ICPAgent
import ICPManagement

/// `icp canister status`: what the management canister reports, one field per line.
struct CanisterStatusCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Prints a canister's status, controllers, module hash, memory and cycles (controllers only).")

    @OptionGroup var target: CanisterTarget

    func execute(io: CommandIO) async throws(ICPToolError) {
        let (_, status) = try await target.perform("reading the status of", io: io) { client, id throws(AgentError) in
            try await client.canisterStatus(.init(canisterId: id))
        }
        let state: String
        switch status.status {
        case .running: state = "running"
        case .stopping: state = "stopping"
        case .stopped: state = "stopped"
        }
        io.write(
            """
            status: \(state)
            controllers: \(status.settings.controllers.map(\.description).joined(separator: " "))
            module hash: \(status.moduleHash.map { Hex.encode($0) } ?? "none (empty canister)")
            memory size: \(status.memorySize) bytes
            cycles: \(status.cycles)
            version: \(status.version)

            """)
    }
}
