import ChildProcesses
import Foundation

/// The outcome of a finished child process.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let standardOutput: String
    /// Empty when standard error was merged into standard output.
    public let standardError: String
    /// The process ran past its deadline and was stopped.
    public var timedOut = false

    public var succeeded: Bool { status == 0 && !timedOut }
}

/// Runs external commands (git, swift, docc, test bundles) synchronously, looking them up on
/// PATH: ChildProcesses' `Command` with WorkspaceKit's errors. Synchronous, so it is called from
/// threads of their own (the `workspace` command's `perform`, tests marked `.onItsOwnThread`).
public enum ProcessRunner {
    /// - Parameters:
    ///   - mergeStandardError: interleave stderr into stdout, as a terminal would show it (build logs).
    ///   - onOutput: receives each chunk of stdout as it arrives, for live progress.
    ///   - timeout: seconds after which the process gets SIGTERM, and SIGKILL ten seconds later
    ///     if it is still there; the output then says `timedOut`.
    ///   - ownProcessGroup: starts the process as the leader of a group that holds what it
    ///     starts: a timeout stops the whole group, and so does the process's own exit for
    ///     whatever it left running (an emulator a test did not stop).
    public static func run(
        _ tool: String,
        _ arguments: [String],
        in directory: URL? = nil,
        environment: [String: String] = [:],
        mergeStandardError: Bool = false,
        timeout: TimeInterval? = nil,
        ownProcessGroup: Bool = false,
        onOutput: (@Sendable (Data) -> Void)? = nil
    ) throws -> ProcessOutput {
        let command = Command(
            tool, arguments, workingDirectory: directory,
            environment: environment.mapValues { value -> String? in value },
            standardError: mergeStandardError ? .mergedWithOutput : .captured, ownProcessGroup: ownProcessGroup)
        var forward: (@Sendable ([UInt8]) -> Void)?
        if let onOutput { forward = { chunk in onOutput(Data(chunk)) } }
        let result: CommandResult
        do throws(ChildProcessError) {
            result = try command.runBlocking(timeout: timeout.map { Duration.seconds($0) }, onOutput: forward)
        } catch {
            if case .notFound = error { throw WorkspaceError.toolNotFound(tool) }
            throw WorkspaceError.commandFailed(command: command.description, status: -1, output: error.description)
        }
        let leftovers =
            result.leftoversStopped ? "\n[the process exited and left processes running; they were stopped]\n" : ""
        return ProcessOutput(
            status: result.termination.status, standardOutput: result.standardOutput + leftovers,
            standardError: result.standardError, timedOut: result.timedOut)
    }

    /// Runs and returns trimmed stdout, or throws with the command and its stderr.
    @discardableResult
    public static func checked(
        _ tool: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> String {
        let result = try run(tool, arguments, in: directory, environment: environment)
        guard result.succeeded else {
            throw WorkspaceError.commandFailed(
                command: ([tool] + arguments).joined(separator: " "),
                status: result.status,
                output: result.standardError.isEmpty ? result.standardOutput : result.standardError
            )
        }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
