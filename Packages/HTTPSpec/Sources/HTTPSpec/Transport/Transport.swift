/// Sends one request and returns the response as received. Status codes are not judged here;
/// transport failures are thrown as `HTTPError.transport` (or `.timeout`, `.cancelled`).
public protocol Transport: Sendable {
    func send(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse
}
