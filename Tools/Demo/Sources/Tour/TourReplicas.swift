import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import ICPLedger
import WasmCanisters

/// The replicas a tour step talks to: `icp-replica` processes beside the demo when `make demo`
/// built it, else the simulator it serves, in this process, so the step runs anywhere. Every
/// process started is stopped by ``stopAll()``, or by PID in the background when a step that
/// failed drops it.
final class TourReplicas {
    private(set) var processes: [ReplicaProcess] = []
    /// The first canister of the replica's subnet: requests that create canisters are routed by it.
    static let firstCanister = StandardCanisters.range.lowerBound
    private let executable = ReplicaProcess.besideThisProgram

    /// A replica whose ledger has minted `funds`, that forges its certificates when asked to:
    /// its transport, and where it runs in words.
    func start(funds: [(Principal, UInt64)] = [], corruptCertificates: Bool = false) async throws -> (
        transport: any AgentTransport, place: String
    ) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let certifier = TestCertifier(canisterRanges: [StandardCanisters.range])
            let simulator = ReplicaSimulator(certifier: certifier)
            StandardCanisters.install(on: simulator)
            simulator.addHost(WasmCanisterHost(certifier: certifier))
            let ledger = SimulatedLedger()
            ledger.install(on: simulator)
            for (owner, e8s) in funds { _ = ledger.mint(e8s, to: AccountIdentifier(owner: owner)) }
            simulator.faults.corruptCertificateSignature = corruptCertificates
            return (simulator, "in process (icp-replica is not built here; `make demo` builds it)")
        }
        var arguments = funds.flatMap { ReplicaCommandLine.fund("\($0.0)", e8s: $0.1) }
        if corruptCertificates { arguments += ReplicaCommandLine.corruptCertificate }
        let process = try await ReplicaProcess.start(executable: executable, arguments: arguments)
        processes.append(process)
        return (HTTPAgentTransport(baseURL: process.url), "\(process.url.absoluteString), pid \(process.pid)")
    }

    /// Stops every process started, with each one's pid and exit status.
    @discardableResult
    func stopAll() async -> [(pid: Int32, status: Int32)] {
        defer { processes = [] }
        var stopped: [(pid: Int32, status: Int32)] = []
        for process in processes { stopped.append((process.pid, await process.stop())) }
        return stopped
    }
}
