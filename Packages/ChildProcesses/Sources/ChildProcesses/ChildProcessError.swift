import Foundation

/// Why a child process did not do what its caller needed. Every description names the executable
/// and, where the child said something, ends with the tail of its standard error (or of its
/// output, when its standard error was empty).
public enum ChildProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A built executable is missing where it was looked for; `hint` says how to build it.
    case notBuilt(path: String, hint: String)
    /// No such executable: not on PATH, or no file at the path given.
    case notFound(executable: String)
    /// The executable exists but could not be started (permissions, a bad folder, no pipes).
    case couldNotStart(executable: String, reason: String)
    /// A run that had to succeed ended otherwise.
    case failed(command: String, termination: Termination, standardError: String)
    /// A run that had to succeed was stopped at its deadline.
    case timedOut(command: String, after: Duration, standardError: String)
    /// A service printed no ready line within its deadline (it was stopped).
    case notReady(executable: String, within: Duration, standardError: String)
    /// A service ended, or closed its output, before its ready line.
    case exitedEarly(executable: String, termination: Termination?, standardError: String)
    /// A service's ready line is not the JSON object it announces itself with (it was stopped).
    case badAnnouncement(executable: String, line: String)
    /// A synchronous wait for a child was asked for on a thread of Swift's cooperative pool: it
    /// would hold a thread the wait itself needs, and with every such thread held, hang for ever.
    case wouldBlockTheCooperativePool(executable: String)

    public var description: String {
        switch self {
        case .notBuilt(let path, let hint):
            return "\(path) is not built; \(hint)"
        case .notFound(let executable):
            return "\(executable) was not found (neither on PATH nor at that path)"
        case .couldNotStart(let executable, let reason):
            return "could not start \(executable): \(reason)"
        case .failed(let command, let termination, let standardError):
            return "\(command) ended with \(termination)" + Self.tail(standardError)
        case .timedOut(let command, let after, let standardError):
            return "\(command) was stopped after \(Self.seconds(after)) s, its deadline" + Self.tail(standardError)
        case .notReady(let executable, let within, let standardError):
            return "\(executable) printed no ready line within \(Self.seconds(within)) s and was stopped"
                + Self.tail(standardError)
        case .exitedEarly(let executable, let termination, let standardError):
            let how = termination.map { "ended with \($0)" } ?? "closed its output"
            return "\(executable) \(how) before its ready line" + Self.tail(standardError)
        case .badAnnouncement(let executable, let line):
            return "\(executable) printed \"\(line.prefix(200))\", not its JSON line"
        case .wouldBlockTheCooperativePool(let executable):
            return "waiting synchronously for \(executable) on a thread of the cooperative pool could hang every task; "
                + "call the async API, or run the caller on a thread of its own (the .onItsOwnThread test trait)"
        }
    }

    /// At most the last 2,000 characters of a child's standard error, the part that says why.
    static func tail(_ standardError: String) -> String {
        let trimmed = standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return "" }
        let tail = trimmed.count > 2_000 ? "…" + trimmed.suffix(2_000) : Substring(trimmed)
        return "; standard error: \(tail)"
    }

    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? String(Int64(value)) : String(value)
    }
}
