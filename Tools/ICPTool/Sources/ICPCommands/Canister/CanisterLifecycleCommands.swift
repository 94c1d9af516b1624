import ArgumentParser
import CommandSupport
import ICPAgent

/// `icp canister start`.
struct CanisterStartCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Starts a stopped canister, so it takes messages again.")

    @OptionGroup var target: CanisterTarget

    func execute(io: CommandIO) async throws(ICPToolError) {
        let (id, connection, client) = try await target.connect(io: io)
        do { try await client.startCanister(.init(canisterId: id)) } catch {
            throw connection.failure(error, doing: "starting \(id)")
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
        let (id, connection, client) = try await target.connect(io: io)
        do { try await client.stopCanister(.init(canisterId: id)) } catch {
            throw connection.failure(error, doing: "stopping \(id)")
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
        let (id, connection, client) = try await target.connect(io: io)
        do { try await client.uninstallCode(.init(canisterId: id, senderCanisterVersion: nil)) } catch {
            throw connection.failure(error, doing: "uninstalling \(id)")
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
        let (id, connection, client) = try await target.connect(io: io)
        do { try await client.deleteCanister(.init(canisterId: id)) } catch {
            throw connection.failure(error, doing: "deleting \(id)")
        }
        io.write("deleted: \(id)\n")
    }
}
