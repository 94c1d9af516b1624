import CommandSupport

/// Why `deeplink-wallet` could not start: the message printed after `error: ` and the status.
public struct WalletToolError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: ExitStatus
    public var message: String

    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { message }

    static func invalidInput(_ message: String) -> WalletToolError { WalletToolError(.failure, message) }
    static func usage(_ message: String) -> WalletToolError { WalletToolError(.usage, message) }
    static func cannotRead(_ message: String) -> WalletToolError { WalletToolError(.cannotRead, message) }
    static func unavailable(_ message: String) -> WalletToolError { WalletToolError(.internalError, message) }
}
