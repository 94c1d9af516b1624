import CommandSupport

/// Why a command failed: the sentence printed after `error: `, the status to exit with and, for
/// failures of the card layer, the spec's error JSON (§10.0) that `--json` prints instead.
public struct TonCardToolError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: ExitStatus
    public var message: String
    /// The §10.0 error JSON, for errors that come from the card layer; nil for usage errors,
    /// which have no JSON form.
    public var json: String?

    public init(_ status: ExitStatus, _ message: String, json: String? = nil) {
        self.status = status
        self.message = message
        self.json = json
    }

    public var description: String { message }

    static func usage(_ message: String) -> TonCardToolError { TonCardToolError(.usage, message) }
}
