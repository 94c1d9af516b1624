import ChildProcesses
import Foundation

/// A peer implementation in Python (a PyPI package with native code: cbor2, …) kept running
/// beside the benchmarks, so a comparison runs both sides in alternating rounds of one run. The
/// script prints `ready` once set up, then answers each request line with one line (its result,
/// which the caller uses as a checksum). Nil, with a warning, when Python or the package is
/// missing (`make deps` installs the packages `make test` and `make bench` use).
final class PythonPeer: Sendable {
    private let service: ServiceProcess

    private init(service: ServiceProcess) {
        self.service = service
    }

    static func start(_ script: String, arguments: [String], for benchmark: String) -> PythonPeer? {
        let command = Command("python3", ["-c", script] + arguments, keepsInputOpen: true)
        let service = waitFor {
            try await ServiceProcess.start(command, readyWhen: .lineContaining("ready"), within: .seconds(60))
        }
        guard let service else {
            FileHandle.standardError.write(
                Data("warning: the Python peer of \(benchmark) did not start (python3 and its package needed)\n".utf8))
            return nil
        }
        return PythonPeer(service: service)
    }

    /// Sends `request` and returns the answer line, or nil when the peer is gone or silent.
    func ask(_ request: String) -> String? {
        guard service.send(request + "\n") else { return nil }
        let service = self.service
        return waitFor { await service.nextLine(within: .seconds(120)) } ?? nil
    }
}
