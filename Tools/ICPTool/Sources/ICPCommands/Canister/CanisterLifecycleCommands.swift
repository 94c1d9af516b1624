import ArgumentParser
import CommandSupport
import ICPAgent

/// `icp canister start`.
struct CanisterStartCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Starts a stopped canister, so it takes messages again.")

    @OptionGroup var target: CanisterTarget

    func execute(io: CommandIO) async throws(ICPToolError) {
        let (id, _) = try await target.perform("starting", io: io) { client, id throws(AgentError) in
            try await client.startCanister(.init(canisterId: id))
        }
        io.write("started: \(id)\n")
    }
}

/// `icp canister stop`.
struct CanisterStopCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "stop", abstract: "Stops a canister: it takes no messages until started (and can then be deleted)."
    )

    @OptionGroup var target: CanisterTarget

    func execute(io: CommandIO) async throws(ICPToolError) {
        let (id, _) = try await target.perform("stopping", io: io) { client, id throws(AgentError) in
            try await client.stopCanister(.init(canisterId: id))
        }
        io.write("stopped: \(id)\n")
    }
}

/// `icp canister uninstall`.
struct CanisterUninstallCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall", abstract: "Removes a canister's module, heap and stable memory; the canister stays.")

    @OptionGroup var target: CanisterTarget

    func execute(io: CommandIO) async throws(ICPToolError) {
        let (id, _) = try await target.perform("uninstalling", io: io) { client, id throws(AgentError) in
            try await client.uninstallCode(.init(canisterId: id, senderCanisterVersion: nil))
        }
        io.write("uninstalled: \(id)\n")
    }
}

/// `icp canister delete`.
struct CanisterDeleteCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Deletes a stopped canister.")

    @OptionGroup var target: CanisterTarget

    func execute(io: CommandIO) async throws(ICPToolError) {
        let (id, _) = try await target.perform("deleting", io: io) { client, id throws(AgentError) in
            try await client.deleteCanister(.init(canisterId: id))
        }
        io.write("deleted: \(id)\n")
    }
}
