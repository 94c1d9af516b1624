import Candid
import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting

public let icpLiveTour = TourStep(
    name: "ICPLive",
    summary: "icp-replica on this machine: two identities, a counter, a verified query, and a forged certificate refused"
) { out in
    // `make demo` builds icp-replica next to the demo; without it the same session runs against
    // the simulator icp-replica serves, in this process.
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("icp-replica")
    var processes: [ReplicaProcess] = []
    defer { for process in processes { process.stop() } }
    func replica(_ arguments: [String]) throws -> (transport: any AgentTransport, where: String) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let simulator = ReplicaSimulator(certifier: TestCertifier(canisterRanges: [StandardCanisters.range]))
            StandardCanisters.install(on: simulator)
            if arguments.contains("--corrupt-certificate") { simulator.faults.corruptCertificateSignature = true }
            return (simulator, "in process (icp-replica is not built here; `make demo` builds it)")
        }
        let process = try ReplicaProcess(executable: executable, arguments: arguments)
        processes.append(process)
        return (HTTPAgentTransport(baseURL: process.url), "\(process.url.absoluteString), pid \(process.pid)")
    }

    out.line("-- A replica on the loopback interface, trusted as a local network (its root key read once)")
    let (transport, place) = try replica([])
    out.show("replica", place)
    let alice = try Ed25519Identity(mnemonic: "verb bottom twelve symptom plastic believe beach cargo inherit viable dice loop")
    let bob = try Secp256k1Identity(rawRepresentation: [UInt8](repeating: 0x42, count: 32))
    let empty = Array("DIDL".utf8) + [0, 0]
    for (name, identity) in [("alice (Ed25519)", alice as any Identity), ("bob (secp256k1)", bob)] {
        let agent = try await Agent.forLocalTestNetwork(transport: transport, identity: identity)
        let caller = try CandidDecoder().decode(CandidPrincipal.self, from: try await agent.call(StandardCanisters.whoami, method: "whoami", argument: empty))
        out.show("whoami as \(name)", caller == identity.sender ? "\(caller)" : "FAILED: \(caller)")
    }

    out.line("-- Typed functions: two certified updates, then a query checked against the nodes' keys")
    let agent = try await Agent.forLocalTestNetwork(transport: transport, identity: alice)
    let counter = CanisterClient(agent: agent, canister: StandardCanisters.counter)
    let increment = ICPFunction<NoArguments, UInt64>("increment")
    out.show("increment", try await counter(increment))
    out.show("increment", try await counter(increment))
    out.show("get (query)", try await counter(ICPFunction<NoArguments, UInt64>("get", .query)))
    let echo = CanisterClient(agent: agent, canister: StandardCanisters.echo)
    out.show("echo (query)", try await echo(ICPFunction<String, String>("echo", .query), "hello, Internet Computer"))
    out.show("clock skew measured", agent.clockSkew)

    out.line("-- A second replica that forges its certificates (a flipped signature bit)")
    let (forging, _) = try replica(["--corrupt-certificate"])
    let trusting = try await Agent.forLocalTestNetwork(transport: forging, identity: alice)
    do {
        _ = try await trusting.call(StandardCanisters.echo, method: "echo", argument: empty)
        out.show("its answer", "FAILED: accepted")
    } catch {
        out.show("its answer", "refused: \(error)")
    }
    for process in processes { out.show("stopped pid \(process.pid)", "exit \(process.stop())") }
    processes = []
}
