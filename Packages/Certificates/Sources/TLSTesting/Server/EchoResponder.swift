import HTTPServer
import HTTPTypes

/// The plain HTTP side of a ``LoopbackTLSServer``: records each request, then answers it as the
/// server's ``LoopbackTLSServer/Behaviour`` says.
struct EchoResponder: HTTPResponder {
    let behaviour: LoopbackTLSServer.Behaviour
    let log: RequestLog

    func respond(to request: ServerRequest) async -> ServerResponse {
        let received = LoopbackTLSServer.Request(
            method: request.method.rawValue, target: request.target, host: request.head.authority, body: request.body,
            headerLines: request.headerFields.map { "\($0.name.rawName): \($0.value)" })
        log.record(received)
        switch behaviour {
        case .echo:
            let text = "\(received.method) \(received.target) \(received.body.count) \(received.host ?? "-")"
            return ServerResponse(body: .bytes(Array(text.utf8)))
        case .hold:
            // Held until the connection closes or the server stops, which cancels this task: a
            // stream nobody finishes ends only then.
            let (never, keepOpen) = AsyncStream<Void>.makeStream()
            for await _ in never {}
            withExtendedLifetime(keepOpen) {}
            return ServerResponse(status: .serviceUnavailable)
        case .body(let size, let announced):
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: size)
            // Not announced: chunked, so the client learns the size only as the bytes come.
            return ServerResponse(
                body: announced ? .bytes(body) : .streamed(length: nil) { writer in try await writer.write(body) })
        }
    }
}
