import Foundation

/// One response, always with `Content-Length` and `Connection: close`: the server answers one
/// request per connection (§5), so a client never waits for a keep-alive that will not come.
struct HTTPReply: Sendable, Hashable {
    let status: Int
    let contentType: String
    let body: [UInt8]
    /// Extra headers (`Allow` on a 405).
    var headers: [(name: String, value: String)] = []

    static func == (lhs: HTTPReply, rhs: HTTPReply) -> Bool {
        lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(body)
    }

    init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    static func text(_ status: Int, _ text: String) -> HTTPReply {
        HTTPReply(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    static func json(_ status: Int, _ text: String) -> HTTPReply {
        HTTPReply(status: status, contentType: "application/json", body: Array(text.utf8))
    }

    var encoded: Data {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Data(head.utf8) + Data(body)
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 411: return "Length Required"
        case 413: return "Content Too Large"
        case 431: return "Request Header Fields Too Large"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status"
        }
    }
}
