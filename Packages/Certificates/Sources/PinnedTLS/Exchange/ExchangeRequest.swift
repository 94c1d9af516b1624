/// A request in plain values, as the transport's curl code takes it: nothing here depends on
/// HTTPSpec's types, which are converted in one place (`PinnedTLSTransport+HTTPSpec.swift`).
struct ExchangeRequest: Sendable {
    /// The method as sent ("GET", "PUT", ...).
    var method: String
    /// The absolute URL, already percent-encoded.
    var url: String
    /// Header fields in order, as the caller gave them.
    var headers: [(name: String, value: String)]
    /// The body; nil sends none.
    var body: [UInt8]?
    /// The longest the whole exchange may take: connection, handshake, request and response.
    var timeout: Duration
}
