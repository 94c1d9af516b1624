import NIOCore
import NIOHTTP1

/// The whole pipeline of a connection over the limit: the refusal, then the close.
final class RefusingHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = HTTPServerResponsePart

    private let response: ServerResponse
    private let reason: String

    init(response: ServerResponse, reason: String) {
        self.response = response
        self.reason = reason
    }

    func channelActive(context: ChannelHandlerContext) {
        let bytes: [UInt8]
        if case .bytes(let body) = response.body { bytes = body } else { bytes = Array(reason.utf8) }
        let head = HeadConversion.responseHead(response, version: .http1_1, closes: true, contentLength: bytes.count)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: bytes)))), promise: nil)
        let bound = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // The request is not read: the connection is refused whatever it says.
    }
}
