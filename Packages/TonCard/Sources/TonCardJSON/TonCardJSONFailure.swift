import TonCard

/// A failed call of the JSON layer: the typed error and its JSON (spec §10.0), which is what the
/// original library passed to its `reject` callback.
public struct TonCardJSONFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The typed error, for callers that branch on it.
    public let error: TonCardError
    /// The error's JSON text.
    public let json: String

    public init(_ error: TonCardError) {
        self.error = error
        json = TonCardJSONFormat.error(error)
    }

    public var description: String { json }
}
