import Foundation
import HTTPServer
import HTTPTypes

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

    /// The server's response: fields whose names are not tokens are left out.
    var serverResponse: ServerResponse {
        var fields = HTTPFields()
        for (name, value) in headers {
            guard let fieldName = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: fieldName, value: value))
        }
        let bytes = [UInt8](body)
        let body: ResponseBody
        if byteInterval > .zero {
            let pause = byteInterval
            body = .streamed(length: bytes.count) { writer in
                for byte in bytes {
                    try await Task.sleep(for: pause)
                    try await writer.write([byte])
                }
            }
        } else {
            body = .bytes(bytes)
        }
        return ServerResponse(
            status: HTTPResponse.Status(code: status), headerFields: fields, body: body,
            closesConnection: closesConnection)
    }
}
