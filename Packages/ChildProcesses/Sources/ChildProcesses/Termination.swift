import Subprocess

#if canImport(Glibc)
    import Glibc
#endif

/// How a child process ended: its exit code, or the signal that ended it.
public enum Termination: Sendable, Hashable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)

    init(_ status: TerminationStatus) {
        switch status {
        case .exited(let code): self = .exited(code)
        case .signaled(let signal): self = .signalled(signal)
        }
    }

    /// The status a shell reports: the exit code, or 128 plus the signal's number. Callers that
    /// compared one integer before (0 for a clean stop, 137 for a kill) keep doing so.
    public var status: Int32 {
        switch self {
        case .exited(let code): return code
        case .signalled(let signal): return 128 + signal
        }
    }

    public var succeeded: Bool { self == .exited(0) }

    public var description: String {
        switch self {
        case .exited(let code): return "exit status \(code)"
        case .signalled(let signal): return "signal \(signal) (\(Self.signalName(signal)))"
        }
    }

    /// The names a reader of a failure knows; others stay numbers.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGTERM: return "SIGTERM"
        case SIGKILL: return "SIGKILL"
        case SIGINT: return "SIGINT"
        case SIGHUP: return "SIGHUP"
        case SIGSEGV: return "SIGSEGV"
        case SIGABRT: return "SIGABRT"
        case SIGTRAP: return "SIGTRAP"
        case SIGPIPE: return "SIGPIPE"
        case SIGALRM: return "SIGALRM"
        default: return "signal \(signal)"
        }
    }
}
