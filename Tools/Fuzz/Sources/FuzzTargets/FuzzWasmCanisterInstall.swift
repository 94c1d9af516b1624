import FuzzSupport
import ICPAgent
import WasmCanisters

/// `install_code`'s side of icp-replica: any bytes as a Wasm module. A module is refused with a
/// reason (`CanisterModuleError`), or it installs or is refused at instantiation or in
/// `canister_init` with a reason, leaving an empty canister empty; one that installs answers an
/// update and a query to each of its methods with a reply or a reject, never a trap.
public enum FuzzWasmCanisterInstall: FuzzTarget {
    public static let name = "fuzz-wasm-canister-install"

    public static func run(_ bytes: [UInt8]) {
        let module: CanisterModule
        do {
            module = try CanisterModule(bytes: bytes, limits: canisterFuzzLimits)
        } catch {
            fuzzExpect(!error.description.isEmpty, "a refusal without a reason")
            return
        }
        fuzzExpect(module.hash.count == 32, "a module hash of \(module.hash.count) bytes")
        let canister = WasmCanister(id: Principal(canisterIndex: 0x18_0000), limits: canisterFuzzLimits)
        do {
            try canister.install(module, argument: [], mode: .install, caller: .anonymous, time: 1)
        } catch {
            fuzzExpect(!error.description.isEmpty, "an install refusal without a reason")
            fuzzExpect(canister.module == nil, "a refused install left a module behind")
            return
        }
        exerciseMethods(of: canister, module: module)
    }
}
