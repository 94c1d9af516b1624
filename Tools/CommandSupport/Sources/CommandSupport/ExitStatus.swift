import ArgumentParser

/// The exit statuses of every command-line tool in the workspace, one list for all, following
/// BSD's `sysexits.h` where a number exists there, so scripts can tell a bad command line from
/// bad input from a tool that could not do its job.
public enum ExitStatus: Int32, Sendable, CaseIterable, CustomStringConvertible {
    /// The work was done and the answer is yes.
    case success = 0
    /// The work was done and the answer is no: input that does not parse, type-check, decode
    /// or verify; a failed test or check; a refused release; a tour step that failed.
    case failure = 1
    /// The command line is wrong: an unknown or missing option, conflicting options, a name
    /// that matches nothing (`EX_USAGE`).
    case usage = 64
    /// A file or standard input could not be read (`EX_NOINPUT`).
    case cannotRead = 66
    /// The tool could not do its job: a child process (git, swift) failed, a file could not be
    /// written, a reference it needs is missing (`EX_SOFTWARE`).
    case internalError = 70

    /// The status as ArgumentParser's exit code, to throw from `run()`.
    public var exitCode: ExitCode { ExitCode(rawValue) }

    public var description: String {
        switch self {
        case .success: return "0 success"
        case .failure: return "1 failure"
        case .usage: return "64 usage"
        case .cannotRead: return "66 cannot read input"
        case .internalError: return "70 internal error"
        }
    }
}
