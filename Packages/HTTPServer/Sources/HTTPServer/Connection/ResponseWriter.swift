import NIOCore
import NIOHTTP1

/// Sends a responder's answer through the channel, from the responder's task.
enum ResponseWriter {
    static func send(_ response: ServerResponse, on channel: any Channel, version: HTTPVersion, keepAlive: Bool) async {
        let closes = !keepAlive || response.closesConnection
        do {
            switch response.body {
            case .bytes(let bytes):
                let head = HeadConversion.responseHead(
                    response, version: version, closes: closes, contentLength: bytes.count)
                channel.write(HTTPServerResponsePart.head(head), promise: nil)
                if !bytes.isEmpty {
                    channel.write(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: bytes))), promise: nil)
                }
                try await channel.writeAndFlush(HTTPServerResponsePart.end(nil))
            case .streamed(let length, let write):
                let head = HeadConversion.responseHead(
                    response, version: version, closes: closes, contentLength: length)
                try await channel.writeAndFlush(HTTPServerResponsePart.head(head))
                do {
                    try await write(
                        ResponseBodyWriter { bytes in
                            try await channel.writeAndFlush(
                                HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(bytes: bytes))))
                        })
                } catch {
                    // The answer breaks off: the client sees the connection end mid-body.
                    try? await channel.close()
                    return
                }
                try await channel.writeAndFlush(HTTPServerResponsePart.end(nil))
            }
        } catch {
            // The connection went away while answering: nobody is left to tell.
            try? await channel.close()
        }
    }
}
