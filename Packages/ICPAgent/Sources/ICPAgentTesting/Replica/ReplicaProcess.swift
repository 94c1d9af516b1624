import ByteTools
import ChildProcesses
import Foundation
import ICPAgent

/// An `icp-replica` process: started on a free port with the given options, its JSON line read
/// within a deadline, stopped by PID (SIGTERM, then SIGKILL). For tests and tours that want a
/// replica behind a real port. A `ServiceProcess` of ChildProcesses with the replica's line
/// read into types.
public final class ReplicaProcess: Sendable {
    private let service: ServiceProcess
    /// Where it listens, e.g. `http://127.0.0.1:38775`.
    public let url: URL
    /// Its root key in DER, as printed.
    public let rootKey: [UInt8]
    public let subnetID: Principal
    /// Its canisters by name (`echo`, `whoami`, `counter`, `ledger`).
    public let canisters: [String: Principal]

    /// Where `icp-replica` is when built beside the running program, as SwiftPM builds a
    /// package's executables into one folder (`make demo`, `make bench`, a test target that
    /// depends on the product); it may not be built (``start(executable:arguments:timeout:)``
    /// then says so).
    public static var besideThisProgram: URL {
        Executables.besideThisProgram(ReplicaCommandLine.executableName)
    }

    /// Starts `executable` with `arguments` (built with ``ReplicaCommandLine``) and waits up to
    /// `timeout` for its line.
    public static func start(
        executable: URL = besideThisProgram, arguments: [String] = [], timeout: Duration = .seconds(20)
    )
        async throws(ChildProcessError) -> ReplicaProcess
    {
        try check(executable)
        return try ReplicaProcess(
            try await ServiceProcess.start(
                ReplicaCommandLine.command(executable: executable, options: arguments), within: timeout))
    }

    /// ``start(executable:arguments:timeout:)`` for synchronous code off the cooperative pool
    /// (a thread of its own, `main`, a test with `.onItsOwnThread`).
    public convenience init(
        executable: URL = besideThisProgram, arguments: [String] = [], timeout: Duration = .seconds(20)
    )
        throws(ChildProcessError)
    {
        try Self.check(executable)
        try self.init(
            try ServiceProcess.startBlocking(
                ReplicaCommandLine.command(executable: executable, options: arguments), within: timeout))
    }

    private init(_ service: ServiceProcess) throws(ChildProcessError) {
        struct Line: Decodable {
            let url: String
            let rootKey: String
            let subnetId: String
            let canisters: [String: String]
        }
        // On a throw `service` is dropped, which stops it by PID in the background.
        guard let announcement = service.announcement else {
            throw .badAnnouncement(executable: service.name, line: service.readyLine)
        }
        let line = try announcement.decode(Line.self, from: service.name)
        guard let url = URL(string: line.url), let key = try? Hex.decode(line.rootKey),
            let subnet = try? Principal(text: line.subnetId)
        else {
            throw .badAnnouncement(executable: service.name, line: service.readyLine)
        }
        self.url = url
        rootKey = key
        subnetID = subnet
        canisters = line.canisters.compactMapValues { try? Principal(text: $0) }
        self.service = service
    }

    private static func check(_ executable: URL) throws(ChildProcessError) {
        guard Executables.isBuilt(executable) else {
            throw .notBuilt(
                path: executable.path,
                hint: "build the icp-replica product (a test target that depends on it builds it beside the tests)")
        }
    }

    /// The process id, for whoever stops it some other way.
    public var pid: Int32 { service.pid }

    /// Sends SIGTERM, waits for the exit (SIGKILL after 20 s) and returns its status: 0 for a
    /// clean stop, 128 + the signal's number when one ended it, -1 if it did not end.
    @discardableResult
    public func stop() async -> Int32 {
        await service.stop()?.status ?? -1
    }

    /// ``stop()`` for synchronous code off the cooperative pool.
    @discardableResult
    public func stopBlocking() -> Int32 {
        service.stopBlocking()?.status ?? -1
    }
}
