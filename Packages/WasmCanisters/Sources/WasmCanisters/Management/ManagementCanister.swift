import BigInt
import Candid
import ICPAgent
import ICPAgentTesting

/// The management canister (`aaaaa-aa`) for Wasm canisters: create, install, upgrade,
/// reinstall, uninstall, start, stop, delete, status and settings, with the specification's
/// rules — only controllers change a canister, a call acts on the canister its effective
/// canister id names, a canister is deleted only when stopped.
struct ManagementCanister {
    unowned let host: WasmCanisterHost

    func run(_ call: SimulatedCall) -> SimulatedOutcome {
        do throws(ManagementRejection) {
            switch call.method {
            case "create_canister":
                let argument = try decode(call, ManagementInterface.createCanisterArguments)
                return try reply(created(call, settings: argument["settings"], specifiedID: nil))
            case "provisional_create_canister_with_cycles":
                let argument = try decode(call, ManagementInterface.provisionalCreateArguments)
                var specified: Principal?
                if case .opt(.principal(let id)?)? = argument["specified_id"] { specified = id }
                return try reply(created(call, settings: argument["settings"], specifiedID: specified))
            case "install_code":
                try install(call, try decode(call, ManagementInterface.installCodeArguments))
                return .reply(Self.empty)
            case "uninstall_code":
                try controlled(call).uninstall()
                return .reply(Self.empty)
            case "start_canister":
                try controlled(call).runStatus = .running
                return .reply(Self.empty)
            case "stop_canister":
                // Nothing is ever in flight between messages here, so stopping ends at once.
                try controlled(call).runStatus = .stopped
                return .reply(Self.empty)
            case "delete_canister":
                let canister = try controlled(call)
                guard canister.runStatus == .stopped else {
                    throw ManagementRejection(
                        code: 5, "IC0510", "Canister \(canister.id) must be stopped before it is deleted")
                }
                host.remove(canister.id)
                return .reply(Self.empty)
            case "canister_status":
                return try reply(status(of: try controlled(call)), ManagementInterface.canisterStatusResult)
            case "update_settings":
                let argument = try decode(call, ManagementInterface.updateSettingsArguments)
                let canister = try controlled(call, argument: argument)
                if let controllers = try Self.controllers(in: argument["settings"]) {
                    canister.controllers = controllers
                }
                return .reply(Self.empty)
            default:
                throw ManagementRejection(
                    code: 3, "IC0536",
                    "The management canister has no method '\(call.method)' in this replica (it implements "
                        + "create_canister, provisional_create_canister_with_cycles, install_code, uninstall_code, "
                        + "start_canister, stop_canister, delete_canister, canister_status and update_settings)")
            }
        } catch {
            return .reject(Rejection(code: error.code, message: error.message, errorCode: error.errorCode))
        }
    }

    // MARK: Methods

    private func created(_ call: SimulatedCall, settings: CandidValue?, specifiedID: Principal?)
        throws(ManagementRejection)
        -> CandidValue
    {
        var controllers = [call.caller]
        if case .opt(let inner?)? = settings, let named = try Self.controllers(in: inner) { controllers = named }
        let id = try host.create(controllers: controllers, specifiedID: specifiedID)
        return .record(sorting: [CandidField(.named("canister_id"), .principal(id))])
    }

    private func install(_ call: SimulatedCall, _ argument: CandidValue) throws(ManagementRejection) {
        let canister = try controlled(call, argument: argument)
        guard case .variant(let modeField)? = argument["mode"], let modeName = modeField.label.name,
            let mode = CanisterInstallMode(rawValue: modeName)
        else {
            throw ManagementRejection(code: 5, "IC0505", "install_code: the mode is not install, reinstall or upgrade")
        }
        guard case .blob(let wasm)? = argument["wasm_module"], case .blob(let initArgument)? = argument["arg"] else {
            throw ManagementRejection(code: 5, "IC0505", "install_code: wasm_module and arg must be blobs")
        }
        let module: CanisterModule
        do { module = try CanisterModule(bytes: wasm, limits: canister.limits) } catch {
            throw ManagementRejection(
                code: 5, "IC0505", "Wasm module of canister \(canister.id) is not valid: \(error)")
        }
        do {
            try canister.install(module, argument: initArgument, mode: mode, caller: call.caller, time: call.time)
        } catch {
            switch error {
            case .module(let reason):
                throw ManagementRejection(
                    code: 5, "IC0505", "Wasm module of canister \(canister.id) is not valid: \(reason)")
            case .trapped(let entryPoint, let message):
                throw ManagementRejection(
                    code: 5, "IC0503",
                    "Canister \(canister.id) trapped in \(entryPoint) during \(mode.rawValue): \(message)")
            case .notEmpty, .empty:
                throw ManagementRejection(code: 5, "IC0538", "install_code on canister \(canister.id): \(error)")
            }
        }
    }

    private func status(of canister: WasmCanister) -> CandidValue {
        let memory = canister.memorySize
        let module = canister.module
        let nat = { (value: Int) in CandidValue.nat(BigUInt(value)) }
        let settings: [CandidField] = [
            CandidField(.named("controllers"), .vec(canister.controllers.map(CandidValue.principal))),
            CandidField(.named("compute_allocation"), nat(0)), CandidField(.named("memory_allocation"), nat(0)),
            CandidField(.named("freezing_threshold"), nat(2_592_000)),
            CandidField(.named("reserved_cycles_limit"), nat(5_000_000_000_000)),
            CandidField(.named("log_visibility"), .variant(CandidField(.named("controllers"), .null))),
            CandidField(.named("wasm_memory_limit"), nat(canister.limits.maximumHeapBytes)),
            CandidField(.named("wasm_memory_threshold"), nat(0)),
            CandidField(.named("environment_variables"), .vec([])),
        ]
        var customSections = 0
        for contents in (module?.publicMetadata.values.map { $0 } ?? [])
            + (module?.privateMetadata.values.map { $0 } ?? [])
        {
            customSections += contents.count
        }
        let metrics: [CandidField] = [
            CandidField(.named("wasm_memory_size"), nat(memory.heap)),
            CandidField(.named("stable_memory_size"), nat(memory.stable)),
            CandidField(.named("global_memory_size"), nat(0)),
            CandidField(.named("wasm_binary_size"), nat(module?.bytes.count ?? 0)),
            CandidField(.named("custom_sections_size"), nat(customSections)),
            CandidField(.named("canister_history_size"), nat(0)),
            CandidField(.named("wasm_chunk_store_size"), nat(0)), CandidField(.named("snapshots_size"), nat(0)),
        ]
        let stats: [CandidField] = [
            "num_calls_total", "num_instructions_total", "request_payload_bytes_total", "response_payload_bytes_total",
        ].map { CandidField(.named($0), nat(0)) }
        return .record(sorting: [
            CandidField(.named("status"), .variant(CandidField(.named(canister.runStatus.rawValue), .null))),
            CandidField(.named("ready_for_migration"), .bool(false)),
            CandidField(.named("version"), .nat64(canister.version)),
            CandidField(.named("settings"), .record(sorting: settings)),
            CandidField(.named("module_hash"), .opt(module.map { .blob($0.hash) })),
            CandidField(.named("memory_size"), nat(memory.heap + memory.stable + (module?.bytes.count ?? 0))),
            CandidField(.named("memory_metrics"), .record(sorting: metrics)),
            CandidField(.named("cycles"), nat(Int(clamping: canister.cycleBalance))),
            CandidField(.named("reserved_cycles"), nat(0)), CandidField(.named("idle_cycles_burned_per_day"), nat(0)),
            CandidField(.named("query_stats"), .record(sorting: stats)),
        ])
    }

    // MARK: Helpers

    /// `()`, the reply of the methods that answer nothing.
    static let empty = Array("DIDL".utf8) + [0, 0]

    private func decode(_ call: SimulatedCall, _ type: CandidType) throws(ManagementRejection) -> CandidValue {
        do {
            guard let value = try CandidBinary.decode(call.argument, as: [type]).first else {
                throw ManagementRejection(code: 5, "IC0503", "\(call.method): no argument")
            }
            return value
        } catch let rejection as ManagementRejection {
            throw rejection
        } catch {
            throw ManagementRejection(code: 5, "IC0503", "\(call.method): the argument does not decode: \(error)")
        }
    }

    /// The canister the call acts on (its `canister_id`, which must be the effective canister),
    /// when the caller controls it.
    private func controlled(_ call: SimulatedCall, argument: CandidValue? = nil) throws(ManagementRejection)
        -> WasmCanister
    {
        let value: CandidValue
        if let argument { value = argument } else { value = try decode(call, ManagementInterface.canisterIDArguments) }
        guard case .principal(let id)? = value["canister_id"] else {
            throw ManagementRejection(code: 5, "IC0503", "\(call.method): no canister_id")
        }
        guard id == call.effectiveCanister else {
            throw ManagementRejection(
                code: 5, "IC0503",
                "\(call.method) acts on \(id) but was sent with the effective canister id \(call.effectiveCanister)")
        }
        guard let canister = host.canister(id) else {
            throw ManagementRejection(code: 3, "IC0301", "Canister \(id) not found")
        }
        guard canister.controllers.contains(call.caller) else {
            throw ManagementRejection(
                code: 5, "IC0512",
                "Only controllers of canister \(id) can call \(call.method); \(call.caller) is not one of them")
        }
        return canister
    }

    private static func controllers(in settings: CandidValue?) throws(ManagementRejection) -> [Principal]? {
        guard case .opt(let list?)? = settings?["controllers"] else { return nil }
        guard let elements = list.vectorElements else { return nil }
        let principals = elements.compactMap { element -> Principal? in
            if case .principal(let principal) = element { return principal }
            return nil
        }
        guard principals.count <= 10 else {
            throw ManagementRejection(
                code: 5, "IC0503", "a canister has at most 10 controllers, not \(principals.count)")
        }
        return principals
    }

    private func reply(_ value: CandidValue, _ type: CandidType = ManagementInterface.createCanisterResult)
        throws(ManagementRejection) -> SimulatedOutcome
    {
        do { return .reply(try CandidBinary.encode([value], types: [type])) } catch {
            throw ManagementRejection(code: 5, "IC0503", "the reply could not be encoded: \(error)")
        }
    }
}

/// A rejection the management canister answers with.
struct ManagementRejection: Error {
    let code: UInt64
    let errorCode: String
    let message: String

    init(code: UInt64, _ errorCode: String, _ message: String) {
        self.code = code
        self.errorCode = errorCode
        self.message = message
    }
}
