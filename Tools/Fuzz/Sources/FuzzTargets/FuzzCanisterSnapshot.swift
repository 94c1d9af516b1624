import Foundation
import FuzzSupport
import ICPAgent
import WasmCanisters

/// Small budgets, so a restored module that loops costs milliseconds.
private let limits = CanisterLimits(
    maximumModuleBytes: 1 << 20, maximumHeapBytes: 2 << 20, maximumStableBytes: 1 << 20, updateInstructions: 100_000,
    queryInstructions: 100_000, installInstructions: 100_000)

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
            canister = try WasmCanister(restoring: snapshot, limits: limits)
        } catch {
            fuzzExpect(!error.description.isEmpty, "a refusal without a reason")
            return
        }
        if let module = canister.module {
            canister.runStatus = .running
            for method in module.updateMethods.sorted().prefix(8) {
                _ = canister.update(method, argument: Array("DIDL".utf8) + [0, 0], caller: .anonymous, time: 2)
            }
            for method in module.queryMethods.sorted().prefix(8) {
                _ = canister.query(method, argument: Array("DIDL".utf8) + [0, 0], caller: .anonymous, time: 3)
            }
            canister.runPeriodicTasks(time: 4)
        }
        let taken = canister.snapshot()
        do {
            let again = try WasmCanister(restoring: taken, limits: limits)
            fuzzExpect(again.snapshot() == taken, "a restored snapshot restores to another one")
        } catch {
            fuzzExpect(false, "a snapshot taken of a running canister is refused: \(error)")
        }
    }
}
