import Foundation
import FuzzSupport
import ICPAgent
import WasmCanisters

/// `icp-replica --state`'s canister rows: any bytes as a JSON `CanisterSnapshot`. What does not
/// decode, or does not fit its module and the limits, is refused with a reason; a canister that
/// is restored answers each method with a reply or a reject, and its snapshot restores to a
/// canister with the same snapshot.
public enum FuzzCanisterSnapshot: FuzzTarget {
    public static let name = "fuzz-canister-snapshot"

    public static func run(_ bytes: [UInt8]) {
        guard let snapshot = try? JSONDecoder().decode(CanisterSnapshot.self, from: Data(bytes)) else { return }
        let canister: WasmCanister
        do {
            canister = try WasmCanister(restoring: snapshot, limits: canisterFuzzLimits)
        } catch {
            fuzzExpect(!error.description.isEmpty, "a refusal without a reason")
            return
        }
        if let module = canister.module {
            canister.runStatus = .running
            exerciseMethods(of: canister, module: module)
        }
        let taken = canister.snapshot()
        do {
            let again = try WasmCanister(restoring: taken, limits: canisterFuzzLimits)
            fuzzExpect(again.snapshot() == taken, "a restored snapshot restores to another one")
        } catch {
            fuzzExpect(false, "a snapshot taken of a running canister is refused: \(error)")
        }
    }
}
