import ChildProcesses
import Foundation

/// A tool's executable as the tests of its package find it: built next to the running test
/// binary (`swift build --build-tests` builds a package's executables with its tests), run with
/// arguments, its output and status returned. Test machinery, not for the tools themselves; the
/// finding and running are ChildProcesses' `Executables` and `Command`.
public struct BuiltTool: Sendable {
    public let url: URL

    /// An executable somewhere else (a system tool a test compares against).
    public init(url: URL) {
        self.url = url
    }

    /// The executable `name` in the folder of the running test binary.
    public init(_ name: String) {
        url = Executables.besideThisProgram(name)
    }

    /// Whether it has been built (a test that needs it can say why it is skipped).
    public var exists: Bool { Executables.isBuilt(url) }

    /// What a run printed and how it ended.
    public struct Run: Sendable, CustomStringConvertible {
        /// The exit status (128 + the signal's number when a signal ended it); -1 when the run
        /// was stopped for taking too long.
        public let status: Int32
        public let output: String
        public let error: String

        public var description: String { "status \(status)\nstdout: \(output)\nstderr: \(error)" }
    }

    /// Runs it to the end with `arguments` and `input` on standard input, waiting at most
    /// `timeout` seconds: a run that takes longer is stopped (SIGTERM, SIGKILL 5 s later) and
    /// reported with status -1, so a hanging tool fails its test instead of hanging it.
    public func run(_ arguments: [String], input: String = "", timeout: Double = 120) async throws -> Run {
        Self.run(
            from: try await command(arguments, input: input).run(timeout: .seconds(timeout), grace: .seconds(5)),
            timeout: timeout)
    }

    /// ``run(_:input:timeout:)`` for a synchronous test, which must run off the cooperative pool:
    /// mark its suite `.onItsOwnThread` (ChildProcessesTesting), or it throws saying so.
    public func run(_ arguments: [String], input: String = "", timeout: Double = 120) throws -> Run {
        Self.run(
            from: try command(arguments, input: input).runBlocking(timeout: .seconds(timeout), grace: .seconds(5)),
            timeout: timeout)
    }

    private func command(_ arguments: [String], input: String) -> Command {
        Command(url, arguments, input: Data(input.utf8))
    }

    private static func run(from result: CommandResult, timeout: Double) -> Run {
        guard !result.timedOut else {
            return Run(
                status: -1, output: result.standardOutput, error: "killed after \(timeout) s\n" + result.standardError)
        }
        return Run(status: result.termination.status, output: result.standardOutput, error: result.standardError)
    }
}
