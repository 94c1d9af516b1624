/// Sends one request and returns the response as received. Statuses are not judged here;
/// transport failures are thrown as `HTTPError.transport` (or `.timeout`, `.cancelled`).
public protocol Transport: Sendable {
    func send(_ request: ClientRequest, timeout: Duration) async throws -> ClientResponse

    /// True when `send` itself ends the exchange once `timeout` has passed, with
    /// `HTTPError.timeout`. The client then runs the attempt in the calling task; otherwise it
    /// gives each attempt a task of its own and cancels that at the deadline, which costs a
    /// thread switch per request. The default is false.
    var enforcesTimeout: Bool { get }
}

extension Transport {
    public var enforcesTimeout: Bool { false }
}
