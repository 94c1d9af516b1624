import CommandSupport

/// Why a command failed: the line printed on standard error and the status to exit with.
///
/// Most failures print as `error: MESSAGE`; a canister's or the system's refusal prints as
/// `rejected: code N (error code ICxxxx): MESSAGE`, so scripts can tell the two apart.
public struct ICPToolError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The exit status: 1 failure, 64 usage, 66 cannot read, 70 internal error.
    public var status: ExitStatus
    /// What failed, without the `error: ` prefix.
    public var message: String
    /// What precedes the message on standard error: `error: `, or nothing for a rejection.
    public var prefix: String

    /// - Parameters:
    ///   - status: the exit status of the process.
    ///   - message: what failed and where.
    ///   - prefix: put before the message when printed.
    public init(_ status: ExitStatus, _ message: String, prefix: String = "error: ") {
        self.status = status
        self.message = message
        self.prefix = prefix
    }

    /// The message, without the prefix.
    public var description: String { message }

    /// The line written to standard error, ending in a newline.
    public var line: String { prefix + message + "\n" }

    /// Input that does not parse, fit or decode (status 1).
    static func invalidInput(_ message: String) -> ICPToolError { ICPToolError(.failure, message) }
    /// A bad command line (status 64).
    static func usage(_ message: String) -> ICPToolError { ICPToolError(.usage, message) }
    /// A file or standard input that cannot be read (status 66).
    static func cannotRead(_ message: String) -> ICPToolError { ICPToolError(.cannotRead, message) }
    /// The tool could not do its job: no answer, an unexpected HTTP status (status 70).
    static func internalError(_ message: String) -> ICPToolError { ICPToolError(.internalError, message) }
}
