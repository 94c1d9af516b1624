import HTTPTypes

/// What a responder answers. The server adds `Content-Length` (or chunked coding for a body of
/// unknown length) and `Connection`; a response to HEAD goes without its body.
public struct ServerResponse: Sendable {
    public var status: HTTPResponse.Status
    public var headerFields: HTTPFields
    public var body: ResponseBody
    /// Closes the connection after this response, whatever the client asked for.
    public var closesConnection: Bool

    public init(
        status: HTTPResponse.Status = .ok, headerFields: HTTPFields = [:], body: ResponseBody = .bytes([]),
        closesConnection: Bool = false
    ) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
        self.closesConnection = closesConnection
    }

    /// `bytes` with a `Content-Type`.
    public init(
        status: HTTPResponse.Status = .ok, contentType: String, bytes: [UInt8], headerFields: HTTPFields = [:],
        closesConnection: Bool = false
    ) {
        var fields = headerFields
        fields[.contentType] = contentType
        self.init(status: status, headerFields: fields, body: .bytes(bytes), closesConnection: closesConnection)
    }

    /// A UTF-8 plain-text body.
    public static func text(_ text: String, status: HTTPResponse.Status = .ok) -> ServerResponse {
        ServerResponse(status: status, contentType: "text/plain; charset=utf-8", bytes: Array(text.utf8))
    }

    /// A JSON body, given as text.
    public static func json(_ text: String, status: HTTPResponse.Status = .ok) -> ServerResponse {
        ServerResponse(status: status, contentType: "application/json", bytes: Array(text.utf8))
    }
}

/// A response body: bytes known up front, or bytes written as they come.
public enum ResponseBody: Sendable {
    /// Sent with a `Content-Length`, in one write.
    case bytes([UInt8])
    /// Sent as `write` produces it: with a `Content-Length` when `length` is given (the writer
    /// must then write exactly that many bytes), else with chunked transfer coding. When `write`
    /// throws, the connection is closed at once: the client sees the answer break off.
    case streamed(length: Int?, write: @Sendable (ResponseBodyWriter) async throws -> Void)
}

/// Writes the parts of a ``ResponseBody/streamed(length:write:)`` body, each sent (flushed) before
/// ``write(_:)`` returns.
public struct ResponseBodyWriter: Sendable {
    let send: @Sendable ([UInt8]) async throws -> Void

    /// Sends `bytes`; throws when the connection has gone.
    public func write(_ bytes: [UInt8]) async throws {
        guard !bytes.isEmpty else { return }
        try await send(bytes)
    }
}
