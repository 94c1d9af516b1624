import HTTPTypes

/// A request as the server read it: the head in swift-http-types' terms and the whole body, which
/// never exceeds ``HTTPServerLimits/maxBodyBytes``.
public struct ServerRequest: Sendable {
    /// Method, target (`HTTPRequest.path`, still percent-encoded), `Host` as the authority, and
    /// every header field in the order received (`Host` included).
    public var head: HTTPRequest
    public var body: [UInt8]

    public init(head: HTTPRequest, body: [UInt8] = []) {
        self.head = head
        self.body = body
    }

    public var method: HTTPRequest.Method { head.method }

    /// The request target as sent: path and query, still percent-encoded.
    public var target: String { head.path ?? "/" }

    /// The target up to `?`.
    public var path: String { String(target[..<(target.firstIndex(of: "?") ?? target.endIndex)]) }

    /// The raw query after `?` (not decoded), or nil when the target has none.
    public var query: String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        return String(target[target.index(after: mark)...])
    }

    public var headerFields: HTTPFields { head.headerFields }
}
