import HTTPServer
import HTTPTypes

/// One answer of the callback server, as the router builds it: a status, a content type and a
/// body (plus `Allow` on a 405). The server sends it with `Content-Length` and
/// `Connection: close`: it answers one request per connection (§5).
struct HTTPReply: Sendable, Hashable {
    let status: Int
    let contentType: String
    let body: [UInt8]
    /// Extra header fields (`Allow` on a 405).
    var headerFields: HTTPFields = [:]

    static func text(_ status: Int, _ text: String) -> HTTPReply {
        HTTPReply(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    static func json(_ status: Int, _ text: String) -> HTTPReply {
        HTTPReply(status: status, contentType: "application/json", body: Array(text.utf8))
    }

    /// The reply as HTTPServer sends it.
    var response: ServerResponse {
        ServerResponse(
            status: HTTPResponse.Status(code: status), contentType: contentType, bytes: body,
            headerFields: headerFields)
    }
}
