import BigInt
import Candid
import CryptoPrimitives
import Foundation
import ICPAgent
import ICPAgentTesting
import ICPManagement
import Testing
import WasmCanisters

/// Wasm canisters behind a replica simulator, driven by the agent: the management canister
/// creates, installs, upgrades, stops and deletes them; calls and queries come back verified;
/// `read_state` reads module hash, controllers and metadata.
@Suite struct WasmCanisterHostTests {
    static let time = Date(timeIntervalSince1970: 1_800_000_000)
    static let certifier = TestCertifier(canisterRanges: [StandardCanisters.range])
    static let developer = try! Ed25519Identity(rawRepresentation: [UInt8](repeating: 7, count: 32))
    static let stranger = try! Ed25519Identity(rawRepresentation: [UInt8](repeating: 8, count: 32))

    struct Setup {
        let replica: ReplicaSimulator
        let host: WasmCanisterHost
        let agent: Agent
        let strangerAgent: Agent
    }

    static func setup() -> Setup {
        let replica = ReplicaSimulator(certifier: certifier, now: { time })
        let host = WasmCanisterHost(certifier: certifier)
        replica.addHost(host)
        let verifier = CertificateVerifier(rootKey: certifier.rootKey, now: { time.addingTimeInterval(2) })
        return Setup(
            replica: replica, host: host,
            agent: Agent(transport: replica, identity: developer, verifier: verifier, sleep: { _ in }),
            strangerAgent: Agent(transport: replica, identity: stranger, verifier: verifier, sleep: { _ in }))
    }

    /// A new canister, through ICPManagement's generated client.
    static func create(_ agent: Agent) async throws -> Principal {
        let client = ManagementCanister.Client(agent: agent, actingOn: StandardCanisters.range.lowerBound)
        let created = try await client.provisionalCreateCanisterWithCycles(
            .init(amount: nil, settings: nil, specifiedId: nil, senderCanisterVersion: nil))
        return created.canisterId
    }

    static func install(
        _ agent: Agent, _ canister: Principal, wasm: [UInt8], mode: ManagementCanister.CanisterInstallMode = .install,
        argument: [UInt8] = []
    ) async throws {
        try await ManagementCanister.Client(agent: agent, actingOn: canister).installCode(
            .init(
                mode: mode, canisterId: canister, wasmModule: Data(wasm), arg: Data(argument),
                senderCanisterVersion: nil))
    }

    static func number(_ bytes: [UInt8]) -> UInt64 { bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) } }

    @Test func createInstallCallUpgradeStopAndDelete() async throws {
        let setup = Self.setup()
        let wasm = try await TestCanisters.module("counter")
        let id = try await Self.create(setup.agent)
        #expect(StandardCanisters.range.contains(id))
        try await Self.install(setup.agent, id, wasm: wasm)

        #expect(Self.number(try await setup.agent.call(id, method: "increment", argument: [])) == 1)
        #expect(Self.number(try await setup.agent.call(id, method: "increment", argument: [])) == 2)
        #expect(Self.number(try await setup.agent.query(id, method: "get", argument: [])) == 2)

        // The module hash and controllers, certified.
        let certificate = try await setup.agent.readState(
            id,
            paths: [
                [Array("canister".utf8), id.bytes, Array("module_hash".utf8)],
                [Array("canister".utf8), id.bytes, Array("controllers".utf8)],
            ])
        #expect(
            certificate.lookup([Array("canister".utf8), id.bytes, Array("module_hash".utf8)])
                == .found(SHA256.hash(data: wasm).bytes))
        guard
            case .found(let controllers) = certificate.lookup([
                Array("canister".utf8), id.bytes, Array("controllers".utf8),
            ])
        else {
            Issue.record("no controllers in the certificate")
            return
        }
        #expect(controllers.count > Self.developer.sender.bytes.count)

        try await Self.install(setup.agent, id, wasm: wasm, mode: .upgrade(nil))
        #expect(Self.number(try await setup.agent.query(id, method: "get", argument: [])) == 2)

        let management = ManagementCanister.Client(agent: setup.agent, actingOn: id)
        let status = try await management.canisterStatus(.init(canisterId: id))
        #expect(status.status == .running)
        #expect(status.moduleHash == Data(SHA256.hash(data: wasm).bytes))
        #expect(status.settings.controllers == [Self.developer.sender])
        #expect(status.memoryMetrics.wasmBinarySize == BigUInt(wasm.count))

        await #expect(throws: AgentError.self) { try await management.deleteCanister(.init(canisterId: id)) }
        try await management.stopCanister(.init(canisterId: id))
        await #expect {
            _ = try await setup.agent.call(id, method: "increment", argument: [])
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.errorCode == "IC0508"
        }
        try await management.deleteCanister(.init(canisterId: id))
        #expect(setup.host.canister(id) == nil)
        await #expect {
            _ = try await setup.agent.query(id, method: "get", argument: [])
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.errorCode == "IC0301"
        }
    }

    @Test func onlyControllersChangeACanister() async throws {
        let setup = Self.setup()
        let id = try await Self.create(setup.agent)
        let wasm = try await TestCanisters.module("echo")
        await #expect {
            try await Self.install(setup.strangerAgent, id, wasm: wasm)
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.code == 5 && rejection.errorCode == "IC0512"
        }
        #expect(setup.host.canister(id)?.module == nil)
        // A management call routed by another canister's id is refused.
        let other = try await Self.create(setup.agent)
        await #expect(throws: AgentError.self) {
            _ = try await setup.agent.call(
                .managementCanister, method: "start_canister",
                argument: try CandidBinary.encode([.record([CandidField("canister_id", .principal(id))])]),
                effectiveCanister: other)
        }
    }

    @Test func anInvalidModuleOrATrappingInitIsRefusedWithItsReason() async throws {
        let setup = Self.setup()
        let id = try await Self.create(setup.agent)
        await #expect {
            try await Self.install(setup.agent, id, wasm: Array("not wasm".utf8))
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.errorCode == "IC0505" && rejection.message.contains("not WebAssembly")
        }
        await #expect {
            try await Self.install(setup.agent, id, wasm: try await TestCanisters.module("unknown_import"))
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.message.contains("no_such_call")
        }
    }

    @Test func queriesCarryACertificateOfCertifiedDataAndMetadataIsReadable() async throws {
        let setup = Self.setup()
        let id = try await Self.create(setup.agent)
        let service = Array("service : { set : (blob) -> () }".utf8)
        let wasm = TestCanisters.appendingCustomSection(
            "icp:private notes", [42],
            to: TestCanisters.appendingCustomSection(
                "icp:public candid:service", service, to: try await TestCanisters.module("certified")))
        try await Self.install(setup.agent, id, wasm: wasm)
        let data = Array(repeating: UInt8(0x5A), count: 32)
        _ = try await setup.agent.call(id, method: "set", argument: data)
        let bytes = try await setup.agent.query(id, method: "certificate", argument: [])
        let verified = try CertificateVerifier(
            rootKey: Self.certifier.rootKey, now: { Self.time.addingTimeInterval(2) }
        )
        .verify(bytes, for: .canister(id))
        #expect(verified.lookup([Array("canister".utf8), id.bytes, Array("certified_data".utf8)]) == .found(data))

        let metadata = [Array("canister".utf8), id.bytes, Array("metadata".utf8), Array("candid:service".utf8)]
        let read = try await setup.strangerAgent.readState(id, paths: [metadata])
        #expect(read.lookup(metadata) == .found(service))
        let notes = [Array("canister".utf8), id.bytes, Array("metadata".utf8), Array("notes".utf8)]
        #expect(try await setup.agent.readState(id, paths: [notes]).lookup(notes) == .found([42]))
        await #expect {
            _ = try await setup.strangerAgent.readState(id, paths: [notes])
        } throws: { error in
            guard case .unexpectedStatus(403, _, _) = error as? AgentError else { return false }
            return true
        }
        // canister_inspect_message refuses `refused` before it runs.
        await #expect {
            _ = try await setup.agent.call(id, method: "refused", argument: [])
        } throws: { error in
            guard case .rejected(let rejection) = error as? AgentError else { return false }
            return rejection.message.contains("canister_inspect_message")
        }
    }
}
