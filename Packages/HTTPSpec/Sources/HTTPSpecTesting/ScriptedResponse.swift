import Foundation

/// What the loopback server answers: status, headers, body, and optionally a delay before
/// answering (for timeout and cancellation tests; cut short when the server stops).
public struct ScriptedResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data
    public var delay: Duration
    /// When non-zero, the body is sent one byte at a time with this pause before each byte: a
    /// server that keeps the connection busy, so only a deadline, not an inactivity timeout,
    /// ends the wait.
    public var byteInterval: Duration
    /// Close the connection after this response instead of keeping it alive.
    public var closesConnection: Bool

    public init(
        status: Int = 200, headers: [(String, String)] = [], body: Data = Data(), delay: Duration = .zero,
        byteInterval: Duration = .zero, closesConnection: Bool = false
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.byteInterval = byteInterval
        self.closesConnection = closesConnection
    }

    /// A JSON body with its content type.
    public static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(text.utf8))
    }

    /// A plain-text body with its content type.
    public static func text(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: Data(text.utf8))
    }

    /// The bytes sent: status line, headers (Content-Length and Connection added), body, in one write.
    func serialized() -> Data {
        var out = serializedHead()
        out.append(body)
        return out
    }

    /// The status line and headers, up to the empty line.
    func serializedHead() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += closesConnection ? "Connection: close\r\n" : "Connection: keep-alive\r\n"
        head += "\r\n"
        return Data(head.utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 300: return "Multiple Choices"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
