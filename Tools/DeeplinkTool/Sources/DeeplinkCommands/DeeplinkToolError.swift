import CommandSupport

/// Why a command failed: the message printed after `error: ` and the status to exit with.
public struct DeeplinkToolError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: ExitStatus
    public var message: String

    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { message }

    static func invalidInput(_ message: String) -> DeeplinkToolError { DeeplinkToolError(.failure, message) }
    static func usage(_ message: String) -> DeeplinkToolError { DeeplinkToolError(.usage, message) }
    static func cannotRead(_ message: String) -> DeeplinkToolError { DeeplinkToolError(.cannotRead, message) }
    static func unavailable(_ message: String) -> DeeplinkToolError { DeeplinkToolError(.internalError, message) }
}
