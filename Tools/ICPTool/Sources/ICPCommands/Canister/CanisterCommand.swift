import ArgumentParser

/// `icp canister`: your own canisters on a replica you run (icp-replica, PocketIC, dfx's), through
/// the management canister with a client generated from the specification's `ic.did`.
struct CanisterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "canister",
        abstract: "Creates, installs, upgrades, starts, stops, deletes and reports on canisters.",
        discussion: """
            Every subcommand is a call to the management canister (aaaaa-aa), routed by the \
            canister it acts on, and returns once its certificate verifies. Only a canister's \
            controllers may change it: send as one with --identity. 'create' uses \
            provisional_create_canister_with_cycles, which only local replicas offer; it \
            prints the new canister's id. install, reinstall and upgrade take the Wasm module \
            (--wasm) and the init or upgrade argument as Candid text (--argument, default ()).

            Examples:
              C=$(icp canister create --local --network "$URL" --identity me.pem)
              icp canister install "$C" --wasm counter.wasm --local --network "$URL" --identity me.pem
              icp canister upgrade "$C" --wasm counter.wasm --argument '(7 : nat64)' ...
              icp canister status "$C" --local --network "$URL" --identity me.pem
              icp canister stop "$C" ...; icp canister delete "$C" ...
            """,
        subcommands: [
            CanisterCreateCommand.self, CanisterInstallCommand.self, CanisterReinstallCommand.self,
            CanisterUpgradeCommand.self, CanisterStatusCommand.self, CanisterStartCommand.self,
            CanisterStopCommand.self, CanisterUninstallCommand.self, CanisterDeleteCommand.self,
        ]
    )
}
