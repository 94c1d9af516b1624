import Foundation
import ICPAgent
import ICPAgentTesting
import WasmKit

/// One canister running a Wasm module on WasmKit, with the interface specification's message
/// semantics: updates keep their changes only when they answer without trapping, queries never
/// keep any, upgrades keep stable memory and replace the heap, every message runs within an
/// instruction budget. Safe to use from any thread: messages to one canister run one at a time.
public final class WasmCanister: @unchecked Sendable {
    // @unchecked: every mutable field is behind `lock`.
    private let lock = NSLock()
    public let id: Principal
    public let limits: CanisterLimits
    private let engine: Engine
    private let state: ExecutionState
    private var runtime: CanisterRuntime?
    private var status: CanisterRunStatus = .running
    private var changes: UInt64 = 0

    /// - Parameters:
    ///   - id: the canister's principal (what `canister_self` answers).
    ///   - controllers: who may install code and change settings (`is_controller`).
    ///   - limits: what its module may declare and what one message may use.
    ///   - cycleBalance: what `canister_cycle_balance` answers (cycles are not charged).
    ///   - debugPrint: called with each `ic0.debug_print` line, after it is kept in ``debugLog``.
    public init(
        id: Principal, controllers: [Principal] = [], limits: CanisterLimits = CanisterLimits(),
        cycleBalance: UInt64 = 100_000_000_000_000, debugPrint: (@Sendable (String) -> Void)? = nil
    ) {
        self.id = id
        self.limits = limits
        engine = Engine(configuration: EngineConfiguration(compilationMode: .eager, fuelMetering: true))
        state = ExecutionState(canisterID: id.bytes, limits: limits, cycleBalance: cycleBalance, debugSink: debugPrint)
        state.controllers = controllers.map(\.bytes)
    }

    /// Makes the canister a ``snapshot()`` was taken of, checking the snapshot against `limits`
    /// and its own module (heap size, globals, stable memory, certified data), so one read from
    /// a changed file is refused rather than run.
    public convenience init(
        restoring snapshot: CanisterSnapshot, limits: CanisterLimits = CanisterLimits(),
        debugPrint: (@Sendable (String) -> Void)? = nil
    ) throws(CanisterRestoreError) {
        self.init(
            id: snapshot.id, controllers: snapshot.controllers, limits: limits, cycleBalance: snapshot.cycleBalance,
            debugPrint: debugPrint)
        let page = StableMemory.pageBytes
        guard snapshot.certifiedData.count <= 32 else {
            throw .inconsistent("certified data of \(snapshot.certifiedData.count) bytes; at most 32")
        }
        guard snapshot.stableMemory.count % page == 0, snapshot.stableMemory.count <= limits.maximumStableBytes else {
            throw .inconsistent(
                "stable memory of \(snapshot.stableMemory.count) bytes, not whole pages within the limit of "
                    + "\(limits.maximumStableBytes)")
        }
        guard snapshot.heap.count % page == 0, snapshot.heap.count <= limits.maximumHeapBytes else {
            throw .inconsistent(
                "a heap of \(snapshot.heap.count) bytes, not whole pages within the limit of \(limits.maximumHeapBytes)"
            )
        }
        state.stable = StableMemory(maximumBytes: limits.maximumStableBytes, bytes: Array(snapshot.stableMemory))
        state.certifiedData = Array(snapshot.certifiedData)
        state.timer = snapshot.globalTimer
        state.version = snapshot.version
        status = snapshot.status
        state.runStatus = snapshot.status.code
        guard let bytes = snapshot.module else {
            guard snapshot.heap.isEmpty, snapshot.globals.isEmpty else {
                throw .inconsistent("an empty canister with a heap or globals")
            }
            return
        }
        do throws(CanisterModuleError) {
            let module = try CanisterModule(bytes: Array(bytes), limits: limits)
            runtime = try CanisterRuntime(
                module: module, state: state, engine: engine, heapPages: UInt64(snapshot.heap.count / page))
        } catch {
            throw .module(error)
        }
        try runtime?.restore(heap: snapshot.heap, globals: snapshot.globals)
    }

    /// Everything the canister is now, between messages (see ``CanisterSnapshot``).
    public func snapshot() -> CanisterSnapshot {
        lock.withLock {
            CanisterSnapshot(
                id: id, controllers: state.controllers.compactMap { try? Principal(bytes: $0) }, status: status,
                version: state.version, cycleBalance: state.cycleBalance, globalTimer: state.timer,
                certifiedData: state.certifiedData, stableMemory: state.stable.bytes, module: runtime?.module.bytes,
                heap: runtime?.heap ?? [], globals: runtime?.savedGlobals ?? [])
        }
    }

    /// A count that grows with every change that was kept (a message, an install, a setting, the
    /// run status): a store compares it with the one it last saved to know what to save again.
    public var revision: UInt64 { lock.withLock { changes } }

    // MARK: What the management canister reads and sets

    /// The installed module, or nil for an empty canister.
    public var module: CanisterModule? { lock.withLock { runtime?.module } }
    public var runStatus: CanisterRunStatus {
        get { lock.withLock { status } }
        set {
            lock.withLock {
                status = newValue
                state.runStatus = newValue.code
                changes &+= 1
            }
        }
    }
    public var controllers: [Principal] {
        get { lock.withLock { state.controllers.compactMap { try? Principal(bytes: $0) } } }
        set {
            lock.withLock {
                state.controllers = newValue.map(\.bytes)
                state.version &+= 1
                changes &+= 1
            }
        }
    }
    /// The data the canister certified (`certified_data_set`), at most 32 bytes.
    public var certifiedData: [UInt8] { lock.withLock { state.certifiedData } }
    /// `canister_version`: bumped by every install, settings change and kept update.
    public var version: UInt64 { lock.withLock { state.version } }
    /// The heap (Wasm memory) and stable memory, in bytes.
    public var memorySize: (heap: Int, stable: Int) {
        lock.withLock { (runtime?.heapBytes ?? 0, state.stable.bytes.count) }
    }
    /// The last ``CanisterLimits/debugPrintLines`` lines of `debug_print`.
    public var debugLog: [String] { lock.withLock { state.debugLog } }
    /// What `canister_cycle_balance` answers.
    public var cycleBalance: UInt64 { lock.withLock { state.cycleBalance } }
    /// The global timer's deadline (nanoseconds since 1970), or nil when none is set.
    public var globalTimer: UInt64? { lock.withLock { state.timer == 0 ? nil : state.timer } }

    // MARK: Installing

    /// Installs `module` as `mode` says, running `canister_init` or the upgrade hooks with
    /// `argument`. On any failure the canister is exactly as before.
    public func install(
        _ module: CanisterModule, argument: [UInt8], mode: CanisterInstallMode, caller: Principal, time: UInt64
    ) throws(CanisterInstallError) {
        lock.lock()
        defer { lock.unlock() }
        do {
            // What pre_upgrade changes is undone too when the upgrade fails later.
            let before = runtime.map { CanisterRuntime.Snapshot(of: $0) }
            let old = (runtime, state.stable, state.certifiedData, state.timer)
            func undo() {
                runtime = old.0
                if let runtime, let before { before.restore(into: runtime) }
                state.stable = old.1
                state.certifiedData = old.2
                state.timer = old.3
            }
            switch mode {
            case .install:
                guard runtime == nil else { throw .notEmpty }
            case .reinstall:
                break
            case .upgrade:
                guard let current = runtime else { throw .empty }
                if current.exports("canister_pre_upgrade") {
                    let outcome = current.run(
                        "canister_pre_upgrade", message(.preUpgrade, [], caller, "", time, limits.installInstructions))
                    if case .trapped(let trap, _) = outcome {
                        undo()
                        throw .trapped(entryPoint: "canister_pre_upgrade", message: trap.message)
                    }
                }
            }
            if mode != .upgrade {
                state.stable = StableMemory(maximumBytes: limits.maximumStableBytes)
                state.certifiedData = []
            }
            state.timer = 0
            let fresh: CanisterRuntime
            do throws(CanisterModuleError) {
                fresh = try CanisterRuntime(module: module, state: state, engine: engine)
            } catch {
                undo()
                throw .module(error)
            }
            let hook = mode == .upgrade ? "canister_post_upgrade" : "canister_init"
            if fresh.exports(hook) {
                let outcome = fresh.run(
                    hook,
                    message(
                        mode == .upgrade ? .postUpgrade : .initialize, argument, caller, "", time,
                        limits.installInstructions))
                if case .trapped(let trap, _) = outcome {
                    undo()
                    throw .trapped(entryPoint: hook, message: trap.message)
                }
            }
            runtime = fresh
            state.version &+= 1
            changes &+= 1
        }
    }

    /// Removes the module, heap, stable memory, certified data and timer (`uninstall_code`).
    public func uninstall() {
        lock.withLock {
            runtime = nil
            state.stable = StableMemory(maximumBytes: limits.maximumStableBytes)
            state.certifiedData = []
            state.timer = 0
            state.version &+= 1
            changes &+= 1
        }
    }

    // MARK: Messages

    /// Runs an update call (or a query method called as an update, whose changes are not kept).
    public func update(_ method: String, argument: [UInt8], caller: Principal, time: UInt64) -> SimulatedOutcome {
        lock.withLock {
            if let refusal = refusal(method) { return .reject(refusal) }
            let runtime = runtime!
            let entry: EntryPoint
            let export: String
            if runtime.module.updateMethods.contains(method) {
                (entry, export) = (.update, "canister_update \(method)")
            } else if runtime.module.queryMethods.contains(method) {
                (entry, export) = (.update, "canister_query \(method)")
            } else {
                return .reject(noMethod(method, kind: "update"))
            }
            let isQueryMethod = export.hasPrefix("canister_query")
            let outcome = runtime.run(export, message(entry, argument, caller, method, time, limits.updateInstructions))
            {
                !isQueryMethod && $0.answer != nil
            }
            let answer = answer(outcome)
            if case .reply = answer, !isQueryMethod { state.version &+= 1 }
            if case .finished(let ended) = outcome, !isQueryMethod, ended.answer != nil { changes &+= 1 }
            return answer
        }
    }

    /// Runs a query (or composite query) method; nothing it changes is kept. `certify` makes the
    /// certificate `data_certificate_copy` hands out, from the canister's certified data.
    public func query(
        _ method: String, argument: [UInt8], caller: Principal, time: UInt64,
        certify: (([UInt8]) -> [UInt8])? = nil
    ) -> SimulatedOutcome {
        lock.withLock {
            if let refusal = refusal(method) { return .reject(refusal) }
            let runtime = runtime!
            let export: String
            if runtime.module.queryMethods.contains(method) {
                export = "canister_query \(method)"
            } else if runtime.module.compositeQueryMethods.contains(method) {
                export = "canister_composite_query \(method)"
            } else {
                return .reject(noMethod(method, kind: "query"))
            }
            let incoming = Message(
                entry: export.hasPrefix("canister_query") ? .query : .compositeQuery, argument: argument,
                caller: caller.bytes, methodName: method, time: time, budget: limits.queryInstructions,
                dataCertificate: certify.map { certify in
                    let data = state.certifiedData
                    return DataCertificate { certify(data) }
                })
            return answer(runtime.run(export, incoming))
        }
    }

    /// Asks `canister_inspect_message` whether to accept an ingress update; true when the module
    /// has none (every message is accepted) or it called `accept_message`.
    public func inspect(_ method: String, argument: [UInt8], caller: Principal, time: UInt64) -> Bool {
        lock.withLock {
            guard let runtime, runtime.exports("canister_inspect_message") else { return true }
            let outcome = runtime.run(
                "canister_inspect_message",
                message(.inspectMessage, argument, caller, method, time, limits.queryInstructions))
            if case .finished(let ended) = outcome { return ended.accepted }
            return false
        }
    }

    /// Fires the global timer when its deadline has passed, and the heartbeat, as a replica does
    /// each round. Returns the trap messages of those that trapped (their changes are undone).
    @discardableResult
    public func runPeriodicTasks(time: UInt64) -> [String] {
        lock.withLock {
            guard let runtime, status == .running else { return [] }
            var traps: [String] = []
            if state.timer != 0, time >= state.timer, runtime.exports("canister_global_timer") {
                // The timer is cleared before it runs, so one that traps does not fire again.
                state.timer = 0
                changes &+= 1
                if case .trapped(let trap, _) = runtime.run(
                    "canister_global_timer",
                    message(
                        .globalTimer, [], Principal.managementCanister, "", time,
                        limits.updateInstructions))
                {
                    traps.append(trap.message)
                } else {
                    state.version &+= 1
                }
            }
            if runtime.exports("canister_heartbeat") {
                if case .trapped(let trap, _) = runtime.run(
                    "canister_heartbeat",
                    message(
                        .heartbeat, [], Principal.managementCanister, "", time,
                        limits.updateInstructions))
                {
                    traps.append(trap.message)
                } else {
                    changes &+= 1
                }
            }
            return traps
        }
    }

    // MARK: Helpers

    private func message(
        _ entry: EntryPoint, _ argument: [UInt8], _ caller: Principal, _ method: String, _ time: UInt64,
        _ budget: UInt64
    ) -> Message {
        Message(
            entry: entry, argument: argument, caller: caller.bytes, methodName: method, time: time, budget: budget,
            dataCertificate: nil)
    }

    /// Why no message can run now, if so.
    private func refusal(_ method: String) -> Rejection? {
        guard runtime != nil else {
            return Rejection(
                code: 3, message: "Canister \(id) is empty: it has no Wasm module", errorCode: "IC0537")
        }
        switch status {
        case .running: return nil
        case .stopping: return Rejection(code: 5, message: "Canister \(id) is stopping", errorCode: "IC0509")
        case .stopped: return Rejection(code: 5, message: "Canister \(id) is stopped", errorCode: "IC0508")
        }
    }

    private func noMethod(_ method: String, kind: String) -> Rejection {
        Rejection(code: 3, message: "Canister \(id) has no \(kind) method '\(method)'", errorCode: "IC0536")
    }

    private func answer(_ outcome: CanisterRuntime.Outcome) -> SimulatedOutcome {
        switch outcome {
        case .trapped(let trap, let outOfInstructions):
            if outOfInstructions {
                return .reject(
                    Rejection(
                        code: 5,
                        message:
                            "Canister \(id) exceeded the instruction limit for single message execution: \(trap.message)",
                        errorCode: "IC0522"))
            }
            return .reject(
                Rejection(
                    code: 5,
                    message: "Canister \(id) trapped\(trap.isExplicit ? " explicitly" : ""): \(trap.message)",
                    errorCode: trap.isExplicit ? "IC0503" : "IC0502"))
        case .finished(let ended):
            switch ended.answer {
            case .replied: return .reply(ended.replyData)
            case .rejected(let text): return .reject(Rejection(code: 4, message: text, errorCode: "IC0406"))
            case nil:
                return .reject(
                    Rejection(code: 5, message: "Canister \(id) did not produce a response", errorCode: "IC0506"))
            }
        }
    }
}
