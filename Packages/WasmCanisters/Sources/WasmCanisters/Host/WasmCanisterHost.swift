import CBOR
import Foundation
import ICPAgent
import ICPAgentTesting

/// Wasm canisters and the management canister that creates them, for a `ReplicaSimulator`
/// (`replica.addHost(host)`): messages to its canisters run on WasmKit, `read_state` reads their
/// `module_hash`, `controllers`, `certified_data` and `icp:public`/`icp:private` metadata, and a
/// query gets a certificate of its canister's certified data. New canisters get ids from
/// `firstIndex` on, inside the certifier's canister ranges so that answers verify.
public final class WasmCanisterHost: SimulatedCanisterHost, @unchecked Sendable {
    // @unchecked: `canisters` and `nextIndex` are behind `lock`; each canister locks itself.
    private let lock = NSLock()
    private var canisters: [Principal: WasmCanister] = [:]
    private var nextIndex: UInt64
    private let certifier: TestCertifier
    public let limits: CanisterLimits
    private let debugPrint: (@Sendable (Principal, String) -> Void)?

    /// The most canisters one host keeps.
    public static let maximumCanisters = 1_000

    /// - Parameters:
    ///   - certifier: the replica's certifier, which signs the data certificates of queries.
    ///   - limits: every canister's limits.
    ///   - firstIndex: the canister index (see `Principal(canisterIndex:)`) of the first canister
    ///     created; the next ones count up.
    ///   - debugPrint: called with each canister's `debug_print` lines.
    public init(
        certifier: TestCertifier, limits: CanisterLimits = CanisterLimits(), firstIndex: UInt64 = 0x18_0000,
        debugPrint: (@Sendable (Principal, String) -> Void)? = nil
    ) {
        self.certifier = certifier
        self.limits = limits
        nextIndex = firstIndex
        self.debugPrint = debugPrint
    }

    /// The canister `id`, if this host has it.
    public func canister(_ id: Principal) -> WasmCanister? { lock.withLock { canisters[id] } }

    /// The ids of this host's canisters, in order.
    public var canisterIDs: [Principal] { lock.withLock { canisters.keys.sorted() } }

    /// The canister index the next created canister gets (unless taken): kept with the
    /// canisters' snapshots so that a restarted replica does not hand out a deleted canister's id.
    public var nextCanisterIndex: UInt64 {
        get { lock.withLock { nextIndex } }
        set { lock.withLock { nextIndex = newValue } }
    }

    /// Makes a canister from `snapshot` (see ``WasmCanister/init(restoring:limits:debugPrint:)``)
    /// under this host's limits, at the snapshot's id, which must be free and inside the
    /// certifier's canister ranges.
    public func restore(_ snapshot: CanisterSnapshot) throws(CanisterRestoreError) {
        let id = snapshot.id
        guard certifier.canisterRanges.contains(where: { $0.contains(id) }) else {
            throw .unavailableID("\(id) is outside this subnet's canister ranges")
        }
        let canister = try WasmCanister(restoring: snapshot, limits: limits, debugPrint: perCanisterDebugPrint(id))
        lock.lock()
        defer { lock.unlock() }
        guard canisters[id] == nil else { throw .unavailableID("canister \(id) already exists") }
        guard canisters.count < Self.maximumCanisters else {
            throw .unavailableID("this replica holds at most \(Self.maximumCanisters) canisters")
        }
        canisters[id] = canister
    }

    private func perCanisterDebugPrint(_ id: Principal) -> (@Sendable (String) -> Void)? {
        guard let debugPrint else { return nil }
        return { line in debugPrint(id, line) }
    }

    /// Creates an empty canister controlled by `controllers`, at `specifiedID` when given (and
    /// free), else at the next free id.
    func create(controllers: [Principal], specifiedID: Principal?) throws(ManagementRejection) -> Principal {
        lock.lock()
        defer { lock.unlock() }
        guard canisters.count < Self.maximumCanisters else {
            throw ManagementRejection(
                code: 5, "IC0501", "this replica holds at most \(Self.maximumCanisters) canisters")
        }
        let id: Principal
        if let specifiedID {
            guard canisters[specifiedID] == nil else {
                throw ManagementRejection(code: 5, "IC0503", "canister \(specifiedID) already exists")
            }
            guard certifier.canisterRanges.contains(where: { $0.contains(specifiedID) }) else {
                throw ManagementRejection(code: 5, "IC0503", "\(specifiedID) is outside this subnet's canister ranges")
            }
            id = specifiedID
        } else {
            var candidate = Principal(canisterIndex: nextIndex)
            while canisters[candidate] != nil {
                nextIndex += 1
                candidate = Principal(canisterIndex: nextIndex)
            }
            nextIndex += 1
            id = candidate
        }
        canisters[id] = WasmCanister(
            id: id, controllers: controllers, limits: limits, debugPrint: perCanisterDebugPrint(id))
        return id
    }

    func remove(_ id: Principal) {
        lock.withLock { canisters[id] = nil }
    }

    // MARK: SimulatedCanisterHost

    public func run(_ call: SimulatedCall) -> SimulatedOutcome? {
        if call.canister == .managementCanister {
            return ManagementCanister(host: self).run(call)
        }
        guard let canister = canister(call.canister) else { return nil }
        if call.isQuery {
            let certifier = self.certifier
            let id = canister.id
            return canister.query(call.method, argument: call.argument, caller: call.caller, time: call.time) { data in
                certifier.certificate(
                    [([Array("canister".utf8), id.bytes, Array("certified_data".utf8)], data)],
                    at: Date(timeIntervalSince1970: Double(call.time) / 1e9)
                ).encoded()
            }
        }
        guard canister.inspect(call.method, argument: call.argument, caller: call.caller, time: call.time) else {
            return .reject(
                Rejection(
                    code: 4, message: "Canister \(canister.id) rejected the message in canister_inspect_message",
                    errorCode: "IC0406"))
        }
        return canister.update(call.method, argument: call.argument, caller: call.caller, time: call.time)
    }

    public func certifiedState(at path: [[UInt8]], reader: Principal) -> SimulatedStateAnswer? {
        guard path.count >= 3, let id = try? Principal(bytes: path[1]), let canister = canister(id) else { return nil }
        let name = String(decoding: path[2], as: UTF8.self)
        switch name {
        case "module_hash":
            guard let module = canister.module, path.count == 3 else { return .leaves([]) }
            return .leaves([(path, module.hash)])
        case "controllers":
            let list = CBOR.array(canister.controllers.map { CBOR.bytes($0.bytes) })
            guard path.count == 3, let encoded = try? CBOR.tagged(.selfDescribeCBOR, list).encoded() else {
                return .leaves([])
            }
            return .leaves([(path, encoded)])
        case "certified_data":
            return .leaves(path.count == 3 ? [(path, canister.certifiedData)] : [])
        case "metadata":
            guard path.count == 4, let module = canister.module else { return .leaves([]) }
            let key = String(decoding: path[3], as: UTF8.self)
            if let contents = module.publicMetadata[key] { return .leaves([(path, contents)]) }
            if let contents = module.privateMetadata[key] {
                guard canister.controllers.contains(reader) else {
                    return .forbidden("the metadata \(key) of canister \(id) is private to its controllers")
                }
                return .leaves([(path, contents)])
            }
            return .leaves([])
        default:
            return .leaves([])
        }
    }

    public func runPeriodicTasks(at time: UInt64) {
        for canister in lock.withLock({ Array(canisters.values) }) { canister.runPeriodicTasks(time: time) }
    }
}
