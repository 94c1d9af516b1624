import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPAgentTesting
import ICPLedger

/// The replicas a tour step talks to: `icp-replica` processes beside the demo when `make demo`
/// built it, else the simulator it serves, in this process, so the step runs anywhere. Every
/// process started is stopped by ``stopAll()``.
final class TourReplicas {
    private(set) var processes: [ReplicaProcess] = []
    private let executable = ReplicaProcess.besideThisProgram

    /// A replica whose ledger has minted `funds`, that forges its certificates when asked to:
    /// its transport, and where it runs in words.
    func start(funds: [(Principal, UInt64)] = [], corruptCertificates: Bool = false) throws -> (transport: any AgentTransport, place: String) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let simulator = ReplicaSimulator(certifier: TestCertifier(canisterRanges: [StandardCanisters.range]))
            StandardCanisters.install(on: simulator)
            let ledger = SimulatedLedger()
            ledger.install(on: simulator)
            for (owner, e8s) in funds { _ = ledger.mint(e8s, to: AccountIdentifier(owner: owner)) }
            simulator.faults.corruptCertificateSignature = corruptCertificates
            return (simulator, "in process (icp-replica is not built here; `make demo` builds it)")
        }
        var arguments: [String] = []
        for (owner, e8s) in funds { arguments += ["--fund", "\(owner)=\(e8s)"] }
        if corruptCertificates { arguments.append("--corrupt-certificate") }
        let process = try ReplicaProcess(executable: executable, arguments: arguments)
        processes.append(process)
        return (HTTPAgentTransport(baseURL: process.url), "\(process.url.absoluteString), pid \(process.pid)")
    }

    /// Stops every process started, with each one's pid and exit status.
    @discardableResult
    func stopAll() -> [(pid: Int32, status: Int32)] {
        defer { processes = [] }
        return processes.map { ($0.pid, $0.stop()) }
    }
}
