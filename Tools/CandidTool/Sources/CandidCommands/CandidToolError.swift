import CommandSupport

/// Why a command failed: the message printed after `error: ` and the status to exit with.
public struct CandidToolError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: ExitStatus
    public var message: String

    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { message }

    static func invalidInput(_ message: String) -> CandidToolError { CandidToolError(.failure, message) }
    static func usage(_ message: String) -> CandidToolError { CandidToolError(.usage, message) }
    static func cannotRead(_ message: String) -> CandidToolError { CandidToolError(.cannotRead, message) }
}
