import Foundation
import ICPAgent

/// Everything a canister is, as a value that outlives the process: its module, heap (Wasm
/// memory and globals), stable memory, certified data, timer, controllers, run status, version
/// and cycle balance. ``WasmCanister/snapshot()`` takes one between messages;
/// ``WasmCanister/init(restoring:limits:debugPrint:)`` makes the canister again, checking every
/// field, so a snapshot read from a file that someone changed is refused with a reason rather
/// than run. It is `Codable` (byte fields as `Data`) for any store: `icp-replica --state` keeps
/// one per canister in its SQLite file.
///
/// What it cannot hold: a table's contents (a canister whose code changes its tables at run
/// time gets the module's initial tables back) and a global that holds a non-null reference
/// (restored to the module's initial value). Canisters compiled from C, Rust or Motoko keep
/// neither.
public struct CanisterSnapshot: Codable, Sendable, Equatable {
    public let id: Principal
    public let controllers: [Principal]
    public let status: CanisterRunStatus
    public let version: UInt64
    public let cycleBalance: UInt64
    /// The global timer's deadline in nanoseconds since 1970; 0 when none is set.
    public let globalTimer: UInt64
    public let certifiedData: Data
    public let stableMemory: Data
    /// The installed module's bytes; nil for an empty canister.
    public let module: Data?
    /// The Wasm memory, whole pages of 64 KiB; empty for an empty canister or one without memory.
    public let heap: Data
    /// The module's globals in index order.
    let globals: [SavedGlobal]

    init(
        id: Principal, controllers: [Principal], status: CanisterRunStatus, version: UInt64, cycleBalance: UInt64,
        globalTimer: UInt64, certifiedData: [UInt8], stableMemory: [UInt8], module: [UInt8]?, heap: [UInt8],
        globals: [SavedGlobal]
    ) {
        self.id = id
        self.controllers = controllers
        self.status = status
        self.version = version
        self.cycleBalance = cycleBalance
        self.globalTimer = globalTimer
        self.certifiedData = Data(certifiedData)
        self.stableMemory = Data(stableMemory)
        self.module = module.map { Data($0) }
        self.heap = Data(heap)
        self.globals = globals
    }
}

extension CanisterRunStatus: Codable {}
