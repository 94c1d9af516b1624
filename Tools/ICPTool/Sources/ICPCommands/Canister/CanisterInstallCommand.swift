import ArgumentParser
import CommandSupport
import Foundation
import ICPAgent
import ICPManagement

/// What install, reinstall and upgrade share: the module, its argument, the canister.
struct InstallOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The Wasm module.", valueName: "file"))
    var wasm: String

    @Option(
        name: .long, help: ArgumentHelp("The init or upgrade argument as Candid text. Default: ().", valueName: "text"))
    var argument: String = "()"

    @OptionGroup var target: CanisterTarget

    /// Sends install_code in `mode` and prints what was done.
    func install(_ mode: ManagementCanister.CanisterInstallMode, named name: String, io: CommandIO)
        async throws(ICPToolError)
    {
        let module = try InputFile.bytes(wasm, what: "Wasm module")
        let encoded = try CandidArguments(text: argument, source: "--argument", signature: nil).encoded()
        let (id, _) = try await target.perform("\(name) on", io: io) { client, id throws(AgentError) in
            try await client.installCode(
                .init(mode: mode, canisterId: id, wasmModule: module, arg: Data(encoded), senderCanisterVersion: nil))
        }
        io.write("\(name): \(module.count) bytes into \(id)\n")
    }
}

/// `icp canister install`: a module into an empty canister.
struct CanisterInstallCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "install", abstract: "Installs a Wasm module into an empty canister (canister_init runs).")

    @OptionGroup var options: InstallOptions

    func execute(io: CommandIO) async throws(ICPToolError) {
        try await options.install(.install, named: "installed", io: io)
    }
}

/// `icp canister reinstall`: a module in place of the current one, heap and stable memory cleared.
struct CanisterReinstallCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "reinstall",
        abstract: "Replaces a canister's module and clears its heap and stable memory (canister_init runs).")

    @OptionGroup var options: InstallOptions

    func execute(io: CommandIO) async throws(ICPToolError) {
        try await options.install(.reinstall, named: "reinstalled", io: io)
    }
}

/// `icp canister upgrade`: a new module that keeps stable memory.
struct CanisterUpgradeCommand: ICPSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Upgrades a canister's module: pre_upgrade, a fresh heap, post_upgrade; stable memory stays.")

    @OptionGroup var options: InstallOptions

    func execute(io: CommandIO) async throws(ICPToolError) {
        try await options.install(.upgrade(nil), named: "upgraded", io: io)
    }
}
