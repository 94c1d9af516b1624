import Foundation

/// An emulator run as a process of its own (`icp-replica`, `deeplink-wallet`): started with
/// `--port 0`, its one JSON line read within a bounded wait, stopped by PID with SIGTERM.
///
/// Every emulator of the workspace announces where it listens the same way, so one launcher
/// serves them all; `--local` keeps them for the session and stops them when the wallet ends.
public final class EmulatorProcess: Sendable {
    private let child: ChildProcess
    /// The executable's name, for messages.
    public let name: String
    /// The announcement's members (strings and nested objects as Foundation decoded them).
    public let announcement: [String: any Sendable]
    /// The announcement line as printed.
    public let line: String

    /// Where `name` is when built beside the running program (SwiftPM builds a package's
    /// executables into one folder).
    public static func besideThisProgram(_ name: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Starts `executable` with `--port 0` and `arguments`, writes `input` to its standard input
    /// (then closes it), and waits up to `timeout` for its JSON line, on a thread of its own. Its
    /// standard error goes to `errorLog` when given, else nowhere.
    public static func start(
        executable: URL, arguments: [String] = [], input: String? = nil, errorLog: URL? = nil, timeout: Duration = .seconds(20)
    ) async throws(EmulatorProcessError) -> EmulatorProcess {
        let started = await offThePool { () -> Result<EmulatorProcess, EmulatorProcessError> in
            do throws(EmulatorProcessError) {
                return .success(try EmulatorProcess(executable: executable, arguments: arguments, input: input, errorLog: errorLog, timeout: timeout))
            } catch {
                return .failure(error)
            }
        }
        return try started.get()
    }

    private init(executable: URL, arguments: [String] = [], input: String? = nil,
                errorLog: URL? = nil, timeout: Duration = .seconds(20)) throws(EmulatorProcessError) {
        name = executable.lastPathComponent
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw .notBuilt(executable.path)
        }
        do {
            child = try ChildProcess(
                executable: executable.path, arguments: ["--port", "0"] + arguments, input: input, capturesOutput: true,
                errorLog: errorLog?.path)
        } catch {
            throw .couldNotStart(name, error.description)
        }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        guard let line = child.readLine(timeout: seconds) else {
            child.terminate(grace: 5)
            throw .noAnnouncement(name, seconds: seconds)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            child.terminate(grace: 5)
            throw .badAnnouncement(name, String(line.prefix(200)))
        }
        self.line = line
        announcement = object.compactMapValues { value -> (any Sendable)? in
            if let text = value as? String { return text }
            if let nested = value as? [String: String] { return nested }
            return nil
        }
    }

    /// A string member of the announcement.
    public func string(_ key: String) -> String? {
        announcement[key] as? String
    }

    /// A member holding an object of strings (`canisters` of `icp-replica`).
    public func strings(_ key: String) -> [String: String] {
        announcement[key] as? [String: String] ?? [:]
    }

    public var pid: Int32 { child.pid }

    /// Sends SIGTERM, waits for the exit (SIGKILL after 20 s) on a thread of its own, and returns
    /// its status (0 for a clean stop).
    @discardableResult
    public func stop() async -> Int32 {
        let child = self.child
        return await offThePool { child.terminate() }
    }
}

/// Why an emulator did not come up.
public enum EmulatorProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    case notBuilt(String)
    case couldNotStart(String, String)
    case noAnnouncement(String, seconds: Double)
    case badAnnouncement(String, String)

    public var description: String {
        switch self {
        case .notBuilt(let path): return "\(path) is not built; `make wallet` builds it"
        case .couldNotStart(let name, let reason): return "could not start \(name): \(reason)"
        case .noAnnouncement(let name, let seconds): return "\(name) said nothing within \(seconds) s"
        case .badAnnouncement(let name, let line): return "\(name) printed \"\(line)\", not its JSON line"
        }
    }
}
