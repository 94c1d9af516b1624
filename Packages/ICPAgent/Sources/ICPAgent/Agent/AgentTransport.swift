/// How an ``Agent`` reaches a replica: a POST of a CBOR body, or a GET, to a path under the
/// replica's base URL, answered with the raw status and body. Status codes are the agent's to
/// judge; a transport throws only when no answer came (connection refused, timeout, a body over
/// its limit). `ICPAgentHTTP` has the HTTP one; tests and emulators plug in their own.
public protocol AgentTransport: Sendable {
    func post(_ path: String, body: [UInt8]) async throws -> TransportResponse
    func get(_ path: String) async throws -> TransportResponse
}

/// A replica's answer as received.
public struct TransportResponse: Sendable, Hashable {
    public var status: Int
    public var body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}
