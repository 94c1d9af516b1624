import HTTPTypes
import NIOHTTP1

/// Between NIO's HTTP/1 heads and swift-http-types' messages.
enum HeadConversion {
    /// The request head in swift-http-types' terms, or nil when a method or field name is not a
    /// token (the parser lets some through that swift-http-types refuses).
    static func request(from head: HTTPRequestHead) -> HTTPRequest? {
        guard let method = HTTPRequest.Method(head.method.rawValue) else { return nil }
        var fields = HTTPFields()
        fields.reserveCapacity(head.headers.count)
        for (name, value) in head.headers {
            guard let fieldName = HTTPField.Name(name) else { return nil }
            fields.append(HTTPField(name: fieldName, value: value))
        }
        return HTTPRequest(
            method: method, scheme: nil, authority: head.headers.first(name: "host"), path: head.uri,
            headerFields: fields)
    }

    /// The response head to send, with `Connection` set as decided and `Content-Length` when the
    /// length is known (else the encoder chooses chunked coding).
    static func responseHead(
        _ response: ServerResponse, version: HTTPVersion, closes: Bool, contentLength: Int?
    ) -> HTTPResponseHead {
        var headers = HTTPHeaders()
        for field in response.headerFields
        where field.name != .contentLength && field.name != .connection && field.name != .transferEncoding {
            headers.add(name: field.name.rawName, value: field.value)
        }
        if let contentLength { headers.add(name: "Content-Length", value: String(contentLength)) }
        headers.add(name: "Connection", value: closes ? "close" : "keep-alive")
        let status = HTTPResponseStatus(statusCode: response.status.code, reasonPhrase: response.status.reasonPhrase)
        return HTTPResponseHead(version: version, status: status, headers: headers)
    }
}
