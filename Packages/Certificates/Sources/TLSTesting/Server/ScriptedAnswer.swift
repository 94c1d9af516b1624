/// The bytes the server answers a request with, as its ``LoopbackTLSServer/Behaviour`` says.
enum ScriptedAnswer {
    /// The whole response, or nil for a request the behaviour leaves unanswered.
    static func response(to request: LoopbackTLSServer.Request, behaviour: LoopbackTLSServer.Behaviour) -> [UInt8]? {
        switch behaviour {
        case .hold:
            return nil
        case .echo:
            let text = "\(request.method) \(request.target) \(request.body.count) \(request.host ?? "-")"
            return withLength(status: "200 OK", body: Array(text.utf8), headOnly: request.method == "HEAD")
        case .body(let size, let announced):
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: size)
            guard !announced else {
                return withLength(status: "200 OK", body: body, headOnly: request.method == "HEAD")
            }
            // Not announced: chunked, so the client learns the size only as the bytes come.
            var response = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            if size > 0 { response += Array("\(String(size, radix: 16))\r\n".utf8) + body + Array("\r\n".utf8) }
            return response + Array("0\r\n\r\n".utf8)
        }
    }

    /// An error status for a request the server could not read; it closes the connection after.
    static func refusal(status: Int, reason: String) -> [UInt8] {
        let body = Array(reason.utf8)
        return Array("HTTP/1.1 \(status) Refused\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
            + body
    }

    /// A response with a `Content-Length`; a HEAD response announces the body but carries none.
    private static func withLength(status: String, body: [UInt8], headOnly: Bool) -> [UInt8] {
        let head = Array("HTTP/1.1 \(status)\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
        return headOnly ? head : head + body
    }
}
