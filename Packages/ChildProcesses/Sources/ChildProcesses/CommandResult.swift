/// How a command run to completion ended and what it printed.
public struct CommandResult: Sendable, CustomStringConvertible {
    /// The command line, for messages.
    public let command: String
    public let termination: Termination
    public let output: [UInt8]
    /// Standard error when it was captured or written to a file; empty when it was merged into
    /// the output or discarded.
    public let errorOutput: [UInt8]
    /// The run outlived its deadline and was stopped (with its group when it led one).
    public let timedOut: Bool
    /// The deadline it had, if any.
    public let timeout: Duration?
    /// The child led a process group, exited, and left processes in it; they were stopped.
    public let leftoversStopped: Bool

    public var standardOutput: String { String(decoding: output, as: UTF8.self) }
    public var standardError: String { String(decoding: errorOutput, as: UTF8.self) }
    /// Exit status 0 within the deadline.
    public var succeeded: Bool { termination.succeeded && !timedOut }

    /// This result when it succeeded; else the typed error that says how it ended.
    @discardableResult
    public func checked() throws(ChildProcessError) -> CommandResult {
        if timedOut, let timeout {
            throw .timedOut(command: command, after: timeout, standardError: standardError)
        }
        guard succeeded else {
            throw .failed(
                command: command, termination: termination,
                standardError: standardError.isEmpty ? standardOutput : standardError)
        }
        return self
    }

    public var description: String {
        "\(command): \(termination)\(timedOut ? ", timed out" : "")\nstdout: \(standardOutput)\nstderr: \(standardError)"
    }
}
