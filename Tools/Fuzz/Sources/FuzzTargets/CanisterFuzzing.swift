import ICPAgent
import WasmCanisters

/// The budgets of the canister targets: small, so a module that loops or grows in `canister_init`
/// or a method costs milliseconds.
let canisterFuzzLimits = CanisterLimits(
    maximumModuleBytes: 1 << 20, maximumHeapBytes: 2 << 20, maximumStableBytes: 1 << 20, updateInstructions: 100_000,
    queryInstructions: 100_000, installInstructions: 100_000)

/// Calls up to eight of the module's update and eight of its query methods with an empty Candid
/// argument, then its timer and heartbeat: each ends in a reply or a reject, never a crash.
func exerciseMethods(of canister: WasmCanister, module: CanisterModule) {
    let empty = Array("DIDL".utf8) + [0, 0]
    for method in module.updateMethods.sorted().prefix(8) {
        _ = canister.update(method, argument: empty, caller: .anonymous, time: 2)
    }
    for method in module.queryMethods.sorted().prefix(8) {
        _ = canister.query(method, argument: empty, caller: .anonymous, time: 3)
    }
    canister.runPeriodicTasks(time: 4)
}
