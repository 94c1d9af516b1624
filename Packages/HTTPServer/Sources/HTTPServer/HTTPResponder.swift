/// Answers the requests of an ``HTTPServer``. Called concurrently, one request at a time per
/// connection; a responder whose connection closes (or whose server stops) is cancelled.
public protocol HTTPResponder: Sendable {
    /// The answer to a request that was read whole and within the limits.
    func respond(to request: ServerRequest) async -> ServerResponse

    /// The answer to a request the server refused (a limit broken, bytes that are not HTTP):
    /// by default the refusal's status with its reason as plain text. The connection closes
    /// after it whatever the answer says.
    func refuse(_ refusal: HTTPServerRefusal) -> ServerResponse
}

extension HTTPResponder {
    public func refuse(_ refusal: HTTPServerRefusal) -> ServerResponse {
        .text(refusal.description, status: refusal.status)
    }
}

/// A responder made of a closure, with the default refusals.
public struct ClosureResponder: HTTPResponder {
    private let body: @Sendable (ServerRequest) async -> ServerResponse

    public init(_ body: @escaping @Sendable (ServerRequest) async -> ServerResponse) {
        self.body = body
    }

    public func respond(to request: ServerRequest) async -> ServerResponse {
        await body(request)
    }
}
