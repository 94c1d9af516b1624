import HTTPTypes

/// A request the server answers itself, without the responder's ``HTTPResponder/respond(to:)``,
/// because it broke a limit or could not be read. The connection closes after the answer.
public struct HTTPServerRefusal: Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// 400: the bytes are not an HTTP/1 request (the parser's words in `detail`).
        case malformed(detail: String)
        /// 431: the request line and headers passed ``HTTPServerLimits/maxHeadBytes``.
        case headTooLarge(limit: Int)
        /// 413: the body, announced or received so far, passed ``HTTPServerLimits/maxBodyBytes``.
        case bodyTooLarge(bytes: Int, limit: Int)
        /// 503: ``HTTPServerLimits/maxConnections`` connections were already being served.
        case tooManyConnections(limit: Int)
        /// 408: the connection went quiet in the middle of a request, or the request took longer
        /// than ``HTTPServerLimits/requestTimeout``.
        case requestTimedOut
        /// 505: a protocol version other than HTTP/1.x.
        case unsupportedVersion
    }

    public let reason: Reason
    /// The request's head when it was read before the refusal (a body too large), else nil.
    public let head: HTTPRequest?

    public init(reason: Reason, head: HTTPRequest? = nil) {
        self.reason = reason
        self.head = head
    }

    /// The status the refusal is answered with.
    public var status: HTTPResponse.Status {
        switch reason {
        case .malformed: return .badRequest
        case .headTooLarge: return HTTPResponse.Status(code: 431, reasonPhrase: "Request Header Fields Too Large")
        case .bodyTooLarge: return .contentTooLarge
        case .tooManyConnections: return .serviceUnavailable
        case .requestTimedOut: return .requestTimeout
        case .unsupportedVersion: return .httpVersionNotSupported
        }
    }

    /// The reason in words, as the default answer's body says it.
    public var description: String {
        switch reason {
        case .malformed(let detail): return "the request could not be read as HTTP/1: \(detail)"
        case .headTooLarge(let limit): return "the request head is longer than \(limit) bytes"
        case .bodyTooLarge(let bytes, let limit):
            return "the body is \(bytes) bytes or more: at most \(limit) are accepted"
        case .tooManyConnections(let limit): return "too many connections: at most \(limit) are served at once"
        case .requestTimedOut: return "the request did not arrive in time"
        case .unsupportedVersion: return "only HTTP/1.x is served"
        }
    }
}
